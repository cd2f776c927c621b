//===- CheckedEdit.cpp - Adding an edit, or reporting why not -------------===//

#include "Edits/CheckedEdit.h"

#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace amp2hip {

namespace {
/// The first line of \p Text, at most 40 characters, for a message.
std::string excerpt(llvm::StringRef Text) {
  llvm::StringRef Line = Text.ltrim("\n").split('\n').first;
  std::string Out = Line.take_front(40).str();
  if (Line.size() > 40 || Line.size() < Text.ltrim("\n").size())
    Out += "...";
  return Out;
}

std::string describe(const Edit &E, llvm::StringRef Source) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  if (E.Length == 0)
    OS << "inserting '" << excerpt(E.Text) << "'";
  else if (E.Text.empty())
    OS << "removing '" << excerpt(Source.substr(E.Offset, E.Length)) << "'";
  else
    OS << "replacing '" << excerpt(Source.substr(E.Offset, E.Length))
       << "' with '" << excerpt(E.Text) << "'";
  return Out;
}
} // namespace

bool EditTarget::add(unsigned Offset, unsigned Length, llvm::StringRef Text,
                     llvm::StringRef Purpose) {
  if (llvm::Error Err = Edits.add(Offset, Length, Text)) {
    report(std::move(Err), Purpose);
    return false;
  }
  return true;
}

void EditTarget::report(llvm::Error Conflict, llvm::StringRef Purpose) {
  llvm::StringRef Source = SM.getBufferData(File);
  std::string What = Purpose.empty() ? "this rewrite" : Purpose.str();
  unsigned Offset = 0;
  std::string Detail;
  llvm::handleAllErrors(
      std::move(Conflict),
      [&](const EditConflict &C) {
        Offset = C.New.Offset;
        Detail = describe(C.New, Source) + " overlaps " +
                 describe(C.Existing, Source) + ", an edit already made";
      },
      [&](const llvm::ErrorInfoBase &E) { Detail = E.message(); });
  Diags.report(SM.getLocForStartOfFile(File).getLocWithOffset(Offset),
               DiagId::EditConflict,
               "amp2hip cannot write " + What +
                   ": two rewrites of the same text (" + Detail +
                   "); nothing is written");
}

} // namespace amp2hip
