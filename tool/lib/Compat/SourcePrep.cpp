//===- SourcePrep.cpp - Length-preserving fixes before parsing ------------===//

#include "Compat/SourcePrep.h"

#include <algorithm>
#include <cctype>

namespace amp2hip {

namespace {
bool isIdentChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}
/// Returns the offset just past the comment or literal that starts at \p Pos,
/// or \p Pos itself if none starts there.
size_t skipCommentOrLiteral(llvm::StringRef S, size_t Pos) {
  if (S.substr(Pos).starts_with("//")) {
    size_t End = S.find('\n', Pos);
    return End == llvm::StringRef::npos ? S.size() : End;
  }
  if (S.substr(Pos).starts_with("/*")) {
    size_t End = S.find("*/", Pos + 2);
    return End == llvm::StringRef::npos ? S.size() : End + 2;
  }
  char Quote = S[Pos];
  if (Quote != '"' && Quote != '\'')
    return Pos;
  // A quote inside a number (C++14 digit separator 1'000) is not a literal.
  if (Quote == '\'' && Pos > 0 &&
      std::isalnum(static_cast<unsigned char>(S[Pos - 1])))
    return Pos;
  size_t I = Pos + 1;
  while (I < S.size() && S[I] != Quote && S[I] != '\n')
    I += S[I] == '\\' ? 2 : 1;
  return std::min(I + 1, S.size());
}

} // namespace

std::string swapMutableRestrict(llvm::StringRef Source) {
  std::string Out = Source.str();
  const llvm::StringRef Mutable = "mutable";
  size_t Pos = 0;
  while (Pos < Source.size()) {
    size_t Skipped = skipCommentOrLiteral(Source, Pos);
    if (Skipped != Pos) {
      Pos = Skipped;
      continue;
    }
    if (!Source.substr(Pos).starts_with(Mutable)) {
      ++Pos;
      continue;
    }
    size_t After = Pos + Mutable.size();
    bool WholeWord = (Pos == 0 || !isIdentChar(Source[Pos - 1])) &&
                     (After >= Source.size() || !isIdentChar(Source[After]));
    if (!WholeWord) {
      Pos = After;
      continue;
    }
    size_t WsEnd = After;
    while (WsEnd < Source.size() &&
           std::isspace(static_cast<unsigned char>(Source[WsEnd])))
      ++WsEnd;
    const llvm::StringRef Restrict = "restrict";
    if (WsEnd == After || !Source.substr(WsEnd).starts_with(Restrict)) {
      Pos = After;
      continue;
    }
    size_t Paren = WsEnd + Restrict.size();
    while (Paren < Source.size() &&
           std::isspace(static_cast<unsigned char>(Source[Paren])))
      ++Paren;
    if (Paren >= Source.size() || Source[Paren] != '(') {
      Pos = After;
      continue;
    }
    size_t Close = Source.find(')', Paren);
    if (Close == llvm::StringRef::npos)
      break;
    // mutable<ws>restrict(...)  ->  restrict(...)<ws>mutable
    llvm::StringRef Spec = Source.slice(WsEnd, Close + 1);
    llvm::StringRef Ws = Source.slice(After, WsEnd);
    std::string Swapped = Spec.str() + Ws.str() + Mutable.str();
    Out.replace(Pos, Swapped.size(), Swapped);
    Pos = Close + 1;
  }
  return Out;
}

std::vector<unsigned> fixVoidMain(std::string &Source) {
  std::vector<unsigned> Offsets;
  llvm::StringRef Text(Source);
  int Depth = 0;
  size_t Pos = 0;
  while (Pos < Text.size()) {
    size_t Skipped = skipCommentOrLiteral(Text, Pos);
    if (Skipped != Pos) {
      Pos = Skipped;
      continue;
    }
    char C = Text[Pos];
    if (C == '{' || C == '}') {
      Depth += C == '{' ? 1 : -1;
      ++Pos;
      continue;
    }
    if (Depth != 0 || !Text.substr(Pos).starts_with("void") ||
        (Pos > 0 && isIdentChar(Text[Pos - 1]))) {
      ++Pos;
      continue;
    }
    size_t Name = Pos + 4;
    size_t I = Name;
    while (I < Text.size() && std::isspace(static_cast<unsigned char>(Text[I])))
      ++I;
    if (I == Name || !Text.substr(I).starts_with("main")) {
      ++Pos;
      continue;
    }
    size_t Paren = I + 4;
    while (Paren < Text.size() &&
           std::isspace(static_cast<unsigned char>(Text[Paren])))
      ++Paren;
    if (Paren < Text.size() && Text[Paren] == '(') {
      Source.replace(Pos, 4, "int ");
      Offsets.push_back(static_cast<unsigned>(Pos));
    }
    Pos = Paren;
  }
  return Offsets;
}

} // namespace amp2hip
