//===- amp2hip/amp_math.h - C++ AMP math library over HIP -------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated code includes in place of <amp_math.h>:
/// concurrency::fast_math and concurrency::precise_math (C++ AMP v1.2) with
/// MSVC's overload sets. Header-only, C++17; builds with hipcc (AMD) and with
/// nvcc -D__HIP_PLATFORM_NVIDIA__.
///
/// Every function is __host__ __device__ inline, so kernels, restrict(amp)
/// and restrict(amp,cpu) functions, and host code can all call it:
///
///  - fast_math (detail/math_fast.h): float only, as on MSVC (a double
///    argument converts to float). Device code uses HIP's fast intrinsics
///    (__expf, __logf, __log2f, __log10f, __powf, __sinf, __cosf, __tanf,
///    __sincosf) and HIP's float functions otherwise; host code uses the C
///    library. round and signbit follow Direct3D (see math_fast.h).
///  - precise_math (detail/math_precise.h): float and double, the
///    full-precision functions of HIP's device library and of the C library.
///    The AMP functions that the C library lacks (sinpi, cospi, tanpi, rsqrt,
///    rcbrt, exp10, erfinv, erfcinv, phi, probit, scalb) have host
///    implementations in detail/math_support.h.
///
/// Like <cmath>'s, the names are only found through the namespaces: a program
/// that writes `using namespace concurrency::precise_math;` and then calls
/// sqrt(x) unqualified gets an ambiguity with ::sqrt, which is a host and
/// device function in HIP (MSVC resolves it by the restrict specifier).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_AMP_MATH_H
#define AMP2HIP_AMP_MATH_H

#include "detail/namespace.h"

#include "detail/math_support.h"

#include "detail/math_fast.h"
#include "detail/math_precise.h"

#include "detail/math_functions.def"

namespace amp2hip::detail::math {

// fast_math and precise_math define every overload of the table of AMP's math
// functions (detail/math_functions.def), which the translator's parse
// <amp_math.h> declares, with the table's signature: each overload's address,
// converted to a pointer of that signature, which picks it out. Never called.
#define AMP2HIP_MATH_ADDRESS_FAST(NAME, RETURN, PARAMS, T)                     \
  (void)static_cast<RETURN(T)(*) PARAMS(T)>(&Concurrency::fast_math::NAME);
#define AMP2HIP_MATH_ADDRESS_PRECISE(NAME, RETURN, PARAMS, T)                  \
  (void)static_cast<RETURN(T)(*) PARAMS(T)>(&Concurrency::precise_math::NAME);
#define AMP2HIP_MATH_ADDRESSES(NAME, RETURN, PARAMS, FAST, PRECISE, CMATH)     \
  FAST(AMP2HIP_MATH_ADDRESS_FAST, NAME, RETURN, PARAMS)                        \
  PRECISE(AMP2HIP_MATH_ADDRESS_PRECISE, NAME, RETURN, PARAMS)
inline void check_math_table() {
  AMP2HIP_MATH_FUNCTIONS(AMP2HIP_MATH_ADDRESSES)
}
#undef AMP2HIP_MATH_ADDRESS_FAST
#undef AMP2HIP_MATH_ADDRESS_PRECISE
#undef AMP2HIP_MATH_ADDRESSES

} // namespace amp2hip::detail::math

#endif // AMP2HIP_AMP_MATH_H
