//===- KernelCalls.cpp - What a parallel_for_each call launches -----------===//

#include "Kernel/KernelCalls.h"

#include "Analysis/AmpModel.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace amp2hip {

const Expr *kernelArgument(const CallExpr *Call) {
  if (Call->getNumArgs() == 0)
    return nullptr;
  const Expr *Arg = Call->getArg(Call->getNumArgs() - 1)->IgnoreImplicit();
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Arg))
    if (Construct->getNumArgs() == 1 &&
        Construct->getConstructor()->isCopyOrMoveConstructor())
      Arg = Construct->getArg(0)->IgnoreImplicit();
  return Arg->IgnoreParens();
}

const VarDecl *namedKernelVariable(const CallExpr *Call) {
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(kernelArgument(Call));
  const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!VD || !VD->isLocalVarDecl() || !VD->getInit())
    return nullptr;
  return VD;
}

const LambdaExpr *getKernelLambda(const CallExpr *Call) {
  return dyn_cast_or_null<LambdaExpr>(kernelArgument(Call));
}

const LambdaExpr *getNamedKernelLambda(const CallExpr *Call) {
  const VarDecl *VD = namedKernelVariable(Call);
  if (!VD)
    return nullptr;
  const Expr *Init = VD->getInit()->IgnoreImplicit();
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Init))
    if (Construct->getNumArgs() == 1)
      Init = Construct->getArg(0)->IgnoreImplicit();
  return dyn_cast<LambdaExpr>(Init->IgnoreParens());
}

const CXXRecordDecl *getFunctorClass(const CallExpr *Call) {
  const Expr *Arg = kernelArgument(Call);
  if (!Arg || isa<LambdaExpr>(Arg))
    return nullptr;
  QualType T = Arg->getType().getNonReferenceType();
  const CXXRecordDecl *RD = nullptr;
  if (const auto *TST = T->getAs<TemplateSpecializationType>()) {
    // A dependent specialization (`Scale<T>(view)` in a template).
    if (const auto *CTD = dyn_cast_or_null<ClassTemplateDecl>(
            TST->getTemplateName().getAsTemplateDecl()))
      RD = T->isDependentType() ? CTD->getTemplatedDecl()
                                : T->getAsCXXRecordDecl();
  }
  if (!RD)
    RD = T->getAsCXXRecordDecl();
  if (!RD || RD->isLambda())
    return nullptr;
  if (const CXXRecordDecl *Pattern = RD->getTemplateInstantiationPattern())
    RD = Pattern;
  return RD->getDefinition() ? RD->getDefinition() : nullptr;
}

const CXXMethodDecl *kernelCallOperator(const CXXRecordDecl *Functor) {
  for (const Decl *D : Functor->decls()) {
    const auto *MD = dyn_cast<CXXMethodDecl>(D);
    if (!MD)
      if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
        MD = dyn_cast<CXXMethodDecl>(FTD->getTemplatedDecl());
    if (MD && MD->getOverloadedOperator() == OO_Call &&
        getRestriction(MD).Amp && MD->getNumParams() == 1)
      return MD;
  }
  return nullptr;
}

const FunctionDecl *getEnclosingFunction(const LambdaExpr *Lambda) {
  const DeclContext *DC = Lambda->getLambdaClass()->getDeclContext();
  for (; DC; DC = DC->getParent()) {
    const auto *FD = dyn_cast<FunctionDecl>(DC);
    if (!FD)
      continue;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->getParent()->isLambda())
        continue;
    return FD;
  }
  return nullptr;
}

const FunctionDecl *outermostFunction(const FunctionDecl *Enclosing) {
  const FunctionDecl *Outermost = Enclosing;
  for (const DeclContext *DC = Enclosing->getParent(); DC; DC = DC->getParent())
    if (const auto *Fn = dyn_cast<FunctionDecl>(DC))
      Outermost = Fn;
  return Outermost;
}

const Decl *getOutermostDecl(const FunctionDecl *FD) {
  const Decl *Top = FD;
  if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate())
    Top = FTD;
  const DeclContext *DC = FD->getLexicalDeclContext();
  for (; DC && !DC->isFileContext(); DC = DC->getParent()) {
    if (const auto *Linkage = dyn_cast<LinkageSpecDecl>(DC)) {
      // `extern "C" void f() {...}`: the kernel goes before `extern "C"`,
      // which must stay on f.
      if (!Linkage->hasBraces())
        Top = Linkage;
    } else if (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
      Top = RD;
      if (const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate())
        Top = CTD;
    } else if (const auto *Fn = dyn_cast<FunctionDecl>(DC)) {
      // A member of a local class: the function the class is declared in.
      Top = Fn;
      if (const FunctionTemplateDecl *FTD = Fn->getDescribedFunctionTemplate())
        Top = FTD;
    }
  }
  return Top;
}

} // namespace amp2hip
