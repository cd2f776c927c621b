//===- AmpStatementRules.cpp - statements and expressions in amp code -----===//

#include "Checks/AmpStatementRules.h"

#include "Analysis/AmpFunctionVisitor.h"
#include "Analysis/AmpModel.h"
#include "Analysis/ViewClasses.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Diagnostics/Diagnostics.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace clang;

namespace amp2hip {

namespace {

/// Walks the translation unit and reports the statements, expressions and
/// declarators that C++ AMP v1.2 §2.4.2/§2.4.3 leaves out of amp code.
class AmpStatementChecker : public AmpFunctionVisitor<AmpStatementChecker> {
public:
  AmpStatementChecker(ASTContext &Ctx, const ExecutionSpaceAnalysis &Spaces)
      : AmpFunctionVisitor(Spaces), AstCtx(Ctx), SM(Ctx.getSourceManager()),
        Reporter(Ctx.getDiagnostics()) {}

  friend class AmpFunctionVisitor<AmpStatementChecker>;

  // §2.4.3.7: no goto, labels, try/catch/throw, dynamic_cast, typeid, asm,
  // new or delete.
  bool VisitGotoStmt(GotoStmt *S) {
    report(S->getGotoLoc(), "'goto'", "§2.4.3.7; MSVC error C3593");
    return true;
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *S) {
    report(S->getGotoLoc(), "'goto'", "§2.4.3.7; MSVC error C3593");
    return true;
  }
  bool VisitLabelStmt(LabelStmt *S) {
    report(S->getIdentLoc(), "the label '" + std::string(S->getName()) + "'",
           "§2.4.3.7; MSVC error C3593");
    return true;
  }
  bool VisitCXXTryStmt(CXXTryStmt *S) {
    report(S->getTryLoc(), "'try'/'catch'", "§2.4.3.7; MSVC error C3594");
    return true;
  }
  bool VisitCXXThrowExpr(CXXThrowExpr *E) {
    report(E->getThrowLoc(), "'throw'", "§2.4.3.7; MSVC error C3594");
    return true;
  }
  bool VisitCXXDynamicCastExpr(CXXDynamicCastExpr *E) {
    report(E->getOperatorLoc(), "'dynamic_cast'", "§2.4.3.7; MSVC error C3587");
    return true;
  }
  bool VisitCXXTypeidExpr(CXXTypeidExpr *E) {
    report(E->getBeginLoc(), "'typeid'", "§2.4.3.7; MSVC error C3591");
    return true;
  }
  bool VisitAsmStmt(AsmStmt *S) {
    report(S->getAsmLoc(), "inline assembly", "§2.4.3.7");
    return true;
  }
  bool VisitCXXNewExpr(CXXNewExpr *E) {
    report(E->getBeginLoc(), "'new'", "§2.4.3.7");
    return true;
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) {
    report(E->getBeginLoc(), "'delete'", "§2.4.3.7");
    return true;
  }

  /// §2.4.3.6: no casts between integers and pointers (C-style,
  /// reinterpret_cast, or a reference cast that reads one as the other).
  bool VisitCastExpr(CastExpr *E) {
    if (!InAmp || InDependent)
      return true;
    bool IntegerPointer = E->getCastKind() == CK_IntegralToPointer ||
                          E->getCastKind() == CK_PointerToIntegral;
    if (E->getCastKind() == CK_LValueBitCast ||
        E->getCastKind() == CK_BitCast) {
      QualType From = E->getSubExpr()->getType(), To = E->getType();
      IntegerPointer = (From->isPointerType() && To->isIntegralType(AstCtx)) ||
                       (From->isIntegralType(AstCtx) && To->isPointerType());
    }
    if (IntegerPointer)
      report(E->getExprLoc(), "the cast between an integer and a pointer",
             "§2.4.3.6; MSVC error C3588");
    return true;
  }

  /// §2.4.1.2: bool is 1 byte; a pointer to bool may not be moved
  /// (++, --, +, -, +=, -=, []).
  bool VisitBinaryOperator(BinaryOperator *E) {
    bool Moves = E->isAdditiveOp() || E->getOpcode() == BO_AddAssign ||
                 E->getOpcode() == BO_SubAssign;
    if (Moves && (isBoolPointer(E->getLHS()) || isBoolPointer(E->getRHS())))
      report(E->getOperatorLoc(), "pointer arithmetic on a pointer to bool",
             "§2.4.1.2; MSVC error C3599");
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *E) {
    if (E->isIncrementDecrementOp() && isBoolPointer(E->getSubExpr()))
      report(E->getOperatorLoc(), "pointer arithmetic on a pointer to bool",
             "§2.4.1.2; MSVC error C3599");
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    if (isBoolPointer(E->getBase()) &&
        !isa<ArrayType>(E->getBase()->IgnoreImpCasts()->getType()))
      report(E->getExprLoc(), "pointer arithmetic on a pointer to bool",
             "§2.4.1.2; MSVC error C3599");
    return true;
  }

