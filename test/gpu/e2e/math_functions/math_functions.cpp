// GPU end-to-end test of <amp_math.h>: concurrency::fast_math and
// concurrency::precise_math evaluated in a C++ AMP kernel, compared with the
// host C library (long double, so that the reference is far more accurate than
// the function under test) in this same program.
//
// Every function of both namespaces is covered: each fast_math function, and
// each precise_math function in float and in double. One kernel row per
// function, 256 arguments per row, spread over the function's domain (uniform
// or logarithmic, plus exact halfway cases for the rounding functions and
// zeros, subnormals, infinities and NaN for the exact ones). The kernel also
// calls each f-suffixed name (acosf, ...) and checks on the device that it
// returns the same bits as the unsuffixed overload.
//
// Output: one line per function, `name: ok`, or
// `name: max error E > tolerance T (x = X, y = Y)` for the worst argument
// (E and T in ulps of the result's type, or absolute where the tolerance is
// absolute). The expected output is every `name: ok` line.
//
// Tolerances, per function, in the tables below:
//   - fast_math: the error bounds of NVIDIA's fast single-precision intrinsics
//     (CUDA C Programming Guide, "Intrinsic Functions"), on the documented
//     argument ranges: __expf 2 + floor(|1.173 x|) ulp; __logf, __log2f,
//     __log10f absolute 2^-21.41, 2^-22, 2^-24 on [0.5, 2], else 3, 2, 3 ulp;
//     __sinf, __cosf absolute 2^-21.41 and 2^-21.19 on [-pi, pi]; __tanf and
//     __powf bounds derived from their implementations (sin * 1/cos and
//     exp2(y log2 x)). The other fast_math functions are HIP's float
//     functions (CUDA's float table below). Direct3D, which AMP's fast_math
//     targets, asks for less (sin and cos: absolute 8e-4 on [-100 pi, 100 pi]).
//   - precise_math: CUDA's tables of maximum ulp errors of the single- and
//     double-precision standard functions (CUDA Math API), plus 1 ulp: the
//     bounds are against the correctly rounded result and measured, not
//     proven; the reference here is the exact value. Correctly rounded and
//     exact functions (sqrt, fma, fmod, floor, frexp, ...) must be within
//     0.5 ulp of the exact value: the correctly rounded result, bit for bit.
//   - Integer results (classification, frexp's exponent, ilogb, lgamma's
//     sign, remquo's quotient modulo 8) must be exact.
// AMD's device library (ocml) is as accurate or more, except the native fast
// sin/cos/exp/log, which Direct3D's bounds would still cover.
#include <amp.h>
#include <amp_math.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace concurrency;

// The rows of the float kernel: the fast_math functions, then precise_math's
// float overloads.
// clang-format off
enum FloatRow {
  FastAcos, FastAsin, FastAtan, FastAtan2, FastCeil, FastCos, FastCosh,
  FastExp, FastExp2, FastFabs, FastFloor, FastFmax, FastFmin, FastFmod,
  FastFrexp, FastIsfinite, FastIsinf, FastIsnan, FastLdexp, FastLog,
  FastLog10, FastLog2, FastModf, FastPow, FastRound, FastRsqrt, FastSignbit,
  FastSin, FastSincos, FastSinh, FastSqrt, FastTan, FastTanh, FastTrunc,
  PreciseAcosF, PreciseAcoshF, PreciseAsinF, PreciseAsinhF, PreciseAtanF,
  PreciseAtan2F, PreciseAtanhF, PreciseCbrtF, PreciseCeilF, PreciseCopysignF,
  PreciseCosF, PreciseCoshF, PreciseCospiF, PreciseErfF, PreciseErfcF,
  PreciseErfinvF, PreciseErfcinvF, PreciseExpF, PreciseExp2F, PreciseExp10F,
  PreciseExpm1F, PreciseFabsF, PreciseFdimF, PreciseFloorF, PreciseFmaF,
  PreciseFmaxF, PreciseFminF, PreciseFmodF, PreciseFpclassifyF, PreciseFrexpF,
  PreciseHypotF, PreciseIlogbF, PreciseIsfiniteF, PreciseIsinfF, PreciseIsnanF,
  PreciseIsnormalF, PreciseLdexpF, PreciseLgammaF, PreciseLogF, PreciseLog10F,
  PreciseLog2F, PreciseLog1pF, PreciseLogbF, PreciseModfF, PreciseNanF,
  PreciseNearbyintF, PreciseNextafterF, PrecisePhiF, PrecisePowF,
  PreciseProbitF, PreciseRcbrtF, PreciseRemainderF, PreciseRemquoF,
  PreciseRoundF, PreciseRsqrtF, PreciseScalbF, PreciseScalbnF,
  PreciseSignbitF, PreciseSinF, PreciseSincosF, PreciseSinhF, PreciseSinpiF,
  PreciseSqrtF, PreciseTanF, PreciseTanhF, PreciseTanpiF, PreciseTgammaF,
  PreciseTruncF,
  FloatRowCount
};
// clang-format on

// The rows of the double kernel: precise_math's double overloads, and
// fast_math::log10 called with a double (as the MathExample sample does).
// clang-format off
enum DoubleRow {
  PreciseAcosD, PreciseAcoshD, PreciseAsinD, PreciseAsinhD, PreciseAtanD,
  PreciseAtan2D, PreciseAtanhD, PreciseCbrtD, PreciseCeilD, PreciseCopysignD,
  PreciseCosD, PreciseCoshD, PreciseCospiD, PreciseErfD, PreciseErfcD,
  PreciseErfinvD, PreciseErfcinvD, PreciseExpD, PreciseExp2D, PreciseExp10D,
  PreciseExpm1D, PreciseFabsD, PreciseFdimD, PreciseFloorD, PreciseFmaD,
  PreciseFmaxD, PreciseFminD, PreciseFmodD, PreciseFpclassifyD, PreciseFrexpD,
  PreciseHypotD, PreciseIlogbD, PreciseIsfiniteD, PreciseIsinfD, PreciseIsnanD,
  PreciseIsnormalD, PreciseLdexpD, PreciseLgammaD, PreciseLogD, PreciseLog10D,
  PreciseLog2D, PreciseLog1pD, PreciseLogbD, PreciseModfD, PreciseNanD,
  PreciseNearbyintD, PreciseNextafterD, PrecisePhiD, PrecisePowD,
  PreciseProbitD, PreciseRcbrtD, PreciseRemainderD, PreciseRemquoD,
  PreciseRoundD, PreciseRsqrtD, PreciseScalbD, PreciseScalbnD,
  PreciseSignbitD, PreciseSinD, PreciseSincosD, PreciseSinhD, PreciseSinpiD,
  PreciseSqrtD, PreciseTanD, PreciseTanhD, PreciseTanpiD, PreciseTgammaD,
  PreciseTruncD, FastLog10OfDouble,
  DoubleRowCount
};
// clang-format on

const int Samples = 256;

// Same bits (or both NaN): the f-suffixed name must be the same function.
int same_float(float P, float Q) restrict(amp) {
  return P == Q || (P != P && Q != Q);
}

