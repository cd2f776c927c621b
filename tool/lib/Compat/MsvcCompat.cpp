//===- MsvcCompat.cpp - Parse as MSVC does, write portable C++ ------------===//

#include "Compat/MsvcCompat.h"

#include "Compat/AcceptedDeclarations.h"
#include "Compat/LaterVisibleNames.h"

#include "Edits/SourceUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSwitch.h"

#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <vector>

using namespace clang;

namespace amp2hip {

std::vector<std::string> msvcCompatibilityArgs() {
  return {
      "-fms-extensions", "-fms-compatibility",
      "-fms-compatibility-version=19.33",
      // MSVC ignores `register` (warning C5033); Clang's C++17 error is
      // kept as a warning, reported as AMP2HIP-W0003 and removed.
      "-Wno-error=register",
      // MSVC accepts dynamic exception specifications (`throw(E)`) and
      // ignores them; Clang's C++17 error is kept as a warning, reported as
      // AMP2HIP-W0003 and written `noexcept(false)` (the fix-it of its
      // note). On amp functions they stay AMP2HIP-E0016.
      "-Wno-error=dynamic-exception-spec",
      // Clang 19's predefines for x86_64-linux-gnu that -fms-compatibility
      // leaves out; libstdc++ does not parse without them.
      "-D__GNUC__=4", "-D__GNUC_MINOR__=2", "-D__GNUC_PATCHLEVEL__=1",
      "-D__GNUG__=4", "-D__GNUC_GNU_INLINE__=1", "-D__GXX_ABI_VERSION=1002",
      "-D__GXX_EXPERIMENTAL_CXX0X__=1", "-D__GXX_RTTI=1", "-D__GXX_WEAK__=1",
      "-D__EXCEPTIONS=1", "-D__STDC__=1", "-D__STRICT_ANSI__=1",
      "-D__GCC_ATOMIC_BOOL_LOCK_FREE=2", "-D__GCC_ATOMIC_CHAR_LOCK_FREE=2",
      "-D__GCC_ATOMIC_CHAR16_T_LOCK_FREE=2",
      "-D__GCC_ATOMIC_CHAR32_T_LOCK_FREE=2",
      "-D__GCC_ATOMIC_WCHAR_T_LOCK_FREE=2", "-D__GCC_ATOMIC_SHORT_LOCK_FREE=2",
      "-D__GCC_ATOMIC_INT_LOCK_FREE=2", "-D__GCC_ATOMIC_LONG_LOCK_FREE=2",
      "-D__GCC_ATOMIC_LLONG_LOCK_FREE=2", "-D__GCC_ATOMIC_POINTER_LOCK_FREE=2",
      "-D__GCC_ATOMIC_TEST_AND_SET_TRUEVAL=1"};
}

namespace {

/// True for the warnings that Clang gives only because it accepted
/// something as MSVC does.
bool isMsvcAcceptance(const Diagnostic &Info) {
  // `typedef typename T type;`: `typename` before a name that is not
  // qualified (Clang's Microsoft mode recovers as MSVC does, with a warning
  // of no group).
  if (Info.getID() == diag::ext_implicit_typename ||
      Info.getID() == diag::warn_expected_qualified_after_typename)
    return true;
  // `av.reinterpret_as<T>()` on a dependent `av` without `template`
  // (ampcblas_runtime.h): nvcc accepts it, hipcc and g++ do not; Clang's
  // fix-it inserts the keyword.
  if (Info.getID() == diag::warn_missing_dependent_template_keyword)
    return true;
  StringRef Option = DiagnosticIDs::getWarningOptionForDiag(Info.getID());
  // `static` on an explicit specialization (`template<> static void
  // f<int>()`), which MSVC and Clang accept and GCC (nvcc's host compiler)
  // rejects; the specialization has the template's linkage without it, and
  // Clang's fix-it removes it.
  if (Option == "explicit-specialization-storage-class")
    return true;
  // typename-missing: a dependent type named without `typename` where
  // Clang's Microsoft mode accepts it (`std::vector<T>::iterator it;`).
  return Option.starts_with("microsoft-") || Option == "register" ||
         Option == "dynamic-exception-spec" || Option == "typename-missing";
}

/// The portable spelling of an MSVC keyword, or std::nullopt.
std::optional<StringRef> portableKeyword(StringRef Spelling) {
  return llvm::StringSwitch<std::optional<StringRef>>(Spelling)
      .Case("__int8", StringRef("char"))
      .Case("__int16", StringRef("short"))
      .Case("__int32", StringRef("int"))
      .Case("__int64", StringRef("long long"))
      .Case("__forceinline", StringRef("inline"))
      .Cases("__stdcall", "__cdecl", "__fastcall", "__thiscall", "__vectorcall",
             StringRef(""))
      .Default(std::nullopt);
}

/// For `typename T` where T is not qualified (Clang's warning is at `T`): the
/// removal of `typename` and the blanks after it, which MSVC ignores. Empty
/// when the keyword is not written right before the name in one file's text
/// (a macro, a comment between them).
std::vector<FixItHint> redundantTypenameRemoval(const Diagnostic &Info) {
  if (Info.getID() != diag::warn_expected_qualified_after_typename ||
      !Info.hasSourceManager() || Info.getLocation().isMacroID())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Name = Info.getLocation();
  bool Invalid = false;
  StringRef Text = SM.getBufferData(SM.getFileID(Name), &Invalid);
  if (Invalid)
    return {};
  StringRef Before = Text.substr(0, SM.getFileOffset(Name));
  StringRef Keyword = Before.rtrim();
  if (!Keyword.consume_back("typename") ||
      (!Keyword.empty() && isAsciiIdentifierContinue(Keyword.back())))
    return {};
  SourceLocation Begin =
      Name.getLocWithOffset(-static_cast<int>(Before.size() - Keyword.size()));
  // `typedef typename T T;` (amplapack's `typedef typename value_type
  // value_type;` in a template of parameter value_type): without the
  // keyword it redeclares the template parameter, which nvcc and GCC
  // reject; the parameter already is the name, so the typedef goes.
  size_t NameOffset = SM.getFileOffset(Name), NameEnd = NameOffset;
  while (NameEnd < Text.size() && isAsciiIdentifierContinue(Text[NameEnd]))
    ++NameEnd;
  StringRef Identifier = Text.slice(NameOffset, NameEnd);
  StringRef Rest = Text.substr(NameEnd).ltrim();
  StringRef Typedef = Keyword.rtrim();
  if (!Identifier.empty() && Rest.consume_front(Identifier) &&
      (Rest.empty() || !isAsciiIdentifierContinue(Rest.front())) &&
      Rest.ltrim().starts_with(";") && Typedef.consume_back("typedef") &&
      (Typedef.empty() || !isAsciiIdentifierContinue(Typedef.back()))) {
    size_t Semi = Text.size() - Rest.ltrim().size() + 1;
    SourceLocation From = Name.getLocWithOffset(
        static_cast<int>(Typedef.size()) - static_cast<int>(NameOffset));
    SourceLocation To = Name.getLocWithOffset(static_cast<int>(Semi) -
                                              static_cast<int>(NameOffset));
    return {FixItHint::CreateReplacement(
        CharSourceRange::getCharRange(From, To),
        ("/* amp2hip: typedef of the template parameter '" + Identifier +
         "' to its own name removed */")
            .str())};
  }
  return {FixItHint::CreateRemoval(CharSourceRange::getCharRange(Begin, Name))};
}

} // namespace

void MsvcCompatConsumer::BeginSourceFile(const LangOptions &LO,
                                         const Preprocessor *PP) {
  Next->BeginSourceFile(LO, PP);
}

void MsvcCompatConsumer::EndSourceFile() { Next->EndSourceFile(); }

void MsvcCompatConsumer::finish() { Next->finish(); }

bool MsvcCompatConsumer::IncludeInDiagnosticCounts() const {
  // Asked by the DiagnosticsEngine before each diagnostic reaches
  // HandleDiagnostic: once errors are counted instead of shown, none counts
  // towards Clang's error limit (-ferror-limit, 20 by default), whose fatal
  // error would silence everything after it, the AMP2HIP-E0013 that
  // explains them included. The errors shown are counted in
  // HandleDiagnostic.
  // Nor do the errors held for the next round: the first one did, so that
  // the parse knows it failed.
  return !SuppressErrors && State != RoundState::Holding &&
         Next->IncludeInDiagnosticCounts();
}

bool MsvcCompatConsumer::holdForFix(DiagnosticsEngine::Level Level,
                                    const Diagnostic &Info) {
  // amp2hip's own diagnostics are always shown.
  if (Info.getID() >= diag::DIAG_UPPER_LIMIT || State == RoundState::Showing)
    return false;
  std::optional<MsvcErrorFix> Fix;
  if (Level >= DiagnosticsEngine::Error && FixErrors && !SuppressErrors) {
    Fix = fixableMsvcError(Level, Info);
    const FunctionDecl *Template = S ? templateBodyBeingParsed(*S) : nullptr;
    if (!Fix && Template && Level == DiagnosticsEngine::Error &&
        Info.hasSourceManager() && Info.getLocation().isValid()) {
      Fix.emplace();
      Fix->Kind = MsvcErrorFix::UninstantiatedTemplateBody;
      Fix->Loc = Info.getSourceManager().getExpansionLoc(Info.getLocation());
      llvm::SmallString<128> Message;
      Info.FormatDiagnostic(Message);
      Fix->Message = std::string(Message);
    }
    if (Fix)
      Fix->TemplateBody = Template;
  }
  if (Fix) {
    const SourceManager &SM = Info.getSourceManager();
    FileID File = SM.getFileID(Fix->Loc);
    if (!isInclusionOf(SM, File,
                       EditableHeaders
                           ? llvm::ArrayRef<FileID>(*EditableHeaders)
                           : llvm::ArrayRef<FileID>(),
                       /*MainToo=*/true))
      Fix.reset();
  }
  if (State == RoundState::Undecided) {
    if (Level < DiagnosticsEngine::Error)
      return false;
    if (!Fix) {
      State = RoundState::Showing;
      return false;
    }
    State = RoundState::Holding;
    if (Round)
      Round->ErrorsHeld = true;
  }
  if (Fix) {
    RecordingCandidates = Fix->Kind == MsvcErrorFix::AmbiguousArray ||
                          Fix->Kind == MsvcErrorFix::AmbiguousUndefinedClass ||
                          Fix->Kind == MsvcErrorFix::LaterDeclaredFunction ||
                          Fix->Kind == MsvcErrorFix::PartialSpecializationType;
    DroppingNotes = !RecordingCandidates;
    ErrorFixes.push_back(std::move(*Fix));
    return true;
  }
  ++HeldDiagnostics;
  DroppingNotes = true;
  return true;
}

bool MsvcCompatConsumer::holdErrorsForEdit() {
  if (State == RoundState::Showing)
    return false;
  if (State == RoundState::Undecided) {
    State = RoundState::Holding;
    if (Round)
      Round->ErrorsHeld = true;
  }
  return true;
}

bool MsvcCompatConsumer::shownBefore(const Diagnostic &Info) {
  if (!ShownWarnings)
    return false;
  llvm::SmallString<128> Key;
  if (Info.hasSourceManager() && Info.getLocation().isValid()) {
    PresumedLoc P = Info.getSourceManager().getPresumedLoc(Info.getLocation());
    if (P.isValid())
      Key =
          (llvm::Twine(P.getFilename()) + ":" + llvm::Twine(P.getLine()) + ": ")
              .str();
  }
  Info.FormatDiagnostic(Key);
  std::string K(Key);
  unsigned Count = ++ShownThisRound[K];
  unsigned &Shown = (*ShownWarnings)[K];
  if (Count <= Shown)
    return true;
  Shown = Count;
  return false;
}

void MsvcCompatConsumer::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                          const Diagnostic &Info) {
  if (Level == DiagnosticsEngine::Note && RecordingCandidates) {
    if (const NamedDecl *Candidate = ambiguityCandidate(Info))
      ErrorFixes.back().Candidates.push_back(Candidate);
    ErrorFixes.back().NoteLocs.push_back(Info.getLocation());
    return;
  }
  RecordingCandidates = false;
  if (Level == DiagnosticsEngine::Note && DroppingNotes) {
    // The dynamic exception specification's fix-it (`noexcept(false)`) is
    // on its note.
    if (NotesOfAccepted && !Accepted.empty() &&
        Accepted.back().Option == "dynamic-exception-spec")
      Accepted.back().FixIts.insert(Accepted.back().FixIts.end(),
                                    Info.getFixItHints().begin(),
                                    Info.getFixItHints().end());
    return;
  }
  DroppingNotes = false;
  NotesOfAccepted = false;
  if (holdForFix(Level, Info))
    return;
  // `__stdcall` and the other calling conventions: reported with the other
  // MSVC keywords by rewriteMsvcCompat.
  // An include path that differs in case from the file: reported with its
  // portable spelling by the include recorder (WindowsPathFileSystem.h).
  // A program's own `#define __GPU restrict(amp, cpu)` after <amp.h>, which
  // defines it as MSVC's <amprt.h> does: the two mean the same, and
  // programs (Microsoft's conformance suite among them) redefine it on
  // purpose; the warning and its note are dropped.
  if (Info.getID() == diag::ext_pp_macro_redef && Info.getNumArgs() >= 1 &&
      Info.getArgKind(0) == DiagnosticsEngine::ak_identifierinfo) {
    StringRef Name = Info.getArgIdentifier(0)->getName();
    if (Name == "__GPU" || Name == "__GPU_ONLY" || Name == "__CPU_ONLY") {
      DroppingNotes = true;
      return;
    }
  }
  if (Info.getID() == diag::warn_cconv_unsupported ||
      Info.getID() == diag::pp_nonportable_path ||
      Info.getID() == diag::pp_nonportable_system_path)
    return;
  // `__declspec(dllexport)` and `dllimport`, which the Linux target ignores:
  // the runtime's Windows table defines them for the output (default ELF
  // visibility), so Clang's warning about the parse is noise.
  if (Info.getID() == diag::warn_unhandled_ms_attribute_ignored) {
    llvm::SmallString<64> Text;
    Info.FormatDiagnostic(Text);
    StringRef Message = Text;
    if (Message.contains("'dllexport'") || Message.contains("'dllimport'"))
      return;
  }
  if (Level == DiagnosticsEngine::Warning && isMsvcAcceptance(Info)) {
    MsvcAccepted A;
    A.Loc = Info.getLocation();
    llvm::SmallString<128> Text;
    Info.FormatDiagnostic(Text);
    A.Message = std::string(Text);
    A.Option = DiagnosticIDs::getWarningOptionForDiag(Info.getID()).str();
    A.FixIts.assign(Info.getFixItHints().begin(), Info.getFixItHints().end());
    if (A.FixIts.empty())
      A.FixIts = redundantTypenameRemoval(Info);
    Accepted.push_back(std::move(A));
    DroppingNotes = true;
    NotesOfAccepted = true;
    return;
  }
  // After a Windows-only library was skipped, Clang's errors are counted,
  // not shown (nor counted in "N errors generated"); amp2hip's own
  // diagnostics (custom IDs) are always shown, and so are fatal errors (a
  // missing header that is not a Windows-only library's), which end the
  // parse.
  if (SuppressErrors && Level == DiagnosticsEngine::Error &&
      Info.getID() < diag::DIAG_UPPER_LIMIT) {
    ++SuppressedErrors;
    DroppingNotes = true;
    return;
  }
  // A warning that an earlier round showed (the rounds of translateSource
  // parse the same text, or nearly).
  if (Level == DiagnosticsEngine::Warning && shownBefore(Info)) {
    DroppingNotes = true;
    return;
  }
  // DiagnosticConsumer::HandleDiagnostic's count, which does not depend on
  // SuppressErrors (IncludeInDiagnosticCounts).
  if (Next->IncludeInDiagnosticCounts()) {
    if (Level == DiagnosticsEngine::Warning)
      ++NumWarnings;
    else if (Level >= DiagnosticsEngine::Error)
      ++NumErrors;
  }
  Next->HandleDiagnostic(Level, Info);
}

