// parallel_for_each in a member function of a class template.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
template <typename T> struct Runner {
  void run(T *p) {
    array_view<T, 1> v(4, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = T(); });
  }
};
// CHECK: E0004_unsupported_kernel_context.cpp:8:5: error: parallel_for_each in a member function of a class template or of a local class is not supported yet [AMP2HIP-E0004]
