//===- RestrictionDiagnostics.h - Clang's CUDA target errors as AMP -*- C++ -*-===//
//
// amp2hip parses AMP as CUDA (host side), with restrict(amp) as Clang's device
// attribute and restrict(cpu) as host (docs/architecture.md, "Parse mode").
// Clang then rejects a call from amp code to a function without restrict(amp)
// as an overload failure: "no matching function for call to 'f'" with the
// note "call to __host__ function from __device__ function". This consumer
// sits in front of Clang's printer and turns such errors into the AMP rule
// they break, C++ AMP v1.2 §2.3 (AMP2HIP-E0011), reported by the rewriter at
// the call. Clang's other CUDA target errors are read the same way
// (MappedTargetError); every other diagnostic goes through unchanged.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_RESTRICTIONDIAGNOSTICS_H
#define AMP2HIP_TOOL_RESTRICTIONDIAGNOSTICS_H

#include "Diagnostics/Diagnostics.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class CXXDestructorDecl;
} // namespace clang

namespace amp2hip {

/// A call that Clang rejected only because of restrictions: the callee (or
/// operator) exists, but none of its overloads may be called from amp code.
struct RestrictionViolation {
  clang::SourceLocation Loc; ///< the call (or the operator)
  std::string Callee;        ///< e.g. "hostOnly", "operator+"
  std::string ClangMessage;  ///< Clang's own error, kept as a note
};

/// One of Clang's CUDA target errors (decision 6 in DESIGN.md: restrict(amp)
/// is Clang's device attribute, restrict(cpu) its host attribute), read as the
/// C++ AMP rule it enforces and reported with that rule's ID at Clang's
/// location; Clang's own text follows as a note.
struct MappedTargetError {
  clang::SourceLocation Loc;
  DiagId Id;
  std::string Message;      ///< the AMP rule, without the ID
  std::string ClangMessage; ///< Clang's error, kept as a note
  std::string ClangNotes;   ///< Clang's notes of it, as rendered text
};

/// AMP2HIP-E0017's message: \p Callee, restrict(amp) only, used from cpu
/// code (or from a global variable's initializer).
std::string cpuUseOfAmpFunctionMessage(llvm::StringRef Callee,
                                       bool InGlobalInitializer);

/// AMP2HIP-E0021's message: a use of the C++ AMP library that fits none of
/// its declarations (Clang's error and its candidates follow as notes).
std::string libraryMismatchMessage();

/// AMP2HIP-E0019's message for a restriction specifier written on \p What
/// ("the variable 'p'", "this variable").
std::string restrictionOnVariableMessage(llvm::StringRef What);

/// AMP2HIP-E0018's message for a destructor of \p Class declared with the
/// restriction \p Here (as written: "restrict(amp)") after one with
/// \p Before.
std::string destructorRestrictionsMessage(llvm::StringRef Class,
                                          llvm::StringRef Here,
                                          llvm::StringRef Before);

/// AMP2HIP-E0008's message: \p Name is not a restriction specifier.
std::string unknownRestrictionMessage(llvm::StringRef Name);

/// Prints diagnostics to stderr as Clang does, except Clang's overload errors whose
/// candidates all failed on the CUDA target (restriction): those, with their
/// notes, are recorded in \p Violations instead. An error is held until the
/// next non-note diagnostic (its notes follow it); call flush() before reading
/// Violations.
class RestrictionDiagConsumer : public clang::DiagnosticConsumer {
public:
  /// Prints what it lets through with Clang's text format and \p Opts.
  explicit RestrictionDiagConsumer(clang::DiagnosticOptions *Opts);
  ~RestrictionDiagConsumer() override;

