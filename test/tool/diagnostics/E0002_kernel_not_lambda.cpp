// Kernels amp2hip cannot launch: a function object whose class is a template
// parameter where the call is written, a class without a restrict(amp) call
// operator, and a named kernel lambda that is also used other than as a
// kernel.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
template <typename F> void launch(array_view<int, 1> v, const F &f) {
  parallel_for_each(v.extent, f);
  // CHECK: E0002_kernel_not_lambda.cpp:[[@LINE-1]]:31: error: the kernel of parallel_for_each must be a lambda or a function object with a restrict(amp) call operator taking index<N> or tiled_index<...>, whose class is known where the call is written (not a template parameter) [AMP2HIP-E0002]
}
struct CpuOnly {
  array_view<int, 1> v;
  void operator()(index<1> i) const { v[i] = 0; }
};
void run(int *p) {
  array_view<int, 1> v(4, p);
  parallel_for_each(v.extent, CpuOnly{v});
  // CHECK: E0002_kernel_not_lambda.cpp:[[@LINE-1]]:31: error: the kernel of parallel_for_each must be a lambda or a function object with a restrict(amp) call operator
  auto k = [=](index<1> i) restrict(amp) { v[i] = 1; };
  parallel_for_each(v.extent, k);
  auto copy = k;
  // CHECK: E0002_kernel_not_lambda.cpp:[[@LINE-1]]:15: error: the kernel lambda 'k' is used other than as the kernel of parallel_for_each; amp2hip translates a named kernel lambda only when every use launches it [AMP2HIP-E0002]
}
