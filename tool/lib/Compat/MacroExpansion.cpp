//===- MacroExpansion.cpp - Macro uses that hold kernels, expanded --------===//

#include "Compat/MacroExpansion.h"

#include "Edits/SourceUtil.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

#include <algorithm>
#include <cctype>

using namespace clang;

namespace amp2hip {

namespace {

class MacroUseRecorder : public PPCallbacks {
public:
  MacroUseRecorder(const SourceManager &SM, const LangOptions &LO,
                   std::vector<MacroUse> &Uses,
                   const std::vector<FileID> &Headers)
      : SM(SM), LO(LO), Uses(Uses), Headers(Headers) {}

  void MacroExpands(const Token &, const MacroDefinition &Def,
                    SourceRange Range, const MacroArgs *) override {
    if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID())
      return;
    FileID File = SM.getFileID(Range.getBegin());
    if (!isInclusionOf(SM, File, Headers, /*MainToo=*/true))
      return;
    const MacroInfo *Info = Def.getMacroInfo();
    if (!Info)
      return;
    MacroUse Use;
    Use.File = File;
    Use.Begin = SM.getFileOffset(Range.getBegin());
    // The range ends at the start of its last token (the name or the `)`).
    Use.End = SM.getFileOffset(Range.getEnd()) +
              Lexer::MeasureTokenLength(Range.getEnd(), SM, LO);
    Use.Info = Info;
    Uses.push_back(Use);
  }

private:
  const SourceManager &SM;
  const LangOptions &LO;
  std::vector<MacroUse> &Uses;
  const std::vector<FileID> &Headers;
};

/// Splits the text between a macro call's parentheses into its arguments:
/// at commas outside parentheses, skipping string and character literals
/// and comments, as the preprocessor does.
std::optional<std::vector<std::string>> splitArguments(llvm::StringRef Text) {
  std::vector<std::string> Args(1);
  int Depth = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '"' || C == '\'') {
      size_t J = I + 1;
      while (J < Text.size() && Text[J] != C)
        J += Text[J] == '\\' ? 2 : 1;
      if (J >= Text.size())
        return std::nullopt;
      Args.back() += Text.substr(I, J - I + 1).str();
      I = J;
      continue;
    }
    if (Text.substr(I).starts_with("//")) {
      size_t J = Text.find('\n', I);
      I = J == llvm::StringRef::npos ? Text.size() : J;
      Args.back() += ' ';
      continue;
    }
    if (Text.substr(I).starts_with("/*")) {
      size_t J = Text.find("*/", I + 2);
      if (J == llvm::StringRef::npos)
        return std::nullopt;
      I = J + 1;
      Args.back() += ' ';
      continue;
    }
    if (C == '(')
      ++Depth;
    else if (C == ')')
      --Depth;
    if (C == ',' && Depth == 0) {
      Args.emplace_back();
      continue;
    }
    if (C == '\\' && I + 1 < Text.size() && Text[I + 1] == '\n') {
      ++I; // a line continuation
      continue;
    }
    Args.back() += C;
  }
  if (Depth != 0)
    return std::nullopt;
  for (std::string &A : Args)
    A = llvm::StringRef(A).trim().str();
  return Args;
}

/// `#arg`: the argument as a string literal, whitespace runs made one blank.
std::string stringize(llvm::StringRef Arg) {
  std::string Out = "\"";
  bool Blank = false;
  for (char C : Arg) {
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
      Blank = true;
      continue;
    }
    if (Blank && Out.size() > 1)
      Out += ' ';
    Blank = false;
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

/// Whether a blank goes between \p Before and \p Next when the expansion
/// is written out: none around `.`, `::`, inside brackets and before `,`
/// and `;`, as people write C++.
bool needsBlank(llvm::StringRef Before, llvm::StringRef Next) {
  if (Before.empty() || Next.empty())
    return false;
  char Last = Before.back();
  char First = Next.front();
  if (llvm::StringRef(",;)].").contains(First) || Next.starts_with("::"))
    return false;
  if (llvm::StringRef("([.!~").contains(Last) || Before.ends_with("::"))
    return false;
  bool Word = std::isalnum(static_cast<unsigned char>(Last)) || Last == '_' ||
              Last == ')' || Last == ']' || Last == '>';
  if ((First == '(' || First == '[') && Word)
    return false;
  return true;
}

} // namespace

