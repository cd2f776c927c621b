//===- ContextualRestrict.cpp - restrict as a contextual keyword ----------===//

#include "Compat/ContextualRestrict.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cctype>
#include <map>
#include <optional>
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// The spelling that `restrict(...)` expands to while scanning: a marker
/// identifier followed by the specifier's parenthesized arguments.
constexpr llvm::StringLiteral Marker = "__amp2hip_restrict_marker";

struct ScannedToken {
  tok::TokenKind Kind;
  /// The identifier, for identifiers and keywords.
  llvm::StringRef Name;
  SourceLocation Loc;
};

/// Offsets (in the main file) that the scan decided on.
struct ScanDecisions {
  /// Offsets of identifier `restrict`s.
  std::set<unsigned> Identifiers;
  /// Offsets of `restrict`s that are specifiers (they win over Identifiers
  /// when a macro body is used both ways).
  std::set<unsigned> Specifiers;
  /// Text ranges [Begin, End) to blank.
  std::vector<std::pair<unsigned, unsigned>> Blanks;
  /// Rotations: [NameBegin, SpecBegin, SpecEnd): the specifier moves before
  /// the declarator's name (or a lambda's `mutable`).
  struct Rotation {
    unsigned NameBegin, SpecBegin, SpecEnd;
  };
  std::vector<Rotation> Rotations;
};

/// Keywords that can end the decl-specifiers of an abstract function
/// declarator, as in `int (int) restrict(cpu)` in a template argument.
bool isTypeKeyword(tok::TokenKind K) {
  switch (K) {
  case tok::kw_void:
  case tok::kw_bool:
  case tok::kw_char:
  case tok::kw_wchar_t:
  case tok::kw_char8_t:
  case tok::kw_char16_t:
  case tok::kw_char32_t:
  case tok::kw_short:
  case tok::kw_int:
  case tok::kw_long:
  case tok::kw_signed:
  case tok::kw_unsigned:
  case tok::kw_float:
  case tok::kw_double:
  case tok::kw_auto:
  case tok::kw_const:
  case tok::kw_volatile:
  case tok::kw___int64:
    return true;
  default:
    return false;
  }
}

/// How a parameter list that a restriction specifier follows is declared.
enum class DeclaratorKind {
  NotADeclarator, ///< `restrict` is an identifier
  Named,          ///< f(...), A::f(...), operator+(...), restrict(...)
  Lambda,         ///< [...](...) and template-ids f<T>(...)
  Pointer,        ///< (*p)(...)
  Abstract,       ///< int (*)(...), int (...): part of a type-id
};

class Scanner {
public:
  Scanner(const std::vector<ScannedToken> &Toks, const SourceManager &SM,
          const LangOptions &LO)
      : Toks(Toks), SM(SM), LO(LO) {}

  void run(ScanDecisions &D);

private:
  const std::vector<ScannedToken> &Toks;
  const SourceManager &SM;
  const LangOptions &LO;

