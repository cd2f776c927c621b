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

DiagnosticBuilder DiagReporter::report(SourceLocation Loc, DiagId Id,
                                       llvm::StringRef Message) {
  const DiagInfo &Info = lookup(Id);
  if (Info.IsError)
    ++Errors;
  // The text is passed as the argument of a "%0" format, so '%' in it is
  // printed as written.
  std::string Text = Message.str();
  Text += " [";
  Text += Info.Name;
  Text += "]";
  unsigned CustomId = Engine.getCustomDiagID(
      Info.IsError ? DiagnosticsEngine::Error : DiagnosticsEngine::Warning,
      "%0");
  DiagnosticBuilder Builder = Engine.Report(Loc, CustomId);
  Builder << Text;
  return Builder;
}

void DiagReporter::note(SourceLocation Loc, llvm::StringRef Message) {
  unsigned CustomId = Engine.getCustomDiagID(DiagnosticsEngine::Note, "%0");
  Engine.Report(Loc, CustomId) << Message.str();
}

} // namespace amp2hip