std::unique_ptr<PPCallbacks>
recordMacroUses(const SourceManager &SM, const LangOptions &LO,
                std::vector<MacroUse> &Uses,
                const std::vector<FileID> &Headers) {
  return std::make_unique<MacroUseRecorder>(SM, LO, Uses, Headers);
}

std::optional<std::string> expandOnce(const MacroUse &Use,
                                      llvm::StringRef Buffer,
                                      const Preprocessor &PP) {
  const MacroInfo &MI = *Use.Info;
  if (Use.End > Buffer.size() || Use.Begin >= Use.End)
    return std::nullopt;
  llvm::StringRef Written = Buffer.slice(Use.Begin, Use.End);

  // Parameter name -> argument text.
  std::vector<std::string> Args;
  if (MI.isFunctionLike()) {
    size_t Open = Written.find('(');
    if (Open == llvm::StringRef::npos || !Written.ends_with(")"))
      return std::nullopt;
    std::optional<std::vector<std::string>> Split =
        splitArguments(Written.slice(Open + 1, Written.size() - 1));
    if (!Split)
      return std::nullopt;
    Args = std::move(*Split);
    unsigned Params = MI.getNumParams();
    if (Params == 0 && Args.size() == 1 && Args[0].empty())
      Args.clear();
    if (MI.isVariadic()) {
      // The last parameter (__VA_ARGS__) takes the rest, commas included.
      if (Args.size() + 1 < Params)
        return std::nullopt;
      std::string Rest;
      for (size_t I = Params - 1; I < Args.size(); ++I)
        Rest += (I + 1 > Params ? ", " : "") + Args[I];
      Args.resize(Params - 1);
      Args.push_back(Rest);
    } else if (Args.size() != Params) {
      return std::nullopt;
    }
  }
  auto ArgFor = [&](const Token &Tok) -> std::optional<std::string> {
    if (!Tok.is(tok::identifier) && !Tok.isAnyIdentifier())
      return std::nullopt;
    const IdentifierInfo *II = Tok.getIdentifierInfo();
    if (!II)
      return std::nullopt;
    int Index = MI.getParameterNum(II);
    if (Index < 0)
      return std::nullopt;
    return Args[static_cast<size_t>(Index)];
  };

  std::string Out;
  bool Paste = false; // the previous token was ##
  llvm::ArrayRef<Token> Tokens = MI.tokens();
  for (size_t I = 0; I < Tokens.size(); ++I) {
    const Token &Tok = Tokens[I];
    if (Tok.is(tok::hashhash)) {
      Paste = true;
      // GNU: `, ## __VA_ARGS__` drops the comma when there are no extra args.
      if (I + 1 < Tokens.size() && MI.isVariadic()) {
        std::optional<std::string> Next = ArgFor(Tokens[I + 1]);
        if (Next && Next->empty() &&
            llvm::StringRef(Out).rtrim().ends_with(",")) {
          Out = llvm::StringRef(Out).rtrim().drop_back().str();
        }
      }
      continue;
    }
    std::string Text;
    if (Tok.is(tok::hash) && MI.isFunctionLike() && I + 1 < Tokens.size()) {
      if (std::optional<std::string> Arg = ArgFor(Tokens[I + 1])) {
        Text = stringize(*Arg);
        ++I;
      }
    }
    if (Text.empty()) {
      if (std::optional<std::string> Arg = ArgFor(Tok))
        Text = *Arg;
      else
        Text = PP.getSpelling(Tok);
    }
    if (Paste) {
      Out = llvm::StringRef(Out).rtrim().str();
      Out += llvm::StringRef(Text).ltrim().str();
    } else {
      if (needsBlank(Out, Text))
        Out += ' ';
      Out += Text;
    }
    Paste = false;
  }
  // Keep the following lines where they were.
  Out += std::string(static_cast<size_t>(Written.count('\n')), '\n');
  return Out;
}

} // namespace amp2hip
