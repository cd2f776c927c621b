// tile_static becomes __shared__, also inside loops and in restrict(amp)
// functions.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

float tileSum(const tiled_index<8> &t, float x) restrict(amp) {
  tile_static float partial[8];
  partial[t.local[0]] = x;
  t.barrier.wait();
  return partial[0];
}

void sums(float *p) {
  array_view<float, 1> v(64, p);
  parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    for (int i = 0; i < 2; ++i) {
      tile_static int scratch[8][2];
      scratch[t.local[0]][i] = i;
    }
    v[t.global] = tileSum(t, v[t.global]);
  });
}

// CHECK: __device__ float tileSum(const tiled_index<8> &t, float x) {
// CHECK-NEXT: __shared__ float partial[8];
// CHECK: __syncthreads();
// CHECK: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<8>)) amp2hip_kernel_sums_16(
// CHECK: __shared__ int scratch[8][2];
// CHECK-NOT: tile_static