  void BeginSourceFile(const clang::LangOptions &LO,
                       const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void finish() override;
  bool IncludeInDiagnosticCounts() const override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  /// Decides the held error, if any.
  void flush();

  std::vector<RestrictionViolation> Violations;
  /// Clang's other CUDA target errors, as AMP rules: a cpu-side use of an
  /// amp-only function (AMP2HIP-E0017; an amp-side use of a cpu-only one is
  /// AMP2HIP-E0011), conflicting restrictions of one function
  /// (AMP2HIP-E0018), a restriction on a variable (AMP2HIP-E0019).
  std::vector<MappedTargetError> TargetErrors;
  /// Static assertions of the AMP library (its headers are system headers)
  /// that failed for the program's use of it, with the innermost place in
  /// the program that required them (AMP2HIP-E0015).
  struct LibraryAssertion {
    clang::SourceLocation Loc; ///< in the program: the main file if possible
    clang::SourceLocation Innermost; ///< the innermost place in the program
    std::string Message;             ///< the assertion's message
  };
  std::vector<LibraryAssertion> LibraryAssertions;
  /// Uses of a class whose implicitly declared constructor or destructor has
  /// no consistent restriction (Clang's CUDA "invalid target").
  std::vector<clang::SourceLocation> InvalidTargets;
  /// Clang's "destructor cannot be redeclared" at a destructor of a class
  /// that already declares \p Previous: AMP2HIP-E0018 when the two differ in
  /// restriction (resolveRedeclaredDestructors), else Clang's error.
  struct RedeclaredDestructor {
    clang::SourceLocation Loc; ///< the later destructor's name
    const clang::CXXDestructorDecl *Previous = nullptr;
    std::string ClangText;  ///< Clang's error and notes, as rendered text
    std::string ClangError; ///< Clang's error alone
    std::string ClangNotes; ///< Clang's notes, as rendered text
  };
  std::vector<RedeclaredDestructor> RedeclaredDestructors;

  /// Decides each of RedeclaredDestructors once the AST is complete: a
  /// destructor whose restriction differs from that of the class's earlier
  /// one goes to TargetErrors (AMP2HIP-E0018: C++ AMP v1.2 §2.3.2, a class
  /// has one destructor, not one per restriction); Clang's error is printed
  /// for any other.
  void resolveRedeclaredDestructors(const clang::SourceManager &SM);

  /// The directory of amp2hip's parse headers (`<amp.h>`, `<amp_math.h>`...).
  /// Clang's errors in the program about a use of a declaration of one of its
  /// `amp*.h` files that fits none of them (no viable overload, constructor,
  /// conversion or operator; no such member; an inaccessible constructor) are
  /// recorded in TargetErrors as AMP2HIP-E0021. Empty: none are.
  std::string AmpLibraryDir;

private:
  std::string Rendered;
  std::unique_ptr<llvm::raw_string_ostream> RenderedOS;
  std::unique_ptr<clang::DiagnosticConsumer> Printer;
  const clang::LangOptions *LangOpts = nullptr;
  const clang::Preprocessor *PP = nullptr;
  /// The held overload error and its notes, as rendered text.
  bool HasPending = false;
  std::string PendingText;
  bool PendingIsTargetFailure = false;
  RestrictionViolation PendingViolation;
  /// Whether every candidate of the held overload error failed because a
  /// cpu caller cannot call it (AMP2HIP-E0017, not E0011).
  bool PendingFromCpu = false;
  /// The notes that follow belong to the last of TargetErrors.
  bool SwallowNotes = false;
  /// A held static assertion of the AMP library, completed by its notes.
  bool PendingIsLibraryAssertion = false;
  LibraryAssertion PendingAssertion;
  /// The held error is one that a use of the AMP library can fit none of its
  /// declarations with (libraryMismatchMessage): its Clang ID, whether one of
  /// its arguments names a declaration of the library, its notes, and how
  /// many of its candidate notes point into the library (of how many).
  unsigned PendingFitId = 0;
  bool PendingNamesLibrary = false;
  bool PendingInProgram = false;
  std::string PendingClangText; ///< Clang's text of the held error
  std::string PendingNotes;
  unsigned PendingCandidates = 0;
  unsigned PendingLibraryCandidates = 0;
  /// A held "destructor cannot be redeclared", completed by its notes.
  bool HasPendingDestructor = false;
  RedeclaredDestructor PendingDestructor;

  /// True if \p Loc lies in one of the library's `amp*.h` files.
  bool isLibraryLocation(const clang::SourceManager &SM,
                         clang::SourceLocation Loc) const;
  /// True if an argument of \p Info is a type, declaration or context
  /// declared in the library.
  bool namesLibrary(const clang::Diagnostic &Info) const;
  /// True if the held error is a use of the library that fits none of its
  /// declarations.
  bool pendingIsLibraryMismatch() const;

  /// Holds or maps the error \p Info (rendered as \p Text, which it may
  /// take): a static assertion of the library, a redeclared destructor, a
  /// misplaced or unknown restriction (AMP2HIP-E0008), an error of a use of
  /// the library, another CUDA target error. False: printed as it is.
  bool holdError(const clang::Diagnostic &Info, std::string &Text);
  /// Adds the note \p Info (rendered as \p Text) to the held or mapped
  /// error it belongs to. False: printed as it is.
  bool holdNote(const clang::Diagnostic &Info, const std::string &Text);
  /// Holds the failed static assertion of the library \p Info.
  void holdLibraryAssertion(const clang::Diagnostic &Info, std::string &Text);
  /// Adds an instantiation note to the held static assertion: the places
  /// in the program that required it.
  void addLibraryAssertionNote(const clang::Diagnostic &Info,
                               const std::string &Text);
  /// Maps a restriction written before a cv- or ref-qualifier, or an unknown
  /// restriction, to AMP2HIP-E0008 in TargetErrors. False: \p Info is
  /// neither.
  bool mapRestrictionSpelling(const clang::Diagnostic &Info);
  /// Maps Clang's error about a name of the C++ AMP Developer Preview
  /// (`grid<2>`, `writeonly<T>`: DeveloperPreviewNames.h) to AMP2HIP-E0029
  /// in TargetErrors. False: \p Info is not one.
  bool mapDeveloperPreviewName(const clang::Diagnostic &Info);
  /// Holds the error \p Info that a use of the library may fit none of its
  /// declarations with (decided by flush()).
  void holdLibraryFitError(const clang::Diagnostic &Info, std::string &Text);
  /// Adds a note (an overload candidate) to the held error.
  void addPendingNote(const clang::Diagnostic &Info, const std::string &Text);
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_RESTRICTIONDIAGNOSTICS_H