/// True if the storage class warned about at \p Loc is that of an explicit
/// specialization of a function template at namespace scope without
/// `inline` (`template<> static float round<float>(float x)`, B3DContest's
/// SSE2.h). MSVC gives it the internal linkage that `static` says; without
/// it, the definition in a header that several inputs include is defined
/// in each (the linker's "multiple definition"): `static` is written
/// `inline`. A member's specialization (in its class) stays without it: the
/// member-specializations pass writes `inline` where it moves one out.
bool isNamespaceScopeSpecialization(ASTContext &Ctx, SourceLocation Loc) {
  const SourceManager &SM = Ctx.getSourceManager();
  class Finder : public RecursiveASTVisitor<Finder> {
  public:
    Finder(const SourceManager &SM, SourceLocation Loc) : SM(SM), Loc(Loc) {}
    bool shouldVisitTemplateInstantiations() const { return false; }
    bool VisitFunctionDecl(FunctionDecl *FD) {
      if (FD->getTemplateSpecializationKind() != TSK_ExplicitSpecialization)
        return true;
      SourceRange Range(SM.getFileLoc(FD->getOuterLocStart()),
                        SM.getFileLoc(FD->getLocation()));
      if (SM.getFileID(Range.getBegin()) == SM.getFileID(Loc) &&
          !SM.isBeforeInTranslationUnit(Loc, Range.getBegin()) &&
          !SM.isBeforeInTranslationUnit(Range.getEnd(), Loc))
        Found = FD;
      return !Found;
    }
    const FunctionDecl *Found = nullptr;

  private:
    const SourceManager &SM;
    SourceLocation Loc;
  } F(SM, Loc);
  F.TraverseAST(Ctx);
  return F.Found &&
         F.Found->getDeclContext()->getRedeclContext()->isFileContext() &&
         !F.Found->isInlineSpecified();
}

