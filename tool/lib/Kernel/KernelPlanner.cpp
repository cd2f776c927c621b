//===- KernelPlanner.cpp - Planning a parallel_for_each call --------------===//
//
// The call sites: which kernel a parallel_for_each launches (a lambda, a named
// lambda, a function object) and how; the function object's class. The
// kernel's definition is planned in KernelDefinitionPlanner.cpp.
//
//===----------------------------------------------------------------------===//

#include "Kernel/KernelPlanner.h"

#include "Analysis/AmpModel.h"
#include "Kernel/KernelCalls.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <cctype>

using namespace clang;

namespace amp2hip {

char KernelPlanError::ID;

void KernelPlanError::log(llvm::raw_ostream &OS) const {
  OS << "the kernel cannot be translated";
  for (size_t I = 0; I < Reported.size(); ++I)
    OS << (I ? ", " : ": ") << diagIdName(Reported[I]);
}

std::error_code KernelPlanError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

namespace {

std::string sanitizeIdentifier(llvm::StringRef Name) {
  std::string Out;
  for (char C : Name)
    Out += std::isalnum(static_cast<unsigned char>(C)) ? C : '_';
  return Out;
}

} // namespace

void KernelPlanner::setHeaderMode(llvm::StringRef Stem) {
  NamePrefix = sanitizeIdentifier(Stem) + "_";
  StaticKernels = true;
}

void KernelPlanner::noteKernelCall(const CallExpr *Call) {
  if (const Expr *Arg = kernelArgument(Call))
    KernelArguments.insert(Arg);
}

void KernelPlanner::report(SourceLocation Loc, DiagId Id,
                           const std::string &Message) {
  Reported.push_back(Id);
  if (Quiet)
    QuietFailure = true;
  else
    Diags.report(Loc, Id, Message);
}

llvm::Error KernelPlanner::failure() {
  llvm::SmallVector<DiagId, 2> Ids = std::move(Reported);
  Reported.clear();
  return llvm::make_error<KernelPlanError>(std::move(Ids));
}

std::string KernelPlanner::uniqueKernelName(const FunctionDecl *Enclosing,
                                            unsigned Line) {
  std::string Base = "amp2hip_kernel_" + NamePrefix;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(Enclosing))
    Base += sanitizeIdentifier(MD->getParent()->getName()) + "_";
  if (Enclosing->getDeclName().isIdentifier())
    Base += Enclosing->getName().str();
  else if (Enclosing->getOverloadedOperator() == OO_Call)
    Base += "call_operator";
  else if (isa<CXXConstructorDecl>(Enclosing))
    Base += "constructor";
  else if (isa<CXXDestructorDecl>(Enclosing))
    Base += "destructor";
  else
    Base += sanitizeIdentifier(Enclosing->getNameAsString());
  Base += "_" + std::to_string(Line);
  unsigned &Uses = NameUses[Base];
  ++Uses;
  return Uses == 1 ? Base : Base + "_" + std::to_string(Uses);
}

llvm::Expected<KernelPlan> KernelPlanner::planKernel(const CallExpr *Call) {
  Reported.clear();
  KernelPlan Plan;
  Plan.Buffer = Buffer;
  if (!planCallSite(Call, Plan))
    return failure();
  const LambdaExpr *Lambda = getKernelLambda(Call);
  const LambdaExpr *Named = Lambda ? nullptr : getNamedKernelLambda(Call);
  bool Ok = !Lambda && !Named
                ? planFunctorCall(Call, Plan)
                : planLambdaCall(Call, Lambda ? Lambda : Named, !Lambda, Plan);
  if (!Ok)
    return failure();
  return Plan;
}

llvm::Expected<KernelPlan>
KernelPlanner::planKernel(const CXXRecordDecl *Functor, bool IfPossible) {
  Reported.clear();
  Quiet = IfPossible;
  QuietFailure = false;
  KernelPlan Plan;
  Plan.Buffer = Buffer;
  bool Ok = planFunctorClass(Functor, Plan);
  Quiet = false;
  if (!Ok || QuietFailure)
    return failure();
  return Plan;
}

