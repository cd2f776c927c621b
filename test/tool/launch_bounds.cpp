// Every launch of a tiled kernel has one tile's threads in a block (C++ AMP
// v1.2 §4.4; the runtime launches blockDim = the tile), so each tiled kernel
// gets __launch_bounds__ of the tile's thread count: the device compiler
// allocates registers for that block size (hip-clang assumes 1024 threads
// otherwise). Dependent tile sizes stay dependent. Non-tiled kernels, whose
// block size the runtime chooses, get none.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void flat(array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = 1; });
}
// CHECK: __global__ void amp2hip_kernel_flat_[[#@LINE-2]](

void tiled(array_view<int, 3> a) {
  parallel_for_each(a.extent.tile<2, 4, 8>(),
                    [=](tiled_index<2, 4, 8> t) restrict(amp) { a[t] = 2; });
}
// CHECK: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<2, 4, 8>)) amp2hip_kernel_tiled_[[#@LINE-3]](

template <int Rows, int Cols>
void dependent(array_view<int, 2> a) {
  parallel_for_each(a.extent.tile<Rows, Cols>(),
                    [=](tiled_index<Rows, Cols> t) restrict(amp) { a[t] = 3; });
}
// CHECK: template <int Rows, int Cols>
// CHECK-NEXT: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<Rows, Cols>)) amp2hip_kernel_dependent_[[#@LINE-4]](
template void dependent<16, 16>(array_view<int, 2>);