  bool isMarker(size_t I) const {
    return Toks[I].Kind == tok::identifier && Toks[I].Name == Marker &&
           I + 1 < Toks.size() && Toks[I + 1].Kind == tok::l_paren;
  }
  /// The index of the parenthesis that matches the one at \p I, in the
  /// direction \p Step (+1 or -1), or std::nullopt.
  std::optional<size_t> matching(size_t I, int Step) const {
    tok::TokenKind Open = Toks[I].Kind;
    tok::TokenKind Close = Open == tok::l_paren ? tok::r_paren : tok::l_paren;
    int Depth = 0;
    for (size_t J = I; J < Toks.size(); J += Step) {
      if (Toks[J].Kind == Open)
        ++Depth;
      else if (Toks[J].Kind == Close && --Depth == 0)
        return J;
      if (J == 0 && Step < 0)
        break;
    }
    return std::nullopt;
  }
  /// The main-file offset of \p Loc's file location, if it is in the main
  /// file.
  std::optional<unsigned> fileOffset(SourceLocation Loc) const {
    SourceLocation F = SM.getFileLoc(Loc);
    if (F.isInvalid() || SM.getFileID(F) != SM.getMainFileID())
      return std::nullopt;
    return SM.getFileOffset(F);
  }
  /// The main-file offset just past the token at \p Loc, or past the macro
  /// use whose expansion it ends.
  std::optional<unsigned> fileEndOffset(SourceLocation Loc) const {
    while (Loc.isMacroID())
      Loc = SM.isMacroArgExpansion(Loc)
                ? SM.getImmediateSpellingLoc(Loc)
                : SM.getImmediateExpansionRange(Loc).getEnd();
    if (Loc.isInvalid() || SM.getFileID(Loc) != SM.getMainFileID())
      return std::nullopt;
    return SM.getFileOffset(Loc) + Lexer::MeasureTokenLength(Loc, SM, LO);
  }
  /// The location of the `restrict` that produced the marker at \p I.
  SourceLocation nameLoc(size_t I) const {
    return SM.getImmediateExpansionRange(Toks[I].Loc).getBegin();
  }
  SourceLocation locOf(size_t I) const {
    return isMarker(I) ? nameLoc(I) : Toks[I].Loc;
  }
  DeclaratorKind declaratorBefore(size_t Marker, size_t &ParamOpen) const;
  /// Whether the declaration that the token at \p I is part of starts with
  /// `typedef`.
  bool inTypedef(size_t I) const {
    for (size_t J = I; J-- > 0;) {
      tok::TokenKind K = Toks[J].Kind;
      if (K == tok::kw_typedef)
        return true;
      if (K == tok::semi || K == tok::l_brace || K == tok::r_brace)
        return false;
    }
    return false;
  }
  std::optional<size_t> nameStart(size_t ParamOpen) const;
};

/// Classifies the tokens before the marker at \p MarkerIdx (C++ AMP v1.2
/// §2.1: a restriction specifier follows a function or lambda declarator's
/// parameter list and its cv- and ref-qualifiers, or another specifier).
DeclaratorKind Scanner::declaratorBefore(size_t MarkerIdx,
                                         size_t &ParamOpen) const {
  size_t I = MarkerIdx;
  while (I > 0 && Toks[I - 1].Kind != tok::r_paren) {
    tok::TokenKind K = Toks[I - 1].Kind;
    if (K != tok::kw_const && K != tok::kw_volatile && K != tok::amp &&
        K != tok::ampamp && K != tok::kw_mutable && K != tok::kw_noexcept)
      return DeclaratorKind::NotADeclarator;
    --I;
  }
  if (I == 0)
    return DeclaratorKind::NotADeclarator;
  std::optional<size_t> Open = matching(I - 1, -1);
  if (!Open || *Open == 0)
    return DeclaratorKind::NotADeclarator;
  // After an exception specification (`f() throw() restrict(amp)`, which
  // MSVC and Clang accept too): classify what precedes it.
  if (Toks[*Open - 1].Kind == tok::kw_throw ||
      Toks[*Open - 1].Kind == tok::kw_noexcept)
    return declaratorBefore(*Open - 1, ParamOpen);
  ParamOpen = *Open;
  size_t Q = *Open - 1;
  const ScannedToken &Before = Toks[Q];
  if (Before.Kind == tok::identifier)
    return DeclaratorKind::Named; // also a marker: restrict(...) restrict(...)
  if (Q > 0 && Toks[Q - 1].Kind == tok::kw_operator)
    return DeclaratorKind::Named; // operator+(...), operator new(...)
  // A conversion function: operator unsigned int(), operator const T &().
  for (size_t J = Q; J-- > 0 && Q - J <= 8;) {
    tok::TokenKind K = Toks[J].Kind;
    if (K == tok::kw_operator)
      return DeclaratorKind::Named;
    if (K == tok::semi || K == tok::l_brace || K == tok::r_brace ||
        K == tok::l_paren || K == tok::r_paren || K == tok::comma ||
        K == tok::equal || K == tok::less || K == tok::greater ||
        K == tok::colon)
      break;
  }
  switch (Before.Kind) {
  case tok::r_square:
  case tok::greater:
    return DeclaratorKind::Lambda;
  case tok::r_paren: {
    std::optional<size_t> Inner = matching(Q, -1);
    if (!Inner)
      return DeclaratorKind::NotADeclarator;
    if (*Inner > 0 && Toks[*Inner - 1].Kind == tok::kw_operator)
      return DeclaratorKind::Named; // operator()(...)
    if (*Inner + 1 == Q)
      return DeclaratorKind::NotADeclarator; // f()(...): a call
    // (*p)(...) declares p; (*)(...) and (C::*)(...) are abstract.
    return Toks[Q - 1].Kind == tok::identifier ? DeclaratorKind::Pointer
                                               : DeclaratorKind::Abstract;
  }
  case tok::star:
  case tok::amp:
  case tok::ampamp:
    return DeclaratorKind::Abstract; // const int && (int)
  default:
    return isTypeKeyword(Before.Kind) ? DeclaratorKind::Abstract
                                      : DeclaratorKind::NotADeclarator;
  }
}

