//===- KernelOutliner.cpp - parallel_for_each to __global__ ---------------===//

#include "KernelOutliner.h"

#include "AmpModel.h"
#include "CaptureAnalysis.h"
#include "SourceUtil.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/RawCommentList.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cctype>
#include <map>

using namespace clang;

namespace amp2hip {

namespace {

/// One kernel parameter made from one capture.
struct KernelParam {
  std::string Declaration; ///< e.g. "const amp2hip::kernel_param_t<int> n"
  std::string Argument;    ///< what the launch passes, e.g. "n"
  std::string Prologue;    ///< a line at the top of the kernel, or ""
};

/// The shape of the kernel lambda's index parameter.
struct IndexShape {
  bool Tiled = false;
  std::string TypeText; ///< e.g. "concurrency::tiled_index<2, 2>"
  std::string RankText; ///< e.g. "2"
  std::string TileArgs; ///< e.g. "2, 2" (tiled only)
  std::string Name;     ///< the parameter's name
};

/// True for array_view<const T, N> (already read-only as declared).
bool hasConstElements(QualType T) {
  const ClassTemplateSpecializationDecl *Spec =
      getAmpSpecialization(T, "array_view");
  if (Spec)
    return Spec->getTemplateArgs()[0].getAsType().isConstQualified();
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    return !TST->template_arguments().empty() &&
           TST->template_arguments()[0].getKind() == TemplateArgument::Type &&
           TST->template_arguments()[0].getAsType().isConstQualified();
  return false;
}

std::string printType(QualType T, const ASTContext &Ctx) {
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressUnwrittenScope = true;
  Policy.SuppressScope = false;
  Policy.FullyQualifiedName = true;
  Policy.PrintCanonicalTypes = false;
  return TypeName::getFullyQualifiedName(T, Ctx, Policy);
}

std::string printTemplateArg(const TemplateArgument &Arg,
                             const ASTContext &Ctx) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  PrintingPolicy Policy(Ctx.getLangOpts());
  Arg.print(Policy, OS, /*IncludeType=*/false);
  return OS.str();
}

/// The local constants (`const int rank = 1;` in the enclosing function)
/// that the template arguments of \p T name, with their values.
void collectLocalConstants(QualType T, const ASTContext &Ctx,
                           std::map<std::string, std::string> &Values,
                           int Depth = 0) {
  if (T.isNull() || Depth > 8)
    return;
  const auto *TST = T->getAs<TemplateSpecializationType>();
  if (!TST)
    return;
  for (const TemplateArgument &Arg : TST->template_arguments()) {
    if (Arg.getKind() == TemplateArgument::Type) {
      collectLocalConstants(Arg.getAsType(), Ctx, Values, Depth + 1);
      continue;
    }
    if (Arg.getKind() != TemplateArgument::Expression)
      continue;
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Arg.getAsExpr()->IgnoreParenImpCasts());
    const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!VD || !VD->isLocalVarDecl() || !VD->getType().isConstQualified() ||
        !VD->getInit() || VD->getInit()->isValueDependent())
      continue;
    Expr::EvalResult Result;
    if (VD->getInit()->EvaluateAsInt(Result, Ctx))
      Values[VD->getName().str()] = toString(Result.Val.getInt(), 10);
  }
}

/// \p Text (the printed \p T) with the local constants its template
/// arguments name written as their values: the kernel's parameter list comes
/// before the constants it declares again (`array<_type, rank>` with a local
/// `const int rank = 1;` gives `array<_type, 1>`).
std::string withLocalConstantValues(std::string Text, QualType T,
                                    const ASTContext &Ctx) {
  std::map<std::string, std::string> Values;
  collectLocalConstants(T, Ctx, Values);
  for (const auto &[Name, Value] : Values) {
    std::string Out;
    size_t I = 0;
    auto IsIdent = [](char C) {
      return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
    };
    while (I < Text.size()) {
      size_t At = Text.find(Name, I);
      if (At == std::string::npos) {
        Out += Text.substr(I);
        break;
      }
      size_t End = At + Name.size();
      bool Whole = (At == 0 || !IsIdent(Text[At - 1])) &&
                   (End == Text.size() || !IsIdent(Text[End]));
      bool Member = At >= 1 && (Text[At - 1] == ':' || Text[At - 1] == '.');
      Out += Text.substr(I, At - I);
      Out += Whole && !Member ? Value : Name;
      I = End;
    }
    Text = Out;
  }
  return Text;
}

/// Walks from the lambda's class to the function it appears in, skipping
/// enclosing lambdas.
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

