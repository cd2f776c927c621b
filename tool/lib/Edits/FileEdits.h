//===- FileEdits.h - The checked edits of one translated file ---*- C++ -*-===//
//
// Every rewrite of a file that amp2hip translates (the main file or one of the
// program's headers) is a tooling::Replacement in that file's FileEdits. An
// edit that overlaps one already there is an EditConflict error, which the
// caller must handle: llvm::Error is [[nodiscard]], and the library builds
// with -Werror=unused-result, so an ignored result does not compile. The
// rewriter reports a conflict as AMP2HIP-E0022 (reportEditConflict); it is
// never dropped.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_EDITS_FILEEDITS_H
#define AMP2HIP_TOOL_EDITS_FILEEDITS_H

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace amp2hip {

/// One planned replacement of [Offset, Offset + Length) of a file by Text
/// (Length 0 inserts), before it is added to the file's FileEdits: what a
/// KernelPlan's emission produces.
struct Edit {
  unsigned Offset;
  unsigned Length;
  std::string Text;
};

/// The error of an edit that overlaps an edit already added: both edits, for
/// the diagnostic (AMP2HIP-E0022).
class EditConflict : public llvm::ErrorInfo<EditConflict> {
public:
  static char ID;
  EditConflict(Edit New, Edit Existing)
      : New(std::move(New)), Existing(std::move(Existing)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;
  Edit New;      ///< the edit that could not be added
  Edit Existing; ///< the edit already there that it overlaps
};

/// The edits of one file, kept as Clang's tooling::Replacements.
///
/// Differences from adding to tooling::Replacements directly, both needed by
/// the rewriter: insertions at one offset are applied in the order they were
/// added (Replacements rejects two insertions at one offset unless their
/// order does not matter), and adding an edit that is already there (a
/// template's instantiations reach the same text again) succeeds and changes
/// nothing.
class FileEdits {
public:
  /// \p FilePath names the file in the replacements (tooling::Replacement's
  /// file path); it is not read.
  explicit FileEdits(llvm::StringRef FilePath = "") : Path(FilePath.str()) {}

  /// Replaces [Offset, Offset + Length) by \p Text (inserts if Length is 0).
  /// Fails with EditConflict when the edit overlaps an edit already added: a
  /// replacement of any of the same characters, or an insertion strictly
  /// inside a replaced range. An insertion at the start of a replaced range
  /// comes before the replacement text, one at its end after it.
  [[nodiscard]] llvm::Error add(unsigned Offset, unsigned Length,
                                llvm::StringRef Text);

  /// Source[Begin, End) with the edits that lie wholly inside it applied
  /// (an insertion at Begin or End included). \p Source is the file's text.
  std::string apply(llvm::StringRef Source, unsigned Begin, unsigned End) const;

  /// The edits wholly inside [Begin, End), as FileEdits of their own (for a
  /// copy of that text, such as a kernel body, that is edited further).
  FileEdits within(unsigned Begin, unsigned End) const;

  /// True if an edit replaces the character at \p Offset (its text is not
  /// in the output).
  bool replaces(unsigned Offset) const;

  /// Removes every edit wholly inside [Begin, End) (text that a later edit
  /// replaces with a copy of its own, edits applied).
  void eraseWithin(unsigned Begin, unsigned End);

  bool empty() const { return Replaces.empty(); }

  /// The edits, in offset order (insertions at one offset merged in the
  /// order they were added).
  const clang::tooling::Replacements &replacements() const { return Replaces; }

private:
  std::string Path;
  clang::tooling::Replacements Replaces;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_EDITS_FILEEDITS_H
