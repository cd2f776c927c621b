//===- RestrictionDiagnostics.cpp - Clang's CUDA target errors as AMP -----===//

#include "Checks/RestrictionDiagnostics.h"
#include "Analysis/AmpModel.h"
#include "Checks/DeveloperPreviewNames.h"
#include "Frontend/LibraryDefinitions.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclarationName.h"
#include "clang/AST/Type.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"

#include <cctype>
#include <optional>

using namespace clang;

namespace amp2hip {

namespace {

/// Clang's overload-resolution errors that a restriction mismatch produces.
bool isOverloadError(unsigned ID) {
  switch (ID) {
  case diag::err_ovl_no_viable_function_in_call:
  case diag::err_ovl_no_viable_member_function_in_call:
  case diag::err_ovl_no_viable_function_in_init:
  case diag::err_ovl_no_viable_oper:
  case diag::err_ovl_no_viable_object_call:
  case diag::err_ovl_no_viable_conversion_in_cast:
  case diag::err_typecheck_invalid_operands:
    return true;
  default:
    return false;
  }
}

uint64_t uintArg(const Diagnostic &Info, unsigned N);

/// Clang's errors for a use that fits none of the declarations it names:
/// overload failures, a conversion with no viable constructor or conversion
/// function, a member that does not exist, a deleted or inaccessible
/// function, an assignment through a const result. Read as AMP2HIP-E0021
/// when what they name is declared in the AMP library.
bool isLibraryFitError(unsigned ID) {
  if (isOverloadError(ID))
    return true;
  switch (ID) {
  case diag::err_typecheck_nonviable_condition:
  case diag::err_no_member:
  case diag::err_no_member_overloaded_arrow:
  case diag::err_ovl_deleted_call:
  case diag::err_ovl_deleted_oper:
  case diag::err_deleted_function_use:
  case diag::err_access_ctor:
  case diag::err_access:
    return true;
  default:
    return false;
  }
}

/// isLibraryFitError for a diagnostic: also an assignment to the const result
/// of a function (`av[i] = x` for an `array_view<const T>`), not to a const
/// variable.
bool isLibraryFitError(const Diagnostic &Info) {
  if (Info.getID() == diag::err_typecheck_assign_const)
    return uintArg(Info, 0) == 0;
  return isLibraryFitError(Info.getID());
}

/// True if the error \p ID is an operator's: Clang lists every operator
/// template in scope as a candidate, so those of the library do not make
/// the use one of the library's.
bool isOperatorError(unsigned ID) {
  return ID == diag::err_ovl_no_viable_oper ||
         ID == diag::err_typecheck_invalid_operands ||
         ID == diag::err_ovl_deleted_oper;
}

/// True if the note \p Info names an overload candidate (Clang's
/// `note_ovl_candidate*` texts start "candidate ..." or mention one).
bool isCandidateNote(const Diagnostic &Info) {
  llvm::StringRef Format =
      Info.getDiags()->getDiagnosticIDs()->getDescription(Info.getID());
  return Format.contains("candidate") && Info.getLocation().isValid();
}

/// The constructor of the class that argument \p N of \p Info, a type, names
/// (`Box<int>::Box`), or "" when it is not a class type.
std::string constructorName(const Diagnostic &Info, unsigned N) {
  if (N >= Info.getNumArgs() ||
      Info.getArgKind(N) != DiagnosticsEngine::ak_qualtype)
    return "";
  QualType T =
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(N)));
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD ? T.getUnqualifiedType().getAsString() +
                  "::" + RD->getNameAsString()
            : "";
}

