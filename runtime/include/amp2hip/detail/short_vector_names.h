//===- amp2hip/detail/short_vector_names.h - Short vector types -*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The names of C++ AMP's short vector library (v1.2 §10.8) that need no
/// definition of the vectors: the NORM_ and UNORM_ constants, the type names
/// int_2 ... double_4 and their direct3d spellings (float4, ...),
/// short_vector<S, N>::type for N = 2, 3, 4, short_vector_traits<T>, and the
/// traits of the scalar types. Plain C++, written once: the runtime
/// (detail/short_vector.h) and the translator's parse <amp_short_vectors.h>
/// (tool/amp-include) both include it before they define norm, unorm and
/// detail::short_vector_impl<T, N>, the class template that every vector type
/// names. short_vector<S, 1> is each includer's own.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_SHORT_VECTOR_NAMES_H
#define AMP2HIP_DETAIL_SHORT_VECTOR_NAMES_H

#include <type_traits>

namespace Concurrency {

/// The scalar type of a short vector, as MSVC's <amprt.h> names it for its
/// texture formats; copies of MSVC's <amp_short_vectors.h> in programs give
/// their vector types a `_Base_type_id` of this type. Not in the C++ AMP
/// specification; amp2hip's runtime does not use it.
enum _Short_vector_base_type_id : unsigned int {
  _Uint_type = 0,
  _Int_type = 1,
  _Float_type = 2,
  _Unorm_type = 3,
  _Norm_type = 4,
  _Double_type = 5,
  _Invalid_type = 0xFFFFFFFF
};

namespace graphics {

class unorm;
class norm;

/// AMP's norm and unorm constants.
#define UNORM_ZERO ((concurrency::graphics::unorm)0.0f)
#define UNORM_MIN ((concurrency::graphics::unorm)0.0f)
#define UNORM_MAX ((concurrency::graphics::unorm)1.0f)
#define NORM_ZERO ((concurrency::graphics::norm)0.0f)
#define NORM_MIN ((concurrency::graphics::norm)-1.0f)
#define NORM_MAX ((concurrency::graphics::norm)1.0f)

namespace detail {

/// A short vector of N (2, 3 or 4) components of type T (see the includers).
template <typename T, int N> class short_vector_impl;

/// True for the scalar types of AMP's short vectors.
template <typename T>
struct is_short_vector_scalar
    : std::bool_constant<
          std::is_same<T, int>::value || std::is_same<T, unsigned int>::value ||
          std::is_same<T, float>::value || std::is_same<T, double>::value ||
          std::is_same<T, norm>::value || std::is_same<T, unorm>::value> {};

/// True for norm and unorm.
template <typename T>
struct is_normalized_scalar
    : std::bool_constant<std::is_same<T, norm>::value ||
                         std::is_same<T, unorm>::value> {};

} // namespace detail

/// AMP's name for unsigned int in this namespace.
typedef unsigned int uint;

typedef detail::short_vector_impl<unsigned int, 2> uint_2;
typedef detail::short_vector_impl<unsigned int, 3> uint_3;
typedef detail::short_vector_impl<unsigned int, 4> uint_4;
typedef detail::short_vector_impl<int, 2> int_2;
typedef detail::short_vector_impl<int, 3> int_3;
typedef detail::short_vector_impl<int, 4> int_4;
typedef detail::short_vector_impl<float, 2> float_2;
typedef detail::short_vector_impl<float, 3> float_3;
typedef detail::short_vector_impl<float, 4> float_4;
typedef detail::short_vector_impl<unorm, 2> unorm_2;
typedef detail::short_vector_impl<unorm, 3> unorm_3;
typedef detail::short_vector_impl<unorm, 4> unorm_4;
typedef detail::short_vector_impl<norm, 2> norm_2;
typedef detail::short_vector_impl<norm, 3> norm_3;
typedef detail::short_vector_impl<norm, 4> norm_4;
typedef detail::short_vector_impl<double, 2> double_2;
typedef detail::short_vector_impl<double, 3> double_3;
typedef detail::short_vector_impl<double, 4> double_4;

namespace direct3d {
// The HLSL spellings (C++ AMP v1.2 §10.8.2).
typedef graphics::uint_2 uint2;
typedef graphics::uint_3 uint3;
typedef graphics::uint_4 uint4;
typedef graphics::int_2 int2;
typedef graphics::int_3 int3;
typedef graphics::int_4 int4;
typedef graphics::float_2 float2;
typedef graphics::float_3 float3;
typedef graphics::float_4 float4;
typedef graphics::unorm_2 unorm2;
typedef graphics::unorm_3 unorm3;
typedef graphics::unorm_4 unorm4;
typedef graphics::norm_2 norm2;
typedef graphics::norm_3 norm3;
typedef graphics::norm_4 norm4;
typedef graphics::double_2 double2;
typedef graphics::double_3 double3;
typedef graphics::double_4 double4;
} // namespace direct3d

/// short_vector<S, N>::type: the short vector of N components of type S,
/// S itself for N == 1 (C++ AMP v1.2 §10.8.3; the includers define
/// short_vector<S, 1>). Undefined for other S and N.
template <typename S, int N> struct short_vector;
template <typename S> struct short_vector<S, 2> {
  typedef detail::short_vector_impl<S, 2> type;
};
template <typename S> struct short_vector<S, 3> {
  typedef detail::short_vector_impl<S, 3> type;
};
template <typename S> struct short_vector<S, 4> {
  typedef detail::short_vector_impl<S, 4> type;
};

/// short_vector_traits<T>: value_type (the scalar type) and size (the
/// number of components) of a short vector or scalar type T (C++ AMP v1.2
/// §10.8.3). Undefined for other types.
template <typename T> struct short_vector_traits;
#define AMP2HIP_SV_SCALAR_TRAITS(S)                                            \
  template <> struct short_vector_traits<S> {                                  \
    typedef S value_type;                                                      \
    static constexpr int size = 1;                                             \
  };
AMP2HIP_SV_SCALAR_TRAITS(unsigned int)
AMP2HIP_SV_SCALAR_TRAITS(int)
AMP2HIP_SV_SCALAR_TRAITS(float)
AMP2HIP_SV_SCALAR_TRAITS(unorm)
AMP2HIP_SV_SCALAR_TRAITS(norm)
AMP2HIP_SV_SCALAR_TRAITS(double)
#undef AMP2HIP_SV_SCALAR_TRAITS
template <typename T, int N>
struct short_vector_traits<detail::short_vector_impl<T, N>> {
  typedef T value_type;
  static constexpr int size = N;
};

namespace details {
/// MSVC's description of a short vector type T as a texture element, which
/// its <amp_short_vectors.h> specializes for each vector and programs that
/// copy that header specialize for their own vector types. amp2hip's
/// textures do not read it (detail/graphics_texture.h has its own traits):
/// this primary template is for such specializations to compile. Every
/// member says "not a texture element".
template <typename T> struct _Short_vector_type_traits {
  typedef void _Scalar_type;
  static const bool _Is_valid_SVT_for_texture = false;
  static const _Short_vector_base_type_id _Format_base_type_id = _Invalid_type;
  static const unsigned int _Num_channels = 0;
  static const unsigned int _Default_bits_per_channel = 0;
};
} // namespace details

} // namespace graphics
} // namespace Concurrency

namespace amp2hip {
/// What the translator writes for `using namespace
/// concurrency::graphics::direct3d;` (its uses of the names below already
/// qualified): the direct3d spellings that HIP does not also declare at
/// global scope. With the others (float2, int3, uint4, double2, ...) a
/// using-directive at global scope would make them ambiguous with HIP's
/// vector types, in the program and in nvcc's own generated code (its
/// host_runtime.h names uint3). tool/lib/Rewrite/Passes/NameQualification.cpp
/// holds the other list.
namespace direct3d_unambiguous_names {
using Concurrency::graphics::direct3d::norm2;
using Concurrency::graphics::direct3d::norm3;
using Concurrency::graphics::direct3d::norm4;
using Concurrency::graphics::direct3d::unorm2;
using Concurrency::graphics::direct3d::unorm3;
using Concurrency::graphics::direct3d::unorm4;
} // namespace direct3d_unambiguous_names
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_SHORT_VECTOR_NAMES_H
