//===- LibraryDefinitions.cpp - The parse headers' functions are defined --===//

#include "Frontend/LibraryDefinitions.h"

#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace amp2hip {

bool isAmpLibraryLocation(const SourceManager &SM, SourceLocation Loc,
                          llvm::StringRef AmpIncludeDir) {
  if (AmpIncludeDir.empty() || Loc.isInvalid())
    return false;
  OptionalFileEntryRef Entry =
      SM.getFileEntryRefForID(SM.getFileID(SM.getFileLoc(Loc)));
  if (!Entry)
    return false;
  llvm::StringRef Path = Entry->getName();
  return llvm::sys::path::filename(Path).starts_with("amp") &&
         llvm::sys::path::remove_leading_dotslash(
             llvm::sys::path::parent_path(Path)) ==
             llvm::sys::path::remove_leading_dotslash(AmpIncludeDir.rtrim("/"));
}

void LibraryDefinitionSource::ReadUndefinedButUsed(
    llvm::MapVector<NamedDecl *, SourceLocation> &Undefined) {
  Undefined.remove_if([&](const std::pair<NamedDecl *, SourceLocation> &U) {
    return isAmpLibraryLocation(SM, U.first->getLocation(), AmpIncludeDir);
  });
}

} // namespace amp2hip
