// AMP value types that the runtime makes trivially copyable (index, extent,
// tiled_extent, tile_barrier, tiled_index, short vectors, norm/unorm) are
// trivially copyable for the translator too, so a kernel captures them by
// value, alone or inside a struct of the program, and a function object may
// hold them (C++ AMP v1.2 §7.1: trivially copyable captures). The parse
// headers declare their copy operations `= default`, as the runtime's are.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
#include <amp_short_vectors.h>
#include <type_traits>
using namespace concurrency;
using namespace concurrency::graphics;

static_assert(std::is_trivially_copyable<index<2>>::value, "index");
static_assert(std::is_trivially_copyable<extent<3>>::value, "extent");
static_assert(std::is_trivially_copyable<tiled_extent<4, 4>>::value, "tiled_extent");
static_assert(std::is_trivially_copyable<tile_barrier>::value, "tile_barrier");
static_assert(std::is_trivially_copyable<tiled_index<4>>::value, "tiled_index");
static_assert(std::is_trivially_copyable<float_4>::value, "float_4");
static_assert(std::is_trivially_copyable<norm>::value, "norm");

// A struct of the program holding AMP value types.
struct Window {
  index<2> origin;
  extent<2> size;
  int scale;
};
struct Tiling {
  tiled_extent<4, 4> tiles;
  float_4 weights;
  unorm gain;
};

void direct(array_view<int, 2> av) {
  extent<2> e = av.extent;
  index<2> origin(1, 1);
  tiled_extent<2, 2> te = av.extent.tile<2, 2>();
  parallel_for_each(av.extent, [=](index<2> i) restrict(amp) {
    if (e.contains(i + origin))
      av[i] = te.tile_extent[0];
  });
  // CHECK: __global__ void amp2hip_kernel_direct_[[#@LINE-4]](
  // CHECK-NEXT: const amp2hip::detail::launch_domain<2> amp2hip_domain,
  // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::extent<2>> e,
  // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::index<2>> origin,
  // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<int, 2>> av,
  // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::tiled_extent<2, 2>> te) {
}

void in_structs(array_view<int, 2> av, Window w, Tiling t) {
  parallel_for_each(av.extent, [=](index<2> i) restrict(amp) {
    if (w.size.contains(i - w.origin))
      av[i] = w.scale * t.tiles.tile_extent[1] + static_cast<int>(t.weights.x * t.gain);
  });
  // CHECK: __global__ void amp2hip_kernel_in_structs_[[#@LINE-4]](
  // CHECK-NEXT: const amp2hip::detail::launch_domain<2> amp2hip_domain,
  // CHECK-NEXT: const amp2hip::kernel_param_t<Window> w,
  // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<int, 2>> av,
  // CHECK-NEXT: const amp2hip::kernel_param_t<Tiling> t) {
  // CHECK: amp2hip::parallel_for_each(av.extent, amp2hip_kernel_in_structs_[[#@LINE-9]], w, av, t);
}

// A function object holding a struct of AMP value types.
struct Stamp {
  Window w;
  array_view<int, 2> av;
  void operator()(index<2> i) const restrict(amp) { av[i] = w.origin[0] + w.scale; }
};
// CHECK: __global__ void amp2hip_kernel_Stamp_call_operator_[[#@LINE-5]](
// CHECK-NEXT: const amp2hip::detail::launch_domain<2> amp2hip_domain,
// CHECK-NEXT: const amp2hip::kernel_param_t<Window> w,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<int, 2>> av) {

void functor(array_view<int, 2> av, Window w) {
  parallel_for_each(av.extent, Stamp{w, av});
  // CHECK: (Stamp{w, av}).amp2hip_launch(av.extent);
}
