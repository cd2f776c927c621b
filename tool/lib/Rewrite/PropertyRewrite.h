//===- PropertyRewrite.h - Short vector properties to calls -----*- C++ -*-===//
//
// MSVC's short vector types expose the colour names of the components and
// every swizzle as `__declspec(property)` members (`v.xy`, `c.rgb`, `c.r`).
// The parse headers declare them the same way; the HIP runtime has only the
// functions behind them (get_xy(), set_xy(v)) and the components as data
// members, so every use in the main file is rewritten:
//
//   v.xy            -> v.get_xy()
//   v.xy = e        -> v.set_xy(e)
//   v.xy op= e      -> v.set_xy(v.get_xy() op (e))    (v without side effects)
//   ++v.xy, v.xy++  -> v.set_xy(v.get_xy() + 1)       (value unused for x++)
//   c.r, c.bgr      -> c.x, c.get_zyx() ...
//
// Properties the program declares itself (`__declspec(property(get = G, put
// = P)) T name;`, B3DContest's copy of the short vectors) are rewritten the
// same way, as calls of G and P, and their declarations removed
// (AMP2HIP-W0003): GCC, hipcc and nvcc do not know them. An indexed property
// (`T name[]`) is not rewritten.
//
// Uses that cannot be rewritten are reported as AMP2HIP-E0010.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_PROPERTYREWRITE_H
#define AMP2HIP_TOOL_PROPERTYREWRITE_H

#include "Diagnostics/Diagnostics.h"
#include "Edits/CheckedEdit.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
} // namespace clang

namespace amp2hip {

/// Adds to \p Out the rewrites of every use, in its file (whose text is
/// \p Buffer), of a property declared by the AMP headers or by the program,
/// templates' instantiations included (each use once), and the removal of
/// the program's property declarations in the file. Call it after the other
/// rewrites of expressions and before kernels are outlined: a compound
/// assignment copies its object expression with the edits already inside it.
/// Returns the number of uses rewritten.
unsigned rewriteAmpProperties(clang::ASTContext &Ctx, DiagReporter &Diags,
                              llvm::StringRef Buffer, EditTarget &Out);

/// The uses that only a template's instantiation shows to be property uses
/// (`p.x = v` in a template whose `p` has a dependent type, instantiated
/// with a type declaring `x` as a property: SolveTSP's `parent_local.x` in
/// `AMP-CMP-Opt.cpp`), rewritten as rewriteAmpProperties would, as text
/// edits for the next round (each with the path \p EditPath gives its file;
/// files without one are not edited). The next round parses calls of the
/// get and put functions, which every instantiation and every input that
/// includes the header sees alike: a header that only one input instantiates
/// translates the same way in the others (the driver gives them the edits,
/// TranslateOptions::HeaderEdits). A use that cannot be rewritten is left to
/// rewriteAmpProperties, which reports it (AMP2HIP-E0010). Returns the
/// number of edits added (none for a use already written as the output
/// writes it, such as the component `v.x` of the AMP headers' vectors).
unsigned planInstantiatedPropertyUses(
    clang::ASTContext &Ctx,
    llvm::function_ref<std::optional<std::string>(clang::FileID)> EditPath,
    std::vector<clang::tooling::Replacement> &Edits);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_PROPERTYREWRITE_H
