//===- amp2hip/detail/graphics_texel.h - Texel formats ----------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How a texture's elements (texels) lie in memory. A C++ AMP texture of
/// value type T (a scalar or short vector of int, unsigned int, float, norm,
/// unorm or double) stores each of T's components ("channels") in
/// bits_per_scalar_element bits (C++ AMP v1.2 §10.1), Direct3D's formats:
///
/// | scalar type  | bits         | channel in memory                        |
/// |--------------|--------------|------------------------------------------|
/// | int          | 8, 16, 32    | signed integer (narrower: clamped)       |
/// | unsigned int | 8, 16, 32    | unsigned integer (narrower: clamped)     |
/// | float        | 16, 32       | IEEE half / float (half: rounded to even)|
/// | unorm        | 8, 16        | unsigned integer c, value c / (2^n - 1)  |
/// | norm         | 8, 16        | signed integer c, value c / (2^(n-1) - 1)|
/// | double       | 64           | IEEE double                              |
///
/// The default is 32 bits, 16 for norm and unorm and 64 for double, as in
/// MSVC. Conversions follow Direct3D's rules: float -> unorm/norm scales,
/// adds (or, below 0, subtracts) 0.5 and truncates; reads of norm map both
/// -2^(n-1) and -2^(n-1)+1 to -1. texel_codec<T> reads and writes one texel
/// in host and device code alike; raw copies (copy to and from void*) move
/// these bytes unchanged, as AMP's do.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_GRAPHICS_TEXEL_H
#define AMP2HIP_DETAIL_GRAPHICS_TEXEL_H

#include "namespace.h"

#include "short_vector.h"

#include <hip/hip_runtime.h>

#include <cstdint>
#include <type_traits>
#include <utility>

