//===- MacroExpansion.h - Macro uses that hold kernels, expanded -*- C++ -*-===//
//
// A parallel_for_each written inside a macro (AMP test libraries wrap kernels
// in macros such as `GPU_INVOKE(av, T, f, args...)`) has no text of its own to
// outline. amp2hip then expands that one macro use, one level, in the text of
// the file that writes it (the main file, or one of the program's headers
// that are translated with it) and parses again: the kernel becomes ordinary
// text, and macros used inside the expansion stay as they were. Expansion follows the C
// preprocessor (arguments split at top-level commas, `#` stringizes, `##`
// pastes, `__VA_ARGS__`, GNU `, ## __VA_ARGS__`); arguments are substituted
// as written.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_MACROEXPANSION_H
#define AMP2HIP_TOOL_MACROEXPANSION_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class LangOptions;
class MacroInfo;
class Preprocessor;
class PPCallbacks;
class SourceManager;
} // namespace clang

namespace amp2hip {

/// A macro use written in the main file or in one of the program's headers
/// (not inside another expansion).
struct MacroUse {
  clang::FileID File; ///< the file that writes the use
  unsigned Begin = 0; ///< offset of the macro name
  unsigned End = 0;   ///< offset just past the use (its `)` for a call)
  const clang::MacroInfo *Info = nullptr;
};

/// A preprocessor callback that records in \p Uses the macro uses written in
/// the main file or in one of \p Headers (the program's headers, which the
/// caller fills as the preprocessor enters them).
std::unique_ptr<clang::PPCallbacks>
recordMacroUses(const clang::SourceManager &SM, const clang::LangOptions &LO,
                std::vector<MacroUse> &Uses,
                const std::vector<clang::FileID> &Headers);

/// The one-level expansion of \p Use in \p Buffer (the text of its file),
/// followed by as many newlines as the use spanned, so that the lines after it
/// keep their numbers. std::nullopt when the use cannot be expanded as text
/// (unbalanced parentheses, a parameter count that does not match).
std::optional<std::string> expandOnce(const MacroUse &Use,
                                      llvm::StringRef Buffer,
                                      const clang::Preprocessor &PP);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_MACROEXPANSION_H
