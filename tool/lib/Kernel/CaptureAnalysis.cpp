//===- CaptureAnalysis.cpp - What a kernel does with its captures ---------===//

#include "Kernel/CaptureAnalysis.h"

#include <functional>

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>

using namespace clang;

namespace amp2hip {

namespace {

const Stmt *parentOf(const Stmt *S, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(*S);
  if (Parents.empty())
    return nullptr;
  return Parents[0].get<Stmt>();
}

/// Climbs over parentheses and no-op casts.
const Stmt *skipTransparentParents(const Stmt *&Child, ASTContext &Ctx) {
  const Stmt *P = parentOf(Child, Ctx);
  while (P) {
    if (isa<ParenExpr>(P)) {
      Child = P;
      P = parentOf(P, Ctx);
      continue;
    }
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P)) {
      if (Cast->getCastKind() == CK_NoOp) {
        Child = P;
        P = parentOf(P, Ctx);
        continue;
      }
    }
    break;
  }
  return P;
}

/// True if the glvalue \p E (an element of a container) is only read.
bool isElementRead(const Expr *E, ASTContext &Ctx) {
  const Stmt *Child = E;
  const Stmt *P = skipTransparentParents(Child, Ctx);
  if (!P)
    return false;
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P))
    return Cast->getCastKind() == CK_LValueToRValue;
  if (const auto *Member = dyn_cast<MemberExpr>(P)) {
    if (Member->getBase()->IgnoreParenImpCasts() != Child &&
        Member->getBase() != Child)
      return false;
    if (isa<FieldDecl>(Member->getMemberDecl()))
      return isElementRead(Member, Ctx);
    return false;
  }
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(P)) {
    if (Sub->getBase()->IgnoreParenImpCasts() != Child)
      return false;
    return isElementRead(Sub, Ctx);
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(P)) {
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    return Ctor && Ctor->isCopyConstructor() &&
           Ctor->getParamDecl(0)
               ->getType()
               ->getPointeeType()
               .isConstQualified();
  }
  return false;
}

/// True if this use of the container \p Ref only reads.
bool isReadOnlyUse(const DeclRefExpr *Ref, ASTContext &Ctx) {
  const Stmt *Child = Ref;
  const Stmt *P = skipTransparentParents(Child, Ctx);
  if (!P)
    return false;
  // `v[idx]`, `v(i, j)`.
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(P)) {
    if (Op->getNumArgs() == 0 || Op->getArg(0)->IgnoreParenImpCasts() != Ref)
      return false;
    OverloadedOperatorKind K = Op->getOperator();
    if (K != OO_Subscript && K != OO_Call)
      return false;
    // A projection `v[i]` of a rank > 1 view returns a view: check its uses
    // conservatively (not an element): treat as a write.
    if (!Op->isGLValue())
      return false;
    return isElementRead(Op, Ctx);
  }
  // `v.extent`, `v.get_extent()`.
  if (const auto *Member = dyn_cast<MemberExpr>(P)) {
    const ValueDecl *D = Member->getMemberDecl();
    return D->getName() == "extent" || D->getName() == "get_extent";
  }
  return false;
}

class RefCollector : public RecursiveASTVisitor<RefCollector> {
public:
  llvm::SmallVector<const DeclRefExpr *, 16> Refs;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Refs.push_back(E);
    return true;
  }
  bool shouldVisitImplicitCode() const { return true; }
};

/// True if \p D is declared inside the body of \p Enclosing but not inside
/// the lambda \p LambdaClass.
bool isLocalOutsideLambda(const Decl *D, const FunctionDecl *Enclosing,
                          const CXXRecordDecl *LambdaClass) {
  const DeclContext *DC = D->getDeclContext();
  bool InEnclosing = false;
  for (; DC; DC = DC->getParent()) {
    if (LambdaClass &&
        (DC == LambdaClass || DC == LambdaClass->getLambdaCallOperator()))
      return false;
    if (DC == Enclosing) {
      InEnclosing = true;
      break;
    }
  }
  return InEnclosing;
}

} // namespace

bool isOnlyRead(const ValueDecl *Var, const Stmt *Body, ASTContext &Ctx) {
  RefCollector Collector;
  Collector.TraverseStmt(const_cast<Stmt *>(Body));
  for (const DeclRefExpr *Ref : Collector.Refs)
    if (Ref->getDecl() == Var && !isReadOnlyUse(Ref, Ctx))
      return false;
  return true;
}