/// The declaration at namespace scope that contains \p FD: the function
/// itself (or its template), or the outermost class it is defined in.
const Decl *getOutermostDecl(const FunctionDecl *FD) {
  const Decl *Top = FD;
  if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate())
    Top = FTD;
  const DeclContext *DC = FD->getLexicalDeclContext();
  for (; DC && !DC->isFileContext(); DC = DC->getParent()) {
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
      Top = RD;
      if (const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate())
        Top = CTD;
    }
  }
  return Top;
}

/// Returns the text of \p Body re-indented so that its closing brace sits at
/// column \p Indent.
std::string reindent(llvm::StringRef Body, unsigned OldIndent,
                     unsigned Indent) {
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  Body.split(Lines, '\n');
  std::string Out;
  std::string Pad(Indent, ' ');
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Line = Lines[I];
    if (I > 0) {
      Out += '\n';
      unsigned Strip = 0;
      while (Strip < OldIndent && Strip < Line.size() &&
             (Line[Strip] == ' ' || Line[Strip] == '\t'))
        ++Strip;
      Line = Line.drop_front(Strip);
      if (Line.trim().empty()) {
        continue;
      }
    }
    Out += Pad;
    Out += Line.rtrim().str();
  }
  return Out;
}

/// The column (0-based) of the first non-blank character on the line of
/// offset \p Offset in \p Buffer.
unsigned lineIndent(llvm::StringRef Buffer, unsigned Offset) {
  size_t LineStart = Buffer.rfind('\n', Offset);
  LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
  unsigned Indent = 0;
  while (
      LineStart + Indent < Buffer.size() &&
      (Buffer[LineStart + Indent] == ' ' || Buffer[LineStart + Indent] == '\t'))
    ++Indent;
  return Indent;
}

std::string sanitizeIdentifier(llvm::StringRef Name) {
  std::string Out;
  for (char C : Name)
    Out += std::isalnum(static_cast<unsigned char>(C)) ? C : '_';
  return Out;
}

/// True if \p D is declared in \p Pattern, directly or in a class or enum
/// nested in it.
bool isMemberOf(const Decl *D, const CXXRecordDecl *Pattern) {
  if (!D || !Pattern || isa<NonTypeTemplateParmDecl>(D) ||
      isa<TemplateTypeParmDecl>(D) || isa<TemplateTemplateParmDecl>(D))
    return false;
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (DC == Pattern)
      return true;
    if (!isa<CXXRecordDecl>(DC) && !isa<EnumDecl>(DC))
      return false; // a local of a member function, not a member
  }
  return false;
}

/// Rewrites the type \p T, written inside the class template \p Pattern,
/// so that it can be spelled at namespace scope: member type aliases of the
/// class are replaced by what they alias (`value_type`,
/// `typename Scaler<T>::value_type` -> `T`). A member class or enum, or a
/// type form this does not rebuild, cannot be spelled there: \p Unspellable
/// is set to its name.
QualType spellableOutside(QualType T, const CXXRecordDecl *Pattern,
                          const ASTContext &Ctx, std::string &Unspellable) {
  if (T.isNull() || !Pattern)
    return T;
  SplitQualType Split = T.split();
  const Type *Ty = Split.Ty;
  auto Recurse = [&](QualType Inner) {
    return spellableOutside(Inner, Pattern, Ctx, Unspellable);
  };
  QualType R;
  if (const auto *TT = dyn_cast<TypedefType>(Ty)) {
    if (!isMemberOf(TT->getDecl(), Pattern))
      return T;
    R = Recurse(TT->getDecl()->getUnderlyingType());
  } else if (const auto *ET = dyn_cast<ElaboratedType>(Ty)) {
    QualType Named = Recurse(ET->getNamedType());
    if (Named == ET->getNamedType())
      return T;
    R = Named; // the qualifier named the class: drop it with the alias
  } else if (const auto *Tag = dyn_cast<TagType>(Ty)) {
    if (isMemberOf(Tag->getDecl(), Pattern))
      Unspellable = Tag->getDecl()->getNameAsString();
    return T;
  } else if (isa<InjectedClassNameType>(Ty)) {
    Unspellable = Pattern->getNameAsString();
    return T;
  } else if (const auto *DN = dyn_cast<DependentNameType>(Ty)) {
    const NestedNameSpecifier *NNS = DN->getQualifier();
    const Type *Prefix = NNS ? NNS->getAsType() : nullptr;
    if (Prefix && Prefix->getAsCXXRecordDecl() == Pattern)
      Unspellable = DN->getIdentifier()->getName().str();
    return T;
  } else if (const auto *TST = dyn_cast<TemplateSpecializationType>(Ty)) {
    llvm::SmallVector<TemplateArgument, 4> Args;
    bool Changed = false;
    for (const TemplateArgument &Arg : TST->template_arguments()) {
      if (Arg.getKind() == TemplateArgument::Type) {
        QualType New = Recurse(Arg.getAsType());
        Changed |= New != Arg.getAsType();
        Args.push_back(TemplateArgument(New));
      } else {
        Args.push_back(Arg);
      }
    }
    if (TST->getTemplateName().getAsTemplateDecl() ==
        Pattern->getDescribedClassTemplate())
      Unspellable = Pattern->getNameAsString();
    if (!Changed)
      return T;
    R = Ctx.getTemplateSpecializationType(TST->getTemplateName(), Args,
                                          TST->getCanonicalTypeInternal());
  } else if (const auto *PT = dyn_cast<PointerType>(Ty)) {
    QualType Pointee = Recurse(PT->getPointeeType());
    if (Pointee == PT->getPointeeType())
      return T;
    R = Ctx.getPointerType(Pointee);
  } else if (const auto *CAT = dyn_cast<ConstantArrayType>(Ty)) {
    QualType Elem = Recurse(CAT->getElementType());
    if (Elem == CAT->getElementType())
      return T;
    R = Ctx.getConstantArrayType(Elem, CAT->getSize(), nullptr,
                                 CAT->getSizeModifier(),
                                 CAT->getIndexTypeCVRQualifiers());
  } else if (const auto *Paren = dyn_cast<ParenType>(Ty)) {
    R = Recurse(Paren->getInnerType());
  } else {
    // Other forms (references never reach here: captures are by value, or
    // arrays/textures): kept as they are, unless they mention the class.
    if (T.getAsString().find(Pattern->getNameAsString() + "<") !=
        std::string::npos)
      Unspellable = T.getAsString();
    return T;
  }
  return Ctx.getQualifiedType(R, Split.Quals);
}

