//===- TemplateFixes.h - Templates as MSVC parses them --------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The AST side of three of the fixes of MsvcErrorFixes.h, for templates that
/// MSVC accepts because it parses a template's body only where the template
/// is instantiated (no two-phase name lookup; C++ AMP v1.2 does not change
/// C++'s rules, [temp.res] does), and because it orders partial
/// specializations whose non-type parameters have another integral type than
/// the template's parameters ([temp.deduct.type]p17 says deduction fails):
///   - a declaration of a function that a template calls before the
///     function is declared (laterFunctionDeclaration);
///   - the type of such a non-type parameter (partialSpecializationTypeEdits);
///   - a function template that the translation unit never instantiates and
///     whose body does not parse (uninstantiatedTemplateEdits).
/// Each returns edits of the file's text, or nothing when the fix cannot be
/// shown to be right; the error then stands.
///
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_TEMPLATEFIXES_H
#define AMP2HIP_TOOL_TEMPLATEFIXES_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class DeclContext;
class FunctionDecl;
class NamedDecl;
} // namespace clang

namespace amp2hip {

/// An edit of one file's text: \p Length bytes at \p Offset become \p Text.
struct TemplateTextEdit {
  clang::FileID File;
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
};

/// The declarations of the parse that are named at a location, found once
/// (a traversal of the translation unit, not of instantiations): functions
/// (the templated declaration of a function template) and class template
/// partial specializations.
class DeclsByLocation {
public:
  explicit DeclsByLocation(clang::ASTContext &Ctx) : Ctx(Ctx) {}
  /// The declarations named at \p Loc (empty if none).
  llvm::ArrayRef<const clang::NamedDecl *> at(clang::SourceLocation Loc);

private:
  clang::ASTContext &Ctx;
  bool Built = false;
  llvm::DenseMap<clang::SourceLocation, std::vector<const clang::NamedDecl *>>
      Decls;
};

/// The functions named \p Name that \p Namespace (a namespace, any of its
/// declarations, or the translation unit) declares.
std::vector<const clang::FunctionDecl *>
functionsInNamespace(const clang::DeclContext *Namespace, llvm::StringRef Name);

/// The namespace and the name of the unresolved function name (in a
/// template) that begins or is named at \p Loc: `N::f` in `N::f<T>(x)`, or
/// `f` and the namespace of the functions found by its lookup, or
/// \p Around when its lookup found none.
std::optional<std::pair<const clang::DeclContext *, std::string>>
unresolvedCalleeAt(clang::ASTContext &Ctx, clang::SourceLocation Loc,
                   const clang::DeclContext *Around);

/// Where a declaration of \p Callee goes so that the call at \p CallLoc, in a
/// template defined before \p Callee, finds it: before the declaration of
/// \p Callee's namespace that holds the call (the template itself, or the
/// class or namespace around it). The declaration is \p Callee's definition
/// up to its body, followed by `;`. std::nullopt unless \p Callee is a
/// function or function template that is not a member, is defined later in
/// the translation unit, has no default arguments (they may not be repeated),
/// is written outside macros, and names in its signature only types declared
/// before that point.
std::optional<TemplateTextEdit>
laterFunctionDeclaration(clang::ASTContext &Ctx, clang::SourceLocation CallLoc,
                         const clang::FunctionDecl *Callee);

/// What makes a declaration that a template names before it visible there.
struct LaterDeclarationEdit {
  /// The function, class (template) or enum declared (the key that
  /// gathers the uses of one declaration).
  const clang::Decl *Declared = nullptr;
  /// The declaration inserted before the template, on one line.
  TemplateTextEdit Insert;
  /// A moved definition: where it was, its lines as comments.
  std::vector<TemplateTextEdit> Remove;
};

/// What makes \p D, declared after the template that names it at \p Use
/// (in a namespace or at file scope), visible there as MSVC sees it, where
/// the template is instantiated: before the declaration around \p Use in
/// \p D's namespace or, reopened (`namespace details { ... } `), in the
/// nearest namespace around it that holds \p Use,
///   - a function or function template: laterFunctionDeclaration;
///   - a class or class template: its forward declaration (`template
///     <unsigned N> struct IsPowerOfTwoStatic; `), when its template
///     parameters have no default arguments and their types are declared
///     there; a use that needs the class complete keeps its error;
///   - an enumerator: its enum's definition, moved there, its lines kept as
///     comments where it was (an enum may be defined once), when the enum is
///     declared once, `enum ... { ... };` with nothing else on the `;`'s
///     line, and its enumerators' values name only its enumerators and what
///     is declared there.
/// std::nullopt otherwise, or when a text spans a preprocessor directive or
/// is written in a macro.
std::optional<LaterDeclarationEdit> laterDeclaration(clang::ASTContext &Ctx,
                                                     clang::SourceLocation Use,
                                                     const clang::NamedDecl *D);

/// For the partial specializations named at \p NoteLocs (Clang's notes of an
/// ambiguity): each non-type parameter deduced from an argument of a template
/// whose parameter there has another type gets that type (`unsigned int R`
/// in `array_view<const T, R>` becomes `int R`). Empty if there is none.
std::vector<TemplateTextEdit>
partialSpecializationTypeEdits(clang::ASTContext &Ctx, DeclsByLocation &Decls,
                               llvm::ArrayRef<clang::SourceLocation> NoteLocs);

/// When the function template \p Template (its templated declaration) is
/// never instantiated in the translation unit, is the first declaration of
/// its name and has a body written in one file outside macros: the edits
/// that declare it `= delete` and keep its body as line comments, with a
/// comment that says why (the body's lines stay where they were). Empty
/// otherwise, and when code follows the body's `}` on its line.
std::vector<TemplateTextEdit>
uninstantiatedTemplateEdits(clang::ASTContext &Ctx,
                            const clang::FunctionDecl *Template);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_TEMPLATEFIXES_H
