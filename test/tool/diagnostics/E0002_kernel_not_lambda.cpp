// A kernel passed as a function object (not a lambda written in the call).
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
struct Functor {
  array_view<int, 1> v;
  void operator()(index<1> i) const restrict(amp) { v[i] = 0; }
};
void run(int *p) {
  array_view<int, 1> v(4, p);
  Functor f{v};
  parallel_for_each(v.extent, f);
}
// CHECK: E0002_kernel_not_lambda.cpp:12:31: error: the kernel of parallel_for_each must be a lambda expression written in the call; function objects and named lambdas are not supported yet [AMP2HIP-E0002]
