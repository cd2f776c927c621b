//===- amp2hip/detail/graphics_sampler.h - Texture sampling -----*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Texture sampling (C++ AMP 1.2, Visual Studio 2013: Microsoft Learn,
/// "sampler Class", "filter_mode Enumeration", "address_mode Enumeration",
/// "texture_view<const value_type, _Rank> Class" sample and gather_*):
/// concurrency::graphics::sampler and its enums, and the arithmetic that
/// device_texture<const T, N>::sample and gather_* run on the texels.
///
/// amp2hip's textures are typed device memory (graphics_texture.h), not HIP
/// texture objects, so sampling is computed, as Direct3D 11 defines it, on
/// each mipmap level it reads (device_texture::sample picks them): normalized
/// coordinates (x the last dimension, y the one before, z the first); point
/// filtering takes texel floor(u * size); linear filtering weighs the 2^N
/// texels around u * size - 0.5 by their distance; the address mode maps a
/// texel index outside [0, size) (wrap: modulo; mirror: reflected every size
/// texels; clamp: to the edge; border: the sampler's border colour, its first
/// channels). Channels are computed in float and converted back to the texel
/// type (norm and unorm clamp).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_GRAPHICS_SAMPLER_H
#define AMP2HIP_DETAIL_GRAPHICS_SAMPLER_H

#include "namespace.h"

#include "extent.h"
#include "graphics_texel.h"
#include "index.h"
#include "sampler_modes.def"
#include "short_vector.h"

#include <hip/hip_runtime.h>

#include <cmath>
#include <type_traits>

namespace Concurrency {
namespace graphics {

/// How a sampler filters (Microsoft Learn, "filter_mode Enumeration"; the
/// values of Direct3D 11's D3D11_FILTER; sampler_modes.def).
enum filter_mode { AMP2HIP_FILTER_MODES(AMP2HIP_SAMPLER_ENUMERATOR) };

/// How a sampler treats coordinates outside [0, 1] (Microsoft Learn,
/// "address_mode Enumeration"; the values of D3D11_TEXTURE_ADDRESS_MODE;
/// sampler_modes.def).
enum address_mode { AMP2HIP_ADDRESS_MODES(AMP2HIP_SAMPLER_ENUMERATOR) };

/// How texture_view<const T, N>::sample and gather_* read a texture
/// (Microsoft Learn, "sampler Class"): a filter mode, an address mode and
/// a border colour. Trivially copyable; kernels capture it by value.
class sampler {
public:
  /// Linear filtering, clamped addresses, a transparent black border.
  __host__ __device__ sampler()
      : filter_(filter_linear), address_(address_clamp),
        border_(0.0f, 0.0f, 0.0f, 0.0f) {}
  /// \p filter, clamped addresses.
  __host__ __device__ sampler(filter_mode filter)
      : filter_(filter), address_(address_clamp),
        border_(0.0f, 0.0f, 0.0f, 0.0f) {}
  /// Linear filtering, \p address, \p border (used by address_border).
  __host__ __device__ sampler(address_mode address,
                              float_4 border = float_4(0.0f, 0.0f, 0.0f, 0.0f))
      : filter_(filter_linear), address_(address), border_(border) {}
  /// \p filter, \p address, \p border.
  __host__ __device__ sampler(filter_mode filter, address_mode address,
                              float_4 border = float_4(0.0f, 0.0f, 0.0f, 0.0f))
      : filter_(filter), address_(address), border_(border) {}

  /// The filter mode.
  __host__ __device__ filter_mode get_filter_mode() const { return filter_; }
  /// The address mode.
  __host__ __device__ address_mode get_address_mode() const { return address_; }
  /// The border colour.
  __host__ __device__ float_4 get_border_color() const { return border_; }

private:
  filter_mode filter_;
  address_mode address_;
  float_4 border_;
};

} // namespace graphics
} // namespace Concurrency