// Evaluates row idx[0] of the float functions at (xs[idx], ys[idx]).
// Results: r1 (the value), r2 (a second value: modf's integral part, sincos's
// cosine), ri (an int result), same (1 when the f-suffixed name agreed).
void run_float_kernel(std::vector<float> &x, std::vector<float> &y,
                      std::vector<float> &v1, std::vector<float> &v2,
                      std::vector<int> &vi, std::vector<int> &vsame) {
  array_view<const float, 2> xs(FloatRowCount, Samples, x);
  array_view<const float, 2> ys(FloatRowCount, Samples, y);
  array_view<float, 2> r1(FloatRowCount, Samples, v1);
  array_view<float, 2> r2(FloatRowCount, Samples, v2);
  array_view<int, 2> ri(FloatRowCount, Samples, vi);
  array_view<int, 2> same(FloatRowCount, Samples, vsame);
  r1.discard_data();
  r2.discard_data();
  ri.discard_data();
  same.discard_data();
  parallel_for_each(
      r1.extent, [=](index<2> idx) restrict(amp) {
        const float a = xs[idx];
        const float b = ys[idx];
        float v = 0.0f;
        float w = 0.0f;
        float v2 = 0.0f;
        float w2 = 0.0f;
        int k = 0;
        int k2 = 0;
        int s = 1;
        // clang-format off
        switch (idx[0]) {
        case FastAcos: v = fast_math::acos(a); s = same_float(v, fast_math::acosf(a)); break;
        case FastAsin: v = fast_math::asin(a); s = same_float(v, fast_math::asinf(a)); break;
        case FastAtan: v = fast_math::atan(a); s = same_float(v, fast_math::atanf(a)); break;
        case FastAtan2: v = fast_math::atan2(a, b); s = same_float(v, fast_math::atan2f(a, b)); break;
        case FastCeil: v = fast_math::ceil(a); s = same_float(v, fast_math::ceilf(a)); break;
        case FastCos: v = fast_math::cos(a); s = same_float(v, fast_math::cosf(a)); break;
        case FastCosh: v = fast_math::cosh(a); s = same_float(v, fast_math::coshf(a)); break;
        case FastExp: v = fast_math::exp(a); s = same_float(v, fast_math::expf(a)); break;
        case FastExp2: v = fast_math::exp2(a); s = same_float(v, fast_math::exp2f(a)); break;
        case FastFabs: v = fast_math::fabs(a); s = same_float(v, fast_math::fabsf(a)); break;
        case FastFloor: v = fast_math::floor(a); s = same_float(v, fast_math::floorf(a)); break;
        case FastFmax: v = fast_math::fmax(a, b); s = same_float(v, fast_math::fmaxf(a, b)); break;
        case FastFmin: v = fast_math::fmin(a, b); s = same_float(v, fast_math::fminf(a, b)); break;
        case FastFmod: v = fast_math::fmod(a, b); s = same_float(v, fast_math::fmodf(a, b)); break;
        case FastFrexp:
          v = fast_math::frexp(a, &k);
          s = same_float(v, fast_math::frexpf(a, &k2)) && k == k2;
          break;
        case FastIsfinite: k = fast_math::isfinite(a); break;
        case FastIsinf: k = fast_math::isinf(a); break;
        case FastIsnan: k = fast_math::isnan(a); break;
        case FastLdexp:
          v = fast_math::ldexp(a, static_cast<int>(b));
          s = same_float(v, fast_math::ldexpf(a, static_cast<int>(b)));
          break;
        case FastLog: v = fast_math::log(a); s = same_float(v, fast_math::logf(a)); break;
        case FastLog10: v = fast_math::log10(a); s = same_float(v, fast_math::log10f(a)); break;
        case FastLog2: v = fast_math::log2(a); s = same_float(v, fast_math::log2f(a)); break;
        case FastModf:
          v = fast_math::modf(a, &w);
          s = same_float(v, fast_math::modff(a, &w2)) && same_float(w, w2);
          break;
        case FastPow: v = fast_math::pow(a, b); s = same_float(v, fast_math::powf(a, b)); break;
        case FastRound: v = fast_math::round(a); s = same_float(v, fast_math::roundf(a)); break;
        case FastRsqrt: v = fast_math::rsqrt(a); s = same_float(v, fast_math::rsqrtf(a)); break;
        case FastSignbit: k = fast_math::signbit(a); s = k == fast_math::signbitf(a); break;
        case FastSin: v = fast_math::sin(a); s = same_float(v, fast_math::sinf(a)); break;
        case FastSincos:
          fast_math::sincos(a, &v, &w);
          fast_math::sincosf(a, &v2, &w2);
          s = same_float(v, v2) && same_float(w, w2);
          break;
        case FastSinh: v = fast_math::sinh(a); s = same_float(v, fast_math::sinhf(a)); break;
        case FastSqrt: v = fast_math::sqrt(a); s = same_float(v, fast_math::sqrtf(a)); break;
        case FastTan: v = fast_math::tan(a); s = same_float(v, fast_math::tanf(a)); break;
        case FastTanh: v = fast_math::tanh(a); s = same_float(v, fast_math::tanhf(a)); break;
        case FastTrunc: v = fast_math::trunc(a); s = same_float(v, fast_math::truncf(a)); break;

        case PreciseAcosF: v = precise_math::acos(a); s = same_float(v, precise_math::acosf(a)); break;
        case PreciseAcoshF: v = precise_math::acosh(a); s = same_float(v, precise_math::acoshf(a)); break;
        case PreciseAsinF: v = precise_math::asin(a); s = same_float(v, precise_math::asinf(a)); break;
        case PreciseAsinhF: v = precise_math::asinh(a); s = same_float(v, precise_math::asinhf(a)); break;
        case PreciseAtanF: v = precise_math::atan(a); s = same_float(v, precise_math::atanf(a)); break;
        case PreciseAtan2F: v = precise_math::atan2(a, b); s = same_float(v, precise_math::atan2f(a, b)); break;
        case PreciseAtanhF: v = precise_math::atanh(a); s = same_float(v, precise_math::atanhf(a)); break;
        case PreciseCbrtF: v = precise_math::cbrt(a); s = same_float(v, precise_math::cbrtf(a)); break;
        case PreciseCeilF: v = precise_math::ceil(a); s = same_float(v, precise_math::ceilf(a)); break;
        case PreciseCopysignF: v = precise_math::copysign(a, b); s = same_float(v, precise_math::copysignf(a, b)); break;
        case PreciseCosF: v = precise_math::cos(a); s = same_float(v, precise_math::cosf(a)); break;
        case PreciseCoshF: v = precise_math::cosh(a); s = same_float(v, precise_math::coshf(a)); break;
        case PreciseCospiF: v = precise_math::cospi(a); s = same_float(v, precise_math::cospif(a)); break;
        case PreciseErfF: v = precise_math::erf(a); s = same_float(v, precise_math::erff(a)); break;
        case PreciseErfcF: v = precise_math::erfc(a); s = same_float(v, precise_math::erfcf(a)); break;
        case PreciseErfinvF: v = precise_math::erfinv(a); s = same_float(v, precise_math::erfinvf(a)); break;
        case PreciseErfcinvF: v = precise_math::erfcinv(a); s = same_float(v, precise_math::erfcinvf(a)); break;
        case PreciseExpF: v = precise_math::exp(a); s = same_float(v, precise_math::expf(a)); break;
        case PreciseExp2F: v = precise_math::exp2(a); s = same_float(v, precise_math::exp2f(a)); break;
        case PreciseExp10F: v = precise_math::exp10(a); s = same_float(v, precise_math::exp10f(a)); break;
        case PreciseExpm1F: v = precise_math::expm1(a); s = same_float(v, precise_math::expm1f(a)); break;
        case PreciseFabsF: v = precise_math::fabs(a); s = same_float(v, precise_math::fabsf(a)); break;
        case PreciseFdimF: v = precise_math::fdim(a, b); s = same_float(v, precise_math::fdimf(a, b)); break;
        case PreciseFloorF: v = precise_math::floor(a); s = same_float(v, precise_math::floorf(a)); break;
        case PreciseFmaF:
          // a * b - round(a * b): exact only if the multiply-add is fused.
          v = precise_math::fma(a, b, -(a * b));
          s = same_float(v, precise_math::fmaf(a, b, -(a * b)));
          break;
        case PreciseFmaxF: v = precise_math::fmax(a, b); s = same_float(v, precise_math::fmaxf(a, b)); break;
        case PreciseFminF: v = precise_math::fmin(a, b); s = same_float(v, precise_math::fminf(a, b)); break;
        case PreciseFmodF: v = precise_math::fmod(a, b); s = same_float(v, precise_math::fmodf(a, b)); break;
        case PreciseFpclassifyF: k = precise_math::fpclassify(a); break;
        case PreciseFrexpF:
          v = precise_math::frexp(a, &k);
          s = same_float(v, precise_math::frexpf(a, &k2)) && k == k2;
          break;
        case PreciseHypotF: v = precise_math::hypot(a, b); s = same_float(v, precise_math::hypotf(a, b)); break;
        case PreciseIlogbF: k = precise_math::ilogb(a); s = k == precise_math::ilogbf(a); break;
        case PreciseIsfiniteF: k = precise_math::isfinite(a); break;
        case PreciseIsinfF: k = precise_math::isinf(a); break;
        case PreciseIsnanF: k = precise_math::isnan(a); break;
        case PreciseIsnormalF: k = precise_math::isnormal(a); break;
        case PreciseLdexpF:
          v = precise_math::ldexp(a, static_cast<int>(b));
          s = same_float(v, precise_math::ldexpf(a, static_cast<int>(b)));
          break;
        case PreciseLgammaF:
          v = precise_math::lgamma(a, &k);
          s = same_float(v, precise_math::lgammaf(a, &k2)) && k == k2;
          break;
        case PreciseLogF: v = precise_math::log(a); s = same_float(v, precise_math::logf(a)); break;
        case PreciseLog10F: v = precise_math::log10(a); s = same_float(v, precise_math::log10f(a)); break;
        case PreciseLog2F: v = precise_math::log2(a); s = same_float(v, precise_math::log2f(a)); break;
        case PreciseLog1pF: v = precise_math::log1p(a); s = same_float(v, precise_math::log1pf(a)); break;
        case PreciseLogbF: v = precise_math::logb(a); s = same_float(v, precise_math::logbf(a)); break;
        case PreciseModfF:
          v = precise_math::modf(a, &w);
          s = same_float(v, precise_math::modff(a, &w2)) && same_float(w, w2);
          break;
        case PreciseNanF: v = precise_math::nanf(static_cast<int>(b)); break;
        case PreciseNearbyintF: v = precise_math::nearbyint(a); s = same_float(v, precise_math::nearbyintf(a)); break;
        case PreciseNextafterF: v = precise_math::nextafter(a, b); s = same_float(v, precise_math::nextafterf(a, b)); break;
        case PrecisePhiF: v = precise_math::phi(a); s = same_float(v, precise_math::phif(a)); break;
        case PrecisePowF: v = precise_math::pow(a, b); s = same_float(v, precise_math::powf(a, b)); break;
        case PreciseProbitF: v = precise_math::probit(a); s = same_float(v, precise_math::probitf(a)); break;
        case PreciseRcbrtF: v = precise_math::rcbrt(a); s = same_float(v, precise_math::rcbrtf(a)); break;
        case PreciseRemainderF: v = precise_math::remainder(a, b); s = same_float(v, precise_math::remainderf(a, b)); break;
        case PreciseRemquoF:
          v = precise_math::remquo(a, b, &k);
          s = same_float(v, precise_math::remquof(a, b, &k2)) && k == k2;
          break;
        case PreciseRoundF: v = precise_math::round(a); s = same_float(v, precise_math::roundf(a)); break;
        case PreciseRsqrtF: v = precise_math::rsqrt(a); s = same_float(v, precise_math::rsqrtf(a)); break;
        case PreciseScalbF: v = precise_math::scalb(a, b); s = same_float(v, precise_math::scalbf(a, b)); break;
        case PreciseScalbnF:
          v = precise_math::scalbn(a, static_cast<int>(b));
          s = same_float(v, precise_math::scalbnf(a, static_cast<int>(b)));
          break;
        case PreciseSignbitF: k = precise_math::signbit(a); s = k == precise_math::signbitf(a); break;
        case PreciseSinF: v = precise_math::sin(a); s = same_float(v, precise_math::sinf(a)); break;
        case PreciseSincosF:
          precise_math::sincos(a, &v, &w);
          precise_math::sincosf(a, &v2, &w2);
          s = same_float(v, v2) && same_float(w, w2);
          break;
        case PreciseSinhF: v = precise_math::sinh(a); s = same_float(v, precise_math::sinhf(a)); break;
        case PreciseSinpiF: v = precise_math::sinpi(a); s = same_float(v, precise_math::sinpif(a)); break;
        case PreciseSqrtF: v = precise_math::sqrt(a); s = same_float(v, precise_math::sqrtf(a)); break;
        case PreciseTanF: v = precise_math::tan(a); s = same_float(v, precise_math::tanf(a)); break;
        case PreciseTanhF: v = precise_math::tanh(a); s = same_float(v, precise_math::tanhf(a)); break;
        case PreciseTanpiF: v = precise_math::tanpi(a); s = same_float(v, precise_math::tanpif(a)); break;
        case PreciseTgammaF: v = precise_math::tgamma(a); s = same_float(v, precise_math::tgammaf(a)); break;
        case PreciseTruncF: v = precise_math::trunc(a); s = same_float(v, precise_math::truncf(a)); break;
        default: break;
        }
        // clang-format on
        r1[idx] = v;
        r2[idx] = w;
        ri[idx] = k;
        same[idx] = s;
      });
  r1.synchronize();
  r2.synchronize();
  ri.synchronize();
  same.synchronize();
}

