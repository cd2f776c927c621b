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

#include <hip/hip_runtime.h>

namespace concurrency {

/// An N-dimensional integer point, N >= 1 (C++ AMP v1.2 §4.1 index).
/// Trivially copyable; all members are __host__ __device__ and never throw.
/// Arithmetic is component-wise on int, without overflow checks.
template <int N> class index {
  static_assert(N > 0, "index<N>: the rank N must be at least 1");

public:
  /// The number of components.
  static constexpr int rank = N;
  /// The type of one component.
  using value_type = int;

  /// The origin: every component 0.
  __host__ __device__ index() {
    for (int d = 0; d < N; ++d)
      values_[d] = 0;
  }

  /// The rank-1 index (i0). Only for N == 1.
  __host__ __device__ explicit index(int i0) {
    static_assert(N == 1, "index(i0) needs rank 1");
    values_[0] = i0;
  }

  /// The rank-2 index (i0, i1). Only for N == 2.
  __host__ __device__ index(int i0, int i1) {
    static_assert(N == 2, "index(i0, i1) needs rank 2");
    values_[0] = i0;
    values_[1] = i1;
  }

  /// The rank-3 index (i0, i1, i2). Only for N == 3.
  __host__ __device__ index(int i0, int i1, int i2) {
    static_assert(N == 3, "index(i0, i1, i2) needs rank 3");
    values_[0] = i0;
    values_[1] = i1;
    values_[2] = i2;
  }

  /// The index whose components are components[0..N-1].
  __host__ __device__ explicit index(const int components[]) {
    for (int d = 0; d < N; ++d)
      values_[d] = components[d];
  }

  /// Component \p c (0 <= c < N; not checked).
  __host__ __device__ int operator[](unsigned int c) const {
    return values_[c];
  }
  /// Component \p c (0 <= c < N; not checked), writable.
  __host__ __device__ int &operator[](unsigned int c) { return values_[c]; }

  /// Adds \p rhs component-wise.
  __host__ __device__ index &operator+=(const index &rhs) {
    for (int d = 0; d < N; ++d)
      values_[d] += rhs.values_[d];
    return *this;
  }
  /// Subtracts \p rhs component-wise.
  __host__ __device__ index &operator-=(const index &rhs) {
    for (int d = 0; d < N; ++d)
      values_[d] -= rhs.values_[d];
    return *this;
  }
  /// Adds \p value to every component.
  __host__ __device__ index &operator+=(int value) {
    for (int d = 0; d < N; ++d)
      values_[d] += value;
    return *this;
  }
  /// Subtracts \p value from every component.
  __host__ __device__ index &operator-=(int value) {
    for (int d = 0; d < N; ++d)
      values_[d] -= value;
    return *this;
  }
  /// Multiplies every component by \p value.
  __host__ __device__ index &operator*=(int value) {
    for (int d = 0; d < N; ++d)
      values_[d] *= value;
    return *this;
  }
  /// Divides every component by \p value (integer division).
  __host__ __device__ index &operator/=(int value) {
    for (int d = 0; d < N; ++d)
      values_[d] /= value;
    return *this;
  }
  /// Replaces every component by its remainder modulo \p value.
  __host__ __device__ index &operator%=(int value) {
    for (int d = 0; d < N; ++d)
      values_[d] %= value;
    return *this;
  }
  /// Adds 1 to every component.
  __host__ __device__ index &operator++() { return *this += 1; }
  /// Adds 1 to every component; returns the old value.
  __host__ __device__ index operator++(int) {
    index old = *this;
    *this += 1;
    return old;
  }
  /// Subtracts 1 from every component.
  __host__ __device__ index &operator--() { return *this -= 1; }
  /// Subtracts 1 from every component; returns the old value.
  __host__ __device__ index operator--(int) {
    index old = *this;
    *this -= 1;
    return old;
  }

  /// True when every component equals the other's.
  __host__ __device__ friend bool operator==(const index &lhs,
                                             const index &rhs) {
    for (int d = 0; d < N; ++d)
      if (lhs.values_[d] != rhs.values_[d])
        return false;
    return true;
  }
  /// True when some component differs.
  __host__ __device__ friend bool operator!=(const index &lhs,
                                             const index &rhs) {
    return !(lhs == rhs);
  }

  /// Component-wise sum.
  __host__ __device__ friend index operator+(index lhs, const index &rhs) {
    return lhs += rhs;
  }
  /// Component-wise difference.
  __host__ __device__ friend index operator-(index lhs, const index &rhs) {
    return lhs -= rhs;
  }
  /// \p value added to every component.
  __host__ __device__ friend index operator+(index lhs, int value) {
    return lhs += value;
  }
  /// \p value added to every component.
  __host__ __device__ friend index operator+(int value, index rhs) {
    return rhs += value;
  }
  /// \p value subtracted from every component.
  __host__ __device__ friend index operator-(index lhs, int value) {
    return lhs -= value;
  }
  /// Every component subtracted from \p value.
  __host__ __device__ friend index operator-(int value, const index &rhs) {
    index result;
    for (int d = 0; d < N; ++d)
      result.values_[d] = value - rhs.values_[d];
    return result;
  }
  /// Every component times \p value.
  __host__ __device__ friend index operator*(index lhs, int value) {
    return lhs *= value;
  }
  /// Every component times \p value.
  __host__ __device__ friend index operator*(int value, index rhs) {
    return rhs *= value;
  }
  /// Every component divided by \p value.
  __host__ __device__ friend index operator/(index lhs, int value) {
    return lhs /= value;
  }
  /// \p value divided by every component.
  __host__ __device__ friend index operator/(int value, const index &rhs) {
    index result;
    for (int d = 0; d < N; ++d)
      result.values_[d] = value / rhs.values_[d];
    return result;
  }
  /// Every component modulo \p value.
  __host__ __device__ friend index operator%(index lhs, int value) {
    return lhs %= value;
  }
  /// \p value modulo every component.
  __host__ __device__ friend index operator%(int value, const index &rhs) {
    index result;
    for (int d = 0; d < N; ++d)
      result.values_[d] = value % rhs.values_[d];
    return result;
  }

private:
  int values_[N];
};

} // namespace concurrency

#endif // AMP2HIP_DETAIL_INDEX_H