bool KernelPlanner::planCallSite(const CallExpr *Call, KernelPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  if (Call->getNumArgs() < 2)
    return false; // not a call Clang accepted
  const Expr *Arg = Call->getArg(Call->getNumArgs() - 1);
  std::optional<OffsetRange> CallRange =
      rangeIn(File, Call->getSourceRange(), SM, LO);
  std::optional<OffsetRange> CalleeRange =
      rangeIn(File, Call->getCallee()->getSourceRange(), SM, LO);
  std::optional<OffsetRange> DomainRange = rangeIn(
      File, Call->getArg(Call->getNumArgs() - 2)->getSourceRange(), SM, LO);
  std::optional<OffsetRange> ArgRange =
      rangeIn(File, Arg->getSourceRange(), SM, LO);
  if (!CallRange || !CalleeRange || !DomainRange || !ArgRange ||
      Call->getBeginLoc().isMacroID()) {
    report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
           "parallel_for_each written in a macro expansion or outside "
           "the main file is not supported");
    return false;
  }
  Plan.CallEdits = &BodyEdits;
  Plan.Call = *CallRange;
  // "(domain": the call's arguments but the kernel.
  Plan.Domain = {CalleeRange->second, DomainRange->second};
  Plan.FunctorExpr = *ArgRange;
  return true;
}

bool KernelPlanner::planFunctorCall(const CallExpr *Call, KernelPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const Expr *Arg = Call->getArg(Call->getNumArgs() - 1);
  const CXXRecordDecl *Functor = getFunctorClass(Call);
  if (!Functor || !kernelCallOperator(Functor)) {
    report(Arg->getExprLoc(), DiagId::KernelNotLambda,
           "the kernel of parallel_for_each must be a lambda or a "
           "function object with a restrict(amp) call operator "
           "taking index<N> or tiled_index<...>, whose class is "
           "known where the call is written (not a template "
           "parameter)");
    return false;
  }
  FileID Defined = SM.getFileID(SM.getExpansionLoc(Functor->getLocation()));
  if (!ProgramFiles.count(Defined)) {
    report(Arg->getExprLoc(), DiagId::KernelNotLambda,
           "function object '" + Functor->getNameAsString() +
               "' is defined in a file that is not translated (a "
               "system header, or a header outside --root); its call "
               "operator cannot be made a kernel");
    return false;
  }
  // The class gets the member amp2hip_launch (planFunctorClass).
  Plan.Form = KernelLaunchForm::FunctorCall;
  Plan.KernelName = Functor->getNameAsString();
  return true;
}

bool KernelPlanner::planLambdaCall(const CallExpr *Call, const LambdaExpr *L,
                                   bool Named, KernelPlan &Plan) {
  const CXXMethodDecl *CallOp = L->getCallOperator();
  if (!getRestriction(CallOp).Amp) {
    report(L->getBeginLoc(), DiagId::KernelNotLambda,
           "the kernel lambda of parallel_for_each must be declared "
           "restrict(amp)");
    return false;
  }
  Source S;
  S.CallOp = CallOp;
  S.Body = L->getBody();
  S.Lambda = L;
  S.Enclosing = getEnclosingFunction(L);
  S.Loc = Call->getBeginLoc();
  S.NameLoc = Named ? L->getBeginLoc() : Call->getBeginLoc();
  if (!S.Enclosing) {
    report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
           "parallel_for_each outside a function body is not supported");
    return false;
  }
  if (Named)
    return planNamedLambda(Call, S, Plan);
  Plan.Form = KernelLaunchForm::Lambda;
  return planDefinition(S, Plan);
}

bool KernelPlanner::planNamedLambda(const CallExpr *Call, const Source &S,
                                    KernelPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const VarDecl *Var = namedKernelVariable(Call);
  Plan.LambdaVariable = Var->getName().str();
  auto Found = NamedKernels.find(S.Lambda);
  if (Found != NamedKernels.end()) {
    Plan.Form = KernelLaunchForm::NamedLambdaUse;
    Plan.KernelName = Found->second;
    return true;
  }
  if (S.Enclosing->getBody() && !checkNamedLambdaUses(Var, S.Enclosing))
    return false;
  std::optional<OffsetRange> LambdaRange =
      rangeIn(File, S.Lambda->getSourceRange(), SM, LO);
  std::optional<OffsetRange> Intro =
      rangeIn(File, S.Lambda->getIntroducerRange(), SM, LO);
  if (!LambdaRange || !Intro || S.Lambda->getBeginLoc().isMacroID()) {
    report(S.Lambda->getBeginLoc(), DiagId::UnsupportedKernelContext,
           "a named kernel lambda written in a macro expansion is not "
           "supported");
    return false;
  }
  Plan.Form = KernelLaunchForm::NamedLambdaDefinition;
  Plan.Lambda = *LambdaRange;
  Plan.LambdaIntroducer = *Intro;
  if (!planDefinition(S, Plan))
    return false;
  NamedKernels[S.Lambda] = Plan.KernelName;
  return true;
}

