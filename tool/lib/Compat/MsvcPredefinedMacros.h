//===- MsvcPredefinedMacros.h - MSVC's macros in conditionals ---*- C++ -*-===//
//
// C++ AMP programs choose their code with MSVC's predefined macros:
//
//   #if (_MSC_VER < 1700)        // before Visual Studio 2012: no <amp.h>
//   #if defined(_M_IX86) ... #elif defined(_M_AMD64) ... #else #error
//
// amp2hip parses on the Linux target, where neither is defined (nor in the
// output's compilers, hipcc and nvcc), so the first takes the branch of an
// MSVC without C++ AMP, and the second stops at its #error. In the main file
// and the program's headers, such a use in an #if, #elif, #ifdef or #ifndef
// is written as what the build's compilers understand and the file is parsed
// again (the rounds of RoundEdits.h), reported as AMP2HIP-W0003:
//
//   _MSC_VER compared as a number   -> 1933, the version amp2hip parses as
//                                      (-fms-compatibility-version=19.33),
//                                      or the project's toolset's (1700 for
//                                      v110: `amp2hip migrate`, or
//                                      --msc-version);
//                                      `defined(_MSC_VER)` stays as written
//   _M_X64, _M_AMD64 / _M_IX86 /    -> __x86_64__ / __i386__ /
//   _M_ARM64 / _M_ARM                  __aarch64__ / __arm__
//
// A macro defined for the parse (`-D_MSC_VER=1700` after `--`) is left as
// written. Conditions inside branches the preprocessor skipped are seen by
// the next round, once their branch is taken.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_MSVCPREDEFINEDMACROS_H
#define AMP2HIP_TOOL_MSVCPREDEFINEDMACROS_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace clang {
class PPCallbacks;
class Preprocessor;
} // namespace clang

namespace amp2hip {

/// The `_MSC_VER` that amp2hip writes when the project does not say which
/// Visual Studio builds it: MSVC 19.33 (Visual Studio 2022), the version of
/// the parse (-fms-compatibility-version=19.33).
constexpr unsigned DefaultMscVersion = 1933;

/// The `_MSC_VER` of a Visual Studio platform toolset (`v110`: 1700,
/// Visual Studio 2012; `v143`: 1930), or 0 when \p Toolset is not one
/// (`ClangCL`, empty).
unsigned mscVersionOfToolset(llvm::StringRef Toolset);

/// One use of an MSVC predefined macro in a preprocessor condition, to be
/// written as Portable.
struct MsvcMacroTest {
  clang::SourceLocation Loc; ///< the macro's name in the directive
  clang::FileID File;
  unsigned Offset = 0; ///< of the name, in File
  unsigned Length = 0;
  std::string Written;  ///< `_MSC_VER`
  std::string Portable; ///< `1933`
  std::string Meaning;  ///< what it is and what is written (W0003's text)
};

/// A preprocessor callback that records in \p Tests each use of an MSVC
/// predefined macro (the table above) in the conditions the preprocessor
/// evaluates, in the files for which \p Claim returns true. \p Claim is
/// called once per use found, before it is recorded; it may refuse (a file
/// amp2hip does not rewrite, or a round that has shown an error already).
///
/// \p MscVersion is what `_MSC_VER` is written as: the version of the
/// project's toolset (TranslateOptions::MscVersion; 1700 for Visual Studio
/// 2012's v110), 1933 by default.
std::unique_ptr<clang::PPCallbacks>
recordMsvcMacroTests(clang::Preprocessor &PP, std::vector<MsvcMacroTest> &Tests,
                     std::function<bool(clang::FileID)> Claim,
                     unsigned MscVersion = DefaultMscVersion);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_MSVCPREDEFINEDMACROS_H
