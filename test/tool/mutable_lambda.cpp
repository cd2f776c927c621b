// `mutable restrict(amp)` parses (the two are swapped before parsing), and a
// mutable kernel gets non-const parameters, so its copies can change.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void counts(int *p) {
  int base = 3;
  array_view<int, 1> v(8, p);
  parallel_for_each(v.extent, [=](index<1> i) mutable restrict(amp) {
    base += i[0];
    v[i] = base;
  });
}

// CHECK: __global__ void amp2hip_kernel_counts_10(
// CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
// CHECK-NEXT: {{^    }}amp2hip::kernel_param_t<int> base,
// CHECK-NEXT: {{^    }}amp2hip::kernel_param_t<Concurrency::array_view<int, 1>> v) {
// CHECK: base += i[0];
