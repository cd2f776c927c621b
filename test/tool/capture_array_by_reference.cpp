// concurrency::array is captured by reference ([=, &averages]); the kernel
// parameter is the runtime's device view, and the launch passes the array.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
#include <vector>
using namespace concurrency;

std::vector<float> average(const std::vector<float> &data) {
  array<float, 2> averages(4, 4);
  array_view<const float, 2> samples(4, 4, data);
  parallel_for_each(averages.extent, [=, &averages](index<2> idx) restrict(amp) {
    averages[idx] = samples[idx] * 0.5f;
  });
  return averages;
}

// CHECK: __global__ void amp2hip_kernel_average_11(
// CHECK-NEXT: const amp2hip::detail::launch_domain<2> amp2hip_domain,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array<float, 2>> averages,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<const float, 2>> samples) {
// CHECK: amp2hip::parallel_for_each(averages.extent, amp2hip_kernel_average_11, averages, samples);
