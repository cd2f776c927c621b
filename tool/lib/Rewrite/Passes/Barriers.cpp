//===- Barriers.cpp - Rewrite pass: Barriers ------------------------------===//
//
// The tile barriers and memory fences: `tile_barrier::wait*` to
// `__syncthreads()`, the fences to `__threadfence_block()` (§8.1.1).
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Compat/MsvcCompat.h"
#include "Kernel/KernelOutliner.h"
#include "Rewrite/PropertyRewrite.h"
#include "Rewrite/RewriteHelpers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <cctype>

using namespace clang;

namespace amp2hip {

namespace {

/// Counts the expressions naming one declaration.
class ReferenceCounter : public RecursiveASTVisitor<ReferenceCounter> {
public:
  explicit ReferenceCounter(const ValueDecl *D) : D(D) {}
  unsigned Count = 0;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Count += E->getDecl() == D;
    return true;
  }

private:
  const ValueDecl *D;
};

/// True if the tile_barrier that \p Call waits on (or fences) is reached
/// from a parameter of a function that is not a lambda, and the call is the
/// parameter's only use (`th` of a helper `void sync(tiled_index<16> th)
/// restrict(amp) { th.barrier.wait(); }`): written as `__syncthreads()`,
/// the parameter would be left unused (-Wunused-parameter).
bool barrierOfParameter(const CallExpr *Call) {
  const Expr *Object = nullptr;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call))
    Object = MC->getImplicitObjectArgument();
  else if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(
               Call->getCallee()->IgnoreParenImpCasts()))
    Object = DM->isImplicitAccess() ? nullptr : DM->getBase();
  else if (Call->getNumArgs() == 1)
    Object = Call->getArg(0); // tile_static_memory_fence(th.barrier)
  while (Object) {
    Object = Object->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MemberExpr>(Object)) {
      Object = M->getBase();
    } else if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(Object)) {
      Object = DM->isImplicitAccess() ? nullptr : DM->getBase();
    } else if (const auto *Ref = dyn_cast<DeclRefExpr>(Object)) {
      const auto *Param = dyn_cast<ParmVarDecl>(Ref->getDecl());
      const auto *Function =
          Param ? dyn_cast<FunctionDecl>(Param->getDeclContext()) : nullptr;
      const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Function);
      if (!Function || !Function->hasBody() ||
          (Method && Method->getParent()->isLambda()))
        return false;
      ReferenceCounter Uses(Param);
      Uses.TraverseStmt(Function->getBody());
      return Uses.Count == 1;
    } else {
      return false;
    }
  }
  return false;
}

} // namespace

void RewriteSession::rewriteBarrier(const CallExpr *Call) {
  bool InDevice = Spaces.isInAmpCode(Call);
  llvm::StringRef Replacement = barrierReplacement(Call, InDevice);
  if (Replacement.empty())
    return;
  // A barrier of a function's parameter stays as written too (its only use
  // may be this one), and so does one in a restrict(amp, cpu) function,
  // written `__host__ __device__`, where nvcc takes no call of
  // __syncthreads() (the runtime's are __host__ __device__: barrier.h).
  if (barrierOfParameter(Call))
    return;
  if (const FunctionDecl *Function = enclosingFunction(Call)) {
    Restriction R = getEffectiveRestriction(Function);
    if (R.Amp && R.Cpu)
      return;
  }
  // A barrier that is only part of a macro's expansion stays as written
  // (replacing the whole macro use would drop the rest of it): the runtime's
  // tile_barrier::wait* are __syncthreads() too.
  std::optional<OffsetRange> Range =
      exactRangeIn(File, Call->getSourceRange(), SM, LO);
  if (!Range || !firstTime(Once::Barrier, Range->first))
    return;
  Out.add(Range->first, Range->second - Range->first, Replacement);
  ++Result.Stats.Barriers;
}

} // namespace amp2hip
