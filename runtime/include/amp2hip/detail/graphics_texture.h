//===- amp2hip/detail/graphics_texture.h - Textures -------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// C++ AMP's textures (C++ AMP v1.2 §10, namespace concurrency::graphics)
/// over HIP, as typed N-dimensional buffers in device memory (sampling is
/// computed: graphics_sampler.h):
///  - texture<T, N>: owns the texels (copies are deep), every mipmap level
///    one after the other (mipmap_levels.h), lives on one accelerator_view;
///    kernels capture it by reference. A staging texture (C++ AMP 1.2: on
///    the CPU accelerator, associated with another view) lives in host
///    memory, which data() gives;
///  - writeonly_texture_view<T, N>: a view of a texture's most detailed
///    level that kernels write through (captured by value);
///  - texture_view<T, N> (read and write) of one mipmap level and
///    texture_view<const T, N> (read-only) of a range of levels (captured
///    by value);
///  - graphics::copy and copy_async between textures, texture views, host
///    memory (raw bytes in the texture's format, graphics_texel.h) and
///    iterators (elements of type T), whole or a rectangular section.
///
/// What kernels get in place of these objects (docs/architecture.md, the
/// kernel_param_t table): amp2hip::device_texture<T, N> for a texture or
/// texture_view (device_texture<const T, N> for read-only ones) and
/// amp2hip::device_writeonly_texture<T, N> for a writeonly_texture_view:
/// trivially copyable views with AMP's element access (operator[],
/// operator(), get, set, extent, get_extent) in device code.
///
/// Texel memory is a buffer_state made on the texture's accelerator_view
/// (buffer.h), so launches and copies order themselves on that view's stream
/// as arrays do. The host never holds a copy of a texture's texels: AMP has
/// no host element access to textures, only copies.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_GRAPHICS_TEXTURE_H
#define AMP2HIP_DETAIL_GRAPHICS_TEXTURE_H

#include "namespace.h"

#include "accelerator.h"
#include "array.h"
#include "buffer.h"
#include "completion_future.h"
#include "device_view.h"
#include "exceptions.h"
#include "extent.h"
#include "graphics_sampler.h"
#include "graphics_texel.h"
#include "hip_check.h"
#include "index.h"
#include "kernel_param.h"
#include "mipmap_levels.h"
#include "short_vector.h"
#include "stats.h"
#include "texture_copies.def"

#include <hip/hip_runtime.h>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <iterator>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace amp2hip {

