//===- AcceptedDeclarations.h - MSVC's declarations, portable --*- C++ -*-===//
//
// Two declarations that Clang's Microsoft mode accepts with a warning and
// that hipcc and nvcc reject, written as standard C++ (AMP2HIP-W0003, by
// rewriteMsvcCompat), as the TspContest sample's problem_definition.h has
// them:
//
//   template <typename numeric_type> class problem_definition {
//     typedef numeric_type numeric_type;         // -Wmicrosoft-template-shadow
//     virtual ~problem_definition() = 0 {};      // -Wmicrosoft-pure-definition
//
// The template parameter is renamed (`numeric_type_parameter`) where it is
// named, so the member typedef keeps its name for the class's users; the
// pure-specifier is removed, so the function keeps its body (standard C++
// writes that body outside the class; the class is then no longer abstract,
// which only a program that MSVC rejects could observe by creating one).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_ACCEPTEDDECLARATIONS_H
#define AMP2HIP_TOOL_ACCEPTEDDECLARATIONS_H

#include "Compat/TemplateFixes.h"

#include "clang/Basic/SourceLocation.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
} // namespace clang

namespace amp2hip {

/// For Clang's -Wmicrosoft-template-shadow at \p Loc, the name of a member
/// typedef or alias of a class template (or partial specialization) that
/// is its template type parameter's name and aliases that parameter
/// (`typedef T T;`): the renames of the parameter, at its declaration and at
/// each place the class names it, to `T_parameter`. Or, for a member
/// template's type parameter named as one of the class template's
/// (`template <typename T> struct Less` in `template <typename T> class
/// Solution`, SolveTSP's `solver/Plain.cpp`; GCC rejects it), the renames of
/// that inner parameter in the member template. Empty for any other
/// shadowing (a non-type parameter, a use in a macro).
std::vector<TemplateTextEdit>
shadowedParameterRenames(clang::ASTContext &Ctx, clang::SourceLocation Loc);

/// For Clang's -Wmicrosoft-pure-definition at \p Loc (a member function's
/// name, in a file's text): the `= 0` between the name and the body, with
/// the blanks before it, as an edit that removes it; std::nullopt when the
/// text is not that.
std::optional<TemplateTextEdit>
pureSpecifierRemoval(const clang::ASTContext &Ctx, clang::SourceLocation Loc);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_ACCEPTEDDECLARATIONS_H