/// What a kernel body in a member of the class template Pattern names of
/// the class without capturing it. Unqualified static constant data members
/// and member type aliases are declared again in the kernel (like local
/// constants); anything else is a problem, reported with its location.
class ClassMemberUses : public RecursiveASTVisitor<ClassMemberUses> {
public:
  explicit ClassMemberUses(const CXXRecordDecl *Pattern) : Pattern(Pattern) {}

  llvm::SmallVector<const NamedDecl *, 4> Redeclared;
  llvm::SmallVector<std::pair<SourceLocation, std::string>, 2> Problems;

  bool shouldVisitImplicitCode() const { return false; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const ValueDecl *D = E->getDecl();
    if (!isMemberOf(D, Pattern))
      return true;
    const auto *VD = dyn_cast<VarDecl>(D);
    if (VD && VD->isStaticDataMember() && !E->hasQualifier()) {
      note(VD);
      return true;
    }
    std::string Name = D->getNameAsString();
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
  bool VisitOverloadExpr(OverloadExpr *E) {
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
  bool VisitDependentScopeDeclRefExpr(DependentScopeDeclRefExpr *E) {
    const Type *Prefix = E->getQualifier() ? E->getQualifier()->getAsType()
                                           : nullptr;
    if (Prefix && Prefix->getAsCXXRecordDecl() == Pattern)
      problem(E->getLocation(), "names '" + E->getDeclName().getAsString() +
                                    "' with a qualifier naming the class; "
                                    "write it unqualified");
    return true;
  }
  bool TraverseElaboratedTypeLoc(ElaboratedTypeLoc TL) {
    if (!TL.getQualifierLoc())
      return RecursiveASTVisitor::TraverseElaboratedTypeLoc(TL);
    ++Qualified;
    bool Result = RecursiveASTVisitor::TraverseElaboratedTypeLoc(TL);
    --Qualified;
    return Result;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
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
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    if (isMemberOf(TL.getDecl(), Pattern))
      problem(TL.getBeginLoc(), "names member type '" +
                                    TL.getDecl()->getNameAsString() +
                                    "'; only member type aliases can be used");
    return true;
  }
  bool VisitInjectedClassNameTypeLoc(InjectedClassNameTypeLoc TL) {
    problem(TL.getBeginLoc(), "names the class '" +
                                  Pattern->getNameAsString() +
                                  "' itself; the kernel is outside the class");
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    const TemplateDecl *TD =
        TL.getTypePtr()->getTemplateName().getAsTemplateDecl();
    if (TD && (TD == Pattern->getDescribedClassTemplate() ||
               isMemberOf(TD, Pattern)))
      problem(TL.getBeginLoc(), "names '" + TD->getNameAsString() +
                                    "', the class template or one of its "
                                    "members");
    return true;
  }
  bool VisitDependentNameTypeLoc(DependentNameTypeLoc TL) {
    const NestedNameSpecifier *NNS = TL.getTypePtr()->getQualifier();
    const Type *Prefix = NNS ? NNS->getAsType() : nullptr;
    if (Prefix && Prefix->getAsCXXRecordDecl() == Pattern)
      problem(TL.getBeginLoc(),
              "names member type '" +
                  TL.getTypePtr()->getIdentifier()->getName().str() +
                  "' with a qualifier; write it unqualified");
    return true;
  }

private:
  const CXXRecordDecl *Pattern;
  unsigned Qualified = 0;
  llvm::SmallPtrSet<const NamedDecl *, 4> Seen;

  void note(const NamedDecl *D) {
    if (Seen.insert(D).second)
      Redeclared.push_back(D);
  }
  void problem(SourceLocation Loc, std::string What) {
    Problems.push_back({Loc, std::move(What)});
  }
};

} // namespace

const LambdaExpr *getKernelLambda(const CallExpr *Call) {
  if (Call->getNumArgs() == 0)
    return nullptr;
  const Expr *Arg = Call->getArg(Call->getNumArgs() - 1)->IgnoreImplicit();
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Arg))
    if (Construct->getNumArgs() == 1)
      Arg = Construct->getArg(0)->IgnoreImplicit();
  return dyn_cast<LambdaExpr>(Arg->IgnoreParens());
}

