//===- math_test.hip.cpp - Host tests of <amp2hip/amp_math.h> -------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// Host-side tests of concurrency::fast_math and concurrency::precise_math
// (runtime/include/amp2hip/amp_math.h): every function of both namespaces,
// every overload and every f-suffixed name, compared with the C library
// (<cmath>) or, for the functions the C library lacks, with 40-digit
// references.
//
// Host tolerances, per family, and why:
//   - fast_math and precise_math functions that the C library has: 0 ulp, bit
//     for bit (signed zeros and NaN-ness included). On the host each one IS the
//     C library's function (MSVC's fast_math imports <cmath> for restrict(cpu)
//     callers too), so any difference is a wrong mapping (wrong function, a
//     float computed in double, a swapped argument).
//   - AMP's additions that amp2hip implements on the host (sinpi, cospi,
//     tanpi, rsqrt, rcbrt, exp10, phi, probit, erfinv, erfcinv): 1 ulp from the
//     correctly rounded result. They compute in 80-bit long double and round
//     once; what remains is long double's own error and double rounding, well
//     below 1 ulp. (4 ulp where long double is only double.)
//   - Classification, signs, exponents, quotients (isnan, fpclassify,
//     signbit, frexp's exponent, remquo's quotient, lgamma's sign): exact.
//
// Device tolerances are not tested here (no GPU in this tier). The GPU
// end-to-end program test/gpu/e2e/math_functions/math_functions.cpp checks the
// device functions against host references; its tolerances, each stated next
// to its check there, are:
//   - fast_math on NVIDIA: the error bounds of the CUDA C Programming Guide's
//     table of single-precision intrinsics (__expf: 2 + floor(|1.173 x|) ulp;
//     __logf, __log2f, __log10f: absolute 2^-21.41 / 2^-22 / 2^-24 on
//     [0.5, 2], else 3 / 2 / 3 ulp; __sinf, __cosf: absolute 2^-21.41 and
//     2^-21.19 on [-pi, pi]; __tanf, __powf: derived from their
//     implementations), plus 1 ulp for the reference. Direct3D, which AMP's
//     fast_math targets, only promises an absolute 8e-4 for sin and cos and
//     3 ulp-ish for exp/log, so these are stricter than AMP's own contract.
//   - precise_math: the CUDA table of maximum ulp errors of the float and
//     double standard functions (e.g. sin 2, exp 2, pow 4 (float); sin 2,
//     exp 1, pow 2 (double); erfcinv 6, tgamma 10 (double)), plus 1 ulp for the
//     reference; exact for the exactly rounded functions (fabs, fma, fmod,
//     frexp, ...).
//
// Build by hand, from the repository root (one command):
//   hipcc --offload-arch=gfx90a -std=c++17 -Wall -Wextra -Werror
//     -I runtime/include test/unit/math_test.hip.cpp -lgtest -lgtest_main
//     -pthread
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp_math.h>

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace {

namespace fm = concurrency::fast_math;
namespace pm = concurrency::precise_math;

// --- Comparison helpers -----------------------------------------------------

/// Same value, bit for bit, or both NaN.
template <typename T> bool sameValue(T A, T B) {
  if (std::isnan(A) || std::isnan(B))
    return std::isnan(A) && std::isnan(B);
  return std::memcmp(&A, &B, sizeof(T)) == 0;
}

/// The number of representable values from A to B (0 for equal values, also
/// for +0 and -0; both NaN: 0; one NaN: the maximum).
template <typename T> std::uint64_t ulpsApart(T A, T B) {
  if (std::isnan(A) || std::isnan(B))
    return std::isnan(A) && std::isnan(B) ? 0 : UINT64_MAX;
  using Bits = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
  Bits BitsA, BitsB;
  std::memcpy(&BitsA, &A, sizeof(T));
  std::memcpy(&BitsB, &B, sizeof(T));
  const Bits Sign = Bits(1) << (sizeof(T) * 8 - 1);
  std::uint64_t MagA = BitsA & ~Sign, MagB = BitsB & ~Sign;
  if ((BitsA & Sign) != (BitsB & Sign))
    return MagA + MagB;
  return MagA > MagB ? MagA - MagB : MagB - MagA;
}

std::string hex(double X) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%a", X);
  return Buf;
}

const float InfF = std::numeric_limits<float>::infinity();
const float NanF = std::numeric_limits<float>::quiet_NaN();
const double InfD = std::numeric_limits<double>::infinity();
const double NanD = std::numeric_limits<double>::quiet_NaN();

/// Arguments for the unary functions: zeros of both signs, subnormals, small
/// and large magnitudes, halfway cases for the rounding functions, the domain
/// edges of acos/atanh/acosh/log, infinities and NaN. Out-of-domain arguments
/// are included on purpose: NaN results must agree too.
const std::vector<float> &unaryArgsF() {
  static const std::vector<float> Args = {
      -InfF,  -1e30f, -1000.5f, -100.f,  -10.25f, -3.f, -2.5f,  -1.5f, -1.f,
      -0.75f, -0.5f,  -1e-3f,   -1e-40f, -0.f,    0.f,  1e-40f, 1e-3f, 0.25f,
      0.5f,   0.75f,  1.f,      1.5f,    2.5f,    3.f,  3.5f,   7.3f,  10.25f,
      88.5f,  100.f,  1000.5f,  1e30f,   InfF,    NanF};
  return Args;
}

const std::vector<double> &unaryArgsD() {
  static const std::vector<double> Args = {
      -InfD, -1e300, -1e30, -1000.5, -100.,   -10.25, -3.,   -2.5,   -1.5,
      -1.,   -0.75,  -0.5,  -1e-3,   -1e-310, -0.,    0.,    1e-310, 1e-3,
      0.25,  0.5,    0.75,  1.,      1.5,     2.5,    3.,    3.5,    7.3,
      10.25, 88.5,   100.,  709.5,   1000.5,  1e30,   1e300, InfD,   NanD};
  return Args;
}

/// Arguments for the binary functions (every ordered pair is tried).
const std::vector<float> &binaryArgsF() {
  static const std::vector<float> Args = {
      -InfF, -7.5f, -2.f, -1.f, -0.5f, -0.f,  0.f,  1e-40f,
      0.5f,  1.f,   2.f,  3.f,  7.5f,  1e30f, InfF, NanF};
  return Args;
}

const std::vector<double> &binaryArgsD() {
  static const std::vector<double> Args = {-InfD, -7.5,   -2.,  -1., -0.5, -0.,
                                           0.,    1e-310, 0.5,  1.,  2.,   3.,
                                           7.5,   1e300,  InfD, NanD};
  return Args;
}

template <typename T> struct UnaryCase {
  const char *Name;
  T (*Amp)(T);
  T (*Reference)(T);
};

template <typename T> struct BinaryCase {
  const char *Name;
  T (*Amp)(T, T);
  T (*Reference)(T, T);
};

template <typename T>
void expectBitForBit(const char *Name, T (*Amp)(T), T (*Reference)(T),
                     const std::vector<T> &Args) {
  for (T X : Args) {
    T Got = Amp(X), Want = Reference(X);
    EXPECT_TRUE(sameValue(Got, Want))
        << Name << "(" << hex(X) << ") = " << hex(Got) << ", C library "
        << hex(Want);
  }
}

template <typename T>
void expectBitForBit(const char *Name, T (*Amp)(T, T), T (*Reference)(T, T),
                     const std::vector<T> &Args) {
  for (T X : Args)
    for (T Y : Args) {
      T Got = Amp(X, Y), Want = Reference(X, Y);
      EXPECT_TRUE(sameValue(Got, Want))
          << Name << "(" << hex(X) << ", " << hex(Y) << ") = " << hex(Got)
          << ", C library " << hex(Want);
    }
}

// A case of a table: the AMP function and the C library's, as function
// pointers (lambdas pick the overload).
// clang-format off
#define AMP_UNARY(T, CALL, REF)                                                \
  UnaryCase<T>{#CALL, [](T X) -> T { return CALL(X); },                        \
               [](T X) -> T { return REF(X); }}
#define AMP_BINARY(T, CALL, REF)                                               \
  BinaryCase<T>{#CALL, [](T X, T Y) -> T { return CALL(X, Y); },               \
                [](T X, T Y) -> T { return REF(X, Y); }}
// clang-format on

// ============================================================================
// fast_math on the host: the C library's float functions.
// ============================================================================

// Tolerance 0 ulp: on the host, fast_math is the C library (see the top).
TEST(FastMathHost, UnaryFunctionsAreTheCLibrarysBitForBit) {
  const UnaryCase<float> Cases[] = {
      AMP_UNARY(float, fm::acos, ::acosf),
      AMP_UNARY(float, fm::acosf, ::acosf),
      AMP_UNARY(float, fm::asin, ::asinf),
      AMP_UNARY(float, fm::asinf, ::asinf),
      AMP_UNARY(float, fm::atan, ::atanf),
      AMP_UNARY(float, fm::atanf, ::atanf),
      AMP_UNARY(float, fm::ceil, ::ceilf),
      AMP_UNARY(float, fm::ceilf, ::ceilf),
      AMP_UNARY(float, fm::cos, ::cosf),
      AMP_UNARY(float, fm::cosf, ::cosf),
      AMP_UNARY(float, fm::cosh, ::coshf),
      AMP_UNARY(float, fm::coshf, ::coshf),
      AMP_UNARY(float, fm::exp, ::expf),
      AMP_UNARY(float, fm::expf, ::expf),
      AMP_UNARY(float, fm::exp2, ::exp2f),
      AMP_UNARY(float, fm::exp2f, ::exp2f),
      AMP_UNARY(float, fm::fabs, ::fabsf),
      AMP_UNARY(float, fm::fabsf, ::fabsf),
      AMP_UNARY(float, fm::floor, ::floorf),
      AMP_UNARY(float, fm::floorf, ::floorf),
      AMP_UNARY(float, fm::log, ::logf),
      AMP_UNARY(float, fm::logf, ::logf),
      AMP_UNARY(float, fm::log10, ::log10f),
      AMP_UNARY(float, fm::log10f, ::log10f),
      AMP_UNARY(float, fm::log2, ::log2f),
      AMP_UNARY(float, fm::log2f, ::log2f),
      // round: the C library's on the host; the device rounds halfway cases
      // to even, as Direct3D does (RoundFollowsTheCLibraryOnTheHost).
      AMP_UNARY(float, fm::round, ::roundf),
      AMP_UNARY(float, fm::roundf, ::roundf),
      AMP_UNARY(float, fm::sin, ::sinf),
      AMP_UNARY(float, fm::sinf, ::sinf),
      AMP_UNARY(float, fm::sinh, ::sinhf),
      AMP_UNARY(float, fm::sinhf, ::sinhf),
      AMP_UNARY(float, fm::sqrt, ::sqrtf),
      AMP_UNARY(float, fm::sqrtf, ::sqrtf),
      AMP_UNARY(float, fm::tan, ::tanf),
      AMP_UNARY(float, fm::tanf, ::tanf),
      AMP_UNARY(float, fm::tanh, ::tanhf),
      AMP_UNARY(float, fm::tanhf, ::tanhf),
      AMP_UNARY(float, fm::trunc, ::truncf),
      AMP_UNARY(float, fm::truncf, ::truncf),
  };
  for (const auto &C : Cases)
    expectBitForBit(C.Name, C.Amp, C.Reference, unaryArgsF());
}

