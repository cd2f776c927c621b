// A tile barrier written inside the body of a function-like macro, among
// other statements (AMD's FFTAMP sample: `FFTTranspose(...)` stores, waits,
// loads, waits): the macro use stays as written, barrier included, since
// replacing the whole use with `__syncthreads()` would drop the stores and
// loads (it did: the FFT's results were wrong). The runtime's
// tile_barrier::wait* are __syncthreads(). A macro whose whole expansion is
// the barrier call is still replaced.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
using namespace concurrency;

#define EXCHANGE(dst, src)                                                     \
  dst[t.local[0]] = src;                                                       \
  t.barrier.wait_with_tile_static_memory_fence();                              \
  src = dst[63 - t.local[0]];
#define BARRIER t.barrier.wait()

void reverse(array_view<int, 1> data) {
  parallel_for_each(data.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int buffer[64];
    int value = data[t.global];
    // CHECK: EXCHANGE(buffer, value)
    EXCHANGE(buffer, value)
    // CHECK: __syncthreads();
    BARRIER;
    data[t.global] = value;
  });
}