bool rewriteMsvcCompat(ASTContext &Ctx, DiagReporter &Diags,
                       const std::vector<MsvcAccepted> &Accepted,
                       EditTarget &Out) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  FileID Main = Out.file();
  // A header included again (SolveTSP's `helpers/SBM.h`, included by two
  // of the files a unit includes, with PARALLEL_MEMORY defined and not) has
  // a FileID per inclusion and one text: what Clang accepted in any of them
  // is edited in that text (the other inclusions may parse other regions).
  auto InMain = [&](FileID F) { return isInclusionOf(SM, F, Main); };
  std::set<unsigned> Qualified; // a use warned about once per instantiation
  std::set<std::tuple<unsigned, unsigned, std::string>> FixesMade;
  bool Ok = true;
  auto AddEdit = [&](SourceLocation Loc, unsigned Offset, unsigned Length,
                     StringRef Text) {
    if (!Out.add(Offset, Length, Text,
                 "the portable form of this MSVC construct"))
      Ok = false;
  };
  for (const MsvcAccepted &A : Accepted) {
    SourceLocation Loc = SM.getFileLoc(A.Loc);
    if (!InMain(SM.getFileID(Loc)))
      continue;
    bool Written = !A.FixIts.empty();
    // A member of a dependent base found by unqualified lookup.
    if (!Written && A.Option == "microsoft-template" && !Loc.isMacroID()) {
      StringRef Name = unqualifiedIdentifierAt(SM, Loc);
      if (std::optional<std::string> Qualifier =
              dependentBaseQualifier(Ctx, Loc, Name)) {
        Written = true;
        unsigned Offset = SM.getFileOffset(Loc);
        if (!Qualified.insert(Offset).second)
          continue; // reported with its first instantiation
        AddEdit(Loc, Offset, 0, *Qualifier);
      } else if (std::vector<std::pair<unsigned, std::string>> Uses =
                     injectedBaseNameEdits(Ctx, Loc, Name);
                 !Uses.empty()) {
        // A dependent base's class template named without its arguments
        // (`PathMem::numnodes` in `class Path : SBMatrix< PathMem<S, I> >`):
        // the arguments after each such use in the class, once.
        Written = true;
        if (!Qualified.insert(Uses.front().first).second)
          continue;
        for (const auto &[UseOffset, Arguments] : Uses)
          AddEdit(Loc, UseOffset, 0, Arguments);
      }
    }
    // `typedef T T;` in a class template of parameter T, and `= 0 {...}`
    // (AcceptedDeclarations.h).
    std::vector<TemplateTextEdit> Declarations;
    // `typedef typename T T;`: the typedef goes with its `typename`
    // (redundantTypenameRemoval), one construct, reported once.
    if (!Written && A.Option == "microsoft-template-shadow" &&
        llvm::any_of(Accepted, [&](const MsvcAccepted &Other) {
          return llvm::any_of(Other.FixIts, [&](const FixItHint &Fix) {
            return Fix.RemoveRange.getAsRange().fullyContains(Loc);
          });
        }))
      continue;
    if (!Written && A.Option == "microsoft-template-shadow")
      Declarations = shadowedParameterRenames(Ctx, Loc);
    else if (!Written && A.Option == "microsoft-pure-definition")
      if (std::optional<TemplateTextEdit> E = pureSpecifierRemoval(Ctx, Loc))
        Declarations.push_back(std::move(*E));
    if (!Declarations.empty() &&
        llvm::all_of(Declarations, [&](const TemplateTextEdit &E) {
          return InMain(E.File);
        })) {
      Written = true;
      if (!Qualified.insert(SM.getFileOffset(Loc)).second)
        continue; // the same declaration, warned about again
      for (const TemplateTextEdit &E : Declarations)
        AddEdit(Loc, E.Offset, E.Length, E.Text);
    }
    bool Repeated = !A.FixIts.empty();
    std::vector<FixItHint> FixIts = A.FixIts;
    if (A.Option == "explicit-specialization-storage-class" &&
        FixIts.size() == 1 && FixIts.front().CodeToInsert.empty() &&
        isNamespaceScopeSpecialization(Ctx, Loc))
      FixIts.front().CodeToInsert = "inline";
    for (const FixItHint &Fix : FixIts) {
      CharSourceRange Range = Lexer::makeFileCharRange(Fix.RemoveRange, SM, LO);
      if (Range.isInvalid() || !InMain(SM.getFileID(Range.getBegin()))) {
        Written = false;
        Repeated = false;
        continue;
      }
      unsigned Begin = SM.getFileOffset(Range.getBegin());
      unsigned End = SM.getFileOffset(Range.getEnd());
      // The same fix again: the same text parsed in another inclusion of
      // the header (InMain), edited once and reported once.
      if (!FixesMade.insert({Begin, End, Fix.CodeToInsert}).second)
        continue;
      Repeated = false;
      AddEdit(Loc, Begin, End - Begin, Fix.CodeToInsert);
    }
    if (Repeated)
      continue;
    std::string Message = "accepted as MSVC does: " + A.Message +
                          (A.Option.empty() ? "" : " [-W" + A.Option + "]") +
                          "; " +
                          (Written ? "written as portable C++ in the output"
                                   : "kept as written: hipcc and nvcc may "
                                     "reject it");
    Diags.report(Loc, DiagId::MsvcDialect, Message);
  }

  // MSVC keywords, found by lexing the file's text (macro bodies included).
  StringRef Buffer = SM.getBufferData(Main);
  // `__declspec(dllexport)` and `__declspec(dllimport)` (a DLL's export
  // macro, usually defined in a header that comes before <amp.h>, where the
  // runtime's __declspec macro is not defined yet, and nvcc does not know
  // the keyword): the ELF default visibility, and nothing. Other
  // __declspec attributes are left to the runtime's macro.
  auto rewriteDllDeclspec = [&](const Token &Keyword) {
    unsigned Begin = SM.getFileOffset(Keyword.getLocation());
    StringRef Rest = Buffer.substr(Begin + Keyword.getLength());
    size_t Open = Rest.find_first_not_of(" \t");
    if (Open == StringRef::npos || Rest[Open] != '(')
      return;
    size_t Close = Rest.find(')', Open);
    if (Close == StringRef::npos)
      return;
    StringRef Attribute = Rest.slice(Open + 1, Close).trim();
    StringRef Portable;
    if (Attribute == "dllexport")
      Portable = "__attribute__((visibility(\"default\")))";
    else if (Attribute != "dllimport")
      return;
    unsigned Length = Keyword.getLength() + static_cast<unsigned>(Close) + 1;
    Diags.report(Keyword.getLocation(), DiagId::MsvcDialect,
                 "'__declspec(" + Attribute.str() + ")' is MSVC's; written " +
                     (Portable.empty() ? std::string("as nothing")
                                       : "'" + Portable.str() + "'") +
                     " in the output (a shared library's symbols are "
                     "exported by default on Linux)");
    AddEdit(Keyword.getLocation(), Begin, Length, Portable);
  };
  Lexer Lex(SM.getLocForStartOfFile(Main), LO, Buffer.begin(), Buffer.begin(),
            Buffer.end());
  Lex.SetCommentRetentionState(false);
  Token Tok;
  while (!Lex.LexFromRawLexer(Tok)) {
    if (Tok.isNot(tok::raw_identifier))
      continue;
    if (Tok.getRawIdentifier() == "__declspec") {
      rewriteDllDeclspec(Tok);
      continue;
    }
    std::optional<StringRef> Portable = portableKeyword(Tok.getRawIdentifier());
    if (!Portable)
      continue;
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    Diags.report(Tok.getLocation(), DiagId::MsvcDialect,
                 "'" + Tok.getRawIdentifier().str() +
                     "' is an MSVC keyword; written " +
                     (Portable->empty() ? std::string("as nothing (a calling "
                                                      "convention)")
                                        : "'" + Portable->str() + "'") +
                     " in the output");
    AddEdit(Tok.getLocation(), Offset, Tok.getLength(), *Portable);
  }
  return Ok;
}

