//===- amp_math.h - C++ AMP math library declarations for parsing ---------===//
//
// Part of amp2hip. This header is used ONLY by the amp2hip translator to parse
// C++ AMP sources with an unmodified Clang (DESIGN.md, decision 1). It declares
// the concurrency::fast_math and concurrency::precise_math functions of C++ AMP
// (C++ AMP specification v1.2, as MSVC's <amp_math.h> ships them)
// so that user code type-checks; nothing here is compiled into a program.
// Translated programs include <amp2hip/amp_math.h> (the HIP runtime) instead.
//
// The overload sets are MSVC's, because overload resolution must pick the same
// function here as on MSVC:
//   - fast_math has float overloads only. A double argument converts to float
//     (concurrency::fast_math::log10(1000.0) computes in float), as it does on
//     MSVC inside restrict(amp) code.
//   - precise_math has float and double overloads, plus the f-suffixed float
//     names.
//   - frexp/ldexp take int exponents; lgamma takes the sign pointer
//     (lgamma(x, &sign)); nan/nanf take an int.
// MSVC also imports <cmath>'s functions into both namespaces for restrict(cpu)
// callers, overloading on the restriction; Clang cannot overload on an
// annotation, so those using-declarations are not repeated here.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSE_AMP_MATH_H
#define AMP2HIP_PARSE_AMP_MATH_H

#include <amp.h>

#include <cmath>

