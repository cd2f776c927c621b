// A restrict(amp) function that takes array_view parameters (the overview's
// AddElements) gets the runtime's device view type for them.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void AddElements(index<1> idx, array_view<int, 1> sum, array_view<const int, 1> a,
                 const array_view<int, 1> &b) restrict(amp) {
  sum[idx] = a[idx] + b[idx];
}

// CHECK: __device__ void AddElements(concurrency::index<1> idx, amp2hip::kernel_param_t<array_view<int, 1>> sum, amp2hip::kernel_param_t<array_view<const int, 1>> a,
// CHECK-NEXT: const amp2hip::kernel_param_t<array_view<int, 1>> &b) {
