//===- FileEdits.cpp - The checked edits of one translated file -----------===//

#include "Edits/FileEdits.h"

#include "llvm/Support/raw_ostream.h"

using clang::tooling::Replacement;
using clang::tooling::Replacements;

namespace amp2hip {

char EditConflict::ID = 0;

void EditConflict::log(llvm::raw_ostream &OS) const {
  auto Describe = [&OS](const Edit &E) {
    if (E.Length == 0)
      OS << "an insertion at offset " << E.Offset;
    else
      OS << "a replacement of offsets " << E.Offset << "-"
         << E.Offset + E.Length;
  };
  Describe(New);
  OS << " overlaps ";
  Describe(Existing);
}

std::error_code EditConflict::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

namespace {
bool overlaps(unsigned Offset, unsigned Length, const Replacement &R) {
  return Offset < R.getOffset() + R.getLength() &&
         R.getOffset() < Offset + Length;
}

Edit toEdit(const Replacement &R) {
  return Edit{R.getOffset(), R.getLength(), R.getReplacementText().str()};
}
} // namespace

llvm::Error FileEdits::add(unsigned Offset, unsigned Length,
                           llvm::StringRef Text) {
  std::string Merged = Text.str();
  const Replacement *EarlierInsertion = nullptr;
  for (const Replacement &R : Replaces) {
    if (R.getOffset() == Offset && R.getLength() == Length && Length != 0 &&
        R.getReplacementText() == Text)
      return llvm::Error::success(); // the same edit again
    if (overlaps(Offset, Length, R))
      return llvm::make_error<EditConflict>(Edit{Offset, Length, Text.str()},
                                            toEdit(R));
    if (Length == 0 && R.getLength() == 0 && R.getOffset() == Offset)
      EarlierInsertion = &R;
  }
  if (EarlierInsertion) {
    // Replacements keeps one insertion per offset: merge, earlier first.
    Merged = EarlierInsertion->getReplacementText().str() + Merged;
    Replacements Rest;
    for (const Replacement &R : Replaces)
      if (&R != EarlierInsertion)
        llvm::cantFail(Rest.add(R));
    Replaces = std::move(Rest);
  }
  // The overlap rules above are Replacements' own, so this cannot fail; if it
  // did, the edit is still reported, never dropped.
  if (llvm::Error Err =
          Replaces.add(Replacement(Path, Offset, Length, Merged))) {
    llvm::consumeError(std::move(Err));
    return llvm::make_error<EditConflict>(Edit{Offset, Length, Text.str()},
                                          Edit{Offset, 0, ""});
  }
  return llvm::Error::success();
}

std::string FileEdits::apply(llvm::StringRef Source, unsigned Begin,
                             unsigned End) const {
  std::string Out;
  unsigned Cursor = Begin;
  for (const Replacement &R : Replaces) {
    if (R.getOffset() < Begin || R.getOffset() + R.getLength() > End)
      continue;
    Out += Source.slice(Cursor, R.getOffset()).str();
    Out += R.getReplacementText().str();
    Cursor = R.getOffset() + R.getLength();
  }
  Out += Source.slice(Cursor, End).str();
  return Out;
}

FileEdits FileEdits::within(unsigned Begin, unsigned End) const {
  FileEdits Copy(Path);
  for (const Replacement &R : Replaces)
    if (R.getOffset() >= Begin && R.getOffset() + R.getLength() <= End)
      llvm::cantFail(Copy.Replaces.add(R));
  return Copy;
}

bool FileEdits::replaces(unsigned Offset) const {
  for (const Replacement &R : Replaces)
    if (R.getLength() > 0 && R.getOffset() <= Offset &&
        Offset < R.getOffset() + R.getLength())
      return true;
  return false;
}

void FileEdits::eraseWithin(unsigned Begin, unsigned End) {
  Replacements Kept;
  for (const Replacement &R : Replaces)
    if (!(R.getOffset() >= Begin && R.getOffset() + R.getLength() <= End))
      llvm::cantFail(Kept.add(R));
  Replaces = std::move(Kept);
}

} // namespace amp2hip
