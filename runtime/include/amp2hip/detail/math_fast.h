//===- amp2hip/detail/math_fast.h - fast_math -------------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::fast_math (C++ AMP v1.2, as in MSVC's <amp_math.h>):
/// single-precision functions that trade accuracy for speed. Only float
/// overloads exist, as on MSVC, so a double argument converts to float.
///
/// Device code (hipcc or nvcc device pass) uses the GPU's fast intrinsics
/// where HIP has them: __expf, __logf, __log2f, __log10f, __powf, __sinf,
/// __cosf, __tanf, __sincosf (on NVIDIA the MUFU approximations, documented in
/// the CUDA C Programming Guide's table of single-precision intrinsics; on AMD
/// the native instructions). Every other function is the float function of
/// HIP's device library. Host code (a restrict(cpu) caller, or the unit tests)
/// gets the C library's float function: on MSVC, fast_math imports <cmath>'s
/// functions for restrict(cpu) callers.
///
/// Two functions follow Direct3D, which MSVC's fast_math runs on, rather
/// than C:
///   - round: Direct3D's round rounds halfway cases to even (HLSL round, the
///     round_ne instruction), so device code uses rintf: round(2.5f) == 2.
///     On the host, MSVC's fast_math::round is std::round: round(2.5f) == 3.
///   - signbit/signbitf: MSVC implements them with Direct3D's sign(), which
///     returns -1, 0 or +1 (0 for +-0 and NaN), so that fast_math::signbit(2.f)
///     is nonzero. amp2hip returns the same on host and device.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_MATH_FAST_H
#define AMP2HIP_DETAIL_MATH_FAST_H

#include "namespace.h"

#include "math_support.h"

