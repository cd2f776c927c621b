//===- KernelClassContext.cpp - Kernels in members of classes -------------===//
//
// A kernel outlined from a member function leaves its class for namespace
// scope: it becomes a template over the parameters of an enclosing class
// template (and of a member function template), and declares again the member
// type aliases and constants its body names. Other uses of the class are
// AMP2HIP-E0004.
//
//===----------------------------------------------------------------------===//

#include "Kernel/KernelPlanner.h"

#include "Edits/SourceUtil.h"
#include "Kernel/KernelCalls.h"
#include "Kernel/KernelClassUses.h"
#include "Kernel/KernelTypeSpelling.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

using namespace clang;

namespace amp2hip {

bool KernelPlanner::classContext(SourceLocation Loc,
                                 const FunctionDecl *Enclosing,
                                 ClassContext &Result) {
  Result = ClassContext();
  // A member of a class template is supported when the class template (or
  // partial specialization) is declared at namespace scope and the member
  // belongs to it directly; members of other classes (nested, local) are
  // outlined with the class's constants and type aliases declared again.
  for (const DeclContext *DC = Enclosing->getParent();
       DC && !DC->isFileContext(); DC = DC->getParent()) {
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    if (!RD)
      continue;
    if (!Result.MemberClass)
      Result.MemberClass = RD;
    if (!RD->isDependentContext())
      continue;
    if (!classTemplateParams(RD) || RD != Enclosing->getParent() ||
        !RD->getParent()->isFileContext() || RD->isLocalClass()) {
      report(Loc, DiagId::UnsupportedKernelContext,
             "parallel_for_each in a member function of a class nested "
             "in a class template, of a class template nested in a "
             "class, or of a local class template is not supported; "
             "only class templates (and their partial "
             "specializations) declared at namespace scope are");
      return false;
    }
    Result.Pattern = RD;
  }
  return true;
}

bool KernelPlanner::redeclareClassMembers(const Stmt *Body, SourceLocation Loc,
                                          const CXXRecordDecl *MemberClass,
                                          bool Functor,
                                          KernelClassUses &Result) {
  std::vector<KernelRedeclaration> &Decls = Result.Decls;
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  std::string ClassName = MemberClass->getNameAsString();
  std::string Where =
      Functor ? "the call operator of function object '" + ClassName + "'"
              : "the kernel in a member of class '" + ClassName + "'";
  ClassMemberUses Uses(MemberClass);
  Uses.TraverseStmt(const_cast<Stmt *>(Body));
  bool Ok = true;
  // The initializers of the constants may name more members: a work list.
  for (size_t I = 0; I < Uses.Redeclared.size(); ++I) {
    const auto *VD = dyn_cast<VarDecl>(Uses.Redeclared[I]);
    if (!VD)
      continue;
    const VarDecl *InitDecl = nullptr;
    const Expr *Init = VD->getAnyInitializer(InitDecl);
    std::optional<OffsetRange> InitRange =
        Init ? rangeIn(File, Init->getSourceRange(), SM, LO) : std::nullopt;
    if (!InitRange || !VD->getType().isConstQualified() ||
        !(VD->isConstexpr() || VD->getType()->isIntegralOrEnumerationType())) {
      report(Loc, DiagId::UnsupportedKernelContext,
             Where + " uses static data member '" + VD->getNameAsString() +
                 "'; only constants (constexpr, or const integral, "
                 "initialized in this file) can be used in a kernel");
      Ok = false;
      continue;
    }
    Uses.TraverseStmt(const_cast<Expr *>(Init));
  }
  for (const ClassMemberUses::StaticCall &Call : Uses.StaticCalls) {
    SourceLocation CallLoc = Call.Loc;
    const CXXMethodDecl *Method = Call.Method;
    const CXXRecordDecl *Owner = Method->getParent();
    std::optional<unsigned> Offset = offsetIn(File, CallLoc, SM);
    if (Owner->isLocalClass() || !Offset || CallLoc.isMacroID()) {
      report(CallLoc, DiagId::UnsupportedKernelContext,
             Where + " calls static member function '" +
                 Method->getNameAsString() + "' of " +
                 (Owner->isLocalClass() ? "a local class" : "a macro") +
                 ", which the kernel outside the class cannot name");
      Ok = false;
      continue;
    }
    // `Path<S, I>::template computeOneTree<...>(...)`: a member template of
    // a dependent class named with arguments needs the keyword.
    Result.Qualifiers.push_back(
        {*Offset, printType(Ctx.getTypeDeclType(Owner), Ctx) + "::" +
                      (Call.TemplateArguments && Owner->isDependentContext()
                           ? "template "
                           : "")});
  }
  Result.NeedsCompleteClass = Uses.NeedsCompleteClass;
  for (const auto &[ProblemLoc, What] : Uses.Problems) {
    report(ProblemLoc, DiagId::UnsupportedKernelContext,
           Where + " " + What + " (the kernel is outlined to namespace scope)");
    Ok = false;
  }
  if (!Ok)
    return false;
  llvm::SmallVector<const NamedDecl *, 4> Sorted(Uses.Redeclared.begin(),
                                                 Uses.Redeclared.end());
  std::sort(Sorted.begin(), Sorted.end(),
            [&](const NamedDecl *A, const NamedDecl *B) {
              return SM.isBeforeInTranslationUnit(A->getLocation(),
                                                  B->getLocation());
            });
  for (const NamedDecl *D : Sorted) {
    std::string Unspellable;
    QualType T;
    if (const auto *TD = dyn_cast<TypedefNameDecl>(D))
      T = TD->getUnderlyingType();
    else
      T = cast<VarDecl>(D)->getType().getUnqualifiedType();
    T = spellableOutside(T, MemberClass, Ctx, Unspellable);
    if (!Unspellable.empty()) {
      report(Loc, DiagId::UnsupportedKernelContext,
             Where + " uses member '" + D->getNameAsString() +
                 "', whose type names '" + Unspellable +
                 "', which the kernel cannot spell at namespace scope");
      Ok = false;
      continue;
    }
    KernelRedeclaration Decl;
    Decl.Name = D->getNameAsString();
    Decl.Type = printType(T, Ctx);
    if (isa<TypedefNameDecl>(D)) {
      Decl.Kind = KernelRedeclaration::TypeAlias;
      Decls.push_back(std::move(Decl));
      continue;
    }
    const VarDecl *InitDecl = nullptr;
    const Expr *Init = cast<VarDecl>(D)->getAnyInitializer(InitDecl);
    std::optional<OffsetRange> InitRange =
        rangeIn(File, Init->getSourceRange(), SM, LO);
    Decl.Kind = KernelRedeclaration::Constexpr;
    Decl.Init = Buffer.slice(InitRange->first, InitRange->second).str();
    Decls.push_back(std::move(Decl));
  }
  return Ok;
}

bool KernelPlanner::placeAfterClass(const Source &S,
                                    const CXXRecordDecl *MemberClass,
                                    KernelPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const CXXRecordDecl *Definition = MemberClass->getDefinition();
  SourceLocation ClassEnd =
      Definition ? SM.getExpansionLoc(Definition->getBraceRange().getEnd())
                 : SourceLocation();
  std::optional<unsigned> EndOffset = offsetIn(File, ClassEnd, SM);
  if (ClassEnd.isValid() && !EndOffset)
    return true; // defined in a header, which comes first
  if (EndOffset && *EndOffset < Plan.InsertOffset)
    return true; // complete where the kernel goes
  // The kernel goes after the outermost class around the member: `};`.
  const Decl *Top = getOutermostDecl(S.Enclosing);
  SourceLocation AfterSemi = Lexer::findLocationAfterToken(
      SM.getExpansionLoc(Top->getEndLoc()), tok::semi, SM, Ctx.getLangOpts(),
      /*SkipTrailingWhitespaceAndNewLine=*/false);
  std::optional<unsigned> After = offsetIn(File, AfterSemi, SM);
  if (!After) {
    report(S.Loc, DiagId::UnsupportedKernelContext,
           "the kernel calls static member functions of class '" +
               MemberClass->getNameAsString() +
               "' from a member defined inside it, and amp2hip finds no "
               "place after the class for the kernel (the class's '}' is "
               "not followed by ';'); define the member function outside "
               "the class");
    return false;
  }
  Plan.DefinitionOffset = *After;
  return true;
}

bool KernelPlanner::kernelTemplateHeader(SourceLocation Loc,
                                         const FunctionDecl *Enclosing,
                                         const CXXRecordDecl *ClassPattern,
                                         KernelPlan &Plan) {
  std::string &Header = Plan.TemplateHeader;
  std::string &Args = Plan.TemplateArgs;
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  // The lists that apply to the kernel, outermost first: the class
  // template's (as written on the class, or on an out-of-line definition),
  // then the member function template's own.
  llvm::SmallVector<const TemplateParameterList *, 2> Lists;
  if (ClassPattern) {
    if (Enclosing->getNumTemplateParameterLists() > 0)
      Lists.push_back(Enclosing->getTemplateParameterList(0));
    else
      Lists.push_back(classTemplateParams(ClassPattern));
  }
  if (const FunctionTemplateDecl *FTD =
          Enclosing->getDescribedFunctionTemplate())
    Lists.push_back(FTD->getTemplateParameters());
  if (Lists.empty())
    return true;
  llvm::SmallVector<std::string, 4> Texts;
  llvm::SmallVector<std::string, 4> Names;
  auto CannotCopy = [&] {
    report(Loc, DiagId::UnsupportedKernelContext,
           "cannot copy the template parameters of the enclosing "
           "function");
    return false;
  };
  for (const TemplateParameterList *TPL : Lists) {
    std::optional<OffsetRange> TPLRange =
        rangeIn(File, TPL->getSourceRange(), SM, LO);
    if (!TPLRange)
      return CannotCopy();
    if (Lists.size() == 1) {
      // One list: copied with the translation's edits to it (W0003's
      // `enum class E` written `enum E`, a `typename` added).
      Header = BodyEdits.apply(Buffer, TPLRange->first, TPLRange->second);
    }
    for (const NamedDecl *Param : *TPL) {
      std::optional<OffsetRange> ParamRange =
          rangeIn(File, Param->getSourceRange(), SM, LO);
      if (!ParamRange)
        return CannotCopy();
      if (Param->isTemplateParameterPack() && TPL != Lists.back()) {
        report(Loc, DiagId::UnsupportedKernelContext,
               "parallel_for_each in a member function template of a "
               "class template with a template parameter pack is not "
               "supported: the kernel's merged template parameter list "
               "cannot continue after the pack");
        return false;
      }
      Texts.push_back(
          BodyEdits.apply(Buffer, ParamRange->first, ParamRange->second));
      std::string ParamName = Param->getName().str();
      if (Param->isTemplateParameterPack())
        ParamName += "...";
      Names.push_back(ParamName);
    }
  }
  // Several lists (`template <class T> template <int N>`) merge into one:
  // the kernel is a free function template.
  if (Lists.size() > 1)
    Header = "template <" + llvm::join(Texts, ", ") + ">";
  Args = "<" + llvm::join(Names, ", ") + ">";
  return true;
}

bool KernelPlanner::checkTemplateParamNames(const Source &S,
                                            const CXXRecordDecl *ClassPattern) {
  // Member aliases and constants are spelled with the class template's
  // parameter names; an out-of-line definition may rename them.
  const TemplateParameterList *Own = S.Enclosing->getTemplateParameterList(0);
  const TemplateParameterList *Class = classTemplateParams(ClassPattern);
  for (unsigned I = 0; I < Own->size() && I < Class->size(); ++I)
    if (Own->getParam(I)->getName() != Class->getParam(I)->getName()) {
      report(S.Loc, DiagId::UnsupportedKernelContext,
             "the kernel uses member type aliases or constants of "
             "class template '" +
                 ClassPattern->getNameAsString() +
                 "', but this out-of-line definition renames its "
                 "template parameter '" +
                 Class->getParam(I)->getNameAsString() + "' to '" +
                 Own->getParam(I)->getNameAsString() +
                 "'; use the class's names");
      return false;
    }
  return true;
}

} // namespace amp2hip
