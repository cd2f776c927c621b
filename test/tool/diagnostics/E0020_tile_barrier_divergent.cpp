// Every thread of a tile must reach each tile barrier (C++ AMP v1.2 §8.1.1;
// MSVC error C3561): a barrier (tile_barrier::wait and its fenced variants, or
// a call of a function that reaches one) under a branch whose condition
// depends on the thread's global or local index is AMP2HIP-E0020, reported at
// the first statement of that branch, with notes at the condition and the
// barrier. Conditions on the tile's index, captured values and tile_static
// data are tile-uniform and accepted.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

#define TS 16

// A barrier in a helper function, under the local index.
void helper(tiled_index<TS> t, array<int, 1> &a) restrict(amp) {
  if (t.local[0] % 2 == 0) {
    tile_static int shared[TS];
    // CHECK-DAG: E0020_tile_barrier_divergent.cpp:[[@LINE-1]]:5: error: this branch reaches a tile barrier but not every thread of a tile takes it: its condition depends on the thread's index (the global or local index of a tiled_index); all threads of a tile must reach each barrier (C++ AMP v1.2 §8.1.1; MSVC error C3561) [AMP2HIP-E0020]
    // CHECK-DAG: E0020_tile_barrier_divergent.cpp:[[@LINE-3]]:7: note: the condition that is not tile-uniform
    shared[t.local[0]] = a[t.global];
    t.barrier.wait();
    // CHECK-DAG: E0020_tile_barrier_divergent.cpp:[[@LINE-1]]:5: note: the tile barrier
    a[t.global] = shared[0];
  }
}

// A function that waits: calling it under a divergent branch is the error.
void waits(tiled_index<TS> t) restrict(amp) {
  t.barrier.wait_with_tile_static_memory_fence();
}

// The condition reads a variable assigned from the global index.
template <typename T>
void templated(tiled_index<TS> t, array<T, 1> &a) restrict(amp) {
  int flat = 0;
  flat = t.global[0] * 3;
  while (flat > 100)
    waits(t);
  // CHECK-DAG: E0020_tile_barrier_divergent.cpp:[[@LINE-1]]:5: error: this branch reaches a tile barrier{{.*}}[AMP2HIP-E0020]
  // CHECK-DAG: E0020_tile_barrier_divergent.cpp:[[@LINE-2]]:5: note: the call of 'waits', which waits at a tile barrier
}

// Near misses: every condition here is the same for all threads of a tile.
void uniform(tiled_index<TS> t, array<int, 1> &a, int n) restrict(amp) {
  tile_static int shared[TS];
  shared[t.local[0]] = a[t.global];
  if (t.tile[0] % 2 == 0) // the tile's index: uniform
    t.barrier.wait();
  for (int i = 0; i < n; ++i) // a value every thread shares
    t.barrier.wait_with_all_memory_fence();
  if (shared[0] > 0) // tile_static data read at the same element
    waits(t);
  int mine = t.local[0];
  if (mine == 0) // divergent, but no barrier in the branch
    a[t.global] = shared[0];
  t.barrier.wait();
  // A variable that held the thread's index, then counts a loop from a
  // shared value (Microsoft's BinomialOptions): uniform in the loop.
  int i;
  for (i = t.local[0]; i < n; i += TS)
    a[t.global] += i;
  for (i = n; i > 0; i -= 2)
    for (int c = 0; c < i; c += 4)
      t.barrier.wait();
}

// The same variable, assigned a value that is not uniform inside the loop.
void reassigned(tiled_index<TS> t, int n) restrict(amp) {
  int i;
  for (i = n; i > 0; i -= 2) {
    // The loop's condition is not uniform (i = t.local[0] below): its body
    // is the branch.
    if (i < 4)
      t.barrier.wait();
    // CHECK-DAG: E0020_tile_barrier_divergent.cpp:[[@LINE-2]]:5: error: this branch reaches a tile barrier{{.*}}[AMP2HIP-E0020]
    i = t.local[0];
  }
}

int main() {
  array<int, 1> a(64);
  parallel_for_each(a.get_extent().tile<TS>(),
                    [&a](tiled_index<TS> t) restrict(amp) {
                      helper(t, a);
                      templated(t, a);
                      uniform(t, a, 3);
                      reassigned(t, 3);
                      bool odd = t.local[0] % 2 == 1;
                      (void)(odd && (t.barrier.wait(), true));
                      // CHECK-DAG: E0020_tile_barrier_divergent.cpp:[[@LINE-1]]:37: error: this branch reaches a tile barrier{{.*}}[AMP2HIP-E0020]
                      if (t.global[0] > 3) {
                        helper(t, a);
                        // CHECK-DAG: E0020_tile_barrier_divergent.cpp:[[@LINE-1]]:25: error: this branch reaches a tile barrier{{.*}}[AMP2HIP-E0020]
                      }
                    });
  return 0;
}
