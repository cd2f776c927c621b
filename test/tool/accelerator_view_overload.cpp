// The parallel_for_each overload with an accelerator_view keeps it as the
// first argument of the launch.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void onView(accelerator_view av, int *p) {
  array_view<int, 1> v(4, p);
  parallel_for_each(av, v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });
}

// CHECK: amp2hip::parallel_for_each(av, v.extent, amp2hip_kernel_onView_9, v);
