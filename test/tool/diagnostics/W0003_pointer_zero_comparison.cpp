// An ordered comparison of a pointer with 0 is an error for Clang and GCC;
// MSVC compares the address with the null pointer (ampblas's ampcblas
// guards `if (x <= 0) return;` with a pointer x). amp2hip reports
// AMP2HIP-W0003 and writes what MSVC computes: `p <= 0` is `p == nullptr`,
// `p > 0` is `p != nullptr`, with 0 first as well. `p < 0` (always false) and
// `p >= 0` (always true) stay Clang's errors.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DALWAYS_FALSE 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>

template <typename T> int count(const T *x, int n) {
  // DIAG: W0003_pointer_zero_comparison.cpp:[[@LINE+2]]:9: warning: accepted as MSVC does: ordered comparison between pointer and zero ('const float *' and 'int') (MSVC compares the address with the null pointer); written as portable C++ in the output (a comparison with nullptr) [AMP2HIP-W0003]
  // OUT: if (x == nullptr)
  if (x <= 0)
    return 0;
  // DIAG: W0003_pointer_zero_comparison.cpp:[[@LINE+2]]:9: warning: accepted as MSVC does: ordered comparison between pointer and zero ('int' and 'const float *')
  // OUT: if (nullptr != x)
  if (0 < x)
    return n;
  return -1;
}

#ifdef ALWAYS_FALSE
// BAD: W0003_pointer_zero_comparison.cpp:[[@LINE+1]]:40: error: ordered comparison between pointer and zero
bool negative(const int *p) { return p < 0; }
#endif

int main() {
  float data[3] = {1, 2, 3};
  return count(data, 3) == 3 && count<float>(nullptr, 3) == 0 ? 0 : 1;
}