/// The name of what was called: the diagnostic's first argument when it is a
/// name, else the operator token at the diagnostic's location.
std::string calleeName(const Diagnostic &Info, const LangOptions *LO) {
  // `no matching conversion for functional-style cast from 'int' to
  // 'Box<int>'`: the constructor of the type converted to (argument 2).
  if (Info.getID() == diag::err_ovl_no_viable_conversion_in_cast)
    if (std::string Ctor = constructorName(Info, 2); !Ctor.empty())
      return Ctor;
  if (Info.getNumArgs() > 0) {
    switch (Info.getArgKind(0)) {
    case DiagnosticsEngine::ak_declarationname:
      return DeclarationName::getFromOpaqueInteger(Info.getRawArg(0))
          .getAsString();
    case DiagnosticsEngine::ak_identifierinfo:
      if (const IdentifierInfo *II = Info.getArgIdentifier(0))
        return II->getName().str();
      break;
    case DiagnosticsEngine::ak_std_string:
      return Info.getArgStdStr(0);
    case DiagnosticsEngine::ak_qualtype:
      // `no matching constructor for initialization of 'Pair<int>'`: the
      // class's constructor (an operator's error names its operands' types).
      if (!isOperatorError(Info.getID()))
        if (std::string Ctor = constructorName(Info, 0); !Ctor.empty())
          return Ctor;
      break;
    default:
      break;
    }
  }
  if (!LO || !Info.hasSourceManager() || Info.getLocation().isInvalid())
    return "operator";
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Spelling = SM.getSpellingLoc(Info.getLocation());
  llvm::SmallString<8> Buffer;
  return "operator" + Lexer::getSpelling(Spelling, Buffer, SM, *LO).str();
}

/// Clang's CUDA targets (CUDAFunctionTarget), in the order of its
/// `%select{__device__|__global__|__host__|__host__ __device__}`.
enum Target : unsigned { Device = 0, Global = 1, Host = 2, HostDevice = 3 };

/// The restriction that declares a function of target \p T.
const char *restrictionOf(uint64_t T) {
  switch (T) {
  case Device:
    return "restrict(amp)";
  case Host:
    return "restrict(cpu)";
  case HostDevice:
    return "restrict(amp, cpu)";
  default:
    return "a kernel";
  }
}

/// The unsigned argument \p N of \p Info, or ~0 when it is not one.
uint64_t uintArg(const Diagnostic &Info, unsigned N) {
  if (N >= Info.getNumArgs() ||
      (Info.getArgKind(N) != DiagnosticsEngine::ak_uint &&
       Info.getArgKind(N) != DiagnosticsEngine::ak_sint))
    return ~uint64_t(0);
  return Info.getRawArg(N);
}

/// The name that argument \p N of \p Info carries (a declaration or a
/// declaration name), qualified where Clang passed the declaration.
std::string nameArg(const Diagnostic &Info, unsigned N) {
  if (N >= Info.getNumArgs())
    return "";
  switch (Info.getArgKind(N)) {
  case DiagnosticsEngine::ak_nameddecl:
    return reinterpret_cast<const NamedDecl *>(Info.getRawArg(N))
        ->getQualifiedNameAsString();
  case DiagnosticsEngine::ak_declarationname:
    return DeclarationName::getFromOpaqueInteger(Info.getRawArg(N))
        .getAsString();
  case DiagnosticsEngine::ak_identifierinfo:
    if (const IdentifierInfo *II = Info.getArgIdentifier(N))
      return II->getName().str();
    return "";
  case DiagnosticsEngine::ak_std_string:
    return Info.getArgStdStr(N);
  default:
    return "";
  }
}

/// Clang's message of \p Info.
std::string clangText(const Diagnostic &Info) {
  llvm::SmallString<128> Text;
  Info.FormatDiagnostic(Text);
  return Text.str().str();
}

/// Clang's message of \p Info, as the note of a CUDA target error.
std::string clangNote(const Diagnostic &Info) {
  return "Clang's CUDA diagnostic: " + clangText(Info);
}

} // namespace

std::string cpuUseOfAmpFunctionMessage(llvm::StringRef Callee,
                                       bool InGlobalInitializer) {
  return "'" + Callee.str() + "' is restrict(amp) only but is used from " +
         (InGlobalInitializer
              ? std::string("the initializer of a global variable")
              : std::string("cpu code (host code, or the cpu side of a "
                            "restrict(amp, cpu) function)")) +
         "; C++ AMP requires restrict(cpu) or restrict(amp, cpu) on it (C++ "
         "AMP v1.2 §2.3; MSVC error C3930)";
}