/// A texture or texture_view as a kernel sees it (C++ AMP v1.2 §10.1
/// texture element access, device side). T is the texture's value type, or
/// const T for a read-only view (no set). Element idx is texel
/// row_major_offset(idx, extent) of data_, in the format given by bits_
/// (graphics_texel.h). Indexing is not bounds-checked. Trivially copyable;
/// every member is __host__ __device__ and never throws.
template <typename T, int N> struct device_texture {
  static_assert(N >= 1 && N <= 3, "textures have rank 1, 2 or 3");

  /// The number of dimensions.
  static constexpr int rank = N;
  /// The texel type.
  using value_type = std::remove_const_t<T>;
  using byte_type = std::conditional_t<std::is_const<T>::value,
                                       const unsigned char, unsigned char>;

  /// The texel at index 0.
  byte_type *data_;
  /// The texture's shape.
  concurrency::extent<N> extent;
  /// Bits per scalar element (per channel) of the texels.
  unsigned int bits_;
  /// The mipmap levels this texture or view reads: data_ and extent are the
  /// most detailed one, the others follow it (mipmap_levels.h).
  unsigned int levels_;

  /// The texel at \p idx.
  __host__ __device__ value_type get(const concurrency::index<N> &idx) const {
    return detail::texel_codec<value_type>::load(
        data_, detail::row_major_offset(idx, extent), bits_);
  }
  /// The texel at \p idx of mipmap level \p mip_level (0 the most detailed
  /// this view reads; C++ AMP 1.2 texture_view<const T, N>::get). Not
  /// checked against the number of levels, as Direct3D does not.
  __host__ __device__ value_type get(const concurrency::index<N> &idx,
                                     unsigned int mip_level) const {
    return mip_level == 0 ? get(idx) : level(mip_level).get(idx);
  }
  /// Mipmap level \p l (0 the most detailed this view reads) as a view of
  /// one level.
  __host__ __device__ device_texture level(unsigned int l) const {
    const unsigned long long offset =
        detail::mip_offset(extent, l) *
        detail::texel_codec<value_type>::texel_bytes(bits_);
    return {data_ + offset, detail::mip_extent(extent, l), bits_, 1u};
  }
  /// The number of mipmap levels this texture or view reads.
  __host__ __device__ unsigned int get_mipmap_levels() const { return levels_; }
  /// The texel at \p idx.
  __host__ __device__ value_type
  operator[](const concurrency::index<N> &idx) const {
    return get(idx);
  }
  /// The texel at \p idx.
  __host__ __device__ value_type
  operator()(const concurrency::index<N> &idx) const {
    return get(idx);
  }
  /// The texel i0 of a rank-1 texture.
  __host__ __device__ value_type operator[](int i0) const {
    static_assert(N == 1, "texture::operator[](int) needs rank 1");
    return get(concurrency::index<N>(i0));
  }
  /// The texel i0 of a rank-1 texture.
  __host__ __device__ value_type operator()(int i0) const {
    static_assert(N == 1, "texture::operator()(i0) needs rank 1");
    return get(concurrency::index<N>(i0));
  }
  /// The texel (i0, i1) of a rank-2 texture.
  __host__ __device__ value_type operator()(int i0, int i1) const {
    static_assert(N == 2, "texture::operator()(i0, i1) needs rank 2");
    return get(concurrency::index<N>(i0, i1));
  }
  /// The texel (i0, i1, i2) of a rank-3 texture.
  __host__ __device__ value_type operator()(int i0, int i1, int i2) const {
    static_assert(N == 3, "texture::operator()(i0, i1, i2) needs rank 3");
    return get(concurrency::index<N>(i0, i1, i2));
  }

  /// Writes \p value to the texel at \p idx (not for read-only views).
  __host__ __device__ void set(const concurrency::index<N> &idx,
                               const value_type &value) const {
    static_assert(!std::is_const<T>::value,
                  "set() on a read-only texture or texture_view<const T, N>");
    detail::texel_codec<value_type>::store(
        data_, detail::row_major_offset(idx, extent), bits_, value);
  }

  /// The texture's shape.
  __host__ __device__ concurrency::extent<N> get_extent() const {
    return extent;
  }
  /// Bits per scalar element of the texels.
  __host__ __device__ unsigned int get_bits_per_scalar_element() const {
    return bits_;
  }

  /// Normalized texture coordinates: float, float_2 or float_3 (x the last
  /// dimension).
  using coordinates_type =
      typename concurrency::graphics::short_vector<float, N>::type;
  /// What gather_* return: four channels of the texel's scalar type.
  using gather_return_type = typename concurrency::graphics::short_vector<
      typename concurrency::graphics::short_vector_traits<
          value_type>::value_type,
      4>::type;

  /// The texture sampled by \p s at \p coord (C++ AMP 1.2
  /// texture_view<const T, N>::sample; graphics_sampler.h) at mipmap level
  /// \p level_of_detail, clamped to the levels this view reads: with
  /// filter_point the nearest level, with filter_linear the two levels
  /// around it, each sampled and weighed by distance (Direct3D 11's
  /// MIN_MAG_MIP_POINT / MIN_MAG_MIP_LINEAR).
  __host__ __device__ value_type sample(const concurrency::graphics::sampler &s,
                                        const coordinates_type &coord,
                                        float level_of_detail = 0.0f) const {
    if (levels_ <= 1)
      return sample_mip(s, coord, 0);
    const float top = static_cast<float>(levels_ - 1);
    // NaN and negative levels read the most detailed level.
    const float lod = level_of_detail > 0.0f
                          ? (level_of_detail < top ? level_of_detail : top)
                          : 0.0f;
    if (s.get_filter_mode() == concurrency::graphics::filter_point)
      return sample_mip(s, coord, static_cast<unsigned int>(lod + 0.5f));
    const float lower = floorf(lod);
    const float weight = lod - lower;
    const unsigned int l = static_cast<unsigned int>(lower);
    const value_type near = sample_mip(s, coord, l);
    if (weight == 0.0f)
      return near;
    return detail::blend_texels(near, sample_mip(s, coord, l + 1), weight);
  }
  /// The texture sampled with \p Filter and \p Address (a transparent
  /// black border) at \p coord.
  template <concurrency::graphics::filter_mode Filter =
                concurrency::graphics::filter_linear,
            concurrency::graphics::address_mode Address =
                concurrency::graphics::address_clamp>
  __host__ __device__ value_type sample(const coordinates_type &coord,
                                        float level_of_detail = 0.0f) const {
    return sample(concurrency::graphics::sampler(Filter, Address), coord,
                  level_of_detail);
  }

  /// Mipmap level \p l alone sampled by \p s at \p coord.
  __host__ __device__ value_type
  sample_mip(const concurrency::graphics::sampler &s,
             const coordinates_type &coord, unsigned int l) const {
    const device_texture one = l == 0 ? *this : level(l);
    return detail::sample_texels<value_type, N>(
        one, one.extent, s.get_filter_mode(), s.get_address_mode(),
        s.get_border_color(), coord);
  }

#define AMP2HIP_TEXTURE_GATHER(Name, Channel)                                  \
  /** Channel Channel of the four texels linear filtering at coord weighs      \
   *  (C++ AMP 1.2 texture_view<const T, 2>::Name; Direct3D's Gather order).   \
   */                                                                          \
  __host__ __device__ gather_return_type Name(                                 \
      const concurrency::graphics::sampler &s, const coordinates_type &coord)  \
      const {                                                                  \
    static_assert(N == 2, #Name " needs a texture of rank 2");                 \
    static_assert(                                                             \
        Channel <                                                              \
            concurrency::graphics::short_vector_traits<value_type>::size,      \
        #Name " needs a texel with that channel");                             \
    return detail::gather_texels<value_type>(                                  \
        *this, extent, s.get_address_mode(), s.get_border_color(), coord,      \
        Channel);                                                              \
  }                                                                            \
  /** The same with Address (a transparent black border). */                   \
  template <concurrency::graphics::address_mode Address =                      \
                concurrency::graphics::address_clamp>                          \
  __host__ __device__ gather_return_type Name(const coordinates_type &coord)   \
      const {                                                                  \
    return Name(concurrency::graphics::sampler(Address), coord);               \
  }
  AMP2HIP_TEXTURE_GATHER(gather_red, 0)
  AMP2HIP_TEXTURE_GATHER(gather_green, 1)
  AMP2HIP_TEXTURE_GATHER(gather_blue, 2)
  AMP2HIP_TEXTURE_GATHER(gather_alpha, 3)
#undef AMP2HIP_TEXTURE_GATHER

  /// The same texture, read-only.
  template <typename U, typename = std::enable_if_t<std::is_same<U, T>::value &&
                                                    !std::is_const<U>::value>>
  __host__ __device__ operator device_texture<const U, N>() const {
    return {data_, extent, bits_, levels_};
  }
};

/// A writeonly_texture_view as a kernel sees it (C++ AMP v1.2 §10.2,
/// device side): set() and the shape. Trivially copyable.
template <typename T, int N> struct device_writeonly_texture {
  static_assert(N >= 1 && N <= 3, "textures have rank 1, 2 or 3");

  /// The number of dimensions.
  static constexpr int rank = N;
  /// The texel type.
  using value_type = T;

  /// The texel at index 0.
  unsigned char *data_;
  /// The texture's shape.
  concurrency::extent<N> extent;
  /// Bits per scalar element (per channel) of the texels.
  unsigned int bits_;

  /// Writes \p value to the texel at \p idx.
  __host__ __device__ void set(const concurrency::index<N> &idx,
                               const value_type &value) const {
    detail::texel_codec<value_type>::store(
        data_, detail::row_major_offset(idx, extent), bits_, value);
  }
  /// The texture's shape.
  __host__ __device__ concurrency::extent<N> get_extent() const {
    return extent;
  }
  /// Bits per scalar element of the texels.
  __host__ __device__ unsigned int get_bits_per_scalar_element() const {
    return bits_;
  }
};

namespace detail {

/// Access to the private state of textures and their views (runtime use).
struct texture_access {
  template <typename X> static const auto &buffer(const X &x) {
    return x.buffer_;
  }
  template <typename X> static unsigned int bits(const X &x) { return x.bits_; }
  template <typename X> static const auto &view(const X &x) { return x.view_; }
  /// Where \p x's most detailed mipmap level starts in its buffer, in bytes.
  template <typename X> static std::size_t offset(const X &x) {
    return x.offset_;
  }
  /// The number of mipmap levels \p x reads.
  template <typename X> static unsigned int levels(const X &x) {
    return x.levels_;
  }
};

/// One mipmap level of a texture's texels, as the copy functions see it.
template <int N> struct texel_space {
  buffer_state *buffer;
  concurrency::extent<N> shape;
  std::size_t texel_bytes;
  unsigned int bits;
  /// Where the level starts in the buffer, in bytes.
  std::size_t offset;
  /// True when the level is all of the buffer (a texture of one level).
  bool whole_buffer;
};

/// \throws concurrency::runtime_exception when \p origin + \p region is not
/// inside \p shape.
template <int N>
void check_section(const concurrency::extent<N> &shape,
                   const concurrency::index<N> &origin,
                   const concurrency::extent<N> &region) {
  for (int d = 0; d < N; ++d)
    if (origin[d] < 0 || region[d] < 0 ||
        static_cast<long long>(origin[d]) + region[d] > shape[d])
      throw concurrency::runtime_exception(
          "amp2hip: the texture copy section lies outside the texture",
          hresult::e_invalidarg);
}

/// True when \p origin is 0 and \p region is all of \p shape.
template <int N>
bool whole(const concurrency::extent<N> &shape,
           const concurrency::index<N> &origin,
           const concurrency::extent<N> &region) {
  for (int d = 0; d < N; ++d)
    if (origin[d] != 0 || region[d] != shape[d])
      return false;
  return true;
}

/// Queues the copy of the section \p region between two row-major spaces of
/// texels of \p texel_bytes bytes: from \p src (shape \p src_shape, section
/// at \p src_origin) to \p dst (shape \p dst_shape, at \p dst_origin).
template <int N>
void queue_section_copy(void *dst, const concurrency::extent<N> &dst_shape,
                        const concurrency::index<N> &dst_origin,
                        const void *src,
                        const concurrency::extent<N> &src_shape,
                        const concurrency::index<N> &src_origin,
                        const concurrency::extent<N> &region,
                        std::size_t texel_bytes, hipMemcpyKind kind,
                        hipStream_t stream) {
  if (region.size64() == 0)
    return;
  auto *to = static_cast<unsigned char *>(dst);
  auto *from = static_cast<const unsigned char *>(src);
  const std::size_t width =
      static_cast<std::size_t>(region[N - 1]) * texel_bytes;
  if constexpr (N == 1) {
    AMP2HIP_HIP_CHECK(hipMemcpyAsync(
        to + static_cast<std::size_t>(dst_origin[0]) * texel_bytes,
        from + static_cast<std::size_t>(src_origin[0]) * texel_bytes, width,
        kind, stream));
  } else {
    const std::size_t dst_pitch =
        static_cast<std::size_t>(dst_shape[N - 1]) * texel_bytes;
    const std::size_t src_pitch =
        static_cast<std::size_t>(src_shape[N - 1]) * texel_bytes;
    const int slices = N == 3 ? region[0] : 1;
    for (int s = 0; s < slices; ++s) {
      concurrency::index<N> d = dst_origin;
      concurrency::index<N> o = src_origin;
      if constexpr (N == 3) {
        d[0] += s;
        o[0] += s;
      }
      AMP2HIP_HIP_CHECK(hipMemcpy2DAsync(
          to + static_cast<std::size_t>(row_major_offset(d, dst_shape)) *
                   texel_bytes,
          dst_pitch,
          from + static_cast<std::size_t>(row_major_offset(o, src_shape)) *
                     texel_bytes,
          src_pitch, width, static_cast<std::size_t>(region[N - 2]), kind,
          stream));
    }
  }
}

/// Copies the section \p region of texels of \p texel_bytes bytes between
/// two row-major spaces in host memory (a staging texture's): from \p src
/// (shape \p src_shape, at \p src_origin) to \p dst (shape \p dst_shape,
/// at \p dst_origin), a row at a time.
template <int N>
void host_section_copy(void *dst, const concurrency::extent<N> &dst_shape,
                       const concurrency::index<N> &dst_origin, const void *src,
                       const concurrency::extent<N> &src_shape,
                       const concurrency::index<N> &src_origin,
                       const concurrency::extent<N> &region,
                       std::size_t texel_bytes) {
  if (region.size64() == 0)
    return;
  const std::size_t width =
      static_cast<std::size_t>(region[N - 1]) * texel_bytes;
  const long long rows =
      static_cast<long long>(region.size64()) / region[N - 1];
  for (long long row = 0; row < rows; ++row) {
    concurrency::index<N> d = dst_origin;
    concurrency::index<N> o = src_origin;
    long long rest = row;
    for (int k = N - 2; k >= 0; --k) {
      d[k] += static_cast<int>(rest % region[k]);
      o[k] += static_cast<int>(rest % region[k]);
      rest /= region[k];
    }
    std::memcpy(static_cast<unsigned char *>(dst) +
                    static_cast<std::size_t>(row_major_offset(d, dst_shape)) *
                        texel_bytes,
                static_cast<const unsigned char *>(src) +
                    static_cast<std::size_t>(row_major_offset(o, src_shape)) *
                        texel_bytes,
                width);
  }
}

/// Copies the section (\p origin, \p region) of \p space's texels, raw, to
/// host memory \p dst (row-major, region.size() texels). Waits.
template <int N>
void read_texels(const texel_space<N> &space,
                 const concurrency::index<N> &origin,
                 const concurrency::extent<N> &region, void *dst) {
  check_section(space.shape, origin, region);
  if (space.whole_buffer && whole(space.shape, origin, region)) {
    space.buffer->copy_out(dst);
    return;
  }
  if (region.size64() == 0)
    return;
  if (space.buffer->on_cpu()) { // a staging texture
    host_section_copy(
        dst, region, concurrency::index<N>(),
        static_cast<const unsigned char *>(space.buffer->host_data(false)) +
            space.offset,
        space.shape, origin, region, space.texel_bytes);
    return;
  }
  const std::shared_ptr<view_state> &view = space.buffer->view();
  const void *device = static_cast<const unsigned char *>(
                           space.buffer->device_data(view, /*write=*/false)) +
                       space.offset;
  hipStream_t stream = view->stream();
  queue_section_copy(dst, region, concurrency::index<N>(), device, space.shape,
                     origin, region, space.texel_bytes, hipMemcpyDeviceToHost,
                     stream);
  AMP2HIP_HIP_CHECK(hipStreamSynchronize(stream));
  count_copy_to_host(region.size64() * space.texel_bytes);
}

/// Copies region.size() raw texels from host memory \p src into the
/// section (\p origin, \p region) of \p space. Waits.
template <int N>
void write_texels(const texel_space<N> &space,
                  const concurrency::index<N> &origin,
                  const concurrency::extent<N> &region, const void *src) {
  check_section(space.shape, origin, region);
  if (space.whole_buffer && whole(space.shape, origin, region)) {
    space.buffer->copy_in(src);
    return;
  }
  if (region.size64() == 0)
    return;
  if (space.buffer->on_cpu()) { // a staging texture
    host_section_copy(
        static_cast<unsigned char *>(space.buffer->host_data(true)) +
            space.offset,
        space.shape, origin, src, region, concurrency::index<N>(), region,
        space.texel_bytes);
    return;
  }
  const std::shared_ptr<view_state> &view = space.buffer->view();
  void *device = static_cast<unsigned char *>(
                     space.buffer->device_data(view, /*write=*/true)) +
                 space.offset;
  hipStream_t stream = view->stream();
  queue_section_copy(device, space.shape, origin, src, region,
                     concurrency::index<N>(), region, space.texel_bytes,
                     hipMemcpyHostToDevice, stream);
  AMP2HIP_HIP_CHECK(hipStreamSynchronize(stream));
  count_copy_to_device(region.size64() * space.texel_bytes);
}

/// Copies a section of \p src's texels into a section of \p dst's, device
/// to device. Waits. \throws concurrency::runtime_exception when the
/// formats differ, a section lies outside its texture, or both sections
/// (not the whole textures) are in one mipmap level of one texture.
template <int N>
void copy_texels(const texel_space<N> &src,
                 const concurrency::index<N> &src_origin,
                 const texel_space<N> &dst,
                 const concurrency::index<N> &dst_origin,
                 const concurrency::extent<N> &region) {
  if (src.bits != dst.bits)
    throw concurrency::runtime_exception(
        "amp2hip: texture copy between different bits per scalar element",
        hresult::e_invalidarg);
  check_section(src.shape, src_origin, region);
  check_section(dst.shape, dst_origin, region);
  if (src.whole_buffer && dst.whole_buffer &&
      whole(src.shape, src_origin, region) &&
      whole(dst.shape, dst_origin, region)) {
    buffer_state::copy(*src.buffer, *dst.buffer); // a no-op onto itself
    return;
  }
  if (region.size64() == 0)
    return;
  if (src.buffer == dst.buffer && src.offset == dst.offset)
    throw concurrency::runtime_exception(
        "amp2hip: a texture section copy within one texture is not supported",
        hresult::e_invalidarg);
  if (src.buffer->on_cpu() || dst.buffer->on_cpu()) {
    // A staging texture on either side: through host memory.
    std::vector<unsigned char> packed(
        static_cast<std::size_t>(region.size64()) * src.texel_bytes);
    read_texels(src, src_origin, region, packed.data());
    write_texels(dst, dst_origin, region, packed.data());
    return;
  }
  const void *from = static_cast<const unsigned char *>(
                         src.buffer->device_data(src.buffer->view(), false)) +
                     src.offset;
  src.buffer->view()->wait(); // the source's writers may be on its stream
  const std::shared_ptr<view_state> &view = dst.buffer->view();
  void *to = static_cast<unsigned char *>(dst.buffer->device_data(view, true)) +
             dst.offset;
  hipStream_t stream = view->stream();
  queue_section_copy(to, dst.shape, dst_origin, from, src.shape, src_origin,
                     region, src.texel_bytes, hipMemcpyDeviceToDevice, stream);
  AMP2HIP_HIP_CHECK(hipStreamSynchronize(stream));
}

/// The raw texels (format \p bits) of \p count elements read from \p first.
template <typename T, typename InputIt>
std::vector<unsigned char> encode_texels(InputIt first, std::size_t count,
                                         unsigned int bits) {
  std::vector<unsigned char> raw(count * texel_codec<T>::texel_bytes(bits));
  for (std::size_t i = 0; i < count; ++i, ++first)
    texel_codec<T>::store(raw.data(), static_cast<long long>(i), bits,
                          static_cast<T>(*first));
  return raw;
}

/// Writes the \p count texels (format \p bits) at \p raw to \p dst.
template <typename T, typename OutputIt>
void decode_texels(const std::vector<unsigned char> &raw, std::size_t count,
                   unsigned int bits, OutputIt dst) {
  for (std::size_t i = 0; i < count; ++i, ++dst)
    *dst = texel_codec<T>::load(raw.data(), static_cast<long long>(i), bits);
}

/// \throws concurrency::unsupported_feature when textures of T cannot have
/// \p bits bits per scalar element.
template <typename T> void check_bits(unsigned int bits) {
  if (texel_codec<T>::valid_bits(bits))
    return;
  std::string message =
      "amp2hip: " + std::to_string(bits) +
      " bits per scalar element is not a texture format for this element "
      "type (int, uint: 8, 16, 32; float: 16, 32; norm, unorm: 8, 16; "
      "double: 64)";
  throw concurrency::unsupported_feature(message.c_str());
}

/// The number of mipmap levels a texture of shape \p shape made with
/// \p levels holds: \p levels, or all that the shape allows for 0 (C++ AMP
/// 1.2 texture(extent, bits, mipmap_levels)).
/// \throws concurrency::runtime_exception for more than the shape allows.
template <int N>
unsigned int checked_mip_levels(const concurrency::extent<N> &shape,
                                unsigned int levels) {
  const unsigned int most = max_mip_levels(shape);
  if (levels > most)
    throw concurrency::runtime_exception(
        ("amp2hip: the texture extent is too small for " +
         std::to_string(levels) + " mipmap levels; the most is " +
         std::to_string(most))
            .c_str(),
        hresult::e_invalidarg);
  return levels == 0 ? most : levels;
}

/// \throws concurrency::runtime_exception unless levels [\p most_detailed,
/// \p most_detailed + \p levels) lie within the \p available ones.
inline void check_mip_range(unsigned int available, unsigned int most_detailed,
                            unsigned int levels) {
  if (levels == 0 || most_detailed >= available ||
      levels > available - most_detailed)
    throw concurrency::runtime_exception(
        ("amp2hip: mipmap levels " + std::to_string(most_detailed) + " to " +
         std::to_string(static_cast<unsigned long long>(most_detailed) +
                        levels) +
         " (exclusive) do not lie within the " + std::to_string(available) +
         " levels viewed")
            .c_str(),
        hresult::e_invalidarg);
}

/// \throws concurrency::runtime_exception when \p size bytes are fewer
/// than \p needed.
inline void check_byte_size(unsigned long long size,
                            unsigned long long needed) {
  if (size < needed)
    throw concurrency::runtime_exception(
        "amp2hip: the memory given for a texture copy is smaller than the "
        "texture data",
        hresult::e_invalidarg);
}

} // namespace detail
} // namespace amp2hip

namespace Concurrency {
namespace graphics {

template <typename T, int N> class texture;
template <typename T, int N> class writeonly_texture_view;
template <typename T, int N> class texture_view;

namespace detail {

template <typename X>
using texel_type_t = std::remove_const_t<typename X::value_type>;

/// Mipmap level \p level (0 the most detailed it reads) of a texture or
/// texture view \p x.
template <typename X>
amp2hip::detail::texel_space<X::rank> level_texels(const X &x,
                                                   unsigned int level) {
  using amp2hip::detail::texture_access;
  const unsigned int bits = texture_access::bits(x);
  const std::size_t texel_bytes =
      amp2hip::detail::texel_codec<texel_type_t<X>>::texel_bytes(bits);
  amp2hip::detail::buffer_state *buffer = texture_access::buffer(x).get();
  const concurrency::extent<X::rank> shape =
      amp2hip::detail::mip_extent(x.extent, level);
  const std::size_t offset =
      texture_access::offset(x) +
      static_cast<std::size_t>(amp2hip::detail::mip_offset(x.extent, level)) *
          texel_bytes;
  const bool whole_buffer =
      offset == 0 && shape.size64() * texel_bytes == buffer->bytes();
  return {buffer, shape, texel_bytes, bits, offset, whole_buffer};
}

/// The texels of \p x, a texture or texture view of one mipmap level.
/// \throws runtime_exception for several levels (copies to and from host
/// memory, and section copies, take one level: a texture_view of it).
template <typename X>
amp2hip::detail::texel_space<X::rank> texels_of(const X &x) {
  if (amp2hip::detail::texture_access::levels(x) != 1)
    throw runtime_exception(
        "amp2hip: this copy takes a texture of one mipmap level; copy a "
        "texture_view of one level of a texture with several",
        amp2hip::detail::hresult::e_invalidarg);
  return level_texels(x, 0);
}

/// Fails to compile for a read-only destination.
template <typename T> constexpr void check_writable() {
  static_assert(!std::is_const<T>::value,
                "a texture_view<const T, N> cannot be a copy destination");
}

/// Raw texels of a section of \p src to host memory.
template <typename X>
void copy_raw_out(const X &src, const index<X::rank> &origin,
                  const concurrency::extent<X::rank> &region, void *dst,
                  unsigned int dst_bytes) {
  amp2hip::detail::texel_space<X::rank> space = texels_of(src);
  amp2hip::detail::check_byte_size(dst_bytes,
                                   region.size64() * space.texel_bytes);
  amp2hip::detail::read_texels(space, origin, region, dst);
}

/// Raw texels from host memory into a section of \p dst.
template <typename X>
void copy_raw_in(const void *src, unsigned int src_bytes, const X &dst,
                 const index<X::rank> &origin,
                 const concurrency::extent<X::rank> &region) {
  amp2hip::detail::texel_space<X::rank> space = texels_of(dst);
  amp2hip::detail::check_byte_size(src_bytes,
                                   region.size64() * space.texel_bytes);
  amp2hip::detail::write_texels(space, origin, region, src);
}

/// Elements of a section of \p src, converted from the format, to \p dst.
template <typename X, typename OutputIt>
void copy_elements_out(const X &src, const index<X::rank> &origin,
                       const concurrency::extent<X::rank> &region,
                       OutputIt dst) {
  amp2hip::detail::texel_space<X::rank> space = texels_of(src);
  amp2hip::detail::check_section(space.shape, origin, region);
  const std::size_t count = static_cast<std::size_t>(region.size64());
  std::vector<unsigned char> raw(count * space.texel_bytes);
  amp2hip::detail::read_texels(space, origin, region, raw.data());
  amp2hip::detail::decode_texels<texel_type_t<X>>(raw, count, space.bits, dst);
}

/// Elements of [first, last), converted to the format, into a section of
/// \p dst. \throws runtime_exception when the range is shorter.
template <typename X, typename InputIt>
void copy_elements_in(InputIt first, InputIt last, const X &dst,
                      const index<X::rank> &origin,
                      const concurrency::extent<X::rank> &region) {
  amp2hip::detail::texel_space<X::rank> space = texels_of(dst);
  amp2hip::detail::check_section(space.shape, origin, region);
  const std::size_t count =
      amp2hip::detail::checked_distance(first, last, region.size64());
  std::vector<unsigned char> raw =
      amp2hip::detail::encode_texels<texel_type_t<X>>(first, count, space.bits);
  amp2hip::detail::write_texels(space, origin, region, raw.data());
}

/// Texels of a section of \p src into a section of \p dst (same format).
template <typename X, typename Y>
void copy_between(const X &src, const index<X::rank> &src_origin, const Y &dst,
                  const index<X::rank> &dst_origin,
                  const concurrency::extent<X::rank> &region) {
  static_assert(std::is_same<texel_type_t<X>, texel_type_t<Y>>::value,
                "texture copy between textures of different element types");
  amp2hip::detail::copy_texels(texels_of(src), src_origin, texels_of(dst),
                               dst_origin, region);
}

/// \throws runtime_exception when the shapes differ.
template <int N>
void check_same_shape(const concurrency::extent<N> &a,
                      const concurrency::extent<N> &b) {
  if (a != b)
    throw runtime_exception("amp2hip: texture copy between different shapes",
                            amp2hip::detail::hresult::e_invalidarg);
}

/// Every mipmap level \p src reads into the same level of \p dst (a whole
/// texture copy). \throws runtime_exception when the shapes, the numbers
/// of levels or the formats differ.
template <typename X, typename Y> void copy_whole(const X &src, const Y &dst) {
  static_assert(std::is_same<texel_type_t<X>, texel_type_t<Y>>::value,
                "texture copy between textures of different element types");
  using amp2hip::detail::texture_access;
  check_same_shape(src.extent, dst.extent);
  const unsigned int levels = texture_access::levels(src);
  if (texture_access::buffer(src) == texture_access::buffer(dst) &&
      texture_access::offset(src) == texture_access::offset(dst) &&
      levels == texture_access::levels(dst))
    return; // onto itself
  if (levels != texture_access::levels(dst))
    throw runtime_exception(
        "amp2hip: texture copy between different numbers of mipmap levels",
        amp2hip::detail::hresult::e_invalidarg);
  for (unsigned int l = 0; l < levels; ++l) {
    const amp2hip::detail::texel_space<X::rank> from = level_texels(src, l);
    amp2hip::detail::copy_texels(from, index<X::rank>(), level_texels(dst, l),
                                 index<X::rank>(), from.shape);
  }
}

template <typename It>
using if_iterator =
    std::enable_if_t<amp2hip::detail::is_iterator<It>::value, int>;

} // namespace detail

/// N-dimensional texels of type T in an accelerator's memory (C++ AMP v1.2
/// §10.1 texture). T is int, unsigned int, float, double, norm or unorm or
/// a short vector of them; N is 1, 2 or 3. Copies are deep. Kernels capture
/// textures by reference and get an amp2hip::device_texture<T, N>. The
/// rank-specific constructors (e0, e1, ...) exist only for their rank.
template <typename T, int N> class texture {
  static_assert(N >= 1 && N <= 3,
                "texture<T, N>: the rank N must be 1, 2 or 3");

  using codec = amp2hip::detail::texel_codec<T>;
  template <int R> using if_rank = std::enable_if_t<R == N, int>;

public:
  /// The number of dimensions.
  static constexpr int rank = N;
  /// The texel type.
  typedef T value_type;
  /// The type of one channel of a texel.
  typedef typename short_vector_traits<T>::value_type scalar_type;

  /// The texture's shape (AMP's extent property).
  concurrency::extent<N> extent;
  /// Bits per channel of the texels (AMP's property of this name).
  unsigned int bits_per_scalar_element;
  /// The size in bytes of the texels (AMP's property of this name).
  unsigned int data_length;
  /// The number of mipmap levels (AMP's property of this name).
  unsigned int mipmap_levels;

  /// A texture of shape \p shape on \p view, \p bits bits per channel (0:
  /// the element type's default), with \p levels mipmap levels (0: all the
  /// shape allows; mipmap_levels.h), contents undefined (C++ AMP 1.2).
  /// \throws runtime_exception for a negative component or more levels than
  ///         the shape allows; unsupported_feature for a format amp2hip
  ///         lacks, or (before any HIP call) for a view of the CPU
  ///         accelerator, which has no textures but staging ones;
  ///         out_of_memory.
  texture(const concurrency::extent<N> &shape, unsigned int bits,
          unsigned int levels, const accelerator_view &view)
      : texture(shape, bits, levels, view, view, placement()) {}
  /// A staging texture (C++ AMP 1.2) when \p view is the CPU accelerator's
  /// and \p associated another's: its texels in host memory, which data()
  /// gives (row_pitch bytes from row to row), copied to and from textures
  /// on \p associated; otherwise a texture on \p view. Default format.
  texture(const concurrency::extent<N> &shape, const accelerator_view &view,
          const accelerator_view &associated)
      : texture(shape, codec::default_bits, 1, view, associated, placement()) {}
  /// The same, \p bits bits per channel.
  texture(const concurrency::extent<N> &shape, unsigned int bits,
          const accelerator_view &view, const accelerator_view &associated)
      : texture(shape, bits, 1, view, associated, placement()) {}
  /// A rank-1 staging texture of \p e0 texels (see above).
  template <int R = 1, if_rank<R> = 0>
  texture(int e0, const accelerator_view &view,
          const accelerator_view &associated)
      : texture(concurrency::extent<N>(e0), view, associated) {}
  /// A rank-2 staging texture of \p e0 x \p e1 texels.
  template <int R = 2, if_rank<R> = 0>
  texture(int e0, int e1, const accelerator_view &view,
          const accelerator_view &associated)
      : texture(concurrency::extent<N>(e0, e1), view, associated) {}
  /// A rank-3 staging texture of \p e0 x \p e1 x \p e2 texels.
  template <int R = 3, if_rank<R> = 0>
  texture(int e0, int e1, int e2, const accelerator_view &view,
          const accelerator_view &associated)
      : texture(concurrency::extent<N>(e0, e1, e2), view, associated) {}
  /// A rank-1 staging texture, \p bits bits per channel.
  template <int R = 1, if_rank<R> = 0>
  texture(int e0, unsigned int bits, const accelerator_view &view,
          const accelerator_view &associated)
      : texture(concurrency::extent<N>(e0), bits, view, associated) {}
  /// A rank-2 staging texture, \p bits bits per channel.
  template <int R = 2, if_rank<R> = 0>
  texture(int e0, int e1, unsigned int bits, const accelerator_view &view,
          const accelerator_view &associated)
      : texture(concurrency::extent<N>(e0, e1), bits, view, associated) {}
  /// A rank-3 staging texture, \p bits bits per channel.
  template <int R = 3, if_rank<R> = 0>
  texture(int e0, int e1, int e2, unsigned int bits,
          const accelerator_view &view, const accelerator_view &associated)
      : texture(concurrency::extent<N>(e0, e1, e2), bits, view, associated) {}
  /// A staging texture holding the elements of [first, last).
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  texture(const concurrency::extent<N> &shape, InputIt first, InputIt last,
          const accelerator_view &view, const accelerator_view &associated)
      : texture(shape, view, associated) {
    detail::copy_elements_in(first, last, *this, index<N>(), extent);
  }
  /// A rank-1 staging texture holding the elements of [first, last).
  template <typename InputIt, int R = 1, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int e0, InputIt first, InputIt last, const accelerator_view &view,
          const accelerator_view &associated)
      : texture(concurrency::extent<N>(e0), first, last, view, associated) {}
  /// A rank-2 staging texture holding the elements of [first, last).
  template <typename InputIt, int R = 2, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int e0, int e1, InputIt first, InputIt last,
          const accelerator_view &view, const accelerator_view &associated)
      : texture(concurrency::extent<N>(e0, e1), first, last, view, associated) {
  }
  /// A rank-3 staging texture holding the elements of [first, last).
  template <typename InputIt, int R = 3, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int e0, int e1, int e2, InputIt first, InputIt last,
          const accelerator_view &view, const accelerator_view &associated)
      : texture(concurrency::extent<N>(e0, e1, e2), first, last, view,
                associated) {}
  /// A texture of shape \p shape on \p view, \p bits bits per channel.
  texture(const concurrency::extent<N> &shape, unsigned int bits,
          const accelerator_view &view)
      : texture(shape, bits, 1, view) {}
  /// A texture of shape \p shape on the default view, \p bits bits per
  /// channel, \p levels mipmap levels (0: all).
  texture(const concurrency::extent<N> &shape, unsigned int bits,
          unsigned int levels)
      : texture(shape, bits, levels, default_view()) {}
  /// A texture of shape \p shape on \p view, in the default format.
  texture(const concurrency::extent<N> &shape, const accelerator_view &view)
      : texture(shape, codec::default_bits, view) {}
  /// A texture of shape \p shape on the default view.
  explicit texture(const concurrency::extent<N> &shape)
      : texture(shape, codec::default_bits, default_view()) {}
  /// A texture of shape \p shape, \p bits bits per channel.
  texture(const concurrency::extent<N> &shape, unsigned int bits)
      : texture(shape, bits, default_view()) {}
  /// A rank-1 texture of \p e0 texels.
  template <int R = 1, if_rank<R> = 0>
  explicit texture(int e0) : texture(concurrency::extent<N>(e0)) {}
  /// A rank-2 texture of e0 x e1 texels.
  template <int R = 2, if_rank<R> = 0>
  texture(int e0, int e1) : texture(concurrency::extent<N>(e0, e1)) {}
  /// A rank-3 texture of e0 x e1 x e2 texels.
  template <int R = 3, if_rank<R> = 0>
  texture(int e0, int e1, int e2)
      : texture(concurrency::extent<N>(e0, e1, e2)) {}
  /// The same on \p view.
  template <int R = 1, if_rank<R> = 0>
  texture(int e0, const accelerator_view &view)
      : texture(concurrency::extent<N>(e0), view) {}
  template <int R = 2, if_rank<R> = 0>
  texture(int e0, int e1, const accelerator_view &view)
      : texture(concurrency::extent<N>(e0, e1), view) {}
  template <int R = 3, if_rank<R> = 0>
  texture(int e0, int e1, int e2, const accelerator_view &view)
      : texture(concurrency::extent<N>(e0, e1, e2), view) {}
  /// The same with \p bits bits per channel.
  template <int R = 1, if_rank<R> = 0>
  texture(int e0, unsigned int bits)
      : texture(concurrency::extent<N>(e0), bits) {}
  template <int R = 2, if_rank<R> = 0>
  texture(int e0, int e1, unsigned int bits)
      : texture(concurrency::extent<N>(e0, e1), bits) {}
  template <int R = 3, if_rank<R> = 0>
  texture(int e0, int e1, int e2, unsigned int bits)
      : texture(concurrency::extent<N>(e0, e1, e2), bits) {}
  template <int R = 1, if_rank<R> = 0>
  texture(int e0, unsigned int bits, const accelerator_view &view)
      : texture(concurrency::extent<N>(e0), bits, view) {}
  template <int R = 2, if_rank<R> = 0>
  texture(int e0, int e1, unsigned int bits, const accelerator_view &view)
      : texture(concurrency::extent<N>(e0, e1), bits, view) {}
  template <int R = 3, if_rank<R> = 0>
  texture(int e0, int e1, int e2, unsigned int bits,
          const accelerator_view &view)
      : texture(concurrency::extent<N>(e0, e1, e2), bits, view) {}

  /// A texture of shape \p shape on \p view holding the shape.size()
  /// elements of [first, last), converted to T (default format).
  /// \throws runtime_exception when the range is shorter than the shape.
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  texture(const concurrency::extent<N> &shape, InputIt first, InputIt last,
          const accelerator_view &view)
      : texture(shape, view) {
    detail::copy_elements_in(first, last, *this, index<N>(), extent);
  }
  /// The same on the default view.
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  texture(const concurrency::extent<N> &shape, InputIt first, InputIt last)
      : texture(shape, first, last, default_view()) {}
  template <typename InputIt, int R = 1, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int e0, InputIt first, InputIt last)
      : texture(concurrency::extent<N>(e0), first, last) {}
  template <typename InputIt, int R = 2, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int e0, int e1, InputIt first, InputIt last)
      : texture(concurrency::extent<N>(e0, e1), first, last) {}
  template <typename InputIt, int R = 3, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int e0, int e1, int e2, InputIt first, InputIt last)
      : texture(concurrency::extent<N>(e0, e1, e2), first, last) {}
  template <typename InputIt, int R = 1, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int e0, InputIt first, InputIt last, const accelerator_view &view)
      : texture(concurrency::extent<N>(e0), first, last, view) {}
  template <typename InputIt, int R = 2, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int e0, int e1, InputIt first, InputIt last,
          const accelerator_view &view)
      : texture(concurrency::extent<N>(e0, e1), first, last, view) {}
  template <typename InputIt, int R = 3, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int e0, int e1, int e2, InputIt first, InputIt last,
          const accelerator_view &view)
      : texture(concurrency::extent<N>(e0, e1, e2), first, last, view) {}

  /// A texture of shape \p shape on \p view holding the raw texels at
  /// \p source (\p source_bytes bytes, at least data_length), \p bits bits
  /// per channel: MSVC's argument order (source, byte size, bits per scalar
  /// element; Microsoft Learn, "texture::texture Constructor").
  /// \throws runtime_exception when source_bytes is smaller.
  texture(const concurrency::extent<N> &shape, const void *source,
          unsigned int source_bytes, unsigned int bits,
          const accelerator_view &view)
      : texture(shape, bits, view) {
    detail::copy_raw_in(source, source_bytes, *this, index<N>(), extent);
  }
  /// The same on the default view.
  texture(const concurrency::extent<N> &shape, const void *source,
          unsigned int source_bytes, unsigned int bits)
      : texture(shape, source, source_bytes, bits, default_view()) {}
  template <int R = 1, if_rank<R> = 0>
  texture(int e0, const void *source, unsigned int source_bytes,
          unsigned int bits)
      : texture(concurrency::extent<N>(e0), source, source_bytes, bits) {}
  template <int R = 2, if_rank<R> = 0>
  texture(int e0, int e1, const void *source, unsigned int source_bytes,
          unsigned int bits)
      : texture(concurrency::extent<N>(e0, e1), source, source_bytes, bits) {}
  template <int R = 3, if_rank<R> = 0>
  texture(int e0, int e1, int e2, const void *source, unsigned int source_bytes,
          unsigned int bits)
      : texture(concurrency::extent<N>(e0, e1, e2), source, source_bytes,
                bits) {}
  template <int R = 1, if_rank<R> = 0>
  texture(int e0, const void *source, unsigned int source_bytes,
          unsigned int bits, const accelerator_view &view)
      : texture(concurrency::extent<N>(e0), source, source_bytes, bits, view) {}
  template <int R = 2, if_rank<R> = 0>
  texture(int e0, int e1, const void *source, unsigned int source_bytes,
          unsigned int bits, const accelerator_view &view)
      : texture(concurrency::extent<N>(e0, e1), source, source_bytes, bits,
                view) {}
  template <int R = 3, if_rank<R> = 0>
  texture(int e0, int e1, int e2, const void *source, unsigned int source_bytes,
          unsigned int bits, const accelerator_view &view)
      : texture(concurrency::extent<N>(e0, e1, e2), source, source_bytes, bits,
                view) {}

  /// A deep copy of \p other, every mipmap level (same view and format).
  texture(const texture &other)
      : texture(other.extent, other.bits_, other.levels_, other.view_) {
    detail::copy_whole(other, *this);
  }
  /// A deep copy of \p other on \p view.
  texture(const texture &other, const accelerator_view &view)
      : texture(other.extent, other.bits_, other.levels_, view) {
    detail::copy_whole(other, *this);
  }
  /// A deep copy of \p other on \p view, a staging texture when \p view is
  /// the CPU accelerator's and \p associated another's.
  texture(const texture &other, const accelerator_view &view,
          const accelerator_view &associated)
      : texture(other.extent, other.bits_, other.levels_, view, associated,
                placement()) {
    detail::copy_whole(other, *this);
  }
  /// A texture (on the same view, same format) holding a copy of the
  /// texels \p source views, every mipmap level it reads.
  template <typename U, typename = std::enable_if_t<
                            std::is_same<std::remove_const_t<U>, T>::value>>
  explicit texture(const texture_view<U, N> &source)
      : texture(source.extent, amp2hip::detail::texture_access::bits(source),
                amp2hip::detail::texture_access::levels(source),
                amp2hip::detail::texture_access::view(source)) {
    detail::copy_whole(source, *this);
  }
  /// A copy of the texels \p source views, on \p view (a staging texture
  /// when \p view is the CPU accelerator's and \p associated another's).
  template <typename U, typename = std::enable_if_t<
                            std::is_same<std::remove_const_t<U>, T>::value>>
  texture(const texture_view<U, N> &source, const accelerator_view &view,
          const accelerator_view &associated)
      : texture(source.extent, amp2hip::detail::texture_access::bits(source),
                amp2hip::detail::texture_access::levels(source), view,
                associated, placement()) {
    detail::copy_whole(source, *this);
  }
  /// A copy of the texels \p source views, on \p view.
  template <typename U, typename = std::enable_if_t<
                            std::is_same<std::remove_const_t<U>, T>::value>>
  texture(const texture_view<U, N> &source, const accelerator_view &view)
      : texture(source, view, view) {}
  /// Takes \p other's texels.
  texture(texture &&other) noexcept = default;
  /// Copies \p other's shape, format and texels (deep).
  texture &operator=(const texture &other) {
    if (this != &other)
      *this = texture(other);
    return *this;
  }
  /// Takes \p other's texels.
  texture &operator=(texture &&other) noexcept = default;

  /// The texture's shape.
  concurrency::extent<N> get_extent() const { return extent; }
  /// The shape of mipmap level \p level (mipmap_levels.h).
  /// \throws runtime_exception for a level the texture lacks.
  concurrency::extent<N> get_mipmap_extent(unsigned int level) const {
    amp2hip::detail::check_mip_range(levels_, level, 1);
    return amp2hip::detail::mip_extent(extent, level);
  }
  /// The view the texture lives on.
  accelerator_view get_accelerator_view() const { return view_; }
  /// The view copies of a staging texture go to and from; the texture's
  /// own view for other textures.
  accelerator_view get_associated_accelerator_view() const {
    return associated_;
  }
  /// The texels of a staging texture in host memory (row-major, row_pitch
  /// bytes from row to row, depth_pitch from slice to slice); null for
  /// other textures, which live in an accelerator's memory.
  void *data() { return staging() ? buffer_->host_data(true) : nullptr; }
  /// The same, read-only.
  const void *data() const {
    return staging() ? buffer_->host_data(false) : nullptr;
  }
  /// The bytes from one row of a staging texture's data() to the next.
  /// \throws runtime_exception for a texture that is not a staging one.
  unsigned int get_row_pitch() const {
    static_assert(N >= 2, "row_pitch needs a staging texture of rank 2 or 3");
    check_staging("row_pitch");
    return static_cast<unsigned int>(extent[N - 1] * codec::texel_bytes(bits_));
  }
  /// The bytes from one depth slice of a staging texture's data() to the
  /// next. \throws runtime_exception for a texture that is not a staging
  /// one.
  unsigned int get_depth_pitch() const {
    static_assert(N == 3, "depth_pitch needs a staging texture of rank 3");
    check_staging("depth_pitch");
    return static_cast<unsigned int>(extent[N - 1] * extent[N - 2] *
                                     codec::texel_bytes(bits_));
  }
  /// Bits per channel of the texels.
  unsigned int get_bits_per_scalar_element() const { return bits_; }
  /// The number of mipmap levels.
  unsigned int get_mipmap_levels() const { return levels_; }
  /// The size in bytes of the texels, every mipmap level.
  unsigned int get_data_length() const { return data_length; }

  /// Copies the texels, every mipmap level, into \p destination (same
  /// shape, levels and format).
  void copy_to(texture &destination) const {
    detail::copy_whole(*this, destination);
  }
  /// Copies the texels into the texture \p destination views.
  void copy_to(const writeonly_texture_view<T, N> &destination) const {
    detail::copy_whole(*this, destination);
  }

