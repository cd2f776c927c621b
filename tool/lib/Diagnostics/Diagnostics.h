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
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace amp2hip {

/// The stable diagnostic IDs, one per row of Diagnostics.def (which gives
/// each its printed ID, severity and summary). Never renumber: users grep for
/// them and docs/diagnostics/<ID>.md documents each.
enum class DiagId {
#define AMP2HIP_DIAG(Name, Id, Severity, Summary) Name,
#include "Diagnostics/Diagnostics.def"
};

/// One row of Diagnostics.def.
struct DiagInfo {
  DiagId Id;
  llvm::StringRef Name;    ///< "AMP2HIP-E0002"
  bool IsError;            ///< else a warning
  llvm::StringRef Summary; ///< when it fires, in a few words
};

/// Every diagnostic, in the table's order.
llvm::ArrayRef<DiagInfo> allDiagnostics();


/// Returns the printable ID, e.g. "AMP2HIP-E0002".
llvm::StringRef diagIdName(DiagId Id);

/// Reports amp2hip diagnostics through a Clang DiagnosticsEngine, so that they
/// share Clang's format, source excerpts and error counting.
///
/// After a fatal error (a missing header, or Clang's error limit reached) the
/// engine shows nothing more. An error it did not show is not counted, so
/// that a translation that failed with none shown still gets its
/// AMP2HIP-E0001 line (translateSource); a reporter made with
/// ShowAfterFatalError shows its diagnostics all the same, for errors that
/// do not depend on the rest of the parse (AMP2HIP-E0013, Clang's own errors
/// before the fatal one reported as AMP rules).
class DiagReporter {
public:
  enum FatalErrorPolicy { DropAfterFatalError, ShowAfterFatalError };

  explicit DiagReporter(clang::DiagnosticsEngine &Engine,
                        FatalErrorPolicy Policy = DropAfterFatalError)
      : Engine(Engine), Policy(Policy) {}

  /// Reports \p Id at \p Loc. \p Message is the text without the ID; the ID is
  /// appended as ` [AMP2HIP-Ennnn]`.
  void report(clang::SourceLocation Loc, DiagId Id, llvm::StringRef Message);

  /// Adds a note at \p Loc (after the error it explains), e.g. Clang's own
  /// text of an error that amp2hip reports as an AMP rule.
  void note(clang::SourceLocation Loc, llvm::StringRef Message);

  /// Number of amp2hip errors reported and shown so far (warnings not
  /// counted).
  unsigned errorCount() const { return Errors; }

private:
  clang::DiagnosticsEngine &Engine;
  FatalErrorPolicy Policy;
  /// The last report was shown past a fatal error: so are its notes.
  bool Forcing = false;
  unsigned Errors = 0;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_DIAGNOSTICS_H
