//===- KernelClassUses.cpp - What a kernel body names of its class --------===//

#include "Kernel/KernelClassUses.h"

#include "Analysis/AmpModel.h"

#include "Edits/SourceUtil.h"
#include "Kernel/KernelCalls.h"
#include "Kernel/KernelTypeSpelling.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

bool ClassMemberUses::VisitDeclRefExpr(DeclRefExpr *E) {
  const ValueDecl *D = E->getDecl();
  if (!isMemberOf(D, Pattern))
    return true;
  const auto *VD = dyn_cast<VarDecl>(D);
  if (VD && VD->isStaticDataMember() && !E->hasQualifier()) {
    note(VD);
    return true;
  }
  std::string Name = D->getNameAsString();
  if (const auto *MD = dyn_cast<CXXMethodDecl>(D); MD && MD->isStatic()) {
    staticCall(E->getLocation(), MD, E->hasQualifier(),
               E->hasExplicitTemplateArgs());
    return true;
  }
  if (isa<CXXMethodDecl>(D))
    problem(E->getLocation(), "calls member function '" + Name +
                                  "'; only static constant data members "
                                  "and member type aliases can be used");
  else if (VD && VD->isStaticDataMember())
    problem(E->getLocation(), "names static data member '" + Name +
                                  "' with a qualifier; write it "
                                  "unqualified");
  else
    problem(E->getLocation(), "names member '" + Name +
                                  "'; only static constant data members "
                                  "and member type aliases can be used");
  return true;
}

bool ClassMemberUses::VisitOverloadExpr(OverloadExpr *E) {
  // A dependent call of the class's static member functions (overloads or
  // templates): each candidate must be one.
  const CXXMethodDecl *Static = nullptr;
  bool AllStatic = !E->decls().empty();
  for (const NamedDecl *D : E->decls()) {
    const NamedDecl *U = D->getUnderlyingDecl();
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(U))
      U = FTD->getTemplatedDecl();
    const auto *MD = dyn_cast<CXXMethodDecl>(U);
    AllStatic &= MD && MD->isStatic() && isMemberOf(MD, Pattern);
    if (MD && (!Static || MD->getAccess() != AS_public))
      Static = MD;
  }
  if (AllStatic && isa<UnresolvedLookupExpr>(E)) {
    staticCall(E->getNameLoc(), Static, E->getQualifier() != nullptr,
               E->hasExplicitTemplateArgs());
    return true;
  }
  for (const NamedDecl *D : E->decls())
    if (isMemberOf(D, Pattern)) {
      problem(E->getNameLoc(), "calls member function '" +
                                   D->getNameAsString() +
                                   "'; only static constant data members "
                                   "and member type aliases can be used");
      break;
    }
  return true;
}

bool ClassMemberUses::VisitDependentScopeDeclRefExpr(
    DependentScopeDeclRefExpr *E) {
  const Type *Prefix =
      E->getQualifier() ? E->getQualifier()->getAsType() : nullptr;
  if (Prefix && Prefix->getAsCXXRecordDecl() == Pattern)
    problem(E->getLocation(), "names '" + E->getDeclName().getAsString() +
                                  "' with a qualifier naming the class; "
                                  "write it unqualified");
  return true;
}

bool ClassMemberUses::TraverseElaboratedTypeLoc(ElaboratedTypeLoc TL) {
  if (!TL.getQualifierLoc())
    return RecursiveASTVisitor<ClassMemberUses>::TraverseElaboratedTypeLoc(TL);
  ++Qualified;
  bool Result =
      RecursiveASTVisitor<ClassMemberUses>::TraverseElaboratedTypeLoc(TL);
  --Qualified;
  return Result;
}

bool ClassMemberUses::VisitTypedefTypeLoc(TypedefTypeLoc TL) {
  const TypedefNameDecl *D = TL.getTypedefNameDecl();
  if (!isMemberOf(D, Pattern))
    return true;
  if (Qualified || D->getDeclContext() != Pattern)
    problem(TL.getBeginLoc(), "names member type '" + D->getNameAsString() +
                                  "' with a qualifier; write it "
                                  "unqualified");
  else
    note(D);
  return true;
}

bool ClassMemberUses::VisitTagTypeLoc(TagTypeLoc TL) {
  if (TL.getDecl() == Pattern && Pattern->getDeclContext()->isFileContext() &&
      !Pattern->isDependentContext()) {
    NeedsCompleteClass = true; // `histogram_amp::addword(...)`
    return true;
  }
  if (TL.getDecl() == Pattern) {
    problem(TL.getBeginLoc(), "names the class '" + Pattern->getNameAsString() +
                                  "' itself; the kernel is outside the "
                                  "class");
    return true;
  }
  if (isMemberOf(TL.getDecl(), Pattern))
    problem(TL.getBeginLoc(), "names member type '" +
                                  TL.getDecl()->getNameAsString() +
                                  "'; only member type aliases can be used");
  return true;
}

