// tiled_extent<D0>, <D0,D1>, <D0,D1,D2>: the kernel builds a tiled_index from
// the launch; the tile sizes are the evaluated template arguments.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void tiles(int *p) {
  array_view<int, 1> v1(64, p);
  parallel_for_each(v1.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    v1[t.global] = t.local[0];
  });
  array_view<int, 2> v2(8, 8, p);
  parallel_for_each(v2.extent.tile<4, 2>(), [=](tiled_index<4, 2> t) restrict(amp) {
    v2[t.global] = t.tile[0];
  });
  array_view<int, 3> v3(4, 4, 4, p);
  parallel_for_each(v3.extent.tile<2, 2, 4>(),
                    [=](tiled_index<2, 2, 4> t) restrict(amp) {
                      v3[t] = t.tile_origin[2];
                    });
}

// CHECK-LABEL: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<16>)) amp2hip_kernel_tiles_9(
// CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
// CHECK: Concurrency::tiled_index<16> t =
// CHECK-NEXT: amp2hip::detail::tiled_thread_index<16>(amp2hip_domain);
// CHECK-LABEL: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<4, 2>)) amp2hip_kernel_tiles_13(
// CHECK-NEXT: const amp2hip::detail::launch_domain<2> amp2hip_domain,
// CHECK: Concurrency::tiled_index<4, 2> t =
// CHECK-NEXT: amp2hip::detail::tiled_thread_index<4, 2>(amp2hip_domain);
// CHECK-LABEL: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<2, 2, 4>)) amp2hip_kernel_tiles_17(
// CHECK-NEXT: const amp2hip::detail::launch_domain<3> amp2hip_domain,
// CHECK: amp2hip::detail::tiled_thread_index<2, 2, 4>(amp2hip_domain);
// CHECK: amp2hip::parallel_for_each(v1.extent.tile<16>(), amp2hip_kernel_tiles_9, v1);
// CHECK: amp2hip::parallel_for_each(v2.extent.tile<4, 2>(), amp2hip_kernel_tiles_13, v2);
// CHECK: amp2hip::parallel_for_each(v3.extent.tile<2, 2, 4>(), amp2hip_kernel_tiles_17, v3);
