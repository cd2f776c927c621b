//===- msvc_simd_lanes.h - The lanes of MSVC's SIMD unions ------*- C++ -*-===//
//
// Part of amp2hip. MSVC declares its SIMD types (__m128, __m128i, ...) as
// unions whose members are the lanes as arrays (`v.m128i_i32[2]`); GCC and
// Clang declare them as vector types without members. The translator writes
// `v.m128i_i32` as `amp2hip::m128i_i32(v)` (AMP2HIP-W0003,
// tool/lib/Compat/MsvcErrorFixes.cpp; the members are the rows of
// msvc_simd_members.def). Both <amp.h>s include this header
// (msvc_amp_includes.h), so the translator's next round parses the text it
// wrote; it needs no intrinsics header (the vector's type is a template
// parameter).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_SIMD_LANES_H
#define AMP2HIP_MSVC_SIMD_LANES_H

#include <cstdint>

namespace amp2hip {
namespace detail {

/// The lanes of a SIMD value of type \p Vector as an array of \p Lane,
/// sizeof(Vector) / sizeof(Lane) elements, const when \p Vector is. The
/// element type may alias any object (GCC's and Clang's may_alias), as the
/// union members of MSVC may: a lane written through the array is read back
/// by the vector's next use, also under -O2's type-based alias analysis.
template <typename Lane, typename Vector> struct simd_lanes {
  static_assert(sizeof(Vector) % sizeof(Lane) == 0,
                "a SIMD type holds whole lanes");
  typedef Lane __attribute__((may_alias)) element;
  typedef element type[sizeof(Vector) / sizeof(Lane)];
};
template <typename Lane, typename Vector>
struct simd_lanes<Lane, const Vector> {
  typedef const Lane __attribute__((may_alias)) element;
  typedef element type[sizeof(Vector) / sizeof(Lane)];
};

} // namespace detail

/// MSVC's `V.NAME` (a union member of __m128, __m128i, ...): the lanes of
/// \p V as an lvalue array of LANE, reading and writing \p V itself.
#define AMP2HIP_SIMD_MEMBER(NAME, LANE)                                        \
  template <typename Vector>                                                   \
  inline typename detail::simd_lanes<LANE, Vector>::type &NAME(Vector &V) {    \
    return reinterpret_cast<typename detail::simd_lanes<LANE, Vector>::type &>( \
        V);                                                                    \
  }
#include "msvc_simd_members.def"

} // namespace amp2hip

#endif // AMP2HIP_MSVC_SIMD_LANES_H