/// The first token of the declarator-id whose parameter list opens at
/// \p ParamOpen: `f`, `A::B::f`, `~A`, `operator==`.
std::optional<size_t> Scanner::nameStart(size_t ParamOpen) const {
  if (ParamOpen == 0)
    return std::nullopt;
  size_t Q = ParamOpen - 1;
  if (Toks[Q].Kind == tok::r_paren) { // operator()
    if (Q < 2 || Toks[Q - 1].Kind != tok::l_paren ||
        Toks[Q - 2].Kind != tok::kw_operator)
      return std::nullopt;
    Q -= 2;
  } else if (Toks[Q].Kind != tok::identifier) {
    if (Q == 0 || Toks[Q - 1].Kind != tok::kw_operator)
      return std::nullopt;
    --Q;
  }
  if (Q > 0 && Toks[Q - 1].Kind == tok::tilde)
    --Q;
  while (Q >= 2 && Toks[Q - 1].Kind == tok::coloncolon &&
         Toks[Q - 2].Kind == tok::identifier)
    Q -= 2;
  if (Q >= 1 && Toks[Q - 1].Kind == tok::coloncolon)
    --Q;
  return Q;
}

void Scanner::run(ScanDecisions &D) {
  auto Record = [&](SourceLocation Loc, std::set<unsigned> &Set) {
    SourceLocation Spell = SM.getSpellingLoc(Loc);
    if (SM.getFileID(Spell) == SM.getMainFileID())
      Set.insert(SM.getFileOffset(Spell));
  };
  for (size_t I = 0; I < Toks.size(); ++I) {
    if (Toks[I].Kind == tok::identifier && Toks[I].Name == "restrict") {
      Record(Toks[I].Loc, D.Identifiers);
      continue;
    }
    if (!isMarker(I))
      continue;
    size_t ParamOpen = 0;
    DeclaratorKind Kind = declaratorBefore(I, ParamOpen);
    if (Kind == DeclaratorKind::NotADeclarator) {
      Record(nameLoc(I), D.Identifiers);
      continue;
    }
    Record(nameLoc(I), D.Specifiers);
    std::optional<size_t> Close = matching(I + 1, +1);
    if (Close && Kind == DeclaratorKind::Lambda &&
        Toks[I - 1].Kind == tok::kw_mutable && nameLoc(I).isMacroID()) {
      // `mutable __GPU` (C++ AMP v1.2 §2.1.2: the restriction follows
      // `mutable`): Clang takes attributes only before `mutable`, so the
      // specifier, here a macro's (SourcePrep swaps a written
      // `mutable restrict(...)`), moves before it.
      std::optional<unsigned> MutableBegin = fileOffset(locOf(I - 1));
      std::optional<unsigned> MutableEnd = fileEndOffset(locOf(I - 1));
      std::optional<unsigned> SpecBegin = fileOffset(nameLoc(I));
      std::optional<unsigned> SpecEnd = fileEndOffset(Toks[*Close].Loc);
      if (MutableBegin && MutableEnd && SpecBegin && SpecEnd &&
          *MutableEnd <= *SpecBegin && *SpecBegin < *SpecEnd)
        D.Rotations.push_back({*MutableBegin, *SpecBegin, *SpecEnd});
      continue;
    }
    if (!Close || Kind == DeclaratorKind::Lambda)
      continue;
    bool CpuOnly = *Close == I + 3 && Toks[I + 2].Kind == tok::identifier &&
                   Toks[I + 2].Name == "cpu";
    tok::TokenKind Next =
        *Close + 1 < Toks.size() ? Toks[*Close + 1].Kind : tok::eof;
    bool Trailing =
        Next == tok::kw_throw || Next == tok::kw_noexcept || Next == tok::arrow;
    // Clang takes the attributes where a named declarator ends. On a
    // pointer (or reference) to function, restrict(cpu) is what the type is
    // without a specifier, and neither Clang nor the output (nvcc has no
    // `restrict(...)`) takes it.
    if (Kind == DeclaratorKind::Named && !Trailing &&
        !(CpuOnly && inTypedef(ParamOpen)))
      continue;
    if (Kind == DeclaratorKind::Pointer && !Trailing && !CpuOnly)
      continue;
    // The specifier's text: the `restrict(...)` or the use of a macro that
    // is nothing else (`__GPU`), neither shared with its neighbours.
    std::optional<unsigned> SpecBegin = fileOffset(nameLoc(I));
    std::optional<unsigned> SpecEnd = fileEndOffset(Toks[*Close].Loc);
    std::optional<unsigned> PrevEnd = fileEndOffset(locOf(I - 1));
    std::optional<unsigned> NextBegin = *Close + 1 < Toks.size()
                                            ? fileOffset(Toks[*Close + 1].Loc)
                                            : std::nullopt;
    if (!SpecBegin || !SpecEnd || !PrevEnd || !NextBegin ||
        *PrevEnd > *SpecBegin || *SpecEnd > *NextBegin ||
        *SpecBegin >= *SpecEnd)
      continue;
    if (Kind == DeclaratorKind::Named && !Trailing) {
      // typedef int F(int) restrict(cpu): a function type, as above.
      D.Blanks.push_back({*SpecBegin, *SpecEnd});
    } else if (Kind == DeclaratorKind::Named) {
      std::optional<size_t> Name = nameStart(ParamOpen);
      if (!Name || *Name == 0)
        continue;
      std::optional<unsigned> NameBegin = fileOffset(locOf(*Name));
      std::optional<unsigned> BeforeEnd = fileEndOffset(locOf(*Name - 1));
      if (!NameBegin || !BeforeEnd || *BeforeEnd > *NameBegin ||
          *NameBegin >= *SpecBegin)
        continue;
      D.Rotations.push_back({*NameBegin, *SpecBegin, *SpecEnd});
    } else if (CpuOnly) {
      // restrict(cpu) is what a function type is without a specifier.
      D.Blanks.push_back({*SpecBegin, *SpecEnd});
    }
  }
}

