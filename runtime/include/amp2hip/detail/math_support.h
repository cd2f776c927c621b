//===- amp2hip/detail/math_support.h - amp_math.h helpers -------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What <amp2hip/amp_math.h> needs besides HIP's and the C library's math:
///
///  - AMP2HIP_MATH_DEVICE_PASS: 1 while a compiler translates device code (the
///    device pass of hipcc or nvcc), else 0. The __host__ __device__ functions
///    of fast_math and precise_math choose the GPU's function in the device
///    pass and the C library's in the host pass with it.
///  - AMP2HIP_CPU_OR_AMP: a name for each side (below).
///  - amp2hip::detail::math: classification and small functions written once
///    for host and device (isnan, fpclassify, HLSL's sign, the sign of gamma,
///    scalb), with the same results on both sides.
///  - amp2hip::detail::math_host: host implementations of the functions that
///    HIP and CUDA have on the device only and the C library lacks (sinpi,
///    cospi, tanpi, rsqrt, rcbrt, exp10, erfinv, erfcinv, normcdf (AMP's phi)
///    and its inverse (probit)). They compute in long double and round once,
///    so that float and double results are correctly rounded or within a
///    fraction of an ulp of it on x86-64 (80-bit long double); the unit test
///    test/unit/math_test.hip.cpp checks them against 40-digit references.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_MATH_SUPPORT_H
#define AMP2HIP_DETAIL_MATH_SUPPORT_H

#include "namespace.h"

#include <hip/hip_runtime.h>

#include <cfloat>
#include <cmath>
#include <limits>

#if defined(__HIP_DEVICE_COMPILE__) || defined(__CUDA_ARCH__)
#define AMP2HIP_MATH_DEVICE_PASS 1
#else
#define AMP2HIP_MATH_DEVICE_PASS 0
#endif

/// AMP2HIP_CPU_OR_AMP(CPU, AMP): the function name CPU in the host pass (and
/// on the CPU platform), AMP in the device pass. The translator writes a call
/// of a fast_math or precise_math name in a restrict(amp, cpu) function as
/// `AMP2HIP_CPU_OR_AMP(std::sqrt, fast_math::sqrt)(x)` where MSVC's cpu side
/// calls a <cmath> function that the AMP namespace has no overload like
/// (`fast_math::sqrt(double)` is std::sqrt(double) on the cpu side, float on
/// the amp side; Rewrite/Passes/MathCpuCalls.cpp).
#if AMP2HIP_MATH_DEVICE_PASS
#define AMP2HIP_CPU_OR_AMP(CPU, AMP) AMP
#else
#define AMP2HIP_CPU_OR_AMP(CPU, AMP) CPU
#endif