bool ClassMemberUses::VisitInjectedClassNameTypeLoc(
    InjectedClassNameTypeLoc TL) {
  problem(TL.getBeginLoc(), "names the class '" + Pattern->getNameAsString() +
                                "' itself; the kernel is outside the class");
  return true;
}

bool ClassMemberUses::VisitTemplateSpecializationTypeLoc(
    TemplateSpecializationTypeLoc TL) {
  const TemplateDecl *TD =
      TL.getTypePtr()->getTemplateName().getAsTemplateDecl();
  if (TD &&
      (TD == Pattern->getDescribedClassTemplate() || isMemberOf(TD, Pattern)))
    problem(TL.getBeginLoc(), "names '" + TD->getNameAsString() +
                                  "', the class template or one of its "
                                  "members");
  return true;
}

bool ClassMemberUses::VisitDependentNameTypeLoc(DependentNameTypeLoc TL) {
  const NestedNameSpecifier *NNS = TL.getTypePtr()->getQualifier();
  const Type *Prefix = NNS ? NNS->getAsType() : nullptr;
  if (Prefix && Prefix->getAsCXXRecordDecl() == Pattern)
    problem(TL.getBeginLoc(),
            "names member type '" +
                TL.getTypePtr()->getIdentifier()->getName().str() +
                "' with a qualifier; write it unqualified");
  return true;
}

void ClassMemberUses::note(const NamedDecl *D) {
  if (Seen.insert(D).second)
    Redeclared.push_back(D);
}

void ClassMemberUses::problem(SourceLocation Loc, std::string What) {
  Problems.push_back({Loc, std::move(What)});
}

std::pair<SourceLocation, SourceLocation>
memberDeclarationBounds(const Decl *D, const SourceManager &SM,
                        const LangOptions &LO) {
  SourceLocation Begin = D->getBeginLoc();
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    if (const FunctionTemplateDecl *Template =
            FD->getDescribedFunctionTemplate())
      Begin = Template->getBeginLoc();
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    if (const ClassTemplateDecl *Template = RD->getDescribedClassTemplate())
      Begin = Template->getBeginLoc();
  const auto *FD = dyn_cast<FunctionDecl>(D);
  if (FD && FD->doesThisDeclarationHaveABody()) {
    SourceLocation End = FD->getBodyRBrace();
    if (Begin.isFileID() && End.isFileID() &&
        SM.getFileID(Begin) == SM.getFileID(End))
      return {Begin, End};
    return {};
  }
  // The end may be in `restrict(...)`, a macro of the parse.
  SourceLocation Last = SM.getExpansionRange(D->getEndLoc()).getEnd();
  SourceLocation AfterSemi = Lexer::findLocationAfterToken(
      Last, tok::semi, SM, LO, /*SkipTrailingWhitespaceAndNewLine=*/false);
  if (!Begin.isFileID() || AfterSemi.isInvalid() ||
      SM.isInSystemHeader(Begin) ||
      SM.getFileID(Begin) != SM.getFileID(AfterSemi))
    return {};
  return {Begin, AfterSemi.getLocWithOffset(-1)};
}

bool isPublishedForKernels(const CXXMethodDecl *MD, const SourceManager &SM) {
  if (!MD || !MD->isStatic() || MD->getAccess() == AS_public)
    return false;
  if (const FunctionDecl *Pattern = MD->getTemplateInstantiationPattern())
    MD = cast<CXXMethodDecl>(Pattern);
  const auto *First = cast<CXXMethodDecl>(MD->getFirstDecl());
  const CXXRecordDecl *Class = First->getParent();
  if (Class->isLambda() || Class->isLocalClass() ||
      First->getLexicalDeclContext() != Class)
    return false;
  if (!getEffectiveRestriction(First).Amp)
    return false;
  return memberDeclarationBounds(First, SM,
                                 First->getASTContext().getLangOpts())
      .first.isValid();
}

void ClassMemberUses::staticCall(SourceLocation Loc, const CXXMethodDecl *MD,
                                 bool Qualified, bool TemplateArguments) {
  if (MD->getAccess() != AS_public &&
      !isPublishedForKernels(MD, MD->getASTContext().getSourceManager())) {
    problem(Loc, "calls " +
                     std::string(MD->getAccess() == AS_private ? "private"
                                                               : "protected") +
                     " static member function '" + MD->getNameAsString() +
                     "', which the kernel outside the class cannot call; "
                     "make it public");
    return;
  }
  NeedsCompleteClass = true;
  if (!Qualified)
    StaticCalls.push_back({Loc, MD, TemplateArguments});
}

