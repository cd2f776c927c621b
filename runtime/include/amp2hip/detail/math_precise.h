//===- amp2hip/detail/math_precise.h - precise_math -------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::precise_math (C++ AMP v1.2, as in MSVC's <amp_math.h>): the
/// C99 functions in float and double, the f-suffixed float names, and AMP's
/// additions (cospi, sinpi, tanpi, erfinv, erfcinv, phi, probit, rcbrt, rsqrt,
/// exp10, scalb).
///
/// Each function is the full-precision function of the same name: HIP's device
/// library in device code, the C library on the host. Where the C library has
/// no such function (sinpi, cospi, rsqrt, rcbrt, erfinv, erfcinv, normcdf for
/// phi, normcdfinv for probit, exp10), the host uses
/// amp2hip::detail::math_host. tanpi is sinpi / cospi on the device (neither
/// HIP nor CUDA has it) and scalb is written out for both sides.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_MATH_PRECISE_H
#define AMP2HIP_DETAIL_MATH_PRECISE_H

#include "namespace.h"

#include "math_support.h"

// The overloads of one function that the host and device libraries both
// have: NAME(float), NAME##f(float), NAME(double), calling ::NAME##f / ::NAME.
#define AMP2HIP_PRECISE_1(NAME)                                                \
  __host__ __device__ inline float NAME(float X) { return ::NAME##f(X); }      \
  __host__ __device__ inline float NAME##f(float X) { return ::NAME##f(X); }   \
  __host__ __device__ inline double NAME(double X) { return ::NAME(X); }

#define AMP2HIP_PRECISE_2(NAME)                                                \
  __host__ __device__ inline float NAME(float X, float Y) {                    \
    return ::NAME##f(X, Y);                                                    \
  }                                                                            \
  __host__ __device__ inline float NAME##f(float X, float Y) {                 \
    return ::NAME##f(X, Y);                                                    \
  }                                                                            \
  __host__ __device__ inline double NAME(double X, double Y) {                 \
    return ::NAME(X, Y);                                                       \
  }

// A function that HIP and CUDA have on the device only, as GPU_F / GPU_D, and
// amp2hip::detail::math_host has for the host, as NAME.
#if AMP2HIP_MATH_DEVICE_PASS
#define AMP2HIP_PRECISE_GPU_1(NAME, GPU_F, GPU_D)                              \
  __host__ __device__ inline float NAME(float X) { return ::GPU_F(X); }        \
  __host__ __device__ inline float NAME##f(float X) { return ::GPU_F(X); }     \
  __host__ __device__ inline double NAME(double X) { return ::GPU_D(X); }
#else
#define AMP2HIP_PRECISE_GPU_1(NAME, GPU_F, GPU_D)                              \
  __host__ __device__ inline float NAME(float X) {                             \
    return amp2hip::detail::math_host::NAME(X);                                \
  }                                                                            \
  __host__ __device__ inline float NAME##f(float X) {                          \
    return amp2hip::detail::math_host::NAME(X);                                \
  }                                                                            \
  __host__ __device__ inline double NAME(double X) {                           \
    return amp2hip::detail::math_host::NAME(X);                                \
  }
#endif

