//===- amp_graphics.h - C++ AMP graphics library for parsing --------------===//
//
// Part of amp2hip. This header is used ONLY by the amp2hip translator to parse
// C++ AMP sources with an unmodified Clang (DESIGN.md, decision 1). It
// declares the graphics library of C++ AMP v1.2 §10 (namespace
// concurrency::graphics, MSVC's <amp_graphics.h>) that amp2hip supports, so
// that user code type-checks; nothing here is compiled into a program.
// Translated programs include <amp2hip/amp_graphics.h> (the HIP runtime).
//
// Declared: texture<T, N> (N = 1, 2, 3; T a scalar or short vector of int,
// uint, float, double, norm, unorm), writeonly_texture_view<T, N>,
// texture_view<T, N> and texture_view<const T, N> (element access, and for
// the const view sampling: sample and gather_* with a sampler, filter_mode,
// address_mode), copy and copy_async. Not declared, so that programs using
// them fail to parse with a message naming them: the direct3d
// interoperation functions (make_texture, get_texture, make_sampler, ...).
//
// Kernels capture textures by reference and the views by value; the
// translator maps them to amp2hip::kernel_param_t<...> (device_texture /
// device_writeonly_texture in the runtime).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSE_AMP_GRAPHICS_H
#define AMP2HIP_PARSE_AMP_GRAPHICS_H

#include <amp.h>
#include <amp_short_vectors.h>

#include <amp2hip/detail/sampler_modes.def>
#include <amp2hip/detail/texture_copies.def>

#include <type_traits>

namespace Concurrency {
namespace graphics {

namespace detail {
// The iterator test of <amp.h>.
using Concurrency::detail::if_iterator;
using Concurrency::detail::is_iterator;
// The texels C++ AMP samples and gathers: float, norm and unorm scalars and
// their short vectors (sample and gather_* exist only for them, so that
// another texel type is an error at the call, as MSVC's static_assert is).
template <typename T, int Channel = 0, int Rank = 2>
constexpr bool is_sampled_texel() {
  typedef typename short_vector_traits<T>::value_type S;
  return (std::is_same<S, float>::value || std::is_same<S, norm>::value ||
          std::is_same<S, unorm>::value) &&
         Channel < short_vector_traits<T>::size && Rank == 2;
}
} // namespace detail

template <typename T, int N> class texture;
template <typename T, int N> class writeonly_texture_view;
template <typename T, int N> class texture_view;

/// C++ AMP 1.2 filter_mode and address_mode (Direct3D 11's values: the
/// runtime's table, <amp2hip/detail/sampler_modes.def>).
enum filter_mode { AMP2HIP_FILTER_MODES(AMP2HIP_SAMPLER_ENUMERATOR) };
enum address_mode { AMP2HIP_ADDRESS_MODES(AMP2HIP_SAMPLER_ENUMERATOR) };

/// C++ AMP 1.2 sampler: how texture_view<const T, N>::sample reads.
class sampler {
public:
  sampler() restrict(cpu);
  sampler(filter_mode Filter) restrict(cpu);
  sampler(address_mode Address,
          float_4 Border = float_4(0.0f, 0.0f, 0.0f, 0.0f)) restrict(cpu);
  sampler(filter_mode Filter, address_mode Address,
          float_4 Border = float_4(0.0f, 0.0f, 0.0f, 0.0f)) restrict(cpu);
  // Copies are implicit (MSVC declares them restrict(amp, cpu)): kernels
  // capture a sampler by value, and its device form is the same class.

