// A kernel lambda held in a local variable and launched by name: the kernel
// is outlined where the lambda is written; the variable holds a host lambda
// that captures the same variables when it is defined (as the kernel lambda
// did) and launches the kernel on the domain it is called with.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %amp2hip %s | %nochecks | FileCheck %s --check-prefix=KCHECK
#include <amp.h>
using namespace concurrency;

template <typename T> void twice(array_view<T, 1> v, T step) {
  auto add = [=](index<1> i) restrict(amp) { v[i] += step; };
  // KCHECK: // amp2hip: kernel of the parallel_for_each at named_lambda.cpp:[[#TWICE_AT:@LINE-1]]:14
  // KCHECK-NEXT: template <typename T>
  // KCHECK-NEXT: __global__ void amp2hip_kernel_twice_[[#TWICE_AT]](
  // KCHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
  // KCHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<T, 1>> v,
  // KCHECK-NEXT: const amp2hip::kernel_param_t<T> step) {
  // CHECK: auto add = [=](const auto &...amp2hip_domain) {
  // CHECK-NEXT: // amp2hip: launches the kernel amp2hip_kernel_twice_[[#@LINE-8]]
  // CHECK-NEXT: amp2hip::parallel_for_each(amp2hip_domain..., amp2hip_kernel_twice_[[#@LINE-9]]<T>, v, step);
  // CHECK-NEXT: };
  parallel_for_each(v.extent, add);
  // CHECK-NEXT: add(v.extent);
  parallel_for_each(accelerator().default_view, v.extent, add);
  // CHECK-NEXT: add(accelerator().default_view, v.extent);
}

// An array captured by reference stays captured by reference.
void fill(array<int, 2> &a) {
  auto k = [&a](index<2> i) restrict(amp) { a[i] = i[0] * 10 + i[1]; };
  parallel_for_each(a.extent, k);
  // CHECK: auto k = [&a](const auto &...amp2hip_domain) {
  // CHECK: amp2hip::parallel_for_each(amp2hip_domain..., amp2hip_kernel_fill_[[#@LINE-3]], a);
  // CHECK: k(a.extent);
}