private:
  friend struct amp2hip::detail::texture_access;
  template <typename U, int M> friend class writeonly_texture_view;
  template <typename U, int M> friend class texture_view;

  static accelerator_view default_view() {
    return accelerator_view::default_view_of_default_accelerator();
  }

  /// The tag of the constructor every other one calls.
  struct placement {};

  /// The texture every constructor makes: on \p view, or a staging one in
  /// host memory when \p view is the CPU accelerator's and \p associated
  /// is not (C++ AMP 1.2; MSVC's rule).
  /// \throws unsupported_feature for WARP and REF (no memory of their own
  ///         here), for the CPU accelerator alone, and for a staging texture
  ///         of several mipmap levels; see the public constructors.
  texture(const concurrency::extent<N> &shape, unsigned int bits,
          unsigned int levels, const accelerator_view &view,
          const accelerator_view &associated, placement)
      : extent(shape),
        bits_per_scalar_element(bits != 0 ? bits : codec::default_bits),
        data_length(0), mipmap_levels(1), bits_(bits_per_scalar_element),
        view_(view), associated_(view) {
    if (view_.state()->is_direct3d_software())
      throw unsupported_feature(amp2hip::detail::direct3d_software_data_message(
                                    view_.state()->device())
                                    .c_str());
    const bool staging = view_.state()->is_cpu();
    if (staging && associated.state()->is_cpu())
      throw unsupported_feature(
          "amp2hip: textures on the CPU accelerator are not supported, but "
          "staging ones (associated with another accelerator_view)");
    amp2hip::detail::check_extent(shape);
    amp2hip::detail::check_bits<T>(bits_);
    levels_ = amp2hip::detail::checked_mip_levels(shape, levels);
    if (staging && levels_ != 1)
      throw unsupported_feature(
          "amp2hip: staging textures have one mipmap level");
    mipmap_levels = levels_;
    const std::size_t bytes =
        static_cast<std::size_t>(amp2hip::detail::mip_offset(shape, levels_)) *
        codec::texel_bytes(bits_);
    data_length = static_cast<unsigned int>(bytes);
    if (staging) {
      associated_ = associated;
      buffer_ = amp2hip::detail::buffer_state::on_cpu(bytes, alignof(T),
                                                      view_.state());
    } else {
      buffer_ = amp2hip::detail::buffer_state::on_device(bytes, alignof(T),
                                                         view_.state());
    }
  }

  /// True for a staging texture (host memory).
  bool staging() const { return buffer_->on_cpu(); }
  /// \throws runtime_exception unless this is a staging texture.
  void check_staging(const char *what) const {
    if (!staging())
      throw runtime_exception((std::string("amp2hip: ") + what +
                               " is only applicable to staging textures")
                                  .c_str(),
                              amp2hip::detail::hresult::e_invalidarg);
  }

  /// The view a launch that captures this texture runs on (found by
  /// amp2hip::detail::bound_view through argument-dependent lookup).
  friend std::shared_ptr<amp2hip::detail::view_state>
  bound_view_of(const texture &t) {
    return t.view_.state();
  }

  std::shared_ptr<amp2hip::detail::buffer_state> buffer_;
  unsigned int bits_;
  accelerator_view view_;
  /// A staging texture's associated view; view_ for the others.
  accelerator_view associated_;
  /// The number of mipmap levels, stored one after the other.
  unsigned int levels_ = 1;
  /// Level 0 starts the buffer.
  static constexpr std::size_t offset_ = 0;
};