// Evaluates row idx[0] of the double functions at (xs[idx], ys[idx]).
void run_double_kernel(std::vector<double> &x, std::vector<double> &y,
                       std::vector<double> &v1, std::vector<double> &v2,
                       std::vector<int> &vi, std::vector<int> &vsame) {
  array_view<const double, 2> xs(DoubleRowCount, Samples, x);
  array_view<const double, 2> ys(DoubleRowCount, Samples, y);
  array_view<double, 2> r1(DoubleRowCount, Samples, v1);
  array_view<double, 2> r2(DoubleRowCount, Samples, v2);
  array_view<int, 2> ri(DoubleRowCount, Samples, vi);
  array_view<int, 2> same(DoubleRowCount, Samples, vsame);
  r1.discard_data();
  r2.discard_data();
  ri.discard_data();
  same.discard_data();
  parallel_for_each(
      r1.extent, [=](index<2> idx) restrict(amp) {
        const double a = xs[idx];
        const double b = ys[idx];
        double v = 0.0;
        double w = 0.0;
        int k = 0;
        int s = 1;
        // clang-format off
        switch (idx[0]) {
        case PreciseAcosD: v = precise_math::acos(a); break;
        case PreciseAcoshD: v = precise_math::acosh(a); break;
        case PreciseAsinD: v = precise_math::asin(a); break;
        case PreciseAsinhD: v = precise_math::asinh(a); break;
        case PreciseAtanD: v = precise_math::atan(a); break;
        case PreciseAtan2D: v = precise_math::atan2(a, b); break;
        case PreciseAtanhD: v = precise_math::atanh(a); break;
        case PreciseCbrtD: v = precise_math::cbrt(a); break;
        case PreciseCeilD: v = precise_math::ceil(a); break;
        case PreciseCopysignD: v = precise_math::copysign(a, b); break;
        case PreciseCosD: v = precise_math::cos(a); break;
        case PreciseCoshD: v = precise_math::cosh(a); break;
        case PreciseCospiD: v = precise_math::cospi(a); break;
        case PreciseErfD: v = precise_math::erf(a); break;
        case PreciseErfcD: v = precise_math::erfc(a); break;
        case PreciseErfinvD: v = precise_math::erfinv(a); break;
        case PreciseErfcinvD: v = precise_math::erfcinv(a); break;
        case PreciseExpD: v = precise_math::exp(a); break;
        case PreciseExp2D: v = precise_math::exp2(a); break;
        case PreciseExp10D: v = precise_math::exp10(a); break;
        case PreciseExpm1D: v = precise_math::expm1(a); break;
        case PreciseFabsD: v = precise_math::fabs(a); break;
        case PreciseFdimD: v = precise_math::fdim(a, b); break;
        case PreciseFloorD: v = precise_math::floor(a); break;
        case PreciseFmaD: v = precise_math::fma(a, b, -(a * b)); break;
        case PreciseFmaxD: v = precise_math::fmax(a, b); break;
        case PreciseFminD: v = precise_math::fmin(a, b); break;
        case PreciseFmodD: v = precise_math::fmod(a, b); break;
        case PreciseFpclassifyD: k = precise_math::fpclassify(a); break;
        case PreciseFrexpD: v = precise_math::frexp(a, &k); break;
        case PreciseHypotD: v = precise_math::hypot(a, b); break;
        case PreciseIlogbD: k = precise_math::ilogb(a); break;
        case PreciseIsfiniteD: k = precise_math::isfinite(a); break;
        case PreciseIsinfD: k = precise_math::isinf(a); break;
        case PreciseIsnanD: k = precise_math::isnan(a); break;
        case PreciseIsnormalD: k = precise_math::isnormal(a); break;
        case PreciseLdexpD: v = precise_math::ldexp(a, static_cast<int>(b)); break;
        case PreciseLgammaD: v = precise_math::lgamma(a, &k); break;
        case PreciseLogD: v = precise_math::log(a); break;
        case PreciseLog10D: v = precise_math::log10(a); break;
        case PreciseLog2D: v = precise_math::log2(a); break;
        case PreciseLog1pD: v = precise_math::log1p(a); break;
        case PreciseLogbD: v = precise_math::logb(a); break;
        case PreciseModfD: v = precise_math::modf(a, &w); break;
        case PreciseNanD: v = precise_math::nan(static_cast<int>(b)); break;
        case PreciseNearbyintD: v = precise_math::nearbyint(a); break;
        case PreciseNextafterD: v = precise_math::nextafter(a, b); break;
        case PrecisePhiD: v = precise_math::phi(a); break;
        case PrecisePowD: v = precise_math::pow(a, b); break;
        case PreciseProbitD: v = precise_math::probit(a); break;
        case PreciseRcbrtD: v = precise_math::rcbrt(a); break;
        case PreciseRemainderD: v = precise_math::remainder(a, b); break;
        case PreciseRemquoD: v = precise_math::remquo(a, b, &k); break;
        case PreciseRoundD: v = precise_math::round(a); break;
        case PreciseRsqrtD: v = precise_math::rsqrt(a); break;
        case PreciseScalbD: v = precise_math::scalb(a, b); break;
        case PreciseScalbnD: v = precise_math::scalbn(a, static_cast<int>(b)); break;
        case PreciseSignbitD: k = precise_math::signbit(a); break;
        case PreciseSinD: v = precise_math::sin(a); break;
        case PreciseSincosD: precise_math::sincos(a, &v, &w); break;
        case PreciseSinhD: v = precise_math::sinh(a); break;
        case PreciseSinpiD: v = precise_math::sinpi(a); break;
        case PreciseSqrtD: v = precise_math::sqrt(a); break;
        case PreciseTanD: v = precise_math::tan(a); break;
        case PreciseTanhD: v = precise_math::tanh(a); break;
        case PreciseTanpiD: v = precise_math::tanpi(a); break;
        case PreciseTgammaD: v = precise_math::tgamma(a); break;
        case PreciseTruncD: v = precise_math::trunc(a); break;
        case FastLog10OfDouble:
          // fast_math has float overloads only: the double converts to float.
          v = fast_math::log10(a);
          s = v == static_cast<double>(fast_math::log10(static_cast<float>(a)));
          break;
        default: break;
        }
        // clang-format on
        r1[idx] = v;
        r2[idx] = w;
        ri[idx] = k;
        same[idx] = s;
      });
  r1.synchronize();
  r2.synchronize();
  ri.synchronize();
  same.synchronize();
}

