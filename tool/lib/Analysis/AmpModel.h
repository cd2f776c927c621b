//===- AmpModel.h - Queries about C++ AMP constructs in the AST -*- C++ -*-===//
//
// The AMP declaration headers (tool/amp-include) turn `restrict(...)` and
// `tile_static` into `annotate` attributes; these helpers read them back and
// recognise the concurrency:: classes the translator cares about.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_AMPMODEL_H
#define AMP2HIP_TOOL_AMPMODEL_H

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace clang {
class CallExpr;
} // namespace clang

namespace amp2hip {

/// A restriction specifier list, C++ AMP v1.2 §2.1 (`restrict(amp, cpu)`).
struct Restriction {
  bool Amp = false;
  bool Cpu = false;
  /// Specifiers other than amp and cpu (e.g. the retired `direct3d`).
  llvm::SmallVector<std::string, 1> Unknown;
  /// Every annotate attribute that spelled this restriction.
  llvm::SmallVector<const clang::AnnotateAttr *, 1> Attrs;
  /// Set by getEffectiveRestriction when the restriction is not written on
  /// the function but inherited from the function whose body defines it
  /// (Attrs are then that function's).
  bool Inherited = false;

  bool any() const { return !Attrs.empty(); }
  /// The HIP execution-space qualifiers for this restriction: "__device__",
  /// "__host__ __device__", or "" for cpu-only.
  llvm::StringRef hipQualifiers() const;
};

/// Reads the `restrict(...)` annotations of \p D (a function or a lambda's
/// call operator). Returns an empty Restriction if there is none.
Restriction getRestriction(const clang::Decl *D);

/// The restriction that C++ AMP gives \p FD: its own `restrict(...)`, or,
/// when it has none and is defined in the body of another function (a
/// lambda's call operator, a member function of a local class or of a class
/// nested in one), the effective restriction of that function: the
/// restriction specifiers of a function definition apply recursively to the
/// functions defined in its body without specifiers of their own (C++ AMP
/// v1.2 §2.2.1; the conformance suite's Auto_inference tests). Empty for
/// every other function (cpu).
Restriction getEffectiveRestriction(const clang::FunctionDecl *FD);

/// The `tile_static` annotation of \p D, or null (C++ AMP v1.2 §2.3.2).
const clang::AnnotateAttr *getTileStaticAttr(const clang::Decl *D);

/// If \p T (after removing references, cv and sugar) is a specialization of
/// the class template `concurrency::<Name>`, returns that specialization.
const clang::ClassTemplateSpecializationDecl *
getAmpSpecialization(clang::QualType T, llvm::StringRef Name);

/// True if \p T names `concurrency::<Name><...>`, also in a dependent context
/// where the type is a TemplateSpecializationType not yet resolved to a decl.
bool isAmpClassTemplate(clang::QualType T, llvm::StringRef Name);

/// For \p T a dependent member type of a class template (`typename
/// Mem<T>::grid`, after references and typedefs of the current
/// instantiation), the type its typedef in the primary template names
/// (`concurrency::array<T, 1>`), followed through up to 8 such steps; \p T
/// itself when it is not one. In the primary template's parameters: only to
/// tell what kind of type it is (an explicit or partial specialization of
/// the class template could declare another).
clang::QualType primaryTemplateMemberType(clang::QualType T);

/// True for the AMP data containers a kernel may capture (array_view, array,
/// and the graphics textures).
bool isAmpContainer(clang::QualType T);

/// True if \p RD has a data member (or a reference member) whose type is
/// an AMP container (isAmpContainer): such an object cannot be used in amp
/// code other than as a parallel_for_each kernel.
bool holdsAmpContainer(const clang::CXXRecordDecl *RD);

/// True if \p D is declared in namespace concurrency or one nested in it.
bool isInAmpNamespace(const clang::Decl *D);

/// True if \p FD is `concurrency::<Name>` (a free function).
bool isAmpFunction(const clang::FunctionDecl *FD, llvm::StringRef Name);

/// True if \p FD is C++ AMP's parallel_for_each (C++ AMP v1.2 §3.2.3),
/// whose first parameter is the compute domain or an accelerator_view, as
/// opposed to PPL's parallel_for_each over iterators, which is in the same
/// namespace (docs/features/ppl.md).
bool isAmpParallelForEach(const clang::FunctionDecl *FD);

/// True if \p Call calls C++ AMP's parallel_for_each: resolved, or a
/// dependent call whose candidates include it (with three arguments, only
/// if the kernel argument is a restrict(amp) lambda, or not a lambda).
bool isParallelForEach(const clang::CallExpr *Call);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_AMPMODEL_H
