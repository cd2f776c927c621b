//===- LambdaInstantiations.h - A template's lambda, as instantiated -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A kernel lambda written in a template is planned once, from the
/// template's text, but MSVC checks some of C++ AMP's rules only when it
/// instantiates the template (a capture by reference of a template
/// parameter's type is an `array` in one instantiation and an error, C3590,
/// in another). These are the lambdas that instantiating the templates made
/// from one written lambda: Clang's instantiations keep the written
/// lambda's source location.
///
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_ANALYSIS_LAMBDAINSTANTIATIONS_H
#define AMP2HIP_TOOL_ANALYSIS_LAMBDAINSTANTIATIONS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace amp2hip {

/// The instantiations of the lambdas of one translation unit, found by one
/// walk of it (made at the first question, then kept).
class LambdaInstantiations {
public:
  explicit LambdaInstantiations(clang::ASTContext &Ctx) : Ctx(Ctx) {}

  /// The lambda expressions, in no dependent context, that instantiating
  /// the templates around \p Pattern (a lambda written in a template) made
  /// from it, in the order of the walk; empty when \p Pattern's templates
  /// are not instantiated (or \p Pattern is in no template).
  llvm::ArrayRef<const clang::LambdaExpr *>
  of(const clang::LambdaExpr *Pattern);

private:
  clang::ASTContext &Ctx;
  /// Instantiated lambdas by the raw encoding of their begin location.
  std::optional<llvm::DenseMap<clang::SourceLocation::UIntTy,
                               llvm::SmallVector<const clang::LambdaExpr *, 2>>>
      ByLoc;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_ANALYSIS_LAMBDAINSTANTIATIONS_H
