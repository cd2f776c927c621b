//===- SourceUtil.h - File offsets of AST source ranges ---------*- C++ -*-===//
//
// The rewrite passes edit one file at a time (the main file or one of the
// program's headers, each with its own FileEdits): these functions turn AST
// locations and ranges into offsets in that file, or nothing when they lie
// elsewhere.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_EDITS_SOURCEUTIL_H
#define AMP2HIP_TOOL_EDITS_SOURCEUTIL_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/ArrayRef.h"

#include <optional>
#include <utility>

namespace amp2hip {

/// Half-open [Begin, End) offsets in one file.
using OffsetRange = std::pair<unsigned, unsigned>;

/// Converts a token range to offsets in \p File. Ranges that begin or end in
/// a macro expansion are widened to the whole expansion when both ends expand
/// in \p File. Returns std::nullopt for ranges outside \p File.
std::optional<OffsetRange> rangeIn(clang::FileID File, clang::SourceRange Range,
                                   const clang::SourceManager &SM,
                                   const clang::LangOptions &LO);

/// Converts a token range to offsets in \p File only when its text is exactly
/// the range's own: written in the file, inside one macro argument, or a
/// whole macro use (Lexer::makeFileCharRange). A range that is only part of
/// a macro's expansion (`idx.barrier.wait()` in the body of
/// `#define TRANSPOSE(...) store; idx.barrier.wait(); load;`) gives
/// std::nullopt, where rangeIn() would widen it to the whole use.
std::optional<OffsetRange> exactRangeIn(clang::FileID File,
                                        clang::SourceRange Range,
                                        const clang::SourceManager &SM,
                                        const clang::LangOptions &LO);

/// The range in \p File of the outermost macro invocation that produced
/// \p Loc (e.g. `restrict(amp)` or a user macro `__GPU` that expands to it),
/// or of the token at \p Loc if it is not from a macro.
std::optional<OffsetRange> expansionRangeIn(clang::FileID File,
                                            clang::SourceLocation Loc,
                                            const clang::SourceManager &SM,
                                            const clang::LangOptions &LO);

/// The offsets of \p Chars, a character range in a file (as
/// Lexer::makeFileCharRange returns), or std::nullopt if it is invalid or not
/// in \p File.
std::optional<OffsetRange> offsetsIn(clang::FileID File,
                                     clang::CharSourceRange Chars,
                                     const clang::SourceManager &SM);

/// The offset in \p File of \p Loc (its expansion location), or
/// std::nullopt if that is not in \p File.
std::optional<unsigned> offsetIn(clang::FileID File, clang::SourceLocation Loc,
                                 const clang::SourceManager &SM);

/// True when \p File is one of \p Files, or another inclusion of the same
/// file (a header without an include guard, included twice: SolveTSP's
/// `helpers/SBM.h`, with a macro defined and not), whose text and offsets
/// are the same; the main file counts when \p MainToo.
bool isInclusionOf(const clang::SourceManager &SM, clang::FileID File,
                   llvm::ArrayRef<clang::FileID> Files, bool MainToo = false);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_EDITS_SOURCEUTIL_H
