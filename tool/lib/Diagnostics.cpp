//===- Diagnostics.cpp - amp2hip's stable diagnostic IDs ------------------===//

#include "Diagnostics.h"

#include <string>

using namespace clang;

namespace amp2hip {

namespace {
struct DiagInfo {
  DiagId Id;
  const char *Name;
  bool IsError;
};

constexpr DiagInfo Table[] = {
    {DiagId::ParseFailed, "AMP2HIP-E0001", true},
    {DiagId::KernelNotLambda, "AMP2HIP-E0002", true},
    {DiagId::UnsupportedCapture, "AMP2HIP-E0003", true},
    {DiagId::UnsupportedKernelContext, "AMP2HIP-E0004", true},
    {DiagId::KernelUsesLocalDeclaration, "AMP2HIP-E0005", true},
    {DiagId::AmpLambdaOutsideParallelFor, "AMP2HIP-E0006", true},
    {DiagId::TileStaticInitializer, "AMP2HIP-E0007", true},
    {DiagId::UnknownRestriction, "AMP2HIP-E0008", true},
    {DiagId::SharedContainerParameter, "AMP2HIP-E0009", true},
    {DiagId::UnsupportedPropertyUse, "AMP2HIP-E0010", true},
    {DiagId::CallOutsideRestriction, "AMP2HIP-E0011", true},
    {DiagId::IncompatibleSpecialMember, "AMP2HIP-E0012", true},
    {DiagId::WindowsOnlyApi, "AMP2HIP-W0001", false},
    {DiagId::VoidMain, "AMP2HIP-W0002", false},
    {DiagId::MsvcDialect, "AMP2HIP-W0003", false},
    {DiagId::WindowsApiMapped, "AMP2HIP-W0004", false},
    {DiagId::WindowsOnlyLibrary, "AMP2HIP-E0013", true},
    {DiagId::AmpIncompatibleType, "AMP2HIP-E0014", true},
    {DiagId::AmpLibraryAssertion, "AMP2HIP-E0015", true},
    {DiagId::AmpForbiddenConstruct, "AMP2HIP-E0016", true},
    {DiagId::CallFromCpuToAmp, "AMP2HIP-E0017", true},
    {DiagId::RestrictionConflict, "AMP2HIP-E0018", true},
    {DiagId::RestrictionOnVariable, "AMP2HIP-E0019", true},
    {DiagId::TileBarrierDivergent, "AMP2HIP-E0020", true},
    {DiagId::AmpLibraryMismatch, "AMP2HIP-E0021", true},
};

const DiagInfo &lookup(DiagId Id) {
  for (const DiagInfo &Info : Table)
    if (Info.Id == Id)
      return Info;
  llvm_unreachable("diagnostic ID missing from the table");
}
} // namespace

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
