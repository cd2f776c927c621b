// A class template as the function object: the kernel is a template over the
// class's parameters, its static constants and member type aliases are
// declared again in the kernel, and an array held by reference is a device
// view. Launched from a function template (`AddOffset<T>{arr}` is dependent)
// and from a plain function.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %amp2hip %s | %nochecks | FileCheck %s --check-prefix=LCHECK
#include <amp.h>
using namespace concurrency;

template <typename T> struct AddOffset {
  using value_type = T;
  static constexpr int Offset = 100;
  array<T, 1> &data;
  void operator()(index<1> i) const restrict(amp) {
    data[i] = data[i] + value_type(Offset) + value_type(i[0]);
  }
};
// CHECK: // amp2hip: kernel of the function object at function_object_template.cpp:[[#@LINE-8]]:30
// CHECK-NEXT: template <typename T>
// CHECK-NEXT: __global__ void amp2hip_kernel_AddOffset_call_operator_[[#@LINE-10]](
// CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array<T, 1>> data) {
// CHECK-NEXT: using value_type = T;
// CHECK-NEXT: constexpr int Offset = 100;
// LCHECK: amp2hip::parallel_for_each(amp2hip_domain..., amp2hip_kernel_AddOffset_call_operator_[[#@LINE-15]]<T>, data);

template <typename T> void addAll(array<T, 1> &arr) {
  parallel_for_each(arr.extent, AddOffset<T>{arr});
  // LCHECK: (AddOffset<T>{arr}).amp2hip_launch(arr.extent);
}
void addInts(array<int, 1> &arr) {
  AddOffset<int> add{arr};
  parallel_for_each(arr.extent, add);
  // LCHECK: (add).amp2hip_launch(arr.extent);
  addAll(arr);
}