/// A view through which kernels write a texture (C++ AMP v1.2 §10.2
/// writeonly_texture_view, deprecated in AMP 1.2 but kept). Copies are
/// shallow. Kernels capture it by value and get an
/// amp2hip::device_writeonly_texture<T, N>.
template <typename T, int N> class writeonly_texture_view {
public:
  /// The number of dimensions.
  static constexpr int rank = N;
  /// The texel type.
  typedef T value_type;
  /// The type of one channel of a texel.
  typedef typename short_vector_traits<T>::value_type scalar_type;

  /// The texture's shape (AMP's extent property).
  concurrency::extent<N> extent;
  /// Bits per channel of the texels (AMP's property of this name).
  unsigned int bits_per_scalar_element;
  /// The size in bytes of the texels (AMP's property of this name).
  unsigned int data_length;

  /// A view of \p source's most detailed mipmap level.
  writeonly_texture_view(texture<T, N> &source)
      : extent(source.extent),
        bits_per_scalar_element(source.bits_per_scalar_element),
        data_length(static_cast<unsigned int>(
            source.extent.size64() *
            amp2hip::detail::texel_codec<T>::texel_bytes(source.bits_))),
        buffer_(source.buffer_), bits_(source.bits_), view_(source.view_) {}

  /// The texture's shape.
  concurrency::extent<N> get_extent() const { return extent; }
  /// The view the texture lives on.
  accelerator_view get_accelerator_view() const { return view_; }
  /// Bits per channel of the texels.
  unsigned int get_bits_per_scalar_element() const { return bits_; }
  /// The size in bytes of the texels.
  unsigned int get_data_length() const { return data_length; }

private:
  friend struct amp2hip::detail::texture_access;

  friend std::shared_ptr<amp2hip::detail::view_state>
  bound_view_of(const writeonly_texture_view &v) {
    return v.view_.state();
  }

  std::shared_ptr<amp2hip::detail::buffer_state> buffer_;
  unsigned int bits_;
  accelerator_view view_;
  /// One level, at the start of the buffer.
  static constexpr unsigned int levels_ = 1;
  static constexpr std::size_t offset_ = 0;
};

