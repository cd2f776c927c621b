#pragma once
#include <amp.h>

// AMP types only, no restriction and no kernel: reported at the #include
// when it is not translated (the build would not find <amp.h>).
inline int total(const concurrency::array_view<const int, 1> &View) {
  int Sum = 0;
  for (int I = 0; I < View.extent[0]; ++I)
    Sum += View[I];
  return Sum;
}
