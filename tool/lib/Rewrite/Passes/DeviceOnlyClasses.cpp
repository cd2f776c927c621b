//===- DeviceOnlyClasses.cpp - Rewrite pass: DeviceOnlyClasses ------------===//
//
// The device-only classes: classes holding views whose objects exist only in
// amp code hold device views; restrict(amp, cpu) functions used only from amp
// code become device functions.
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

const CXXRecordDecl *RewriteSession::recordPattern(const CXXRecordDecl *RD) {
  if (const CXXRecordDecl *Pattern = RD->getTemplateInstantiationPattern())
    RD = Pattern;
  return RD->getDefinition() ? RD->getDefinition() : RD;
}

bool RewriteSession::namesRecord(QualType T, const CXXRecordDecl *Pattern) {
  while (!T.isNull()) {
    if (T->isReferenceType() || T->isPointerType())
      T = T->getPointeeType();
    else if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
      T = AT->getElementType();
    else
      break;
  }
  if (T.isNull())
    return false;
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (const auto *CTD = dyn_cast_or_null<ClassTemplateDecl>(
            TST->getTemplateName().getAsTemplateDecl()))
      return recordPattern(CTD->getTemplatedDecl()) == Pattern;
  if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl())
    return recordPattern(RD) == Pattern;
  return false;
}

bool RewriteSession::deviceOnlyClass(const CXXRecordDecl *RD) {
  const CXXRecordDecl *Pattern = recordPattern(RD);
  auto Known = DeviceOnlyClasses.find(Pattern);
  if (Known != DeviceOnlyClasses.end())
    return Known->second;
  bool &Answer = DeviceOnlyClasses[Pattern];
  Answer = false;
  // Defined in the source file: a header's class may be used on the host
  // by another translation unit.
  if (IsHeader || SM.getFileID(SM.getFileLoc(Pattern->getLocation())) != File ||
      !Pattern->hasDefinition() || Pattern->isLambda() ||
      Pattern->isPolymorphic() || Pattern->getNumBases() > 0 ||
      !holdsAmpContainer(Pattern))
    return false;
  for (const FieldDecl *Field : Pattern->fields())
    if (Field->getType()->isReferenceType() &&
        isAmpContainer(Field->getType().getNonReferenceType()))
      return false;
  SourceRange Own = Pattern->getSourceRange();
  if (const ClassTemplateDecl *CTD = Pattern->getDescribedClassTemplate())
    Own = CTD->getSourceRange();
  struct Finder : RecursiveASTVisitor<Finder> {
    const CXXRecordDecl *Pattern;
    std::vector<const Expr *> Exprs;
    std::vector<const ParmVarDecl *> Params;
    bool Other = false;
    bool VisitExpr(Expr *E) {
      if (namesRecord(E->getType(), Pattern))
        Exprs.push_back(E);
      return true;
    }
    bool VisitDeclaratorDecl(DeclaratorDecl *D) {
      if (!namesRecord(D->getType(), Pattern))
        return true;
      if (const auto *P = dyn_cast<ParmVarDecl>(D))
        Params.push_back(P);
      else if (!isa<VarDecl>(D) || !cast<VarDecl>(D)->isLocalVarDecl())
        Other = true; // a field of another class, a global
      return true;
    }
  } Find;
  Find.Pattern = Pattern;
  Find.TraverseAST(Ctx);
  auto Inside = [&](SourceLocation Loc) {
    return SM.isBeforeInTranslationUnit(Own.getBegin(), Loc) &&
           SM.isBeforeInTranslationUnit(Loc, Own.getEnd());
  };
  if (Find.Other)
    return false;
  bool Used = false; // an unused class keeps AMP2HIP-E0009
  for (const Expr *E : Find.Exprs) {
    if (Inside(E->getBeginLoc()))
      continue;
    Restriction R = Spaces.enclosing(E);
    if (!R.Amp || R.Cpu)
      return false;
    Used = true;
  }
  for (const ParmVarDecl *P : Find.Params) {
    if (Inside(P->getLocation()))
      continue;
    Used = true;
    const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
    if (!FD)
      return false;
    Restriction R = getRestriction(FD);
    if (!R.Amp || R.Cpu)
      return false;
  }
  Answer = Used;
  return Used;
}

void RewriteSession::rewriteDeviceOnlyFields(const CXXRecordDecl *RD) {
  const CXXRecordDecl *Pattern = recordPattern(RD);
  if (!DeviceFieldsDone.insert(Pattern).second)
    return;
  for (const FieldDecl *Field : Pattern->fields()) {
    QualType T = Field->getType();
    if (!isAmpContainer(T))
      continue;
    TypeLoc TL = Field->getTypeSourceInfo()->getTypeLoc().getUnqualifiedLoc();
    std::optional<OffsetRange> Range =
        rangeIn(File, TL.getSourceRange(), SM, LO);
    if (!Range) {
      Diags.report(Field->getLocation(), DiagId::UnsupportedKernelContext,
                   "amp2hip cannot rewrite this member as a device view: "
                   "its type is written by a macro or in another file");
      continue;
    }
    spellAsDeviceView(TL, T, *Range, Field->getLocation());
  }
}

bool RewriteSession::usedOnlyFromAmpCode(const FunctionDecl *FD) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const FunctionDecl *FD;
    std::vector<const Expr *> Uses;
    bool shouldVisitTemplateInstantiations() const { return true; }
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      if (isSameFunction(E->getDecl(), FD))
        Uses.push_back(E);
      return true;
    }
    bool VisitMemberExpr(MemberExpr *E) {
      if (isSameFunction(E->getMemberDecl(), FD))
        Uses.push_back(E);
      return true;
    }
    bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
      for (const NamedDecl *D : E->decls()) {
        const NamedDecl *U = D->getUnderlyingDecl();
        if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(U))
          U = FTD->getTemplatedDecl();
        if (isSameFunction(U, FD))
          Uses.push_back(E);
      }
      return true;
    }
  } Find;
  Find.FD = FD;
  Find.TraverseAST(Ctx);
  if (Find.Uses.empty())
    return false;
  for (const Expr *Use : Find.Uses) {
    Restriction R = Spaces.enclosing(Use);
    if (R.Amp && R.Cpu) {
      // Inside another restrict(amp, cpu) function with container
      // parameters that only amp code uses: that one is device-only too.
      const FunctionDecl *Caller = enclosingFunction(Use);
      if (Caller && Caller != FD && hasContainerParam(Caller) &&
          AmpOnlyVisiting.insert(Caller->getCanonicalDecl()).second) {
        bool CallerAmpOnly = usedOnlyFromAmpCode(Caller);
        AmpOnlyVisiting.erase(Caller->getCanonicalDecl());
        if (CallerAmpOnly)
          continue;
      }
    }
    if (!R.Amp || R.Cpu)
      return false;
  }
  return true;
}

const FunctionDecl *RewriteSession::enclosingFunction(const Expr *E) {
  const FunctionDecl *FD =
      Spaces.enclosingFunction(DynTypedNode::create(*E));
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(FD);
  return MD && MD->getParent()->isLambda() ? nullptr : FD;
}

} // namespace amp2hip
