//===- SourceUtil.cpp - Main-file offsets of AST source ranges ------------===//

#include "SourceUtil.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

std::optional<unsigned> getMainFileOffset(SourceLocation Loc,
                                          const SourceManager &SM) {
  if (Loc.isInvalid())
    return std::nullopt;
  SourceLocation Exp = SM.getExpansionLoc(Loc);
  if (!SM.isWrittenInMainFile(Exp))
    return std::nullopt;
  return SM.getFileOffset(Exp);
}

std::optional<OffsetRange> getMainFileOffsets(CharSourceRange File,
                                              const SourceManager &SM) {
  if (File.isInvalid() || !SM.isWrittenInMainFile(File.getBegin()))
    return std::nullopt;
  unsigned Begin = SM.getFileOffset(File.getBegin());
  unsigned End = SM.getFileOffset(File.getEnd());
  if (End < Begin)
    return std::nullopt;
  return OffsetRange{Begin, End};
}

std::optional<OffsetRange> getMainFileRange(SourceRange Range,
                                            const SourceManager &SM,
                                            const LangOptions &LO) {
  if (Range.isInvalid())
    return std::nullopt;
  CharSourceRange Char = CharSourceRange::getTokenRange(Range);
  if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID()) {
    CharSourceRange Begin = SM.getExpansionRange(Range.getBegin());
    CharSourceRange End = SM.getExpansionRange(Range.getEnd());
    Char = CharSourceRange(SourceRange(Begin.getBegin(), End.getEnd()),
                           End.isTokenRange());
  }
  return getMainFileOffsets(Lexer::makeFileCharRange(Char, SM, LO), SM);
}

std::optional<OffsetRange> getExpansionRange(SourceLocation Loc,
                                             const SourceManager &SM,
                                             const LangOptions &LO) {
  if (Loc.isInvalid())
    return std::nullopt;
  if (!Loc.isMacroID())
    return getMainFileRange(SourceRange(Loc, Loc), SM, LO);
  CharSourceRange Exp = SM.getExpansionRange(Loc);
  return getMainFileOffsets(Lexer::makeFileCharRange(Exp, SM, LO), SM);
}

} // namespace amp2hip
