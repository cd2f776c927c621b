// parallel_for_each where the kernel cannot be outlined to namespace scope:
// a member of a class nested in a class template, uses of class members the
// kernel cannot spell, and function objects whose call operator needs more
// than the object's data members.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
template <typename T> struct Outer {
  struct Inner {
    void run(array_view<T, 1> v) {
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = T(); });
      // CHECK: E0004_unsupported_kernel_context.cpp:[[@LINE-1]]:7: error: parallel_for_each in a member function of a class nested in a class template, of a class template nested in a class, or of a local class template is not supported; only class templates (and their partial specializations) declared at namespace scope are [AMP2HIP-E0004]
    }
  };
};
// A private member type in a capture's type that amp2hip cannot declare
// public (its ';' ends a data member too; the others are made public:
// kernel_private_static_members.cpp): the kernel at namespace scope cannot
// name it. A public one can.
class Morph {
  struct Params {
    float Scale;
  } defaults;
public:
  struct Visible {
    float Scale;
  };
  void run(array_view<float, 1> v) {
    Params params = {2.0f};
    Visible visible = {3.0f};
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= params.Scale; });
    // CHECK: E0004_unsupported_kernel_context.cpp:[[@LINE-1]]:73: error: the type of 'params' names 'Morph::Params', a private or protected member type, which the kernel outside the class cannot name; make it public [AMP2HIP-E0004]
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= visible.Scale; });
    // CHECK-NOT: E0004_unsupported_kernel_context.cpp:[[@LINE-1]]:{{.*}}error
  }
};
template <typename T> struct Members {
  struct Cell { T value; };
  void capture(array_view<T, 1> v, Cell c) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = c.value; });
    // CHECK: E0004_unsupported_kernel_context.cpp:[[@LINE-1]]:72: error: the type of 'c' names 'Cell', a member of class template 'Members' (or the class itself) that the kernel cannot spell at namespace scope; only member type aliases can be used in the types of captures [AMP2HIP-E0004]
  }
  // A private static amp member function is declared public for the kernel
  // (kernel_private_static_members.cpp), unless a macro declares it.
  void call(array_view<T, 1> v) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = scaled(v[i]); });
    // CHECK: E0004_unsupported_kernel_context.cpp:[[@LINE-1]]:72: error: the kernel in a member of class 'Members' calls private static member function 'scaled', which the kernel outside the class cannot call; make it public (the kernel is outlined to namespace scope) [AMP2HIP-E0004]
  }

private:
#define SCALED static T scaled(T x) restrict(amp) { return x; }
  SCALED
};
struct CallsMember {
  array_view<int, 1> v;
  template <int K> int times(int x) const restrict(amp) { return K * x; }
  void operator()(index<1> i) const restrict(amp) { v[i] = times<2>(v[i]); }
  // CHECK: E0004_unsupported_kernel_context.cpp:[[@LINE-1]]:60: error: the call operator of function object 'CallsMember' calls member function 'times' (amp2hip writes into the kernel the restrict(amp) member functions that a call operator calls, when they are defined in the file and are not virtual, templates or operators); its data members are the kernel's parameters, and only they and its restrict(amp) member functions can be used through 'this' [AMP2HIP-E0004]
};
struct OutOfLine {
  array_view<int, 1> v;
  void operator()(index<1> i) const restrict(amp);
};
// CHECK: E0004_unsupported_kernel_context.cpp:[[@LINE-2]]:8: error: the call operator of function object 'OutOfLine' is launched by parallel_for_each, so it must be defined in this translation unit [AMP2HIP-E0004]
struct Base { int k; };
struct Derived : Base {
  Derived(array_view<int, 1> a) : v(a) {}
  array_view<int, 1> v;
  int k;
  void operator()(index<1> i) const restrict(amp) { v[i] = k; }
  // CHECK: E0004_unsupported_kernel_context.cpp:[[@LINE-1]]:8: error: function object 'Derived' has two data members named 'k' (one in a base class); a function object launched by parallel_for_each is supported with non-virtual bases whose members have names of their own [AMP2HIP-E0004]
};
void run(int *p) {
  array_view<int, 1> v(4, p);
  parallel_for_each(v.extent, CallsMember{v});
  parallel_for_each(v.extent, OutOfLine{v});
  parallel_for_each(v.extent, Derived(v));
}
