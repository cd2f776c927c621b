// C++ AMP v1.2 §2.4.3.5.1: tile_static variables belong to tiled kernels. A
// restrict(amp) function that declares one may be called from tiled kernels
// only: called from a kernel that is not tiled (directly or through other amp
// functions), each of its tile_static variables is AMP2HIP-E0016 at its line,
// with a note at the kernel's call, and nothing is written. Called from a
// tiled kernel only, it is translated.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E0016" < %t.err
// RUN: not test -e %t.out
// RUN: %amp2hip %s -o %t.tiled.out -- -DTILED_ONLY
// RUN: FileCheck %s --check-prefix=TILED < %t.tiled.out
#include <amp.h>
using namespace concurrency;

int tile_sum(int v) restrict(amp) {
  tile_static int partial[16];
  // CHECK-DAG: E0016_tile_static_untiled_callee.cpp:[[@LINE-1]]:19: error: the tile_static variable 'partial' is not allowed in 'tile_sum', which a kernel that is not tiled calls (its parameter is an index, not a tiled_index) (C++ AMP v1.2 §2.4.3.5.1) [AMP2HIP-E0016]
  partial[0] = v;
  return partial[0];
}
// TILED: __device__ int tile_sum(int v) {
// TILED-NEXT: __shared__ int partial[16];

// Reached through a second function: the note names the kernel's own call.
int helper(int v) restrict(amp) { return tile_sum(v) + 1; }

template <typename T> T tile_max(T v) restrict(amp) {
  tile_static T best;
  // CHECK-DAG: E0016_tile_static_untiled_callee.cpp:[[@LINE-1]]:17: error: the tile_static variable 'best' is not allowed in 'tile_max', which a kernel that is not tiled calls
  best = v;
  return best;
}

// Never called from a kernel that is not tiled: no error.
float only_tiled(float v) restrict(amp) {
  tile_static float cache;
  cache = v;
  return cache;
}

int main() {
  std::vector<int> data(64, 1);
  array_view<int, 1> view(64, data);
  parallel_for_each(view.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    view[t.global] = tile_sum(view[t.global]) + tile_max(view[t.global]) +
                     static_cast<int>(only_tiled(1.0f));
  });
#ifndef TILED_ONLY
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] = helper(view[i]);
    // CHECK-DAG: E0016_tile_static_untiled_callee.cpp:[[@LINE-1]]:15: note: the kernel that is not tiled calls 'helper' here, which calls 'tile_sum'
    view[i] += tile_max(view[i]);
    // CHECK-DAG: E0016_tile_static_untiled_callee.cpp:[[@LINE-1]]:16: note: the kernel that is not tiled calls 'tile_max' here
  });
#endif
  view.synchronize();
  return data[0] == 3 ? 0 : 1;
}
