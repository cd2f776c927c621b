//===- MsvcCompat.h - Parse as MSVC does, write portable C++ -*- C++ -*-===//
//
// C++ AMP programs were written for MSVC. amp2hip parses them with Clang's
// Microsoft compatibility (-fms-compatibility, -fms-extensions), so that what
// MSVC accepted parses, and writes what was accepted only because of it as
// portable C++, reported as AMP2HIP-W0003, so that hipcc and nvcc never need
// Microsoft modes (docs/features/msvc-dialect.md):
//   - Clang's Microsoft-extension warnings that carry a fix-it (unqualified
//     lookup into dependent bases -> `this->`, extra qualification, implicit
//     `typename`, `register`): the fix-it is applied;
//   - MSVC keywords: `__int8`..`__int64` -> standard types, `__forceinline`
//     -> `inline`, calling conventions (`__stdcall`, `__cdecl`, ...) removed;
//   - two of Clang's errors that MSVC does not give, fixed in the text before
//     another parse (MsvcErrorFixes.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_MSVCCOMPAT_H
#define AMP2HIP_TOOL_MSVCCOMPAT_H

#include "Compat/MsvcErrorFixes.h"
#include "Compat/WindowsApiMapping.h"
#include "Diagnostics/Diagnostics.h"
#include "Edits/CheckedEdit.h"
#include "Edits/RoundEdits.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class LangOptions;
class SourceManager;
} // namespace clang

namespace amp2hip {

/// Clang arguments that make it parse as MSVC 19.33 (Visual Studio 2022)
/// does, on the Linux target: -fms-extensions, -fms-compatibility and
/// -fms-compatibility-version, `register` a warning (MSVC ignores it), and
/// the GNU predefined macros that -fms-compatibility drops (`__GNUC__`,
/// `__GCC_ATOMIC_*`, `__EXCEPTIONS`, ...) defined again, because libstdc++
/// needs them. test/tool/cli/msvc_predefines.test checks that list against
/// Clang's own predefines.
std::vector<std::string> msvcCompatibilityArgs();

/// A construct Clang accepted only because of Microsoft compatibility.
struct MsvcAccepted {
  clang::SourceLocation Loc;
  std::string Message; ///< Clang's text
  std::string Option;  ///< the warning option, e.g. "microsoft-template"
  std::vector<clang::FixItHint> FixIts;
};

/// An include of a Windows-only library's header (AMP2HIP-E0013).
struct WindowsOnlyInclude {
  clang::SourceLocation Loc; ///< the header name in the directive
  std::string Header;        ///< as written
  const WindowsOnlyLibrary *Library;
};

/// Sits in front of another consumer: Clang's warnings about Microsoft
/// extensions (and `register`, and implicit `typename`) are recorded in
/// Accepted, with their notes dropped; errors are counted, not shown, after
/// a Windows-only library was skipped; in a round that may edit the text,
/// errors that MSVC does not give are held back for a fix (ErrorFixes);
/// warnings that an earlier round showed are dropped; every other diagnostic
/// goes on.
class MsvcCompatConsumer : public clang::DiagnosticConsumer {
public:
  explicit MsvcCompatConsumer(std::unique_ptr<clang::DiagnosticConsumer> Next)
      : Next(std::move(Next)) {}