// Tolerance 0 ulp: as above.
TEST(FastMathHost, BinaryFunctionsAreTheCLibrarysBitForBit) {
  const BinaryCase<float> Cases[] = {
      AMP_BINARY(float, fm::atan2, ::atan2f),
      AMP_BINARY(float, fm::atan2f, ::atan2f),
      AMP_BINARY(float, fm::fmax, ::fmaxf),
      AMP_BINARY(float, fm::fmaxf, ::fmaxf),
      AMP_BINARY(float, fm::fmin, ::fminf),
      AMP_BINARY(float, fm::fminf, ::fminf),
      AMP_BINARY(float, fm::fmod, ::fmodf),
      AMP_BINARY(float, fm::fmodf, ::fmodf),
      AMP_BINARY(float, fm::pow, ::powf),
      AMP_BINARY(float, fm::powf, ::powf),
  };
  for (const auto &C : Cases)
    expectBitForBit(C.Name, C.Amp, C.Reference, binaryArgsF());
}

// Tolerance 0: frexp, ldexp, modf and sincos are exact or the C library's.
TEST(FastMathHost, FunctionsWithOutputParametersAreTheCLibrarys) {
  for (float X : unaryArgsF()) {
    int Exp = -99, ExpF = -99, WantExp = -99;
    float WantMant = ::frexpf(X, &WantExp);
    EXPECT_TRUE(sameValue(fm::frexp(X, &Exp), WantMant)) << hex(X);
    EXPECT_TRUE(sameValue(fm::frexpf(X, &ExpF), WantMant)) << hex(X);
    if (std::isfinite(X)) { // The exponent is unspecified for inf and NaN.
      EXPECT_EQ(Exp, WantExp) << hex(X);
      EXPECT_EQ(ExpF, WantExp) << hex(X);
    }

    float Int = 0, IntF = 0, WantInt = 0;
    float WantFrac = ::modff(X, &WantInt);
    EXPECT_TRUE(sameValue(fm::modf(X, &Int), WantFrac)) << hex(X);
    EXPECT_TRUE(sameValue(fm::modff(X, &IntF), WantFrac)) << hex(X);
    EXPECT_TRUE(sameValue(Int, WantInt)) << hex(X);
    EXPECT_TRUE(sameValue(IntF, WantInt)) << hex(X);

    float Sin = 0, Cos = 0, SinF = 0, CosF = 0;
    fm::sincos(X, &Sin, &Cos);
    fm::sincosf(X, &SinF, &CosF);
    EXPECT_TRUE(sameValue(Sin, ::sinf(X)) && sameValue(SinF, ::sinf(X)))
        << hex(X);
    EXPECT_TRUE(sameValue(Cos, ::cosf(X)) && sameValue(CosF, ::cosf(X)))
        << hex(X);

    for (int E : {-300, -150, -10, -1, 0, 1, 10, 130, 300}) {
      EXPECT_TRUE(sameValue(fm::ldexp(X, E), ::ldexpf(X, E)))
          << hex(X) << " " << E;
      EXPECT_TRUE(sameValue(fm::ldexpf(X, E), ::ldexpf(X, E)))
          << hex(X) << " " << E;
    }
  }
}

// Tolerance 1 ulp from the correctly rounded 1/sqrt (computed in double and
// rounded once): the host computes 1.0f / sqrtf(x), two correctly rounded
// float operations. The C library has no rsqrt.
TEST(FastMathHost, RsqrtIsWithinOneUlp) {
  for (float X :
       {1e-40f, 1e-30f, 0.01f, 0.5f, 1.f, 2.f, 3.f, 10.f, 12345.f, 1e30f}) {
    float Want = static_cast<float>(1.0 / std::sqrt(static_cast<double>(X)));
    EXPECT_LE(ulpsApart(fm::rsqrt(X), Want), 1u) << hex(X);
    EXPECT_LE(ulpsApart(fm::rsqrtf(X), Want), 1u) << hex(X);
  }
  EXPECT_EQ(fm::rsqrt(0.f), InfF);
  EXPECT_EQ(fm::rsqrt(InfF), 0.f);
  EXPECT_TRUE(std::isnan(fm::rsqrt(-1.f)));
}

// Exact: classification returns int, nonzero for true.
TEST(FastMathHost, ClassificationMatchesTheCLibrary) {
  for (float X : unaryArgsF()) {
    EXPECT_EQ(fm::isnan(X) != 0, std::isnan(X)) << hex(X);
    EXPECT_EQ(fm::isinf(X) != 0, std::isinf(X)) << hex(X);
    EXPECT_EQ(fm::isfinite(X) != 0, std::isfinite(X)) << hex(X);
  }
  static_assert(std::is_same<decltype(fm::isnan(1.f)), int>::value,
                "int result");
}

// Exact: MSVC's fast_math::signbit is Direct3D's sign(): -1, 0 or +1.
TEST(FastMathHost, SignbitIsDirect3DSign) {
  EXPECT_EQ(fm::signbit(2.5f), 1);
  EXPECT_EQ(fm::signbit(1e-40f), 1);
  EXPECT_EQ(fm::signbit(InfF), 1);
  EXPECT_EQ(fm::signbit(-2.5f), -1);
  EXPECT_EQ(fm::signbit(-InfF), -1);
  EXPECT_EQ(fm::signbit(0.f), 0);
  EXPECT_EQ(fm::signbit(-0.f), 0);
  EXPECT_EQ(fm::signbit(NanF), 0);
  for (float X : unaryArgsF())
    EXPECT_EQ(fm::signbitf(X), fm::signbit(X)) << hex(X);
}

// Exact: host round is std::round (halfway cases away from zero), which is what
// MSVC's fast_math::round gives a restrict(cpu) caller. Device code uses
// rintf (halfway to even, Direct3D's round); the GPU test checks that side.
TEST(FastMathHost, RoundFollowsTheCLibraryOnTheHost) {
  EXPECT_EQ(fm::round(2.5f), 3.f);
  EXPECT_EQ(fm::round(-2.5f), -3.f);
  EXPECT_EQ(fm::round(0.5f), 1.f);
  EXPECT_EQ(fm::round(1.4f), 1.f);
}

// fast_math has float overloads only, as MSVC's: a double argument converts
// to float and the result is a float. The MathExample sample of the C++ AMP
// overview relies on it (fast_math::log10 of array_view<double> elements).
TEST(FastMathHost, DoubleArgumentsConvertToFloat) {
  static_assert(std::is_same<decltype(fm::log10(1.0)), float>::value,
                "fast_math::log10 has no double overload");
  static_assert(std::is_same<decltype(fm::sqrt(2.0)), float>::value, "float");
  static_assert(std::is_same<decltype(fm::pow(2.0, 3)), float>::value, "float");
  static_assert(std::is_same<decltype(fm::sqrt(2)), float>::value, "int too");
  for (double X : {1.0, 10.0, 60.0, 100.0, 600.0, 1000.0, 0.1}) {
    EXPECT_TRUE(sameValue(fm::log10(X), ::log10f(static_cast<float>(X))));
    // The float result differs from the double logarithm by float rounding
    // only: relative 2^-23 (one float ulp) and absolute 1e-7 near log10(1) = 0.
    double Exact = std::log10(X);
    EXPECT_NEAR(fm::log10(X), Exact, 1e-7 + std::fabs(Exact) * 0x1p-23) << X;
  }
}

// ============================================================================
// precise_math on the host: the C library, float and double.
// ============================================================================