namespace amp2hip::detail {

/// True for the texel types C++ AMP samples: float, norm and unorm scalars
/// and their short vectors.
template <typename T>
inline constexpr bool is_sampled_texel_v =
    std::is_same_v<
        typename concurrency::graphics::short_vector_traits<T>::value_type,
        float> ||
    std::is_same_v<
        typename concurrency::graphics::short_vector_traits<T>::value_type,
        concurrency::graphics::norm> ||
    std::is_same_v<
        typename concurrency::graphics::short_vector_traits<T>::value_type,
        concurrency::graphics::unorm>;

/// The texel index \p i of a dimension of \p size texels under \p mode;
/// false when the sampler's border colour stands for it (address_border
/// outside [0, size)).
__host__ __device__ inline bool
address_texel(int &i, int size, concurrency::graphics::address_mode mode) {
  switch (mode) {
  case concurrency::graphics::address_wrap:
    i %= size;
    if (i < 0)
      i += size;
    return true;
  case concurrency::graphics::address_mirror: {
    int m = i % (2 * size);
    if (m < 0)
      m += 2 * size;
    i = m < size ? m : 2 * size - 1 - m;
    return true;
  }
  case concurrency::graphics::address_border:
    return i >= 0 && i < size;
  default: // address_clamp
    i = i < 0 ? 0 : (i >= size ? size - 1 : i);
    return true;
  }
}

/// Normalized coordinate \p d (dimension order: x = N - 1) of \p coord.
template <int N, typename Coordinates>
__host__ __device__ inline float coordinate_of(const Coordinates &coord,
                                               int d) {
  if constexpr (N == 1)
    return coord;
  else
    return texel_component(coord, N - 1 - d);
}

/// The float channels of a texel, and back.
template <typename T> struct sampled_texel {
  static constexpr int channels =
      concurrency::graphics::short_vector_traits<T>::size;
  using scalar_type =
      typename concurrency::graphics::short_vector_traits<T>::value_type;
  float c[channels];

  __host__ __device__ static sampled_texel of(const T &value) {
    sampled_texel result;
    for (int k = 0; k < channels; ++k)
      result.c[k] = static_cast<float>(texel_component(value, k));
    return result;
  }
  __host__ __device__ static sampled_texel
  border(const concurrency::graphics::float_4 &color) {
    sampled_texel result;
    for (int k = 0; k < channels; ++k)
      result.c[k] = texel_component(color, k);
    return result;
  }
  __host__ __device__ T value() const {
    T result;
    for (int k = 0; k < channels; ++k)
      texel_component(result, k) = scalar_type(c[k]);
    return result;
  }
};

/// The texel of \p load (a callable taking an index<N>) at texel indices
/// \p at (dimension order) under \p address, or the border colour.
template <typename T, int N, typename Load>
__host__ __device__ sampled_texel<T>
addressed_texel(const Load &load, const concurrency::extent<N> &extent,
                const int (&at)[3], concurrency::graphics::address_mode address,
                const concurrency::graphics::float_4 &border) {
  concurrency::index<N> idx;
  for (int d = 0; d < N; ++d) {
    int i = at[d];
    if (!address_texel(i, extent[d], address))
      return sampled_texel<T>::border(border);
    idx[d] = i;
  }
  return sampled_texel<T>::of(load(idx));
}

/// Samples \p extent's texels through \p load at the normalized
/// \p coord (C++ AMP 1.2 texture_view::sample, Direct3D 11's rules; see the
/// file comment).
template <typename T, int N, typename Coordinates, typename Load>
__host__ __device__ T sample_texels(
    const Load &load, const concurrency::extent<N> &extent,
    concurrency::graphics::filter_mode filter,
    concurrency::graphics::address_mode address,
    const concurrency::graphics::float_4 &border, const Coordinates &coord) {
  static_assert(is_sampled_texel_v<T>,
                "texture_view::sample needs texels of float, norm or unorm");
  int at[3] = {0, 0, 0};
  if (filter == concurrency::graphics::filter_point) {
    for (int d = 0; d < N; ++d)
      at[d] = static_cast<int>(
          floorf(coordinate_of<N>(coord, d) * static_cast<float>(extent[d])));
    return addressed_texel<T, N>(load, extent, at, address, border).value();
  }
  int base[3] = {0, 0, 0};
  float weight[3] = {0.0f, 0.0f, 0.0f};
  for (int d = 0; d < N; ++d) {
    const float x =
        coordinate_of<N>(coord, d) * static_cast<float>(extent[d]) - 0.5f;
    const float lower = floorf(x);
    base[d] = static_cast<int>(lower);
    weight[d] = x - lower;
  }
  sampled_texel<T> sum;
  for (int k = 0; k < sampled_texel<T>::channels; ++k)
    sum.c[k] = 0.0f;
  for (int corner = 0; corner < (1 << N); ++corner) {
    float w = 1.0f;
    for (int d = 0; d < N; ++d) {
      const bool upper = (corner >> d) & 1;
      at[d] = base[d] + (upper ? 1 : 0);
      w *= upper ? weight[d] : 1.0f - weight[d];
    }
    const sampled_texel<T> texel =
        addressed_texel<T, N>(load, extent, at, address, border);
    for (int k = 0; k < sampled_texel<T>::channels; ++k)
      sum.c[k] += w * texel.c[k];
  }
  return sum.value();
}

/// \p a and \p b weighed (1 - \p weight, \p weight), channel by channel in
/// float (linear filtering between two mipmap levels).
template <typename T>
__host__ __device__ T blend_texels(const T &a, const T &b, float weight) {
  const sampled_texel<T> x = sampled_texel<T>::of(a);
  const sampled_texel<T> y = sampled_texel<T>::of(b);
  sampled_texel<T> sum;
  for (int k = 0; k < sampled_texel<T>::channels; ++k)
    sum.c[k] = (1.0f - weight) * x.c[k] + weight * y.c[k];
  return sum.value();
}

/// Channel \p channel of the four texels that linear filtering at \p coord
/// would weigh, in Direct3D's Gather order: (u0, v1), (u1, v1), (u1, v0),
/// (u0, v0), with u the column (x) and v the row (y) (C++ AMP 1.2
/// texture_view::gather_red/green/blue/alpha; rank 2 only).
template <typename T, typename Coordinates, typename Load>
__host__ __device__ typename concurrency::graphics::short_vector<
    typename concurrency::graphics::short_vector_traits<T>::value_type, 4>::type
gather_texels(const Load &load, const concurrency::extent<2> &extent,
              concurrency::graphics::address_mode address,
              const concurrency::graphics::float_4 &border,
              const Coordinates &coord, int channel) {
  static_assert(is_sampled_texel_v<T>,
                "texture_view::gather_* needs texels of float, norm or unorm");
  using scalar_type =
      typename concurrency::graphics::short_vector_traits<T>::value_type;
  int base[2];
  for (int d = 0; d < 2; ++d)
    base[d] = static_cast<int>(floorf(
        coordinate_of<2>(coord, d) * static_cast<float>(extent[d]) - 0.5f));
  // (row offset, column offset) of x, y, z, w.
  const int rows[4] = {1, 1, 0, 0};
  const int cols[4] = {0, 1, 1, 0};
  typename concurrency::graphics::short_vector<scalar_type, 4>::type result;
  for (int k = 0; k < 4; ++k) {
    const int at[3] = {base[0] + rows[k], base[1] + cols[k], 0};
    const sampled_texel<T> texel =
        addressed_texel<T, 2>(load, extent, at, address, border);
    texel_component(result, k) = scalar_type(texel.c[channel]);
  }
  return result;
}

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_GRAPHICS_SAMPLER_H
