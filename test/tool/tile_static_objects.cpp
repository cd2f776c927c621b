// tile_static objects whose default constructor is not trivial: C++ AMP does
// not run the constructor (nor the destructor), HIP rejects it on
// `__shared__`, so the declaration becomes uninitialized shared storage and a
// reference to it. A written initializer stays AMP2HIP-E0007; an element type
// that depends on a template parameter chooses per instantiation
// (tile_static_dependent.cpp).
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %not %amp2hip %s -- -DINITIALIZED 2>&1 | FileCheck --check-prefix=INIT %s
#include <amp.h>
using namespace concurrency;

struct Particle {
  float x;
  Particle() restrict(amp, cpu) : x(0) {}
};
struct Plain {
  float x;
};

template <int N, typename T> void run(array_view<float, 1> out) {
  parallel_for_each(out.extent.tile<N>(), [=](tiled_index<N> t) restrict(amp) {
    tile_static Particle cache[N];
    // CHECK: __shared__ amp2hip::detail::tile_static_storage<Particle [N]> amp2hip_tile_static_cache; auto &cache = amp2hip_tile_static_cache.get();
    tile_static Particle one;
    // CHECK: __shared__ amp2hip::detail::tile_static_storage<Particle> amp2hip_tile_static_one; auto &one = amp2hip_tile_static_one.get();
    tile_static Plain plain[N];
    // CHECK: __shared__ Plain plain[N];
    tile_static T dependent[N];
    // CHECK: __shared__ amp2hip::detail::tile_static_t<T [N]> amp2hip_tile_static_dependent; auto &dependent = amp2hip::detail::tile_static_ref(amp2hip_tile_static_dependent);
    cache[t.local[0]].x = out[t.global];
    plain[t.local[0]].x = one.x;
    t.barrier.wait();
    out[t.global] = cache[N - 1 - t.local[0]].x + plain[0].x;
  });
}
template void run<16, float>(array_view<float, 1>);

#ifdef INITIALIZED
void initialized(array_view<float, 1> out) {
  parallel_for_each(out.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static Particle p = Particle();
    // INIT: tile_static_objects.cpp:[[@LINE-1]]:26: error: tile_static variable 'p' has an initializer; C++ AMP forbids it {{.*}} [AMP2HIP-E0007]
    out[t.global] = p.x;
  });
}
#endif

// Several declarators in one declaration (conformance Pointers/ToShared/
// Test12.04): each gets its storage.
void several(array_view<float, 1> out) {
  parallel_for_each(out.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static Particle grid[4][4], row[4];
    // CHECK: __shared__ amp2hip::detail::tile_static_storage<Particle [4][4]> amp2hip_tile_static_grid; auto &grid = amp2hip_tile_static_grid.get(); __shared__ amp2hip::detail::tile_static_storage<Particle [4]> amp2hip_tile_static_row; auto &row = amp2hip_tile_static_row.get();
    row[t.local[0]].x = out[t.global];
    grid[0][t.local[0]].x = row[t.local[0]].x;
    t.barrier.wait();
    out[t.global] = grid[0][3 - t.local[0]].x;
  });
}