// --- Host side: arguments, references, tolerances --------------------------

typedef long double Real;

const Real Pi = 3.14159265358979323846264338327950288L;
const Real Sqrt2 = 1.41421356237309504880168872420969808L;

// How the arguments of a row are spread.
enum Spread {
  Uniform,  // over [Lo, Hi]
  LogScale, // over [Lo, Hi], Lo > 0, uniform in the logarithm
  Integers, // integers in [Lo, Hi]
  Ties,     // multiples of 1/4 in [-8, 8): halfway cases for rounding
  Specials, // zeros, subnormals, extremes, infinities, NaN, ordinary values
  Gamma     // a third each: (-9.9, -0.1), [0.05, 0.9], [2.5, 40]
};

struct Domain {
  Spread How;
  double Lo, Hi;
};

// Deterministic, stratified points in (0, 1) for I in [0, N): one per
// stratum, offset by the golden ratio sequence. (The second argument of a row
// uses the permutation (7 J + 3) mod Samples of the first's strata.)
double unit_point(int I, int N) {
  double Offset = std::fmod((I + 1) * 0.6180339887498949, 1.0);
  return (I + Offset) / N;
}

double argument(const Domain &D, int I) {
  // clang-format off
  static const double Special[] = {
      0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 7.25, -123.5, 65504.0, 1e-5,
      1e-40,                   // a float subnormal
      -1e-310,                 // a double subnormal (-0 in float)
      1.17549435e-38,          // FLT_MIN
      2.2250738585072014e-308, // DBL_MIN (0 in float)
      3.0e38, -1.0e300,        // large (-1e300 is -infinity in float)
      HUGE_VAL, -HUGE_VAL, NAN};
  // clang-format on
  const int SpecialCount = sizeof(Special) / sizeof(Special[0]);
  double T = unit_point(I, Samples);
  switch (D.How) {
  case Uniform:
    return D.Lo + (D.Hi - D.Lo) * T;
  case LogScale:
    return std::exp(std::log(D.Lo) + (std::log(D.Hi) - std::log(D.Lo)) * T);
  case Integers:
    return std::floor(D.Lo + (D.Hi - D.Lo + 1) * T);
  case Ties:
    return (I % 64) / 4.0 - 8.0;
  case Specials:
    return Special[I % SpecialCount];
  case Gamma: {
    double U = unit_point(I / 3, Samples / 3 + 1);
    if (I % 3 == 0)
      return -9.9 + 9.8 * U;
    if (I % 3 == 1)
      return 0.05 + 0.85 * U;
    return 2.5 + 37.5 * U;
  }
  }
  return 0.0;
}

// sin(pi x) and cos(pi x) with exact argument reduction (x - n/2 is exact).
Real sinpi_ref(Real X) {
  Real R = std::fmod(std::fabs(X), Real(2));
  Real Y;
  if (R <= 0.25L)
    Y = std::sin(Pi * R);
  else if (R <= 0.75L)
    Y = std::cos(Pi * (R - 0.5L));
  else if (R <= 1.25L)
    Y = std::sin(Pi * (1 - R));
  else if (R <= 1.75L)
    Y = -std::cos(Pi * (R - 1.5L));
  else
    Y = -std::sin(Pi * (2 - R));
  return X < 0 ? -Y : Y;
}

Real cospi_ref(Real X) { return sinpi_ref(std::fabs(X) + 0.5L); }

// Inverses by bisection on the long double C library functions: slow, simple
// and independent of the runtime's methods. Q in (0, 2).
Real erfcinv_ref(Real Q) {
  if (Q > 1)
    return -erfcinv_ref(2 - Q);
  Real Lo = 0, Hi = 110; // erfc decreases from 1 to (below) the smallest value.
  for (int I = 0; I < 200; ++I) {
    Real Mid = (Lo + Hi) / 2;
    if (Mid == Lo || Mid == Hi)
      break;
    if (std::erfc(Mid) > Q)
      Lo = Mid;
    else
      Hi = Mid;
  }
  return (Lo + Hi) / 2;
}

Real erfinv_ref(Real Y) {
  if (std::fabs(Y) > 0.5L)
    return Y < 0 ? -erfcinv_ref(1 + Y) : erfcinv_ref(1 - Y);
  Real Lo = -1, Hi = 1;
  for (int I = 0; I < 200; ++I) {
    Real Mid = (Lo + Hi) / 2;
    if (Mid == Lo || Mid == Hi)
      break;
    if (std::erf(Mid) < Y)
      Lo = Mid;
    else
      Hi = Mid;
  }
  return (Lo + Hi) / 2;
}

// The references: the exact result of the function at (x, y), as closely as
// long double gets it.
Real ref_acos(Real X, Real) { return std::acos(X); }
Real ref_acosh(Real X, Real) { return std::acosh(X); }
Real ref_asin(Real X, Real) { return std::asin(X); }
Real ref_asinh(Real X, Real) { return std::asinh(X); }
Real ref_atan(Real X, Real) { return std::atan(X); }
Real ref_atan2(Real X, Real Y) { return std::atan2(X, Y); }
Real ref_atanh(Real X, Real) { return std::atanh(X); }
Real ref_cbrt(Real X, Real) { return std::cbrt(X); }
Real ref_ceil(Real X, Real) { return std::ceil(X); }
Real ref_copysign(Real X, Real Y) { return std::copysign(X, Y); }
Real ref_cos(Real X, Real) { return std::cos(X); }
Real ref_cosh(Real X, Real) { return std::cosh(X); }
Real ref_cospi(Real X, Real) { return cospi_ref(X); }
Real ref_erf(Real X, Real) { return std::erf(X); }
Real ref_erfc(Real X, Real) { return std::erfc(X); }
Real ref_erfinv(Real X, Real) { return erfinv_ref(X); }
Real ref_erfcinv(Real X, Real) { return erfcinv_ref(X); }
Real ref_exp(Real X, Real) { return std::exp(X); }
Real ref_exp2(Real X, Real) { return std::exp2(X); }
Real ref_exp10(Real X, Real) { return std::pow(Real(10), X); }
Real ref_expm1(Real X, Real) { return std::expm1(X); }
Real ref_fabs(Real X, Real) { return std::fabs(X); }
Real ref_fdim(Real X, Real Y) { return std::fdim(X, Y); }
Real ref_floor(Real X, Real) { return std::floor(X); }
// fma(x, y, -round(x y)) = x y - round(x y): the float or double rounding
// error of the product, exactly representable in the argument's type.
Real ref_fma_float(Real X, Real Y) {
  return X * Y -
         static_cast<float>(static_cast<float>(X) * static_cast<float>(Y));
}
Real ref_fma_double(Real X, Real Y) {
  return std::fma(
      X, Y,
      -static_cast<Real>(static_cast<double>(X) * static_cast<double>(Y)));
}
Real ref_fmax(Real X, Real Y) { return std::fmax(X, Y); }
Real ref_fmin(Real X, Real Y) { return std::fmin(X, Y); }
Real ref_fmod(Real X, Real Y) { return std::fmod(X, Y); }
Real ref_frexp(Real X, Real) {
  int E;
  return std::frexp(X, &E);
}
Real ref_hypot(Real X, Real Y) { return std::hypot(X, Y); }
Real ref_ldexp(Real X, Real Y) { return std::ldexp(X, static_cast<int>(Y)); }
Real ref_lgamma(Real X, Real) { return std::lgamma(X); }
Real ref_log(Real X, Real) { return std::log(X); }
Real ref_log10(Real X, Real) { return std::log10(X); }
Real ref_log2(Real X, Real) { return std::log2(X); }
Real ref_log1p(Real X, Real) { return std::log1p(X); }
Real ref_logb(Real X, Real) { return std::logb(X); }
Real ref_modf(Real X, Real) {
  Real Int;
  return std::modf(X, &Int);
}
Real ref_modf_int(Real X, Real) { return std::trunc(X); }
Real ref_nan(Real, Real) { return NAN; }
Real ref_nearbyint(Real X, Real) { return std::nearbyint(X); }
Real ref_nextafter_float(Real X, Real Y) {
  return std::nextafter(static_cast<float>(X), static_cast<float>(Y));
}
Real ref_nextafter_double(Real X, Real Y) {
  return std::nextafter(static_cast<double>(X), static_cast<double>(Y));
}
Real ref_phi(Real X, Real) { return 0.5L * std::erfc(-X / Sqrt2); }
Real ref_pow(Real X, Real Y) { return std::pow(X, Y); }
Real ref_probit(Real X, Real) { return -Sqrt2 * erfcinv_ref(2 * X); }
Real ref_rcbrt(Real X, Real) { return 1 / std::cbrt(X); }
Real ref_remainder(Real X, Real Y) { return std::remainder(X, Y); }
Real ref_rint(Real X, Real) { return std::rint(X); }
Real ref_round(Real X, Real) { return std::round(X); }
Real ref_rsqrt(Real X, Real) { return 1 / std::sqrt(X); }
Real ref_scalb(Real X, Real Y) { return std::scalbn(X, static_cast<int>(Y)); }
Real ref_sin(Real X, Real) { return std::sin(X); }
Real ref_sinh(Real X, Real) { return std::sinh(X); }
Real ref_sinpi(Real X, Real) { return sinpi_ref(X); }
Real ref_sqrt(Real X, Real) { return std::sqrt(X); }
Real ref_tan(Real X, Real) { return std::tan(X); }
Real ref_tanh(Real X, Real) { return std::tanh(X); }
Real ref_tanpi(Real X, Real) { return sinpi_ref(X) / cospi_ref(X); }
Real ref_tgamma(Real X, Real) { return std::tgamma(X); }
Real ref_trunc(Real X, Real) { return std::trunc(X); }

