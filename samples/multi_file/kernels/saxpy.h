// The program's kernels, in a header: a kernel template (saxpy over any
// element type) and a tiled kernel with tile_static memory.
#pragma once
#include <amp.h>
#include "math_util.h"

namespace kernels {

/// y[i] = a * x[i] + y[i], for any arithmetic T.
template <typename T>
void saxpy(T a, concurrency::array_view<const T, 1> x,
           concurrency::array_view<T, 1> y) {
  concurrency::parallel_for_each(
      y.extent, [=](concurrency::index<1> i) restrict(amp) {
        y[i] = a * x[i] + y[i];
      });
}

/// out[i] = clamp01(in[i] * scale_of(tile)) where tile = i / 4; the amp
/// overload of scale_of is the one called here.
inline void scaled_tiles(concurrency::array_view<const float, 1> in,
                         concurrency::array_view<float, 1> out) {
  concurrency::parallel_for_each(
      in.extent.tile<4>(),
      [=](concurrency::tiled_index<4> t) restrict(amp) {
        tile_static float cache[4];
        cache[t.local[0]] = in[t.global];
        t.barrier.wait();
        out[t.global] = clamp01(cache[3 - t.local[0]] * scale_of(t.tile[0]) /
                                16.0f);
      });
}

} // namespace kernels
