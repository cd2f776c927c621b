// C++ AMP v1.2 §2.4.3.3: an amp-restricted lambda, not only a kernel, captures
// concurrency::array (and texture) objects by reference only (MSVC error
// C3597). AMP2HIP-E0003 at the capture (at the lambda for an implicit `[=]`
// capture); by-reference captures and cpu lambdas are fine. Kernel lambdas
// keep their own report (E0003_*kernel* tests).
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

int main() {
  array<int, 1> data(16);
  auto explicitCopy = [data]() restrict(amp) {};
  // CHECK: E0003_amp_lambda_array_by_value.cpp:[[@LINE-1]]:24: error: 'data' is captured by value; C++ AMP requires array and texture objects to be captured by reference (C++ AMP v1.2 §2.4.3.3; MSVC error C3597) [AMP2HIP-E0003]
  auto implicitCopy = [=]() restrict(amp, cpu) { return data[0]; };
  // CHECK: E0003_amp_lambda_array_by_value.cpp:[[@LINE-1]]:23: error: 'data' is captured by value; C++ AMP requires array and texture objects to be captured by reference
  auto byReference = [&data]() restrict(amp) { return data[0]; }; // silent
  auto cpuCopy = [data]() restrict(cpu) { return data[0]; };      // silent
  (void)explicitCopy, (void)implicitCopy, (void)byReference, (void)cpuCopy;
  return 0;
}
