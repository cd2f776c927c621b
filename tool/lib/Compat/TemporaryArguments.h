//===- TemporaryArguments.h - Temporaries passed to T& parameters -*- C++
//-*-===//
//
// MSVC binds a temporary of class type to a non-const lvalue reference
// parameter (its extension, warning C4239), and AMP programs rely on it:
//   pack_array_chunk(extent<2>(N, N), A, index<2>(i, k), ...);
// for `void pack_array_chunk(extent<2>& src_ext, ...)` (Multicoreware's
// LargeMatrixMultiplication). Clang gives "no matching function for call".
// The translation wraps each such argument in amp2hip::temporary_lvalue(...)
// (runtime/include/amp2hip/detail/msvc_temporary_lvalue.h, which both
// <amp.h>s include): the same temporary, as an lvalue that lives to the end
// of the full-expression, as in MSVC (AMP2HIP-W0003).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_COMPAT_TEMPORARYARGUMENTS_H
#define AMP2HIP_TOOL_COMPAT_TEMPORARYARGUMENTS_H

#include "clang/Basic/SourceLocation.h"

#include <utility>
#include <vector>

namespace clang {
class ASTContext;
} // namespace clang

namespace amp2hip {

/// The arguments, as character ranges [begin, end) in the file of \p Loc,
/// of the call whose callee is named at \p Loc that MSVC binds to non-const
/// lvalue reference parameters: temporaries of class type (prvalues) where
/// every candidate of the call with that many parameters takes `T&` (T not
/// const). Empty when the call is not found, is written in a macro, or
/// passes no such argument.
std::vector<std::pair<unsigned, unsigned>>
temporaryArgumentsAt(clang::ASTContext &Ctx, clang::SourceLocation Loc);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_COMPAT_TEMPORARYARGUMENTS_H