/// Lexes the whole translation unit and keeps every token.
class ScanAction : public PreprocessorFrontendAction {
public:
  ScanAction(ScanDecisions &D, bool &Ok) : D(D), Ok(Ok) {}

protected:
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getDiagnostics().setSuppressAllDiagnostics(true);
    return true;
  }
  void ExecuteAction() override {
    Preprocessor &PP = getCompilerInstance().getPreprocessor();
    PP.EnterMainSourceFile();
    std::vector<ScannedToken> Toks;
    Token Tok;
    do {
      PP.Lex(Tok);
      llvm::StringRef Name;
      if (IdentifierInfo *II = Tok.getIdentifierInfo())
        Name = II->getName();
      Toks.push_back({Tok.getKind(), Name, Tok.getLocation()});
    } while (Tok.isNot(tok::eof));
    Scanner(Toks, PP.getSourceManager(), PP.getLangOpts()).run(D);
    Ok = true;
  }

private:
  ScanDecisions &D;
  bool &Ok;
};

bool isIdentChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

} // namespace

namespace {

/// The Clang arguments of the scan, made from the parse arguments \p Args
/// (without the program name): `restrict(...)` is a marker macro instead of
/// the parse headers' attribute, and there is no -fsyntax-only.
std::vector<std::string> scanArguments(const std::vector<std::string> &Args) {
  std::vector<std::string> ScanArgs;
  // The marker replaces the parse headers' definition (amp_restrict.h
  // defines restrict only where it is not defined yet).
  ScanArgs.push_back("-Drestrict(...)=" + Marker.str() + "(__VA_ARGS__)");
  for (const std::string &Arg : Args)
    if (Arg != "-fsyntax-only")
      ScanArgs.push_back(Arg);
  return ScanArgs;
}

} // namespace

