// Unknown restriction specifiers are reported on kernel lambdas too.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
void run(int *p) {
  array_view<int, 1> v(8, p);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp, direct3d) { v[i] = 1; });
  // CHECK: E0008_kernel_lambda.cpp:[[@LINE-1]]:47: error: unknown restriction specifier 'direct3d'
}