  filter_mode get_filter_mode() const restrict(amp, cpu);
  address_mode get_address_mode() const restrict(amp, cpu);
  float_4 get_border_color() const restrict(amp, cpu);

private:
  filter_mode Filter_;
  address_mode Address_;
  float_4 Border_;
};

/// C++ AMP v1.2 §10.1 texture<T, N>. The rank-specific constructors exist
/// only for their rank (as in the runtime).
template <typename T, int N> class texture {
  template <int R> using if_rank = std::enable_if_t<R == N, int>;

public:
  static const int rank = N;
  typedef T value_type;
  typedef typename short_vector_traits<T>::value_type scalar_type;

  texture(const concurrency::extent<N> &Ext, unsigned int Bits,
          const accelerator_view &View);
  texture(const concurrency::extent<N> &Ext, const accelerator_view &View);
  explicit texture(const concurrency::extent<N> &Ext);
  texture(const concurrency::extent<N> &Ext, unsigned int Bits);
  texture(const concurrency::extent<N> &Ext, unsigned int Bits,
          unsigned int MipmapLevels);
  texture(const concurrency::extent<N> &Ext, unsigned int Bits,
          unsigned int MipmapLevels, const accelerator_view &View);
  template <int R = 1, if_rank<R> = 0> explicit texture(int E0);
  template <int R = 2, if_rank<R> = 0> texture(int E0, int E1);
  template <int R = 3, if_rank<R> = 0> texture(int E0, int E1, int E2);
  template <int R = 1, if_rank<R> = 0>
  texture(int E0, const accelerator_view &View);
  template <int R = 2, if_rank<R> = 0>
  texture(int E0, int E1, const accelerator_view &View);
  template <int R = 3, if_rank<R> = 0>
  texture(int E0, int E1, int E2, const accelerator_view &View);
  template <int R = 1, if_rank<R> = 0> texture(int E0, unsigned int Bits);
  template <int R = 2, if_rank<R> = 0>
  texture(int E0, int E1, unsigned int Bits);
  template <int R = 3, if_rank<R> = 0>
  texture(int E0, int E1, int E2, unsigned int Bits);
  template <int R = 1, if_rank<R> = 0>
  texture(int E0, unsigned int Bits, const accelerator_view &View);
  template <int R = 2, if_rank<R> = 0>
  texture(int E0, int E1, unsigned int Bits, const accelerator_view &View);
  template <int R = 3, if_rank<R> = 0>
  texture(int E0, int E1, int E2, unsigned int Bits,
          const accelerator_view &View);

  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  texture(const concurrency::extent<N> &Ext, InputIt First, InputIt Last,
          const accelerator_view &View);
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  texture(const concurrency::extent<N> &Ext, InputIt First, InputIt Last);
  template <typename InputIt, int R = 1, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int E0, InputIt First, InputIt Last);
  template <typename InputIt, int R = 2, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int E0, int E1, InputIt First, InputIt Last);
  template <typename InputIt, int R = 3, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int E0, int E1, int E2, InputIt First, InputIt Last);
  template <typename InputIt, int R = 1, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int E0, InputIt First, InputIt Last, const accelerator_view &View);
  template <typename InputIt, int R = 2, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int E0, int E1, InputIt First, InputIt Last,
          const accelerator_view &View);
  template <typename InputIt, int R = 3, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int E0, int E1, int E2, InputIt First, InputIt Last,
          const accelerator_view &View);

  // MSVC's order: the source, its size in bytes, the bits per scalar element.
  texture(const concurrency::extent<N> &Ext, const void *Source,
          unsigned int SourceBytes, unsigned int Bits,
          const accelerator_view &View);
  texture(const concurrency::extent<N> &Ext, const void *Source,
          unsigned int SourceBytes, unsigned int Bits);
  template <int R = 1, if_rank<R> = 0>
  texture(int E0, const void *Source, unsigned int SourceBytes,
          unsigned int Bits);
  template <int R = 2, if_rank<R> = 0>
  texture(int E0, int E1, const void *Source, unsigned int SourceBytes,
          unsigned int Bits);
  template <int R = 3, if_rank<R> = 0>
  texture(int E0, int E1, int E2, const void *Source, unsigned int SourceBytes,
          unsigned int Bits);
  template <int R = 1, if_rank<R> = 0>
  texture(int E0, const void *Source, unsigned int SourceBytes,
          unsigned int Bits, const accelerator_view &View);
  template <int R = 2, if_rank<R> = 0>
  texture(int E0, int E1, const void *Source, unsigned int SourceBytes,
          unsigned int Bits, const accelerator_view &View);
  template <int R = 3, if_rank<R> = 0>
  texture(int E0, int E1, int E2, const void *Source, unsigned int SourceBytes,
          unsigned int Bits, const accelerator_view &View);

  texture(const texture &Other);
  texture(const texture &Other, const accelerator_view &View);

  // Staging textures (C++ AMP 1.2): View the CPU accelerator's, Associated
  // another's; their texels in host memory (data(), row_pitch).
  texture(const concurrency::extent<N> &Ext, const accelerator_view &View,
          const accelerator_view &Associated);
  texture(const concurrency::extent<N> &Ext, unsigned int Bits,
          const accelerator_view &View, const accelerator_view &Associated);
  template <int R = 1, if_rank<R> = 0>
  texture(int E0, const accelerator_view &View,
          const accelerator_view &Associated);
  template <int R = 2, if_rank<R> = 0>
  texture(int E0, int E1, const accelerator_view &View,
          const accelerator_view &Associated);
  template <int R = 3, if_rank<R> = 0>
  texture(int E0, int E1, int E2, const accelerator_view &View,
          const accelerator_view &Associated);
  template <int R = 1, if_rank<R> = 0>
  texture(int E0, unsigned int Bits, const accelerator_view &View,
          const accelerator_view &Associated);
  template <int R = 2, if_rank<R> = 0>
  texture(int E0, int E1, unsigned int Bits, const accelerator_view &View,
          const accelerator_view &Associated);
  template <int R = 3, if_rank<R> = 0>
  texture(int E0, int E1, int E2, unsigned int Bits,
          const accelerator_view &View, const accelerator_view &Associated);
  template <typename InputIt, detail::if_iterator<InputIt> = 0>
  texture(const concurrency::extent<N> &Ext, InputIt First, InputIt Last,
          const accelerator_view &View, const accelerator_view &Associated);
  template <typename InputIt, int R = 1, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int E0, InputIt First, InputIt Last, const accelerator_view &View,
          const accelerator_view &Associated);
  template <typename InputIt, int R = 2, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int E0, int E1, InputIt First, InputIt Last,
          const accelerator_view &View, const accelerator_view &Associated);
  template <typename InputIt, int R = 3, detail::if_iterator<InputIt> = 0,
            if_rank<R> = 0>
  texture(int E0, int E1, int E2, InputIt First, InputIt Last,
          const accelerator_view &View, const accelerator_view &Associated);
  texture(const texture &Other, const accelerator_view &View,
          const accelerator_view &Associated);
  template <typename U, typename = std::enable_if_t<
                            std::is_same<std::remove_const_t<U>, T>::value>>
  texture(const texture_view<U, N> &Source, const accelerator_view &View);
  template <typename U, typename = std::enable_if_t<
                            std::is_same<std::remove_const_t<U>, T>::value>>
  texture(const texture_view<U, N> &Source, const accelerator_view &View,
          const accelerator_view &Associated);
  template <typename U, typename = std::enable_if_t<
                            std::is_same<std::remove_const_t<U>, T>::value>>
  explicit texture(const texture_view<U, N> &Source);
  texture(texture &&Other);
  texture &operator=(const texture &Other);
  texture &operator=(texture &&Other);

  concurrency::extent<N> get_extent() const restrict(amp, cpu);
  concurrency::extent<N> get_mipmap_extent(unsigned int Level) const;
  accelerator_view get_accelerator_view() const;
  accelerator_view get_associated_accelerator_view() const;
  unsigned int get_bits_per_scalar_element() const;
  unsigned int get_mipmap_levels() const;
  unsigned int get_data_length() const;
  void *data();
  const void *data() const;
  unsigned int get_row_pitch() const;
  unsigned int get_depth_pitch() const;
  void copy_to(texture &Dest) const;
  void copy_to(const writeonly_texture_view<T, N> &Dest) const;

  // Element access, in kernels only.
  value_type operator[](const index<N> &Idx) const restrict(amp);
  value_type operator[](int I0) const restrict(amp);
  value_type operator()(const index<N> &Idx) const restrict(amp);
  value_type operator()(int I0) const restrict(amp);
  value_type operator()(int I0, int I1) const restrict(amp);
  value_type operator()(int I0, int I1, int I2) const restrict(amp);
  value_type get(const index<N> &Idx) const restrict(amp);
  void set(const index<N> &Idx, const value_type &Value) restrict(amp);

  // AMP's properties (the runtime has data members of these names).
  concurrency::extent<N> extent;
  unsigned int bits_per_scalar_element;
  unsigned int data_length;
  unsigned int mipmap_levels;
  __declspec(property(get = get_row_pitch)) unsigned int row_pitch;
  __declspec(property(get = get_depth_pitch)) unsigned int depth_pitch;
  __declspec(property(get = get_associated_accelerator_view))
      accelerator_view associated_accelerator_view;
};

