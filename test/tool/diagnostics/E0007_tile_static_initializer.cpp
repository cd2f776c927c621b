// "Do not do this" (Using Tiles): a tile_static variable with an initializer.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
void run(int *p) {
  array_view<int, 1> v(8, p);
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int total = 0;
    // CHECK: E0007_tile_static_initializer.cpp:[[@LINE-1]]:21: error: tile_static variable 'total' has an initializer; C++ AMP forbids it (every thread of the tile would write it): assign it from one thread and then wait on the tile barrier [AMP2HIP-E0007]
    total += v[t.global];
    v[t.global] = total;
  });
}
