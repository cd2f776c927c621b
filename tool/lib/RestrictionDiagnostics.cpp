//===- RestrictionDiagnostics.cpp - Clang's CUDA target errors as AMP -----===//

#include "RestrictionDiagnostics.h"

#include "clang/AST/DeclarationName.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"

#include <cctype>

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
  case diag::err_typecheck_invalid_operands:
    return true;
  default:
    return false;
  }
}

/// The name of what was called: the diagnostic's first argument when it is a
/// name, else the operator token at the diagnostic's location.
std::string calleeName(const Diagnostic &Info, const LangOptions *LO) {
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

} // namespace

RestrictionDiagConsumer::RestrictionDiagConsumer(DiagnosticOptions *Opts)
    : RenderedOS(std::make_unique<llvm::raw_string_ostream>(Rendered)),
      Printer(std::make_unique<TextDiagnosticPrinter>(*RenderedOS, Opts)) {}

RestrictionDiagConsumer::~RestrictionDiagConsumer() = default;

void RestrictionDiagConsumer::BeginSourceFile(const LangOptions &LO,
                                              const Preprocessor *PP) {
  LangOpts = &LO;
  Printer->BeginSourceFile(LO, PP);
}

void RestrictionDiagConsumer::EndSourceFile() {
  flush();
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
  if (!IsNote)
    flush();
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

  if (!IsNote && Level >= DiagnosticsEngine::Error &&
      isLibraryStaticAssertion(Info)) {
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
    return;
  }
  if (IsNote && HasPending && PendingIsLibraryAssertion) {
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
    return;
  }
  if (!IsNote && Level >= DiagnosticsEngine::Error &&
      isOverloadError(Info.getID())) {
    HasPending = true;
    PendingText = std::move(Text);
    PendingIsTargetFailure = false;
    PendingIsLibraryAssertion = false;
    PendingViolation = {Info.getLocation(), calleeName(Info, LangOpts)};
    return;
  }
  if (IsNote && HasPending) {
    PendingText += Text;
    if (Info.getID() == diag::note_ovl_candidate_bad_target)
      PendingIsTargetFailure = true;
    return;
  }
  llvm::errs() << Text;
}

void RestrictionDiagConsumer::flush() {
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
  } else if (PendingIsTargetFailure) {
    Violations.push_back(PendingViolation);
    --NumErrors; // reported again as AMP2HIP-E0011: count it once
  } else
    llvm::errs() << PendingText;
  PendingText.clear();
}

} // namespace amp2hip