/// C++ AMP v1.2 §10.2 writeonly_texture_view<T, N>.
template <typename T, int N> class writeonly_texture_view {
public:
  static const int rank = N;
  typedef T value_type;
  typedef typename short_vector_traits<T>::value_type scalar_type;

  writeonly_texture_view(texture<T, N> &Source);
  writeonly_texture_view(const writeonly_texture_view &Other) restrict(amp,
                                                                       cpu);
  writeonly_texture_view &
  operator=(const writeonly_texture_view &Other) restrict(amp, cpu);

  concurrency::extent<N> get_extent() const restrict(amp, cpu);
  accelerator_view get_accelerator_view() const;
  unsigned int get_bits_per_scalar_element() const;
  unsigned int get_data_length() const;
  void set(const index<N> &Idx, const value_type &Value) const restrict(amp);

  concurrency::extent<N> extent;
  unsigned int bits_per_scalar_element;
  unsigned int data_length;
};

/// C++ AMP v1.2 §10.3 texture_view<T, N>: read and write access.
template <typename T, int N> class texture_view {
public:
  static const int rank = N;
  typedef T value_type;
  typedef typename short_vector_traits<T>::value_type scalar_type;

  texture_view(texture<T, N> &Source, unsigned int MipmapLevel = 0);
  texture_view(const texture_view &Other) restrict(amp, cpu);
  texture_view &operator=(const texture_view &Other) restrict(amp, cpu);

  concurrency::extent<N> get_extent() const restrict(amp, cpu);
  accelerator_view get_accelerator_view() const;
  unsigned int get_bits_per_scalar_element() const;
  unsigned int get_data_length() const;
  unsigned int get_mipmap_levels() const;
  concurrency::extent<N> get_mipmap_extent(unsigned int Level) const;

  value_type operator[](const index<N> &Idx) const restrict(amp);
  value_type operator[](int I0) const restrict(amp);
  value_type operator()(const index<N> &Idx) const restrict(amp);
  value_type operator()(int I0) const restrict(amp);
  value_type operator()(int I0, int I1) const restrict(amp);
  value_type operator()(int I0, int I1, int I2) const restrict(amp);
  value_type get(const index<N> &Idx) const restrict(amp);
  void set(const index<N> &Idx, const value_type &Value) const restrict(amp);

  concurrency::extent<N> extent;
  unsigned int bits_per_scalar_element;
  unsigned int data_length;
};

