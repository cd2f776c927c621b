// restrict(amp, cpu) and restrict(amp) lambdas written in host code (outside
// kernels) become __host__ __device__ / __device__ lambdas, with the
// qualifiers after the capture list, where nvcc wants them.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;
#define __GPU restrict(amp, cpu)

int run() {
  auto twice = [](int x) restrict(amp, cpu) { return 2 * x; };
  // CHECK: auto twice = [] __host__ __device__(int x) { return 2 * x; };
  auto flag = [](int &f) __GPU { f = 1; };
  // CHECK: auto flag = [] __host__ __device__(int &f) { f = 1; };
  auto deviceOnly = [=](index<1> i) restrict(amp) { (void)i; };
  // CHECK: auto deviceOnly = [=] __device__(concurrency::index<1> i) { (void)i; };
  (void)deviceOnly;
  int f = 0;
  flag(f);
  return twice(f);
}