bool KernelPlanner::checkNamedLambdaUses(const VarDecl *Var,
                                         const FunctionDecl *Enclosing) {
  struct Uses : RecursiveASTVisitor<Uses> {
    const VarDecl *Var;
    llvm::SmallVector<const DeclRefExpr *, 4> Refs;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      if (E->getDecl() == Var)
        Refs.push_back(E);
      return true;
    }
  } U;
  U.Var = Var;
  U.TraverseStmt(Enclosing->getBody());
  for (const DeclRefExpr *Ref : U.Refs)
    if (!KernelArguments.count(Ref)) {
      report(Ref->getLocation(), DiagId::KernelNotLambda,
             "the kernel lambda '" + Var->getName().str() +
                 "' is used other than as the kernel of "
                 "parallel_for_each; amp2hip translates a named "
                 "kernel lambda only when every use launches it");
      return false;
    }
  return true;
}

bool KernelPlanner::planFunctorClass(const CXXRecordDecl *Functor,
                                     KernelPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const CXXMethodDecl *CallOp = kernelCallOperator(Functor);
  std::string Name = Functor->getNameAsString();
  if (!CallOp)
    return false; // reported at the call
  // Defined inside the class or after it (`void Saxpy::operator()(index<1>
  // i) const restrict(amp) {...}`): the kernel is outlined from the
  // definition.
  const CXXMethodDecl *InClass = CallOp;
  if (const FunctionDecl *Definition = CallOp->getDefinition())
    CallOp = cast<CXXMethodDecl>(Definition);
  if (!CallOp->doesThisDeclarationHaveABody()) {
    report(CallOp->getLocation(), DiagId::UnsupportedKernelContext,
           "the call operator of function object '" + Name +
               "' is launched by parallel_for_each, so it must be "
               "defined in this translation unit");
    return false;
  }
  std::optional<OffsetRange> Braces =
      rangeIn(File, Functor->getBraceRange(), SM, LO);
  std::optional<OffsetRange> BodyRange =
      rangeIn(File, CallOp->getBody()->getSourceRange(), SM, LO);
  if (!Braces || !BodyRange || Functor->getBeginLoc().isMacroID()) {
    report(Functor->getLocation(), DiagId::UnsupportedKernelContext,
           "function object '" + Name +
               "' is written in a macro expansion; amp2hip cannot add "
               "its kernel launch");
    return false;
  }
  Source S;
  S.CallOp = CallOp;
  S.Body = CallOp->getBody();
  S.Functor = Functor;
  // Placed and templated as for a call operator defined in the class.
  S.Enclosing = InClass;
  S.Loc = CallOp->getLocation();
  S.NameLoc = Functor->getLocation();
  Plan.Form = KernelLaunchForm::FunctorClass;
  if (!planDefinition(S, Plan))
    return false;
  // The launch, a member of the class so that it sees private members.
  Plan.ClassClosingBrace = Braces->second - 1;
  // A restrict(amp) call operator of a class holding AMP containers runs
  // only as the kernel (the object cannot reach amp code otherwise: the
  // containers are not trivially copyable), and its body names host
  // containers, so the class keeps an empty one. Without containers the
  // operator stays as it is: amp code may call it on a copy of the object.
  if (!getRestriction(CallOp).Cpu && holdsAmpContainer(Functor)) {
    Plan.EmptyCallOperator = true;
    Plan.CallOperatorBody = *BodyRange;
    Plan.IndexParamName = CallOp->getParamDecl(0)->getName().str();
  }
  return true;
}

} // namespace amp2hip