namespace {

/// Reads \p Info, a Clang error, as one of the AMP rules that Clang's CUDA
/// target checks enforce, or std::nullopt.
std::optional<MappedTargetError> mapTargetError(const Diagnostic &Info) {
  MappedTargetError Mapped;
  Mapped.Loc = Info.getLocation();
  switch (Info.getID()) {
  case diag::err_ref_bad_target: {
    // "reference to <callee target> function|variable <name> in <caller
    // target> function"
    if (uintArg(Info, 1) != 0) // a variable: AMP2HIP-E0019 at its declaration
      return std::nullopt;
    uint64_t Callee = uintArg(Info, 0), Caller = uintArg(Info, 3);
    std::string Name = nameArg(Info, 2);
    if (Callee == Device && (Caller == Host || Caller == HostDevice)) {
      Mapped.Id = DiagId::CallFromCpuToAmp;
      Mapped.Message = cpuUseOfAmpFunctionMessage(Name, false);
    } else if (Callee == Host && (Caller == Device || Caller == HostDevice)) {
      Mapped.Id = DiagId::CallOutsideRestriction;
      Mapped.Message = "'" + Name +
                       "' is called from amp code (a kernel or a "
                       "restrict(amp) function) but is not declared "
                       "restrict(amp); C++ AMP requires restrict(amp) or "
                       "restrict(amp, cpu) on it";
    } else
      return std::nullopt;
    break;
  }
  case diag::err_ref_bad_target_global_initializer:
    if (uintArg(Info, 0) != Device)
      return std::nullopt;
    Mapped.Id = DiagId::CallFromCpuToAmp;
    Mapped.Message = cpuUseOfAmpFunctionMessage(nameArg(Info, 1), true);
    break;
  case diag::err_cuda_ovl_target: {
    // "<new target> function <name> cannot overload <old target> function
    // <old>"
    std::string Name = nameArg(Info, 1);
    Mapped.Id = DiagId::RestrictionConflict;
    Mapped.Message =
        "'" + Name + "' is declared " + restrictionOf(uintArg(Info, 0)) +
        " here and " + restrictionOf(uintArg(Info, 2)) +
        " before, with the same parameters: the declarations of a "
        "function must have the same restriction, and restriction overloads "
        "may not both apply to amp code or both to cpu code (C++ AMP v1.2 "
        "§2.3.2; MSVC error C3935)";
    break;
  }
  case diag::err_cuda_nonstatic_constdev:
    // At the restriction as written, not inside amp2hip's restrict macro.
    if (Info.hasSourceManager())
      Mapped.Loc = Info.getSourceManager().getExpansionLoc(Mapped.Loc);
    Mapped.Id = DiagId::RestrictionOnVariable;
    Mapped.Message = restrictionOnVariableMessage("this variable");
    break;
  default:
    return std::nullopt;
  }
  Mapped.ClangMessage = clangNote(Info);
  return Mapped;
}

/// True if \p Info selects a CUDA target name with an argument past the end
/// of its `%select{__device__|__global__|__host__|__host__ __device__}N`:
/// Clang 19 passes "invalid target" (a class whose implicit members mix host
/// and device members of its bases and fields) there and crashes formatting
/// it. Such a diagnostic is not printed (an AMP2HIP error is reported).
bool selectsInvalidTarget(const Diagnostic &Info) {
  llvm::StringRef Format =
      Info.getDiags()->getDiagnosticIDs()->getDescription(Info.getID());
  static const llvm::StringRef Targets =
      "%select{__device__|__global__|__host__|__host__ __device__}";
  for (size_t At = Format.find(Targets); At != llvm::StringRef::npos;
       At = Format.find(Targets, At + 1)) {
    llvm::StringRef Rest = Format.substr(At + Targets.size());
    unsigned Arg;
    if (Rest.empty() || !std::isdigit(static_cast<unsigned char>(Rest[0])))
      continue;
    Arg = Rest[0] - '0';
    if (Arg >= Info.getNumArgs())
      continue;
    DiagnosticsEngine::ArgumentKind Kind = Info.getArgKind(Arg);
    if ((Kind == DiagnosticsEngine::ak_uint ||
         Kind == DiagnosticsEngine::ak_sint) &&
        Info.getRawArg(Arg) >= 4)
      return true;
  }
  return false;
}

/// True if \p Info is a failed static assertion written in a system header
/// (the AMP library's declaration headers are system headers).
bool isLibraryStaticAssertion(const Diagnostic &Info) {
  if ((Info.getID() != diag::err_static_assert_failed &&
       Info.getID() != diag::err_static_assert_requirement_failed) ||
      !Info.hasSourceManager() || Info.getLocation().isInvalid())
    return false;
  const SourceManager &SM = Info.getSourceManager();
  return SM.isInSystemHeader(SM.getExpansionLoc(Info.getLocation()));
}

/// The name in `restrict(NAME)` when \p Info is an error at the token that
/// amp_restrict.h makes of an unknown specifier (`AMP2HIP_RESTRICT_NAME`,
/// which no macro defines), or "".
std::string unknownRestrictionAt(const Diagnostic &Info,
                                 const LangOptions *LO) {
  if (!LO || !Info.hasSourceManager() || !Info.getLocation().isMacroID())
    return "";
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Spelling = SM.getSpellingLoc(Info.getLocation());
  llvm::SmallString<32> Buffer;
  bool Invalid = false;
  llvm::StringRef Token =
      Lexer::getSpelling(Spelling, Buffer, SM, *LO, &Invalid);
  static const llvm::StringRef Prefix = "AMP2HIP_RESTRICT_";
  if (Invalid || !Token.consume_front(Prefix) || Token.empty())
    return "";
  // The specifiers that amp_restrict.h defines.
  if (Token == "amp" || Token == "cpu" || Token == "direct3d" ||
      Token == "auto")
    return "";
  return Token.str();
}

/// When \p Info is an error at a cv- or ref-qualifier written right after a
/// restriction specifier (`int f() restrict(amp) const`, also through a
/// macro such as `__GPU`), where Clang's attributes end the declarator: the
/// specifier's location (its `restrict` or macro name), else invalid.
SourceLocation restrictionBeforeQualifier(const Diagnostic &Info,
                                          const LangOptions *LO,
                                          const Preprocessor *PP) {
  SourceLocation Loc = Info.getLocation();
  if (!LO || !PP || !Info.hasSourceManager() || Loc.isInvalid() ||
      !Loc.isFileID())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  // Clang puts "expected ';'" right after the token before the qualifier.
  std::pair<FileID, unsigned> At = SM.getDecomposedLoc(Loc);
  bool Invalid = false;
  llvm::StringRef Text = SM.getBufferData(At.first, &Invalid);
  if (Invalid)
    return {};
  size_t Next = At.second;
  while (Next < Text.size() && isWhitespace(Text[Next]))
    ++Next;
  llvm::StringRef After = Text.substr(Next);
  auto IsWord = [&](llvm::StringRef Word) {
    return After.starts_with(Word) &&
           (After.size() == Word.size() ||
            !isAsciiIdentifierContinue(After[Word.size()]));
  };
  if (!IsWord("const") && !IsWord("volatile") && !After.starts_with("&"))
    return {};
  size_t End = At.second;
  while (End > 0 && isWhitespace(Text[End - 1]))
    --End;
  size_t Begin = End;
  if (End > 0 && Text[End - 1] == ')') {
    // restrict(...)
    int Depth = 0;
    size_t I = End;
    while (I > 0) {
      char C = Text[--I];
      if (C == ')')
        ++Depth;
      else if (C == '(' && --Depth == 0)
        break;
    }
    if (Depth != 0)
      return {};
    size_t NameEnd = I;
    while (NameEnd > 0 && isWhitespace(Text[NameEnd - 1]))
      --NameEnd;
    Begin = NameEnd;
    while (Begin > 0 && isAsciiIdentifierContinue(Text[Begin - 1]))
      --Begin;
    if (Text.substr(Begin, NameEnd - Begin) != "restrict")
      return {};
  } else {
    // A macro whose expansion starts with `restrict`.
    while (Begin > 0 && isAsciiIdentifierContinue(Text[Begin - 1]))
      --Begin;
    if (Begin == End)
      return {};
    IdentifierInfo *II = PP->getIdentifierInfo(Text.substr(Begin, End - Begin));
    const MacroInfo *MI = II ? PP->getMacroInfo(II) : nullptr;
    if (!MI || MI->isFunctionLike() || MI->getNumTokens() == 0 ||
        PP->getSpelling(MI->getReplacementToken(0)) != "restrict")
      return {};
  }
  return Loc.getLocWithOffset(-static_cast<int>(At.second - Begin));
}

} // namespace

