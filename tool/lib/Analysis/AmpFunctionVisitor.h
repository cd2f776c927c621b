//===- AmpFunctionVisitor.h - Visiting every function body ------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The traversal that the checks of amp-restricted code share (AMP2HIP-E0014,
/// AmpTypeRules.cpp; AMP2HIP-E0016, AmpStatementRules.cpp): a
/// RecursiveASTVisitor that visits template instantiations and hands every
/// function body it enters (functions, members, constructors, destructors,
/// conversions and lambdas' call operators) to Derived::traverseFunction, which
/// traverses it as amp code or not as the execution-space analysis says
/// (ExecutionSpace.h; C++ AMP v1.2 §2.3).
///
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_AMPFUNCTIONVISITOR_H
#define AMP2HIP_TOOL_AMPFUNCTIONVISITOR_H

#include "Analysis/ExecutionSpace.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace amp2hip {

/// CRTP base of the amp-code checks. Derived provides
/// `template <typename Fn> bool traverseFunction(clang::FunctionDecl *FD,
/// Fn TraverseBody)`, which sets up its state for \p FD (null for a lambda
/// without a call operator), calls TraverseBody() (the default traversal of
/// the declaration) and returns its result.
template <typename Derived>
class AmpFunctionVisitor : public clang::RecursiveASTVisitor<Derived> {
  using Base = clang::RecursiveASTVisitor<Derived>;

public:
  explicit AmpFunctionVisitor(const ExecutionSpaceAnalysis &Spaces)
      : Spaces(Spaces) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseFunctionDecl(clang::FunctionDecl *FD) {
    return derived().traverseFunction(
        FD, [&] { return Base::TraverseFunctionDecl(FD); });
  }
  bool TraverseCXXMethodDecl(clang::CXXMethodDecl *MD) {
    return derived().traverseFunction(
        MD, [&] { return Base::TraverseCXXMethodDecl(MD); });
  }
  bool TraverseCXXConstructorDecl(clang::CXXConstructorDecl *CD) {
    return derived().traverseFunction(
        CD, [&] { return Base::TraverseCXXConstructorDecl(CD); });
  }
  bool TraverseCXXDestructorDecl(clang::CXXDestructorDecl *DD) {
    return derived().traverseFunction(
        DD, [&] { return Base::TraverseCXXDestructorDecl(DD); });
  }
  bool TraverseCXXConversionDecl(clang::CXXConversionDecl *CD) {
    return derived().traverseFunction(
        CD, [&] { return Base::TraverseCXXConversionDecl(CD); });
  }
  bool TraverseLambdaExpr(clang::LambdaExpr *L) {
    return derived().traverseFunction(
        L->getCallOperator(), [&] { return Base::TraverseLambdaExpr(L); });
  }

protected:
  const ExecutionSpaceAnalysis &Spaces;

  /// True if \p FD itself is declared restrict(amp) and is the program's:
  /// its declarator (result, parameters, specifiers) is checked.
  bool declaresAmp(const clang::FunctionDecl *FD) const {
    return FD && getRestriction(FD).Amp && Spaces.isProgramCode(FD);
  }
  /// True if the body of \p FD is amp code that the checks cover (declared
  /// or inherited, ExecutionSpaceAnalysis::isCheckedAmpCode).
  bool bodyIsAmp(const clang::FunctionDecl *FD) const {
    return Spaces.isCheckedAmpCode(FD);
  }

private:
  Derived &derived() { return *static_cast<Derived *>(this); }
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_AMPFUNCTIONVISITOR_H
