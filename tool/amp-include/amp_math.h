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
// The functions and their overloads are the runtime's table,
// detail/math_functions.def, which the runtime checks its definitions against.
//
// MSVC also imports <cmath>'s functions into both namespaces for restrict(cpu)
// callers, overloading on the restriction (the table's CMATH column). Here
// each such spelling is a restrict(cpu) function template in
// Concurrency::amp2hip_cmath that forwards to <cmath>'s function (declared
// only: the parse needs its type, `decltype(std::sqrt(a...))`), imported into
// fast_math and precise_math by using-declarations. Clang's CUDA target rules
// (restrict(amp) is `device`, restrict(cpu) `host`) then pick AMP's function in
// amp code and <cmath>'s in cpu code, and amp code never sees <cmath>'s (its
// constexpr functions are host and device to Clang). One template for both
// namespaces, so that a call after both using-directives is not ambiguous,
// as the one std::sqrt that MSVC imports into both is not. The translator
// writes such a cpu call as the <cmath> call it is
// (Rewrite/Passes/NameQualification.cpp, cmathCallee).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSE_AMP_MATH_H
#define AMP2HIP_PARSE_AMP_MATH_H

#include <amp.h>

#include <cmath>

#include <amp2hip/detail/math_functions.def>

// The declaration of one overload of a row of the table.
#define AMP2HIP_MATH_DECLARE(NAME, RETURN, PARAMS, T)                          \
  RETURN(T) NAME PARAMS(T) restrict(amp);
#define AMP2HIP_MATH_FAST(NAME, RETURN, PARAMS, FAST, PRECISE, CMATH)          \
  FAST(AMP2HIP_MATH_DECLARE, NAME, RETURN, PARAMS)
#define AMP2HIP_MATH_PRECISE(NAME, RETURN, PARAMS, FAST, PRECISE, CMATH)       \
  PRECISE(AMP2HIP_MATH_DECLARE, NAME, RETURN, PARAMS)
// The <cmath> functions of a row, for restrict(cpu) callers: the forwarding
// templates, and their using-declarations in a namespace.
#define AMP2HIP_MATH_FORWARD(SPELLING, SCOPE)                                  \
  template <typename... A>                                                     \
  restrict(cpu) auto SPELLING(A... a)->decltype(SCOPE::SPELLING(a...));
#define AMP2HIP_MATH_FORWARDS(NAME, RETURN, PARAMS, FAST, PRECISE, CMATH)      \
  CMATH(AMP2HIP_MATH_FORWARD, NAME, FAST)                                      \
  CMATH(AMP2HIP_MATH_FORWARD, NAME, PRECISE)
#define AMP2HIP_MATH_IMPORT(SPELLING, SCOPE) using amp2hip_cmath::SPELLING;
#define AMP2HIP_MATH_FAST_CMATH(NAME, RETURN, PARAMS, FAST, PRECISE, CMATH)    \
  CMATH(AMP2HIP_MATH_IMPORT, NAME, FAST)
#define AMP2HIP_MATH_PRECISE_CMATH(NAME, RETURN, PARAMS, FAST, PRECISE, CMATH) \
  CMATH(AMP2HIP_MATH_IMPORT, NAME, PRECISE)

namespace Concurrency {

/// <cmath>'s functions for restrict(cpu) callers of fast_math and
/// precise_math (the parse's alone: not in the runtime).
namespace amp2hip_cmath {
AMP2HIP_MATH_FUNCTIONS(AMP2HIP_MATH_FORWARDS)
} // namespace amp2hip_cmath

/// Fast, single-precision functions (Direct3D intrinsics on MSVC).
namespace fast_math {
AMP2HIP_MATH_FUNCTIONS(AMP2HIP_MATH_FAST)
AMP2HIP_MATH_FUNCTIONS(AMP2HIP_MATH_FAST_CMATH)
} // namespace fast_math

/// C99-conforming functions, float and double.
namespace precise_math {
AMP2HIP_MATH_FUNCTIONS(AMP2HIP_MATH_PRECISE)
AMP2HIP_MATH_FUNCTIONS(AMP2HIP_MATH_PRECISE_CMATH)
} // namespace precise_math

} // namespace Concurrency

#undef AMP2HIP_MATH_DECLARE
#undef AMP2HIP_MATH_FAST
#undef AMP2HIP_MATH_PRECISE
#undef AMP2HIP_MATH_FORWARD
#undef AMP2HIP_MATH_FORWARDS
#undef AMP2HIP_MATH_IMPORT
#undef AMP2HIP_MATH_FAST_CMATH
#undef AMP2HIP_MATH_PRECISE_CMATH

#endif // AMP2HIP_PARSE_AMP_MATH_H