ContextualRestrictResult
prepareContextualRestrict(llvm::StringRef Code, llvm::StringRef Path,
                          llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                          const std::vector<std::string> &Args,
                          llvm::StringRef PCH) {
  ContextualRestrictResult Result;
  Result.Code = Code.str();
  if (Code.contains(RestrictIdentifierStandIn))
    return Result;
  std::vector<std::string> ScanArgs = scanArguments(Args);
  if (!PCH.empty()) {
    ScanArgs.push_back("-include-pch");
    ScanArgs.push_back(PCH.str());
    ScanArgs.push_back("-Xclang");
    ScanArgs.push_back("-fno-validate-pch");
  }
  // The scan reads Code, not the file on disk: runToolOnCodeWithArgs with a
  // file system parses the file that the file system has at Path (its Code
  // argument is unused), and Code may differ from the disk (a later round of
  // the translation; a source given to translateSource that is not on disk).
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(FS);
  auto InMemory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Overlay->pushOverlay(InMemory);
  InMemory->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Code, Path));
  ScanDecisions D;
  bool Ok = false;
  if (!tooling::runToolOnCodeWithArgs(std::make_unique<ScanAction>(D, Ok), Code,
                                      Overlay, ScanArgs, Path,
                                      "amp2hip-scan") ||
      !Ok)
    return Result;
  std::string &Out = Result.Code;
  const llvm::StringRef Restrict = "restrict";
  for (unsigned Offset : D.Identifiers) {
    if (D.Specifiers.count(Offset) ||
        !Code.substr(Offset).starts_with(Restrict) ||
        (Offset > 0 && isIdentChar(Code[Offset - 1])) ||
        (Offset + Restrict.size() < Code.size() &&
         isIdentChar(Code[Offset + Restrict.size()])))
      continue;
    Out.replace(Offset, Restrict.size(), RestrictIdentifierStandIn.str());
    Result.RenamedIdentifiers = true;
  }
  for (const auto &[Begin, End] : D.Blanks)
    for (unsigned I = Begin; I < End; ++I)
      if (Out[I] != '\n')
        Out[I] = ' ';
  for (const ScanDecisions::Rotation &R : D.Rotations) {
    // NAME(...) quals<ws>SPEC  ->  SPEC<ws>NAME(...) quals
    unsigned TrimEnd = R.SpecBegin;
    while (TrimEnd > R.NameBegin &&
           std::isspace(static_cast<unsigned char>(Out[TrimEnd - 1])))
      --TrimEnd;
    std::string Spec = Out.substr(R.SpecBegin, R.SpecEnd - R.SpecBegin);
    std::string Gap = Out.substr(TrimEnd, R.SpecBegin - TrimEnd);
    std::string Decl = Out.substr(R.NameBegin, TrimEnd - R.NameBegin);
    Out.replace(R.NameBegin, R.SpecEnd - R.NameBegin, Spec + Gap + Decl);
  }
  return Result;
}

std::string restoreRestrictIdentifiers(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  while (true) {
    size_t Pos = Text.find(RestrictIdentifierStandIn);
    if (Pos == llvm::StringRef::npos)
      break;
    Out += Text.substr(0, Pos);
    Out += "restrict";
    Text = Text.substr(Pos + RestrictIdentifierStandIn.size());
  }
  Out += Text;
  return Out;
}

} // namespace amp2hip