/// A read-write view of a texture's (only) mipmap level (C++ AMP v1.2
/// §10.3 texture_view<T, N>). Copies are shallow. Kernels capture it by
/// value and get an amp2hip::device_texture<T, N>.
template <typename T, int N> class texture_view {
public:
  /// The number of dimensions.
  static constexpr int rank = N;
  /// The texel type.
  typedef T value_type;
  /// The type of one channel of a texel.
  typedef typename short_vector_traits<T>::value_type scalar_type;

  /// The texture's shape (AMP's extent property).
  concurrency::extent<N> extent;
  /// Bits per channel of the texels (AMP's property of this name).
  unsigned int bits_per_scalar_element;
  /// The size in bytes of the texels (AMP's property of this name).
  unsigned int data_length;

  /// A view of mipmap level \p mipmap_level of \p source, for reading and
  /// writing. \throws runtime_exception for a level the texture lacks.
  texture_view(texture<T, N> &source, unsigned int mipmap_level = 0)
      : extent(amp2hip::detail::mip_extent(source.extent, mipmap_level)),
        bits_per_scalar_element(source.bits_per_scalar_element),
        data_length(static_cast<unsigned int>(
            extent.size64() *
            amp2hip::detail::texel_codec<T>::texel_bytes(source.bits_))),
        buffer_(source.buffer_), bits_(source.bits_), view_(source.view_),
        offset_(static_cast<std::size_t>(
                    amp2hip::detail::mip_offset(source.extent, mipmap_level)) *
                amp2hip::detail::texel_codec<T>::texel_bytes(source.bits_)) {
    amp2hip::detail::check_mip_range(source.levels_, mipmap_level, 1);
  }

  /// The texture's shape.
  concurrency::extent<N> get_extent() const { return extent; }
  /// The view the texture lives on.
  accelerator_view get_accelerator_view() const { return view_; }
  /// Bits per channel of the texels.
  unsigned int get_bits_per_scalar_element() const { return bits_; }
  /// The size in bytes of the texels.
  unsigned int get_data_length() const { return data_length; }
  /// Always 1: a writable view reads one mipmap level.
  unsigned int get_mipmap_levels() const { return 1; }
  /// The shape of mipmap level \p level of the view (only 0).
  /// \throws runtime_exception for other levels.
  concurrency::extent<N> get_mipmap_extent(unsigned int level) const {
    amp2hip::detail::check_mip_range(1, level, 1);
    return extent;
  }

private:
  friend struct amp2hip::detail::texture_access;
  template <typename U, int M> friend class texture_view;

  friend std::shared_ptr<amp2hip::detail::view_state>
  bound_view_of(const texture_view &v) {
    return v.view_.state();
  }

  std::shared_ptr<amp2hip::detail::buffer_state> buffer_;
  unsigned int bits_;
  accelerator_view view_;
  /// Where the viewed level starts in the buffer, in bytes.
  std::size_t offset_;
  static constexpr unsigned int levels_ = 1;
};