namespace {

/// The references `enum class E` of rewriteElaboratedScopedEnums, and for
/// each scoped enumeration that such a reference declares (no declaration
/// of E comes before it), the outermost declaration around its first
/// reference in E's scope, before which E is declared.
class ElaboratedScopedEnums
    : public RecursiveASTVisitor<ElaboratedScopedEnums> {
public:
  explicit ElaboratedScopedEnums(const SourceManager &SM) : SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitEnumDecl(EnumDecl *D) {
    if (D->getBeginLoc().isMacroID())
      DeclarationSpellings.insert(SM.getSpellingLoc(D->getBeginLoc()));
    return true;
  }
  bool TraverseDecl(Decl *D) {
    Enclosing.push_back(D);
    bool Result = RecursiveASTVisitor::TraverseDecl(D);
    Enclosing.pop_back();
    return Result;
  }
  bool VisitElaboratedTypeLoc(ElaboratedTypeLoc TL) {
    const auto *Type = TL.getNamedTypeLoc().getType()->getAs<EnumType>();
    SourceLocation Keyword = TL.getElaboratedKeywordLoc();
    if (!Type || !Type->getDecl()->isScoped() || Keyword.isInvalid() ||
        TL.getTypePtr()->getKeyword() != ElaboratedTypeKeyword::Enum)
      return true;
    // Declared by this reference: Clang's Microsoft mode puts the first
    // declaration of E at its name here.
    const auto *First = cast<EnumDecl>(Type->getDecl()->getFirstDecl());
    bool Declares =
        First->getLocation() == TL.getNamedTypeLoc().getBeginLoc() &&
        !First->isThisDeclarationADefinition();
    if (Keyword.isMacroID()) {
      SourceLocation Spelled = SM.getSpellingLoc(Keyword);
      InMacros.insert(Spelled);
      if (Declares)
        KeptInMacros.insert(Spelled);
      ExpansionOf.emplace(Spelled, SM.getExpansionLoc(Keyword));
      return true;
    }
    EnumKeywords.insert(Keyword);
    if (!Declares || !Seen.insert(First).second)
      return true;
    const Decl *Around = nullptr;
    for (Decl *D : Enclosing)
      if (D && D->getDeclContext() == First->getDeclContext() &&
          !isa<TemplateTypeParmDecl, NonTypeTemplateParmDecl, ParmVarDecl>(D)) {
        Around = D;
        break;
      }
    Declared.push_back({First, Around, Keyword});
    return true;
  }
  /// The `enum` keywords of the references written in the file.
  std::set<SourceLocation> EnumKeywords;
  /// The spellings (in a macro's definition or argument) of the `enum`
  /// keywords of references written by a macro expansion; of those that
  /// declare E there (kept as written: E cannot be declared before an
  /// expansion); of the `enum` keywords of declarations written by macros
  /// (a spelling shared with one of these is kept as written); and an
  /// expansion of each, for the diagnostic.
  std::set<SourceLocation> InMacros, KeptInMacros, DeclarationSpellings;
  std::map<SourceLocation, SourceLocation> ExpansionOf;
  struct Declaration {
    const EnumDecl *Enum;
    const Decl *Around; ///< null when none is found
    SourceLocation Keyword;
  };
  /// In the order of the traversal (the source's), for deterministic
  /// diagnostics.
  std::vector<Declaration> Declared;

private:
  const SourceManager &SM;
  std::set<const EnumDecl *> Seen;
  std::vector<Decl *> Enclosing;
};

/// `enum class E;`, or with E's underlying type where its definition writes
/// one.
std::string opaqueEnumDeclaration(const EnumDecl *Enum,
                                  const PrintingPolicy &Policy) {
  std::string Text = "enum class " + Enum->getNameAsString();
  const EnumDecl *Definition = Enum->getDefinition();
  if (Definition && Definition->getIntegerTypeSourceInfo())
    Text += " : " + Definition->getIntegerType().getAsString(Policy);
  return Text + "; ";
}

/// W0003's message for a reference `enum class E` that declares E, ending
/// with what the output does (\p Outcome).
std::string declaredByReference(const EnumDecl *Enum, llvm::StringRef Outcome) {
  return "accepted as MSVC does: '" + Enum->getNameAsString() +
         "' is declared by this reference (C++ requires a declaration of the "
         "enumeration); " +
         Outcome.str();
}

} // namespace

