// C++ AMP v1.2 §2.4.3.3: an amp-restricted lambda that is not a kernel
// captures nothing by reference but array and texture objects, and not
// 'this' (MSVC error C3590), and no pointer by value (C3596), through a
// reference to a pointer too. AMP2HIP-E0003 at the capture (at the lambda for
// an implicit capture). cpu lambdas may do all of it.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

struct Widget {
  int Member = 0;
  int run() {
    auto L = [this]() restrict(amp, cpu) { return Member; };
    // CHECK: E0003_amp_lambda_captures.cpp:[[@LINE-1]]:15: error: the amp-restricted lambda captures 'this'; C++ AMP allows only array and texture objects to be captured by reference (C++ AMP v1.2 §2.4.3.3; MSVC error C3590) [AMP2HIP-E0003]
    return L();
  }
};

void captures(array<int, 1> &data, float *raw) {
  int count = 4;
  float *&alias = raw;
  auto pointerCopy = [raw]() restrict(amp) { return raw != nullptr; };
  // CHECK: E0003_amp_lambda_captures.cpp:[[@LINE-1]]:23: error: 'raw' of type 'float *' is a pointer captured by value; an amp-restricted lambda may not capture pointers (C++ AMP v1.2 §2.4.3.3; MSVC error C3596) [AMP2HIP-E0003]
  auto implicitPointer = [=]() restrict(amp) { return *alias; };
  // CHECK: E0003_amp_lambda_captures.cpp:[[@LINE-1]]:26: error: 'alias' of type 'float *' is a pointer captured by value{{.*}}[AMP2HIP-E0003]
  auto byReference = [&count]() restrict(amp) { return count; };
  // CHECK: E0003_amp_lambda_captures.cpp:[[@LINE-1]]:24: error: 'count' is captured by reference; an amp-restricted lambda may capture only array and texture objects by reference (C++ AMP v1.2 §2.4.3.3; MSVC error C3590) [AMP2HIP-E0003]
  auto implicitReference = [&]() restrict(amp, cpu) { return count; };
  // CHECK: E0003_amp_lambda_captures.cpp:[[@LINE-1]]:28: error: 'count' is captured by reference{{.*}}[AMP2HIP-E0003]

  // Legal: an array by reference, scalars by value, cpu lambdas.
  auto arrayReference = [&data, count]() restrict(amp) { return data[0] + count; };
  auto cpuReference = [&count, raw]() restrict(cpu) { return count + *raw; };
  (void)pointerCopy, (void)implicitPointer, (void)byReference;
  (void)implicitReference, (void)arrayReference, (void)cpuReference;
}
