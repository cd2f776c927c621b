//===- EditSet.h - Text edits on the main file ------------------*- C++ -*-===//
//
// Edits are collected as (offset, length, text) on the main file and applied
// at the end, either to the whole file or to one range of it (the body of a
// kernel lambda that is copied into an outlined kernel). Keeping them as plain
// offsets lets an edit inside a kernel body be applied to the copy.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_EDITSET_H
#define AMP2HIP_TOOL_EDITSET_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace amp2hip {

/// One replacement of [Offset, Offset + Length) by Text. Length 0 inserts.
struct Edit {
  unsigned Offset;
  unsigned Length;
  std::string Text;
};

/// An ordered set of non-overlapping edits. Insertions at the same offset keep
/// the order in which they were added.
class EditSet {
public:
  /// Adds an edit. Returns false, and adds nothing, when it overlaps an edit
  /// already present (two replacements of the same text).
  bool add(unsigned Offset, unsigned Length, llvm::StringRef Text);

  /// Returns Source[Begin, End) with the edits that lie wholly inside it
  /// applied. Edits that straddle a boundary are ignored.
  std::string apply(llvm::StringRef Source, unsigned Begin, unsigned End) const;

  /// The edits wholly inside [Begin, End), as a set of their own (for a copy
  /// of that text that is edited differently).
  EditSet within(unsigned Begin, unsigned End) const;

  /// Removes and returns nothing; drops every edit wholly inside [Begin, End).
  void eraseWithin(unsigned Begin, unsigned End);

  bool empty() const { return Edits.empty(); }

private:
  std::vector<Edit> Edits;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_EDITSET_H