namespace Concurrency {

/// Fast, single-precision functions (Direct3D intrinsics on MSVC).
namespace fast_math {

float acos(float X) restrict(amp);
float acosf(float X) restrict(amp);
float asin(float X) restrict(amp);
float asinf(float X) restrict(amp);
float atan(float X) restrict(amp);
float atanf(float X) restrict(amp);
float atan2(float Y, float X) restrict(amp);
float atan2f(float Y, float X) restrict(amp);
float ceil(float X) restrict(amp);
float ceilf(float X) restrict(amp);
float cos(float X) restrict(amp);
float cosf(float X) restrict(amp);
float cosh(float X) restrict(amp);
float coshf(float X) restrict(amp);
float exp(float X) restrict(amp);
float expf(float X) restrict(amp);
float exp2(float X) restrict(amp);
float exp2f(float X) restrict(amp);
float fabs(float X) restrict(amp);
float fabsf(float X) restrict(amp);
float floor(float X) restrict(amp);
float floorf(float X) restrict(amp);
float fmax(float X, float Y) restrict(amp);
float fmaxf(float X, float Y) restrict(amp);
float fmin(float X, float Y) restrict(amp);
float fminf(float X, float Y) restrict(amp);
float fmod(float X, float Y) restrict(amp);
float fmodf(float X, float Y) restrict(amp);
float frexp(float X, int *Exp) restrict(amp);
float frexpf(float X, int *Exp) restrict(amp);
int isfinite(float X) restrict(amp);
int isinf(float X) restrict(amp);
int isnan(float X) restrict(amp);
float ldexp(float X, int Exp) restrict(amp);
float ldexpf(float X, int Exp) restrict(amp);
float log(float X) restrict(amp);
float logf(float X) restrict(amp);
float log10(float X) restrict(amp);
float log10f(float X) restrict(amp);
float log2(float X) restrict(amp);
float log2f(float X) restrict(amp);
float modf(float X, float *IntPart) restrict(amp);
float modff(float X, float *IntPart) restrict(amp);
float pow(float X, float Y) restrict(amp);
float powf(float X, float Y) restrict(amp);
float round(float X) restrict(amp);
float roundf(float X) restrict(amp);
float rsqrt(float X) restrict(amp);
float rsqrtf(float X) restrict(amp);
int signbit(float X) restrict(amp);
int signbitf(float X) restrict(amp);
float sin(float X) restrict(amp);
float sinf(float X) restrict(amp);
void sincos(float X, float *Sin, float *Cos) restrict(amp);
void sincosf(float X, float *Sin, float *Cos) restrict(amp);
float sinh(float X) restrict(amp);
float sinhf(float X) restrict(amp);
float sqrt(float X) restrict(amp);
float sqrtf(float X) restrict(amp);
float tan(float X) restrict(amp);
float tanf(float X) restrict(amp);
float tanh(float X) restrict(amp);
float tanhf(float X) restrict(amp);
float trunc(float X) restrict(amp);
float truncf(float X) restrict(amp);

} // namespace fast_math

/// C99-conforming functions, float and double.
namespace precise_math {

float acos(float X) restrict(amp);
float acosf(float X) restrict(amp);
double acos(double X) restrict(amp);
float acosh(float X) restrict(amp);
float acoshf(float X) restrict(amp);
double acosh(double X) restrict(amp);
float asin(float X) restrict(amp);
float asinf(float X) restrict(amp);
double asin(double X) restrict(amp);
float asinh(float X) restrict(amp);
float asinhf(float X) restrict(amp);
double asinh(double X) restrict(amp);
float atan(float X) restrict(amp);
float atanf(float X) restrict(amp);
double atan(double X) restrict(amp);
float atan2(float Y, float X) restrict(amp);
float atan2f(float Y, float X) restrict(amp);
double atan2(double Y, double X) restrict(amp);
float atanh(float X) restrict(amp);
float atanhf(float X) restrict(amp);
double atanh(double X) restrict(amp);
float cbrt(float X) restrict(amp);
float cbrtf(float X) restrict(amp);
double cbrt(double X) restrict(amp);
float ceil(float X) restrict(amp);
float ceilf(float X) restrict(amp);
double ceil(double X) restrict(amp);
float copysign(float X, float Y) restrict(amp);
float copysignf(float X, float Y) restrict(amp);
double copysign(double X, double Y) restrict(amp);
float cos(float X) restrict(amp);
float cosf(float X) restrict(amp);
double cos(double X) restrict(amp);
float cosh(float X) restrict(amp);
float coshf(float X) restrict(amp);
double cosh(double X) restrict(amp);
float cospi(float X) restrict(amp);
float cospif(float X) restrict(amp);
double cospi(double X) restrict(amp);
float erf(float X) restrict(amp);
float erff(float X) restrict(amp);
double erf(double X) restrict(amp);
float erfc(float X) restrict(amp);
float erfcf(float X) restrict(amp);
double erfc(double X) restrict(amp);
float erfinv(float X) restrict(amp);
float erfinvf(float X) restrict(amp);
double erfinv(double X) restrict(amp);
float erfcinv(float X) restrict(amp);
float erfcinvf(float X) restrict(amp);
double erfcinv(double X) restrict(amp);
float exp(float X) restrict(amp);
float expf(float X) restrict(amp);
double exp(double X) restrict(amp);
float exp2(float X) restrict(amp);
float exp2f(float X) restrict(amp);
double exp2(double X) restrict(amp);
float exp10(float X) restrict(amp);
float exp10f(float X) restrict(amp);
double exp10(double X) restrict(amp);
float expm1(float X) restrict(amp);
float expm1f(float X) restrict(amp);
double expm1(double X) restrict(amp);
float fabs(float X) restrict(amp);
float fabsf(float X) restrict(amp);
double fabs(double X) restrict(amp);
float fdim(float X, float Y) restrict(amp);
float fdimf(float X, float Y) restrict(amp);
double fdim(double X, double Y) restrict(amp);
float floor(float X) restrict(amp);
float floorf(float X) restrict(amp);
double floor(double X) restrict(amp);
float fma(float X, float Y, float Z) restrict(amp);
float fmaf(float X, float Y, float Z) restrict(amp);
double fma(double X, double Y, double Z) restrict(amp);
float fmax(float X, float Y) restrict(amp);
float fmaxf(float X, float Y) restrict(amp);
double fmax(double X, double Y) restrict(amp);
float fmin(float X, float Y) restrict(amp);
float fminf(float X, float Y) restrict(amp);
double fmin(double X, double Y) restrict(amp);
float fmod(float X, float Y) restrict(amp);
float fmodf(float X, float Y) restrict(amp);
double fmod(double X, double Y) restrict(amp);
int fpclassify(float X) restrict(amp);
int fpclassify(double X) restrict(amp);
float frexp(float X, int *Exp) restrict(amp);
float frexpf(float X, int *Exp) restrict(amp);
double frexp(double X, int *Exp) restrict(amp);
float hypot(float X, float Y) restrict(amp);
float hypotf(float X, float Y) restrict(amp);
double hypot(double X, double Y) restrict(amp);
int ilogb(float X) restrict(amp);
int ilogbf(float X) restrict(amp);
int ilogb(double X) restrict(amp);
int isfinite(float X) restrict(amp);
int isfinite(double X) restrict(amp);
int isinf(float X) restrict(amp);
int isinf(double X) restrict(amp);
int isnan(float X) restrict(amp);
int isnan(double X) restrict(amp);
int isnormal(float X) restrict(amp);
int isnormal(double X) restrict(amp);
float ldexp(float X, int Exp) restrict(amp);
float ldexpf(float X, int Exp) restrict(amp);
double ldexp(double X, int Exp) restrict(amp);
float lgamma(float X, int *Sign) restrict(amp);
float lgammaf(float X, int *Sign) restrict(amp);
double lgamma(double X, int *Sign) restrict(amp);
float log(float X) restrict(amp);
float logf(float X) restrict(amp);
double log(double X) restrict(amp);
float log10(float X) restrict(amp);
float log10f(float X) restrict(amp);
double log10(double X) restrict(amp);
float log2(float X) restrict(amp);
float log2f(float X) restrict(amp);
double log2(double X) restrict(amp);
float log1p(float X) restrict(amp);
float log1pf(float X) restrict(amp);
double log1p(double X) restrict(amp);
float logb(float X) restrict(amp);
float logbf(float X) restrict(amp);
double logb(double X) restrict(amp);
float modf(float X, float *IntPart) restrict(amp);
float modff(float X, float *IntPart) restrict(amp);
double modf(double X, double *IntPart) restrict(amp);
float nanf(int Tag) restrict(amp);
double nan(int Tag) restrict(amp);
float nearbyint(float X) restrict(amp);
float nearbyintf(float X) restrict(amp);
double nearbyint(double X) restrict(amp);
float nextafter(float X, float Y) restrict(amp);
float nextafterf(float X, float Y) restrict(amp);
double nextafter(double X, double Y) restrict(amp);
float phi(float X) restrict(amp);
float phif(float X) restrict(amp);
double phi(double X) restrict(amp);
float pow(float X, float Y) restrict(amp);
float powf(float X, float Y) restrict(amp);
double pow(double X, double Y) restrict(amp);
float probit(float X) restrict(amp);
float probitf(float X) restrict(amp);
double probit(double X) restrict(amp);
float rcbrt(float X) restrict(amp);
float rcbrtf(float X) restrict(amp);
double rcbrt(double X) restrict(amp);
float remainder(float X, float Y) restrict(amp);
float remainderf(float X, float Y) restrict(amp);
double remainder(double X, double Y) restrict(amp);
float remquo(float X, float Y, int *Quo) restrict(amp);
float remquof(float X, float Y, int *Quo) restrict(amp);
double remquo(double X, double Y, int *Quo) restrict(amp);
float round(float X) restrict(amp);
float roundf(float X) restrict(amp);
double round(double X) restrict(amp);
float rsqrt(float X) restrict(amp);
float rsqrtf(float X) restrict(amp);
double rsqrt(double X) restrict(amp);
float scalb(float X, float Y) restrict(amp);
float scalbf(float X, float Y) restrict(amp);
double scalb(double X, double Y) restrict(amp);
float scalbn(float X, int Y) restrict(amp);
float scalbnf(float X, int Y) restrict(amp);
double scalbn(double X, int Y) restrict(amp);
int signbit(float X) restrict(amp);
int signbitf(float X) restrict(amp);
int signbit(double X) restrict(amp);
float sin(float X) restrict(amp);
float sinf(float X) restrict(amp);
double sin(double X) restrict(amp);
void sincos(float X, float *Sin, float *Cos) restrict(amp);
void sincosf(float X, float *Sin, float *Cos) restrict(amp);
void sincos(double X, double *Sin, double *Cos) restrict(amp);
float sinh(float X) restrict(amp);
float sinhf(float X) restrict(amp);
double sinh(double X) restrict(amp);
float sinpi(float X) restrict(amp);
float sinpif(float X) restrict(amp);
double sinpi(double X) restrict(amp);
float sqrt(float X) restrict(amp);
float sqrtf(float X) restrict(amp);
double sqrt(double X) restrict(amp);
float tan(float X) restrict(amp);
float tanf(float X) restrict(amp);
double tan(double X) restrict(amp);
float tanh(float X) restrict(amp);
float tanhf(float X) restrict(amp);
double tanh(double X) restrict(amp);
float tanpi(float X) restrict(amp);
float tanpif(float X) restrict(amp);
double tanpi(double X) restrict(amp);
float tgamma(float X) restrict(amp);
float tgammaf(float X) restrict(amp);
double tgamma(double X) restrict(amp);
float trunc(float X) restrict(amp);
float truncf(float X) restrict(amp);
double trunc(double X) restrict(amp);

} // namespace precise_math

} // namespace Concurrency

#endif // AMP2HIP_PARSE_AMP_MATH_H
