// A view of const elements over a pointer to elements that are not const
// (C++ AMP v1.2 §5.2.2: `T *` converts to `const T *`, and MSVC accepts it)
// translates, for ranks 1 to 3 and both the extent and the sizes forms, from
// an lvalue pointer (which the parse header's container constructor used to
// take and reject as AMP2HIP-E0015) as from a const pointer or an rvalue.
// The wrong sources stay E0015 (test/tool/diagnostics/
// E0015_sources_sections_destinations.cpp). The output builds with hipcc and
// nvcc (checked by hand with the compile tier's flags when this was added).
// RUN: %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty < %t.err
// QUIET-NOT: error
// QUIET-NOT: warning
// RUN: %nochecks < %t.out | FileCheck %s
#include <amp.h>
#include <vector>
using namespace concurrency;

int sum(int *pA, int *const fixedA, const int *constA, std::vector<int> &v) {
  array_view<const int, 1> a(8, pA);
  // CHECK: array_view<const int, 1> a(8, pA);
  array_view<const int, 2> b(2, 4, pA);
  // CHECK: array_view<const int, 2> b(2, 4, pA);
  array_view<const int, 3> c(2, 2, 2, pA);
  // CHECK: array_view<const int, 3> c(2, 2, 2, pA);
  array_view<const int, 1> d(extent<1>(8), pA);
  // CHECK: array_view<const int, 1> d(extent<1>(8), pA);
  array_view<const int, 2> e(extent<2>(2, 4), fixedA);
  // CHECK: array_view<const int, 2> e(extent<2>(2, 4), fixedA);
  array_view<const int, 3> f(extent<3>(2, 2, 2), fixedA);
  // CHECK: array_view<const int, 3> f(extent<3>(2, 2, 2), fixedA);
  array_view<const int, 1> g(8, constA);
  array_view<const int, 1> h(8, v.data());
  int result = 0;
  array_view<int, 1> out(1, &result);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    out[0] = a[0] + b(1, 3) + c(1, 1, 1) + d[7] + e(0, 0) + f(0, 0, 1) +
             g[2] + h[3];
  });
  // CHECK: amp2hip::parallel_for_each(extent<1>(1), amp2hip_kernel_sum_[[#@LINE-4]], out, a, b, c, d, e, f, g, h);
  return out[0];
}

int main() {
  std::vector<int> data = {1, 2, 3, 4, 5, 6, 7, 8};
  return sum(data.data(), data.data(), data.data(), data) == 0;
}
