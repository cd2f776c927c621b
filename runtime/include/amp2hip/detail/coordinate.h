//===- amp2hip/detail/coordinate.h - index/extent arithmetic ----*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// amp2hip::detail::coordinate<Derived, N>: the N int components and the
/// component-wise arithmetic that concurrency::index<N> (C++ AMP v1.2 §4.1)
/// and concurrency::extent<N> (§4.2) share: operator[], compound assignment
/// with the same type and with an int, ++ and --, == and !=, and the binary
/// operators with the same type and with an int; and protected constructors
/// that set the components for the classes' own. Each class derives from it
/// (CRTP), so the operators take and return that class.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_COORDINATE_H
#define AMP2HIP_DETAIL_COORDINATE_H

#include "namespace.h"

#include <hip/hip_runtime.h>

namespace amp2hip::detail {

/// The N int components and the shared arithmetic of \p Derived, which is
/// concurrency::index<N> or concurrency::extent<N>, derives from
/// coordinate<Derived, N> and checks that N >= 1. The only data member is
/// int values_[N] and Derived adds none, so Derived is trivially copyable and
/// standard layout, its size is N * sizeof(int), and it can be a kernel
/// parameter. All members are __host__ __device__ and never throw. Arithmetic
/// is component-wise on int, without overflow checks. The binary operators
/// and == / != are hidden friends, found by argument-dependent lookup on
/// Derived; those that build a new value need Derived() (every component 0).
template <typename Derived, int N> class coordinate {
public:
  /// Component \p c (0 <= c < N; not checked).
  __host__ __device__ int operator[](unsigned int c) const {
    return values_[c];
  }
  /// Component \p c (0 <= c < N; not checked), writable.
  __host__ __device__ int &operator[](unsigned int c) { return values_[c]; }

  /// Adds \p rhs component-wise.
  __host__ __device__ Derived &operator+=(const Derived &rhs) {
    for (int d = 0; d < N; ++d)
      values_[d] += rhs[d];
    return derived();
  }
  /// Subtracts \p rhs component-wise.
  __host__ __device__ Derived &operator-=(const Derived &rhs) {
    for (int d = 0; d < N; ++d)
      values_[d] -= rhs[d];
    return derived();
  }
  /// Adds \p value to every component.
  __host__ __device__ Derived &operator+=(int value) {
    for (int d = 0; d < N; ++d)
      values_[d] += value;
    return derived();
  }
  /// Subtracts \p value from every component.
  __host__ __device__ Derived &operator-=(int value) {
    for (int d = 0; d < N; ++d)
      values_[d] -= value;
    return derived();
  }
  /// Multiplies every component by \p value.
  __host__ __device__ Derived &operator*=(int value) {
    for (int d = 0; d < N; ++d)
      values_[d] *= value;
    return derived();
  }
  /// Divides every component by \p value (integer division).
  __host__ __device__ Derived &operator/=(int value) {
    for (int d = 0; d < N; ++d)
      values_[d] /= value;
    return derived();
  }
  /// Replaces every component by its remainder modulo \p value.
  __host__ __device__ Derived &operator%=(int value) {
    for (int d = 0; d < N; ++d)
      values_[d] %= value;
    return derived();
  }
  /// Adds 1 to every component.
  __host__ __device__ Derived &operator++() { return *this += 1; }
  /// Adds 1 to every component; returns the old value.
  __host__ __device__ Derived operator++(int) {
    Derived old = derived();
    *this += 1;
    return old;
  }
  /// Subtracts 1 from every component.
  __host__ __device__ Derived &operator--() { return *this -= 1; }
  /// Subtracts 1 from every component; returns the old value.
  __host__ __device__ Derived operator--(int) {
    Derived old = derived();
    *this -= 1;
    return old;
  }

  /// True when every component equals the other's.
  __host__ __device__ friend bool operator==(const Derived &lhs,
                                             const Derived &rhs) {
    for (int d = 0; d < N; ++d)
      if (lhs[d] != rhs[d])
        return false;
    return true;
  }
  /// True when some component differs.
  __host__ __device__ friend bool operator!=(const Derived &lhs,
                                             const Derived &rhs) {
    return !(lhs == rhs);
  }

  /// Component-wise sum.
  __host__ __device__ friend Derived operator+(Derived lhs,
                                               const Derived &rhs) {
    return lhs += rhs;
  }
  /// Component-wise difference.
  __host__ __device__ friend Derived operator-(Derived lhs,
                                               const Derived &rhs) {
    return lhs -= rhs;
  }
  /// \p value added to every component.
  __host__ __device__ friend Derived operator+(Derived lhs, int value) {
    return lhs += value;
  }
  /// \p value added to every component.
  __host__ __device__ friend Derived operator+(int value, Derived rhs) {
    return rhs += value;
  }
  /// \p value subtracted from every component.
  __host__ __device__ friend Derived operator-(Derived lhs, int value) {
    return lhs -= value;
  }
  /// Every component subtracted from \p value.
  __host__ __device__ friend Derived operator-(int value, const Derived &rhs) {
    Derived result;
    for (int d = 0; d < N; ++d)
      result[d] = value - rhs[d];
    return result;
  }
  /// Every component times \p value.
  __host__ __device__ friend Derived operator*(Derived lhs, int value) {
    return lhs *= value;
  }
  /// Every component times \p value.
  __host__ __device__ friend Derived operator*(int value, Derived rhs) {
    return rhs *= value;
  }
  /// Every component divided by \p value.
  __host__ __device__ friend Derived operator/(Derived lhs, int value) {
    return lhs /= value;
  }
  /// \p value divided by every component.
  __host__ __device__ friend Derived operator/(int value, const Derived &rhs) {
    Derived result;
    for (int d = 0; d < N; ++d)
      result[d] = value / rhs[d];
    return result;
  }
  /// Every component modulo \p value.
  __host__ __device__ friend Derived operator%(Derived lhs, int value) {
    return lhs %= value;
  }
  /// \p value modulo every component.
  __host__ __device__ friend Derived operator%(int value, const Derived &rhs) {
    Derived result;
    for (int d = 0; d < N; ++d)
      result[d] = value % rhs[d];
    return result;
  }

protected:
  /// Every component 0.
  __host__ __device__ coordinate() {
    for (int d = 0; d < N; ++d)
      values_[d] = 0;
  }
  /// The components (c0, rest...); Derived checks that there are N of them.
  template <typename... Ints>
  __host__ __device__ explicit coordinate(int c0, Ints... rest)
      : values_{c0, rest...} {}
  /// The components components[0..N-1].
  __host__ __device__ explicit coordinate(const int components[]) {
    for (int d = 0; d < N; ++d)
      values_[d] = components[d];
  }

private:
  /// The components; component 0 is the most significant (slowest varying).
  int values_[N];

  __host__ __device__ Derived &derived() {
    return static_cast<Derived &>(*this);
  }
};

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_COORDINATE_H