/// C++ AMP v1.2 §10.3 texture_view<const T, N>: read-only access and (C++
/// AMP 1.2) sampling.
template <typename T, int N> class texture_view<const T, N> {
public:
  static const int rank = N;
  typedef const T value_type;
  typedef typename short_vector_traits<T>::value_type scalar_type;

  // Every mipmap level of Source; a range of them (C++ AMP 1.2).
  texture_view(const texture<T, N> &Source);
  texture_view(const texture<T, N> &Source, unsigned int MostDetailedMip,
               unsigned int MipmapLevels);
  texture_view(const texture_view &Other, unsigned int MostDetailedMip,
               unsigned int MipmapLevels);
  texture_view(const texture_view<T, N> &Other);
  texture_view(const texture_view &Other) restrict(amp, cpu);
  texture_view &operator=(const texture_view &Other) restrict(amp, cpu);

  concurrency::extent<N> get_extent() const restrict(amp, cpu);
  accelerator_view get_accelerator_view() const;
  unsigned int get_bits_per_scalar_element() const;
  unsigned int get_data_length() const;
  unsigned int get_mipmap_levels() const restrict(amp, cpu);
  concurrency::extent<N> get_mipmap_extent(unsigned int Level) const;

  T operator[](const index<N> &Idx) const restrict(amp);
  T operator[](int I0) const restrict(amp);
  T operator()(const index<N> &Idx) const restrict(amp);
  T operator()(int I0) const restrict(amp);
  T operator()(int I0, int I1) const restrict(amp);
  T operator()(int I0, int I1, int I2) const restrict(amp);
  T get(const index<N> &Idx, unsigned int MipLevel = 0) const restrict(amp);

  typedef typename short_vector<float, N>::type coordinates_type;
  typedef typename short_vector<scalar_type, 4>::type gather_return_type;
  template <typename U = T,
            std::enable_if_t<detail::is_sampled_texel<U>(), int> = 0>
  T sample(const sampler &Sampler, const coordinates_type &Coord,
           float LevelOfDetail = 0.0f) const restrict(amp);
  template <filter_mode Filter = filter_linear,
            address_mode Address = address_clamp, typename U = T,
            std::enable_if_t<detail::is_sampled_texel<U>(), int> = 0>
  T sample(const coordinates_type &Coord, float LevelOfDetail = 0.0f) const
      restrict(amp);
#define AMP2HIP_PARSE_GATHER(Name, Channel)                                    \
  template <typename U = T,                                                    \
            std::enable_if_t<detail::is_sampled_texel<U, Channel, N>(), int> = \
                0>                                                             \
  const gather_return_type Name(const sampler &Sampler,                        \
                                const coordinates_type &Coord)                 \
      const restrict(amp);                                                     \
  template <address_mode Address = address_clamp, typename U = T,              \
            std::enable_if_t<detail::is_sampled_texel<U, Channel, N>(), int> = \
                0>                                                             \
  const gather_return_type Name(const coordinates_type &Coord)                 \
      const restrict(amp);
  AMP2HIP_PARSE_GATHER(gather_red, 0)
  AMP2HIP_PARSE_GATHER(gather_green, 1)
  AMP2HIP_PARSE_GATHER(gather_blue, 2)
  AMP2HIP_PARSE_GATHER(gather_alpha, 3)
#undef AMP2HIP_PARSE_GATHER

  concurrency::extent<N> extent;
  unsigned int bits_per_scalar_element;
  unsigned int data_length;
};

