// parallel_for_each where the kernel cannot be outlined to namespace scope:
// a member of a local class, of a class template partial specialization, of
// a class nested in a class template, and uses of class template members the
// kernel cannot spell.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
void local(int *p) {
  struct Runner {
    void run(int *q) {
      array_view<int, 1> v(4, q);
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 0; });
    }
  };
  Runner().run(p);
}
template <typename T, typename U> struct Pair {};
template <typename T> struct Pair<T, int> {
  void run(array_view<T, 1> v) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = T(); });
  }
};
template <typename T> struct Outer {
  struct Inner {
    void run(array_view<T, 1> v) {
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = T(); });
    }
  };
};
template <typename T> struct Members {
  struct Cell { T value; };
  static T scale(T x) restrict(amp) { return x; }
  void capture(array_view<T, 1> v, Cell c) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = c.value; });
  }
  void call(array_view<T, 1> v) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = scale(v[i]); });
  }
};
// CHECK: E0004_unsupported_kernel_context.cpp:12:7: error: parallel_for_each in a member function of a local class is not supported; move the class to namespace scope [AMP2HIP-E0004]
// CHECK: E0004_unsupported_kernel_context.cpp:20:5: error: parallel_for_each in a member function of a class template partial specialization is not supported; only primary class templates are [AMP2HIP-E0004]
// CHECK: E0004_unsupported_kernel_context.cpp:26:7: error: parallel_for_each in a member function of a class nested in a class template, or of a class template nested in a class, is not supported; only class templates declared at namespace scope are [AMP2HIP-E0004]
// CHECK: E0004_unsupported_kernel_context.cpp:34:72: error: the type of 'c' names 'Cell', a member of class template 'Members' (or the class itself) that the kernel cannot spell at namespace scope; only member type aliases can be used in the types of captures [AMP2HIP-E0004]
// CHECK: E0004_unsupported_kernel_context.cpp:37:72: error: the kernel in a member of class template 'Members' calls member function 'scale'; only static constant data members and member type aliases can be used (the kernel is outlined to namespace scope) [AMP2HIP-E0004]