namespace Concurrency {
namespace fast_math {

// --- Functions with a fast GPU intrinsic ------------------------------------

__host__ __device__ inline float cos(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return __cosf(X);
#else
  return ::cosf(X);
#endif
}

__host__ __device__ inline float exp(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return __expf(X);
#else
  return ::expf(X);
#endif
}

__host__ __device__ inline float log(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return __logf(X);
#else
  return ::logf(X);
#endif
}

__host__ __device__ inline float log10(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return __log10f(X);
#else
  return ::log10f(X);
#endif
}

__host__ __device__ inline float log2(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return __log2f(X);
#else
  return ::log2f(X);
#endif
}

__host__ __device__ inline float pow(float X, float Y) {
#if AMP2HIP_MATH_DEVICE_PASS
  return __powf(X, Y);
#else
  return ::powf(X, Y);
#endif
}

__host__ __device__ inline float sin(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return __sinf(X);
#else
  return ::sinf(X);
#endif
}

__host__ __device__ inline void sincos(float X, float *Sin, float *Cos) {
#if AMP2HIP_MATH_DEVICE_PASS
  __sincosf(X, Sin, Cos);
#else
  *Sin = ::sinf(X);
  *Cos = ::cosf(X);
#endif
}

__host__ __device__ inline float tan(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return __tanf(X);
#else
  return ::tanf(X);
#endif
}

// --- Functions without one: HIP's float function, or the C library's --------

__host__ __device__ inline float acos(float X) { return ::acosf(X); }
__host__ __device__ inline float asin(float X) { return ::asinf(X); }
__host__ __device__ inline float atan(float X) { return ::atanf(X); }
__host__ __device__ inline float atan2(float Y, float X) {
  return ::atan2f(Y, X);
}
__host__ __device__ inline float ceil(float X) { return ::ceilf(X); }
__host__ __device__ inline float cosh(float X) { return ::coshf(X); }
__host__ __device__ inline float exp2(float X) { return ::exp2f(X); }
__host__ __device__ inline float fabs(float X) { return ::fabsf(X); }
__host__ __device__ inline float floor(float X) { return ::floorf(X); }
__host__ __device__ inline float fmax(float X, float Y) {
  return ::fmaxf(X, Y);
}
__host__ __device__ inline float fmin(float X, float Y) {
  return ::fminf(X, Y);
}
__host__ __device__ inline float fmod(float X, float Y) {
  return ::fmodf(X, Y);
}
__host__ __device__ inline float frexp(float X, int *Exp) {
  return ::frexpf(X, Exp);
}
__host__ __device__ inline int isfinite(float X) {
  return amp2hip::detail::math::is_finite(X);
}
__host__ __device__ inline int isinf(float X) {
  return amp2hip::detail::math::is_inf(X);
}
__host__ __device__ inline int isnan(float X) {
  return amp2hip::detail::math::is_nan(X);
}
__host__ __device__ inline float ldexp(float X, int Exp) {
  return ::ldexpf(X, Exp);
}
__host__ __device__ inline float modf(float X, float *IntPart) {
  return ::modff(X, IntPart);
}

/// Halfway cases to even on the device (Direct3D), away from zero on the host
/// (std::round); see the file comment.
__host__ __device__ inline float round(float X) {
#if AMP2HIP_MATH_DEVICE_PASS || defined(AMP2HIP_PLATFORM_CPU)
  // The CPU platform runs kernels on the host: as the accelerator rounds.
  return ::rintf(X);
#else
  return ::roundf(X);
#endif
}

__host__ __device__ inline float rsqrt(float X) {
#if AMP2HIP_MATH_DEVICE_PASS
  return ::rsqrtf(X);
#else
  // In float (within 1 ulp: two correctly rounded operations), which the
  // host compiler vectorizes; precise_math::rsqrt rounds once, in long double
  // (x87 on x86-64: n-body on the CPU platform spent its time there).
  return 1.0f / std::sqrt(X);
#endif
}

/// Direct3D's sign(): -1, 0 or +1; see the file comment.
__host__ __device__ inline int signbit(float X) {
  return amp2hip::detail::math::hlsl_sign(X);
}

__host__ __device__ inline float sinh(float X) { return ::sinhf(X); }
__host__ __device__ inline float sqrt(float X) { return ::sqrtf(X); }
__host__ __device__ inline float tanh(float X) { return ::tanhf(X); }
__host__ __device__ inline float trunc(float X) { return ::truncf(X); }

// --- The f-suffixed names: the same functions --------------------------------

__host__ __device__ inline float acosf(float X) { return acos(X); }
__host__ __device__ inline float asinf(float X) { return asin(X); }
__host__ __device__ inline float atanf(float X) { return atan(X); }
__host__ __device__ inline float atan2f(float Y, float X) {
  return atan2(Y, X);
}
__host__ __device__ inline float ceilf(float X) { return ceil(X); }
__host__ __device__ inline float cosf(float X) { return cos(X); }
__host__ __device__ inline float coshf(float X) { return cosh(X); }
__host__ __device__ inline float expf(float X) { return exp(X); }
__host__ __device__ inline float exp2f(float X) { return exp2(X); }
__host__ __device__ inline float fabsf(float X) { return fabs(X); }
__host__ __device__ inline float floorf(float X) { return floor(X); }
__host__ __device__ inline float fmaxf(float X, float Y) { return fmax(X, Y); }
__host__ __device__ inline float fminf(float X, float Y) { return fmin(X, Y); }
__host__ __device__ inline float fmodf(float X, float Y) { return fmod(X, Y); }
__host__ __device__ inline float frexpf(float X, int *Exp) {
  return frexp(X, Exp);
}
__host__ __device__ inline float ldexpf(float X, int Exp) {
  return ldexp(X, Exp);
}
__host__ __device__ inline float logf(float X) { return log(X); }
__host__ __device__ inline float log10f(float X) { return log10(X); }
__host__ __device__ inline float log2f(float X) { return log2(X); }
__host__ __device__ inline float modff(float X, float *IntPart) {
  return modf(X, IntPart);
}
__host__ __device__ inline float powf(float X, float Y) { return pow(X, Y); }
__host__ __device__ inline float roundf(float X) { return round(X); }
__host__ __device__ inline float rsqrtf(float X) { return rsqrt(X); }
__host__ __device__ inline int signbitf(float X) { return signbit(X); }
__host__ __device__ inline float sinf(float X) { return sin(X); }
__host__ __device__ inline void sincosf(float X, float *Sin, float *Cos) {
  sincos(X, Sin, Cos);
}
__host__ __device__ inline float sinhf(float X) { return sinh(X); }
__host__ __device__ inline float sqrtf(float X) { return sqrt(X); }
__host__ __device__ inline float tanf(float X) { return tan(X); }
__host__ __device__ inline float tanhf(float X) { return tanh(X); }
__host__ __device__ inline float truncf(float X) { return trunc(X); }

} // namespace fast_math
} // namespace Concurrency

#endif // AMP2HIP_DETAIL_MATH_FAST_H
