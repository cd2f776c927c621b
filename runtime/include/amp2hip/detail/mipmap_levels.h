//===- amp2hip/detail/mipmap_levels.h - Mipmap level shapes -----*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The shapes and places of a texture's mipmap levels (C++ AMP 1.2, Visual
/// Studio 2013: texture(extent, bits_per_scalar_element, mipmap_levels),
/// texture_view over a range of levels; Direct3D 11's mipmap chain).
///
/// Level 0 is the texture's extent; level l halves every dimension l times,
/// rounding down, and never goes below 1 (a 10x2 texture: 10x2, 5x1, 2x1,
/// 1x1). A texture holds as many levels as its largest dimension can be
/// halved before reaching 0. amp2hip stores the levels one after the other
/// in one buffer, each row-major as a one-level texture: level l starts
/// mip_offset(extent, l) texels after level 0.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_MIPMAP_LEVELS_H
#define AMP2HIP_DETAIL_MIPMAP_LEVELS_H

#include "namespace.h"

#include "extent.h"

#include <hip/hip_runtime.h>

namespace amp2hip::detail {

/// The shape of mipmap level \p level of a texture whose most detailed
/// level has shape \p top: each dimension shifted right \p level times, at
/// least 1. Levels compose: mip_extent(mip_extent(e, a), b) ==
/// mip_extent(e, a + b).
template <int N>
__host__ __device__ concurrency::extent<N>
mip_extent(const concurrency::extent<N> &top, unsigned int level) {
  concurrency::extent<N> shape;
  for (int d = 0; d < N; ++d) {
    const int halved = level >= 31 ? 0 : top[d] >> level;
    shape[d] = halved > 0 ? halved : 1;
  }
  return shape;
}

/// The number of texels in levels 0 .. \p level - 1 of a mipmap chain whose
/// level 0 has shape \p top: where level \p level starts, in texels.
template <int N>
__host__ __device__ unsigned long long
mip_offset(const concurrency::extent<N> &top, unsigned int level) {
  unsigned long long texels = 0;
  for (unsigned int l = 0; l < level; ++l)
    texels += mip_extent(top, l).size64();
  return texels;
}

/// The most mipmap levels a texture of shape \p top can have: 1 + the
/// number of times its largest dimension halves before reaching 1.
template <int N>
unsigned int max_mip_levels(const concurrency::extent<N> &top) {
  unsigned int largest = 0;
  for (int d = 0; d < N; ++d)
    if (static_cast<unsigned int>(top[d]) > largest)
      largest = static_cast<unsigned int>(top[d]);
  unsigned int levels = 0;
  for (; largest > 0; largest >>= 1)
    ++levels;
  return levels > 0 ? levels : 1;
}

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_MIPMAP_LEVELS_H
