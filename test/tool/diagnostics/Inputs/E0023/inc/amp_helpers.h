#pragma once
#include <amp.h>

// Only types: translated programs get their meaning from <amp2hip/amp.h>.
struct Pair {
  int First, Second;
};

inline int twice(int X) restrict(amp, cpu) { return 2 * X; }

inline void doubleAll(concurrency::array_view<int, 1> View) {
  concurrency::parallel_for_each(
      View.extent,
      [=](concurrency::index<1> I) restrict(amp) { View[I] = twice(View[I]); });
}
