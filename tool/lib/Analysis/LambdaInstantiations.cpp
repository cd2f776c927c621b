//===- LambdaInstantiations.cpp - A template's lambda, as instantiated ----===//

#include "Analysis/LambdaInstantiations.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Records the lambdas of instantiated code (template instantiations are
/// walked: the member templates of instantiated class templates too).
class InstantiatedLambdas : public RecursiveASTVisitor<InstantiatedLambdas> {
public:
  explicit InstantiatedLambdas(
      llvm::DenseMap<SourceLocation::UIntTy,
                     llvm::SmallVector<const LambdaExpr *, 2>> &ByLoc)
      : ByLoc(ByLoc) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitLambdaExpr(LambdaExpr *L) {
    if (!L->getLambdaClass()->isDependentContext())
      ByLoc[L->getBeginLoc().getRawEncoding()].push_back(L);
    return true;
  }

private:
  llvm::DenseMap<SourceLocation::UIntTy,
                 llvm::SmallVector<const LambdaExpr *, 2>> &ByLoc;
};

} // namespace

llvm::ArrayRef<const LambdaExpr *>
LambdaInstantiations::of(const LambdaExpr *Pattern) {
  if (!Pattern->getLambdaClass()->isDependentContext())
    return {};
  if (!ByLoc) {
    ByLoc.emplace();
    InstantiatedLambdas(*ByLoc).TraverseAST(Ctx);
  }
  auto It = ByLoc->find(Pattern->getBeginLoc().getRawEncoding());
  if (It == ByLoc->end())
    return {};
  return It->second;
}

} // namespace amp2hip
