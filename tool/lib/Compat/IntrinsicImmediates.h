//===- IntrinsicImmediates.h - x86 immediates MSVC truncates ---*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// MSVC passes the immediate operand of an x86 intrinsic to the instruction
// as its 8 bits, and the instruction reads only the bits it defines:
// `_mm_shuffle_pd(a, b, _MM_SHUFFLE(1, 1, 1, 1))` (85, the four-lane macro
// of _mm_shuffle_ps used by mistake) compiles to `shufpd ..., 85`, which
// reads bits 0 and 1 of it (Intel's SDM, SHUFPD: "imm8[1:0]"). Clang
// checks the immediate against [0, 3] ("argument value 85 is outside the
// valid range [0, 3]", an error by default) and so does GCC. The argument
// is written with the bits the instruction reads, `(...) & 3`, which is the
// same instruction; reported as AMP2HIP-W0003.
//
// Only where that is what MSVC compiles: a range [0, 2^k - 1] (the field of
// k bits that the instruction reads), a value in [0, 255] (MSVC's C2057 for
// more), and the intrinsic a function-like macro of the compiler's headers
// whose immediate is its last parameter, called in the program's text with
// the argument written there.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_COMPAT_INTRINSICIMMEDIATES_H
#define AMP2HIP_TOOL_COMPAT_INTRINSICIMMEDIATES_H

#include "Compat/MsvcErrorFixes.h"

#include "clang/Basic/Diagnostic.h"

#include <optional>

namespace amp2hip {

/// The fix of \p Info when it is Clang's "argument value V is outside the
/// valid range [0, H]" (warn_argument_invalid_range or
/// err_argument_invalid_range) for an immediate that MSVC truncates, as
/// described above: a ClangFixIt-like fix (MsvcErrorFix::ImmediateLowBits)
/// at the call's name whose FixIts put `(` before the argument and `) & H`
/// after it. std::nullopt for any other diagnostic or shape.
std::optional<MsvcErrorFix>
outOfRangeImmediateFix(const clang::Diagnostic &Info);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_COMPAT_INTRINSICIMMEDIATES_H
