//===- Diagnostics.h - amp2hip's stable diagnostic IDs ----------*- C++ -*-===//
//
// Every construct amp2hip cannot translate is reported through Clang's
// DiagnosticsEngine, in Clang's `file:line:col: error: ...` form, with a stable
// ID such as `[AMP2HIP-E0002]`. Each ID has a page in docs/diagnostics/.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_DIAGNOSTICS_H
#define AMP2HIP_TOOL_DIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

namespace amp2hip {

/// The stable diagnostic IDs. Never renumber: users grep for them and
/// docs/diagnostics/<ID>.md documents each.
enum class DiagId {
  ParseFailed,                 ///< AMP2HIP-E0001
  KernelNotLambda,             ///< AMP2HIP-E0002
  UnsupportedCapture,          ///< AMP2HIP-E0003
  UnsupportedKernelContext,    ///< AMP2HIP-E0004
  KernelUsesLocalDeclaration,  ///< AMP2HIP-E0005
  AmpLambdaOutsideParallelFor, ///< AMP2HIP-E0006
  TileStaticInitializer,       ///< AMP2HIP-E0007
  UnknownRestriction,          ///< AMP2HIP-E0008
  SharedContainerParameter,    ///< AMP2HIP-E0009
  UnsupportedPropertyUse,      ///< AMP2HIP-E0010
  CallOutsideRestriction,      ///< AMP2HIP-E0011
  IncompatibleSpecialMember,   ///< AMP2HIP-E0012
  WindowsOnlyApi,              ///< AMP2HIP-W0001
  VoidMain,                    ///< AMP2HIP-W0002
  MsvcDialect,                 ///< AMP2HIP-W0003
  WindowsApiMapped,            ///< AMP2HIP-W0004
  WindowsOnlyLibrary,          ///< AMP2HIP-E0013
  AmpIncompatibleType,         ///< AMP2HIP-E0014
  AmpLibraryAssertion,         ///< AMP2HIP-E0015
  AmpForbiddenConstruct,       ///< AMP2HIP-E0016
  CallFromCpuToAmp,            ///< AMP2HIP-E0017
  RestrictionConflict,         ///< AMP2HIP-E0018
  RestrictionOnVariable,       ///< AMP2HIP-E0019
  TileBarrierDivergent,        ///< AMP2HIP-E0020
  AmpLibraryMismatch,          ///< AMP2HIP-E0021
};

/// Returns the printable ID, e.g. "AMP2HIP-E0002".
llvm::StringRef diagIdName(DiagId Id);

/// Reports amp2hip diagnostics through a Clang DiagnosticsEngine, so that they
/// share Clang's format, source excerpts and error counting.
class DiagReporter {
public:
  explicit DiagReporter(clang::DiagnosticsEngine &Engine) : Engine(Engine) {}

  /// Reports \p Id at \p Loc. \p Message is the text without the ID; the ID is
  /// appended as ` [AMP2HIP-Ennnn]`. Returns the builder to stream ranges.
  clang::DiagnosticBuilder report(clang::SourceLocation Loc, DiagId Id,
                                  llvm::StringRef Message);

  /// Adds a note at \p Loc (after the error it explains), e.g. Clang's own
  /// text of an error that amp2hip reports as an AMP rule.
  void note(clang::SourceLocation Loc, llvm::StringRef Message);

  /// Number of amp2hip errors reported so far (warnings not counted).
  unsigned errorCount() const { return Errors; }

private:
  clang::DiagnosticsEngine &Engine;
  unsigned Errors = 0;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_DIAGNOSTICS_H