namespace Concurrency {
namespace precise_math {

// --- Trigonometric and hyperbolic -------------------------------------------
AMP2HIP_PRECISE_1(acos)
AMP2HIP_PRECISE_1(acosh)
AMP2HIP_PRECISE_1(asin)
AMP2HIP_PRECISE_1(asinh)
AMP2HIP_PRECISE_1(atan)
AMP2HIP_PRECISE_2(atan2)
AMP2HIP_PRECISE_1(atanh)
AMP2HIP_PRECISE_1(cos)
AMP2HIP_PRECISE_1(cosh)
AMP2HIP_PRECISE_1(sin)
AMP2HIP_PRECISE_1(sinh)
AMP2HIP_PRECISE_1(tan)
AMP2HIP_PRECISE_1(tanh)
AMP2HIP_PRECISE_GPU_1(cospi, cospif, cospi)
AMP2HIP_PRECISE_GPU_1(sinpi, sinpif, sinpi)

__host__ __device__ inline void sincos(float X, float *Sin, float *Cos) {
#if AMP2HIP_MATH_DEVICE_PASS
  ::sincosf(X, Sin, Cos);
#else
  *Sin = ::sinf(X);
  *Cos = ::cosf(X);
#endif
}
__host__ __device__ inline void sincosf(float X, float *Sin, float *Cos) {
  sincos(X, Sin, Cos);
}
__host__ __device__ inline void sincos(double X, double *Sin, double *Cos) {
#if AMP2HIP_MATH_DEVICE_PASS
  ::sincos(X, Sin, Cos);
#else
  *Sin = ::sin(X);
  *Cos = ::cos(X);
#endif
}

/// tan(pi X): sinpi(X) / cospi(X) on the device; see math_host::tanpi for the
/// signs of its zeros and infinities, which the quotient reproduces.
__host__ __device__ inline float tanpi(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return ::sinpif(X) / ::cospif(X);
#else
  return amp2hip::detail::math_host::tanpi(X);
#endif
}
__host__ __device__ inline float tanpif(float X) { return tanpi(X); }
__host__ __device__ inline double tanpi(double X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return ::sinpi(X) / ::cospi(X);
#else
  return amp2hip::detail::math_host::tanpi(X);
#endif
}

// --- Exponential, logarithmic, power and roots -------------------------------
AMP2HIP_PRECISE_1(cbrt)
AMP2HIP_PRECISE_1(exp)
AMP2HIP_PRECISE_1(exp2)
AMP2HIP_PRECISE_1(expm1)
AMP2HIP_PRECISE_2(hypot)
AMP2HIP_PRECISE_1(log)
AMP2HIP_PRECISE_1(log10)
AMP2HIP_PRECISE_1(log1p)
AMP2HIP_PRECISE_1(log2)
AMP2HIP_PRECISE_1(logb)
AMP2HIP_PRECISE_2(pow)
AMP2HIP_PRECISE_1(sqrt)
AMP2HIP_PRECISE_GPU_1(exp10, exp10f, exp10)
AMP2HIP_PRECISE_GPU_1(rcbrt, rcbrtf, rcbrt)
AMP2HIP_PRECISE_GPU_1(rsqrt, rsqrtf, rsqrt)

__host__ __device__ inline int ilogb(float X) { return ::ilogbf(X); }
__host__ __device__ inline int ilogbf(float X) { return ::ilogbf(X); }
__host__ __device__ inline int ilogb(double X) { return ::ilogb(X); }

// --- Error and gamma functions, the normal distribution ----------------------
AMP2HIP_PRECISE_1(erf)
AMP2HIP_PRECISE_1(erfc)
AMP2HIP_PRECISE_1(tgamma)
AMP2HIP_PRECISE_GPU_1(erfinv, erfinvf, erfinv)
AMP2HIP_PRECISE_GPU_1(erfcinv, erfcinvf, erfcinv)
AMP2HIP_PRECISE_GPU_1(phi, normcdff, normcdf)
AMP2HIP_PRECISE_GPU_1(probit, normcdfinvf, normcdfinv)

/// ln|Gamma(X)|, with the sign of Gamma(X) in *Sign (AMP's lgamma has the
/// sign parameter that POSIX's lgamma_r has).
__host__ __device__ inline float lgamma(float X, int *Sign) {
#if !AMP2HIP_MATH_DEVICE_PASS && defined(__GLIBC__)
  return ::lgammaf_r(X, Sign);
#else
  *Sign = amp2hip::detail::math::gamma_sign(X);
  return ::lgammaf(X);
#endif
}
__host__ __device__ inline float lgammaf(float X, int *Sign) {
  return lgamma(X, Sign);
}
__host__ __device__ inline double lgamma(double X, int *Sign) {
#if !AMP2HIP_MATH_DEVICE_PASS && defined(__GLIBC__)
  return ::lgamma_r(X, Sign);
#else
  *Sign = amp2hip::detail::math::gamma_sign(X);
  return ::lgamma(X);
#endif
}

// --- Rounding, remainders, manipulation --------------------------------------
AMP2HIP_PRECISE_1(ceil)
AMP2HIP_PRECISE_2(copysign)
AMP2HIP_PRECISE_1(fabs)
AMP2HIP_PRECISE_2(fdim)
AMP2HIP_PRECISE_1(floor)
AMP2HIP_PRECISE_2(fmax)
AMP2HIP_PRECISE_2(fmin)
AMP2HIP_PRECISE_2(fmod)
AMP2HIP_PRECISE_1(nearbyint)
AMP2HIP_PRECISE_2(nextafter)
AMP2HIP_PRECISE_2(remainder)
AMP2HIP_PRECISE_1(round)
AMP2HIP_PRECISE_1(trunc)

__host__ __device__ inline float fma(float X, float Y, float Z) {
  return ::fmaf(X, Y, Z);
}
__host__ __device__ inline float fmaf(float X, float Y, float Z) {
  return ::fmaf(X, Y, Z);
}
__host__ __device__ inline double fma(double X, double Y, double Z) {
  return ::fma(X, Y, Z);
}

__host__ __device__ inline float frexp(float X, int *Exp) {
  return ::frexpf(X, Exp);
}
__host__ __device__ inline float frexpf(float X, int *Exp) {
  return ::frexpf(X, Exp);
}
__host__ __device__ inline double frexp(double X, int *Exp) {
  return ::frexp(X, Exp);
}

__host__ __device__ inline float ldexp(float X, int Exp) {
  return ::ldexpf(X, Exp);
}
__host__ __device__ inline float ldexpf(float X, int Exp) {
  return ::ldexpf(X, Exp);
}
__host__ __device__ inline double ldexp(double X, int Exp) {
  return ::ldexp(X, Exp);
}

__host__ __device__ inline float modf(float X, float *IntPart) {
  return ::modff(X, IntPart);
}
__host__ __device__ inline float modff(float X, float *IntPart) {
  return ::modff(X, IntPart);
}
__host__ __device__ inline double modf(double X, double *IntPart) {
  return ::modf(X, IntPart);
}

__host__ __device__ inline float remquo(float X, float Y, int *Quo) {
  return ::remquof(X, Y, Quo);
}
__host__ __device__ inline float remquof(float X, float Y, int *Quo) {
  return ::remquof(X, Y, Quo);
}
__host__ __device__ inline double remquo(double X, double Y, int *Quo) {
  return ::remquo(X, Y, Quo);
}

/// X * 2^Y for an integral Y (NaN otherwise); see detail::math::scalb.
__host__ __device__ inline float scalb(float X, float Y) {
  return amp2hip::detail::math::scalb(X, Y);
}
__host__ __device__ inline float scalbf(float X, float Y) {
  return amp2hip::detail::math::scalb(X, Y);
}
__host__ __device__ inline double scalb(double X, double Y) {
  return amp2hip::detail::math::scalb(X, Y);
}

__host__ __device__ inline float scalbn(float X, int Y) {
  return ::scalbnf(X, Y);
}
__host__ __device__ inline float scalbnf(float X, int Y) {
  return ::scalbnf(X, Y);
}
__host__ __device__ inline double scalbn(double X, int Y) {
  return ::scalbn(X, Y);
}

/// A quiet NaN. AMP lets the payload follow Tag; amp2hip ignores it.
__host__ __device__ inline float nanf(int Tag) {
  (void)Tag;
  return ::nanf("");
}
__host__ __device__ inline double nan(int Tag) {
  (void)Tag;
  return ::nan("");
}

// --- Classification: int results, nonzero for true ---------------------------

__host__ __device__ inline int fpclassify(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return amp2hip::detail::math::fp_classify(X);
#else
  return std::fpclassify(X);
#endif
}
__host__ __device__ inline int fpclassify(double X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return amp2hip::detail::math::fp_classify(X);
#else
  return std::fpclassify(X);
#endif
}

__host__ __device__ inline int isfinite(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return amp2hip::detail::math::is_finite(X);
#else
  return std::isfinite(X);
#endif
}
__host__ __device__ inline int isfinite(double X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return amp2hip::detail::math::is_finite(X);
#else
  return std::isfinite(X);
#endif
}

__host__ __device__ inline int isinf(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return amp2hip::detail::math::is_inf(X);
#else
  return std::isinf(X);
#endif
}
__host__ __device__ inline int isinf(double X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return amp2hip::detail::math::is_inf(X);
#else
  return std::isinf(X);
#endif
}

__host__ __device__ inline int isnan(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return amp2hip::detail::math::is_nan(X);
#else
  return std::isnan(X);
#endif
}
__host__ __device__ inline int isnan(double X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return amp2hip::detail::math::is_nan(X);
#else
  return std::isnan(X);
#endif
}

__host__ __device__ inline int isnormal(float X) {
  return fpclassify(X) == FP_NORMAL;
}
__host__ __device__ inline int isnormal(double X) {
  return fpclassify(X) == FP_NORMAL;
}

/// C's signbit: nonzero iff the sign bit is set (-0.0 and negative NaNs too).
__host__ __device__ inline int signbit(float X) {
  return ::copysignf(1.0f, X) < 0.0f;
}
__host__ __device__ inline int signbitf(float X) { return signbit(X); }
__host__ __device__ inline int signbit(double X) {
  return ::copysign(1.0, X) < 0.0;
}

} // namespace precise_math
} // namespace Concurrency

#undef AMP2HIP_PRECISE_1
#undef AMP2HIP_PRECISE_2
#undef AMP2HIP_PRECISE_GPU_1

#endif // AMP2HIP_DETAIL_MATH_PRECISE_H