bool rewriteElaboratedScopedEnums(ASTContext &Ctx, DiagReporter &Diags,
                                  EditTarget &Out) {
  const SourceManager &SM = Ctx.getSourceManager();
  ElaboratedScopedEnums V(SM);
  V.TraverseAST(Ctx);
  bool Ok = true;
  // A reference that declares E where amp2hip cannot declare E before the
  // declaration around it keeps its `class`: written `enum E` it would
  // declare an unscoped enumeration instead.
  std::set<SourceLocation> KeptAsWritten;
  for (const auto &[Enum, Around, Keyword] : V.Declared) {
    SourceLocation At = Around ? Around->getBeginLoc() : SourceLocation();
    if (SM.getFileID(Keyword) != Out.file() ||
        (At.isValid() && !At.isMacroID() && SM.getFileID(At) == Out.file()))
      continue;
    KeptAsWritten.insert(Keyword);
    Diags.report(Enum->getLocation(), DiagId::MsvcDialect,
                 declaredByReference(Enum,
                                     "kept as written (the declaration "
                                     "around it is in a macro expansion or "
                                     "another file): hipcc and nvcc may "
                                     "reject it"));
  }
  // A reference written by a macro is edited where its `enum` is spelled
  // (the macro's definition or an argument), unless that spelling also
  // writes a declaration of an enumeration or declares E.
  for (SourceLocation Spelled : V.InMacros) {
    if (SM.getFileID(Spelled) != Out.file())
      continue;
    if (!V.KeptInMacros.count(Spelled) &&
        !V.DeclarationSpellings.count(Spelled)) {
      V.EnumKeywords.insert(Spelled);
      continue;
    }
    KeptAsWritten.insert(Spelled);
    Diags.report(V.ExpansionOf[Spelled], DiagId::MsvcDialect,
                 "accepted as MSVC does: a reference to a scoped "
                 "enumeration written 'enum class' or 'enum struct' (C++ "
                 "allows only 'enum' there) by a macro whose text also "
                 "declares an enumeration, or declares this one; kept as "
                 "written: hipcc and nvcc may reject it");
  }
  for (SourceLocation Keyword : V.EnumKeywords) {
    if (SM.getFileID(Keyword) != Out.file() || KeptAsWritten.count(Keyword))
      continue;
    // The token after `enum`: `class` or `struct` when written so.
    std::optional<Token> Next =
        Lexer::findNextToken(Keyword, SM, Ctx.getLangOpts());
    // (a raw token: `class` is a raw identifier)
    if (!Next || Next->getLocation().isMacroID() ||
        Next->isNot(tok::raw_identifier) ||
        (Next->getRawIdentifier() != "class" &&
         Next->getRawIdentifier() != "struct"))
      continue;
    unsigned Begin = SM.getFileOffset(Keyword) + /*enum*/ 4;
    unsigned End = SM.getFileOffset(Next->getEndLoc());
    std::string Written = Next->getRawIdentifier().str();
    Diags.report(Next->getLocation(), DiagId::MsvcDialect,
                 "accepted as MSVC does: a reference to a scoped enumeration "
                 "written 'enum " +
                     Written +
                     "' (C++ allows only 'enum' there); written 'enum' in "
                     "the output");
    if (!Out.add(Begin, End - Begin, "",
                 "the portable form of this MSVC construct"))
      Ok = false;
  }
  // A reference that declares E (`template <enum class E e>` with no E
  // declared before, which MSVC takes as `enum class E;`): written `enum E`
  // it would declare an unscoped enumeration without an underlying type,
  // which nvcc rejects; E is declared before the declaration around it.
  for (const auto &[Enum, Around, Keyword] : V.Declared) {
    if (KeptAsWritten.count(Keyword) || SM.getFileID(Keyword) != Out.file())
      continue;
    SourceLocation At = Around->getBeginLoc();
    Diags.report(Enum->getLocation(), DiagId::MsvcDialect,
                 declaredByReference(Enum, "declared as a scoped enumeration "
                                           "before the declaration around it "
                                           "in the output"));
    if (!Out.add(SM.getFileOffset(At), 0,
                 opaqueEnumDeclaration(Enum, Ctx.getPrintingPolicy()),
                 "the portable form of this MSVC construct"))
      Ok = false;
  }
  return Ok;
}

} // namespace amp2hip