namespace amp2hip::detail {

/// The bits of \p value (host and device).
__host__ __device__ inline std::uint32_t float_bits(float value) {
  union {
    float f;
    std::uint32_t u;
  } pun;
  pun.f = value;
  return pun.u;
}

/// The float whose bits are \p bits (host and device).
__host__ __device__ inline float bits_float(std::uint32_t bits) {
  union {
    float f;
    std::uint32_t u;
  } pun;
  pun.u = bits;
  return pun.f;
}

/// \p value as an IEEE half, rounded to nearest even (overflow gives
/// infinity, NaN stays a quiet NaN).
__host__ __device__ inline std::uint16_t float_to_half(float value) {
  std::uint32_t f = float_bits(value);
  const std::uint32_t sign = f & 0x80000000u;
  f ^= sign;
  std::uint16_t half;
  if (f >= (127u + 16u) << 23) { // >= 2^16 (or Inf, NaN): Inf or NaN
    half = f > (255u << 23) ? 0x7e00 : 0x7c00;
  } else if (f < (113u << 23)) { // below 2^-14: a subnormal half or zero
    // Adding 0.5 aligns the 10 mantissa bits at the bottom; the float
    // addition rounds to nearest even.
    const std::uint32_t magic = ((127u - 15u) + (23u - 10u) + 1u) << 23;
    half = static_cast<std::uint16_t>(
        float_bits(bits_float(f) + bits_float(magic)) - magic);
  } else {
    const std::uint32_t odd = (f >> 13) & 1u;
    f += (static_cast<std::uint32_t>(15 - 127) << 23) + 0xfffu + odd;
    half = static_cast<std::uint16_t>(f >> 13);
  }
  return static_cast<std::uint16_t>(half | (sign >> 16));
}

/// The float value of the IEEE half \p half (exact).
__host__ __device__ inline float half_to_float(std::uint16_t half) {
  const std::uint32_t exponent_mask = 0x7c00u << 13;
  std::uint32_t f = (static_cast<std::uint32_t>(half) & 0x7fffu) << 13;
  const std::uint32_t exponent = f & exponent_mask;
  f += (127u - 15u) << 23;
  if (exponent == exponent_mask) { // Inf or NaN
    f += (128u - 16u) << 23;
  } else if (exponent == 0) { // zero or subnormal: renormalize
    f += 1u << 23;
    f = float_bits(bits_float(f) - bits_float(113u << 23));
  }
  return bits_float(f | ((static_cast<std::uint32_t>(half) & 0x8000u) << 16));
}

/// One channel of scalar type S stored in a given number of bits.
template <typename S> struct channel_codec;

template <> struct channel_codec<int> {
  static constexpr unsigned int default_bits = 32;
  static constexpr bool valid_bits(unsigned int bits) {
    return bits == 8 || bits == 16 || bits == 32;
  }
  __host__ __device__ static int load(const unsigned char *p,
                                      unsigned int bits) {
    if (bits == 8)
      return *reinterpret_cast<const std::int8_t *>(p);
    if (bits == 16)
      return *reinterpret_cast<const std::int16_t *>(p);
    return *reinterpret_cast<const std::int32_t *>(p);
  }
  __host__ __device__ static void store(unsigned char *p, unsigned int bits,
                                        int v) {
    if (bits == 8)
      *reinterpret_cast<std::int8_t *>(p) =
          static_cast<std::int8_t>(v < -128 ? -128 : (v > 127 ? 127 : v));
    else if (bits == 16)
      *reinterpret_cast<std::int16_t *>(p) = static_cast<std::int16_t>(
          v < -32768 ? -32768 : (v > 32767 ? 32767 : v));
    else
      *reinterpret_cast<std::int32_t *>(p) = v;
  }
};

template <> struct channel_codec<unsigned int> {
  static constexpr unsigned int default_bits = 32;
  static constexpr bool valid_bits(unsigned int bits) {
    return bits == 8 || bits == 16 || bits == 32;
  }
  __host__ __device__ static unsigned int load(const unsigned char *p,
                                               unsigned int bits) {
    if (bits == 8)
      return *reinterpret_cast<const std::uint8_t *>(p);
    if (bits == 16)
      return *reinterpret_cast<const std::uint16_t *>(p);
    return *reinterpret_cast<const std::uint32_t *>(p);
  }
  __host__ __device__ static void store(unsigned char *p, unsigned int bits,
                                        unsigned int v) {
    if (bits == 8)
      *reinterpret_cast<std::uint8_t *>(p) =
          static_cast<std::uint8_t>(v > 255u ? 255u : v);
    else if (bits == 16)
      *reinterpret_cast<std::uint16_t *>(p) =
          static_cast<std::uint16_t>(v > 65535u ? 65535u : v);
    else
      *reinterpret_cast<std::uint32_t *>(p) = v;
  }
};

template <> struct channel_codec<float> {
  static constexpr unsigned int default_bits = 32;
  static constexpr bool valid_bits(unsigned int bits) {
    return bits == 16 || bits == 32;
  }
  __host__ __device__ static float load(const unsigned char *p,
                                        unsigned int bits) {
    if (bits == 16)
      return half_to_float(*reinterpret_cast<const std::uint16_t *>(p));
    return *reinterpret_cast<const float *>(p);
  }
  __host__ __device__ static void store(unsigned char *p, unsigned int bits,
                                        float v) {
    if (bits == 16)
      *reinterpret_cast<std::uint16_t *>(p) = float_to_half(v);
    else
      *reinterpret_cast<float *>(p) = v;
  }
};

template <> struct channel_codec<double> {
  static constexpr unsigned int default_bits = 64;
  static constexpr bool valid_bits(unsigned int bits) { return bits == 64; }
  __host__ __device__ static double load(const unsigned char *p, unsigned int) {
    return *reinterpret_cast<const double *>(p);
  }
  __host__ __device__ static void store(unsigned char *p, unsigned int,
                                        double v) {
    *reinterpret_cast<double *>(p) = v;
  }
};

template <> struct channel_codec<concurrency::graphics::unorm> {
  static constexpr unsigned int default_bits = 16;
  static constexpr bool valid_bits(unsigned int bits) {
    return bits == 8 || bits == 16;
  }
  __host__ __device__ static concurrency::graphics::unorm
  load(const unsigned char *p, unsigned int bits) {
    if (bits == 8)
      return concurrency::graphics::unorm(
          static_cast<float>(*reinterpret_cast<const std::uint8_t *>(p)) /
          255.0f);
    return concurrency::graphics::unorm(
        static_cast<float>(*reinterpret_cast<const std::uint16_t *>(p)) /
        65535.0f);
  }
  __host__ __device__ static void store(unsigned char *p, unsigned int bits,
                                        concurrency::graphics::unorm v) {
    float scaled = static_cast<float>(v) * (bits == 8 ? 255.0f : 65535.0f);
    unsigned int c = static_cast<unsigned int>(scaled + 0.5f);
    if (bits == 8)
      *reinterpret_cast<std::uint8_t *>(p) = static_cast<std::uint8_t>(c);
    else
      *reinterpret_cast<std::uint16_t *>(p) = static_cast<std::uint16_t>(c);
  }
};

template <> struct channel_codec<concurrency::graphics::norm> {
  static constexpr unsigned int default_bits = 16;
  static constexpr bool valid_bits(unsigned int bits) {
    return bits == 8 || bits == 16;
  }
  __host__ __device__ static concurrency::graphics::norm
  load(const unsigned char *p, unsigned int bits) {
    // norm's constructor clamps -2^(n-1) / (2^(n-1) - 1) to -1.
    if (bits == 8)
      return concurrency::graphics::norm(
          static_cast<float>(*reinterpret_cast<const std::int8_t *>(p)) /
          127.0f);
    return concurrency::graphics::norm(
        static_cast<float>(*reinterpret_cast<const std::int16_t *>(p)) /
        32767.0f);
  }
  __host__ __device__ static void store(unsigned char *p, unsigned int bits,
                                        concurrency::graphics::norm v) {
    float scaled = static_cast<float>(v) * (bits == 8 ? 127.0f : 32767.0f);
    int c = scaled >= 0.0f ? static_cast<int>(scaled + 0.5f)
                           : -static_cast<int>(-scaled + 0.5f);
    if (bits == 8)
      *reinterpret_cast<std::int8_t *>(p) = static_cast<std::int8_t>(c);
    else
      *reinterpret_cast<std::int16_t *>(p) = static_cast<std::int16_t>(c);
  }
};

/// True if the short vector type T names its components as members (`v.x`,
/// the library's and HIP's); a program's own short vector type may have
/// subscripts only (B3DContest's `helpers/amp/amp_short_arrays.h`, whose
/// `x` is a `__declspec(property)`, which the translator removes).
template <typename T, typename = void>
inline constexpr bool has_member_components = false;
template <typename T>
inline constexpr bool
    has_member_components<T, std::void_t<decltype(std::declval<T &>().x)>> =
        true;

/// Component \p c (0 ... size - 1) of the short vector or scalar \p v.
template <typename T>
__host__ __device__ inline decltype(auto) texel_component(T &v, int c) {
  if constexpr (concurrency::graphics::short_vector_traits<
                    std::remove_const_t<T>>::size == 1) {
    (void)c;
    return (v);
  } else if constexpr (!has_member_components<std::remove_const_t<T>>) {
    return v[c];
  } else {
    if (c == 0)
      return (v.x);
    if (c == 1)
      return (v.y);
    if constexpr (concurrency::graphics::short_vector_traits<
                      std::remove_const_t<T>>::size > 2) {
      if (c == 2)
        return (v.z);
    }
    if constexpr (concurrency::graphics::short_vector_traits<
                      std::remove_const_t<T>>::size > 3) {
      return (v.w);
    } else {
      return (v.y); // not reached
    }
  }
}

/// Reads and writes texels of value type T (see the file comment).
template <typename T> struct texel_codec {
  using scalar_type =
      typename concurrency::graphics::short_vector_traits<T>::value_type;
  using channel = channel_codec<scalar_type>;
  /// The number of channels (components) of T.
  static constexpr int channels =
      concurrency::graphics::short_vector_traits<T>::size;
  /// The bits per channel of a texture made without saying.
  static constexpr unsigned int default_bits = channel::default_bits;
  /// True when a channel in \p bits bits is a format amp2hip has.
  static constexpr bool valid_bits(unsigned int bits) {
    return channel::valid_bits(bits);
  }
  /// The size in bytes of one texel with \p bits bits per channel.
  __host__ __device__ static constexpr unsigned int
  texel_bytes(unsigned int bits) {
    return static_cast<unsigned int>(channels) * (bits / 8u);
  }
  /// True when texels with \p bits bits per channel are laid out as T.
  __host__ __device__ static constexpr bool native(unsigned int bits) {
    return bits == 8u * sizeof(scalar_type) &&
           !concurrency::graphics::detail::is_normalized_scalar<
               scalar_type>::value;
  }

  /// The texel at element \p index of \p base.
  __host__ __device__ static T load(const unsigned char *base, long long index,
                                    unsigned int bits) {
    if (native(bits))
      return reinterpret_cast<const T *>(base)[index];
    const unsigned char *p = base + index * texel_bytes(bits);
    const unsigned int step = bits / 8u;
    T value;
    for (int c = 0; c < channels; ++c)
      texel_component(value, c) = channel::load(p + c * step, bits);
    return value;
  }

  /// Writes \p value to element \p index of \p base.
  __host__ __device__ static void store(unsigned char *base, long long index,
                                        unsigned int bits, const T &value) {
    if (native(bits)) {
      reinterpret_cast<T *>(base)[index] = value;
      return;
    }
    unsigned char *p = base + index * texel_bytes(bits);
    const unsigned int step = bits / 8u;
    for (int c = 0; c < channels; ++c)
      channel::store(p + c * step, bits, texel_component(value, c));
  }
};

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_GRAPHICS_TEXEL_H