/// A read-only view of a texture (C++ AMP v1.2 §10.3 texture_view<const T,
/// N>), without sampling. Kernels capture it by value and get an
/// amp2hip::device_texture<const T, N>.
template <typename T, int N> class texture_view<const T, N> {
public:
  /// The number of dimensions.
  static constexpr int rank = N;
  /// The texel type.
  typedef const T value_type;
  /// The type of one channel of a texel.
  typedef typename short_vector_traits<T>::value_type scalar_type;

  /// The texture's shape (AMP's extent property).
  concurrency::extent<N> extent;
  /// Bits per channel of the texels (AMP's property of this name).
  unsigned int bits_per_scalar_element;
  /// The size in bytes of the texels (AMP's property of this name).
  unsigned int data_length;

  /// A view of every mipmap level of \p source.
  texture_view(const texture<T, N> &source)
      : texture_view(source.extent, source.buffer_, source.bits_, source.view_,
                     0, source.levels_, 0, source.levels_) {}
  /// A view of \p levels mipmap levels of \p source from level
  /// \p most_detailed_mip on. \throws runtime_exception unless they lie
  /// within the texture's levels.
  texture_view(const texture<T, N> &source, unsigned int most_detailed_mip,
               unsigned int levels)
      : texture_view(source.extent, source.buffer_, source.bits_, source.view_,
                     0, source.levels_, most_detailed_mip, levels) {}
  /// A view of \p levels mipmap levels of what \p other views, from its
  /// level \p most_detailed_mip on. \throws runtime_exception unless they
  /// lie within the levels \p other views.
  texture_view(const texture_view &other, unsigned int most_detailed_mip,
               unsigned int levels)
      : texture_view(other.extent, other.buffer_, other.bits_, other.view_,
                     other.offset_, other.levels_, most_detailed_mip, levels) {}
  /// A read-only view of what \p other views.
  texture_view(const texture_view<T, N> &other)
      : extent(other.extent),
        bits_per_scalar_element(other.bits_per_scalar_element),
        data_length(other.data_length), buffer_(other.buffer_),
        bits_(other.bits_), view_(other.view_), offset_(other.offset_),
        levels_(1) {}
  texture_view(const texture_view &other) = default;
  texture_view &operator=(const texture_view &other) = default;

  /// The texture's shape.
  concurrency::extent<N> get_extent() const { return extent; }
  /// The view the texture lives on.
  accelerator_view get_accelerator_view() const { return view_; }
  /// Bits per channel of the texels.
  unsigned int get_bits_per_scalar_element() const { return bits_; }
  /// The size in bytes of the texels.
  unsigned int get_data_length() const { return data_length; }
  /// The number of mipmap levels the view reads.
  unsigned int get_mipmap_levels() const { return levels_; }
  /// The shape of mipmap level \p level of the view (0 its most detailed).
  /// \throws runtime_exception for a level the view lacks.
  concurrency::extent<N> get_mipmap_extent(unsigned int level) const {
    amp2hip::detail::check_mip_range(levels_, level, 1);
    return amp2hip::detail::mip_extent(extent, level);
  }

private:
  friend struct amp2hip::detail::texture_access;

  using codec = amp2hip::detail::texel_codec<T>;

  /// Levels [\p most_detailed, + \p levels) of the \p available levels
  /// from byte \p offset of \p buffer, whose most detailed has shape
  /// \p top.
  texture_view(const concurrency::extent<N> &top,
               const std::shared_ptr<amp2hip::detail::buffer_state> &buffer,
               unsigned int bits, const accelerator_view &view,
               std::size_t offset, unsigned int available,
               unsigned int most_detailed, unsigned int levels)
      : extent(amp2hip::detail::mip_extent(top, most_detailed)),
        bits_per_scalar_element(bits), data_length(0), buffer_(buffer),
        bits_(bits), view_(view), offset_(0), levels_(levels) {
    if (buffer->on_cpu())
      throw runtime_exception("amp2hip: a read-only texture_view cannot be "
                              "made of a staging texture",
                              amp2hip::detail::hresult::e_invalidarg);
    amp2hip::detail::check_mip_range(available, most_detailed, levels);
    offset_ = offset + static_cast<std::size_t>(
                           amp2hip::detail::mip_offset(top, most_detailed)) *
                           codec::texel_bytes(bits);
    data_length = static_cast<unsigned int>(
        amp2hip::detail::mip_offset(extent, levels) * codec::texel_bytes(bits));
  }

  friend std::shared_ptr<amp2hip::detail::view_state>
  bound_view_of(const texture_view &v) {
    return v.view_.state();
  }

  std::shared_ptr<amp2hip::detail::buffer_state> buffer_;
  unsigned int bits_;
  accelerator_view view_;
  /// Where the most detailed viewed level starts in the buffer, in bytes.
  std::size_t offset_;
  /// The number of mipmap levels viewed.
  unsigned int levels_;
};