// C++ AMP v1.2 §10.4 copy: the same overloads as the runtime's.
#define AMP2HIP_TEXTURE_COPY_FROM(Source)                                      \
  template <typename T, int N>                                                 \
  void copy(const Source<T, N> &Src, void *Dst, unsigned int DstBytes);        \
  template <typename T, int N>                                                 \
  void copy(const Source<T, N> &Src, const index<N> &SrcOrigin,                \
            const concurrency::extent<N> &Region, void *Dst,                   \
            unsigned int DstBytes);                                            \
  template <typename T, int N, typename OutputIt,                              \
            detail::if_iterator<OutputIt> = 0>                                 \
  void copy(const Source<T, N> &Src, OutputIt Dst);                            \
  template <typename T, int N, typename OutputIt,                              \
            detail::if_iterator<OutputIt> = 0>                                 \
  void copy(const Source<T, N> &Src, const index<N> &SrcOrigin,                \
            const concurrency::extent<N> &Region, OutputIt Dst);
#define AMP2HIP_TEXTURE_COPY_TO(Qual, Destination)                             \
  template <typename T, int N>                                                 \
  void copy(const void *Src, unsigned int SrcBytes,                            \
            Qual Destination<T, N> &Dst);                                      \
  template <typename T, int N>                                                 \
  void copy(const void *Src, unsigned int SrcBytes,                            \
            Qual Destination<T, N> &Dst, const index<N> &DstOrigin,            \
            const concurrency::extent<N> &Region);                             \
  template <typename InputIt, typename T, int N,                               \
            detail::if_iterator<InputIt> = 0>                                  \
  void copy(InputIt First, InputIt Last, Qual Destination<T, N> &Dst);         \
  template <typename InputIt, typename T, int N,                               \
            detail::if_iterator<InputIt> = 0>                                  \
  void copy(InputIt First, InputIt Last, Qual Destination<T, N> &Dst,          \
            const index<N> &DstOrigin, const concurrency::extent<N> &Region);
#define AMP2HIP_TEXTURE_COPY_BETWEEN(Source, Qual, Destination)                \
  template <typename T, typename U, int N>                                     \
  void copy(const Source<T, N> &Src, Qual Destination<U, N> &Dst);             \
  template <typename T, typename U, int N>                                     \
  void copy(const Source<T, N> &Src, const index<N> &SrcOrigin,                \
            Qual Destination<U, N> &Dst, const index<N> &DstOrigin,            \
            const concurrency::extent<N> &Region);

AMP2HIP_TEXTURE_COPIES(AMP2HIP_TEXTURE_COPY_FROM, AMP2HIP_TEXTURE_COPY_TO,
                       AMP2HIP_TEXTURE_COPY_BETWEEN)

/// C++ AMP v1.2 §10.4 copy_async: every copy form.
template <typename First, typename... Rest>
auto copy_async(First &&F, Rest &&...R)
    -> decltype(concurrency::graphics::copy(static_cast<First &&>(F),
                                            static_cast<Rest &&>(R)...),
                completion_future());

} // namespace graphics
} // namespace Concurrency

// The row macros of AMP2HIP_TEXTURE_COPIES above.
#undef AMP2HIP_TEXTURE_COPY_FROM
#undef AMP2HIP_TEXTURE_COPY_TO
#undef AMP2HIP_TEXTURE_COPY_BETWEEN

#endif // AMP2HIP_PARSE_AMP_GRAPHICS_H