// Integer references.
int iref_frexp(Real X) {
  int E = 0;
  std::frexp(X, &E);
  return E;
}
int iref_isfinite(Real X) { return std::isfinite(X); }
int iref_isinf(Real X) { return std::isinf(X); }
int iref_isnan(Real X) { return std::isnan(X); }
int iref_ilogb(Real X) { return std::ilogb(X); }
int iref_signbit(Real X) { return std::signbit(X); }
int iref_hlsl_sign(Real X) { return (X > 0) - (X < 0); }
int iref_gamma_sign(Real X) { return X > 0 || std::tgamma(X) > 0 ? 1 : -1; }
int iref_fpclassify_float(Real X) {
  return std::fpclassify(static_cast<float>(X));
}
int iref_fpclassify_double(Real X) {
  return std::fpclassify(static_cast<double>(X));
}
int iref_isnormal_float(Real X) { return std::isnormal(static_cast<float>(X)); }
int iref_isnormal_double(Real X) {
  return std::isnormal(static_cast<double>(X));
}

// How an int result is compared.
enum IntCheck {
  NoInt,
  ExactInt, // equal
  Truth,    // both zero or both nonzero (AMP's predicates return int)
  Quotient  // remquo: same sign, same value modulo 8 (all C guarantees)
};

struct Check {
  const char *Name;
  int Row;
  Domain X, Y;
  double Ulps; // tolerance in ulps of the result's type...
  double Abs;  // ...or absolute, whichever is larger at the argument
  Real (*Ref)(Real, Real);  // r1's reference, or null
  Real (*Ref2)(Real, Real); // r2's reference, or null
  int (*IntRef)(Real);      // ri's reference, or null
  IntCheck Ints;
  bool ValueOnlyForPositiveX; // lgamma: the value's bound holds for x > 0
};

const Domain None = {Uniform, 0, 0};
// The correctly rounded result, nothing else: 0.5 ulp from the exact value
// (plus 1/1000 ulp for the long double reference's own rounding).
const double Exact = 0.501;

// fast_math (float only). Tolerances: see the top of the file.
// clang-format off
const Check FastChecks[] = {
    {"fast_math::acos", FastAcos, {Uniform, -1, 1}, None, 3, 0, ref_acos, 0, 0, NoInt, false},
    {"fast_math::asin", FastAsin, {Uniform, -1, 1}, None, 3, 0, ref_asin, 0, 0, NoInt, false},
    {"fast_math::atan", FastAtan, {Uniform, -100, 100}, None, 3, 0, ref_atan, 0, 0, NoInt, false},
    {"fast_math::atan2", FastAtan2, {Uniform, -10, 10}, {Uniform, -10, 10}, 4, 0, ref_atan2, 0, 0, NoInt, false},
    {"fast_math::ceil", FastCeil, {Ties, 0, 0}, None, Exact, 0, ref_ceil, 0, 0, NoInt, false},
    // __cosf: absolute 2^-21.19 on [-pi, pi]; 2^-20 leaves room for the
    // reference's rounding and margin.
    {"fast_math::cos", FastCos, {Uniform, -3.14159, 3.14159}, None, 0, 0x1p-20, ref_cos, 0, 0, NoInt, false},
    {"fast_math::cosh", FastCosh, {Uniform, -10, 10}, None, 3, 0, ref_cosh, 0, 0, NoInt, false},
    // __expf: 2 + floor(|1.173 x|) ulp = 13 on [-10, 10].
    {"fast_math::exp", FastExp, {Uniform, -10, 10}, None, 14, 0, ref_exp, 0, 0, NoInt, false},
    {"fast_math::exp2", FastExp2, {Uniform, -20, 20}, None, 3, 0, ref_exp2, 0, 0, NoInt, false},
    {"fast_math::fabs", FastFabs, {Specials, 0, 0}, None, Exact, 0, ref_fabs, 0, 0, NoInt, false},
    {"fast_math::floor", FastFloor, {Ties, 0, 0}, None, Exact, 0, ref_floor, 0, 0, NoInt, false},
    {"fast_math::fmax", FastFmax, {Specials, 0, 0}, {Uniform, -10, 10}, Exact, 0, ref_fmax, 0, 0, NoInt, false},
    {"fast_math::fmin", FastFmin, {Specials, 0, 0}, {Uniform, -10, 10}, Exact, 0, ref_fmin, 0, 0, NoInt, false},
    {"fast_math::fmod", FastFmod, {Uniform, -1000, 1000}, {Uniform, -10, 10}, Exact, 0, ref_fmod, 0, 0, NoInt, false},
    {"fast_math::frexp", FastFrexp, {Uniform, -1e6, 1e6}, None, Exact, 0, ref_frexp, 0, iref_frexp, ExactInt, false},
    {"fast_math::isfinite", FastIsfinite, {Specials, 0, 0}, None, 0, 0, 0, 0, iref_isfinite, Truth, false},
    {"fast_math::isinf", FastIsinf, {Specials, 0, 0}, None, 0, 0, 0, 0, iref_isinf, Truth, false},
    {"fast_math::isnan", FastIsnan, {Specials, 0, 0}, None, 0, 0, 0, 0, iref_isnan, Truth, false},
    {"fast_math::ldexp", FastLdexp, {Uniform, -100, 100}, {Integers, -20, 20}, Exact, 0, ref_ldexp, 0, 0, NoInt, false},
    // __logf: absolute 2^-21.41 on [0.5, 2], else 3 ulp.
    {"fast_math::log", FastLog, {LogScale, 1e-3, 1e3}, None, 4, 0x1p-21, ref_log, 0, 0, NoInt, false},
    // __log10f: absolute 2^-24 on [0.5, 2], else 3 ulp.
    {"fast_math::log10", FastLog10, {LogScale, 1e-3, 1e3}, None, 4, 0x1p-22, ref_log10, 0, 0, NoInt, false},
    // __log2f: absolute 2^-22 on [0.5, 2], else 2 ulp.
    {"fast_math::log2", FastLog2, {LogScale, 1e-3, 1e3}, None, 3, 0x1p-21, ref_log2, 0, 0, NoInt, false},
    {"fast_math::modf", FastModf, {Uniform, -1000, 1000}, None, Exact, 0, ref_modf, ref_modf_int, 0, NoInt, false},
    // __powf = exp2(y * __log2f(x)): |y log2 x| <= 6 here, so the log's
    // absolute 2^-22, times |y| <= 3, plus the product's rounding, is a
    // relative 2^-20 ln 2 (about 11 ulp), plus exp2's 2 ulp.
    {"fast_math::pow", FastPow, {LogScale, 0.5, 4}, {Uniform, -3, 3}, 16, 0, ref_pow, 0, 0, NoInt, false},
    // Direct3D's round: halfway cases to even.
    {"fast_math::round", FastRound, {Ties, 0, 0}, None, Exact, 0, ref_rint, 0, 0, NoInt, false},
    {"fast_math::rsqrt", FastRsqrt, {LogScale, 1e-3, 1e3}, None, 3, 0, ref_rsqrt, 0, 0, NoInt, false},
    // Direct3D's sign(): -1, 0, +1.
    {"fast_math::signbit", FastSignbit, {Specials, 0, 0}, None, 0, 0, 0, 0, iref_hlsl_sign, ExactInt, false},
    // __sinf: absolute 2^-21.41 on [-pi, pi].
    {"fast_math::sin", FastSin, {Uniform, -3.14159, 3.14159}, None, 0, 0x1p-20, ref_sin, 0, 0, NoInt, false},
    {"fast_math::sincos", FastSincos, {Uniform, -3.14159, 3.14159}, None, 0, 0x1p-20, ref_sin, ref_cos, 0, NoInt, false},
    {"fast_math::sinh", FastSinh, {Uniform, -10, 10}, None, 4, 0, ref_sinh, 0, 0, NoInt, false},
    {"fast_math::sqrt", FastSqrt, {LogScale, 1e-30, 1e30}, None, Exact, 0, ref_sqrt, 0, 0, NoInt, false},
    // __tanf = __sinf * (1 / __cosf): on [-1, 1], cos >= 0.54, so the
    // absolute error is at most about 2^-21.2 (1/cos + |sin|/cos^2) < 2^-18.6.
    {"fast_math::tan", FastTan, {Uniform, -1, 1}, None, 0, 0x1p-18, ref_tan, 0, 0, NoInt, false},
    {"fast_math::tanh", FastTanh, {Uniform, -10, 10}, None, 3, 0, ref_tanh, 0, 0, NoInt, false},
    {"fast_math::trunc", FastTrunc, {Ties, 0, 0}, None, Exact, 0, ref_trunc, 0, 0, NoInt, false},
};
// clang-format on

