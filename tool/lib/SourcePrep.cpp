//===- SourcePrep.cpp - Length-preserving fixes before parsing ------------===//

#include "SourcePrep.h"

#include <cctype>

namespace amp2hip {

namespace {
bool isIdentChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}
} // namespace

std::string swapMutableRestrict(llvm::StringRef Source) {
  std::string Out = Source.str();
  const llvm::StringRef Mutable = "mutable";
  size_t Pos = 0;
  while ((Pos = Source.find(Mutable, Pos)) != llvm::StringRef::npos) {
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

} // namespace amp2hip
