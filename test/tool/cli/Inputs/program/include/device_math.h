#pragma once
#include <amp.h>
inline int twice(int x) restrict(amp, cpu) { return 2 * x; }
template <typename T> void fill(concurrency::array_view<T, 1> v, T value) {
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] = value + twice(i[0]);
  });
}