// graphics::copy (C++ AMP v1.2 §10.4). Sources: texture and texture_view;
// destinations: texture, writeonly_texture_view and texture_view<T, N> (not
// const). Host memory given as void* holds raw texels in the texture's
// format (graphics_texel.h); iterators give or take elements of the texel
// type. Each form has a section variant (an origin and an extent). Every
// copy waits until it is done.
// \throws runtime_exception when host memory or an iterator range is too
//         small, a section lies outside its texture, shapes or formats
//         differ, or on a HIP error.
// The overloads name the texture types (no catch-all parameter), so that
// they are more specialized than a std::copy found by argument-dependent
// lookup.

#define AMP2HIP_TEXTURE_COPY_FROM(Source)                                      \
  /** Copies the raw texels of src to dst (dst_bytes >= data_length). */       \
  template <typename T, int N>                                                 \
  void copy(const Source<T, N> &src, void *dst, unsigned int dst_bytes) {      \
    detail::copy_raw_out(src, index<N>(), src.extent, dst, dst_bytes);         \
  }                                                                            \
  /** Copies the raw texels of a section of src to dst. */                     \
  template <typename T, int N>                                                 \
  void copy(const Source<T, N> &src, const index<N> &src_origin,               \
            const concurrency::extent<N> &region, void *dst,                   \
            unsigned int dst_bytes) {                                          \
    detail::copy_raw_out(src, src_origin, region, dst, dst_bytes);             \
  }                                                                            \
  /** Copies the texels of src, as elements, to dst, row-major. */             \
  template <typename T, int N, typename OutputIt,                              \
            detail::if_iterator<OutputIt> = 0>                                 \
  void copy(const Source<T, N> &src, OutputIt dst) {                           \
    detail::copy_elements_out(src, index<N>(), src.extent, dst);               \
  }                                                                            \
  /** Copies the texels of a section of src, as elements, to dst. */           \
  template <typename T, int N, typename OutputIt,                              \
            detail::if_iterator<OutputIt> = 0>                                 \
  void copy(const Source<T, N> &src, const index<N> &src_origin,               \
            const concurrency::extent<N> &region, OutputIt dst) {              \
    detail::copy_elements_out(src, src_origin, region, dst);                   \
  }