  /// §2.4.3.3: an amp-restricted lambda captures `array` and `texture`
  /// objects by reference only (MSVC error C3597), nothing else by reference
  /// and not `this` (C3590), and no pointer by value (C3596); reported as
  /// AMP2HIP-E0003 at the capture. Kernel lambdas (one index or
  /// tiled_index parameter) are the kernel outliner's, which reports the
  /// same rule.
  /// A class holding views passed, in amp code, to a parameter that a
  /// class template's member declares with one of the class's template
  /// parameters (ampblas's `dot_helper<..., x_type>::local_reduce(...,
  /// const x_type &X)` with x_type a pair of stride_views): amp code holds
  /// the class's device form (docs/features/views-in-classes.md), which
  /// that parameter, the host class in this instantiation, cannot take.
  /// AMP2HIP-E0009. A function template's own parameters are deduced from
  /// the device form and are fine.
  /// True if \p Arg, an expression of a class holding views, is its device
  /// form in the translation: a kernel's capture (a variable of host code),
  /// or a parameter of an amp function of that class (written
  /// device_form_t), or a member of one. A class that exists only in amp
  /// code holds device views itself and is passed as it is.
  bool holdsDeviceForm(const Expr *Arg) const {
    Arg = Arg->IgnoreParenImpCasts();
    while (const auto *ME = dyn_cast<MemberExpr>(Arg))
      Arg = ME->getBase()->IgnoreParenImpCasts();
    const auto *DRE = dyn_cast<DeclRefExpr>(Arg);
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    if (!VD)
      return false;
    if (isa<ParmVarDecl>(VD))
      return !VD->getType()->isDependentType() &&
             (isViewClassType(VD->getType(), SM) ||
              isAmpContainer(VD->getType().getNonReferenceType()));
    return !Spaces.isInAmpCode(VD);
  }

  void checkViewClassArguments(const CallExpr *E) {
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee || !Spaces.isProgramCode(Callee))
      return;
    const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern();
    if (!Pattern || Pattern->getDescribedFunctionTemplate() ||
        Callee->getPrimaryTemplate())
      return;
    unsigned Offset =
        isa<CXXOperatorCallExpr>(E) && isa<CXXMethodDecl>(Callee) ? 1 : 0;
    for (unsigned I = 0;
         I < Callee->getNumParams() && I < Pattern->getNumParams() &&
         I + Offset < E->getNumArgs();
         ++I) {
      QualType Written = Pattern->getParamDecl(I)->getType();
      QualType Here = Callee->getParamDecl(I)->getType();
      // A view (`const x_type &` with an array_view for x_type) or a class
      // holding views. Members amp2hip writes with device forms for their
      // class's template parameters take them (DeviceViews.cpp).
      bool IsViewClass = isViewClassType(Here, SM);
      if (!Written->isDependentType() ||
          (!IsViewClass && !(isTemplateParameterType(Written) &&
                             isAmpContainer(Here.getNonReferenceType()))) ||
          (isClassParameterType(Written) &&
           takesClassParametersOnDevice(Pattern)))
        continue;
      const Expr *Arg = E->getArg(I + Offset);
      if (!holdsDeviceForm(Arg))
        continue;
      PrintingPolicy Policy(Callee->getASTContext().getLangOpts());
      Policy.SuppressTagKeyword = true;
      std::string Text =
          "'" + Callee->getQualifiedNameAsString() + "' takes its parameter '" +
          Pattern->getParamDecl(I)->getNameAsString() + "' as '" +
          Written.getAsString() +
          "', a template parameter of its class, "
          "which is '" +
          Here.getNonReferenceType().getUnqualifiedType().getAsString(Policy) +
          "' here, " + (IsViewClass ? "a class holding views" : "a view") +
          ": amp code holds its device form, which amp2hip cannot pass to "
          "such a parameter " +
          (isClassParameterType(Written)
               ? "of this function (" + whyNotClassParameterFunction(Pattern) +
                     ")"
               : "yet");
      if (Reported
              .insert(
                  {SM.getFileLoc(Arg->getBeginLoc()).getRawEncoding(), Text})
              .second)
        Reporter.report(Arg->getBeginLoc(), DiagId::SharedContainerParameter,
                        Text);
    }
  }

