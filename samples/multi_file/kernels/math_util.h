// Helpers shared by host and amp code (restrict(amp, cpu)), and a name
// overloaded by restriction: each side has its own `scale_of`.
#pragma once
#include <amp.h>

inline float clamp01(float x) restrict(amp, cpu) {
  return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x);
}

inline float scale_of(int i) restrict(cpu) { return 1.0f + i; }
inline float scale_of(int i) restrict(amp) { return 2.0f + i; }
