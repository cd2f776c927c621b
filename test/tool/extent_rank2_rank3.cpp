// extent<2> and extent<3> domains give launch_domain<2> and <3>; the index
// parameter keeps its name and its rank.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void fill(int *p2, int *p3) {
  array_view<int, 2> a(4, 8, p2);
  parallel_for_each(a.extent, [=](index<2> idx) restrict(amp) {
    a[idx] = idx[0] * 8 + idx[1];
  });
  array_view<int, 3> b(extent<3>(2, 3, 4), p3);
  parallel_for_each(b.extent, [=](index<3> pos) restrict(amp) {
    b[pos] = pos[0] + pos[1] + pos[2];
  });
}

// CHECK: __global__ void amp2hip_kernel_fill_9(
// CHECK-NEXT: const amp2hip::detail::launch_domain<2> amp2hip_domain,
// CHECK: Concurrency::index<2> idx;
// CHECK: __global__ void amp2hip_kernel_fill_13(
// CHECK-NEXT: const amp2hip::detail::launch_domain<3> amp2hip_domain,
// CHECK: Concurrency::index<3> pos;
// CHECK: amp2hip::parallel_for_each(a.extent, amp2hip_kernel_fill_9, a);
// CHECK: amp2hip::parallel_for_each(b.extent, amp2hip_kernel_fill_13, b);
