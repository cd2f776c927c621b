//===- amp2hip/detail/extent.h - concurrency::extent<N> ----------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::extent<N> (C++ AMP v1.2 §4.2): the size of an N-dimensional
/// domain. Component 0 is the most significant (slowest varying) dimension,
/// component N-1 the contiguous one. The tile<...>() members are defined in
/// tiled.h, which amp.h includes.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_EXTENT_H
#define AMP2HIP_DETAIL_EXTENT_H

#include "namespace.h"

#include "coordinate.h"
#include "index.h"

#include <hip/hip_runtime.h>

namespace Concurrency {

template <int D0, int D1, int D2> class tiled_extent;

/// The size of an N-dimensional domain, N >= 1 (C++ AMP v1.2 §4.2 extent).
/// Trivially copyable; all members are __host__ __device__ and
/// never throw. Arithmetic is component-wise on int, without overflow checks:
/// operator[], the compound assignments, ++, --, ==, != and the binary
/// operators with an extent or an int come from amp2hip::detail::coordinate;
/// those with an index are extent's own.
template <int N>
class extent : public amp2hip::detail::coordinate<extent<N>, N> {
  static_assert(N > 0, "extent<N>: the rank N must be at least 1");
  using coordinate_type = amp2hip::detail::coordinate<extent<N>, N>;

public:
  /// The number of dimensions.
  static constexpr int rank = N;
  /// The type of one component.
  using value_type = int;

  /// The empty extent: every component 0.
  __host__ __device__ extent() {}

  /// The rank-1 extent (e0). Only for N == 1.
  __host__ __device__ explicit extent(int e0) : coordinate_type(e0) {
    static_assert(N == 1, "extent(e0) needs rank 1");
  }

  /// The rank-2 extent (e0, e1): e0 rows of e1 elements. Only for N == 2.
  __host__ __device__ extent(int e0, int e1) : coordinate_type(e0, e1) {
    static_assert(N == 2, "extent(e0, e1) needs rank 2");
  }

  /// The rank-3 extent (e0, e1, e2). Only for N == 3.
  __host__ __device__ extent(int e0, int e1, int e2)
      : coordinate_type(e0, e1, e2) {
    static_assert(N == 3, "extent(e0, e1, e2) needs rank 3");
  }

  /// The extent whose components are components[0..N-1].
  __host__ __device__ explicit extent(const int components[])
      : coordinate_type(components) {}

  /// The number of points in the domain, the product of the components, as
  /// AMP's unsigned int: computed in 32-bit arithmetic as MSVC's <amp.h>
  /// does, so it wraps beyond 2^32 - 1 and a negative component gives the
  /// int product's bits (extent<2>(-1, 3).size() is 2^32 - 3; the
  /// conformance suite's size/Negative test checks it). The runtime sizes
  /// its allocations and launches with size64().
  __host__ __device__ unsigned int size() const {
    unsigned int product = 1;
    for (int d = 0; d < N; ++d)
      product *= static_cast<unsigned int>((*this)[d]);
    return product;
  }

  /// The number of points in the domain as a 64-bit number (amp2hip
  /// extension, used by the runtime for domains beyond 2^32 points). 0 when a
  /// component is 0 or negative.
  __host__ __device__ unsigned long long size64() const {
    unsigned long long product = 1;
    for (int d = 0; d < N; ++d) {
      if ((*this)[d] <= 0)
        return 0;
      product *= static_cast<unsigned long long>((*this)[d]);
    }
    return product;
  }

  /// True when 0 <= idx[d] < (*this)[d] for every dimension d.
  __host__ __device__ bool contains(const index<N> &idx) const {
    for (int d = 0; d < N; ++d)
      if (idx[d] < 0 || idx[d] >= (*this)[d])
        return false;
    return true;
  }

  /// This extent tiled with D0-long tiles (C++ AMP v1.2 §4.2, §4.3). Rank 1
  /// only; D0 > 0. Defined in tiled.h.
  template <int D0> __host__ __device__ tiled_extent<D0, 0, 0> tile() const;
  /// This extent tiled with D0 x D1 tiles. Rank 2 only; D0, D1 > 0.
  template <int D0, int D1>
  __host__ __device__ tiled_extent<D0, D1, 0> tile() const;
  /// This extent tiled with D0 x D1 x D2 tiles. Rank 3 only; D0, D1, D2 > 0.
  template <int D0, int D1, int D2>
  __host__ __device__ tiled_extent<D0, D1, D2> tile() const;

  // The compound assignments with an extent or an int are coordinate's; those
  // with an index below would hide them.
  using coordinate_type::operator+=;
  using coordinate_type::operator-=;

  /// Adds the index \p rhs component-wise.
  __host__ __device__ extent &operator+=(const index<N> &rhs) {
    for (int d = 0; d < N; ++d)
      (*this)[d] += rhs[d];
    return *this;
  }
  /// Subtracts the index \p rhs component-wise.
  __host__ __device__ extent &operator-=(const index<N> &rhs) {
    for (int d = 0; d < N; ++d)
      (*this)[d] -= rhs[d];
    return *this;
  }
  /// This extent plus the index \p rhs, component-wise.
  __host__ __device__ extent operator+(const index<N> &rhs) const {
    extent result = *this;
    return result += rhs;
  }
  /// This extent minus the index \p rhs, component-wise.
  __host__ __device__ extent operator-(const index<N> &rhs) const {
    extent result = *this;
    return result -= rhs;
  }
};

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_EXTENT_H
