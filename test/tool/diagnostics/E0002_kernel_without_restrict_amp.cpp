// A kernel lambda without restrict(amp).
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
void run(int *p) {
  array_view<int, 1> v(4, p);
  parallel_for_each(v.extent, [=](index<1> i) { v[i] = 0; });
  // CHECK: E0002_kernel_without_restrict_amp.cpp:[[@LINE-1]]:31: error: the kernel lambda of parallel_for_each must be declared restrict(amp) [AMP2HIP-E0002]
}
