// A library header as MSVC compiles it: a template that calls a function
// declared after it (MSVC looks the name up where the template is
// instantiated), and a restrict(amp, cpu) function with an array_view
// parameter. Only product.cpp instantiates scaled_sum and calls
// guarded_read from a kernel; count.cpp includes the header and uses
// neither.
#pragma once
#include <amp.h>

namespace blas {

template <typename T> T scaled_sum(const concurrency::array_view<const T, 1> &v) {
  return scale(sum_of(v), T(2));
}

template <typename T> T sum_of(const concurrency::array_view<const T, 1> &v) {
  T s = T();
  for (int i = 0; i < v.extent[0]; ++i)
    s += v[i];
  return s;
}

template <typename T> T scale(T x, T k) { return x * k; }

template <typename T>
T guarded_read(const concurrency::array_view<const T, 1> &v, int i) restrict(amp, cpu) {
  return i < v.extent[0] ? v[i] : T();
}

} // namespace blas
