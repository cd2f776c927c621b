//===- amp2hip/detail/index.h - concurrency::index<N> ------------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::index<N> (C++ AMP v1.2 §4.1): an N-dimensional integer point.
/// Component 0 is the most significant (slowest varying) dimension. Usable on
/// the host and on the device (restrict(amp,cpu) in AMP).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_INDEX_H
#define AMP2HIP_DETAIL_INDEX_H

#include "namespace.h"

#include "coordinate.h"

#include <hip/hip_runtime.h>

namespace Concurrency {

/// An N-dimensional integer point, N >= 1 (C++ AMP v1.2 §4.1 index).
/// Trivially copyable; all members are __host__ __device__ and never throw.
/// Arithmetic is component-wise on int, without overflow checks: operator[],
/// the compound assignments, ++, --, ==, != and the binary operators with an
/// index or an int come from amp2hip::detail::coordinate.
template <int N> class index : public amp2hip::detail::coordinate<index<N>, N> {
  static_assert(N > 0, "index<N>: the rank N must be at least 1");
  using coordinate_type = amp2hip::detail::coordinate<index<N>, N>;

public:
  /// The number of components.
  static constexpr int rank = N;
  /// The type of one component.
  using value_type = int;

  /// The origin: every component 0.
  __host__ __device__ index() {}

  /// The rank-1 index (i0). Only for N == 1.
  __host__ __device__ explicit index(int i0) : coordinate_type(i0) {
    static_assert(N == 1, "index(i0) needs rank 1");
  }

  /// The rank-2 index (i0, i1). Only for N == 2.
  __host__ __device__ index(int i0, int i1) : coordinate_type(i0, i1) {
    static_assert(N == 2, "index(i0, i1) needs rank 2");
  }

  /// The rank-3 index (i0, i1, i2). Only for N == 3.
  __host__ __device__ index(int i0, int i1, int i2)
      : coordinate_type(i0, i1, i2) {
    static_assert(N == 3, "index(i0, i1, i2) needs rank 3");
  }

  /// The index whose components are components[0..N-1].
  __host__ __device__ explicit index(const int components[])
      : coordinate_type(components) {}
};

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_INDEX_H
