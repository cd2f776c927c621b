// A non-tiled extent<1> domain: the kernel takes a launch_domain<1> and gets
// its index from the runtime; captured names are kept.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
// CHECK: #include <amp2hip/amp.h>
using namespace concurrency;

void scale(float *data, int n, float factor) {
  array_view<float, 1> v(n, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] *= factor;
  });
  // CHECK: // amp2hip: kernel of the parallel_for_each at extent_rank1.cpp:[[#SCALE_AT:@LINE-3]]:3
  // CHECK-NEXT: __global__ void amp2hip_kernel_scale_[[#SCALE_AT]](
  // CHECK-NEXT:     const amp2hip::detail::launch_domain<1> amp2hip_domain,
  // CHECK-NEXT:     const amp2hip::kernel_param_t<Concurrency::array_view<float, 1>> v,
  // CHECK-NEXT:     const amp2hip::kernel_param_t<float> factor) {
  // CHECK-NEXT:   Concurrency::index<1> i;
  // CHECK-NEXT:   if (!amp2hip::detail::thread_index(amp2hip_domain, i))
  // CHECK-NEXT:     return;
  // CHECK-NEXT:   {
  // CHECK-NEXT:     v[i] *= factor;
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // CHECK-EMPTY:
  // CHECK-NEXT: void scale(float *data, int n, float factor) {
  // CHECK: amp2hip::parallel_for_each(v.extent, amp2hip_kernel_scale_[[#SCALE_AT]], v, factor);
  // CHECK-NEXT: v.synchronize();
  v.synchronize();
}

// CHECK-NOT: restrict(
