//===- RestrictionDiagnostics.cpp - Clang's CUDA target errors as AMP -----===//

#include "RestrictionDiagnostics.h"

#include "clang/AST/DeclarationName.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"

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
  Printer->HandleDiagnostic(Level, Info);
  std::string Text = std::move(Rendered);
  Rendered.clear();

  if (!IsNote && Level >= DiagnosticsEngine::Error &&
      isOverloadError(Info.getID())) {
    HasPending = true;
    PendingText = std::move(Text);
    PendingIsTargetFailure = false;
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
  if (PendingIsTargetFailure) {
    Violations.push_back(PendingViolation);
    --NumErrors; // reported again as AMP2HIP-E0011: count it once
  } else
    llvm::errs() << PendingText;
  PendingText.clear();
}

} // namespace amp2hip