llvm::SmallVector<SourceLocation, 2> staticCallsInMacros(const LambdaExpr *L) {
  llvm::SmallVector<SourceLocation, 2> Result;
  const FunctionDecl *Enclosing = getEnclosingFunction(L);
  if (!Enclosing)
    return Result;
  // The class whose members the kernel names (KernelPlanner::classContext):
  // the innermost one around the enclosing function.
  const CXXRecordDecl *Class = nullptr;
  for (const DeclContext *DC = Enclosing->getParent(); DC && !Class;
       DC = DC->getParent())
    Class = dyn_cast<CXXRecordDecl>(DC);
  if (!Class)
    return Result;
  ClassMemberUses Uses(Class);
  Uses.TraverseStmt(L->getBody());
  for (const ClassMemberUses::StaticCall &Call : Uses.StaticCalls)
    if (Call.Loc.isMacroID())
      Result.push_back(Call.Loc);
  return Result;
}

bool FunctorThisUses::VisitMemberExpr(MemberExpr *E) {
  const auto *This = dyn_cast<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts());
  if (!This)
    return true;
  if (isa<FieldDecl>(E->getMemberDecl())) {
    remove(This, E->getMemberLoc());
  } else if (const auto *MD = dyn_cast<CXXMethodDecl>(E->getMemberDecl())) {
    if (!MD->isStatic()) // KernelClassUses qualifies static ones
      callMember(MD, This, E->getMemberLoc());
  }
  return true;
}

bool FunctorThisUses::VisitCXXDependentScopeMemberExpr(
    CXXDependentScopeMemberExpr *E) {
  const CXXThisExpr *This =
      E->isImplicitAccess()
          ? nullptr
          : dyn_cast<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts());
  if (!E->isImplicitAccess() && !This)
    return true;
  std::string Name = E->getMember().getAsString();
  bool Field = llvm::any_of(Functor->fields(), [&](const FieldDecl *F) {
    return F->getName() == Name;
  });
  if (!Field)
    problem(E->getMemberLoc(), "names member '" + Name + "'");
  else if (This)
    remove(This, E->getMemberLoc());
  return true;
}

bool FunctorThisUses::VisitUnresolvedMemberExpr(UnresolvedMemberExpr *E) {
  const auto *This =
      E->isImplicitAccess()
          ? nullptr
          : dyn_cast<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts());
  if (!E->isImplicitAccess() && !This)
    return true;
  // In a class template: one candidate, the member function itself.
  const CXXMethodDecl *Only = nullptr;
  if (E->getNumDecls() == 1)
    Only = dyn_cast<CXXMethodDecl>((*E->decls_begin())->getUnderlyingDecl());
  if (Only && !Only->isStatic())
    callMember(Only, This, E->getMemberLoc());
  else
    problem(E->getMemberLoc(),
            "calls member function '" + E->getMemberName().getAsString() + "'");
  return true;
}

void FunctorThisUses::callMember(const CXXMethodDecl *MD,
                                 const CXXThisExpr *This,
                                 SourceLocation MemberLoc) {
  std::string Name = MD->getNameAsString();
  if (MD->isVirtual() || MD->getPrimaryTemplate() ||
      MD->getDescribedFunctionTemplate() || MD->isOverloadedOperator() ||
      !getRestriction(MD).Amp || !MD->getDefinition() ||
      !MD->getDeclName().isIdentifier() ||
      isa<CXXConstructorDecl, CXXDestructorDecl>(MD)) {
    problem(MemberLoc, "calls member function '" + Name +
                           "' (amp2hip writes into the kernel the "
                           "restrict(amp) member functions that a call "
                           "operator calls, when they are defined in the "
                           "file and are not virtual, templates or operators)");
    return;
  }
  if (llvm::any_of(Called, [&](const CXXMethodDecl *Other) {
        return Other->getName() == MD->getName() &&
               Other->getCanonicalDecl() != MD->getCanonicalDecl();
      })) {
    problem(MemberLoc, "calls overloaded member function '" + Name + "'");
    return;
  }
  if (This)
    remove(This, MemberLoc);
  if (llvm::none_of(Called, [&](const CXXMethodDecl *Other) {
        return Other->getCanonicalDecl() == MD->getCanonicalDecl();
      }))
    Called.push_back(MD);
}

bool FunctorThisUses::VisitCXXThisExpr(CXXThisExpr *E) {
  if (!E->isImplicit() && !Handled.count(E))
    problem(E->getLocation(), "uses 'this' other than to name a data member");
  return true;
}

void FunctorThisUses::remove(const CXXThisExpr *This,
                             SourceLocation MemberLoc) {
  if (This->isImplicit())
    return;
  Handled.insert(This);
  std::optional<unsigned> Begin = offsetIn(File, This->getBeginLoc(), SM);
  std::optional<unsigned> End = offsetIn(File, MemberLoc, SM);
  if (!Begin || !End || *End < *Begin || This->getBeginLoc().isMacroID())
    problem(This->getLocation(), "uses 'this' in a macro");
  else
    Removals.push_back({*Begin, *End});
}

void FunctorThisUses::problem(SourceLocation Loc, std::string What) {
  Problems.push_back({Loc, std::move(What)});
}

} // namespace amp2hip
