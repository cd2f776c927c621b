//===- TileBarrierRules.cpp - tile barriers in divergent control flow -----===//

#include "Checks/TileBarrierRules.h"

#include "Analysis/AmpModel.h"
#include "Diagnostics/Diagnostics.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <string>
#include <utility>
#include <vector>

using namespace clang;

namespace amp2hip {

namespace {

/// True if \p RD is concurrency::<Name> (a class or a class template's
/// specialization).
bool isAmpRecord(const CXXRecordDecl *RD, llvm::StringRef Name) {
  return RD && RD->getIdentifier() && RD->getName() == Name &&
         isInAmpNamespace(RD);
}

/// A call of tile_barrier::wait or one of its fenced variants.
bool isBarrierCall(const CallExpr *E) {
  const auto *MC = dyn_cast<CXXMemberCallExpr>(E);
  const CXXMethodDecl *MD = MC ? MC->getMethodDecl() : nullptr;
  return MD && MD->getIdentifier() && MD->getName().starts_with("wait") &&
         isAmpRecord(MD->getParent(), "tile_barrier");
}

/// The variable that an assignment to \p E writes (through members and
/// subscripts), or null.
const VarDecl *assignedVariable(const Expr *E) {
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(Ref->getDecl());
    if (const auto *Member = dyn_cast<MemberExpr>(E)) {
      if (Member->isArrow())
        return nullptr;
      E = Member->getBase();
    } else if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      E = Sub->getBase();
    } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
               Op && Op->getOperator() == OO_Subscript) {
      E = Op->getArg(0);
    } else {
      return nullptr;
    }
  }
  return nullptr;
}

/// The tile-uniformity analysis of one amp function body.
class Divergence {
public:
  /// Finds the function's local variables that are not tile-uniform
  /// (flow-insensitive: assigned anywhere from a value that is not).
  explicit Divergence(const Stmt *Body) {
    collectAssignments(Body);
    propagate();
  }

  /// The analysis of \p Outer refined for the condition, body and increment
  /// of \p For: a variable that the loop's init assigns a tile-uniform value
  /// (`for (i = N; ...)`) is uniform there unless the loop itself assigns it
  /// a value that is not. While a thread is in the loop, the variable's
  /// value comes from the init or from the loop, whatever was assigned to it
  /// before (BinomialOptions reuses `i`, first `i = tid`, then as the
  /// counter of a loop that waits at barriers; MSVC accepts it).
  Divergence(const Divergence &Outer, const ForStmt *For)
      : Varying(Outer.Varying) {
    llvm::SmallVector<const Expr *, 2> Inits;
    if (const auto *Init = dyn_cast_or_null<Expr>(For->getInit()))
      Inits.push_back(Init);
    for (size_t I = 0; I < Inits.size(); ++I) {
      const auto *BO = dyn_cast<BinaryOperator>(Inits[I]->IgnoreParens());
      if (BO && BO->getOpcode() == BO_Comma) {
        Inits.push_back(BO->getLHS());
        Inits.push_back(BO->getRHS());
        continue;
      }
      if (!BO || BO->getOpcode() != BO_Assign)
        continue;
      const auto *Ref = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParens());
      const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
      if (VD && !Outer.isVarying(BO->getRHS()))
        Varying.erase(VD);
    }
    // The variables declared in the loop get every value in it.
    const Stmt *Parts[] = {For->getCond(), For->getInc(), For->getBody()};
    for (const Stmt *Part : Parts)
      forgetDeclared(Part);
    for (const Stmt *Part : Parts)
      collectAssignments(Part);
    propagate();
  }

  /// True if \p S reads a value that differs between the threads of a tile:
  /// tiled_index::global or ::local, a tiled_index converted to its global
  /// index, or a variable assigned from one.
  bool isVarying(const Stmt *S) const {
    if (!S || isa<LambdaExpr>(S) || isa<UnaryExprOrTypeTraitExpr>(S))
      return false;
    if (const auto *Member = dyn_cast<MemberExpr>(S)) {
      const auto *Field = dyn_cast<FieldDecl>(Member->getMemberDecl());
      if (Field && Field->getIdentifier() &&
          (Field->getName() == "global" || Field->getName() == "local") &&
          isAmpRecord(dyn_cast<CXXRecordDecl>(Field->getParent()),
                      "tiled_index"))
        return true;
    }
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(S))
      if (const auto *Conv =
              dyn_cast_or_null<CXXConversionDecl>(MC->getMethodDecl()))
        if (isAmpRecord(Conv->getParent(), "tiled_index"))
          return true;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (const auto *VD = dyn_cast<VarDecl>(Ref->getDecl()))
        if (Varying.count(VD))
          return true;
    for (const Stmt *Child : S->children())
      if (isVarying(Child))
        return true;
    return false;
  }

