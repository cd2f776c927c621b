//===- UntranslatedHeaders.h - AMP code in headers left as written -*- C++
//-*-===//
//
// amp2hip translates a program's headers only with --out-dir, and only those
// under --root (docs/features/programs.md): any other header that the
// translation includes is copied by nobody and stays as it was written. A
// header that holds C++ AMP code (a restrict(amp) function, a
// parallel_for_each) then breaks the build of the translation: hipcc and nvcc
// know neither `restrict(amp)` nor AMP's kernels. Such a header is reported
// as AMP2HIP-E0023, so that no exit-0 output silently fails to compile.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_UNTRANSLATEDHEADERS_H
#define AMP2HIP_TOOL_UNTRANSLATEDHEADERS_H

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <utility>

#include <vector>

namespace amp2hip {

/// Reports, as AMP2HIP-E0023 at its first AMP construct, each header of the
/// translation unit that holds C++ AMP code and is not translated with it:
/// not the main file, not one of \p TranslatedHeaders (the program's headers
/// under --root), not a system header (the parse and runtime headers are).
/// AMP code: a function, member function or function template declared
/// restrict(amp) or restrict(amp, cpu) (C++ AMP v1.2 §2.1), or a call of
/// parallel_for_each (§3.1). A header without AMP code that includes one
/// of the parse headers (\p ParseHeaderIncludes: the #include directives
/// that name a file of tool/amp-include, <amp.h>, <windows.h>, <ppl.h>...,
/// with its name) is reported at that #include: only the files amp2hip
/// writes name the runtime's headers instead (<amp2hip/amp.h>), so the build
/// of the translation would not find it. \p HeaderRoot is --root as the driver
/// passes it (empty without --out-dir), for the advice. Returns the number of
/// errors.
unsigned reportUntranslatedAmpHeaders(
    clang::ASTContext &Ctx, const std::vector<clang::FileID> &TranslatedHeaders,
    llvm::StringRef HeaderRoot,
    llvm::ArrayRef<std::pair<clang::SourceLocation, std::string>>
        ParseHeaderIncludes);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_UNTRANSLATEDHEADERS_H