std::string destructorRestrictionsMessage(llvm::StringRef Class,
                                          llvm::StringRef Here,
                                          llvm::StringRef Before) {
  return "the destructor of '" +
         (Class.empty() ? std::string("(anonymous)") : Class.str()) +
         "' is declared " + Here.str() + " here and " + Before.str() +
         " before: a class has one destructor, which cannot be overloaded "
         "on restriction; give all its declarations the same restriction, "
         "with every side it is needed on (C++ AMP v1.2 §2.3.2; MSVC errors "
         "C2535, C3935)";
}

std::string unknownRestrictionMessage(llvm::StringRef Name) {
  return "unknown restriction specifier '" + Name.str() +
         "'; amp2hip supports restrict(amp), restrict(cpu) and "
         "restrict(amp, cpu)";
}

std::string libraryMismatchMessage() {
  return "this use of the C++ AMP library fits none of its declarations: no "
         "overload, constructor, conversion or member of the library takes "
         "these arguments (a rank, element type, constness or argument count "
         "that C++ AMP v1.2 chapters 3-5 do not allow; MSVC errors C2039, "
         "C2440, C2664, C2665, C2679)";
}

std::string restrictionOnVariableMessage(llvm::StringRef What) {
  return "restrict(amp) on " + What.str() +
         ": it applies only to the declarator of a function, member function "
         "or lambda, and C++ AMP has no pointers or references to "
         "amp-restricted functions (C++ AMP v1.2 §2.1.1, §2.3.1; MSVC error "
         "C3939)";
}