// precise_math in float and in double: the same domains where both types
// cover them, tolerances from CUDA's float and double tables plus 1 ulp.
struct PreciseCheck {
  const char *Name;
  int FloatRow, DoubleRow;
  Domain XF, YF, XD, YD;
  double UlpsF, UlpsD;
  Real (*Ref)(Real, Real);
  Real (*Ref2)(Real, Real);
  int (*IntRef)(Real);
  IntCheck Ints;
  bool ValueOnlyForPositiveX;
};

// clang-format off
#define SAME(D) D, None, D, None
const PreciseCheck PreciseChecks[] = {
    {"acos", PreciseAcosF, PreciseAcosD, SAME((Domain{Uniform, -1, 1})), 3, 3, ref_acos, 0, 0, NoInt, false},
    {"acosh", PreciseAcoshF, PreciseAcoshD, SAME((Domain{LogScale, 1, 1e4})), 5, 4, ref_acosh, 0, 0, NoInt, false},
    {"asin", PreciseAsinF, PreciseAsinD, SAME((Domain{Uniform, -1, 1})), 3, 3, ref_asin, 0, 0, NoInt, false},
    {"asinh", PreciseAsinhF, PreciseAsinhD, SAME((Domain{Uniform, -100, 100})), 4, 4, ref_asinh, 0, 0, NoInt, false},
    {"atan", PreciseAtanF, PreciseAtanD, SAME((Domain{Uniform, -100, 100})), 3, 3, ref_atan, 0, 0, NoInt, false},
    {"atan2", PreciseAtan2F, PreciseAtan2D, {Uniform, -10, 10}, {Uniform, -10, 10}, {Uniform, -10, 10}, {Uniform, -10, 10}, 4, 3, ref_atan2, 0, 0, NoInt, false},
    {"atanh", PreciseAtanhF, PreciseAtanhD, SAME((Domain{Uniform, -0.99, 0.99})), 4, 3, ref_atanh, 0, 0, NoInt, false},
    {"cbrt", PreciseCbrtF, PreciseCbrtD, SAME((Domain{Uniform, -1000, 1000})), 2, 2, ref_cbrt, 0, 0, NoInt, false},
    {"ceil", PreciseCeilF, PreciseCeilD, SAME((Domain{Ties, 0, 0})), Exact, Exact, ref_ceil, 0, 0, NoInt, false},
    {"copysign", PreciseCopysignF, PreciseCopysignD, {Uniform, -10, 10}, {Specials, 0, 0}, {Uniform, -10, 10}, {Specials, 0, 0}, Exact, Exact, ref_copysign, 0, 0, NoInt, false},
    {"cos", PreciseCosF, PreciseCosD, SAME((Domain{Uniform, -100, 100})), 3, 3, ref_cos, 0, 0, NoInt, false},
    {"cosh", PreciseCoshF, PreciseCoshD, SAME((Domain{Uniform, -20, 20})), 3, 2, ref_cosh, 0, 0, NoInt, false},
    {"cospi", PreciseCospiF, PreciseCospiD, SAME((Domain{Uniform, -10, 10})), 2, 3, ref_cospi, 0, 0, NoInt, false},
    {"erf", PreciseErfF, PreciseErfD, SAME((Domain{Uniform, -4, 4})), 3, 3, ref_erf, 0, 0, NoInt, false},
    {"erfc", PreciseErfcF, PreciseErfcD, {Uniform, -2, 9}, None, {Uniform, -3, 26}, None, 5, 6, ref_erfc, 0, 0, NoInt, false},
    {"erfinv", PreciseErfinvF, PreciseErfinvD, SAME((Domain{Uniform, -0.999, 0.999})), 3, 6, ref_erfinv, 0, 0, NoInt, false},
    {"erfcinv", PreciseErfcinvF, PreciseErfcinvD, {LogScale, 1e-30, 1.99}, None, {LogScale, 1e-300, 1.99}, None, 5, 7, ref_erfcinv, 0, 0, NoInt, false},
    {"exp", PreciseExpF, PreciseExpD, {Uniform, -80, 80}, None, {Uniform, -700, 700}, None, 3, 2, ref_exp, 0, 0, NoInt, false},
    {"exp2", PreciseExp2F, PreciseExp2D, {Uniform, -120, 120}, None, {Uniform, -1000, 1000}, None, 3, 2, ref_exp2, 0, 0, NoInt, false},
    {"exp10", PreciseExp10F, PreciseExp10D, {Uniform, -35, 35}, None, {Uniform, -300, 300}, None, 3, 2, ref_exp10, 0, 0, NoInt, false},
    {"expm1", PreciseExpm1F, PreciseExpm1D, SAME((Domain{Uniform, -10, 10})), 2, 2, ref_expm1, 0, 0, NoInt, false},
    {"fabs", PreciseFabsF, PreciseFabsD, SAME((Domain{Specials, 0, 0})), Exact, Exact, ref_fabs, 0, 0, NoInt, false},
    {"fdim", PreciseFdimF, PreciseFdimD, {Uniform, -100, 100}, {Uniform, -100, 100}, {Uniform, -100, 100}, {Uniform, -100, 100}, Exact, Exact, ref_fdim, 0, 0, NoInt, false},
    {"floor", PreciseFloorF, PreciseFloorD, SAME((Domain{Ties, 0, 0})), Exact, Exact, ref_floor, 0, 0, NoInt, false},
    {"fma", PreciseFmaF, PreciseFmaD, {Uniform, -1000, 1000}, {Uniform, -1000, 1000}, {Uniform, -1000, 1000}, {Uniform, -1000, 1000}, Exact, Exact, 0, 0, 0, NoInt, false},
    {"fmax", PreciseFmaxF, PreciseFmaxD, {Specials, 0, 0}, {Uniform, -10, 10}, {Specials, 0, 0}, {Uniform, -10, 10}, Exact, Exact, ref_fmax, 0, 0, NoInt, false},
    {"fmin", PreciseFminF, PreciseFminD, {Specials, 0, 0}, {Uniform, -10, 10}, {Specials, 0, 0}, {Uniform, -10, 10}, Exact, Exact, ref_fmin, 0, 0, NoInt, false},
    {"fmod", PreciseFmodF, PreciseFmodD, {Uniform, -1000, 1000}, {Uniform, -10, 10}, {Uniform, -1000, 1000}, {Uniform, -10, 10}, Exact, Exact, ref_fmod, 0, 0, NoInt, false},
    {"fpclassify", PreciseFpclassifyF, PreciseFpclassifyD, SAME((Domain{Specials, 0, 0})), 0, 0, 0, 0, 0, ExactInt, false},
    {"frexp", PreciseFrexpF, PreciseFrexpD, SAME((Domain{Uniform, -1e6, 1e6})), Exact, Exact, ref_frexp, 0, iref_frexp, ExactInt, false},
    {"hypot", PreciseHypotF, PreciseHypotD, {Uniform, -1000, 1000}, {Uniform, -1000, 1000}, {Uniform, -1000, 1000}, {Uniform, -1000, 1000}, 4, 3, ref_hypot, 0, 0, NoInt, false},
    {"ilogb", PreciseIlogbF, PreciseIlogbD, SAME((Domain{LogScale, 1e-30, 1e30})), 0, 0, 0, 0, iref_ilogb, ExactInt, false},
    {"isfinite", PreciseIsfiniteF, PreciseIsfiniteD, SAME((Domain{Specials, 0, 0})), 0, 0, 0, 0, iref_isfinite, Truth, false},
    {"isinf", PreciseIsinfF, PreciseIsinfD, SAME((Domain{Specials, 0, 0})), 0, 0, 0, 0, iref_isinf, Truth, false},
    {"isnan", PreciseIsnanF, PreciseIsnanD, SAME((Domain{Specials, 0, 0})), 0, 0, 0, 0, iref_isnan, Truth, false},
    {"isnormal", PreciseIsnormalF, PreciseIsnormalD, SAME((Domain{Specials, 0, 0})), 0, 0, 0, 0, 0, Truth, false},
    {"ldexp", PreciseLdexpF, PreciseLdexpD, {Uniform, -100, 100}, {Integers, -20, 20}, {Uniform, -100, 100}, {Integers, -20, 20}, Exact, Exact, ref_ldexp, 0, 0, NoInt, false},
    // CUDA: lgammaf 6 ulp, lgamma 4 ulp outside (-10.001, -2.264) and
    // (-23.0001, -2.2637); there the sign is checked, not the value.
    {"lgamma", PreciseLgammaF, PreciseLgammaD, SAME((Domain{Gamma, 0, 0})), 7, 5, ref_lgamma, 0, iref_gamma_sign, ExactInt, true},
    {"log", PreciseLogF, PreciseLogD, {LogScale, 1e-30, 1e30}, None, {LogScale, 1e-300, 1e300}, None, 2, 2, ref_log, 0, 0, NoInt, false},
    {"log10", PreciseLog10F, PreciseLog10D, {LogScale, 1e-30, 1e30}, None, {LogScale, 1e-300, 1e300}, None, 3, 2, ref_log10, 0, 0, NoInt, false},
    {"log2", PreciseLog2F, PreciseLog2D, {LogScale, 1e-30, 1e30}, None, {LogScale, 1e-300, 1e300}, None, 2, 2, ref_log2, 0, 0, NoInt, false},
    {"log1p", PreciseLog1pF, PreciseLog1pD, SAME((Domain{Uniform, -0.9, 100})), 2, 2, ref_log1p, 0, 0, NoInt, false},
    {"logb", PreciseLogbF, PreciseLogbD, SAME((Domain{LogScale, 1e-30, 1e30})), Exact, Exact, ref_logb, 0, 0, NoInt, false},
    {"modf", PreciseModfF, PreciseModfD, SAME((Domain{Uniform, -1000, 1000})), Exact, Exact, ref_modf, ref_modf_int, 0, NoInt, false},
    {"nan", PreciseNanF, PreciseNanD, {Uniform, 0, 1}, {Integers, 0, 100}, {Uniform, 0, 1}, {Integers, 0, 100}, Exact, Exact, ref_nan, 0, 0, NoInt, false},
    {"nearbyint", PreciseNearbyintF, PreciseNearbyintD, SAME((Domain{Ties, 0, 0})), Exact, Exact, ref_nearbyint, 0, 0, NoInt, false},
    {"nextafter", PreciseNextafterF, PreciseNextafterD, {Uniform, -10, 10}, {Uniform, -10, 10}, {Uniform, -10, 10}, {Uniform, -10, 10}, Exact, Exact, 0, 0, 0, NoInt, false},
    // CUDA: normcdff 5, normcdf 5 ulp.
    {"phi", PrecisePhiF, PrecisePhiD, {Uniform, -9, 5}, None, {Uniform, -37, 8}, None, 6, 6, ref_phi, 0, 0, NoInt, false},
    {"pow", PrecisePowF, PrecisePowD, {LogScale, 0.1, 10}, {Uniform, -20, 20}, {LogScale, 0.01, 100}, {Uniform, -100, 100}, 5, 3, ref_pow, 0, 0, NoInt, false},
    // CUDA: normcdfinvf 5, normcdfinv 8 ulp.
    {"probit", PreciseProbitF, PreciseProbitD, {LogScale, 1e-30, 0.999}, None, {LogScale, 1e-300, 0.999}, None, 6, 9, ref_probit, 0, 0, NoInt, false},
    {"rcbrt", PreciseRcbrtF, PreciseRcbrtD, SAME((Domain{Uniform, -1000, 1000})), 2, 2, ref_rcbrt, 0, 0, NoInt, false},
    {"remainder", PreciseRemainderF, PreciseRemainderD, {Uniform, -1000, 1000}, {Uniform, -10, 10}, {Uniform, -1000, 1000}, {Uniform, -10, 10}, Exact, Exact, ref_remainder, 0, 0, NoInt, false},
    {"remquo", PreciseRemquoF, PreciseRemquoD, {Uniform, -1000, 1000}, {Uniform, -10, 10}, {Uniform, -1000, 1000}, {Uniform, -10, 10}, Exact, Exact, ref_remainder, 0, 0, Quotient, false},
    {"round", PreciseRoundF, PreciseRoundD, SAME((Domain{Ties, 0, 0})), Exact, Exact, ref_round, 0, 0, NoInt, false},
    {"rsqrt", PreciseRsqrtF, PreciseRsqrtD, {LogScale, 1e-30, 1e30}, None, {LogScale, 1e-300, 1e300}, None, 3, 2, ref_rsqrt, 0, 0, NoInt, false},
    {"scalb", PreciseScalbF, PreciseScalbD, {Uniform, -100, 100}, {Integers, -20, 20}, {Uniform, -100, 100}, {Integers, -20, 20}, Exact, Exact, ref_scalb, 0, 0, NoInt, false},
    {"scalbn", PreciseScalbnF, PreciseScalbnD, {Uniform, -100, 100}, {Integers, -20, 20}, {Uniform, -100, 100}, {Integers, -20, 20}, Exact, Exact, ref_scalb, 0, 0, NoInt, false},
    {"signbit", PreciseSignbitF, PreciseSignbitD, SAME((Domain{Specials, 0, 0})), 0, 0, 0, 0, iref_signbit, Truth, false},
    {"sin", PreciseSinF, PreciseSinD, SAME((Domain{Uniform, -100, 100})), 3, 3, ref_sin, 0, 0, NoInt, false},
    {"sincos", PreciseSincosF, PreciseSincosD, SAME((Domain{Uniform, -100, 100})), 3, 3, ref_sin, ref_cos, 0, NoInt, false},
    {"sinh", PreciseSinhF, PreciseSinhD, SAME((Domain{Uniform, -20, 20})), 4, 3, ref_sinh, 0, 0, NoInt, false},
    {"sinpi", PreciseSinpiF, PreciseSinpiD, SAME((Domain{Uniform, -10, 10})), 2, 3, ref_sinpi, 0, 0, NoInt, false},
    {"sqrt", PreciseSqrtF, PreciseSqrtD, {LogScale, 1e-30, 1e30}, None, {LogScale, 1e-300, 1e300}, None, Exact, Exact, ref_sqrt, 0, 0, NoInt, false},
    {"tan", PreciseTanF, PreciseTanD, SAME((Domain{Uniform, -10, 10})), 5, 3, ref_tan, 0, 0, NoInt, false},
    {"tanh", PreciseTanhF, PreciseTanhD, SAME((Domain{Uniform, -10, 10})), 3, 2, ref_tanh, 0, 0, NoInt, false},
    // sinpi / cospi on the device: their bounds (1 + 1 ulp float, 2 + 2 ulp
    // double), the division's half ulp, and 1 for the reference.
    {"tanpi", PreciseTanpiF, PreciseTanpiD, SAME((Domain{Uniform, -10, 10})), 4, 6, ref_tanpi, 0, 0, NoInt, false},
    // CUDA: tgammaf 5, tgamma 10 ulp.
    {"tgamma", PreciseTgammaF, PreciseTgammaD, {Uniform, 0.1, 30}, None, {Uniform, 0.1, 100}, None, 6, 11, ref_tgamma, 0, 0, NoInt, false},
    {"trunc", PreciseTruncF, PreciseTruncD, SAME((Domain{Ties, 0, 0})), Exact, Exact, ref_trunc, 0, 0, NoInt, false},
};
#undef SAME
// clang-format on

