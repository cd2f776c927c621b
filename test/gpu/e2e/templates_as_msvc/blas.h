// A small BLAS header written as ampblas writes its own, which MSVC compiles
// and C++17 does not (MSVC parses a template's body only where the template
// is instantiated): templates call functions declared after them, a type
// trait's partial specializations deduce `unsigned int` from array_view's
// `int` rank, a template that nothing instantiates names variables it never
// declares, and a guard compares a pointer with 0.
#pragma once
#include <amp.h>

namespace blas {

template <typename T> struct is_view {
  static const int value = 0;
};
template <typename T, unsigned int rank>
struct is_view<concurrency::array_view<T, rank>> {
  static const int value = 1;
};
template <typename T, unsigned int rank>
struct is_view<concurrency::array_view<const T, rank>> {
  static const int value = 2;
};

// y = alpha * x + y on the accelerator, through a stage declared later.
template <typename T>
void axpy(T alpha, const concurrency::array_view<const T, 1> &x,
          const concurrency::array_view<T, 1> &y) {
  static_assert(is_view<concurrency::array_view<const T, 1>>::value == 2,
                "x is a view of const elements");
  axpy_stage<T>(alpha, x, y);
}

template <typename T>
void axpy_stage(T alpha, const concurrency::array_view<const T, 1> &x,
                const concurrency::array_view<T, 1> &y) {
  concurrency::parallel_for_each(
      y.extent, [=](concurrency::index<1> i) restrict(amp) {
        y[i] = fma_of(alpha, guarded_read(x, i[0]), y[i]);
      });
}

template <typename T> T fma_of(T a, T b, T c) restrict(amp, cpu) {
  return a * b + c;
}

// Read x[i], or 0 past its end: called from the kernel only.
template <typename T>
T guarded_read(const concurrency::array_view<const T, 1> &x, int i)
    restrict(amp, cpu) {
  return i < x.extent[0] ? x[i] : T();
}

// Never instantiated: its body does not parse.
template <typename T>
void recursive_axpy(T alpha, const concurrency::array_view<const T, 1> &x)
{
    if ((n1 = n - rb) <= 0)
        cublas::axpy(n, alpha, x);
}

// The sum of the first n elements of p; nothing for a null pointer.
template <typename T> T host_sum(const T *p, int n) {
  if (p <= 0)
    return T();
  T s = T();
  for (int i = 0; i < n; ++i)
    s += p[i];
  return s;
}

} // namespace blas
