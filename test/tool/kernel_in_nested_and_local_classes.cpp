// parallel_for_each in members of nested classes, local classes and class
// template partial specializations: the kernel goes before the outermost
// declaration at namespace scope, and the constants of the enclosing classes
// that the body names are declared again in it.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

struct Outer {
  static const int Scale = 3;
  struct Inner {
    static const int Add = 1;
    static void run(array_view<int, 1> v) {
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * Scale + Add; });
    }
  };
};
// CHECK: // amp2hip: kernel of the parallel_for_each at kernel_in_nested_and_local_classes.cpp:[[#@LINE-4]]:7
// CHECK-NEXT: __global__ void amp2hip_kernel_Inner_run_[[#@LINE-5]](
// CHECK: constexpr int Scale = 3;
// CHECK-NEXT: constexpr int Add = 1;
// CHECK: struct Outer {

void local(array_view<int, 1> v) {
  struct Filler {
    void fill(array_view<int, 1> w, int value) const {
      parallel_for_each(w.extent, [=](index<1> i) restrict(amp) { w[i] = value; });
    }
  };
  Filler().fill(v, 7);
}
// The kernel comes before the function that declares the local class.
// CHECK: // amp2hip: kernel of the parallel_for_each at kernel_in_nested_and_local_classes.cpp:[[#@LINE-6]]:7
// CHECK-NEXT: __global__ void amp2hip_kernel_Filler_fill_[[#@LINE-7]](
// CHECK: void local(array_view<int, 1> v) {

template <typename T, typename U> struct Pair {};
template <typename T> struct Pair<T, int> {
  static constexpr int Width = 2;
  void run(array_view<T, 1> v) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = T(Width); });
  }
};
// CHECK: // amp2hip: kernel of the parallel_for_each at kernel_in_nested_and_local_classes.cpp:[[#@LINE-3]]:5
// CHECK-NEXT: template <typename T>
// CHECK-NEXT: __global__ void amp2hip_kernel_Pair_run_[[#@LINE-5]](
// CHECK: constexpr int Width = 2;
// CHECK: amp2hip::parallel_for_each(v.extent, amp2hip_kernel_Pair_run_[[#@LINE-7]]<T>, v);