void KernelOutliner::setHeaderMode(llvm::StringRef Stem) {
  NamePrefix = sanitizeIdentifier(Stem) + "_";
  StaticKernels = true;
}

std::string KernelOutliner::uniqueKernelName(const FunctionDecl *Enclosing,
                                             unsigned Line) {
  std::string Base = "amp2hip_kernel_" + NamePrefix;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(Enclosing))
    Base += sanitizeIdentifier(MD->getParent()->getName()) + "_";
  if (Enclosing->getDeclName().isIdentifier())
    Base += Enclosing->getName().str();
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

bool KernelOutliner::kernelTemplateHeader(const CallExpr *Call,
                                          const FunctionDecl *Enclosing,
                                          const CXXRecordDecl *ClassPattern,
                                          std::string &Header,
                                          std::string &Args) {
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
      Lists.push_back(
          ClassPattern->getDescribedClassTemplate()->getTemplateParameters());
  }
  if (const FunctionTemplateDecl *FTD =
          Enclosing->getDescribedFunctionTemplate())
    Lists.push_back(FTD->getTemplateParameters());
  if (Lists.empty())
    return true;
  llvm::SmallVector<std::string, 4> Texts;
  llvm::SmallVector<std::string, 4> Names;
  for (const TemplateParameterList *TPL : Lists) {
    std::optional<OffsetRange> TPLRange =
        getMainFileRange(TPL->getSourceRange(), SM, LO);
    if (!TPLRange) {
      Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                   "cannot copy the template parameters of the enclosing "
                   "function");
      return false;
    }
    if (Lists.size() == 1) {
      // One list: copied as written.
      Header = Buffer.slice(TPLRange->first, TPLRange->second).str();
    }
    for (const NamedDecl *Param : *TPL) {
      std::optional<OffsetRange> ParamRange =
          getMainFileRange(Param->getSourceRange(), SM, LO);
      if (!ParamRange) {
        Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                     "cannot copy the template parameters of the enclosing "
                     "function");
        return false;
      }
      if (Param->isTemplateParameterPack() && TPL != Lists.back()) {
        Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                     "parallel_for_each in a member function template of a "
                     "class template with a template parameter pack is not "
                     "supported: the kernel's merged template parameter list "
                     "cannot continue after the pack");
        return false;
      }
      Texts.push_back(
          Buffer.slice(ParamRange->first, ParamRange->second).str());
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