#define PRECISE_UNARY_F(NAME)                                                  \
  AMP_UNARY(float, pm::NAME, ::NAME##f),                                       \
      AMP_UNARY(float, pm::NAME##f, ::NAME##f)
#define PRECISE_BINARY_F(NAME)                                                 \
  AMP_BINARY(float, pm::NAME, ::NAME##f),                                      \
      AMP_BINARY(float, pm::NAME##f, ::NAME##f)

// Tolerance 0 ulp: on the host, precise_math is the C library (see the top).
TEST(PreciseMathHost, UnaryFunctionsAreTheCLibrarysBitForBit) {
  const UnaryCase<float> FloatCases[] = {
      PRECISE_UNARY_F(acos),      PRECISE_UNARY_F(acosh),
      PRECISE_UNARY_F(asin),      PRECISE_UNARY_F(asinh),
      PRECISE_UNARY_F(atan),      PRECISE_UNARY_F(atanh),
      PRECISE_UNARY_F(cbrt),      PRECISE_UNARY_F(ceil),
      PRECISE_UNARY_F(cos),       PRECISE_UNARY_F(cosh),
      PRECISE_UNARY_F(erf),       PRECISE_UNARY_F(erfc),
      PRECISE_UNARY_F(exp),       PRECISE_UNARY_F(exp2),
      PRECISE_UNARY_F(expm1),     PRECISE_UNARY_F(fabs),
      PRECISE_UNARY_F(floor),     PRECISE_UNARY_F(log),
      PRECISE_UNARY_F(log10),     PRECISE_UNARY_F(log1p),
      PRECISE_UNARY_F(log2),      PRECISE_UNARY_F(logb),
      PRECISE_UNARY_F(nearbyint), PRECISE_UNARY_F(round),
      PRECISE_UNARY_F(sin),       PRECISE_UNARY_F(sinh),
      PRECISE_UNARY_F(sqrt),      PRECISE_UNARY_F(tan),
      PRECISE_UNARY_F(tanh),      PRECISE_UNARY_F(tgamma),
      PRECISE_UNARY_F(trunc),
  };
  for (const auto &C : FloatCases)
    expectBitForBit(C.Name, C.Amp, C.Reference, unaryArgsF());

  const UnaryCase<double> DoubleCases[] = {
      AMP_UNARY(double, pm::acos, ::acos),
      AMP_UNARY(double, pm::acosh, ::acosh),
      AMP_UNARY(double, pm::asin, ::asin),
      AMP_UNARY(double, pm::asinh, ::asinh),
      AMP_UNARY(double, pm::atan, ::atan),
      AMP_UNARY(double, pm::atanh, ::atanh),
      AMP_UNARY(double, pm::cbrt, ::cbrt),
      AMP_UNARY(double, pm::ceil, ::ceil),
      AMP_UNARY(double, pm::cos, ::cos),
      AMP_UNARY(double, pm::cosh, ::cosh),
      AMP_UNARY(double, pm::erf, ::erf),
      AMP_UNARY(double, pm::erfc, ::erfc),
      AMP_UNARY(double, pm::exp, ::exp),
      AMP_UNARY(double, pm::exp2, ::exp2),
      AMP_UNARY(double, pm::expm1, ::expm1),
      AMP_UNARY(double, pm::fabs, ::fabs),
      AMP_UNARY(double, pm::floor, ::floor),
      AMP_UNARY(double, pm::log, ::log),
      AMP_UNARY(double, pm::log10, ::log10),
      AMP_UNARY(double, pm::log1p, ::log1p),
      AMP_UNARY(double, pm::log2, ::log2),
      AMP_UNARY(double, pm::logb, ::logb),
      AMP_UNARY(double, pm::nearbyint, ::nearbyint),
      AMP_UNARY(double, pm::round, ::round),
      AMP_UNARY(double, pm::sin, ::sin),
      AMP_UNARY(double, pm::sinh, ::sinh),
      AMP_UNARY(double, pm::sqrt, ::sqrt),
      AMP_UNARY(double, pm::tan, ::tan),
      AMP_UNARY(double, pm::tanh, ::tanh),
      AMP_UNARY(double, pm::tgamma, ::tgamma),
      AMP_UNARY(double, pm::trunc, ::trunc),
  };
  for (const auto &C : DoubleCases)
    expectBitForBit(C.Name, C.Amp, C.Reference, unaryArgsD());
}

// Tolerance 0 ulp: as above.
TEST(PreciseMathHost, BinaryFunctionsAreTheCLibrarysBitForBit) {
  const BinaryCase<float> FloatCases[] = {
      PRECISE_BINARY_F(atan2), PRECISE_BINARY_F(copysign),
      PRECISE_BINARY_F(fdim),  PRECISE_BINARY_F(fmax),
      PRECISE_BINARY_F(fmin),  PRECISE_BINARY_F(fmod),
      PRECISE_BINARY_F(hypot), PRECISE_BINARY_F(nextafter),
      PRECISE_BINARY_F(pow),   PRECISE_BINARY_F(remainder),
  };
  for (const auto &C : FloatCases)
    expectBitForBit(C.Name, C.Amp, C.Reference, binaryArgsF());

  const BinaryCase<double> DoubleCases[] = {
      AMP_BINARY(double, pm::atan2, ::atan2),
      AMP_BINARY(double, pm::copysign, ::copysign),
      AMP_BINARY(double, pm::fdim, ::fdim),
      AMP_BINARY(double, pm::fmax, ::fmax),
      AMP_BINARY(double, pm::fmin, ::fmin),
      AMP_BINARY(double, pm::fmod, ::fmod),
      AMP_BINARY(double, pm::hypot, ::hypot),
      AMP_BINARY(double, pm::nextafter, ::nextafter),
      AMP_BINARY(double, pm::pow, ::pow),
      AMP_BINARY(double, pm::remainder, ::remainder),
  };
  for (const auto &C : DoubleCases)
    expectBitForBit(C.Name, C.Amp, C.Reference, binaryArgsD());
}

// Tolerance 0: fma is exact (one rounding) in both.
TEST(PreciseMathHost, FmaIsTheCLibrarys) {
  for (float X : binaryArgsF())
    for (float Y : binaryArgsF())
      for (float Z : {-1.f, 0.f, 0.1f, 1e30f, -InfF, NanF}) {
        EXPECT_TRUE(sameValue(pm::fma(X, Y, Z), ::fmaf(X, Y, Z)));
        EXPECT_TRUE(sameValue(pm::fmaf(X, Y, Z), ::fmaf(X, Y, Z)));
      }
  for (double X : binaryArgsD())
    for (double Y : binaryArgsD())
      for (double Z : {-1., 0., 0.1, 1e300, -InfD, NanD})
        EXPECT_TRUE(sameValue(pm::fma(X, Y, Z), ::fma(X, Y, Z)));
  // One rounding, not two: (1 + 2^-30)^2 - 1 keeps its 2^-60 term.
  EXPECT_EQ(pm::fma(1 + 0x1p-30, 1 + 0x1p-30, -1.0), 0x1p-29 + 0x1p-60);
}

// Exact: integer results and output parameters.
template <typename T>
void checkOutputParameterFunctions(const std::vector<T> &Args) {
  for (T X : Args) {
    int Exp = -99, WantExp = -99;
    T WantMant = std::frexp(X, &WantExp);
    EXPECT_TRUE(sameValue(pm::frexp(X, &Exp), WantMant)) << hex(X);
    if (std::isfinite(X))
      EXPECT_EQ(Exp, WantExp) << hex(X);

    T Int = 0, WantInt = 0;
    T WantFrac = std::modf(X, &WantInt);
    EXPECT_TRUE(sameValue(pm::modf(X, &Int), WantFrac)) << hex(X);
    EXPECT_TRUE(sameValue(Int, WantInt)) << hex(X);

    T Sin = 0, Cos = 0;
    pm::sincos(X, &Sin, &Cos);
    EXPECT_TRUE(sameValue(Sin, std::sin(X)) && sameValue(Cos, std::cos(X)))
        << hex(X);

    EXPECT_EQ(pm::ilogb(X), std::ilogb(X)) << hex(X);

    for (int E : {-2000, -300, -10, -1, 0, 1, 10, 300, 2000}) {
      EXPECT_TRUE(sameValue(pm::ldexp(X, E), std::ldexp(X, E)))
          << hex(X) << " " << E;
      EXPECT_TRUE(sameValue(pm::scalbn(X, E), std::scalbn(X, E)))
          << hex(X) << " " << E;
    }

    for (T Y : {T(-3), T(0.75), T(2), T(7.5)}) {
      int Quo = -99, WantQuo = -99;
      T WantRem = std::remquo(X, Y, &WantQuo);
      EXPECT_TRUE(sameValue(pm::remquo(X, Y, &Quo), WantRem))
          << hex(X) << " " << hex(Y);
      if (std::isfinite(X))
        EXPECT_EQ(Quo, WantQuo) << hex(X) << " " << hex(Y);
    }

#if defined(__GLIBC__)
    int Sign = -99, WantSign = -99;
    T WantLgamma;
    if constexpr (std::is_same<T, float>::value)
      WantLgamma = ::lgammaf_r(X, &WantSign);
    else
      WantLgamma = ::lgamma_r(X, &WantSign);
    EXPECT_TRUE(sameValue(pm::lgamma(X, &Sign), WantLgamma)) << hex(X);
    EXPECT_EQ(Sign, WantSign) << hex(X);
#endif
  }
}

TEST(PreciseMathHost, FunctionsWithOutputParametersAreTheCLibrarys) {
  checkOutputParameterFunctions(unaryArgsF());
  checkOutputParameterFunctions(unaryArgsD());
  // The f-suffixed names are the float overloads.
  for (float X : unaryArgsF()) {
    int E1 = 0, E2 = 0, S1 = 0, S2 = 0, Q1 = 0, Q2 = 0;
    float I1 = 0, I2 = 0, Sin1 = 0, Sin2 = 0, Cos1 = 0, Cos2 = 0;
    EXPECT_TRUE(sameValue(pm::frexpf(X, &E1), pm::frexp(X, &E2)) && E1 == E2);
    EXPECT_TRUE(sameValue(pm::modff(X, &I1), pm::modf(X, &I2)) &&
                sameValue(I1, I2));
    EXPECT_TRUE(sameValue(pm::lgammaf(X, &S1), pm::lgamma(X, &S2)) && S1 == S2);
    EXPECT_TRUE(
        sameValue(pm::remquof(X, 0.75f, &Q1), pm::remquo(X, 0.75f, &Q2)));
    EXPECT_EQ(Q1, Q2);
    pm::sincosf(X, &Sin1, &Cos1);
    pm::sincos(X, &Sin2, &Cos2);
    EXPECT_TRUE(sameValue(Sin1, Sin2) && sameValue(Cos1, Cos2));
    EXPECT_EQ(pm::ilogbf(X), pm::ilogb(X));
    EXPECT_TRUE(sameValue(pm::ldexpf(X, 3), pm::ldexp(X, 3)));
    EXPECT_TRUE(sameValue(pm::scalbnf(X, 3), pm::scalbn(X, 3)));
  }
}

// Exact: classification returns int, nonzero for true, like the C macros.
template <typename T> void checkClassification(const std::vector<T> &Args) {
  for (T X : Args) {
    EXPECT_EQ(pm::fpclassify(X), std::fpclassify(X)) << hex(X);
    EXPECT_EQ(pm::isfinite(X) != 0, std::isfinite(X)) << hex(X);
    EXPECT_EQ(pm::isinf(X) != 0, std::isinf(X)) << hex(X);
    EXPECT_EQ(pm::isnan(X) != 0, std::isnan(X)) << hex(X);
    EXPECT_EQ(pm::isnormal(X) != 0, std::isnormal(X)) << hex(X);
    EXPECT_EQ(pm::signbit(X) != 0, std::signbit(X)) << hex(X);
    EXPECT_EQ(pm::signbit(-X) != 0, std::signbit(-X)) << hex(X); // -NaN too.
  }
}

TEST(PreciseMathHost, ClassificationMatchesTheCLibrary) {
  checkClassification(unaryArgsF());
  checkClassification(unaryArgsD());
  for (float X : unaryArgsF())
    EXPECT_EQ(pm::signbitf(X), pm::signbit(X));
  static_assert(std::is_same<decltype(pm::isnan(1.0)), int>::value, "int");
  static_assert(std::is_same<decltype(pm::signbit(1.f)), int>::value, "int");
}

// Exact: scalb is XSI's (glibc's where available): NaN for a non-integral
// exponent, infinite exponents multiply or divide.
TEST(PreciseMathHost, ScalbMatchesTheCLibrary) {
  EXPECT_EQ(pm::scalb(3.0, 2.0), 12.0);
  EXPECT_EQ(pm::scalbf(3.f, -2.f), 0.75f);
  EXPECT_TRUE(std::isnan(pm::scalb(3.0, 2.5)));
  EXPECT_TRUE(std::isnan(pm::scalb(0.0, InfD)));
  EXPECT_TRUE(std::isnan(pm::scalb(InfD, -InfD)));
  EXPECT_EQ(pm::scalb(5.0, -InfD), 0.0);
  EXPECT_EQ(pm::scalb(-5.0, InfD), -InfD);
  EXPECT_EQ(pm::scalb(1.0, 1e6), InfD);
  EXPECT_EQ(pm::scalb(1.f, -1e6f), 0.f);
#if defined(__GLIBC__)
  for (double X : binaryArgsD())
    for (double Y : {-InfD, -1e6, -1100., -3., -0.5, 0., 1., 2.5, 40., 1100.,
                     1e6, InfD, NanD})
      EXPECT_TRUE(sameValue(pm::scalb(X, Y), ::scalb(X, Y)))
          << hex(X) << " " << hex(Y);
  for (float X : binaryArgsF())
    for (float Y : {-InfF, -1e6f, -300.f, -3.f, -0.5f, 0.f, 1.f, 2.5f, 40.f,
                    300.f, 1e6f, InfF, NanF}) {
      EXPECT_TRUE(sameValue(pm::scalb(X, Y), ::scalbf(X, Y)))
          << hex(X) << " " << hex(Y);
      EXPECT_TRUE(sameValue(pm::scalbf(X, Y), ::scalbf(X, Y)))
          << hex(X) << " " << hex(Y);
    }
#endif
}

TEST(PreciseMathHost, NanIsAQuietNaN) {
  EXPECT_TRUE(std::isnan(pm::nan(0)));
  EXPECT_TRUE(std::isnan(pm::nan(42)));
  EXPECT_TRUE(std::isnan(pm::nanf(42)));
  static_assert(std::is_same<decltype(pm::nanf(1)), float>::value, "float");
  static_assert(std::is_same<decltype(pm::nan(1)), double>::value, "double");
}

// precise_math has float and double overloads: no conversion to float.
TEST(PreciseMathHost, OverloadsKeepTheArgumentType) {
  static_assert(std::is_same<decltype(pm::log10(1.0)), double>::value,
                "double");
  static_assert(std::is_same<decltype(pm::log10(1.f)), float>::value, "float");
  static_assert(std::is_same<decltype(pm::erfinv(0.5)), double>::value,
                "double");
  static_assert(std::is_same<decltype(pm::log10f(1.f)), float>::value, "float");
  EXPECT_TRUE(sameValue(pm::log10(600.0), ::log10(600.0)));
}

// ============================================================================
// precise_math's additions: amp2hip's host implementations.
// ============================================================================

template <typename T> struct Ref {
  T X;
  T Expected;
};

// Correctly rounded references, generated with mpmath 1.3 at 300 bits by the
// script at the end of this file (inputs are the float/double values shown).
// clang-format off
const Ref<float> kSinpiF[] = {
    {0x1.99999a0000000p-4, 0x1.3c6ef40000000p-2},
    {0x1.0000000000000p-2, 0x1.6a09e60000000p-1},
    {0x1.3333340000000p-2, 0x1.9e377a0000000p-1},
    {0x1.f5c2900000000p-2, 0x1.ffbf520000000p-1},
    {0x1.051eb80000000p-1, 0x1.ffbf520000000p-1},
    {0x1.8000000000000p-1, 0x1.6a09e60000000p-1},
    {0x1.3333340000000p+0, -0x1.2cf2340000000p-1},
    {0x1.b333340000000p+0, -0x1.9e37760000000p-1},
    {0x1.2666660000000p+1, 0x1.9e37760000000p-1},
    {-0x1.3333340000000p-2, -0x1.9e377a0000000p-1},
    {-0x1.6666660000000p+0, 0x1.e6f0e00000000p-1},
    {0x1.5333340000000p+3, 0x1.e6f0d40000000p-1},
    {0x1.edd2f20000000p+6, -0x1.fb1dd60000000p-1},
    {0x1.e8480a0000000p+19, 0x1.a9b6620000000p-1},
    {0x1.01b2b20000000p-25, 0x1.94ca860000000p-24},
    {0x1.d000000000000p+2, -0x1.6a09e60000000p-1},
    {-0x1.7333340000000p+1, -0x1.3c6ee00000000p-2}};
const Ref<double> kSinpiD[] = {
    {0x1.999999999999ap-4, 0x1.3c6ef372fe950p-2},
    {0x1.0000000000000p-2, 0x1.6a09e667f3bcdp-1},
    {0x1.3333333333333p-2, 0x1.9e3779b97f4a8p-1},
    {0x1.f5c28f5c28f5cp-2, 0x1.ffbf52e9d1086p-1},
    {0x1.051eb851eb852p-1, 0x1.ffbf52e9d1086p-1},
    {0x1.8000000000000p-1, 0x1.6a09e667f3bcdp-1},
    {0x1.3333333333333p+0, -0x1.2cf2304755a5dp-1},
    {0x1.b333333333333p+0, -0x1.9e3779b97f4a8p-1},
    {0x1.2666666666666p+1, 0x1.9e3779b97f4a5p-1},
    {-0x1.3333333333333p-2, -0x1.9e3779b97f4a8p-1},
    {-0x1.6666666666666p+0, 0x1.e6f0e134454ffp-1},
    {0x1.5333333333333p+3, 0x1.e6f0e13445502p-1},
    {0x1.edd2f1a9fbe77p+6, -0x1.fb1dc28ea220dp-1},
    {0x1.e84809999999ap+19, 0x1.9e3779ba3c618p-1},
    {0x1.01b2b29a4692bp-25, 0x1.94ca8791f281cp-24},
    {0x1.56e1fc2f8f359p-997, 0x1.0d4cab14b6bc0p-995},
    {0x1.d000000000000p+2, -0x1.6a09e667f3bcdp-1},
    {-0x1.7333333333333p+1, -0x1.3c6ef372fe954p-2}};
const Ref<float> kCospiF[] = {
    {0x1.99999a0000000p-4, 0x1.e6f0e20000000p-1},
    {0x1.99999a0000000p-3, 0x1.9e377a0000000p-1},
    {0x1.3333340000000p-2, 0x1.2cf2300000000p-1},
    {0x1.cccccc0000000p-2, 0x1.4060bc0000000p-3},
    {0x1.19999a0000000p-1, -0x1.4060bc0000000p-3},
    {0x1.8000000000000p-1, -0x1.6a09e60000000p-1},
    {0x1.3333340000000p+0, -0x1.9e37760000000p-1},
    {0x1.7d70a40000000p+0, -0x1.0151120000000p-5},
    {0x1.b333340000000p+0, 0x1.2cf2340000000p-1},
    {0x1.2666660000000p+1, 0x1.2cf2340000000p-1},
    {-0x1.3333340000000p-2, 0x1.2cf2300000000p-1},
    {-0x1.6666660000000p+0, -0x1.3c6ef80000000p-2},
    {0x1.5333340000000p+3, -0x1.3c6f400000000p-2},
    {0x1.edd2f20000000p+6, -0x1.1a2fb40000000p-3},
    {0x1.e8480a0000000p+19, 0x1.1c73b40000000p-1},
    {0x1.01b2b20000000p-25, 0x1.0000000000000p+0},
    {0x1.c666660000000p+2, -0x1.e6f0e40000000p-1},
    {-0x1.7333340000000p+1, -0x1.e6f0e40000000p-1}};
const Ref<double> kCospiD[] = {
    {0x1.999999999999ap-4, 0x1.e6f0e134454ffp-1},
    {0x1.999999999999ap-3, 0x1.9e3779b97f4a8p-1},
    {0x1.3333333333333p-2, 0x1.2cf2304755a5ep-1},
    {0x1.ccccccccccccdp-2, 0x1.4060b67a85374p-3},
    {0x1.199999999999ap-1, -0x1.4060b67a8537ap-3},
    {0x1.8000000000000p-1, -0x1.6a09e667f3bcdp-1},
    {0x1.3333333333333p+0, -0x1.9e3779b97f4a8p-1},
    {0x1.7d70a3d70a3d7p+0, -0x1.015122df75864p-5},
    {0x1.b333333333333p+0, 0x1.2cf2304755a5dp-1},
    {0x1.2666666666666p+1, 0x1.2cf2304755a62p-1},
    {-0x1.3333333333333p-2, 0x1.2cf2304755a5ep-1},
    {-0x1.6666666666666p+0, -0x1.3c6ef372fe954p-2},
    {0x1.5333333333333p+3, -0x1.3c6ef372fe93cp-2},
    {0x1.edd2f1a9fbe77p+6, -0x1.1a31cbc19312ap-3},
    {0x1.e84809999999ap+19, 0x1.2cf2304651635p-1},
    {0x1.01b2b29a4692bp-25, 0x1.fffffffffffd8p-1},
    {0x1.c666666666666p+2, -0x1.e6f0e13445502p-1},
    {-0x1.7333333333333p+1, -0x1.e6f0e134454ffp-1}};
const Ref<float> kTanpiF[] = {
    {0x1.99999a0000000p-4, 0x1.4cb7c00000000p-2},
    {0x1.99999a0000000p-3, 0x1.73fd620000000p-1},
    {0x1.3333340000000p-2, 0x1.605a920000000p+0},
    {0x1.cccccc0000000p-2, 0x1.94147a0000000p+2},
    {0x1.fef9dc0000000p-2, 0x1.3e501c0000000p+8},
    {0x1.19999a0000000p-1, -0x1.94147a0000000p+2},
    {0x1.8000000000000p-1, -0x1.0000000000000p+0},
    {0x1.3333340000000p+0, 0x1.73fd6a0000000p-1},
    {0x1.b333340000000p+0, -0x1.605a8a0000000p+0},
    {0x1.2666660000000p+1, 0x1.605a8a0000000p+0},
    {-0x1.3333340000000p-2, -0x1.605a920000000p+0},
    {-0x1.6666660000000p+0, -0x1.89f1820000000p+1},
    {0x1.5333340000000p+3, -0x1.89f1200000000p+1},
    {0x1.edd2f20000000p+6, 0x1.cc0e9e0000000p+2},
    {0x1.01b2b20000000p-25, 0x1.94ca860000000p-24},
    {0x1.c666660000000p+2, 0x1.4cb7aa0000000p-2},
    {-0x1.7333340000000p+1, 0x1.4cb7aa0000000p-2}};
const Ref<double> kTanpiD[] = {
    {0x1.999999999999ap-4, 0x1.4cb7bfb4961afp-2},
    {0x1.999999999999ap-3, 0x1.73fd61d9df543p-1},
    {0x1.3333333333333p-2, 0x1.605a90c73ab78p+0},
    {0x1.ccccccccccccdp-2, 0x1.9414813ba662dp+2},
    {0x1.fef9db22d0e56p-2, 0x1.3e4f10125eaafp+8},
    {0x1.199999999999ap-1, -0x1.9414813ba6625p+2},
    {0x1.8000000000000p-1, -0x1.0000000000000p+0},
    {0x1.3333333333333p+0, 0x1.73fd61d9df541p-1},
    {0x1.b333333333333p+0, -0x1.605a90c73ab7bp+0},
    {0x1.2666666666666p+1, 0x1.605a90c73ab72p+0},
    {-0x1.3333333333333p-2, -0x1.605a90c73ab78p+0},
    {-0x1.6666666666666p+0, -0x1.89f188bdcd7a8p+1},
    {0x1.5333333333333p+3, -0x1.89f188bdcd7c9p+1},
    {0x1.edd2f1a9fbe77p+6, 0x1.cc0b248d8fc01p+2},
    {0x1.01b2b29a4692bp-25, 0x1.94ca8791f283bp-24},
    {0x1.56e1fc2f8f359p-997, 0x1.0d4cab14b6bc0p-995},
    {0x1.c666666666666p+2, 0x1.4cb7bfb496199p-2},
    {-0x1.7333333333333p+1, 0x1.4cb7bfb4961b4p-2}};
const Ref<float> kRsqrtF[] = {
    {0x1.16c2000000000p-133, 0x1.5af2140000000p+66},
    {0x1.4484c00000000p-100, 0x1.c6bf520000000p+49},
    {0x1.0000000000000p-1, 0x1.6a09e60000000p+0},
    {0x1.0000000000000p+1, 0x1.6a09e60000000p-1},
    {0x1.8000000000000p+1, 0x1.279a740000000p-1},
    {0x1.4000000000000p+3, 0x1.43d1360000000p-2},
    {0x1.81cd6c0000000p+13, 0x1.26e97a0000000p-7},
    {0x1.93e5940000000p+99, 0x1.203afa0000000p-50}};
const Ref<double> kRsqrtD[] = {
    {0x1.56e1fc2f8f359p-997, 0x1.38d352e5096afp+498},
    {0x1.16c262777579cp-133, 0x1.5af1d78b58c40p+66},
    {0x1.4484bfeebc2a0p-100, 0x1.c6bf526340000p+49},
    {0x1.0000000000000p-1, 0x1.6a09e667f3bcdp+0},
    {0x1.0000000000000p+1, 0x1.6a09e667f3bcdp-1},
    {0x1.8000000000000p+1, 0x1.279a74590331cp-1},
    {0x1.4000000000000p+3, 0x1.43d136248490fp-2},
    {0x1.81cd6c8b43958p+13, 0x1.26e9799fda16ap-7},
    {0x1.93e5939a08ceap+99, 0x1.203af9ee75616p-50},
    {0x1.7e43c8800759cp+996, 0x1.a2fe76a3f9475p-499}};
const Ref<float> kRcbrtF[] = {
    {-0x1.b000000000000p+4, -0x1.5555560000000p-2},
    {-0x1.6000000000000p+2, -0x1.220e6e0000000p-1},
    {0x1.16c2000000000p-133, 0x1.3983180000000p+44},
    {0x1.0624de0000000p-10, 0x1.4000000000000p+3},
    {0x1.8000000000000p+1, 0x1.6300400000000p-1},
    {0x1.0000000000000p+3, 0x1.0000000000000p-1},
    {0x1.9000000000000p+6, 0x1.b93a6c0000000p-3},
    {0x1.93e5940000000p+99, 0x1.b7cdfe0000000p-34}};
const Ref<double> kRcbrtD[] = {
    {-0x1.b000000000000p+4, -0x1.5555555555555p-2},
    {-0x1.6000000000000p+2, -0x1.220e6dd675180p-1},
    {0x1.56e1fc2f8f359p-997, 0x1.249ad2594c37dp+332},
    {0x1.16c262777579cp-133, 0x1.3982f24d75ed6p+44},
    {0x1.0624dd2f1a9fcp-10, 0x1.4000000000000p+3},
    {0x1.8000000000000p+1, 0x1.63003fbb4c375p-1},
    {0x1.0000000000000p+3, 0x1.0000000000000p-1},
    {0x1.9000000000000p+6, 0x1.b93a6cec0b3b1p-3},
    {0x1.93e5939a08ceap+99, 0x1.b7cdfd9d7bdbbp-34},
    {0x1.7e43c8800759cp+996, 0x1.bff2ee48e0530p-333}};
const Ref<float> kExp10F[] = {
    {-0x1.41999a0000000p+5, 0x1.5fc6000000000p-134},
    {-0x1.c000000000000p+1, 0x1.4b96be0000000p-12},
    {-0x1.0000000000000p-2, 0x1.1feb340000000p-1},
    {0x1.3333340000000p-2, 0x1.fec9840000000p+0},
    {0x1.0000000000000p+0, 0x1.4000000000000p+3},
    {0x1.4000000000000p+1, 0x1.3c3a4e0000000p+8},
    {0x1.4666660000000p+3, 0x1.d855b40000000p+33},
    {0x1.2c00000000000p+5, 0x1.7ca5340000000p+124}};
const Ref<double> kExp10D[] = {
    {-0x1.364cccccccccdp+8, 0x0.00939de0342bdp-1022},
    {-0x1.419999999999ap+5, 0x1.5fc53dcd147cfp-134},
    {-0x1.c000000000000p+1, 0x1.4b96be9c2da2cp-12},
    {-0x1.0000000000000p-2, 0x1.1feb33c1c381ep-1},
    {0x1.3333333333333p-2, 0x1.fec982d5bb8afp+0},
    {0x1.0000000000000p+0, 0x1.4000000000000p+3},
    {0x1.4000000000000p+1, 0x1.3c3a4edfa9759p+8},
    {0x1.4666666666666p+3, 0x1.d855c12a4e38dp+33},
    {0x1.2c00000000000p+5, 0x1.7ca5342cf485ap+124},
    {0x1.2c80000000000p+8, 0x1.2e34f399a87bcp+998}};
const Ref<float> kPhiF[] = {
    {-0x1.9000000000000p+3, 0x1.3d880e0000000p-118},
    {-0x1.4000000000000p+3, 0x1.26c75e0000000p-77},
    {-0x1.6000000000000p+2, 0x1.463cfa0000000p-26},
    {-0x1.8000000000000p+1, 0x1.61de200000000p-10},
    {-0x1.0000000000000p+0, 0x1.44ed0c0000000p-3},
    {-0x1.0000000000000p-2, 0x1.9aecba0000000p-2},
    {0x1.99999a0000000p-4, 0x1.1464500000000p-1},
    {0x1.0000000000000p+0, 0x1.aec4be0000000p-1},
    {0x1.4000000000000p+1, 0x1.fcd2160000000p-1},
    {0x1.8000000000000p+2, 0x1.0000000000000p+0},
    {0x1.2000000000000p+3, 0x1.0000000000000p+0}};
const Ref<double> kPhiD[] = {
    {-0x1.3000000000000p+5, 0x0.00000037b23b8p-1022},
    {-0x1.4000000000000p+4, 0x1.c0bd0f1880783p-295},
    {-0x1.9000000000000p+3, 0x1.3d880d577329bp-118},
    {-0x1.4000000000000p+3, 0x1.26c75e84fb10dp-77},
    {-0x1.6000000000000p+2, 0x1.463cfa9c7fce7p-26},
    {-0x1.8000000000000p+1, 0x1.61de1f985b5d7p-10},
    {-0x1.0000000000000p+0, 0x1.44ed0bb7cb20bp-3},
    {-0x1.0000000000000p-2, 0x1.9aecba9d22528p-2},
    {0x1.999999999999ap-4, 0x1.1464507526871p-1},
    {0x1.0000000000000p+0, 0x1.aec4bd120d37dp-1},
    {0x1.4000000000000p+1, 0x1.fcd21635036c6p-1},
    {0x1.8000000000000p+2, 0x1.fffffff786788p-1},
    {0x1.2000000000000p+3, 0x1.0000000000000p+0}};
const Ref<float> kProbitF[] = {
    {0x1.16c2000000000p-133, -0x1.a9f3120000000p+3},
    {0x1.4484c00000000p-100, -0x1.6ed94a0000000p+3},
    {0x1.b7cdfe0000000p-34, -0x1.9720360000000p+2},
    {0x1.4f8b580000000p-17, -0x1.10f3f80000000p+2},
    {0x1.0624de0000000p-10, -0x1.8b8cbc0000000p+1},
    {0x1.99999a0000000p-6, -0x1.f5c0340000000p+0},
    {0x1.3333340000000p-2, -0x1.0c7e380000000p-1},
    {0x1.3333340000000p-1, 0x1.036d700000000p-2},
    {0x1.f333340000000p-1, 0x1.f5c03a0000000p+0},
    {0x1.ff7cee0000000p-1, 0x1.8b8cdc0000000p+1},
    {0x1.ffffe00000000p-1, 0x1.30d5020000000p+2}};
const Ref<double> kProbitD[] = {
    {0x1.56e1fc2f8f359p-997, -0x1.286074064c26ep+5},
    {0x1.16c262777579cp-133, -0x1.a9f311603cc12p+3},
    {0x1.4484bfeebc2a0p-100, -0x1.6ed94a4dacdc8p+3},
    {0x1.b7cdfd9d7bdbbp-34, -0x1.97203597a2155p+2},
    {0x1.4f8b588e368f1p-17, -0x1.10f3f8843a3d9p+2},
    {0x1.0624dd2f1a9fcp-10, -0x1.8b8cbb7204471p+1},
    {0x1.999999999999ap-6, -0x1.f5c0331eeff85p+0},
    {0x1.3333333333333p-2, -0x1.0c7e39582c5fbp-1},
    {0x1.3333333333333p-1, 0x1.036d6c4a04b59p-2},
    {0x1.f333333333333p-1, 0x1.f5c0331eeff83p+0},
    {0x1.ff7ced916872bp-1, 0x1.8b8cbb7204470p+1},
    {0x1.ffffe00000000p-1, 0x1.30d5024a3fa4dp+2},
    {0x1.ffffffffffff8p-1, 0x1.fd2fba88ab075p+2}};
const Ref<float> kErfinvF[] = {
    {-0x1.ffffde0000000p-1, -0x1.ba816c0000000p+1},
    {-0x1.cccccc0000000p-1, -0x1.29c0140000000p+0},
    {-0x1.0000000000000p-1, -0x1.e861fc0000000p-2},
    {-0x1.99999a0000000p-4, -0x1.6bf4420000000p-4},
    {0x1.b7cdfe0000000p-34, 0x1.85c4480000000p-34},
    {0x1.47ae140000000p-7, 0x1.22680c0000000p-7},
    {0x1.3333340000000p-2, 0x1.1700780000000p-2},
    {0x1.0000000000000p-1, 0x1.e861fc0000000p-2},
    {0x1.6666660000000p-1, 0x1.773a9e0000000p-1},
    {0x1.e666660000000p-1, 0x1.62ca960000000p+0},
    {0x1.fff2e40000000p-1, 0x1.6021ee0000000p+1},
    {0x1.fffffe0000000p-1, 0x1.ea8f960000000p+1}};
const Ref<double> kErfinvD[] = {
    {-0x1.ffffde7210be9p-1, -0x1.babd964830d58p+1},
    {-0x1.ccccccccccccdp-1, -0x1.29c0146770651p+0},
    {-0x1.0000000000000p-1, -0x1.e861fbb24c00ap-2},
    {-0x1.999999999999ap-4, -0x1.6bf442539fd74p-4},
    {0x1.b7cdfd9d7bdbbp-34, 0x1.85c4480205e36p-34},
    {0x1.47ae147ae147bp-7, 0x1.22680c94cadd4p-7},
    {0x1.3333333333333p-2, 0x1.1700774485ed2p-2},
    {0x1.0000000000000p-1, 0x1.e861fbb24c00ap-2},
    {0x1.6666666666666p-1, 0x1.773a9da42b44fp-1},
    {0x1.e666666666666p-1, 0x1.62ca97d0fbb2ap+0},
    {0x1.fff2e48e8a71ep-1, 0x1.6022dcb01ea50p+1},
    {0x1.fffffe0000000p-1, 0x1.ea8f95ae0aca8p+1},
    {0x1.fffffffffffffp-1, 0x1.7744f8f74e94ap+2}};
const Ref<float> kErfcinvF[] = {
    {0x1.16c2000000000p-133, 0x1.2e5c7c0000000p+3},
    {0x1.79ca100000000p-67, 0x1.a6804c0000000p+2},
    {0x1.5798ee0000000p-27, 0x1.0357da0000000p+2},
    {0x1.0624de0000000p-10, 0x1.29d3120000000p+1},
    {0x1.99999a0000000p-3, 0x1.cff8a20000000p-1},
    {0x1.0000000000000p-1, 0x1.e861fc0000000p-2},
    {0x1.cccccc0000000p-1, 0x1.6bf4480000000p-4},
    {0x1.19999a0000000p+0, -0x1.6bf4480000000p-4},
    {0x1.99999a0000000p+0, -0x1.30b3100000000p-1},
    {0x1.ffbe760000000p+0, -0x1.29d2c40000000p+1}};
const Ref<double> kErfcinvD[] = {
    {0x1.56e1fc2f8f359p-997, 0x1.a359fd2c5e942p+4},
    {0x1.bff2ee48e0530p-333, 0x1.e219301e62922p+3},
    {0x1.16c262777579cp-133, 0x1.2e5c7c5b5b0edp+3},
    {0x1.79ca10c924223p-67, 0x1.a6804c02bb0cfp+2},
    {0x1.5798ee2308c3ap-27, 0x1.0357dae183e41p+2},
    {0x1.0624dd2f1a9fcp-10, 0x1.29d311405cdb4p+1},
    {0x1.999999999999ap-3, 0x1.cff8a2529bab4p-1},
    {0x1.0000000000000p-1, 0x1.e861fbb24c00ap-2},
    {0x1.ccccccccccccdp-1, 0x1.6bf442539fd73p-4},
    {0x1.199999999999ap+0, -0x1.6bf442539fd7ap-4},
    {0x1.999999999999ap+0, -0x1.30b30e164d846p-1},
    {0x1.ffbe76c8b4396p+0, -0x1.29d311405cde5p+1},
    {0x1.fffffffffffffp+0, -0x1.73856d153f081p+2}};
// clang-format on

// Tolerance 1 ulp from the correctly rounded result (see the top); 4 ulp where
// long double has no more precision than double.
constexpr std::uint64_t AdditionsUlps = LDBL_MANT_DIG >= 64 ? 1 : 4;

template <typename T, std::size_t N>
void expectNearReferences(const char *Name, T (*Fn)(T),
                          const Ref<T> (&Table)[N]) {
  for (const Ref<T> &R : Table) {
    T Got = Fn(R.X);
    EXPECT_LE(ulpsApart(Got, R.Expected), AdditionsUlps)
        << Name << "(" << hex(R.X) << ") = " << hex(Got) << ", reference "
        << hex(R.Expected);
  }
}

#define CHECK_REFERENCES(NAME, TABLE)                                          \
  expectNearReferences<float>(                                                 \
      "pm::" #NAME "(float)", [](float X) { return pm::NAME(X); },             \
      k##TABLE##F);                                                            \
  expectNearReferences<float>(                                                 \
      "pm::" #NAME "f", [](float X) { return pm::NAME##f(X); }, k##TABLE##F);  \
  expectNearReferences<double>(                                                \
      "pm::" #NAME "(double)", [](double X) { return pm::NAME(X); },           \
      k##TABLE##D)

TEST(PreciseMathHost, AdditionsMatchHighPrecisionReferences) {
  CHECK_REFERENCES(sinpi, Sinpi);
  CHECK_REFERENCES(cospi, Cospi);
  CHECK_REFERENCES(tanpi, Tanpi);
  CHECK_REFERENCES(rsqrt, Rsqrt);
  CHECK_REFERENCES(rcbrt, Rcbrt);
  CHECK_REFERENCES(exp10, Exp10);
  CHECK_REFERENCES(phi, Phi);
  CHECK_REFERENCES(probit, Probit);
  CHECK_REFERENCES(erfinv, Erfinv);
  CHECK_REFERENCES(erfcinv, Erfcinv);
}

// Exact: special values, signed zeros and infinities (IEEE 754-2008 sinPi,
// cosPi, tanPi; C's conventions for the rest).
TEST(PreciseMathHost, AdditionsSpecialValues) {
  for (double N : {0., 1., 2., 7., 1048576.}) {
    EXPECT_TRUE(sameValue(pm::sinpi(N), 0.0)) << N;
    EXPECT_TRUE(sameValue(pm::sinpi(-N), -0.0)) << N;
    EXPECT_TRUE(sameValue(pm::cospi(N + 0.5), 0.0)) << N; // +0, never -0.
    EXPECT_TRUE(sameValue(pm::cospi(-N - 0.5), 0.0)) << N;
  }
  EXPECT_EQ(pm::sinpi(0.5), 1.0);
  EXPECT_EQ(pm::sinpi(-1.5f), 1.0f);
  EXPECT_EQ(pm::cospi(1.0), -1.0);
  EXPECT_EQ(pm::cospi(0.f), 1.0f);
  EXPECT_EQ(pm::sinpi(1.0 / 6), 0.5); // Correctly rounded: 0.5 exactly.
  EXPECT_EQ(pm::tanpi(0.25), 1.0);
  EXPECT_EQ(pm::tanpi(-0.25f), -1.0f);
  EXPECT_EQ(pm::tanpi(0.5), InfD);
  EXPECT_EQ(pm::tanpi(1.5), -InfD);
  EXPECT_EQ(pm::tanpi(-0.5), -InfD);
  EXPECT_EQ(pm::tanpi(2.5f), InfF);
  EXPECT_TRUE(sameValue(pm::tanpi(1.0), -0.0));
  EXPECT_TRUE(sameValue(pm::tanpi(2.0), 0.0));
  EXPECT_TRUE(sameValue(pm::tanpi(-1.0), 0.0));
  for (double X : {InfD, -InfD, NanD}) {
    EXPECT_TRUE(std::isnan(pm::sinpi(X)));
    EXPECT_TRUE(std::isnan(pm::cospi(X)));
    EXPECT_TRUE(std::isnan(pm::tanpi(X)));
    EXPECT_TRUE(std::isnan(pm::sinpi(static_cast<float>(X))));
  }

  EXPECT_EQ(pm::rsqrt(0.0), InfD);
  EXPECT_EQ(pm::rsqrt(-0.0), -InfD);
  EXPECT_EQ(pm::rsqrt(InfD), 0.0);
  EXPECT_EQ(pm::rsqrt(4.0), 0.5);
  EXPECT_TRUE(std::isnan(pm::rsqrt(-1.0)));
  EXPECT_EQ(pm::rcbrt(0.f), InfF);
  EXPECT_EQ(pm::rcbrt(-0.0), -InfD);
  EXPECT_EQ(pm::rcbrt(-8.0), -0.5);
  EXPECT_EQ(pm::rcbrt(-InfD), -0.0);
  EXPECT_EQ(pm::exp10(2.0), 100.0);
  EXPECT_EQ(pm::exp10(-1.f), 0.1f);
  EXPECT_EQ(pm::exp10(400.0), InfD);
  EXPECT_EQ(pm::exp10(39.f), InfF);
  EXPECT_EQ(pm::exp10(-InfD), 0.0);

  EXPECT_EQ(pm::erfinv(1.0), InfD);
  EXPECT_EQ(pm::erfinv(-1.f), -InfF);
  EXPECT_TRUE(sameValue(pm::erfinv(0.0), 0.0));
  EXPECT_TRUE(sameValue(pm::erfinv(-0.0), -0.0));
  EXPECT_TRUE(std::isnan(pm::erfinv(1.5)));
  EXPECT_TRUE(std::isnan(pm::erfinv(NanD)));
  EXPECT_EQ(pm::erfcinv(0.0), InfD);
  EXPECT_EQ(pm::erfcinv(2.f), -InfF);
  EXPECT_EQ(pm::erfcinv(1.0), 0.0);
  EXPECT_TRUE(std::isnan(pm::erfcinv(-0.5)));
  EXPECT_TRUE(std::isnan(pm::erfcinv(2.5f)));
  EXPECT_EQ(pm::erfcinv(std::numeric_limits<double>::denorm_min()) > 27.0,
            true);

  EXPECT_EQ(pm::phi(0.0), 0.5);
  EXPECT_EQ(pm::phi(-InfD), 0.0);
  EXPECT_EQ(pm::phi(InfF), 1.0f);
  EXPECT_TRUE(std::isnan(pm::phi(NanD)));
  EXPECT_EQ(pm::probit(0.5), 0.0);
  EXPECT_EQ(pm::probit(0.0), -InfD);
  EXPECT_EQ(pm::probit(1.f), InfF);
  EXPECT_TRUE(std::isnan(pm::probit(1.5)));
  EXPECT_TRUE(std::isnan(pm::probit(-0.25f)));
}

// Round trips over a dense grid (tolerances from the conditioning: probit and
// erfinv invert phi and erf to within a few ulp of the argument where the
// forward function is not flat).
TEST(PreciseMathHost, InverseFunctionsRoundTrip) {
  for (int I = -400; I <= 400; ++I) {
    double Z = I / 100.0;
    double P = pm::phi(Z);
    EXPECT_NEAR(pm::probit(P), Z,
                1e-12 * (1 + std::fabs(Z)) + 4e-16 / std::exp(-Z * Z / 2))
        << Z;
    double Q = std::erfc(Z);
    EXPECT_NEAR(pm::erfcinv(Q), Z,
                1e-12 * (1 + std::fabs(Z)) + 4e-16 / std::exp(-Z * Z))
        << Z;
  }
}

// ============================================================================
// The device side's own logic, run on the host.
// ============================================================================

// Exact: the classification and sign helpers that device code uses agree with
// the C library (on subnormals, zeros, infinities, NaN).
TEST(MathDeviceLogicOnHost, ClassificationHelpersMatchTheCLibrary) {
  namespace dm = amp2hip::detail::math;
  for (float X : unaryArgsF()) {
    EXPECT_EQ(dm::is_nan(X) != 0, std::isnan(X)) << hex(X);
    EXPECT_EQ(dm::is_inf(X) != 0, std::isinf(X)) << hex(X);
    EXPECT_EQ(dm::is_finite(X) != 0, std::isfinite(X)) << hex(X);
    EXPECT_EQ(dm::fp_classify(X), std::fpclassify(X)) << hex(X);
  }
  for (double X : unaryArgsD()) {
    EXPECT_EQ(dm::is_nan(X) != 0, std::isnan(X)) << hex(X);
    EXPECT_EQ(dm::is_inf(X) != 0, std::isinf(X)) << hex(X);
    EXPECT_EQ(dm::is_finite(X) != 0, std::isfinite(X)) << hex(X);
    EXPECT_EQ(dm::fp_classify(X), std::fpclassify(X)) << hex(X);
  }
  EXPECT_EQ(dm::fp_classify(FLT_MIN), FP_NORMAL);
  EXPECT_EQ(dm::fp_classify(FLT_MIN / 2), FP_SUBNORMAL);
  EXPECT_EQ(dm::fp_classify(DBL_MIN / 2), FP_SUBNORMAL);
}

#if defined(__GLIBC__)
// Exact: device lgamma computes the sign of Gamma itself; it must be
// lgamma_r's everywhere (poles, -0, the parity of negative arguments).
TEST(MathDeviceLogicOnHost, GammaSignMatchesLgammaR) {
  namespace dm = amp2hip::detail::math;
  std::vector<double> Args = unaryArgsD();
  for (int I = -100; I <= 100; ++I)
    Args.push_back(I / 8.0);
  Args.insert(Args.end(), {-1e15 - 0.5, -4503599627370495.5, -1e16, -1e-300});
  for (double X : Args) {
    int Want = 0;
    ::lgamma_r(X, &Want);
    EXPECT_EQ(dm::gamma_sign(X), Want) << hex(X);
    float XF = static_cast<float>(X);
    int WantF = 0;
    ::lgammaf_r(XF, &WantF);
    EXPECT_EQ(dm::gamma_sign(XF), WantF) << hex(XF);
  }
}
#endif

// Device tanpi is sinpi / cospi: the quotient of the host's own sinpi and
// cospi gives the same special values and stays within 2 ulp (two roundings
// of the factors plus the division's) of the host tanpi.
TEST(MathDeviceLogicOnHost, TanpiAsSinpiOverCospiAgrees) {
  for (int I = -64; I <= 64; ++I) {
    double X = I / 16.0 + 0.01;
    EXPECT_LE(ulpsApart(pm::sinpi(X) / pm::cospi(X), pm::tanpi(X)), 2u) << X;
  }
  for (double X : {-2.5, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0, 2.5})
    EXPECT_TRUE(sameValue(pm::sinpi(X) / pm::cospi(X), pm::tanpi(X))) << X;
}

} // namespace

// ============================================================================
// Device compilation of every function.
// ============================================================================

// Never launched. It makes hipcc (and nvcc) compile the device side of every
// function for the GPU targets, which the host tests above cannot reach.
#define FAST_1(NAME) S += fm::NAME(X) + fm::NAME##f(X)
#define FAST_2(NAME) S += fm::NAME(X, Y) + fm::NAME##f(X, Y)
#define PRECISE_1(NAME) S += pm::NAME(X) + pm::NAME##f(X), T += pm::NAME(U)
#define PRECISE_2(NAME)                                                        \
  S += pm::NAME(X, Y) + pm::NAME##f(X, Y), T += pm::NAME(U, V)

__global__ void compileEveryFunctionForTheDevice(float *F, double *D, int *I) {
  const float X = F[0], Y = F[1];
  const double U = D[0], V = D[1];
  float S = 0, FOut = 0, FOut2 = 0;
  double T = 0, DOut = 0, DOut2 = 0;
  int K = 0, Out = 0;

  FAST_1(acos);
  FAST_1(asin);
  FAST_1(atan);
  FAST_1(ceil);
  FAST_1(cos);
  FAST_1(cosh);
  FAST_1(exp);
  FAST_1(exp2);
  FAST_1(fabs);
  FAST_1(floor);
  FAST_1(log);
  FAST_1(log10);
  FAST_1(log2);
  FAST_1(round);
  FAST_1(rsqrt);
  FAST_1(sin);
  FAST_1(sinh);
  FAST_1(sqrt);
  FAST_1(tan);
  FAST_1(tanh);
  FAST_1(trunc);
  FAST_2(atan2);
  FAST_2(fmax);
  FAST_2(fmin);
  FAST_2(fmod);
  FAST_2(pow);
  S += fm::frexp(X, &Out) + fm::frexpf(X, &Out) + fm::ldexp(X, 3) +
       fm::ldexpf(X, 3) + fm::modf(X, &FOut) + fm::modff(X, &FOut2);
  fm::sincos(X, &FOut, &FOut2);
  S += FOut + FOut2;
  fm::sincosf(X, &FOut, &FOut2);
  S += FOut + FOut2 + fm::log10(U); // The double argument converts to float.
  K += fm::isfinite(X) + fm::isinf(X) + fm::isnan(X) + fm::signbit(X) +
       fm::signbitf(X) + Out;

  PRECISE_1(acos);
  PRECISE_1(acosh);
  PRECISE_1(asin);
  PRECISE_1(asinh);
  PRECISE_1(atan);
  PRECISE_1(atanh);
  PRECISE_1(cbrt);
  PRECISE_1(ceil);
  PRECISE_1(cos);
  PRECISE_1(cosh);
  PRECISE_1(cospi);
  PRECISE_1(erf);
  PRECISE_1(erfc);
  PRECISE_1(erfcinv);
  PRECISE_1(erfinv);
  PRECISE_1(exp);
  PRECISE_1(exp10);
  PRECISE_1(exp2);
  PRECISE_1(expm1);
  PRECISE_1(fabs);
  PRECISE_1(floor);
  PRECISE_1(log);
  PRECISE_1(log10);
  PRECISE_1(log1p);
  PRECISE_1(log2);
  PRECISE_1(logb);
  PRECISE_1(nearbyint);
  PRECISE_1(phi);
  PRECISE_1(probit);
  PRECISE_1(rcbrt);
  PRECISE_1(round);
  PRECISE_1(rsqrt);
  PRECISE_1(sin);
  PRECISE_1(sinh);
  PRECISE_1(sinpi);
  PRECISE_1(sqrt);
  PRECISE_1(tan);
  PRECISE_1(tanh);
  PRECISE_1(tanpi);
  PRECISE_1(tgamma);
  PRECISE_1(trunc);
  PRECISE_2(atan2);
  PRECISE_2(copysign);
  PRECISE_2(fdim);
  PRECISE_2(fmax);
  PRECISE_2(fmin);
  PRECISE_2(fmod);
  PRECISE_2(hypot);
  PRECISE_2(nextafter);
  PRECISE_2(pow);
  PRECISE_2(remainder);
  PRECISE_2(scalb);
  S += pm::fma(X, Y, X) + pm::fmaf(X, Y, X) + pm::frexp(X, &Out) +
       pm::frexpf(X, &Out) + pm::ldexp(X, 2) + pm::ldexpf(X, 2) +
       pm::lgamma(X, &Out) + pm::lgammaf(X, &Out) + pm::modf(X, &FOut) +
       pm::modff(X, &FOut2) + pm::remquo(X, Y, &Out) + pm::remquof(X, Y, &Out) +
       pm::scalbn(X, 2) + pm::scalbnf(X, 2) + pm::nanf(1);
  T += pm::fma(U, V, U) + pm::frexp(U, &Out) + pm::ldexp(U, 2) +
       pm::lgamma(U, &Out) + pm::modf(U, &DOut) + pm::remquo(U, V, &Out) +
       pm::scalbn(U, 2) + pm::nan(1);
  pm::sincos(X, &FOut, &FOut2);
  S += FOut + FOut2;
  pm::sincosf(X, &FOut, &FOut2);
  S += FOut + FOut2;
  pm::sincos(U, &DOut, &DOut2);
  T += DOut + DOut2;
  K += pm::fpclassify(X) + pm::fpclassify(U) + pm::ilogb(X) + pm::ilogbf(X) +
       pm::ilogb(U) + pm::isfinite(X) + pm::isfinite(U) + pm::isinf(X) +
       pm::isinf(U) + pm::isnan(X) + pm::isnan(U) + pm::isnormal(X) +
       pm::isnormal(U) + pm::signbit(X) + pm::signbitf(X) + pm::signbit(U) +
       Out;

  F[2] = S;
  D[2] = T;
  I[0] = K;
}

// The generator of the reference tables above (python3 with mpmath 1.3):
// clang-format off
//
// # Prints the reference tables of test/unit/math_test.hip.cpp: each function
// # at float and double arguments, correctly rounded from 300-bit mpmath.
// import mpmath as mp
//
// mp.mp.prec = 300
// INF = float('inf')
//
//
// def round_to(v, bits, emin):
//     """v rounded to nearest-even: `bits` bits, normal exponents >= emin."""
//     if v == 0:
//         return 0.0
//     a = abs(v)
//     e = mp.frexp(a)[1] - 1                 # 2^e <= a < 2^(e+1)
//     q = max(e, emin) - (bits - 1)          # exponent of the last bit
//     n = a / mp.ldexp(1, q)
//     r = int(mp.floor(n))
//     if n - r > 0.5 or (n - r == 0.5 and r % 2 == 1):
//         r += 1
//     val = mp.ldexp(r, q)
//     top = {24: (2 - 2**-23) * 2.0**127, 53: 1.7976931348623157e308}[bits]
//     return (-1 if v < 0 else 1) * (INF if val > top else float(val))
//
//
// def f32(v):
//     return round_to(mp.mpf(v), 24, -126)
//
//
// def f64(v):
//     return round_to(mp.mpf(v), 53, -1022)
//
//
// def erfcinv(q):
//     q = mp.mpf(q)
//     if q > 1:
//         return -erfcinv(2 - q)
//     if q == 1:
//         return mp.mpf(0)
//     if q > mp.mpf('0.1'):
//         return mp.erfinv(1 - q)
//     L = -mp.log(q)
//     z = mp.sqrt(L)
//     for _ in range(5):
//         z = mp.sqrt(L - mp.log(z * mp.sqrt(mp.pi)))
//     return mp.findroot(lambda t: mp.log(mp.erfc(t)) - mp.log(q), z)
//
//
// def erfinv(y):
//     y = mp.mpf(y)
//     if abs(y) <= mp.mpf('0.9'):
//         return mp.erfinv(y)
//     return mp.sign(y) * erfcinv(1 - abs(y))
//
//
// FUNCS = {
//     'sinpi': lambda x: mp.sinpi(x),
//     'cospi': lambda x: mp.cospi(x),
//     'tanpi': lambda x: mp.sinpi(x) / mp.cospi(x),
//     'rsqrt': lambda x: 1 / mp.sqrt(x),
//     'rcbrt': lambda x: mp.sign(x) / mp.cbrt(abs(x)),
//     'exp10': lambda x: mp.power(10, x),
//     'phi': lambda x: mp.ncdf(x),
//     'probit': lambda p: -mp.sqrt(2) * erfcinv(2 * mp.mpf(p)),
//     'erfinv': erfinv,
//     'erfcinv': erfcinv,
// }
// ARGS = {
//     'sinpi': [0.1, 0.25, 0.3, 0.49, 0.51, 0.75, 1.2, 1.7, 2.3, -0.3, -1.4,
//               10.6, 123.456, 1000000.3, 3.0e-8, 1e-300, 7.25, -2.9],
//     'cospi': [0.1, 0.2, 0.3, 0.45, 0.55, 0.75, 1.2, 1.49, 1.7, 2.3, -0.3,
//               -1.4, 10.6, 123.456, 1000000.3, 3.0e-8, 7.1, -2.9],
//     'tanpi': [0.1, 0.2, 0.3, 0.45, 0.499, 0.55, 0.75, 1.2, 1.7, 2.3, -0.3,
//               -1.4, 10.6, 123.456, 3.0e-8, 1e-300, 7.1, -2.9],
//     'rsqrt': [1e-300, 1e-40, 1e-30, 0.5, 2.0, 3.0, 10.0, 12345.678, 1e30,
//               1e300],
//     'rcbrt': [-27.0, -5.5, 1e-300, 1e-40, 0.001, 3.0, 8.0, 100.0, 1e30,
//               1e300],
//     'exp10': [-310.3, -40.2, -3.5, -0.25, 0.3, 1.0, 2.5, 10.2, 37.5, 300.5],
//     'phi': [-38.0, -20.0, -12.5, -10.0, -5.5, -3.0, -1.0, -0.25, 0.1, 1.0,
//             2.5, 6.0, 9.0],
//     'probit': [1e-300, 1e-40, 1e-30, 1e-10, 1e-5, 0.001, 0.025, 0.3, 0.6,
//                0.975, 0.999, 1 - 2**-20, 1 - 2**-50],
//     'erfinv': [-0.999999, -0.9, -0.5, -0.1, 1e-10, 0.01, 0.3, 0.5, 0.7, 0.95,
//                0.9999, 1 - 2**-24, 1 - 2**-53],
//     'erfcinv': [1e-300, 1e-100, 1e-40, 1e-20, 1e-8, 0.001, 0.2, 0.5, 0.9,
//                 1.1, 1.6, 1.999, 2 - 2**-52],
// }
// DOMAIN = {'probit': (0, 1), 'erfinv': (-1, 1), 'erfcinv': (0, 2)}
//
// for name, fn in FUNCS.items():
//     for conv, ctype, suffix in [(f32, 'float', 'F'), (f64, 'double', 'D')]:
//         rows = []
//         for x in ARGS[name]:
//             xr = conv(x)
//             lo, hi = DOMAIN.get(name, (-INF, INF))
//             if (xr == 0 and x != 0) or abs(xr) == INF or not lo < xr < hi:
//                 continue  # Not representable in this type, or no result.
//             y = conv(fn(mp.mpf(xr)))
//             if y != 0 and abs(y) != INF:
//                 rows.append('    {%s, %s}' % (xr.hex(), y.hex()))
//         print('const Ref<%s> k%s%s[] = {\n%s};' % (
//             ctype, name.capitalize(), suffix, ',\n'.join(rows)))
//
// clang-format on