  bool VisitLambdaExpr(LambdaExpr *L) {
    const CXXMethodDecl *Call = L->getCallOperator();
    if (!Call || !getRestriction(Call).Amp || !Spaces.isProgramCode(Call) ||
        Call->isDependentContext())
      return true;
    if (Call->getNumParams() == 1) {
      QualType P = Call->getParamDecl(0)->getType();
      if (isAmpClassTemplate(P, "index") ||
          isAmpClassTemplate(P, "tiled_index")) {
        checkInstantiatedKernelCaptures(L);
        return true;
      }
    }
    for (const LambdaCapture &C : L->captures()) {
      SourceLocation Loc = C.isImplicit() ? L->getBeginLoc() : C.getLocation();
      std::string Text;
      if (C.capturesThis()) {
        Text = "the amp-restricted lambda captures 'this'; C++ AMP allows "
               "only array and texture objects to be captured by reference "
               "(C++ AMP v1.2 §2.4.3.3; MSVC error C3590)";
      } else if (C.capturesVariable() && isa<VarDecl>(C.getCapturedVar())) {
        const auto *Var = cast<VarDecl>(C.getCapturedVar());
        QualType T = Var->getType().getNonReferenceType();
        bool Container =
            isAmpClassTemplate(T, "array") || isAmpClassTemplate(T, "texture");
        std::string Name = "'" + Var->getNameAsString() + "'";
        if (C.getCaptureKind() == LCK_ByRef && !Container)
          Text = Name + " is captured by reference; an amp-restricted lambda "
                        "may capture only array and texture objects by "
                        "reference (C++ AMP v1.2 §2.4.3.3; MSVC error C3590)";
        else if (C.getCaptureKind() == LCK_ByCopy && Container)
          Text = Name + " is captured by value; C++ AMP requires array and "
                        "texture objects to be captured by reference (C++ "
                        "AMP v1.2 §2.4.3.3; MSVC error C3597)";
        else if (C.getCaptureKind() == LCK_ByCopy &&
                 (T->isPointerType() || T->isMemberPointerType()))
          Text = Name + " of type '" + T.getAsString() +
                 "' is a pointer captured by value; an amp-restricted lambda "
                 "may not capture pointers (C++ AMP v1.2 §2.4.3.3; MSVC "
                 "error C3596)";
      }
      if (!Text.empty() && Loc.isValid() &&
          Reported.insert({SM.getFileLoc(Loc).getRawEncoding(), Text}).second)
        Reporter.report(Loc, DiagId::UnsupportedCapture, Text);
    }
    return true;
  }

  /// A kernel lambda of a template's instantiation: the kernel outliner
  /// checks the template's own text, where a capture's type may depend on a
  /// template parameter; here each by-value capture's type of this
  /// instantiation must be trivially copyable or an AMP container, as the
  /// runtime's kernel_param_t requires (ampcblas's `stride_view`, a struct
  /// holding an array_view: the output built nowhere). AMP2HIP-E0003.
  void checkInstantiatedKernelCaptures(const LambdaExpr *L) {
    const CXXMethodDecl *Call = L->getCallOperator();
    const FunctionDecl *Outer =
        dyn_cast_or_null<FunctionDecl>(Call->getParent()->getParent());
    if (!Outer || !Outer->isTemplateInstantiation())
      return;
    ASTContext &Ctx = Call->getASTContext();
    for (const LambdaCapture &C : L->captures()) {
      if (C.getCaptureKind() != LCK_ByCopy || !C.capturesVariable())
        continue;
      const auto *Var = dyn_cast<VarDecl>(C.getCapturedVar());
      if (!Var)
        continue;
      QualType T = Var->getType().getNonReferenceType();
      if (T->isDependentType() || isAmpContainer(T) || T->isArrayType() ||
          T.isTriviallyCopyableType(Ctx))
        continue;
      // A class holding views with a device form (Analysis/ViewClasses.h).
      const CXXRecordDecl *Class = T->getAsCXXRecordDecl();
      std::string Why;
      if (Class && holdsViews(Class)) {
        Why = whyNoDeviceForm(Class, SM);
        if (Why.empty())
          continue;
        Why = ": it holds views, and amp2hip cannot write its device form: " +
              Why;
      }
      // Where MSVC reports a template's kernel capture (the outliner's
      // reportCapture): the body's opening brace for an implicit capture.
      SourceLocation Loc =
          C.isImplicit() ? L->getBody()->getBeginLoc() : C.getLocation();
      PrintingPolicy Policy(Ctx.getLangOpts());
      Policy.SuppressTagKeyword = true;
      std::string Text =
          "'" + Var->getNameAsString() + "' of type '" +
          T.getUnqualifiedType().getAsString(Policy) +
          "' cannot be passed to a kernel" +
          (Why.empty() ? std::string(": it is not trivially copyable") : Why) +
          " (in the instantiation '" + Outer->getQualifiedNameAsString() +
          "' with " + templateArgumentsText(Outer) + ")";
      if (Loc.isValid() &&
          Reported.insert({SM.getFileLoc(Loc).getRawEncoding(), Text}).second)
        Reporter.report(Loc, DiagId::UnsupportedCapture, Text);
    }
  }