bool KernelOutliner::redeclareClassMembers(const LambdaExpr *Lambda,
                                           const CXXRecordDecl *ClassPattern,
                                           std::vector<std::string> &Decls) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  std::string ClassName = ClassPattern->getNameAsString();
  ClassMemberUses Uses(ClassPattern);
  Uses.TraverseStmt(Lambda->getBody());
  bool Ok = true;
  // The initializers of the constants may name more members: a work list.
  for (size_t I = 0; I < Uses.Redeclared.size(); ++I) {
    const auto *VD = dyn_cast<VarDecl>(Uses.Redeclared[I]);
    if (!VD)
      continue;
    const VarDecl *InitDecl = nullptr;
    const Expr *Init = VD->getAnyInitializer(InitDecl);
    std::optional<OffsetRange> InitRange =
        Init ? getMainFileRange(Init->getSourceRange(), SM, LO) : std::nullopt;
    if (!InitRange || !VD->getType().isConstQualified() ||
        !(VD->isConstexpr() || VD->getType()->isIntegralOrEnumerationType())) {
      Diags.report(Lambda->getBeginLoc(), DiagId::UnsupportedKernelContext,
                   "the kernel uses static data member '" +
                       VD->getNameAsString() + "' of class template '" +
                       ClassName +
                       "'; only constants (constexpr, or const integral, "
                       "initialized in this file) can be used in a kernel");
      Ok = false;
      continue;
    }
    Uses.TraverseStmt(const_cast<Expr *>(Init));
  }
  for (const auto &[Loc, What] : Uses.Problems) {
    Diags.report(Loc, DiagId::UnsupportedKernelContext,
                 "the kernel in a member of class template '" + ClassName +
                     "' " + What + " (the kernel is outlined to namespace "
                     "scope)");
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
    T = spellableOutside(T, ClassPattern, Ctx, Unspellable);
    if (!Unspellable.empty()) {
      Diags.report(Lambda->getBeginLoc(), DiagId::UnsupportedKernelContext,
                   "the kernel uses member '" + D->getNameAsString() +
                       "' of class template '" + ClassName +
                       "', whose type names '" + Unspellable +
                       "', which the kernel cannot spell at namespace scope");
      Ok = false;
      continue;
    }
    if (isa<TypedefNameDecl>(D)) {
      Decls.push_back("using " + D->getNameAsString() + " = " +
                      printType(T, Ctx) + ";");
      continue;
    }
    const VarDecl *InitDecl = nullptr;
    const Expr *Init = cast<VarDecl>(D)->getAnyInitializer(InitDecl);
    std::optional<OffsetRange> InitRange =
        getMainFileRange(Init->getSourceRange(), SM, LO);
    Decls.push_back("constexpr " + printType(T, Ctx) + " " +
                    D->getNameAsString() + " = " +
                    Buffer.slice(InitRange->first, InitRange->second).str() +
                    ";");
  }
  return Ok;
}

