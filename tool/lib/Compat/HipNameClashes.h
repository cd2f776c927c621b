//===- HipNameClashes.h - The program's names that HIP also has -*- C++ -*-===//
//
// HIP's headers declare vector types and their `make_` functions at global
// scope (`float4`, `int2`, `make_float4`, `dim3`: HipGlobalNames.def), and
// C++ programs of MSVC's time declare types of those names for themselves
// (B3DContest's copy of the short vector classes has `uint2` ... `double4`
// in namespace Concurrency::graphics, used after a using-directive; a
// program's own `struct float4`). MSVC never saw HIP's: the translation
// compiled by hipcc or nvcc would define the name twice ("type 'float4' has
// already been defined") or find two (ambiguous). amp2hip renames the
// program's declaration and every reference to it, with Clang's rename
// machinery (Tooling/Refactoring/Rename: the declaration's USRs and their
// occurrences), as an edit for the next round of the translation, so that
// everything after (the kernels' parameter types included) sees the new
// name: `program_float4` (AMP2HIP-W0003). docs/features/msvc-dialect.md.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_COMPAT_HIPNAMECLASHES_H
#define AMP2HIP_TOOL_COMPAT_HIPNAMECLASHES_H

#include "clang/AST/ASTContext.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace amp2hip {

/// True if HIP's headers declare \p Name at global scope: a row of
/// HipGlobalNames.def (`float4`, `make_int2`, `dim3`).
bool isHipGlobalName(llvm::StringRef Name);

/// Finds the program's declarations at namespace scope (classes, enums,
/// typedefs and aliases, non-member functions; in the traversal scope, that
/// is outside system headers) named as one of HIP's global names, and adds
/// to \p Edits, for the next round, the renaming of each and of every
/// reference to it to `program_NAME` (AMP2HIP-W0003 at the declaration).
/// \p EditPath gives the path the next round edits a file under (empty for
/// the main file), or std::nullopt for a file this translation does not
/// rewrite; a declaration or reference there is AMP2HIP-E0028, and so is
/// every such declaration when \p MayEdit is false (the last round).
/// \returns the number of errors; \p Renamed is set when edits were added.
unsigned planHipNameRenames(
    clang::ASTContext &Ctx, bool MayEdit,
    llvm::function_ref<std::optional<std::string>(clang::FileID)> EditPath,
    std::vector<clang::tooling::Replacement> &Edits, bool &Renamed);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_COMPAT_HIPNAMECLASHES_H
