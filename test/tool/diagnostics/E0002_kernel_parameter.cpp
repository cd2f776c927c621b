// The kernel lambda must take one index<N> or tiled_index<...>.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
void run(int *p) {
  array_view<int, 1> v(8, p);
  parallel_for_each(v.extent, [=](int i) restrict(amp) { v[i] = 1; });
  // CHECK: E0002_kernel_parameter.cpp:[[@LINE-1]]:39: error: the parameter of a parallel_for_each kernel must be index<N> or tiled_index<...> [AMP2HIP-E0002]
  parallel_for_each(v.extent, [=](index<1> i, int j) restrict(amp) { v[i] = j; });
  // CHECK: E0002_kernel_parameter.cpp:[[@LINE-1]]:31: error: the kernel lambda of parallel_for_each must take exactly one index<N> or tiled_index<...> parameter [AMP2HIP-E0002]
}
