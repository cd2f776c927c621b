//===- amp2hip/detail/windows_minmax.h - min, max, __min, __max -*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The minimum and maximum that MSVC's headers define as macros: min and max
/// (<windows.h>, through windef.h, unless NOMINMAX is defined before it) and
/// __min and __max (<stdlib.h>). Microsoft Learn, "__min" and "__max": each
/// "compares two values and returns the value of the smaller (larger) one",
/// of any numeric type, as `(((a) < (b)) ? (a) : (b))` and
/// `(((a) > (b)) ? (a) : (b))`.
///
/// Here they are function templates at global scope, not macros: a macro
/// named min or max breaks every later `std::min(a, b)`,
/// `std::numeric_limits<T>::max()` and the standard library's own headers,
/// which MSVC programs avoid with NOMINMAX or `(std::min)`. As functions,
/// `min(a, b)` in a program that relied on the macro compiles and gives the
/// macro's value (the same comparison, in the usual arithmetic conversions of
/// the two operands: std::common_type, to which both are converted before
/// the comparison, as the built-in operator does), while `std::min` keeps
/// working: for operands of one type, std::min(const T &, const T &) is more
/// specialized and wins where both are found (`using namespace std;`). Each
/// operand is evaluated once, where the macro evaluated one of them twice. Host
/// code only (HIP's headers have their own device min and max).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_WINDOWS_MINMAX_H
#define AMP2HIP_DETAIL_WINDOWS_MINMAX_H

#include <type_traits>

/// MSVC's __min(a, b) of <stdlib.h>: \p a if a < b, else \p b.
template <typename A, typename B>
constexpr typename std::common_type<A, B>::type __min(A a, B b) {
  typedef typename std::common_type<A, B>::type Common;
  return Common(a) < Common(b) ? Common(a) : Common(b);
}

/// MSVC's __max(a, b) of <stdlib.h>: \p a if a > b, else \p b.
template <typename A, typename B>
constexpr typename std::common_type<A, B>::type __max(A a, B b) {
  typedef typename std::common_type<A, B>::type Common;
  return Common(a) > Common(b) ? Common(a) : Common(b);
}

#ifndef NOMINMAX

/// The min(a, b) macro of <windows.h> (windef.h): \p a if a < b, else \p b.
template <typename A, typename B>
constexpr typename std::common_type<A, B>::type min(A a, B b) {
  typedef typename std::common_type<A, B>::type Common;
  return Common(a) < Common(b) ? Common(a) : Common(b);
}

/// The max(a, b) macro of <windows.h> (windef.h): \p a if a > b, else \p b.
template <typename A, typename B>
constexpr typename std::common_type<A, B>::type max(A a, B b) {
  typedef typename std::common_type<A, B>::type Common;
  return Common(a) > Common(b) ? Common(a) : Common(b);
}

#endif // NOMINMAX

#endif // AMP2HIP_DETAIL_WINDOWS_MINMAX_H
