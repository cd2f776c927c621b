//===- WindowsApiMapping.h - Windows/CRT names the runtime maps ---*- C++
//-*-===//
//
// The Windows and Microsoft CRT names that have a portable meaning are
// provided by the runtime's portability layer (<amp2hip/windows.h>,
// <amp2hip/tchar.h>, <amp2hip/crtdbg.h>), listed once in
// runtime/include/amp2hip/detail/windows_api.def. The translator reads that
// table: it rewrites the includes of the Windows headers to the runtime's,
// reports each use of a mapped name as AMP2HIP-W0004 with the table's doc
// line, and gives a `_tmain`/`wmain` program the `main` that calls it
// (docs/features/windows-portability.md).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_WINDOWSAPIMAPPING_H
#define AMP2HIP_TOOL_WINDOWSAPIMAPPING_H

#include "Diagnostics/Diagnostics.h"
#include "Edits/CheckedEdit.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <vector>

namespace clang {
class ASTContext;
class PPCallbacks;
class SourceManager;
} // namespace clang

namespace amp2hip {

/// One row of windows_api.def.
struct WindowsApiRow {
  enum KindType { Header, Function, Type, Macro } Kind;
  llvm::StringRef Name;
  /// Header rows: the runtime header ("" = the include is dropped); other
  /// rows: the Windows/CRT header that declares the name ("" = a keyword).
  llvm::StringRef Where;
  llvm::StringRef Doc;
};

/// The header row for an include written \p IncludeName (compared without
/// case, `\` read as `/`, by its last component), or null.
const WindowsApiRow *findWindowsHeader(llvm::StringRef IncludeName);

/// The function, type or macro row named \p Name, or null.
const WindowsApiRow *findWindowsName(llvm::StringRef Name,
                                     WindowsApiRow::KindType Kind);

/// True if \p Name is a function or macro row whose Windows header is one of
/// MSVC's C headers (`stdio.h`, `string.h`, `stdlib.h`, `time.h`, `errno.h`,
/// `stddef.h`, `sys/stat.h`): a CRT name (`_stricmp`, `sprintf_s`,
/// `_S_IWRITE`) that MSVC's C++ headers
/// make visible through them, and glibc's do not declare.
bool isMsvcCHeaderName(llvm::StringRef Name);

/// A Windows-only library (WindowsOnlyLibraries.def): AMP2HIP-E0013.
struct WindowsOnlyLibrary {
  llvm::StringRef Header; ///< lower case; a trailing '*' matches a prefix
  llvm::StringRef Library;
  llvm::StringRef Replacement;
};

/// The Windows-only library whose header \p IncludeName names (by its last
/// component, without case), or null.
const WindowsOnlyLibrary *findWindowsOnlyLibrary(llvm::StringRef IncludeName);

/// A use of a mapped macro, recorded while preprocessing.
struct MappedMacroUse {
  clang::SourceLocation Loc; ///< where the macro name is written
  const WindowsApiRow *Row;
};

/// Records the expansions of the table's macros (those defined by the
/// runtime's portability headers) written in the program's files.
std::unique_ptr<clang::PPCallbacks>
recordMappedMacros(const clang::SourceManager &SM,
                   std::vector<MappedMacroUse> &Uses);

/// For the file of \p Out: reports each use of a mapped function, type or macro
/// (\p Macros) as AMP2HIP-W0004, and appends the entry `main`
/// (AMP2HIP_TMAIN_ENTRY or AMP2HIP_WMAIN_ENTRY) after a `_tmain` or `wmain`
/// definition.
void rewriteWindowsApiUses(clang::ASTContext &Ctx, DiagReporter &Diags,
                           const std::vector<MappedMacroUse> &Macros,
                           EditTarget &Out);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_WINDOWSAPIMAPPING_H