namespace amp2hip {
namespace detail {
namespace math {

// Overloads on float and double of the few C functions the generic helpers
// below need, spelled with the C names that HIP, CUDA and the C library all
// declare for host and device.
__host__ __device__ inline float fabs_of(float X) { return ::fabsf(X); }
__host__ __device__ inline double fabs_of(double X) { return ::fabs(X); }
__host__ __device__ inline float floor_of(float X) { return ::floorf(X); }
__host__ __device__ inline double floor_of(double X) { return ::floor(X); }
__host__ __device__ inline float fmod_of(float X, float Y) {
  return ::fmodf(X, Y);
}
__host__ __device__ inline double fmod_of(double X, double Y) {
  return ::fmod(X, Y);
}
__host__ __device__ inline float rint_of(float X) { return ::rintf(X); }
__host__ __device__ inline double rint_of(double X) { return ::rint(X); }
__host__ __device__ inline float scalbn_of(float X, int N) {
  return ::scalbnf(X, N);
}
__host__ __device__ inline double scalbn_of(double X, int N) {
  return ::scalbn(X, N);
}
__host__ __device__ inline float quiet_nan_of(float) { return ::nanf(""); }
__host__ __device__ inline double quiet_nan_of(double) { return ::nan(""); }
__host__ __device__ inline float max_finite_of(float) { return FLT_MAX; }
__host__ __device__ inline double max_finite_of(double) { return DBL_MAX; }
__host__ __device__ inline float min_normal_of(float) { return FLT_MIN; }
__host__ __device__ inline double min_normal_of(double) { return DBL_MIN; }

// Classification by comparisons, valid for IEEE arithmetic on any target.
// They return int, as AMP's isnan & co. do (nonzero for true).
template <typename T> __host__ __device__ inline int is_nan(T X) {
  return X != X;
}
template <typename T> __host__ __device__ inline int is_inf(T X) {
  return fabs_of(X) > max_finite_of(X);
}
template <typename T> __host__ __device__ inline int is_finite(T X) {
  return fabs_of(X) <= max_finite_of(X);
}
template <typename T> __host__ __device__ inline int fp_classify(T X) {
  if (is_nan(X))
    return FP_NAN;
  T A = fabs_of(X);
  if (A > max_finite_of(X))
    return FP_INFINITE;
  if (A == T(0))
    return FP_ZERO;
  if (A < min_normal_of(X))
    return FP_SUBNORMAL;
  return FP_NORMAL;
}

/// HLSL's sign(): -1, 0 or +1 (0 for +-0 and NaN). MSVC's fast_math::signbit
/// is this function (it calls the Direct3D sign intrinsic).
template <typename T> __host__ __device__ inline int hlsl_sign(T X) {
  return (X > T(0)) - (X < T(0));
}

/// The sign of Gamma(X) as lgamma_r reports it: +1, or -1 for -0 and for the
/// negative non-integers whose floor is odd. At the poles (0 and the negative
/// integers), at +-infinity and for NaN it is +1, except -1 at -0 (glibc's
/// choices, so that host and device agree).
template <typename T> __host__ __device__ inline int gamma_sign(T X) {
  if (X == T(0))
    return ::copysign(1.0, static_cast<double>(X)) < 0.0 ? -1 : 1;
  if (!(X < T(0)))
    return 1; // Positive, +infinity or NaN.
  T Floor = floor_of(X);
  if (Floor == X)
    return 1; // A pole (also -infinity).
  return fmod_of(Floor, T(2)) == T(0) ? 1 : -1;
}

/// scalb(X, Y) = X * 2^Y for integral Y, as the C library (XSI) defines it:
/// NaN for a non-integral Y; an infinite Y multiplies or divides.
template <typename T> __host__ __device__ inline T scalb(T X, T Y) {
  if (is_nan(X))
    return X * Y;
  if (!is_finite(Y)) {
    if (is_nan(Y) || Y > T(0))
      return X * Y;
    return X / -Y;
  }
  if (rint_of(Y) != Y)
    return quiet_nan_of(X);
  // Beyond +-65000 every finite X overflows or underflows anyway.
  const T Limit = T(65000);
  T Clamped = Y > Limit ? Limit : (Y < -Limit ? -Limit : Y);
  return scalbn_of(X, static_cast<int>(Clamped));
}

} // namespace math

#if !AMP2HIP_MATH_DEVICE_PASS
namespace math_host {

using ld = long double;

constexpr ld Pi = 3.14159265358979323846264338327950288L;
constexpr ld Sqrt2 = 1.41421356237309504880168872420969808L;
constexpr ld InvSqrt2 = 0.70710678118654752440084436210484904L;
constexpr ld TwoOverSqrtPi = 1.12837916709551257389615890312154517L;
constexpr ld SqrtPi = 1.77245385090551602729816748334114518L;

/// sin(pi * X) in long double. The reduction to [0, 2) and the shifts below are
/// exact in X's own type, so only sinl/cosl round.
template <typename T> inline ld sinpi_ld(T X) {
  if (!std::isfinite(X))
    return X - X; // NaN, also for +-infinity.
  T R = std::fmod(std::fabs(X), T(2));
  ld Y;
  if (R <= T(0.25))
    Y = std::sin(Pi * R);
  else if (R < T(0.75))
    Y = std::cos(Pi * (R - T(0.5)));
  else if (R <= T(1.25))
    Y = std::sin(Pi * (T(1) - R));
  else if (R < T(1.75))
    Y = -std::cos(Pi * (R - T(1.5)));
  else
    Y = -std::sin(Pi * (T(2) - R));
  return std::signbit(X) ? -Y : Y; // sinpi is odd: sinpi(-0) = -0.
}

/// cos(pi * X) in long double; +0 (never -0) at the half-integers.
template <typename T> inline ld cospi_ld(T X) {
  if (!std::isfinite(X))
    return X - X;
  T R = std::fmod(std::fabs(X), T(2));
  ld Y;
  if (R <= T(0.25))
    Y = std::cos(Pi * R);
  else if (R < T(0.75))
    Y = -std::sin(Pi * (R - T(0.5)));
  else if (R <= T(1.25))
    Y = -std::cos(Pi * (R - T(1)));
  else if (R < T(1.75))
    Y = std::sin(Pi * (R - T(1.5)));
  else
    Y = std::cos(Pi * (T(2) - R));
  return Y + ld(0); // -0 + +0 = +0.
}

template <typename T> inline T sinpi(T X) {
  return static_cast<T>(sinpi_ld(X));
}
template <typename T> inline T cospi(T X) {
  return static_cast<T>(cospi_ld(X));
}

/// tan(pi * X) as sinpi(X) / cospi(X), which fixes the signs that IEEE 754
/// gives tanPi: +-infinity at the half-integers (+ after an even integer),
/// signed zeros at the integers.
template <typename T> inline T tanpi(T X) {
  return static_cast<T>(sinpi_ld(X) / cospi_ld(X));
}

template <typename T> inline T rsqrt(T X) {
  return static_cast<T>(ld(1) / std::sqrt(static_cast<ld>(X)));
}

template <typename T> inline T rcbrt(T X) {
  return static_cast<T>(ld(1) / std::cbrt(static_cast<ld>(X)));
}

template <typename T> inline T exp10(T X) {
  return static_cast<T>(std::pow(ld(10), static_cast<ld>(X)));
}

/// Normal cumulative distribution function: 0.5 * erfc(-X / sqrt(2)).
template <typename T> inline T phi(T X) {
  return static_cast<T>(ld(0.5) * std::erfc(-static_cast<ld>(X) * InvSqrt2));
}

/// Solves F(Z) = Target for an F that is monotone on [Lo, Hi], starting at Z,
/// with Halley steps (F''(Z) = -2 Z F'(Z) for erf and erfc). A step that is
/// too long or leaves the bracket is replaced by bisection, so the loop
/// always converges.
/// \p Decreasing tells the direction of F.
template <typename F>
inline ld solve_erf_like(F Fn, ld Target, ld Z, ld Lo, ld Hi, bool Decreasing) {
  for (int Iter = 0; Iter < 100; ++Iter) {
    ld Residual = Fn(Z) - Target;
    if (Residual == 0)
      return Z;
    // Keep [Lo, Hi] around the root.
    bool Above = Decreasing ? Residual < 0 : Residual > 0;
    if (Above)
      Hi = Z;
    else
      Lo = Z;
    ld Slope = (Decreasing ? -TwoOverSqrtPi : TwoOverSqrtPi) * std::exp(-Z * Z);
    ld Newton = Slope != 0 ? Residual / Slope : ld(0);
    // Near the root Halley's step shrinks cubically. Far from it
    // (|Z * Newton| >= 1/2) the step degenerates to about 1/Z: bisect instead.
    if (Slope != 0 && std::fabs(Z * Newton) < ld(0.5)) {
      ld Next = Z - Newton / (ld(1) + Z * Newton);
      if (std::fabs(Next - Z) <= 2 * LDBL_EPSILON * std::fabs(Z))
        return Next;
      if (Next > Lo && Next < Hi) {
        Z = Next;
        continue;
      }
    }
    Z = Lo + (Hi - Lo) / 2;
  }
  return Z;
}

/// erfinv for |Y| <= 0.5, where solving erf(Z) = Y keeps full relative
/// precision. Start: the series (sqrt(pi)/2)(Y + pi Y^3/12 + 7 pi^2 Y^5/480).
inline ld erfinv_central(ld Y) {
  if (Y == 0)
    return Y;
  ld Y2 = Y * Y;
  ld Start = SqrtPi / 2 * Y * (1 + Pi * Y2 / 12 + 7 * Pi * Pi * Y2 * Y2 / 480);
  auto Erf = [](ld Z) { return std::erf(Z); };
  return Y > 0 ? solve_erf_like(Erf, Y, Start, ld(0), ld(0.5), false)
               : solve_erf_like(Erf, Y, Start, ld(-0.5), ld(0), false);
}

/// erfcinv for 0 < Q <= 0.5, solving erfc(Z) = Q (relative precision holds in
/// the tail). Start: Giles' single-precision erfinv approximation
/// ("Approximating the erfinv function", GPU Computing Gems, 2011) while it is
/// valid (W = -log(Q (2 - Q)) <= 16), else the asymptotic Z^2 = -log(Q Z
/// sqrt(pi)).
inline ld erfcinv_tail(ld Q) {
  ld W = -std::log(Q * (2 - Q));
  ld Start;
  if (W < 5) {
    ld V = W - ld(2.5);
    ld P = ld(2.81022636e-08);
    P = ld(3.43273939e-07) + P * V;
    P = ld(-3.5233877e-06) + P * V;
    P = ld(-4.39150654e-06) + P * V;
    P = ld(0.00021858087) + P * V;
    P = ld(-0.00125372503) + P * V;
    P = ld(-0.00417768164) + P * V;
    P = ld(0.246640727) + P * V;
    P = ld(1.50140941) + P * V;
    Start = P * (1 - Q);
  } else if (W <= 16) {
    ld V = std::sqrt(W) - 3;
    ld P = ld(-0.000200214257);
    P = ld(0.000100950558) + P * V;
    P = ld(0.00134934322) + P * V;
    P = ld(-0.00367342844) + P * V;
    P = ld(0.00573950773) + P * V;
    P = ld(-0.0076224613) + P * V;
    P = ld(0.00943887047) + P * V;
    P = ld(1.00167406) + P * V;
    P = ld(2.83297682) + P * V;
    Start = P * (1 - Q);
  } else {
    ld L = -std::log(Q);
    Start = std::sqrt(L);
    for (int I = 0; I < 3; ++I)
      Start = std::sqrt(L - std::log(Start * SqrtPi));
  }
  auto Erfc = [](ld Z) { return std::erfc(Z); };
  // erfc(0.47) > 0.5 and erfc(110) is below long double's smallest number.
  return solve_erf_like(Erfc, Q, Start, ld(0.47), ld(110), true);
}

/// erfcinv(Q) for Q in (0, 2), dispatching to the formulation that is exact
/// in its argument: 2 - Q and 1 - Q are exact (Sterbenz) where they are used.
inline ld erfcinv_ld(ld Q) {
  if (Q > ld(1.5))
    return -erfcinv_tail(2 - Q);
  if (Q >= ld(0.5))
    return erfinv_central(1 - Q);
  return erfcinv_tail(Q);
}

template <typename T> inline T erfinv(T Y) {
  if (std::isnan(Y))
    return Y;
  if (std::fabs(Y) > T(1))
    return std::numeric_limits<T>::quiet_NaN();
  if (std::fabs(Y) == T(1))
    return std::copysign(std::numeric_limits<T>::infinity(), Y);
  ld A = std::fabs(static_cast<ld>(Y));
  ld Z = A <= ld(0.5) ? erfinv_central(A) : erfcinv_tail(1 - A);
  return static_cast<T>(std::signbit(Y) ? -Z : Z);
}

template <typename T> inline T erfcinv(T Q) {
  if (std::isnan(Q))
    return Q;
  if (Q < T(0) || Q > T(2))
    return std::numeric_limits<T>::quiet_NaN();
  if (Q == T(0))
    return std::numeric_limits<T>::infinity();
  if (Q == T(2))
    return -std::numeric_limits<T>::infinity();
  return static_cast<T>(erfcinv_ld(Q));
}

/// Inverse of phi: -sqrt(2) * erfcinv(2 P); 2 P is exact.
template <typename T> inline T probit(T P) {
  if (std::isnan(P))
    return P;
  if (P < T(0) || P > T(1))
    return std::numeric_limits<T>::quiet_NaN();
  if (P == T(0))
    return -std::numeric_limits<T>::infinity();
  if (P == T(1))
    return std::numeric_limits<T>::infinity();
  return static_cast<T>(-Sqrt2 * erfcinv_ld(2 * static_cast<ld>(P)));
}

} // namespace math_host
#endif // !AMP2HIP_MATH_DEVICE_PASS

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_MATH_SUPPORT_H