private:
  /// Adds to Varying every variable assigned a value that is not uniform,
  /// until nothing changes.
  void propagate() {
    bool Changed = true;
    while (Changed) {
      Changed = false;
      for (const auto &[Var, Value] : Assignments)
        if (!Varying.count(Var) && isVarying(Value)) {
          Varying.insert(Var);
          Changed = true;
        }
    }
  }

  /// Removes from Varying the variables declared in \p S.
  void forgetDeclared(const Stmt *S) {
    if (!S || isa<LambdaExpr>(S))
      return;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          Varying.erase(VD);
    for (const Stmt *Child : S->children())
      forgetDeclared(Child);
  }

  /// Records (variable, value) for each initialization and assignment of a
  /// local variable of the body (tile_static variables excluded: they are
  /// shared by the tile).
  void collectAssignments(const Stmt *S) {
    if (!S || isa<LambdaExpr>(S))
      return;
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          if (VD->getInit())
            record(VD, VD->getInit());
    } else if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
      if (BO->isAssignmentOp())
        record(assignedVariable(BO->getLHS()), BO->getRHS());
    } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(S)) {
      if (Op->isAssignmentOp() && Op->getNumArgs() == 2)
        record(assignedVariable(Op->getArg(0)), Op->getArg(1));
    }
    for (const Stmt *Child : S->children())
      collectAssignments(Child);
  }

  void record(const VarDecl *VD, const Expr *Value) {
    if (VD && Value && VD->hasLocalStorage() && !getTileStaticAttr(VD))
      Assignments.push_back({VD, Value});
  }

  std::vector<std::pair<const VarDecl *, const Expr *>> Assignments;
  llvm::DenseSet<const VarDecl *> Varying;
};

/// Collects the program's amp function bodies and reports their barriers
/// under control flow that is not tile-uniform.
class TileBarrierChecker : public RecursiveASTVisitor<TileBarrierChecker> {
public:
  TileBarrierChecker(ASTContext &Ctx, const ExecutionSpaceAnalysis &Spaces)
      : SM(Ctx.getSourceManager()), Spaces(Spaces),
        Reporter(Ctx.getDiagnostics()) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    addFunction(FD);
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *L) {
    addFunction(L->getCallOperator());
    return true;
  }

  /// Computes which functions reach a barrier, then checks each body.
  void check() {
    bool Changed = true;
    while (Changed) {
      Changed = false;
      for (const auto &[FD, Body] : Functions)
        if (!Waits.count(FD) && reachesBarrier(Body)) {
          Waits.insert(FD);
          Changed = true;
        }
    }
    for (const auto &[FD, Body] : Functions) {
      Divergence D(Body);
      walk(Body, D, nullptr, nullptr);
    }
  }

  unsigned errors() const { return Reporter.errorCount(); }

