//===- SourceUtil.h - Main-file offsets of AST source ranges ----*- C++ -*-===//
#ifndef AMP2HIP_TOOL_SOURCEUTIL_H
#define AMP2HIP_TOOL_SOURCEUTIL_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"

#include <optional>
#include <utility>

namespace amp2hip {

/// Half-open [Begin, End) offsets in the main file.
using OffsetRange = std::pair<unsigned, unsigned>;

/// Converts a token range to main-file offsets. Ranges that begin or end in a
/// macro expansion are widened to the whole expansion when both ends expand
/// in the main file. Returns std::nullopt for ranges outside the main file.
std::optional<OffsetRange> getMainFileRange(clang::SourceRange Range,
                                            const clang::SourceManager &SM,
                                            const clang::LangOptions &LO);

/// The main-file range of the outermost macro invocation that produced \p
/// Loc (e.g. `restrict(amp)` or a user macro `__GPU` that expands to it), or
/// of the token at \p Loc if it is not from a macro.
std::optional<OffsetRange> getExpansionRange(clang::SourceLocation Loc,
                                             const clang::SourceManager &SM,
                                             const clang::LangOptions &LO);

/// The offsets of \p File, a character range in a file (as
/// Lexer::makeFileCharRange returns), or std::nullopt if it is invalid or not
/// in the main file.
std::optional<OffsetRange> getMainFileOffsets(clang::CharSourceRange File,
                                              const clang::SourceManager &SM);

/// The main-file offset of \p Loc (its expansion location).
std::optional<unsigned> getMainFileOffset(clang::SourceLocation Loc,
                                          const clang::SourceManager &SM);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_SOURCEUTIL_H