RestrictionDiagConsumer::RestrictionDiagConsumer(DiagnosticOptions *Opts)
    : RenderedOS(std::make_unique<llvm::raw_string_ostream>(Rendered)),
      Printer(std::make_unique<TextDiagnosticPrinter>(*RenderedOS, Opts)) {}

RestrictionDiagConsumer::~RestrictionDiagConsumer() = default;

void RestrictionDiagConsumer::BeginSourceFile(const LangOptions &LO,
                                              const Preprocessor *PP) {
  LangOpts = &LO;
  this->PP = PP;
  Printer->BeginSourceFile(LO, PP);
}

void RestrictionDiagConsumer::EndSourceFile() {
  flush();
  // Not decided (no AST): Clang's errors as they were.
  for (const RedeclaredDestructor &R : RedeclaredDestructors) {
    llvm::errs() << R.ClangText;
    ++NumErrors;
  }
  RedeclaredDestructors.clear();
  Printer->EndSourceFile();
  LangOpts = nullptr;
}

void RestrictionDiagConsumer::finish() {
  flush();
  Printer->finish();
}

bool RestrictionDiagConsumer::IncludeInDiagnosticCounts() const {
  return Printer->IncludeInDiagnosticCounts();
}

void RestrictionDiagConsumer::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                               const Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  bool IsNote = Level == DiagnosticsEngine::Note;
  if (!IsNote) {
    flush();
    SwallowNotes = false;
  }
  if (selectsInvalidTarget(Info)) {
    if (Level >= DiagnosticsEngine::Error) {
      InvalidTargets.push_back(Info.getLocation());
      --NumErrors; // reported as AMP2HIP-E0012
    }
    return;
  }
  Printer->HandleDiagnostic(Level, Info);
  std::string Text = std::move(Rendered);
  Rendered.clear();

  bool Held = IsNote
                  ? holdNote(Info, Text)
                  : Level >= DiagnosticsEngine::Error && holdError(Info, Text);
  if (!Held)
    llvm::errs() << Text;
}

bool RestrictionDiagConsumer::holdError(const Diagnostic &Info,
                                        std::string &Text) {
  if (isLibraryStaticAssertion(Info)) {
    holdLibraryAssertion(Info, Text);
    return true;
  }
  if (Info.getID() == diag::err_destructor_redeclared) {
    HasPendingDestructor = true;
    PendingDestructor = {Info.getLocation(), nullptr, Text,
                         "Clang's diagnostic: " + clangText(Info), ""};
    return true;
  }
  if (mapRestrictionSpelling(Info))
    return true;
  if (mapDeveloperPreviewName(Info))
    return true;
  if (isLibraryFitError(Info)) {
    holdLibraryFitError(Info, Text);
    return true;
  }
  if (std::optional<MappedTargetError> Mapped = mapTargetError(Info)) {
    TargetErrors.push_back(std::move(*Mapped));
    --NumErrors; // reported again with an AMP2HIP ID: count it once
    SwallowNotes = true;
    return true;
  }
  return false;
}

