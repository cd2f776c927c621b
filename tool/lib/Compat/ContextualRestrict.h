//===- ContextualRestrict.h - restrict as a contextual keyword -*- C++ -*-===//
//
// C++ AMP v1.2 §2.1: `restrict` is a restriction specifier only right after
// the parameter list of a function declarator or of a lambda (after its
// cv- and ref-qualifiers); anywhere else it is an ordinary identifier: a
// variable, function, class or typedef named `restrict`. The parse headers
// make `restrict(...)` a function-like macro (amp_restrict.h), which would
// also expand the identifier uses, and Clang accepts the specifier's GNU
// attributes only where a declarator may end, not before an exception
// specification, a trailing return type, or inside a type-id.
//
// Before the real parse, the main file is run through Clang's preprocessor
// once (every macro expanded, so restrictions written through macros such
// as `__GPU` and the suite's -D definitions are seen as Clang sees them),
// and each `restrict` token is placed by the tokens before it. The result is
// the main file's text with same-length edits:
//   - an identifier `restrict` is spelled `__restr_` (undone in the output),
//   - a specifier followed by `throw`, `noexcept` or `->` in a named function
//     declarator moves before the declarator's name,
//   - a `restrict(cpu)` in a pointer- or reference-to-function declarator,
//     in an abstract one (a type-id) or in a typedef is blanked: restrict(cpu)
//     is what a function type is without a specifier, and nvcc has no
//     `restrict`.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_CONTEXTUALRESTRICT_H
#define AMP2HIP_TOOL_CONTEXTUALRESTRICT_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <string>
#include <vector>

namespace amp2hip {

/// The spelling that stands for an identifier `restrict` during the parse;
/// as long as `restrict`, and reserved to the implementation.
constexpr llvm::StringLiteral RestrictIdentifierStandIn = "__restr_";

/// What prepareContextualRestrict made of a main file.
struct ContextualRestrictResult {
  /// The text to parse: exactly as long as the input.
  std::string Code;
  /// Whether some identifier `restrict` is spelled with the stand-in.
  bool RenamedIdentifiers = false;
};

/// Preprocesses \p Code (the main file at \p Path, found through \p FS) with
/// the parse arguments \p Args (without the program name) and applies the
/// same-length edits described in the file comment. Returns \p Code unchanged
/// when it already contains the stand-in spelling or cannot be preprocessed.
/// \p PCH, when not empty, is a precompiled header made with \p Args
/// (emitPrefixPCH in Translate.h): the scan loads it without checking that
/// its macros are those of the command line, and the marker definition of
/// `restrict` then replaces the PCH's.
ContextualRestrictResult
prepareContextualRestrict(llvm::StringRef Code, llvm::StringRef Path,
                          llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                          const std::vector<std::string> &Args,
                          llvm::StringRef PCH = "");

/// Writes every stand-in spelling in \p Text back as `restrict`.
std::string restoreRestrictIdentifiers(llvm::StringRef Text);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_CONTEXTUALRESTRICT_H
