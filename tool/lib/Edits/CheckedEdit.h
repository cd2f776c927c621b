//===- CheckedEdit.h - Adding an edit, or reporting why not -----*- C++ -*-===//
//
// The one way the rewrite passes add an edit: FileEdits::add, and on a
// conflict the diagnostic AMP2HIP-E0022 at the edit's place
// (docs/diagnostics/AMP2HIP-E0022.md). The translation then fails: an edit is
// never dropped, and a conflict is never reported under another rule's ID.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_EDITS_CHECKEDEDIT_H
#define AMP2HIP_TOOL_EDITS_CHECKEDEDIT_H

#include "Diagnostics/Diagnostics.h"
#include "Edits/FileEdits.h"

#include "clang/Basic/SourceManager.h"

namespace amp2hip {

/// Where the edits of one translated file go: its FileEdits, and how to
/// report a conflict in it.
class EditTarget {
public:
  EditTarget(FileEdits &Edits, DiagReporter &Diags,
             const clang::SourceManager &SM, clang::FileID File)
      : Edits(Edits), Diags(Diags), SM(SM), File(File) {}

  /// Replaces [Offset, Offset + Length) of the file by \p Text. On a
  /// conflict (FileEdits::add), reports AMP2HIP-E0022 at Offset, naming
  /// \p Purpose ("the kernel amp2hip_kernel_f_12"; empty: "this rewrite"),
  /// and returns false.
  bool add(unsigned Offset, unsigned Length, llvm::StringRef Text,
           llvm::StringRef Purpose = "");

  /// Reports \p Conflict (an EditConflict or another error of FileEdits) as
  /// AMP2HIP-E0022; for edits planned elsewhere and added by the caller.
  void report(llvm::Error Conflict, llvm::StringRef Purpose = "");

  /// The file the edits are in.
  clang::FileID file() const { return File; }
  FileEdits &edits() { return Edits; }
  const FileEdits &edits() const { return Edits; }

private:
  FileEdits &Edits;
  DiagReporter &Diags;
  const clang::SourceManager &SM;
  clang::FileID File;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_EDITS_CHECKEDEDIT_H
