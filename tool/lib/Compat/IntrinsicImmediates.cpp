//===- IntrinsicImmediates.cpp - x86 immediates MSVC truncates ------------===//
//
// IntrinsicImmediates.h.
//
//===----------------------------------------------------------------------===//

#include "Compat/IntrinsicImmediates.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

using namespace clang;
using llvm::StringRef;

namespace amp2hip {

namespace {

/// The signed integer argument \p Index of \p Info, or std::nullopt.
std::optional<int64_t> integerArgument(const Diagnostic &Info, unsigned Index) {
  if (Info.getNumArgs() <= Index)
    return std::nullopt;
  switch (Info.getArgKind(Index)) {
  case DiagnosticsEngine::ak_sint:
    return Info.getArgSInt(Index);
  case DiagnosticsEngine::ak_uint:
    return static_cast<int64_t>(Info.getArgUInt(Index));
  case DiagnosticsEngine::ak_std_string: {
    int64_t Value;
    if (StringRef(Info.getArgStdStr(Index)).getAsInteger(10, Value))
      return std::nullopt;
    return Value;
  }
  default:
    return std::nullopt;
  }
}

/// The macro whose body holds \p Offset of \p Text: its name and its
/// parameters, from the `#define NAME(a, b, i)` that starts the logical line
/// (continued with `\`) the offset is on.
std::optional<std::pair<StringRef, llvm::SmallVector<StringRef, 4>>>
macroDefinedAt(StringRef Text, unsigned Offset) {
  size_t Define = Text.substr(0, Offset).rfind("#define");
  if (Define == StringRef::npos)
    return std::nullopt;
  // Every line break between the #define and the offset is continued.
  for (size_t Pos = Text.find('\n', Define); Pos < Offset;
       Pos = Text.find('\n', Pos + 1)) {
    size_t Before = Pos;
    if (Before > 0 && Text[Before - 1] == '\r')
      --Before;
    if (Before == 0 || Text[Before - 1] != '\\')
      return std::nullopt;
  }
  size_t Pos = Define + 7;
  while (Pos < Text.size() && (Text[Pos] == ' ' || Text[Pos] == '\t'))
    ++Pos;
  size_t NameEnd = Pos;
  while (NameEnd < Text.size() && isAsciiIdentifierContinue(Text[NameEnd]))
    ++NameEnd;
  if (NameEnd == Pos || NameEnd >= Text.size() || Text[NameEnd] != '(')
    return std::nullopt;
  size_t Close = Text.find(')', NameEnd);
  if (Close == StringRef::npos || Close > Offset)
    return std::nullopt;
  llvm::SmallVector<StringRef, 4> Parameters;
  Text.slice(NameEnd + 1, Close).split(Parameters, ',');
  for (StringRef &P : Parameters)
    P = P.trim(" \t\\\r\n");
  return std::make_pair(Text.slice(Pos, NameEnd), Parameters);
}

/// True if \p Name occurs in \p Text as a whole identifier.
bool containsIdentifier(StringRef Text, StringRef Name) {
  for (size_t Pos = Text.find(Name); Pos != StringRef::npos;
       Pos = Text.find(Name, Pos + 1)) {
    bool Start = Pos == 0 || !isAsciiIdentifierContinue(Text[Pos - 1]);
    size_t End = Pos + Name.size();
    bool Whole = End == Text.size() || !isAsciiIdentifierContinue(Text[End]);
    if (Start && Whole)
      return true;
  }
  return false;
}

/// The arguments of the call of macro \p Name whose name starts at \p Offset
/// of \p Text, each as [begin, end) without the blanks around it; nothing
/// when the text is not such a call (nesting of (), [] and {} balanced,
/// string and character literals skipped).
llvm::SmallVector<std::pair<unsigned, unsigned>, 4>
callArguments(StringRef Text, unsigned Offset, StringRef Name) {
  llvm::SmallVector<std::pair<unsigned, unsigned>, 4> Arguments;
  if (!Text.substr(Offset).starts_with(Name))
    return {};
  unsigned Pos = Offset + Name.size();
  if (Pos < Text.size() && isAsciiIdentifierContinue(Text[Pos]))
    return {};
  while (Pos < Text.size() && isWhitespace(Text[Pos]))
    ++Pos;
  if (Pos >= Text.size() || Text[Pos] != '(')
    return {};
  unsigned Start = ++Pos;
  unsigned Depth = 0;
  auto Add = [&](unsigned End) {
    unsigned B = Start, E = End;
    while (B < E && isWhitespace(Text[B]))
      ++B;
    while (E > B && isWhitespace(Text[E - 1]))
      --E;
    Arguments.emplace_back(B, E);
  };
  for (; Pos < Text.size(); ++Pos) {
    char C = Text[Pos];
    if (C == '"' || C == '\'') {
      for (++Pos; Pos < Text.size() && Text[Pos] != C; ++Pos)
        if (Text[Pos] == '\\')
          ++Pos;
    } else if (C == '(' || C == '[' || C == '{') {
      ++Depth;
    } else if (C == ')' || C == ']' || C == '}') {
      if (Depth == 0) {
        if (C != ')')
          return {};
        Add(Pos);
        return Arguments;
      }
      --Depth;
    } else if (C == ',' && Depth == 0) {
      Add(Pos);
      Start = Pos + 1;
    }
  }
  return {};
}

} // namespace

std::optional<MsvcErrorFix> outOfRangeImmediateFix(const Diagnostic &Info) {
  if ((Info.getID() != diag::warn_argument_invalid_range &&
       Info.getID() != diag::err_argument_invalid_range) ||
      !Info.hasSourceManager() || Info.getNumRanges() < 1)
    return std::nullopt;
  std::optional<int64_t> Value = integerArgument(Info, 0);
  std::optional<int64_t> Low = integerArgument(Info, 1);
  std::optional<int64_t> High = integerArgument(Info, 2);
  if (!Value || !Low || !High || *Low != 0 || *High <= 0 ||
      ((*High + 1) & *High) != 0 || *Value < 0 || *Value > 255)
    return std::nullopt;
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Loc = Info.getLocation();
  if (Loc.isInvalid() || !Loc.isMacroID())
    return std::nullopt;
  // The call as the program writes it: the macro's name in the file.
  SourceLocation Call = SM.getExpansionLoc(Loc);
  if (SM.isInSystemHeader(Call))
    return std::nullopt;
  // The argument's spelling in the macro's body names its last parameter.
  CharSourceRange Range = Info.getRange(0);
  SourceLocation Begin = SM.getSpellingLoc(Range.getBegin());
  SourceLocation End = SM.getSpellingLoc(Range.getEnd());
  if (SM.getFileID(Begin) != SM.getFileID(End) ||
      SM.getFileOffset(End) < SM.getFileOffset(Begin))
    return std::nullopt;
  bool Invalid = false;
  StringRef Header = SM.getBufferData(SM.getFileID(Begin), &Invalid);
  if (Invalid)
    return std::nullopt;
  auto Macro = macroDefinedAt(Header, SM.getFileOffset(Begin));
  if (!Macro || Macro->second.empty())
    return std::nullopt;
  StringRef Spelled =
      Header.slice(SM.getFileOffset(Begin), SM.getFileOffset(End) + 1);
  if (!containsIdentifier(Spelled, Macro->second.back()))
    return std::nullopt;
  StringRef Text = SM.getBufferData(SM.getFileID(Call), &Invalid);
  if (Invalid)
    return std::nullopt;
  auto Arguments = callArguments(Text, SM.getFileOffset(Call), Macro->first);
  if (Arguments.size() != Macro->second.size() ||
      Arguments.back().first == Arguments.back().second)
    return std::nullopt;
  MsvcErrorFix Fix;
  Fix.Kind = MsvcErrorFix::ImmediateLowBits;
  Fix.Loc = Call;
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  Fix.Message = (Message + " in '" + Macro->first + "'").str();
  unsigned CallOffset = SM.getFileOffset(Call);
  auto At = [&](unsigned Offset) {
    return Call.getLocWithOffset(static_cast<int>(Offset - CallOffset));
  };
  Fix.FixIts.push_back(
      FixItHint::CreateInsertion(At(Arguments.back().first), "("));
  Fix.FixIts.push_back(FixItHint::CreateInsertion(
      At(Arguments.back().second), ") & " + std::to_string(*High)));
  return Fix;
}

} // namespace amp2hip