std::optional<KernelRewrite> KernelOutliner::outline(const CallExpr *Call) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const LambdaExpr *Lambda = getKernelLambda(Call);
  if (!Lambda) {
    SourceLocation Loc =
        Call->getNumArgs() ? Call->getArg(Call->getNumArgs() - 1)->getExprLoc()
                           : Call->getExprLoc();
    Diags.report(Loc, DiagId::KernelNotLambda,
                 "the kernel of parallel_for_each must be a lambda expression "
                 "written in the call; function objects and named lambdas "
                 "are not supported yet");
    return std::nullopt;
  }
  const CXXMethodDecl *CallOp = Lambda->getCallOperator();
  if (!getRestriction(CallOp).Amp) {
    Diags.report(Lambda->getBeginLoc(), DiagId::KernelNotLambda,
                 "the kernel lambda of parallel_for_each must be declared "
                 "restrict(amp)");
    return std::nullopt;
  }
  if (CallOp->getNumParams() != 1) {
    Diags.report(Lambda->getBeginLoc(), DiagId::KernelNotLambda,
                 "the kernel lambda of parallel_for_each must take exactly one "
                 "index<N> or tiled_index<...> parameter");
    return std::nullopt;
  }

  // The index parameter.
  const ParmVarDecl *IndexParm = CallOp->getParamDecl(0);
  QualType IndexType = IndexParm->getType().getNonReferenceType();
  IndexType = IndexType.getUnqualifiedType();
  IndexShape Shape;
  Shape.Name = IndexParm->getName().empty() ? "amp2hip_unused_index"
                                            : IndexParm->getName().str();
  Shape.Tiled = isAmpClassTemplate(IndexType, "tiled_index");
  // A dependent member type (`typename view_type::index_type`) is taken for
  // an index<N>; its rank is read from the type (index<N>::rank). Were it a
  // tiled_index, the generated kernel would not compile (never run wrong).
  bool DependentName = IndexType->getAs<DependentNameType>() != nullptr;
  if (!Shape.Tiled && !DependentName &&
      !isAmpClassTemplate(IndexType, "index")) {
    Diags.report(IndexParm->getLocation(), DiagId::KernelNotLambda,
                 "the parameter of a parallel_for_each kernel must be "
                 "index<N> or tiled_index<...>");
    return std::nullopt;
  }
  Shape.TypeText = printType(IndexType, Ctx);
  if (const ClassTemplateSpecializationDecl *Spec = getAmpSpecialization(
          IndexType, Shape.Tiled ? "tiled_index" : "index")) {
    const TemplateArgumentList &Args = Spec->getTemplateArgs();
    if (Shape.Tiled) {
      unsigned Rank = 0;
      for (unsigned I = 0; I < Args.size(); ++I) {
        if (Args[I].getKind() != TemplateArgument::Integral ||
            Args[I].getAsIntegral() == 0)
          break;
        if (Rank)
          Shape.TileArgs += ", ";
        Shape.TileArgs += printTemplateArg(Args[I], Ctx);
        ++Rank;
      }
      Shape.RankText = std::to_string(Rank);
      // The values, not the names of the enclosing function's constants
      // (`tiled_index<tile>` with a local `const int tile`).
      Shape.TypeText = "Concurrency::tiled_index<" + Shape.TileArgs + ">";
    } else {
      Shape.RankText = printTemplateArg(Args[0], Ctx);
      Shape.TypeText = "Concurrency::index<" + Shape.RankText + ">";
    }
  } else if (const auto *TST = IndexType->getAs<TemplateSpecializationType>()) {
    // Dependent: keep the arguments as written.
    llvm::ArrayRef<TemplateArgument> Args = TST->template_arguments();
    for (unsigned I = 0; I < Args.size(); ++I) {
      if (I)
        Shape.TileArgs += ", ";
      Shape.TileArgs += printTemplateArg(Args[I], Ctx);
    }
    Shape.RankText = Shape.Tiled ? Shape.TypeText + "::rank"
                                 : printTemplateArg(Args[0], Ctx);
  } else if (DependentName) {
    // `typename V::index_type` names a type; its rank is the value
    // `V::index_type::rank`.
    llvm::StringRef Type = Shape.TypeText;
    Type.consume_front("typename ");
    Shape.RankText = Type.str() + "::rank";
  }

  // Where the kernel goes.
  const FunctionDecl *Enclosing = getEnclosingFunction(Lambda);
  if (!Enclosing) {
    Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                 "parallel_for_each outside a function body is not supported");
    return std::nullopt;
  }
  // A member of a class template is supported when the class template is
  // declared at namespace scope and the member belongs to it directly.
  const CXXRecordDecl *ClassPattern = nullptr;
  for (const DeclContext *DC = Enclosing->getParent();
       DC && !DC->isFileContext(); DC = DC->getParent()) {
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    if (!RD)
      continue;
    std::string Problem;
    if (RD->isLocalClass())
      Problem = "of a local class is not supported; move the class to "
                "namespace scope";
    else if (!RD->isDependentContext())
      continue;
    else if (isa<ClassTemplatePartialSpecializationDecl>(RD))
      Problem = "of a class template partial specialization is not "
                "supported; only primary class templates are";
    else if (!RD->getDescribedClassTemplate() || RD != Enclosing->getParent() ||
             !RD->getParent()->isFileContext())
      Problem = "of a class nested in a class template, or of a class "
                "template nested in a class, is not supported; only class "
                "templates declared at namespace scope are";
    if (!Problem.empty()) {
      Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                   "parallel_for_each in a member function " + Problem);
      return std::nullopt;
    }
    ClassPattern = RD;
  }
  const Decl *Top = getOutermostDecl(Enclosing);
  SourceLocation InsertLoc = Top->getBeginLoc();
  // An out-of-line member template of a class template starts at its first
  // template parameter list (`template <class T> template <int N> ...`).
  if (Enclosing->getNumTemplateParameterLists() > 0 && Top != Enclosing &&
      isa<FunctionTemplateDecl>(Top))
    InsertLoc = Enclosing->getOuterLocStart();
  if (const RawComment *Comment = Ctx.getRawCommentForDeclNoCache(Top))
    InsertLoc = Comment->getBeginLoc();
  std::optional<unsigned> InsertOffset = getMainFileOffset(InsertLoc, SM);
  std::optional<OffsetRange> CallRange =
      getMainFileRange(Call->getSourceRange(), SM, LO);
  std::optional<OffsetRange> BodyRange =
      getMainFileRange(Lambda->getBody()->getSourceRange(), SM, LO);
  if (!InsertOffset || !CallRange || !BodyRange ||
      Call->getBeginLoc().isMacroID()) {
    Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                 "parallel_for_each written in a macro expansion or outside "
                 "the main file is not supported");
    return std::nullopt;
  }

  // Captures become parameters.
  bool Ok = true;
  bool UsesClassMembers = false;
  const char *Const = Lambda->isMutable() ? "" : "const ";
  llvm::SmallVector<KernelParam, 8> Params;
  for (const CaptureInfo &Capture : collectCaptures(Lambda, Enclosing, Ctx)) {
    if (Capture.This) {
      Diags.report(Capture.Loc, DiagId::UnsupportedCapture,
                   "the kernel captures 'this'; use data members through "
                   "local copies (array_view, scalars) instead");
      Ok = false;
      continue;
    }
    const auto *Var = dyn_cast_or_null<VarDecl>(Capture.Var);
    if (!Var || Capture.InitCapture) {
      Diags.report(Capture.Loc, DiagId::UnsupportedCapture,
                   "init-captures, structured bindings and variable-length "
                   "arrays are not supported in a kernel yet");
      Ok = false;
      continue;
    }
    QualType T = Var->getType().getNonReferenceType();
    bool IsArray = isAmpClassTemplate(T, "array");
    bool ByRefAllowed = IsArray || isAmpClassTemplate(T, "texture");
    std::string Name = Var->getName().str();
    if (Capture.ByRef && !ByRefAllowed) {
      Diags.report(Capture.Loc, DiagId::UnsupportedCapture,
                   "'" + Name +
                       "' is captured by reference; a kernel may capture only "
                       "concurrency::array and texture objects by reference");
      Ok = false;
      continue;
    }
    if (!Capture.ByRef && ByRefAllowed) {
      Diags.report(Capture.Loc, DiagId::UnsupportedCapture,
                   "'" + Name +
                       "' is captured by value; C++ AMP requires array and "
                       "texture objects to be captured by reference");
      Ok = false;
      continue;
    }
    if (const TagDecl *Tag = T->getAsTagDecl()) {
      if (Tag->getParentFunctionOrMethod()) {
        Diags.report(Capture.Loc, DiagId::KernelUsesLocalDeclaration,
                     "'" + Name +
                         "' has a type declared inside a function; "
                         "move the type to namespace scope");
        Ok = false;
        continue;
      }
    }
    bool Container = isAmpContainer(T);
    // index, extent and tiled_extent are trivially copyable in the runtime
    // (the parse headers declare their copy operations, as the spec does).
    bool Coordinate = isAmpClassTemplate(T, "index") ||
                      isAmpClassTemplate(T, "extent") ||
                      isAmpClassTemplate(T, "tiled_extent");
    if (!Container && !Coordinate && !T->isDependentType() &&
        !T->isArrayType() && !T.isTriviallyCopyableType(Ctx)) {
      Diags.report(Capture.Loc, DiagId::UnsupportedCapture,
                   "'" + Name + "' of type '" + T.getAsString() +
                       "' cannot be passed to a kernel: it is not trivially "
                       "copyable");
      Ok = false;
      continue;
    }
    // The parameter type drops cv, except on a concurrency::array captured
    // by reference: `const array` gives a read-only device view.
    Qualifiers Dropped;
    QualType Unqualified = T->isArrayType()
                               ? Ctx.getUnqualifiedArrayType(T, Dropped)
                               : T.getUnqualifiedType();
    std::string Unspellable;
    QualType Spelled =
        spellableOutside(Unqualified, ClassPattern, Ctx, Unspellable);
    UsesClassMembers |= Spelled != Unqualified;
    Unqualified = Spelled;
    if (!Unspellable.empty()) {
      Diags.report(Capture.Loc, DiagId::UnsupportedKernelContext,
                   "the type of '" + Name + "' names '" + Unspellable +
                       "', a member of class template '" +
                       ClassPattern->getNameAsString() +
                       "' (or the class itself) that the kernel cannot "
                       "spell at namespace scope; only member type "
                       "aliases can be used in the types of captures");
      Ok = false;
      continue;
    }
    std::string TypeText =
        withLocalConstantValues(printType(Unqualified, Ctx), Unqualified, Ctx);
    if (IsArray && T.isConstQualified())
      TypeText = "const " + TypeText;
    KernelParam P;
    P.Argument = Name;
    bool ReadOnly = Container && !hasConstElements(T) &&
                    isOnlyRead(Var, Lambda->getBody(), Ctx);
    std::string ParamType = (ReadOnly ? "amp2hip::read_only_param_t<"
                                      : "amp2hip::kernel_param_t<") +
                            TypeText + ">";
    if (T->isArrayType()) {
      P.Declaration = Const + ParamType + " amp2hip_capture_" + Name;
      P.Prologue = std::string(Const) + "auto &" + Name +
                   " = amp2hip_capture_" + Name + ".value;";
    } else {
      P.Declaration = Const + ParamType + " " + Name;
    }
    Params.push_back(std::move(P));
  }

  // Local declarations the body names without capturing them.
  for (const NamedDecl *D : collectLocalTypeUses(Lambda, Enclosing)) {
    Diags.report(Lambda->getBeginLoc(), DiagId::KernelUsesLocalDeclaration,
                 "the kernel names '" + D->getNameAsString() +
                     "', which is declared inside the enclosing function; "
                     "move it to namespace scope");
    Ok = false;
  }
  std::vector<std::string> LocalDecls;
  for (const VarDecl *VD : collectUncapturedLocals(Lambda, Enclosing, Ctx)) {
    std::optional<OffsetRange> Init =
        VD->getInit()
            ? getMainFileRange(VD->getInit()->getSourceRange(), SM, LO)
            : std::nullopt;
    if (!Init || !VD->isUsableInConstantExpressions(Ctx)) {
      Diags.report(VD->getLocation(), DiagId::KernelUsesLocalDeclaration,
                   "the kernel uses local variable '" + VD->getName().str() +
                       "' without capturing it; only constants can be used "
                       "this way");
      Ok = false;
      continue;
    }
    QualType T = VD->getType();
    std::string Decl =
        VD->isConstexpr()
            ? "constexpr " + printType(T.getUnqualifiedType(), Ctx)
            : printType(T, Ctx);
    Decl += " " + VD->getName().str() + " = " +
            Buffer.slice(Init->first, Init->second).str() + ";";
    LocalDecls.push_back(std::move(Decl));
  }
  std::vector<std::string> MemberDecls;
  if (ClassPattern && !redeclareClassMembers(Lambda, ClassPattern, MemberDecls))
    Ok = false;
  UsesClassMembers |= !MemberDecls.empty();
  // Member aliases and constants are spelled with the class template's
  // parameter names; an out-of-line definition may rename them.
  if (Ok && ClassPattern && UsesClassMembers &&
      Enclosing->getNumTemplateParameterLists() > 0) {
    const TemplateParameterList *Own = Enclosing->getTemplateParameterList(0);
    const TemplateParameterList *Class =
        ClassPattern->getDescribedClassTemplate()->getTemplateParameters();
    for (unsigned I = 0; I < Own->size() && I < Class->size(); ++I)
      if (Own->getParam(I)->getName() != Class->getParam(I)->getName()) {
        Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                     "the kernel uses member type aliases or constants of "
                     "class template '" + ClassPattern->getNameAsString() +
                         "', but this out-of-line definition renames its "
                         "template parameter '" +
                         Class->getParam(I)->getNameAsString() + "' to '" +
                         Own->getParam(I)->getNameAsString() +
                         "'; use the class's names");
        Ok = false;
        break;
      }
  }
  if (!Ok)
    return std::nullopt;

  // The kernel.
  unsigned Line = SM.getExpansionLineNumber(Call->getBeginLoc());
  unsigned Column = SM.getExpansionColumnNumber(Call->getBeginLoc());
  KernelRewrite R;
  R.KernelName = uniqueKernelName(Enclosing, Line);
  std::string TemplateHeader;
  std::string TemplateArgs;
  if (!kernelTemplateHeader(Call, Enclosing, ClassPattern, TemplateHeader,
                            TemplateArgs))
    return std::nullopt;

  std::string &K = R.KernelText;
  K += "// amp2hip: kernel of the parallel_for_each at " +
       llvm::sys::path::filename(FileName).str() + ":" + std::to_string(Line) +
       ":" + std::to_string(Column) + "\n";
  if (!TemplateHeader.empty())
    K += TemplateHeader + "\n";
  if (StaticKernels && TemplateHeader.empty())
    K += "static ";
  K += "__global__ void " + R.KernelName + "(\n";
  K += "    const amp2hip::detail::launch_domain<" + Shape.RankText +
       "> amp2hip_domain";
  for (const KernelParam &P : Params)
    K += ",\n    " + P.Declaration;
  K += ") {\n";
  for (const std::string &D : MemberDecls)
    K += "  " + D + "\n";
  for (const std::string &D : LocalDecls)
    K += "  " + D + "\n";
  for (const KernelParam &P : Params)
    if (!P.Prologue.empty())
      K += "  " + P.Prologue + "\n";
  if (Shape.Tiled) {
    K += "  " + Shape.TypeText + " " + Shape.Name + " =\n      " +
         "amp2hip::detail::tiled_thread_index<" + Shape.TileArgs +
         ">(amp2hip_domain);\n";
  } else {
    K += "  " + Shape.TypeText + " " + Shape.Name + ";\n";
    K += "  if (!amp2hip::detail::thread_index(amp2hip_domain, " + Shape.Name +
         "))\n    return;\n";
  }
  std::string Body =
      BodyEdits.apply(Buffer, BodyRange->first, BodyRange->second);
  unsigned OldIndent = lineIndent(Buffer, BodyRange->second - 1);
  K += reindent(Body, OldIndent, 2) + "\n}\n\n";
  R.InsertOffset = *InsertOffset;

  // The launch.
  const Expr *Callee = Call->getCallee();
  std::optional<OffsetRange> CalleeRange =
      getMainFileRange(Callee->getSourceRange(), SM, LO);
  const Expr *LastDomainArg = Call->getArg(Call->getNumArgs() - 2);
  std::optional<OffsetRange> DomainRange =
      getMainFileRange(LastDomainArg->getSourceRange(), SM, LO);
  if (!CalleeRange || !DomainRange) {
    Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                 "parallel_for_each written in a macro expansion is not "
                 "supported");
    return std::nullopt;
  }
  R.CallBegin = CallRange->first;
  R.CallEnd = CallRange->second;
  R.LaunchText = "amp2hip::parallel_for_each" +
                 Buffer.slice(CalleeRange->second, DomainRange->second).str() +
                 ", " + R.KernelName + TemplateArgs;
  for (const KernelParam &P : Params)
    R.LaunchText += ", " + P.Argument;
  R.LaunchText += ")";
  return R;
}

} // namespace amp2hip