bool RestrictionDiagConsumer::holdNote(const Diagnostic &Info,
                                       const std::string &Text) {
  if (HasPending && PendingIsLibraryAssertion) {
    addLibraryAssertionNote(Info, Text);
    return true;
  }
  if (HasPendingDestructor) {
    PendingDestructor.ClangText += Text;
    PendingDestructor.ClangNotes += Text;
    if (Info.getNumArgs() > 0 &&
        Info.getArgKind(0) == DiagnosticsEngine::ak_nameddecl)
      if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(
              reinterpret_cast<const NamedDecl *>(Info.getRawArg(0))))
        PendingDestructor.Previous = Dtor;
    return true;
  }
  if (HasPending) {
    addPendingNote(Info, Text);
    return true;
  }
  if (SwallowNotes) {
    // The notes of a mapped error (e.g. "previous declaration is here")
    // are shown after the AMP2HIP error and Clang's text.
    TargetErrors.back().ClangNotes += Text;
    return true;
  }
  return false;
}

void RestrictionDiagConsumer::holdLibraryAssertion(const Diagnostic &Info,
                                                   std::string &Text) {
  HasPending = true;
  PendingText = std::move(Text);
  PendingIsTargetFailure = false;
  PendingIsLibraryAssertion = true;
  PendingAssertion = {};
  // "static assertion failed[ due to requirement '%0']: %1"
  for (unsigned Arg = Info.getNumArgs(); Arg-- > 0;)
    if (Info.getArgKind(Arg) == DiagnosticsEngine::ak_std_string) {
      PendingAssertion.Message = Info.getArgStdStr(Arg);
      break;
    }
}

void RestrictionDiagConsumer::addLibraryAssertionNote(const Diagnostic &Info,
                                                      const std::string &Text) {
  PendingText += Text;
  // The instantiation notes go from the assertion outwards: the first
  // one in the program is the innermost use, the first in the main file
  // the one to report at.
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Loc = SM.getExpansionLoc(Info.getLocation());
  if (Loc.isValid() && !SM.isInSystemHeader(Loc)) {
    if (PendingAssertion.Innermost.isInvalid())
      PendingAssertion.Innermost = Loc;
    if (PendingAssertion.Loc.isInvalid() && SM.isInMainFile(Loc))
      PendingAssertion.Loc = Loc;
  }
}

bool RestrictionDiagConsumer::mapRestrictionSpelling(const Diagnostic &Info) {
  SourceLocation Misplaced = restrictionBeforeQualifier(Info, LangOpts, PP);
  if (Misplaced.isValid()) {
    TargetErrors.push_back(
        {Misplaced, DiagId::UnknownRestriction,
         "the restriction specifier is written before a cv- or "
         "ref-qualifier, where C++ AMP does not read it as one: it follows "
         "the "
         "parameter list and its cv- and ref-qualifiers (C++ AMP v1.2 "
         "§2.1.1; MSVC errors C2143, C4430)",
         "Clang's diagnostic: " + clangText(Info), ""});
    --NumErrors; // reported again as AMP2HIP-E0008: count it once
    SwallowNotes = true;
    return true;
  }
  std::string Unknown = unknownRestrictionAt(Info, LangOpts);
  if (Unknown.empty())
    return false;
  // At the restriction as written, not inside amp2hip's restrict macro.
  TargetErrors.push_back(
      {Info.getSourceManager().getExpansionLoc(Info.getLocation()),
       DiagId::UnknownRestriction, unknownRestrictionMessage(Unknown),
       "Clang's diagnostic: " + clangText(Info), ""});
  --NumErrors; // reported again as AMP2HIP-E0008: count it once
  SwallowNotes = true;
  return true;
}

