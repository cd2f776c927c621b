//===- MsvcIntrinsics.h - MSVC intrinsics without a portable form -*- C++
//-*-===//
//
// Clang's Microsoft mode, which amp2hip parses with, knows MSVC's compiler
// intrinsics (Microsoft Learn, "Compiler intrinsics") as builtins and
// declares each one implicitly at its first call, as MSVC does after
// <intrin.h> (which its <amp.h> and <windows.h> include). GCC and nvcc know
// none of them: the runtime's portability layer defines the common ones
// (<amp2hip/intrin.h>, the INTRINSIC rows of windows_api.def; a call of one
// finds that definition in the parse and is AMP2HIP-W0004). A call of any
// other still parses, and its translation would not build: it is
// AMP2HIP-E0027 (docs/diagnostics/AMP2HIP-E0027.md).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_MSVCINTRINSICS_H
#define AMP2HIP_TOOL_MSVCINTRINSICS_H

#include "clang/AST/ASTContext.h"

namespace amp2hip {

/// Reports, as AMP2HIP-E0027, every reference in the program's files (the
/// traversal scope: outside system headers) to a builtin that Clang
/// declared implicitly and knows only with Microsoft extensions
/// (-fms-extensions): an MSVC intrinsic such as `__noop`,
/// `_InterlockedIncrement16`, `__lzcnt`. Not reported: the portability
/// layer's functions of the same names (declared in its headers, not
/// implicitly), GCC's and Clang's own builtins (`__builtin_clz`), which the
/// parse's target knows without Microsoft extensions. Returns the number of
/// errors.
unsigned reportUnmappedMsvcIntrinsics(clang::ASTContext &Ctx);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_MSVCINTRINSICS_H
