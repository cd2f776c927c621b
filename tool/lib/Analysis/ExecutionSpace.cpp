//===- ExecutionSpace.cpp - Where each function and expression runs -------===//

#include "Analysis/ExecutionSpace.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace amp2hip {

bool ExecutionSpaceAnalysis::isProgramCode(const Decl *D) const {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
  return Loc.isValid() && !SM.isInSystemHeader(Loc) && !isInAmpNamespace(D);
}

bool ExecutionSpaceAnalysis::isCheckedAmpCode(const FunctionDecl *FD) const {
  if (!FD)
    return false;
  Restriction Own = getRestriction(FD);
  if (Own.any())
    return Own.Amp && isProgramCode(FD);
  // Inherited: from the function whose body defines FD's class.
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (!MD)
    return false;
  const FunctionDecl *Outer = MD->getParent()->isLocalClass();
  return Outer && isCheckedAmpCode(Outer);
}

std::pair<const FunctionDecl *, const LambdaExpr *>
ExecutionSpaceAnalysis::enclosingFunctionOrLambda(
    const DynTypedNode &Node) const {
  for (DynTypedNodeList Parents = Ctx.getParents(Node); !Parents.empty();
       Parents = Ctx.getParents(Parents[0])) {
    if (const auto *FD = Parents[0].get<FunctionDecl>())
      return {FD, nullptr};
    if (const auto *L = Parents[0].get<LambdaExpr>())
      return {L->getCallOperator(), L};
  }
  return {nullptr, nullptr};
}

const FunctionDecl *
ExecutionSpaceAnalysis::enclosingFunction(const DynTypedNode &Node) const {
  return enclosingFunctionOrLambda(Node).first;
}

Restriction ExecutionSpaceAnalysis::enclosing(const DynTypedNode &Node) const {
  auto [FD, Lambda] = enclosingFunctionOrLambda(Node);
  if (!FD)
    return Restriction();
  // A lambda's call operator is reached through its LambdaExpr (the body's
  // parent) or, in a template instantiation, directly.
  if (!Lambda)
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->getParent()->isLambda())
        Lambda = MD->getParent()->getLambdaCallOperator() == MD
                     ? lambdaExprOf(MD->getParent())
                     : nullptr;
  Restriction R = ofFunction(FD);
  if (Lambda && isKernelLambda(Lambda)) {
    R.Amp = true; // a kernel without restrict(amp) is AMP2HIP-E0002
    R.Cpu = false;
  }
  return R;
}

bool ExecutionSpaceAnalysis::isKernelLambda(const LambdaExpr *L) const {
  if (Kernels.count(L))
    return true;
  DynTypedNodeList Parents = Ctx.getParents(*L);
  while (!Parents.empty()) {
    const DynTypedNode &Parent = Parents[0];
    if (const auto *Call = Parent.get<CallExpr>())
      return isParallelForEach(Call);
    const auto *E = Parent.get<Expr>();
    if (!E ||
        !(isa<ImplicitCastExpr>(E) || isa<MaterializeTemporaryExpr>(E) ||
          isa<CXXBindTemporaryExpr>(E) || isa<CXXConstructExpr>(E) ||
          isa<ParenExpr>(E)))
      return false;
    Parents = Ctx.getParents(Parent);
  }
  return false;
}

const LambdaExpr *
ExecutionSpaceAnalysis::lambdaExprOf(const CXXRecordDecl *Closure) const {
  DynTypedNodeList Parents = Ctx.getParents(*Closure);
  for (int Depth = 0; !Parents.empty() && Depth < 4; ++Depth) {
    if (const auto *L = Parents[0].get<LambdaExpr>())
      return L;
    Parents = Ctx.getParents(Parents[0]);
  }
  return nullptr;
}

} // namespace amp2hip
