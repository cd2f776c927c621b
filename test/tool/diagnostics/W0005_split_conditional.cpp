// AMP2HIP-W0005: a preprocessor conditional that chooses between two heads of
// one kernel (C++ AMP code written for Visual Studio 2012 and 2013) splits the
// text of the parallel_for_each: the parse sees one branch, and the kernel's
// body would be copied with half of the conditional (`#endif` without `#if`).
// The conditional is resolved in the text (its taken branch kept, line
// numbers kept) and the file parsed again. A conditional wholly inside the
// kernel's body, or wholly outside the call, stays as written.
//
// RUN: %amp2hip %s -o %t.hip.cpp 2>&1 | FileCheck %s
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=CHECK-OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
using namespace concurrency;

void headSplit(array_view<int, 1> A) {
// CHECK: W0005_split_conditional.cpp:[[#@LINE+1]]:2: warning: this preprocessor conditional splits the text of a parallel_for_each; the translation keeps the branch the preprocessor took and drops the others [AMP2HIP-W0005]
#if (_MSC_VER >= 1800)
  parallel_for_each(A.extent, [=](index<1> I) restrict(amp) {
#else
  parallel_for_each(A.extent, [=](index<1> I) restrict(amp, cpu) {
#endif
    A[I] += 1;
  });
}

void bodySplit(array_view<int, 1> A) {
  parallel_for_each(A.extent, [=](index<1> I) restrict(amp)
// CHECK: W0005_split_conditional.cpp:[[#@LINE+1]]:2: warning: this preprocessor conditional splits {{.*}} [AMP2HIP-W0005]
#ifdef TWICE
  { A[I] *= 2;
#else
  { A[I] *= 3;
#endif
  });
}

void balanced(array_view<int, 1> A) {
  parallel_for_each(A.extent, [=](index<1> I) restrict(amp) {
#if defined(TWICE)
    A[I] *= 2;
#else
    A[I] *= 4;
#endif
  });
}
// CHECK-NOT: AMP2HIP-W0005

// The balanced conditional stays in the kernel; the split ones are gone.
// CHECK-OUT: __global__ void amp2hip_kernel_headSplit_
// CHECK-OUT-NOT: #
// CHECK-OUT: A[I] += 1;
// CHECK-OUT: __global__ void amp2hip_kernel_bodySplit_
// CHECK-OUT-NOT: #
// CHECK-OUT: A[I] *= 3;
// CHECK-OUT-NOT: #
// CHECK-OUT: __global__ void amp2hip_kernel_balanced_
// CHECK-OUT: #if defined(TWICE)
// CHECK-OUT: A[I] *= 2;
// CHECK-OUT: #else
// CHECK-OUT: A[I] *= 4;
// CHECK-OUT: #endif

int main() {
  std::vector<int> Values(4, 1);
  array_view<int, 1> A(4, Values);
  headSplit(A);
  bodySplit(A);
  balanced(A);
  A.synchronize();
  return Values[0] == 24 ? 0 : 1;
}
