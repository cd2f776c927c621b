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
// callers, overloading on the restriction; Clang cannot overload on an
// annotation, so those using-declarations are not repeated here.
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
#define AMP2HIP_MATH_FAST(NAME, RETURN, PARAMS, FAST, PRECISE)                 \
  FAST(AMP2HIP_MATH_DECLARE, NAME, RETURN, PARAMS)
#define AMP2HIP_MATH_PRECISE(NAME, RETURN, PARAMS, FAST, PRECISE)              \
  PRECISE(AMP2HIP_MATH_DECLARE, NAME, RETURN, PARAMS)

namespace Concurrency {

/// Fast, single-precision functions (Direct3D intrinsics on MSVC).
namespace fast_math {
AMP2HIP_MATH_FUNCTIONS(AMP2HIP_MATH_FAST)
} // namespace fast_math

/// C99-conforming functions, float and double.
namespace precise_math {
AMP2HIP_MATH_FUNCTIONS(AMP2HIP_MATH_PRECISE)
} // namespace precise_math

} // namespace Concurrency

#undef AMP2HIP_MATH_DECLARE
#undef AMP2HIP_MATH_FAST
#undef AMP2HIP_MATH_PRECISE

#endif // AMP2HIP_PARSE_AMP_MATH_H