// One ulp of a float or double result near R (the subnormal spacing below
// the normal range).
Real ulp_of(Real R, bool IsFloat) {
  int MinExp = IsFloat ? -126 : -1022;
  int Digits = IsFloat ? 24 : 53;
  int E = R == 0 ? MinExp : std::ilogb(R);
  if (E < MinExp)
    E = MinExp;
  return std::ldexp(Real(1), E - (Digits - 1));
}

// The worst argument of one check so far.
struct Worst {
  double Ratio = 0; // error / tolerance; > 1 fails
  double Error = 0, Tolerance = 0;
  bool InUlps = true;
  double X = 0, Y = 0;
  const char *What = 0; // A non-numeric failure, or null.
};

// Compares one value with its reference; updates W.
void compare_value(Real Got, Real Want, bool IsFloat, double Ulps, double Abs,
                   double X, double Y, Worst &W) {
  double Ratio, Error = 0, Tolerance = 0;
  bool InUlps = true;
  if (std::isnan(Want) || std::isnan(Got) || std::isinf(Want) ||
      std::isinf(Got)) {
    bool Same = (std::isnan(Want) && std::isnan(Got)) || Got == Want;
    Ratio = Same ? 0 : HUGE_VAL;
    Error = static_cast<double>(Got - Want);
  } else {
    Real Ulp = ulp_of(Want, IsFloat);
    Real Diff = std::fabs(Got - Want);
    Real UlpTolerance = Ulps * Ulp;
    InUlps = UlpTolerance >= Abs;
    Real Allowed = InUlps ? UlpTolerance : Real(Abs);
    Ratio = Allowed > 0 ? static_cast<double>(Diff / Allowed)
                        : (Diff == 0 ? 0.0 : HUGE_VAL);
    Error = static_cast<double>(InUlps ? Diff / Ulp : Diff);
    Tolerance = InUlps ? Ulps : Abs;
  }
  if (Ratio > W.Ratio) {
    W.Ratio = Ratio;
    W.Error = Error;
    W.Tolerance = Tolerance;
    W.InUlps = InUlps;
    W.X = X;
    W.Y = Y;
  }
}

