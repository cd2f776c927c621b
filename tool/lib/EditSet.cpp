//===- EditSet.cpp - Text edits on the main file --------------------------===//

#include "EditSet.h"

#include <algorithm>

namespace amp2hip {

bool EditSet::add(unsigned Offset, unsigned Length, llvm::StringRef Text) {
  for (const Edit &E : Edits) {
    bool Overlap = Offset < E.Offset + E.Length && E.Offset < Offset + Length;
    if (Overlap)
      return false;
  }
  // Keep the vector sorted by offset; a stable insertion keeps the order of
  // insertions at one offset, and puts an insertion before a replacement that
  // starts at the same offset.
  auto Pos = std::upper_bound(Edits.begin(), Edits.end(), Offset,
                              [Length](unsigned Off, const Edit &E) {
                                if (Off != E.Offset)
                                  return Off < E.Offset;
                                return Length == 0 && E.Length != 0;
                              });
  Edits.insert(Pos, Edit{Offset, Length, Text.str()});
  return true;
}

std::string EditSet::apply(llvm::StringRef Source, unsigned Begin,
                           unsigned End) const {
  std::string Out;
  unsigned Cursor = Begin;
  for (const Edit &E : Edits) {
    if (E.Offset < Begin || E.Offset + E.Length > End)
      continue;
    if (E.Offset < Cursor)
      continue; // Cannot happen for non-overlapping edits.
    Out += Source.slice(Cursor, E.Offset).str();
    Out += E.Text;
    Cursor = E.Offset + E.Length;
  }
  Out += Source.slice(Cursor, End).str();
  return Out;
}

EditSet EditSet::within(unsigned Begin, unsigned End) const {
  EditSet Copy;
  for (const Edit &E : Edits)
    if (E.Offset >= Begin && E.Offset + E.Length <= End)
      Copy.Edits.push_back(E);
  return Copy;
}

void EditSet::eraseWithin(unsigned Begin, unsigned End) {
  Edits.erase(std::remove_if(Edits.begin(), Edits.end(),
                             [&](const Edit &E) {
                               return E.Offset >= Begin &&
                                      E.Offset + E.Length <= End;
                             }),
              Edits.end());
}

} // namespace amp2hip