  /// The template arguments of the instantiation \p FD, as Clang prints
  /// them (`value_type = float, x_vector_type = stride_view<...>`).
  static std::string templateArgumentsText(const FunctionDecl *FD) {
    const TemplateArgumentList *Args = FD->getTemplateSpecializationArgs();
    const FunctionTemplateDecl *Template = FD->getPrimaryTemplate();
    if (!Args || !Template)
      return "its template arguments";
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    const TemplateParameterList *Params = Template->getTemplateParameters();
    PrintingPolicy Policy(FD->getASTContext().getLangOpts());
    for (unsigned I = 0; I < Args->size() && I < Params->size(); ++I) {
      if (I)
        OS << ", ";
      OS << Params->getParam(I)->getName() << " = ";
      Args->get(I).print(Policy, OS, /*IncludeType=*/false);
    }
    return OS.str();
  }

  /// §2.4.3.1: amp code has no string literals (MSVC error C3589); the
  /// message of a static_assert, __func__ and unevaluated operands are not
  /// code.
  bool VisitStringLiteral(StringLiteral *E) {
    if (InUnevaluated == 0 && !InDependent)
      report(E->getBeginLoc(), "the string literal",
             "§2.4.3.1; MSVC error C3589");
    return true;
  }
  bool TraverseStaticAssertDecl(StaticAssertDecl *) { return true; }
  bool TraversePredefinedExpr(PredefinedExpr *) { return true; }
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *E) {
    ++InUnevaluated;
    bool Continue = AmpFunctionVisitor::TraverseUnaryExprOrTypeTraitExpr(E);
    --InUnevaluated;
    return Continue;
  }

  /// §2.4.3.1: an integer constant of amp code fits in 32 bits, the range
  /// of int and unsigned int (`0x2ffffffffLL`: MSVC error C3595).
  bool VisitIntegerLiteral(IntegerLiteral *E) {
    if (!InAmp || InDependent || InUnevaluated > 0 ||
        E->getValue().getActiveBits() <= 32 || E->getLocation().isInvalid())
      return true;
    report(E->getLocation(),
           "the integer literal " + llvm::toString(E->getValue(), 10, false) +
               ", which does not fit in 32 bits,",
           "§2.4.3.1; MSVC error C3595");
    return true;
  }

  /// §2.4.3.1: a floating constant of amp code is within the range of its
  /// type: its written value is not above the type's largest finite value,
  /// even when it would round to it (`3.402823467e+38f`; MSVC error C2177).
  bool VisitFloatingLiteral(FloatingLiteral *E) {
    if (!InAmp || InDependent || InUnevaluated > 0 ||
        E->getLocation().isInvalid())
      return true;
    // A library's spelling (FLT_MAX is 3.40282347e+38F in Clang's float.h,
    // 3.402823466e+38F in MSVC's) is not the program's.
    if (SM.isInSystemHeader(SM.getSpellingLoc(E->getLocation())))
      return true;
    const llvm::fltSemantics &Sem = E->getSemantics();
    if (&Sem != &llvm::APFloat::IEEEsingle() &&
        &Sem != &llvm::APFloat::IEEEdouble())
      return true;
    SmallString<32> Buffer;
    bool Invalid = false;
    StringRef Spelling =
        Lexer::getSpelling(SM.getSpellingLoc(E->getLocation()), Buffer, SM,
                           AstCtx.getLangOpts(), &Invalid);
    if (Invalid)
      return true;
    std::string Digits;
    for (char C : Spelling)
      if (C != '\'')
        Digits += C;
    bool Hex = StringRef(Digits).starts_with_insensitive("0x");
    while (!Digits.empty() && (Digits.back() == 'f' || Digits.back() == 'F' ||
                               Digits.back() == 'l' || Digits.back() == 'L'))
      Digits.pop_back();
    if (Digits.empty() ||
        (!Hex && !clang::isDigit(Digits.back()) && Digits.back() != '.'))
      return true;
    // As MSVC reads it: the written value rounded to double may not
    // overflow, and for a float it may not be above FLT_MAX (so
    // 3.402823466e+38f and 1.7976931348623158e+308 are fine, the next digit
    // up is not).
    llvm::APFloat Written(llvm::APFloat::IEEEdouble());
    llvm::Expected<llvm::APFloat::opStatus> Status =
        Written.convertFromString(Digits, llvm::APFloat::rmNearestTiesToEven);
    if (!Status) {
      llvm::consumeError(Status.takeError());
      return true;
    }
    bool Above = (*Status & llvm::APFloat::opOverflow) || Written.isInfinity();
    if (!Above && &Sem == &llvm::APFloat::IEEEsingle()) {
      bool LosesInfo = false;
      llvm::APFloat Largest = llvm::APFloat::getLargest(Sem);
      Largest.convert(llvm::APFloat::IEEEdouble(),
                      llvm::APFloat::rmNearestTiesToEven, &LosesInfo);
      Written.clearSign();
      Above = Written.compare(Largest) == llvm::APFloat::cmpGreaterThan;
    }
    if (!Above)
      return true;
    report(E->getLocation(),
           "the floating literal " + Spelling.str() +
               ", which is above the range of '" + E->getType().getAsString() +
               "',",
           "§2.4.3.1; MSVC error C2177");
    return true;
  }