void compare_int(int Got, int Want, IntCheck How, double X, double Y,
                 Worst &W) {
  bool Ok = true;
  switch (How) {
  case NoInt:
    return;
  case ExactInt:
    Ok = Got == Want;
    break;
  case Truth:
    Ok = (Got != 0) == (Want != 0);
    break;
  case Quotient:
    // The sign of a quotient whose low bits are 0 may be lost (0 == -0).
    Ok = std::abs(Got) % 8 == std::abs(Want) % 8 &&
         (std::abs(Want) % 8 == 0 || (Got < 0) == (Want < 0));
    break;
  }
  if (!Ok && W.What == 0) {
    W.What = "wrong integer result";
    W.Ratio = HUGE_VAL;
    W.X = X;
    W.Y = Y;
  }
}

// With --verbose, the worst error of every function goes to stderr.
bool Verbose = false;

// Prints `name: ok` or the worst failure; returns whether it passed.
bool report(const char *Name, const char *Suffix, const Worst &W,
            bool SameAlias) {
  if (Verbose)
    std::fprintf(stderr,
                 "%s%s: worst error %.3g%s, tolerance %.3g%s (%.0f%%)\n", Name,
                 Suffix, W.Error, W.InUlps ? " ulp" : "", W.Tolerance,
                 W.InUlps ? " ulp" : "", 100 * W.Ratio);
  if (W.Ratio <= 1 && SameAlias) {
    std::printf("%s%s: ok\n", Name, Suffix);
    return true;
  }
  if (W.What)
    std::printf("%s%s: %s (x = %.9g, y = %.9g)\n", Name, Suffix, W.What, W.X,
                W.Y);
  else if (W.Ratio > 1)
    std::printf(
        "%s%s: max error %.3g%s > tolerance %.3g%s (x = %.17g, y = %.17g)\n",
        Name, Suffix, W.Error, W.InUlps ? " ulp" : "", W.Tolerance,
        W.InUlps ? " ulp" : "", W.X, W.Y);
  else
    std::printf("%s%s: the f-suffixed name returned other bits\n", Name,
                Suffix);
  return false;
}

struct Results {
  std::vector<double> X, Y, V1, V2;
  std::vector<int> I, Same;
};

// Checks row Row of R against the references.
bool check_row(const char *Name, const char *Suffix, const Results &R, int Row,
               bool IsFloat, double Ulps, double Abs, Real (*Ref)(Real, Real),
               Real (*Ref2)(Real, Real), int (*IntRef)(Real), IntCheck Ints,
               bool ValueOnlyForPositiveX) {
  Worst W;
  bool SameAlias = true;
  for (int J = 0; J < Samples; ++J) {
    int At = Row * Samples + J;
    Real X = R.X[At], Y = R.Y[At];
    bool CheckValue = !ValueOnlyForPositiveX || X > 0;
    if (Ref && CheckValue)
      compare_value(R.V1[At], Ref(X, Y), IsFloat, Ulps, Abs, R.X[At], R.Y[At],
                    W);
    if (Ref2)
      compare_value(R.V2[At], Ref2(X, Y), IsFloat, Ulps, Abs, R.X[At], R.Y[At],
                    W);
    if (Ints == Quotient) {
      int Want =
          static_cast<int>(std::nearbyint((X - std::remainder(X, Y)) / Y));
      compare_int(R.I[At], Want, Ints, R.X[At], R.Y[At], W);
    } else if (IntRef) {
      compare_int(R.I[At], IntRef(X), Ints, R.X[At], R.Y[At], W);
    }
    SameAlias = SameAlias && R.Same[At] != 0;
  }
  return report(Name, Suffix, W, SameAlias);
}

// The rows whose reference depends on the type: fma, nextafter, fpclassify
// and isnormal. (FloatRow and DoubleRow values overlap: compare the row of
// the right type.)
void type_specific_references(const PreciseCheck &C, bool IsFloat,
                              Real (*&Ref)(Real, Real), int (*&IntRef)(Real)) {
  Ref = C.Ref;
  IntRef = C.IntRef;
  if (C.FloatRow == PreciseFmaF)
    Ref = IsFloat ? ref_fma_float : ref_fma_double;
  if (C.FloatRow == PreciseNextafterF)
    Ref = IsFloat ? ref_nextafter_float : ref_nextafter_double;
  if (C.FloatRow == PreciseFpclassifyF)
    IntRef = IsFloat ? iref_fpclassify_float : iref_fpclassify_double;
  if (C.FloatRow == PreciseIsnormalF)
    IntRef = IsFloat ? iref_isnormal_float : iref_isnormal_double;
}

int main(int Argc, char **Argv) {
  Verbose = Argc > 1 && std::string(Argv[1]) == "--verbose";
  // Arguments, row by row.
  const int FloatCount = FloatRowCount * Samples;
  const int DoubleCount = DoubleRowCount * Samples;
  std::vector<float> XF(FloatCount, 0.0f), YF(FloatCount, 0.0f);
  std::vector<double> XD(DoubleCount, 0.0), YD(DoubleCount, 0.0);
  for (const Check &C : FastChecks)
    for (int J = 0; J < Samples; ++J) {
      XF[C.Row * Samples + J] = static_cast<float>(argument(C.X, J));
      YF[C.Row * Samples + J] =
          static_cast<float>(argument(C.Y, (J * 7 + 3) % Samples));
    }
  for (const PreciseCheck &C : PreciseChecks)
    for (int J = 0; J < Samples; ++J) {
      XF[C.FloatRow * Samples + J] = static_cast<float>(argument(C.XF, J));
      YF[C.FloatRow * Samples + J] =
          static_cast<float>(argument(C.YF, (J * 7 + 3) % Samples));
      XD[C.DoubleRow * Samples + J] = argument(C.XD, J);
      YD[C.DoubleRow * Samples + J] = argument(C.YD, (J * 7 + 3) % Samples);
    }
  // The MathExample sample's call: fast_math::log10 of doubles.
  for (int J = 0; J < Samples; ++J)
    XD[FastLog10OfDouble * Samples + J] =
        argument(Domain{LogScale, 1e-3, 1e3}, J);

  std::vector<float> F1(FloatCount), F2(FloatCount);
  std::vector<int> FI(FloatCount), FSame(FloatCount);
  run_float_kernel(XF, YF, F1, F2, FI, FSame);
  std::vector<double> D1(DoubleCount), D2(DoubleCount);
  std::vector<int> DI(DoubleCount), DSame(DoubleCount);
  run_double_kernel(XD, YD, D1, D2, DI, DSame);

  Results RF{std::vector<double>(XF.begin(), XF.end()),
             std::vector<double>(YF.begin(), YF.end()),
             std::vector<double>(F1.begin(), F1.end()),
             std::vector<double>(F2.begin(), F2.end()),
             FI,
             FSame};
  Results RD{XD, YD, D1, D2, DI, DSame};

  // Every row of both kernels must be checked exactly once.
  bool AllOk = true;
  std::vector<int> FloatChecked(FloatRowCount, 0),
      DoubleChecked(DoubleRowCount, 0);
  for (const Check &C : FastChecks)
    ++FloatChecked[C.Row];
  for (const PreciseCheck &C : PreciseChecks) {
    ++FloatChecked[C.FloatRow];
    ++DoubleChecked[C.DoubleRow];
  }
  ++DoubleChecked[FastLog10OfDouble];
  for (int Row = 0; Row < FloatRowCount; ++Row)
    if (FloatChecked[Row] != 1) {
      std::printf("test error: float row %d checked %d times\n", Row,
                  FloatChecked[Row]);
      AllOk = false;
    }
  for (int Row = 0; Row < DoubleRowCount; ++Row)
    if (DoubleChecked[Row] != 1) {
      std::printf("test error: double row %d checked %d times\n", Row,
                  DoubleChecked[Row]);
      AllOk = false;
    }

  for (const Check &C : FastChecks)
    AllOk &= check_row(C.Name, "", RF, C.Row, true, C.Ulps, C.Abs, C.Ref,
                       C.Ref2, C.IntRef, C.Ints, C.ValueOnlyForPositiveX);
  for (const PreciseCheck &C : PreciseChecks) {
    std::string Name = std::string("precise_math::") + C.Name;
    Real (*Ref)(Real, Real) = 0;
    int (*IntRef)(Real) = 0;
    type_specific_references(C, true, Ref, IntRef);
    AllOk &= check_row(Name.c_str(), "(float)", RF, C.FloatRow, true, C.UlpsF,
                       0, Ref, C.Ref2, IntRef, C.Ints, C.ValueOnlyForPositiveX);
    type_specific_references(C, false, Ref, IntRef);
    AllOk &=
        check_row(Name.c_str(), "(double)", RD, C.DoubleRow, false, C.UlpsD, 0,
                  Ref, C.Ref2, IntRef, C.Ints, C.ValueOnlyForPositiveX);
  }
  // fast_math::log10 of a double: the float function's bounds (as
  // fast_math::log10, in float ulps), plus the argument's rounding to float
  // (relative 2^-24, so absolute 2^-24 / ln 10 in the logarithm).
  AllOk &=
      check_row("fast_math::log10", "(double argument)", RD, FastLog10OfDouble,
                true, 4, 0x1p-22, ref_log10, 0, 0, NoInt, false);
  return AllOk ? 0 : 1;
}
