//===- LibraryDefinitions.h - Parse headers are defined elsewhere -*- C++ -*-===//
//
// amp2hip parses a program against its own declaration headers of the C++ AMP
// library (tool/amp-include: <amp.h>, <amp_math.h>, <amp_graphics.h>,
// <amp_short_vectors.h>); the runtime (runtime/include/amp2hip) defines what
// they declare. Clang requires a definition in the translation unit of a
// function that is used and whose type has no linkage (C++ [basic.link]p8):
// `array_view<Local>::operator[]` for a class `Local` declared in a function
// is one (err_undefined_internal_type). Such functions of the library are
// defined by the runtime the translation is built with, so Sema is told so.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_TOOL_LIBRARYDEFINITIONS_H
#define AMP2HIP_TOOL_LIBRARYDEFINITIONS_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Sema/ExternalSemaSource.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace clang {
class SourceManager;
} // namespace clang

namespace amp2hip {

/// True if \p Loc lies in one of the C++ AMP library's parse headers: a file
/// named `amp*.h` directly in \p AmpIncludeDir (the directory amp2hip passes
/// with -isystem). False for an invalid location or an empty directory.
bool isAmpLibraryLocation(const clang::SourceManager &SM,
                          clang::SourceLocation Loc,
                          llvm::StringRef AmpIncludeDir);

/// Sema's source of "defined elsewhere": removes the library's functions from
/// the used-but-undefined entities Sema checks at the end of the translation
/// unit (Sema::ActOnEndOfTranslationUnit reads them through
/// ReadUndefinedButUsed just before it reports them). The program's own
/// functions stay: a function of the program used but never defined is still
/// Clang's error.
class LibraryDefinitionSource : public clang::ExternalSemaSource {
public:
  LibraryDefinitionSource(const clang::SourceManager &SM,
                          std::string AmpIncludeDir)
      : SM(SM), AmpIncludeDir(std::move(AmpIncludeDir)) {}

  void ReadUndefinedButUsed(
      llvm::MapVector<clang::NamedDecl *, clang::SourceLocation> &Undefined)
      override;

private:
  const clang::SourceManager &SM;
  std::string AmpIncludeDir;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_LIBRARYDEFINITIONS_H