private:
  void addFunction(const FunctionDecl *FD) {
    const FunctionDecl *Def = nullptr;
    // Amp code, declared or inherited (a lambda or a local class's member
    // in amp code).
    if (!FD || !FD->hasBody(Def) || Def != FD || FD->isDependentContext() ||
        !Spaces.isCheckedAmpCode(FD))
      return;
    if (Seen.insert(FD->getCanonicalDecl()).second)
      Functions.push_back({FD->getCanonicalDecl(), FD->getBody()});
  }

  /// The barrier call \p E or a call of a function that reaches one.
  bool isWaitingCall(const CallExpr *E) const {
    if (isBarrierCall(E))
      return true;
    const FunctionDecl *Callee = E->getDirectCallee();
    return Callee && Waits.count(Callee->getCanonicalDecl());
  }

  bool reachesBarrier(const Stmt *S) const {
    if (!S || isa<LambdaExpr>(S))
      return false;
    if (const auto *Call = dyn_cast<CallExpr>(S); Call && isWaitingCall(Call))
      return true;
    for (const Stmt *Child : S->children())
      if (reachesBarrier(Child))
        return true;
    return false;
  }

  /// The statement where a divergent branch \p S begins.
  static const Stmt *branchStart(const Stmt *S) {
    if (const auto *CS = dyn_cast<CompoundStmt>(S))
      if (!CS->body_empty())
        return CS->body_front();
    return S;
  }

  /// Walks \p S; \p Branch is the outermost branch being walked that not
  /// all threads of a tile take (null when none) and \p Cond its condition.
  void walk(const Stmt *S, const Divergence &D, const Stmt *Branch,
            const Expr *Cond) {
    if (!S || isa<LambdaExpr>(S))
      return;
    auto EnterWith = [&](const Divergence &In, const Stmt *Body,
                         const Expr *BodyCond) {
      if (Branch || !BodyCond || !In.isVarying(BodyCond))
        walk(Body, In, Branch, Cond);
      else if (Body)
        walk(Body, In, branchStart(Body), BodyCond);
    };
    auto Enter = [&](const Stmt *Body, const Expr *BodyCond) {
      EnterWith(D, Body, BodyCond);
    };
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      walk(If->getInit(), D, Branch, Cond);
      walk(If->getConditionVariableDeclStmt(), D, Branch, Cond);
      walk(If->getCond(), D, Branch, Cond);
      const Expr *IfCond = If->isConsteval() ? nullptr : If->getCond();
      Enter(If->getThen(), IfCond);
      Enter(If->getElse(), IfCond);
      return;
    }
    if (const auto *While = dyn_cast<WhileStmt>(S)) {
      walk(While->getCond(), D, Branch, Cond);
      Enter(While->getBody(), While->getCond());
      return;
    }
    if (const auto *Do = dyn_cast<DoStmt>(S)) {
      // The first pass runs on every thread; the next ones only where the
      // condition held.
      Enter(Do->getBody(), Do->getCond());
      walk(Do->getCond(), D, Branch, Cond);
      return;
    }
    if (const auto *For = dyn_cast<ForStmt>(S)) {
      walk(For->getInit(), D, Branch, Cond);
      Divergence InLoop(D, For);
      walk(For->getCond(), InLoop, Branch, Cond);
      EnterWith(InLoop, For->getBody(), For->getCond());
      EnterWith(InLoop, For->getInc(), For->getCond());
      return;
    }
    if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
      walk(Switch->getInit(), D, Branch, Cond);
      walk(Switch->getCond(), D, Branch, Cond);
      Enter(Switch->getBody(), Switch->getCond());
      return;
    }
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(S)) {
      walk(CO->getCond(), D, Branch, Cond);
      Enter(CO->getTrueExpr(), CO->getCond());
      Enter(CO->getFalseExpr(), CO->getCond());
      return;
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isLogicalOp()) {
      walk(BO->getLHS(), D, Branch, Cond);
      Enter(BO->getRHS(), BO->getLHS());
      return;
    }
    if (const auto *Call = dyn_cast<CallExpr>(S);
        Call && Branch && isWaitingCall(Call))
      report(Call, Branch, Cond);
    for (const Stmt *Child : S->children())
      walk(Child, D, Branch, Cond);
  }

  void report(const CallExpr *Call, const Stmt *Branch, const Expr *Cond) {
    SourceLocation Loc = SM.getExpansionLoc(Branch->getBeginLoc());
    // A template's branch is reported once, not per instantiation.
    if (Loc.isInvalid() || !Reported.insert(Loc.getRawEncoding()).second)
      return;
    Reporter.report(
        Loc, DiagId::TileBarrierDivergent,
        "this branch reaches a tile barrier but not every thread of a tile "
        "takes it: its condition depends on the thread's index (the global or "
        "local index of a tiled_index); all threads of a tile must reach each "
        "barrier (C++ AMP v1.2 §8.1.1; MSVC error C3561)");
    Reporter.note(SM.getExpansionLoc(Cond->getBeginLoc()),
                  "the condition that is not tile-uniform");
    const FunctionDecl *Callee = Call->getDirectCallee();
    Reporter.note(SM.getExpansionLoc(Call->getBeginLoc()),
                  isBarrierCall(Call) || !Callee
                      ? std::string("the tile barrier")
                      : "the call of '" + Callee->getNameAsString() +
                            "', which waits at a tile barrier");
  }

  SourceManager &SM;
  const ExecutionSpaceAnalysis &Spaces;
  DiagReporter Reporter;
  std::vector<std::pair<const FunctionDecl *, const Stmt *>> Functions;
  llvm::DenseSet<const FunctionDecl *> Seen;
  llvm::DenseSet<const FunctionDecl *> Waits;
  llvm::DenseSet<unsigned> Reported;
};

} // namespace

unsigned reportDivergentTileBarriers(ASTContext &Ctx,
                                     const ExecutionSpaceAnalysis &Spaces) {
  TileBarrierChecker Checker(Ctx, Spaces);
  Checker.TraverseDecl(Ctx.getTranslationUnitDecl());
  Checker.check();
  return Checker.errors();
}

} // namespace amp2hip