llvm::SmallVector<CaptureInfo, 8> collectCaptures(const LambdaExpr *Lambda,
                                                  const FunctionDecl *Enclosing,
                                                  ASTContext &Ctx) {
  llvm::SmallVector<CaptureInfo, 8> Result;
  llvm::SmallPtrSet<const ValueDecl *, 8> Seen;
  for (const LambdaCapture &C : Lambda->captures()) {
    CaptureInfo Info;
    Info.Loc = C.getLocation();
    Info.This = C.capturesThis();
    Info.ByRef = C.getCaptureKind() == LCK_ByRef;
    if (C.capturesVariable()) {
      Info.Var = C.getCapturedVar();
      if (const auto *VD = dyn_cast<VarDecl>(Info.Var))
        Info.InitCapture = VD->isInitCapture();
      Seen.insert(Info.Var);
    }
    Result.push_back(Info);
  }
  if (!Lambda->getLambdaClass()->isDependentContext() ||
      Lambda->getCaptureDefault() == LCD_None)
    return Result;
  RefCollector Collector;
  Collector.TraverseStmt(Lambda->getBody());
  for (const DeclRefExpr *Ref : Collector.Refs) {
    const auto *VD = dyn_cast<VarDecl>(Ref->getDecl());
    if (!VD || !VD->isLocalVarDeclOrParm() ||
        !isLocalOutsideLambda(VD, Enclosing, Lambda->getLambdaClass()))
      continue;
    if (!VD->getType()->isDependentType() && isKernelConstant(VD, Ctx))
      continue; // A constant: named, not captured.
    if (!VD->hasLocalStorage())
      continue; // A static local: a lambda names it, never captures it.
    if (!Seen.insert(VD).second)
      continue;
    CaptureInfo Info;
    Info.Var = VD;
    Info.ByRef = Lambda->getCaptureDefault() == LCD_ByRef;
    Info.Loc = Ref->getLocation();
    Result.push_back(Info);
  }
  return Result;
}

namespace {
/// True if \p E names only template parameters, enumerators and constants
/// (isKernelConstant) through operators, casts and literals: a constant
/// expression in every instantiation. Calls are not (they may not be
/// constexpr).
bool isDependentConstantExpr(const Expr *E, ASTContext &Ctx, unsigned Depth) {
  E = E->IgnoreParenCasts();
  if (isa<IntegerLiteral, CharacterLiteral, CXXBoolLiteralExpr,
          UnaryExprOrTypeTraitExpr, SizeOfPackExpr>(E))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const ValueDecl *D = Ref->getDecl();
    if (isa<NonTypeTemplateParmDecl, EnumConstantDecl>(D))
      return true;
    const auto *VD = dyn_cast<VarDecl>(D);
    return VD && Depth < 8 &&
           (VD->isUsableInConstantExpressions(Ctx) ||
            (VD->getType().isConstQualified() && VD->getInit() &&
             isDependentConstantExpr(VD->getInit(), Ctx, Depth + 1)));
  }
  if (isa<SubstNonTypeTemplateParmExpr>(E))
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return isDependentConstantExpr(U->getSubExpr(), Ctx, Depth);
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return !B->isAssignmentOp() &&
           isDependentConstantExpr(B->getLHS(), Ctx, Depth) &&
           isDependentConstantExpr(B->getRHS(), Ctx, Depth);
  if (const auto *C = dyn_cast<ConditionalOperator>(E))
    return isDependentConstantExpr(C->getCond(), Ctx, Depth) &&
           isDependentConstantExpr(C->getTrueExpr(), Ctx, Depth) &&
           isDependentConstantExpr(C->getFalseExpr(), Ctx, Depth);
  return false;
}
} // namespace

bool isKernelConstant(const VarDecl *VD, ASTContext &Ctx) {
  if (VD->isUsableInConstantExpressions(Ctx))
    return true;
  QualType T = VD->getType();
  const Expr *Init = VD->getInit();
  return Init && Init->isValueDependent() && T.isConstQualified() &&
         !T->isDependentType() && T->isIntegralOrEnumerationType() &&
         isDependentConstantExpr(Init, Ctx, 0);
}

