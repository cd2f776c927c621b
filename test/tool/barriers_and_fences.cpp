// Every tile_barrier wait becomes __syncthreads() (it already orders global
// and shared memory for the block, the scope of every AMP fence); the free
// fence functions become __threadfence_block().
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void fences(int *p) {
  array_view<int, 1> v(16, p);
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int s[4];
    s[t.local[0]] = v[t.global];
    t.barrier.wait();
    t.barrier.wait_with_all_memory_fence();
    t.barrier.wait_with_global_memory_fence();
    t.barrier.wait_with_tile_static_memory_fence();
    all_memory_fence(t.barrier);
    global_memory_fence(t.barrier);
    tile_static_memory_fence(t.barrier);
    v[t.global] = s[3 - t.local[0]];
  });
}

// On the CPU platform the kernel's tile loops come first (tile_loops.cpp);
// the kernel's own body follows.
// CHECK: if (amp2hip::cpu::tile_loops_begin()) {
// CHECK: #endif
// CHECK: s[t.local[0]] = v[t.global];
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: __threadfence_block();
// CHECK-NEXT: __threadfence_block();
// CHECK-NEXT: __threadfence_block();
// CHECK-NOT: barrier.wait