#define AMP2HIP_TEXTURE_COPY_TO(Qual, Destination)                             \
  /** Copies raw texels from src (src_bytes >= data_length) into dst. */       \
  template <typename T, int N>                                                 \
  void copy(const void *src, unsigned int src_bytes,                           \
            Qual Destination<T, N> &dst) {                                     \
    detail::check_writable<T>();                                               \
    detail::copy_raw_in(src, src_bytes, dst, index<N>(), dst.extent);          \
  }                                                                            \
  /** Copies raw texels from src into a section of dst. */                     \
  template <typename T, int N>                                                 \
  void copy(const void *src, unsigned int src_bytes,                           \
            Qual Destination<T, N> &dst, const index<N> &dst_origin,           \
            const concurrency::extent<N> &region) {                            \
    detail::check_writable<T>();                                               \
    detail::copy_raw_in(src, src_bytes, dst, dst_origin, region);              \
  }                                                                            \
  /** Copies the elements of [first, last) into dst, row-major. */             \
  template <typename InputIt, typename T, int N,                               \
            detail::if_iterator<InputIt> = 0>                                  \
  void copy(InputIt first, InputIt last, Qual Destination<T, N> &dst) {        \
    detail::check_writable<T>();                                               \
    detail::copy_elements_in(first, last, dst, index<N>(), dst.extent);        \
  }                                                                            \
  /** Copies the elements of [first, last) into a section of dst. */           \
  template <typename InputIt, typename T, int N,                               \
            detail::if_iterator<InputIt> = 0>                                  \
  void copy(InputIt first, InputIt last, Qual Destination<T, N> &dst,          \
            const index<N> &dst_origin,                                        \
            const concurrency::extent<N> &region) {                            \
    detail::check_writable<T>();                                               \
    detail::copy_elements_in(first, last, dst, dst_origin, region);            \
  }

#define AMP2HIP_TEXTURE_COPY_BETWEEN(Source, Qual, Destination)                \
  /** Copies the texels of src into dst (same shape and format). */            \
  template <typename T, typename U, int N>                                     \
  void copy(const Source<T, N> &src, Qual Destination<U, N> &dst) {            \
    detail::check_writable<U>();                                               \
    detail::copy_whole(src, dst);                                              \
  }                                                                            \
  /** Copies a section of src into a section of dst (same format). */          \
  template <typename T, typename U, int N>                                     \
  void copy(const Source<T, N> &src, const index<N> &src_origin,               \
            Qual Destination<U, N> &dst, const index<N> &dst_origin,           \
            const concurrency::extent<N> &region) {                            \
    detail::check_writable<U>();                                               \
    detail::copy_between(src, src_origin, dst, dst_origin, region);            \
  }

AMP2HIP_TEXTURE_COPIES(AMP2HIP_TEXTURE_COPY_FROM, AMP2HIP_TEXTURE_COPY_TO,
                       AMP2HIP_TEXTURE_COPY_BETWEEN)

#undef AMP2HIP_TEXTURE_COPY_FROM
#undef AMP2HIP_TEXTURE_COPY_TO
#undef AMP2HIP_TEXTURE_COPY_BETWEEN

/// The graphics::copy() with the same arguments, done before returning
/// (C++ AMP v1.2 §10.4 copy_async); the future is ready. Takes part in
/// overload resolution only for arguments that some graphics::copy() takes
/// (and is then preferred to concurrency::copy_async).
template <typename First, typename... Rest>
auto copy_async(First &&first, Rest &&...rest)
    -> decltype(concurrency::graphics::copy(std::forward<First>(first),
                                            std::forward<Rest>(rest)...),
                completion_future()) {
  concurrency::graphics::copy(std::forward<First>(first),
                              std::forward<Rest>(rest)...);
  return completion_future::ready();
}

} // namespace graphics
} // namespace Concurrency

namespace amp2hip::detail {

/// texture<T, N> captured by reference: its texels, readable and writable.
template <typename T, int N>
struct kernel_param_impl<concurrency::graphics::texture<T, N>> {
  using type = device_texture<T, N>;
};
/// A const texture: read-only.
template <typename T, int N>
struct kernel_param_impl<const concurrency::graphics::texture<T, N>> {
  using type = device_texture<const T, N>;
};
template <typename T, int N>
struct read_only_param_impl<concurrency::graphics::texture<T, N>> {
  using type = device_texture<const T, N>;
};
template <typename T, int N>
struct read_only_param_impl<const concurrency::graphics::texture<T, N>> {
  using type = device_texture<const T, N>;
};

/// writeonly_texture_view<T, N>: set() only (also when only read: its
/// extent is all a kernel can read).
template <typename T, int N>
struct kernel_param_impl<concurrency::graphics::writeonly_texture_view<T, N>> {
  using type = device_writeonly_texture<T, N>;
};
template <typename T, int N>
struct kernel_param_impl<
    const concurrency::graphics::writeonly_texture_view<T, N>> {
  using type = device_writeonly_texture<T, N>;
};

/// texture_view<T, N> (T may be const): a view of the same constness.
template <typename T, int N>
struct kernel_param_impl<concurrency::graphics::texture_view<T, N>> {
  using type = device_texture<T, N>;
};
template <typename T, int N>
struct kernel_param_impl<const concurrency::graphics::texture_view<T, N>> {
  using type = device_texture<T, N>;
};
template <typename T, int N>
struct read_only_param_impl<concurrency::graphics::texture_view<T, N>> {
  using type = device_texture<const std::remove_const_t<T>, N>;
};
template <typename T, int N>
struct read_only_param_impl<const concurrency::graphics::texture_view<T, N>> {
  using type = device_texture<const std::remove_const_t<T>, N>;
};

/// Textures and texture views held by classes holding views (device_form_t):
/// as captured.
template <typename T, int N>
struct device_form_impl<concurrency::graphics::texture<T, N>>
    : kernel_param_impl<concurrency::graphics::texture<T, N>> {};
template <typename T, int N>
struct device_form_impl<const concurrency::graphics::texture<T, N>>
    : kernel_param_impl<const concurrency::graphics::texture<T, N>> {};
template <typename T, int N>
struct device_form_impl<concurrency::graphics::writeonly_texture_view<T, N>>
    : kernel_param_impl<concurrency::graphics::writeonly_texture_view<T, N>> {};
template <typename T, int N>
struct device_form_impl<concurrency::graphics::texture_view<T, N>>
    : kernel_param_impl<concurrency::graphics::texture_view<T, N>> {};
template <typename T, int N>
struct device_form_impl<const concurrency::graphics::texture_view<T, N>>
    : kernel_param_impl<const concurrency::graphics::texture_view<T, N>> {};

/// texture / texture_view -> device_texture on the launch's view. The
/// texture's constness is checked when the translator parses the kernel,
/// so a const texture converts to a writable parameter too (the translator
/// drops the const of texture captures).
template <typename T, int N> struct kernel_arg_converter<device_texture<T, N>> {
  using element_type = std::remove_const_t<T>;
  static constexpr bool write = !std::is_const<T>::value;

  static device_texture<T, N>
  convert(const concurrency::graphics::texture<element_type, N> &texture,
          const std::shared_ptr<view_state> &state) {
    return from(texture, state);
  }
  template <typename U>
  static device_texture<T, N>
  convert(const concurrency::graphics::texture_view<U, N> &view,
          const std::shared_ptr<view_state> &state) {
    static_assert(std::is_same<std::remove_const_t<U>, element_type>::value,
                  "texture_view element type differs from the kernel's");
    static_assert(!write || !std::is_const<U>::value,
                  "a kernel cannot write through a texture_view<const T, N>");
    return from(view, state);
  }

private:
  template <typename X>
  static device_texture<T, N> from(const X &x,
                                   const std::shared_ptr<view_state> &state) {
    auto *base = static_cast<typename device_texture<T, N>::byte_type *>(
        texture_access::buffer(x)->device_data(state, write));
    return {base + texture_access::offset(x), x.extent, texture_access::bits(x),
            texture_access::levels(x)};
  }
};

/// writeonly_texture_view -> device_writeonly_texture on the launch's view.
template <typename T, int N>
struct kernel_arg_converter<device_writeonly_texture<T, N>> {
  static device_writeonly_texture<T, N>
  convert(const concurrency::graphics::writeonly_texture_view<T, N> &view,
          const std::shared_ptr<view_state> &state) {
    void *base = texture_access::buffer(view)->device_data(state, true);
    return {static_cast<unsigned char *>(base) + texture_access::offset(view),
            view.extent, texture_access::bits(view)};
  }
};

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_GRAPHICS_TEXTURE_H
