//===- DeveloperPreviewNames.h - Pre-release C++ AMP names ------*- C++ -*-===//
//
// Programs written for the C++ AMP Developer Preview (Visual Studio 11
// Developer Preview, 2011) use names that released C++ AMP renamed:
//
//   grid<2> g(origin, e);                      // extent<2>, with an origin
//   array_view<writeonly<float>, 1> out(n, v); // array_view + discard_data()
//   img.grid.extent                            // img.extent
//
// No released MSVC accepts them, and amp2hip translates released C++ AMP.
// Clang reports each as undeclared; this check names the construct instead
// (AMP2HIP-E0029), with what released C++ AMP writes, from the table
// DeveloperPreviewNames.def.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_DEVELOPERPREVIEWNAMES_H
#define AMP2HIP_TOOL_DEVELOPERPREVIEWNAMES_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/LangOptions.h"

#include <string>

namespace amp2hip {

/// AMP2HIP-E0029's message when \p Info is Clang's error about a name of the
/// C++ AMP Developer Preview (DeveloperPreviewNames.def), else empty:
///   - "use of undeclared identifier", "unknown type name" or "no template
///     named" for the name followed by `<` (grid<2>, writeonly<float>), the
///     template-id the Developer Preview declared (a program's own `grid`
///     variable that is undeclared is left to Clang's error);
///   - "no member named" for the name in namespace concurrency or in one of
///     its classes (concurrency::grid<1>, img.grid).
/// \p LangOpts lexes the token after the name.
std::string developerPreviewNameMessage(const clang::Diagnostic &Info,
                                        const clang::LangOptions &LangOpts);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_DEVELOPERPREVIEWNAMES_H
