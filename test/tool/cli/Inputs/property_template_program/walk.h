// Property uses that only an instantiation shows: `P` has a dependent type.
#pragma once
#include <amp.h>

template <typename V> int bump(V &P, int N) restrict(amp, cpu) {
  P.x = N;
  P.x += 2;
  ++P.x;
  return P.x * 10;
}

inline int twice(int V) restrict(amp, cpu) { return 2 * V; }