bool RestrictionDiagConsumer::mapDeveloperPreviewName(const Diagnostic &Info) {
  if (!LangOpts || !Info.hasSourceManager())
    return false;
  std::string Message = developerPreviewNameMessage(Info, *LangOpts);
  if (Message.empty())
    return false;
  TargetErrors.push_back(
      {Info.getSourceManager().getExpansionLoc(Info.getLocation()),
       DiagId::DeveloperPreviewName, std::move(Message),
       "Clang's diagnostic: " + clangText(Info), ""});
  --NumErrors; // reported again as AMP2HIP-E0029: count it once
  SwallowNotes = true;
  return true;
}

void RestrictionDiagConsumer::holdLibraryFitError(const Diagnostic &Info,
                                                  std::string &Text) {
  HasPending = true;
  PendingText = std::move(Text);
  PendingIsTargetFailure = false;
  PendingIsLibraryAssertion = false;
  PendingViolation = {Info.getLocation(), calleeName(Info, LangOpts),
                      clangNote(Info)};
  PendingFromCpu = isOverloadError(Info.getID());
  PendingFitId = Info.getID();
  PendingClangText = clangText(Info);
  PendingNamesLibrary = namesLibrary(Info);
  PendingInProgram =
      Info.hasSourceManager() && Info.getLocation().isValid() &&
      !Info.getSourceManager().isInSystemHeader(
          Info.getSourceManager().getExpansionLoc(Info.getLocation()));
  PendingNotes.clear();
  PendingCandidates = PendingLibraryCandidates = 0;
}

void RestrictionDiagConsumer::addPendingNote(const Diagnostic &Info,
                                             const std::string &Text) {
  PendingText += Text;
  PendingNotes += Text;
  if (isCandidateNote(Info)) {
    ++PendingCandidates;
    if (isLibraryLocation(Info.getSourceManager(), Info.getLocation()))
      ++PendingLibraryCandidates;
  }
  if (Info.getID() == diag::note_ovl_candidate_bad_target) {
    PendingIsTargetFailure = true;
    // "call to <callee> function from <caller> function": a cpu caller
    // only when every candidate failed from the cpu side.
    uint64_t Caller = uintArg(Info, 4);
    if (Caller != Host)
      PendingFromCpu = false;
  }
}

void RestrictionDiagConsumer::flush() {
  if (HasPendingDestructor) {
    HasPendingDestructor = false;
    RedeclaredDestructors.push_back(std::move(PendingDestructor));
    // Decided by resolveRedeclaredDestructors: counted once, there.
    --NumErrors;
  }
  if (!HasPending)
    return;
  HasPending = false;
  if (PendingIsLibraryAssertion) {
    PendingIsLibraryAssertion = false;
    if (PendingAssertion.Loc.isInvalid())
      PendingAssertion.Loc = PendingAssertion.Innermost;
    if (PendingAssertion.Loc.isValid()) {
      LibraryAssertions.push_back(PendingAssertion);
      --NumErrors; // reported again as AMP2HIP-E0015: count it once
    } else
      llvm::errs() << PendingText;
  } else if (PendingIsTargetFailure && PendingFromCpu) {
    TargetErrors.push_back(
        {PendingViolation.Loc, DiagId::CallFromCpuToAmp,
         cpuUseOfAmpFunctionMessage(PendingViolation.Callee, false),
         PendingViolation.ClangMessage, ""});
    --NumErrors; // reported again as AMP2HIP-E0017: count it once
  } else if (PendingIsTargetFailure) {
    Violations.push_back(PendingViolation);
    --NumErrors; // reported again as AMP2HIP-E0011: count it once
  } else if (pendingIsLibraryMismatch()) {
    TargetErrors.push_back({PendingViolation.Loc, DiagId::AmpLibraryMismatch,
                            libraryMismatchMessage(),
                            "Clang's diagnostic: " + PendingClangText,
                            std::move(PendingNotes)});
    --NumErrors; // reported again as AMP2HIP-E0021: count it once
  } else
    llvm::errs() << PendingText;
  PendingText.clear();
  PendingNotes.clear();
  PendingFitId = 0;
}

