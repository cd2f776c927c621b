//===- KernelTypeSpelling.h - Types as an outlined kernel spells them -*- C++
//-*-===//
//
// An outlined kernel sits at namespace scope, before the declaration it was
// written in: the types of its parameters and of the declarations it repeats
// are printed fully qualified, with the local constants and the member type
// aliases of an enclosing class template that they name replaced by what
// they stand for.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_KERNEL_KERNELTYPESPELLING_H
#define AMP2HIP_TOOL_KERNEL_KERNELTYPESPELLING_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>

namespace amp2hip {

/// \p T fully qualified (`concurrency::array_view<int, 1>`), as written
/// otherwise (typedefs kept).
std::string printType(clang::QualType T, const clang::ASTContext &Ctx);

/// A template argument as written in a template argument list (`2`, `T`).
std::string printTemplateArg(const clang::TemplateArgument &Arg,
                             const clang::ASTContext &Ctx);

/// \p Text (the printed \p T) with the local constants its template
/// arguments name written as their values: the kernel's parameter list comes
/// before the constants it declares again (`array<_type, rank>` with a local
/// `const int rank = 1;` gives `array<_type, 1>`).
std::string withLocalConstantValues(std::string Text, clang::QualType T,
                                    const clang::ASTContext &Ctx);

/// True for array_view<const T, N> (already read-only as declared).
bool hasConstElements(clang::QualType T);

/// True if \p D is declared in \p Pattern or in a class that encloses
/// \p Pattern, directly or in a class or enum nested in it: a name the
/// member functions of \p Pattern can use unqualified.
bool isMemberOf(const clang::Decl *D, const clang::CXXRecordDecl *Pattern);

/// The template parameters of \p RD: a class template's, or a partial
/// specialization's own list; null if \p RD is not a template.
const clang::TemplateParameterList *
classTemplateParams(const clang::CXXRecordDecl *RD);

/// The structural forms of a type rebuilt around \p Recurse: a template
/// specialization's type arguments, a pointer's pointee, a constant array's
/// element. \returns the rebuilt type (without \p Ty's qualifiers), \p Ty
/// itself when \p Recurse changed nothing, or std::nullopt when \p Ty is
/// none of those forms.
std::optional<clang::QualType>
rebuildTypeParts(const clang::Type *Ty, const clang::ASTContext &Ctx,
                 llvm::function_ref<clang::QualType(clang::QualType)> Recurse);

/// Rewrites the type \p T, written inside the class template \p Pattern,
/// so that it can be spelled at namespace scope: member type aliases of the
/// class are replaced by what they alias (`value_type`,
/// `typename Scaler<T>::value_type` -> `T`). A member class or enum, or a
/// type form this does not rebuild, cannot be spelled there: \p Unspellable
/// is set to its name. \p T as it is when \p Pattern is null.
clang::QualType spellableOutside(clang::QualType T,
                                 const clang::CXXRecordDecl *Pattern,
                                 const clang::ASTContext &Ctx,
                                 std::string &Unspellable);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_KERNEL_KERNELTYPESPELLING_H
