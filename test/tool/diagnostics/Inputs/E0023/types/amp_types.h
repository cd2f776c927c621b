#pragma once
#include <amp.h>

// AMP types only, no restriction and no kernel: not reported.
inline int total(const concurrency::array_view<const int, 1> &View) {
  int Sum = 0;
  for (int I = 0; I < View.extent[0]; ++I)
    Sum += View[I];
  return Sum;
}
