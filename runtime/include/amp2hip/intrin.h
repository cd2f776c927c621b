//===- amp2hip/intrin.h - Portable subset of MSVC's <intrin.h> --*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated programs include in place of MSVC's <intrin.h>
/// (docs/features/windows-portability.md): the MSVC intrinsics C++ AMP
/// programs call on the host (bit scans, population counts, rotations, byte
/// swaps, interlocked operations, 128-bit products, barriers, __cpuid), in
/// plain C++17, and on x86 the SSE and AVX intrinsics of <x86intrin.h>.
/// <amp2hip/amp.h> and <amp2hip/windows.h> include it too, as MSVC's
/// <amp.h> and <windows.h> include <intrin.h>. Every public name is a row of
/// detail/windows_api.def.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_INTRIN_H
#define AMP2HIP_INTRIN_H

#include "detail/msvc_intrinsics.h"

#endif // AMP2HIP_INTRIN_H