  /// Virtual calls (§2.4.2) and the edges of the amp call graph (recursion).
  bool VisitCallExpr(CallExpr *E) {
    if (!InAmp)
      return true;
    checkViewClassArguments(E);
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
      const auto *ME = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens());
      const CXXMethodDecl *MD = MC->getMethodDecl();
      if (ME && MD && MD->isVirtual() && !ME->hasQualifier() &&
          !isInAmpNamespace(MD))
        report(ME->getMemberLoc(),
               "the virtual call of '" + MD->getNameAsString() + "'", "§2.4.2");
    }
    const FunctionDecl *Callee = E->getDirectCallee();
    if (Callee && !InDependent)
      checkCLibraryCall(E, Callee);
    if (Callee && CurrentFn && getRestriction(Callee).Amp &&
        !isInAmpNamespace(Callee))
      Calls.push_back({CurrentFn, Callee->getCanonicalDecl(), E->getBeginLoc(),
                       Callee->getNameAsString()});
    return true;
  }

  /// Reads by value of constants: `const int N = 4; ... N ...` is allowed.
  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    if (InAmp && E->getCastKind() == CK_LValueToRValue)
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(E->getSubExpr()->IgnoreParens()))
        ReadByValue.insert(Ref);
    return true;
  }

  /// §2.4.3.2: variables of static storage duration (namespace scope, static
  /// members, static locals) are not usable in amp code, except constants
  /// read by value.
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (!InAmp || InDependent)
      return true;
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (!VD || !VD->hasGlobalStorage() || StaticLocals.count(VD) ||
        isInAmpNamespace(VD) || !Spaces.isProgramCode(VD))
      return true;
    NonOdrUseReason Reason = E->isNonOdrUse();
    if (Reason == NOUR_Unevaluated || Reason == NOUR_Constant ||
        Reason == NOUR_Discarded)
      return true;
    if (isConstant(VD) && ReadByValue.count(E))
      return true;
    std::string Kind = VD->isStaticLocal()        ? "the static local "
                       : VD->isStaticDataMember() ? "the static data member "
                                                  : "the global variable ";
    report(E->getLocation(),
           "the use of " + Kind + "'" + VD->getNameAsString() + "'",
           "§2.4.3.2; MSVC error C3586");
    return true;
  }

  /// §2.4.3.5: no static or thread_local locals; tile_static only in amp
  /// code and not in a kernel that is not tiled (§2.4.3.5.1).
  bool VisitVarDecl(VarDecl *VD) {
    if (getTileStaticAttr(VD) && Spaces.isProgramCode(VD)) {
      std::string Name = "the tile_static variable '" + VD->getNameAsString() +
                         "' is not allowed ";
      if (!InAmp)
        reportAt(VD->getLocation(), Name + "outside amp-restricted code",
                 "§2.4.3.5.1");
      else if (InSimpleKernel)
        reportAt(VD->getLocation(),
                 Name + "in a kernel that is not tiled (its parameter is an "
                        "index, not a tiled_index)",
                 "§2.4.3.5.1");
      else if (CurrentFn)
        TileStaticsOf[CurrentFn].push_back(VD);
      if (std::optional<std::string> Why = tileStaticPointer(VD->getType()))
        reportAt(VD->getLocation(),
                 "the tile_static variable '" + VD->getNameAsString() +
                     "' may not be or hold a pointer or reference: " + *Why,
                 "§2.4.3.5.1; MSVC error C3584");
    }
    if (!InAmp || isa<ParmVarDecl>(VD))
      return true;
    if (!VD->isStaticLocal() && VD->getTLSKind() == VarDecl::TLS_None)
      return true;
    StaticLocals.insert(VD);
    if (!InDependent && isConstant(VD))
      return true;
    if (InDependent && VD->isConstexpr())
      return true;
    report(VD->getLocation(),
           std::string(VD->getTLSKind() != VarDecl::TLS_None
                           ? "the thread_local variable '"
                           : "the static local variable '") +
               VD->getNameAsString() + "'",
           "§2.4.3.5; MSVC error C3586");
    return true;
  }

  /// A call in amp code of an amp function (outside the AMP library).
  struct CallEdge {
    const FunctionDecl *Caller;
    const FunctionDecl *Callee;
    SourceLocation Loc;
    std::string Name;
  };

  /// Reports the calls that close a cycle of amp functions (recursion,
  /// direct or mutual).
  void reportRecursion() {
    llvm::DenseMap<const FunctionDecl *,
                   llvm::SmallVector<const FunctionDecl *, 4>>
        Graph;
    for (const CallEdge &C : Calls)
      Graph[C.Caller].push_back(C.Callee);
    for (const CallEdge &C : Calls) {
      // Does the callee reach the caller again?
      llvm::DenseSet<const FunctionDecl *> Seen;
      llvm::SmallVector<const FunctionDecl *, 16> Work{C.Callee};
      bool Cycle = false;
      while (!Work.empty() && !Cycle) {
        const FunctionDecl *F = Work.pop_back_val();
        if (F == C.Caller) {
          Cycle = true;
          break;
        }
        if (!Seen.insert(F).second)
          continue;
        auto It = Graph.find(F);
        if (It != Graph.end())
          Work.append(It->second.begin(), It->second.end());
      }
      if (Cycle)
        reportAt(C.Loc,
                 "the recursive call of '" + C.Name +
                     "' is not allowed in amp-restricted code: amp functions "
                     "may not call themselves, directly or through other amp "
                     "functions",
                 "§2.4.3.7");
    }
  }

  /// Reports the tile_static variables of the amp functions that a kernel
  /// that is not tiled calls, directly or through other amp functions
  /// (§2.4.3.5.1: tile_static is for tiled kernels; on the GPU the variable
  /// would be shared by threads that are not a tile). The kernel's own
  /// variables are reported where they are declared (VisitVarDecl).
  void reportTileStaticInUntiledCalls() {
    if (TileStaticsOf.empty())
      return;
    llvm::DenseMap<const FunctionDecl *, llvm::SmallVector<const CallEdge *, 4>>
        Graph;
    for (const CallEdge &C : Calls)
      Graph[C.Caller].push_back(&C);
    for (const FunctionDecl *Kernel : UntiledKernels) {
      // Each function the kernel reaches, with the kernel's own call that
      // leads to it.
      llvm::DenseMap<const FunctionDecl *, const CallEdge *> FirstCall;
      llvm::SmallVector<std::pair<const FunctionDecl *, const CallEdge *>, 16>
          Work;
      for (const CallEdge *C : Graph.lookup(Kernel))
        Work.push_back({C->Callee, C});
      while (!Work.empty()) {
        auto [F, Via] = Work.pop_back_val();
        if (F == Kernel || !FirstCall.try_emplace(F, Via).second)
          continue;
        for (const CallEdge *C : Graph.lookup(F))
          Work.push_back({C->Callee, Via});
      }
      struct Found {
        const VarDecl *Var;
        const FunctionDecl *Function;
        const CallEdge *Via;
      };
      std::vector<Found> Reached;
      for (const auto &[F, Via] : FirstCall)
        if (auto Vars = TileStaticsOf.find(F); Vars != TileStaticsOf.end())
          for (const VarDecl *VD : Vars->second)
            Reached.push_back({VD, F, Via});
      llvm::sort(Reached, [&](const Found &A, const Found &B) {
        return SM.isBeforeInTranslationUnit(A.Var->getLocation(),
                                            B.Var->getLocation());
      });
      for (const Found &R : Reached)
        reportTileStaticCalledUntiled(R.Var, R.Function, *R.Via);
    }
  }

  /// One variable of reportTileStaticInUntiledCalls, with a note at the
  /// kernel's call \p Via that leads to \p F.
  void reportTileStaticCalledUntiled(const VarDecl *VD, const FunctionDecl *F,
                                     const CallEdge &Via) {
    std::string Name = F->getNameAsString();
    if (!reportAt(VD->getLocation(),
                  "the tile_static variable '" + VD->getNameAsString() +
                      "' is not allowed in '" + Name +
                      "', which a kernel that is not tiled calls (its "
                      "parameter is an index, not a tiled_index)",
                  "§2.4.3.5.1"))
      return;
    Reporter.note(Via.Loc,
                  "the kernel that is not tiled calls '" + Via.Name + "' here" +
                      (Via.Callee == F ? "" : ", which calls '" + Name + "'"));
  }

  unsigned errors() const { return Reporter.errorCount(); }

