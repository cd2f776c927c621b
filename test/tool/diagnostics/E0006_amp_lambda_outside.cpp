// A restrict(amp) lambda in host code that is not the kernel of a
// parallel_for_each call.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
void run(int *p) {
  auto kernel = [=](index<1> i) restrict(amp) { (void)i; };
  (void)kernel;
}
// CHECK: E0006_amp_lambda_outside.cpp:7:17: error: a restrict(amp) lambda is supported only as the kernel argument of parallel_for_each or inside amp code [AMP2HIP-E0006]
