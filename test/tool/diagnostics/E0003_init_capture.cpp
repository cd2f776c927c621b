// Init-captures are not supported in kernels yet.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
void run(int *p) {
  array_view<int, 1> v(8, p);
  parallel_for_each(v.extent, [v, k = 2](index<1> i) restrict(amp) { v[i] = k; });
  // CHECK: E0003_init_capture.cpp:[[@LINE-1]]:35: error: init-captures, structured bindings and variable-length arrays are not supported in a kernel yet [AMP2HIP-E0003]
}