private:
  /// Traverses \p FD (through \p TraverseBody) as amp code when it is
  /// restrict(amp) and part of the program; checks its declarator first
  /// (§2.4.2: not virtual, not variadic, no dynamic exception
  /// specification).
  template <typename Fn>
  bool traverseFunction(FunctionDecl *FD, Fn TraverseBody) {
    bool Amp = declaresAmp(FD);
    if (Amp && !FD->isImplicit())
      checkDeclarator(FD);
    if (FD && getTileStaticAttr(FD) && Spaces.isProgramCode(FD))
      reportAt(FD->getLocation(),
               "'tile_static' on the function '" + FD->getNameAsString() +
                   "' is not allowed: tile_static applies only to local "
                   "variables of tiled amp code",
               "§2.4.3.5.1; MSVC error C3584");
    bool SavedInAmp = InAmp, SavedDependent = InDependent,
         SavedSimple = InSimpleKernel;
    const FunctionDecl *SavedFn = CurrentFn;
    // A lambda or a member function of a local class in amp code is amp
    // code, unless it says otherwise (`void h() restrict(cpu)`).
    InAmp = bodyIsAmp(FD);
    bool LocalClassMember = InAmp && !Amp;
    if (FD) {
      InDependent = FD->isDependentContext();
      if (Amp) {
        CurrentFn = InDependent ? nullptr : FD->getCanonicalDecl();
        InSimpleKernel = isSimpleKernel(FD);
        if (InSimpleKernel && CurrentFn)
          UntiledKernels.push_back(CurrentFn);
      } else if (!LocalClassMember) {
        CurrentFn = nullptr;
        InSimpleKernel = false;
      }
    }
    bool Continue = TraverseBody();
    InAmp = SavedInAmp;
    InDependent = SavedDependent;
    InSimpleKernel = SavedSimple;
    CurrentFn = SavedFn;
    return Continue;
  }

  void checkDeclarator(const FunctionDecl *FD) {
    std::string Name = "'" + FD->getNameAsString() + "'";
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->isVirtual() && !isa<CXXDestructorDecl>(MD))
        reportAt(FD->getLocation(),
                 "the virtual member function " + Name +
                     " is not allowed in amp-restricted code: amp functions "
                     "may not be virtual",
                 "§2.4.2; MSVC error C3581");
    if (FD->isVariadic() && !(isa<CXXMethodDecl>(FD) &&
                              cast<CXXMethodDecl>(FD)->getParent()->isLambda()))
      reportAt(FD->getLocation(),
               "the function " + Name +
                   " is not allowed in amp-restricted code: amp functions "
                   "may not take a variable argument list ('...')",
               "§2.4.2; MSVC error C3581");
    if (const auto *FPT = FD->getType()->getAs<FunctionProtoType>()) {
      ExceptionSpecificationType EST = FPT->getExceptionSpecType();
      // throw(T), throw() and MSVC's throw(...).
      if (EST == EST_Dynamic || EST == EST_DynamicNone || EST == EST_MSAny)
        reportAt(FD->getLocation(),
                 "the function " + Name +
                     " is not allowed in amp-restricted code: amp functions "
                     "may not have a dynamic exception specification "
                     "('throw(...)')",
                 "§2.4.2; MSVC error C3581");
    }
  }

  /// §2.3: amp code calls only amp-restricted functions. The C library's
  /// allocation, memory-block and output functions have no amp overload in
  /// C++ AMP (MSVC error C3930), though the HIP and CUDA headers declare
  /// device versions, so Clang accepts them: reported as AMP2HIP-E0011.
  void checkCLibraryCall(const CallExpr *E, const FunctionDecl *Callee) {
    static const llvm::StringSet<> Functions = {
        "malloc",  "calloc", "realloc", "free",    "aligned_alloc",
        "memcpy",  "memset", "memmove", "memcmp",  "printf",
        "fprintf", "puts",   "putchar", "sprintf", "snprintf"};
    if (!Callee->getIdentifier() || !Functions.contains(Callee->getName()))
      return;
    const DeclContext *DC = Callee->getDeclContext()->getRedeclContext();
    bool Std = DC->isStdNamespace();
    if (!Std && !DC->isTranslationUnit())
      return;
    if (!SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())))
      return; // the program's own function of that name: E0011's usual path
    if (!InAmp)
      return;
    SourceLocation Loc = E->getBeginLoc();
    std::string Text =
        "'" + Callee->getNameAsString() +
        "' is called from amp code (a kernel or a restrict(amp) function) but "
        "the C library's function has no restrict(amp) overload in C++ AMP "
        "(C++ AMP v1.2 §2.3; MSVC error C3930)";
    if (Loc.isInvalid() ||
        !Reported.insert({SM.getFileLoc(Loc).getRawEncoding(), Text}).second)
      return;
    Reporter.report(Loc, DiagId::CallOutsideRestriction, Text);
  }

  /// A kernel lambda of a parallel_for_each that is not tiled: its call
  /// operator takes a concurrency::index.
  static bool isSimpleKernel(const FunctionDecl *FD) {
    const auto *MD = dyn_cast<CXXMethodDecl>(FD);
    if (!MD || !MD->getParent()->isLambda() || MD->getNumParams() != 1)
      return false;
    return isAmpClassTemplate(MD->getParamDecl(0)->getType(), "index");
  }

  /// True if \p E is a (non-dependent) pointer to bool.
  bool isBoolPointer(const Expr *E) const {
    if (!InAmp || InDependent)
      return false;
    QualType T = E->IgnoreParenImpCasts()->getType();
    if (T->isArrayType())
      return false;
    const auto *Pointer = T->getAs<PointerType>();
    return Pointer && Pointer->getPointeeType()->isBooleanType();
  }

  /// Why a tile_static variable of type \p T would hold a pointer or a
  /// reference (through arrays, members and bases), or std::nullopt.
  static std::optional<std::string> tileStaticPointer(QualType T) {
    llvm::SmallPtrSet<const CXXRecordDecl *, 8> Seen;
    return holdsPointer(T, Seen);
  }
  static std::optional<std::string>
  holdsPointer(QualType T, llvm::SmallPtrSetImpl<const CXXRecordDecl *> &Seen) {
    if (T.isNull() || T->isDependentType())
      return std::nullopt;
    if (T->isReferenceType())
      return std::string("it is a reference");
    while (const auto *Array = dyn_cast<ArrayType>(T.getCanonicalType()))
      T = Array->getElementType();
    if (T->isPointerType() || T->isMemberPointerType())
      return "'" + T.getAsString() + "' is a pointer";
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    // The views of the AMP library hold a pointer to the data they view
    // (MSVC's C3584 names them as well).
    if (RD && isInAmpNamespace(RD) &&
        (RD->getName() == "array_view" || RD->getName() == "texture_view" ||
         RD->getName() == "writeonly_texture_view")) {
      PrintingPolicy Policy{LangOptions()};
      Policy.SuppressTagKeyword = true;
      Policy.SuppressScope = true;
      return "'" + T.getUnqualifiedType().getAsString(Policy) +
             "' is a view, which holds a pointer to the data it views";
    }
    if (!RD || !RD->hasDefinition() || isInAmpNamespace(RD) ||
        !Seen.insert(RD->getDefinition()).second)
      return std::nullopt;
    RD = RD->getDefinition();
    for (const CXXBaseSpecifier &Base : RD->bases())
      if (std::optional<std::string> Why = holdsPointer(Base.getType(), Seen))
        return Why;
    for (const FieldDecl *Field : RD->fields())
      if (std::optional<std::string> Why = holdsPointer(Field->getType(), Seen))
        return "the member '" + Field->getNameAsString() + "' of '" +
               RD->getNameAsString() + "': " + *Why;
    return std::nullopt;
  }

  /// A constant: constexpr, or const-qualified with a constant initializer.
  static bool isConstant(const VarDecl *VD) {
    if (VD->isConstexpr())
      return true;
    if (!VD->getType().isConstQualified() ||
        VD->getType().isVolatileQualified())
      return false;
    const VarDecl *Def = VD->getDefinition();
    if (!Def)
      Def = VD;
    if (!Def->getInit() || Def->getInit()->isValueDependent())
      return false;
    return Def->hasConstantInitialization();
  }

  /// Reports "WHAT is not allowed in amp-restricted code (C++ AMP v1.2 REF)"
  /// when in amp code.
  void report(SourceLocation Loc, const std::string &What,
              const std::string &Ref) {
    if (InAmp)
      reportAt(Loc, What + " is not allowed in amp-restricted code", Ref);
  }

  /// Reports "MESSAGE (C++ AMP v1.2 REF)" as AMP2HIP-E0016 at \p Loc;
  /// false if it was reported there before (or \p Loc is invalid).
  bool reportAt(SourceLocation Loc, const std::string &Message,
                const std::string &Ref) {
    if (Loc.isInvalid())
      return false;
    std::string Text = Message + " (C++ AMP v1.2 " + Ref + ")";
    // A template's statement is reported once, not per instantiation.
    if (!Reported.insert({SM.getFileLoc(Loc).getRawEncoding(), Text}).second)
      return false;
    Reporter.report(Loc, DiagId::AmpForbiddenConstruct, Text);
    return true;
  }

  ASTContext &AstCtx;
  SourceManager &SM;
  DiagReporter Reporter;
  bool InAmp = false;
  bool InDependent = false;
  bool InSimpleKernel = false;
  unsigned InUnevaluated = 0;
  const FunctionDecl *CurrentFn = nullptr;
  std::vector<CallEdge> Calls;
  /// The tile_static variables of amp functions other than kernels that are
  /// not tiled, by function (canonical declaration).
  llvm::DenseMap<const FunctionDecl *, llvm::SmallVector<const VarDecl *, 2>>
      TileStaticsOf;
  /// The call operators of the kernels that are not tiled.
  std::vector<const FunctionDecl *> UntiledKernels;
  llvm::DenseSet<const DeclRefExpr *> ReadByValue;
  llvm::DenseSet<const VarDecl *> StaticLocals;
  std::set<std::pair<unsigned, std::string>> Reported;
};

} // namespace

unsigned reportAmpStatementViolations(ASTContext &Ctx,
                                      const ExecutionSpaceAnalysis &Spaces) {
  AmpStatementChecker Checker(Ctx, Spaces);
  Checker.TraverseDecl(Ctx.getTranslationUnitDecl());
  Checker.reportRecursion();
  Checker.reportTileStaticInUntiledCalls();
  return Checker.errors();
}

} // namespace amp2hip
