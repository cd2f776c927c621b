// MSVC binds a temporary array to array_view's array& constructor (a
// Microsoft extension, C4239), and programs keep such views: the C++ AMP
// book's Chapter 9 pushes array_view<float, 2>(array<float, 2>(...)) into a
// vector. The view shares the array's device memory, which outlives the
// temporary, in MSVC's runtime and in amp2hip's (array_view(array&&)). The
// text is kept and builds with nvcc. A writable view of a const array stays
// an error, as in MSVC.
//
// RUN: %amp2hip %s -o %t.hip.cpp 2>&1 | FileCheck %s --allow-empty --check-prefix=OK
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=CHECK-OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: not %amp2hip %s -o %t.const.hip.cpp -- -DCONST_ARRAY 2>&1 | FileCheck %s --check-prefix=CONST
// OK-NOT: error:
#include <amp.h>
#include <vector>
using namespace concurrency;

std::vector<array_view<float, 2>> makeViews(const std::vector<float> &Data) {
  std::vector<array_view<float, 2>> Views;
  // CHECK-OUT: Views.push_back(array<float, 2>(4, 8, Data.begin()));
  Views.push_back(array<float, 2>(4, 8, Data.begin()));
  // CHECK-OUT: array_view<float, 1> Row = array<float, 1>(8);
  array_view<float, 1> Row = array<float, 1>(8);
  parallel_for_each(Row.extent, [=](index<1> I) restrict(amp) { Row[I] = 1; });
  return Views;
}

#ifdef CONST_ARRAY
void constArray(const array<float, 1> &A) {
  // CONST: [[@LINE+1]]:24: error: {{.*}}an array_view of a const array must have a const element type{{.*}}[AMP2HIP-E0015]
  array_view<float, 1> V(A);
}
#endif
