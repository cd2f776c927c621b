//===- Diagnostics.cpp - amp2hip's stable diagnostic IDs ------------------===//

#include "Diagnostics/Diagnostics.h"

#include <string>

using namespace clang;

namespace amp2hip {

namespace {
constexpr bool Error = true;
constexpr bool Warning = false;

const DiagInfo Table[] = {
#define AMP2HIP_DIAG(Name, Id, Severity, Summary)                              \
  {DiagId::Name, Id, Severity, Summary},
#include "Diagnostics/Diagnostics.def"
};

const DiagInfo &lookup(DiagId Id) {
  auto Index = static_cast<size_t>(Id);
  assert(Index < std::size(Table) && Table[Index].Id == Id &&
         "Diagnostics.def and DiagId disagree");
  return Table[Index];
}
} // namespace

llvm::ArrayRef<DiagInfo> allDiagnostics() { return Table; }

llvm::StringRef diagIdName(DiagId Id) { return lookup(Id).Name; }

void DiagReporter::report(SourceLocation Loc, DiagId Id,
                          llvm::StringRef Message) {
  const DiagInfo &Info = lookup(Id);
  // The text is passed as the argument of a "%0" format, so '%' in it is
  // printed as written.
  std::string Text = Message.str();
  Text += " [";
  Text += Info.Name;
  Text += "]";
  unsigned CustomId = Engine.getCustomDiagID(
      Info.IsError ? DiagnosticsEngine::Error : DiagnosticsEngine::Warning,
      "%0");
  bool FatalBefore = Engine.hasFatalErrorOccurred();
  Forcing = false;
  if (!FatalBefore) {
    Engine.Report(Loc, CustomId) << Text;
    // Not shown if it was one error too many: Clang's "too many errors
    // emitted" (a fatal error) was shown instead.
    if (!Engine.hasFatalErrorOccurred() &&
        !Engine.getSuppressAllDiagnostics()) {
      if (Info.IsError)
        ++Errors;
      return;
    }
  }
  if (Policy != ShowAfterFatalError)
    return;
  // Shown whatever the engine's state; the engine has counted an error
  // (the fatal one), so the translation fails as it should.
  Engine.Report(Loc, CustomId).setForceEmit() << Text;
  Forcing = true;
  if (Info.IsError)
    ++Errors;
}

void DiagReporter::note(SourceLocation Loc, llvm::StringRef Message) {
  unsigned CustomId = Engine.getCustomDiagID(DiagnosticsEngine::Note, "%0");
  if (Forcing)
    Engine.Report(Loc, CustomId).setForceEmit() << Message.str();
  else
    Engine.Report(Loc, CustomId) << Message.str();
}

} // namespace amp2hip