void RestrictionDiagConsumer::resolveRedeclaredDestructors(
    const SourceManager &SM) {
  flush();
  // The restriction of a destructor as the amp and cpu sides it runs on (no
  // restriction: cpu).
  auto Sides = [](const CXXDestructorDecl *D) {
    Restriction R = getRestriction(D);
    return std::make_pair(R.Amp, R.Cpu || !R.any());
  };
  auto Spelled = [](std::pair<bool, bool> S) {
    return S.first && S.second ? "restrict(amp, cpu)"
           : S.first           ? "restrict(amp)"
                               : "restrict(cpu)";
  };
  for (RedeclaredDestructor &R : RedeclaredDestructors) {
    const CXXDestructorDecl *Later = nullptr;
    if (R.Previous)
      for (const Decl *D : R.Previous->getParent()->decls())
        if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(D))
          if (Dtor != R.Previous && SM.getExpansionLoc(Dtor->getLocation()) ==
                                        SM.getExpansionLoc(R.Loc))
            Later = Dtor;
    if (!Later || Sides(Later) == Sides(R.Previous) ||
        !getRestriction(Later).Unknown.empty() ||
        !getRestriction(R.Previous).Unknown.empty()) {
      llvm::errs() << R.ClangText;
      ++NumErrors;
      continue;
    }
    TargetErrors.push_back(
        {SM.getExpansionLoc(R.Loc), DiagId::RestrictionConflict,
         destructorRestrictionsMessage(R.Previous->getParent()->getName(),
                                       Spelled(Sides(Later)),
                                       Spelled(Sides(R.Previous))),
         R.ClangError, std::move(R.ClangNotes)});
  }
  RedeclaredDestructors.clear();
}

bool RestrictionDiagConsumer::isLibraryLocation(const SourceManager &SM,
                                                SourceLocation Loc) const {
  return isAmpLibraryLocation(SM, Loc, AmpLibraryDir);
}

bool RestrictionDiagConsumer::namesLibrary(const Diagnostic &Info) const {
  if (!Info.hasSourceManager())
    return false;
  const SourceManager &SM = Info.getSourceManager();
  auto DeclaredInLibrary = [&](const Decl *D) {
    return D && isLibraryLocation(SM, D->getLocation());
  };
  auto TypeInLibrary = [&](QualType T) {
    // Through pointers, references and arrays to the class or enum.
    while (!T.isNull()) {
      if (const auto *R = T->getAs<ReferenceType>())
        T = R->getPointeeType();
      else if (const auto *P = T->getAs<PointerType>())
        T = P->getPointeeType();
      else if (const ArrayType *A = T->getAsArrayTypeUnsafe())
        T = A->getElementType();
      else
        break;
    }
    return !T.isNull() && DeclaredInLibrary(T->getAsTagDecl());
  };
  for (unsigned N = 0, E = Info.getNumArgs(); N != E; ++N) {
    switch (Info.getArgKind(N)) {
    case DiagnosticsEngine::ak_qualtype:
      if (TypeInLibrary(QualType::getFromOpaquePtr(
              reinterpret_cast<void *>(Info.getRawArg(N)))))
        return true;
      break;
    case DiagnosticsEngine::ak_qualtype_pair: {
      const auto *Pair =
          reinterpret_cast<const TemplateDiffTypes *>(Info.getRawArg(N));
      if (TypeInLibrary(QualType::getFromOpaquePtr(
              reinterpret_cast<void *>(Pair->FromType))) ||
          TypeInLibrary(QualType::getFromOpaquePtr(
              reinterpret_cast<void *>(Pair->ToType))))
        return true;
      break;
    }
    case DiagnosticsEngine::ak_nameddecl:
      if (DeclaredInLibrary(
              reinterpret_cast<const NamedDecl *>(Info.getRawArg(N))))
        return true;
      break;
    case DiagnosticsEngine::ak_declcontext:
      if (DeclaredInLibrary(Decl::castFromDeclContext(
              reinterpret_cast<const DeclContext *>(Info.getRawArg(N)))))
        return true;
      break;
    default:
      break;
    }
  }
  return false;
}

bool RestrictionDiagConsumer::pendingIsLibraryMismatch() const {
  if (PendingFitId == 0 || !PendingInProgram)
    return false;
  if (PendingNamesLibrary)
    return true;
  if (isOperatorError(PendingFitId))
    return PendingCandidates != 0 &&
           PendingLibraryCandidates == PendingCandidates;
  return PendingLibraryCandidates != 0;
}

} // namespace amp2hip
