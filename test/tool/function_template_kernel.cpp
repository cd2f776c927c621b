// parallel_for_each in a function template gives a kernel template with the
// same template parameters, launched with explicit template arguments.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

template <typename T, int N>
void addScalar(array_view<T, N> data, T value) {
  parallel_for_each(data.extent, [=](index<N> idx) restrict(amp) {
    data[idx] += value;
  });
  // CHECK: // amp2hip: kernel of the parallel_for_each at function_template_kernel.cpp:[[#ADD_AT:@LINE-3]]:3
  // CHECK-NEXT: template <typename T, int N>
  // CHECK-NEXT: __global__ void amp2hip_kernel_addScalar_[[#ADD_AT]](
  // CHECK-NEXT: const amp2hip::detail::launch_domain<N> amp2hip_domain,
  // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<T, N>> data,
  // CHECK-NEXT: const amp2hip::kernel_param_t<T> value) {
  // CHECK: Concurrency::index<N> idx;
  // CHECK: template <typename T, int N>
  // CHECK-NEXT: void addScalar(
  // CHECK: amp2hip::parallel_for_each(data.extent, amp2hip_kernel_addScalar_[[#ADD_AT]]<T, N>, data, value);
}

void use(float *p) {
  array_view<float, 2> v(2, 2, p);
  addScalar(v, 1.0f);
}
