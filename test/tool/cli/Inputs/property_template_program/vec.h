// A program's own vector with a property, as B3DContest's amp_short_arrays.h
// declares Concurrency::graphics::int4's x.
#pragma once
#include <amp.h>

struct Pair {
  int Data[2];
  int get_x() const restrict(amp, cpu) { return Data[0]; }
  void set_x(int V) restrict(amp, cpu) { Data[0] = V; }
  __declspec(property(get = get_x, put = set_x)) int x;
};
