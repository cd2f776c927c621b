//===- SplitConditionals.cpp - Conditionals that split a kernel's text ----===//
//
// SplitConditionals.h.
//
//===----------------------------------------------------------------------===//

#include "Compat/SplitConditionals.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/DenseMap.h"

#include <algorithm>

using namespace clang;

namespace amp2hip {

namespace {

class ConditionalRecorder : public PPCallbacks {
public:
  ConditionalRecorder(const SourceManager &SM, std::vector<Conditional> &All)
      : SM(SM), All(All) {}

  void If(SourceLocation Loc, SourceRange, ConditionValueKind Value) override {
    open(Loc, Value == CVK_True);
  }
  void Ifdef(SourceLocation Loc, const Token &,
             const MacroDefinition &MD) override {
    open(Loc, static_cast<bool>(MD));
  }
  void Ifndef(SourceLocation Loc, const Token &,
              const MacroDefinition &MD) override {
    open(Loc, !MD);
  }
  void Elif(SourceLocation Loc, SourceRange, ConditionValueKind Value,
            SourceLocation IfLoc) override {
    branch(Loc, IfLoc, Value == CVK_True);
  }
  void Elifdef(SourceLocation Loc, const Token &,
               const MacroDefinition &MD) override {
    branchOfInnermost(Loc, static_cast<bool>(MD));
  }
  void Elifdef(SourceLocation Loc, SourceRange, SourceLocation IfLoc) override {
    branch(Loc, IfLoc, false);
  }
  void Elifndef(SourceLocation Loc, const Token &,
                const MacroDefinition &MD) override {
    branchOfInnermost(Loc, !MD);
  }
  void Elifndef(SourceLocation Loc, SourceRange,
                SourceLocation IfLoc) override {
    branch(Loc, IfLoc, false);
  }
  void Else(SourceLocation Loc, SourceLocation IfLoc) override {
    auto It = Open.find(IfLoc);
    branch(Loc, IfLoc, It != Open.end() && All[It->second].Taken < 0);
  }
  void Endif(SourceLocation Loc, SourceLocation IfLoc) override {
    auto It = Open.find(IfLoc);
    if (It == Open.end())
      return;
    Conditional &C = All[It->second];
    C.Directives.push_back(SM.getFileOffset(Loc));
    C.Complete = true;
    Stack.erase(std::remove(Stack.begin(), Stack.end(), It->second),
                Stack.end());
    Open.erase(It);
  }

private:
  void open(SourceLocation Loc, bool Taken) {
    if (!Loc.isFileID())
      return;
    Conditional C;
    C.File = SM.getFileID(Loc);
    C.Directives.push_back(SM.getFileOffset(Loc));
    C.Taken = Taken ? 0 : -1;
    Open[Loc] = All.size();
    Stack.push_back(All.size());
    All.push_back(std::move(C));
  }
  void branch(SourceLocation Loc, SourceLocation IfLoc, bool Taken) {
    auto It = Open.find(IfLoc);
    if (It == Open.end())
      return;
    add(All[It->second], Loc, Taken);
  }
  /// The taken #elifdef/#elifndef (Clang gives no IfLoc): the innermost
  /// open conditional, which is the one the directive continues.
  void branchOfInnermost(SourceLocation Loc, bool Taken) {
    if (!Stack.empty())
      add(All[Stack.back()], Loc, Taken);
  }
  void add(Conditional &C, SourceLocation Loc, bool Taken) {
    if (Taken && C.Taken < 0)
      C.Taken = static_cast<int>(C.Directives.size());
    C.Directives.push_back(SM.getFileOffset(Loc));
  }

  const SourceManager &SM;
  std::vector<Conditional> &All;
  llvm::DenseMap<SourceLocation, size_t> Open;
  std::vector<size_t> Stack;
};

/// The offset of the start of the line that holds \p Offset.
unsigned lineStart(StringRef Buffer, unsigned Offset) {
  size_t NewLine = Buffer.rfind('\n', Offset);
  return NewLine == StringRef::npos ? 0 : unsigned(NewLine + 1);
}

/// The offset just past the logical line (backslash continuations joined)
/// that holds \p Offset, its newline included when there is one.
unsigned lineEnd(StringRef Buffer, unsigned Offset) {
  size_t I = Offset;
  while (I < Buffer.size()) {
    size_t NewLine = Buffer.find('\n', I);
    if (NewLine == StringRef::npos)
      return Buffer.size();
    StringRef Before = Buffer.substr(I, NewLine - I).rtrim(" \t\r");
    if (!Before.ends_with("\\"))
      return unsigned(NewLine + 1);
    I = NewLine + 1;
  }
  return Buffer.size();
}

/// \p Text with everything but its newlines removed.
std::string onlyNewlines(StringRef Text) {
  return std::string(Text.count('\n'), '\n');
}

} // namespace

std::unique_ptr<PPCallbacks>
recordConditionals(const SourceManager &SM,
                   std::vector<Conditional> &Conditionals) {
  return std::make_unique<ConditionalRecorder>(SM, Conditionals);
}

bool cutsConditional(const Conditional &C, unsigned Begin, unsigned End) {
  bool Inside = false, Outside = false;
  for (unsigned D : C.Directives)
    (Begin <= D && D <= End ? Inside : Outside) = true;
  return Inside && Outside;
}

ConditionalResolution resolveConditional(const Conditional &C,
                                         StringRef Buffer) {
  ConditionalResolution R;
  unsigned Begin = lineStart(Buffer, C.Directives.front());
  unsigned End = lineEnd(Buffer, C.Directives.back());
  R.Offset = Begin;
  R.Length = End - Begin;
  for (size_t I = 0; I < C.Directives.size(); ++I) {
    unsigned Line = lineStart(Buffer, C.Directives[I]);
    unsigned BodyBegin = lineEnd(Buffer, C.Directives[I]);
    R.Text += onlyNewlines(Buffer.slice(Line, BodyBegin));
    if (I + 1 == C.Directives.size())
      break;
    unsigned BodyEnd = lineStart(Buffer, C.Directives[I + 1]);
    StringRef Body = Buffer.slice(BodyBegin, BodyEnd);
    R.Text += int(I) == C.Taken ? Body.str() : onlyNewlines(Body);
  }
  return R;
}

} // namespace amp2hip
