// A tile barrier and a fence in a restrict(amp, cpu) member of a class
// template that only amp code instantiates (B3DContest's `Path::yieldall`,
// `Path::broadcast`), which MSVC accepts and amp2hip writes `__host__
// __device__`: nvcc takes no call of __syncthreads() or
// __threadfence_block() there, so the calls stay as written and the
// runtime's tile_barrier members and fences, `__host__ __device__` (their
// host side unreachable: no tile runs on the host; on the CPU platform they
// wait), do the work. In a restrict(amp) function they are rewritten as
// before (barriers_and_fences.cpp). A tile_static variable there (SolveTSP's
// `computeOneTree`) is the runtime's AMP2HIP_TILE_STATIC: __shared__ where
// tiles run, nothing on the host side, where nvcc takes no __shared__
// variable.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// DIAG-NOT: {{error|warning}}:
//
// 0 ... 7 in tiles of 4, each tile reversed through tile_static memory:
// EXE: 3 2 1 0 7 6 5 4
// Ring<int, 4>::next over 0 ... 7: each thread's right neighbour in its tile
// times 10, plus the tile's first value (0, then 4):
// EXE-NEXT: 10 20 30 0 54 64 74 44
#include <amp.h>
#include <cstdio>
using namespace concurrency;

template <int Tile> struct Sync {
  // CHECK: __host__ __device__ static void all(tiled_index<Tile> t) {
  static void all(tiled_index<Tile> t) restrict(amp, cpu) {
    // CHECK-NEXT: tile_static_memory_fence(t.barrier);
    // CHECK-NEXT: t.barrier.wait_with_tile_static_memory_fence();
    tile_static_memory_fence(t.barrier);
    t.barrier.wait_with_tile_static_memory_fence();
  }
};

template <typename T, int Tile> struct Ring {
  // CHECK: __host__ __device__ static T next(tiled_index<Tile> t, T x) {
  static T next(tiled_index<Tile> t, T x) restrict(amp, cpu) {
    // CHECK-NEXT: AMP2HIP_TILE_STATIC amp2hip::detail::tile_static_t<T [Tile]> amp2hip_tile_static_ring; auto &ring = amp2hip::detail::tile_static_ref(amp2hip_tile_static_ring);
    // CHECK-NEXT: AMP2HIP_TILE_STATIC int first;
    tile_static T ring[Tile];
    tile_static int first;
    ring[t.local[0]] = x;
    if (t.local[0] == 0)
      first = x;
    t.barrier.wait();
    return ring[(t.local[0] + 1) % Tile] * 10 + first;
  }
};

// CHECK: __global__ void
// CHECK: __shared__ int buf[4];
int main() {
  int data[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  array_view<int, 1> v(8, data);
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int buf[4];
    buf[t.local[0]] = v[t.global];
    Sync<4>::all(t);
    v[t.global] = buf[3 - t.local[0]];
  });
  v.synchronize();
  for (int i = 0; i < 8; ++i)
    std::printf("%d%s", data[i], i < 7 ? " " : "\n");
  int ring[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  array_view<int, 1> r(8, ring);
  parallel_for_each(r.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    r[t.global] = Ring<int, 4>::next(t, r[t.global]);
  });
  r.synchronize();
  for (int i = 0; i < 8; ++i)
    std::printf("%d%s", ring[i], i < 7 ? " " : "\n");
  return 0;
}