  void BeginSourceFile(const clang::LangOptions &LO,
                       const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void finish() override;
  bool IncludeInDiagnosticCounts() const override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  std::vector<MsvcAccepted> Accepted;

  /// Set once a Windows-only library's header was skipped (AMP2HIP-E0013):
  /// from then on Clang's errors (not its fatal errors) are counted in
  /// SuppressedErrors instead of shown, since they follow from the missing
  /// library, and do not count towards Clang's error limit.
  bool SuppressErrors = false;
  unsigned SuppressedErrors = 0;
  std::vector<WindowsOnlyInclude> WindowsOnly;

  /// The round this parse is (may be null). When FixErrors is set and the
  /// round's first error is one that MSVC does not give and that can be
  /// fixed in a file of \p EditableHeaders or the main file
  /// (fixableMsvcError), it is held in ErrorFixes, not shown, and so is
  /// every fixable error after it; Clang's other diagnostics of the round
  /// are then not shown either (counted in HeldDiagnostics): the next round,
  /// which parses the fixed text, shows them once. When the first error is
  /// any other, nothing is held in this round.
  RoundEdits *Round = nullptr;
  bool FixErrors = false;
  const std::vector<clang::FileID> *EditableHeaders = nullptr;
  std::vector<MsvcErrorFix> ErrorFixes;
  unsigned HeldDiagnostics = 0;
  /// The parse's Sema (set by the AST consumer, may be null): an error in
  /// the body of a function template it is parsing may be fixed
  /// (MsvcErrorFix::UninstantiatedTemplateBody).
  const clang::Sema *S = nullptr;
  /// True once this round holds errors back.
  bool holdsErrors() const { return State == RoundState::Holding; }
  /// Holds this round's errors back from now on, for a text edit found
  /// before them (MsvcPredefinedMacros.h): the next round parses the edited
  /// text and shows what is left. False, holding nothing, when this round
  /// has shown an error already.
  bool holdErrorsForEdit();

  /// The warnings shown by the earlier rounds of this translation, as
  /// "file:line: text" and how many times (may be null): the same warnings
  /// of this round are not shown again.
  std::map<std::string, unsigned> *ShownWarnings = nullptr;

private:
  /// Holds \p Info back for the next round (see Round); true if held.
  bool holdForFix(clang::DiagnosticsEngine::Level Level,
                  const clang::Diagnostic &Info);
  /// True if an earlier round showed the warning \p Info as often as this
  /// round has now; records it as shown otherwise.
  bool shownBefore(const clang::Diagnostic &Info);

  std::unique_ptr<clang::DiagnosticConsumer> Next;
  bool DroppingNotes = false;
  /// The dropped notes are an accepted construct's (their fix-its count).
  bool NotesOfAccepted = false;
  /// The notes that follow a held error that needs them: an ambiguity's
  /// candidates, where the notes point (MsvcErrorFix::NoteLocs).
  bool RecordingCandidates = false;
  enum class RoundState { Undecided, Holding, Showing };
  RoundState State = RoundState::Undecided;
  std::map<std::string, unsigned> ShownThisRound;
};

/// For the file of \p Out: reports each construct of \p Accepted that lies
/// in it, and each MSVC keyword of its text, as AMP2HIP-W0003, and adds the
/// portable spelling to \p Out. Returns false after reporting an error if an
/// edit could not be added (AMP2HIP-E0022: it overlaps another rewrite).
/// A member of a dependent base that Clang's Microsoft mode found by
/// unqualified lookup (`-Wmicrosoft-template`, which hipcc and nvcc reject)
/// is qualified with the base (LaterVisibleNames.h,
/// dependentBaseQualifier) where the class has one dependent base
/// declaring it.
bool rewriteMsvcCompat(clang::ASTContext &Ctx, DiagReporter &Diags,
                       const std::vector<MsvcAccepted> &Accepted,
                       EditTarget &Out);

/// For the file of \p Out: each reference to a scoped enumeration written
/// `enum class E` or `enum struct E` (an elaborated type specifier, not a
/// declaration of E), which MSVC, Clang's Microsoft mode and nvcc accept
/// silently and C++ ([dcl.type.elab]) and hipcc reject, is
/// reported as AMP2HIP-W0003 and written `enum E`. Returns false after
/// reporting an error if an edit could not be added (AMP2HIP-E0022).
bool rewriteElaboratedScopedEnums(clang::ASTContext &Ctx, DiagReporter &Diags,
                                  EditTarget &Out);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_MSVCCOMPAT_H
