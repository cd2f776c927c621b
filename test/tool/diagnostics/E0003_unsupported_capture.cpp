// Captures a kernel cannot take: a scalar by reference, an array by value,
// and `this`.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
struct Holder {
  int Scale = 2;
  void run(int *p) {
    int total = 0;
    array_view<int, 1> v(4, p);
    parallel_for_each(v.extent, [=, &total](index<1> i) restrict(amp) { v[i] = total; });
    // CHECK: E0003_unsupported_capture.cpp:[[@LINE-1]]:87: error: 'total' is captured by reference; a kernel may capture only concurrency::array and texture objects by reference (MSVC error C3590) [AMP2HIP-E0003]
    array<int, 1> a(4);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = a[i]; });
    // CHECK: E0003_unsupported_capture.cpp:[[@LINE-1]]:72: error: 'a' is captured by value; C++ AMP requires array and texture objects to be captured by reference [AMP2HIP-E0003]
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = Scale; });
    // CHECK: E0003_unsupported_capture.cpp:[[@LINE-1]]:79: error: the kernel captures 'this', which C++ AMP does not allow (MSVC error C3590); use data members through local copies (array_view, scalars) instead [AMP2HIP-E0003]
  }
};
