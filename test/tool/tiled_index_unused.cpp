// A tiled kernel that never names its tiled_index (unnamed, or named and not
// used) keeps it as a [[maybe_unused]] local, so that the generated kernel
// builds under -Wall -Werror; a used one is declared as before.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void count(array_view<int, 1> total) {
  parallel_for_each(total.extent.tile<1>(), [=](tiled_index<1>) restrict(amp) {
    atomic_fetch_add(&total[0], 1);
  });
// CHECK: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<1>)) amp2hip_kernel_count_[[#@LINE-3]](
// CHECK: {{^}}  {{\[\[maybe_unused\]\]}} Concurrency::tiled_index<1> amp2hip_unused_index =
// CHECK-NEXT: amp2hip::detail::tiled_thread_index<1>(amp2hip_domain);
  parallel_for_each(total.extent.tile<1>(), [=](tiled_index<1> t) restrict(amp) {
    atomic_fetch_add(&total[0], 2);
  });
// CHECK: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<1>)) amp2hip_kernel_count_[[#@LINE-3]](
// CHECK: {{^}}  {{\[\[maybe_unused\]\]}} Concurrency::tiled_index<1> t =
  parallel_for_each(total.extent.tile<1>(), [=](tiled_index<1> t) restrict(amp) {
    atomic_fetch_add(&total[t.global], 3);
  });
// CHECK: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<1>)) amp2hip_kernel_count_[[#@LINE-3]](
// CHECK: {{^}}  Concurrency::tiled_index<1> t =
}
