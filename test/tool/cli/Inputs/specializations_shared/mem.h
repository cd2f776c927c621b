// Specializations as B3DContest's SolveTSP writes them in the files that
// each of its types/*.cpp includes: MSVC merges what several inputs define.
#pragma once
#include <amp.h>

template <class T> class Counter {
public:
  static int count;
  static float scale;
};
int Counter<float>::count;
float Counter<float>::scale = 0.5f;

template <typename T> T twice(T v) restrict(amp, cpu) { return 2 * v; }
template<> static int twice<int>(int v) restrict(amp, cpu) { return 3 * v; }
