//===- SourceUtil.cpp - File offsets of AST source ranges -----------------===//

#include "Edits/SourceUtil.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

bool isInclusionOf(const SourceManager &SM, FileID File,
                   llvm::ArrayRef<FileID> Files, bool MainToo) {
  if (File.isInvalid())
    return false;
  if ((MainToo && File == SM.getMainFileID()) ||
      llvm::is_contained(Files, File))
    return true;
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
  if (!Entry)
    return false;
  return llvm::any_of(Files, [&](FileID Other) {
    return SM.getFileEntryRefForID(Other) == Entry;
  });
}

std::optional<unsigned> offsetIn(FileID File, SourceLocation Loc,
                                 const SourceManager &SM) {
  if (Loc.isInvalid())
    return std::nullopt;
  SourceLocation Exp = SM.getExpansionLoc(Loc);
  if (SM.getFileID(Exp) != File)
    return std::nullopt;
  return SM.getFileOffset(Exp);
}

std::optional<OffsetRange> offsetsIn(FileID File, CharSourceRange Chars,
                                     const SourceManager &SM) {
  if (Chars.isInvalid() || SM.getFileID(Chars.getBegin()) != File)
    return std::nullopt;
  unsigned Begin = SM.getFileOffset(Chars.getBegin());
  unsigned End = SM.getFileOffset(Chars.getEnd());
  if (End < Begin)
    return std::nullopt;
  return OffsetRange{Begin, End};
}

std::optional<OffsetRange> rangeIn(FileID File, SourceRange Range,
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
  return offsetsIn(File, Lexer::makeFileCharRange(Char, SM, LO), SM);
}

std::optional<OffsetRange> exactRangeIn(FileID File, SourceRange Range,
                                        const SourceManager &SM,
                                        const LangOptions &LO) {
  if (Range.isInvalid())
    return std::nullopt;
  return offsetsIn(
      File,
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Range), SM, LO),
      SM);
}

std::optional<OffsetRange> expansionRangeIn(FileID File, SourceLocation Loc,
                                            const SourceManager &SM,
                                            const LangOptions &LO) {
  if (Loc.isInvalid())
    return std::nullopt;
  if (!Loc.isMacroID())
    return rangeIn(File, SourceRange(Loc, Loc), SM, LO);
  CharSourceRange Exp = SM.getExpansionRange(Loc);
  return offsetsIn(File, Lexer::makeFileCharRange(Exp, SM, LO), SM);
}

} // namespace amp2hip