llvm::SmallVector<const VarDecl *, 4>
collectUncapturedLocals(const LambdaExpr *Lambda, const FunctionDecl *Enclosing,
                        ASTContext &Ctx) {
  const CXXRecordDecl *LambdaClass = Lambda->getLambdaClass();
  const Stmt *Body = Lambda->getBody();
  llvm::SmallPtrSet<const ValueDecl *, 8> Captured;
  for (const CaptureInfo &C : collectCaptures(Lambda, Enclosing, Ctx))
    Captured.insert(C.Var);
  llvm::SmallVector<const VarDecl *, 4> Result;
  llvm::SmallPtrSet<const VarDecl *, 8> Seen;
  llvm::SmallVector<const Stmt *, 4> Work{Body};
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    RefCollector Collector;
    Collector.TraverseStmt(const_cast<Stmt *>(S));
    for (const DeclRefExpr *Ref : Collector.Refs) {
      const auto *VD = dyn_cast<VarDecl>(Ref->getDecl());
      if (!VD || !VD->isLocalVarDeclOrParm() || isa<ParmVarDecl>(VD))
        continue;
      // Captured variables become kernel parameters, not re-declarations.
      if (Captured.count(VD))
        continue;
      if (!isLocalOutsideLambda(VD, Enclosing, LambdaClass))
        continue;
      if (!Seen.insert(VD).second)
        continue;
      Result.push_back(VD);
      if (VD->getInit())
        Work.push_back(VD->getInit());
    }
  }
  std::sort(Result.begin(), Result.end(),
            [](const VarDecl *A, const VarDecl *B) {
              return A->getLocation() < B->getLocation();
            });
  return Result;
}

const NamedDecl *
findLocalTypeIn(QualType T,
                const llvm::SmallPtrSetImpl<const NamedDecl *> *Skip) {
  llvm::SmallPtrSet<const Type *, 8> Seen;
  std::function<const NamedDecl *(QualType)> Find =
      [&](QualType T) -> const NamedDecl * {
    if (T.isNull())
      return nullptr;
    T = T.getCanonicalType();
    if (!Seen.insert(T.getTypePtr()).second)
      return nullptr;
    if (T->isReferenceType() || T->isPointerType())
      return Find(T->getPointeeType());
    if (const ArrayType *A = T->getAsArrayTypeUnsafe())
      return Find(A->getElementType());
    // array_view<Local, 1> in a template before instantiation.
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      for (const TemplateArgument &Arg : TST->template_arguments())
        if (Arg.getKind() == TemplateArgument::Type)
          if (const NamedDecl *D = Find(Arg.getAsType()))
            return D;
    const TagDecl *Tag = T->getAsTagDecl();
    if (!Tag)
      return nullptr;
    if (Tag->getParentFunctionOrMethod() && !(Skip && Skip->count(Tag)))
      return Tag;
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(Tag))
      for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray())
        if (Arg.getKind() == TemplateArgument::Type)
          if (const NamedDecl *D = Find(Arg.getAsType()))
            return D;
    return nullptr;
  };
  return Find(T);
}

llvm::SmallVector<const NamedDecl *, 2>
collectLocalTypeUses(const LambdaExpr *Lambda, const FunctionDecl *Enclosing) {
  class TypeUseCollector : public RecursiveASTVisitor<TypeUseCollector> {
  public:
    const FunctionDecl *Enclosing;
    const CXXRecordDecl *LambdaClass;
    llvm::SmallVector<const NamedDecl *, 2> Found;
    llvm::SmallPtrSet<const NamedDecl *, 4> Seen;

    void note(const NamedDecl *D) {
      if (D && isLocalOutsideLambda(D, Enclosing, LambdaClass) &&
          Seen.insert(D).second)
        Found.push_back(D);
    }
    bool VisitTagTypeLoc(TagTypeLoc TL) {
      note(TL.getDecl());
      return true;
    }
    bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
      note(TL.getTypedefNameDecl());
      return true;
    }
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      if (isa<EnumConstantDecl>(E->getDecl()))
        note(E->getDecl());
      return true;
    }
  };
  TypeUseCollector Collector;
  Collector.Enclosing = Enclosing;
  Collector.LambdaClass = Lambda->getLambdaClass();
  Collector.TraverseStmt(Lambda->getBody());
  return Collector.Found;
}

} // namespace amp2hip
