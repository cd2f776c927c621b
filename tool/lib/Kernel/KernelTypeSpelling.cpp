//===- KernelTypeSpelling.cpp - Types as an outlined kernel spells them ---===//

#include "Kernel/KernelTypeSpelling.h"

#include "Analysis/AmpModel.h"

#include "clang/AST/QualTypeNames.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"

#include <cctype>
#include <map>

using namespace clang;

namespace amp2hip {

namespace {

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

} // namespace

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

bool isMemberOf(const Decl *D, const CXXRecordDecl *Pattern) {
  if (!D || !Pattern || isa<NonTypeTemplateParmDecl>(D) ||
      isa<TemplateTypeParmDecl>(D) || isa<TemplateTemplateParmDecl>(D))
    return false;
  llvm::SmallPtrSet<const DeclContext *, 4> Classes;
  for (const DeclContext *DC = Pattern; DC && isa<CXXRecordDecl>(DC);
       DC = DC->getParent()) {
    Classes.insert(DC);
    // Members inherited from bases that are not dependent (Morph's
    // compute_morph_amp calls compute_morph's static functions).
    const auto *RD = cast<CXXRecordDecl>(DC);
    if (RD->hasDefinition())
      RD->forallBases([&](const CXXRecordDecl *Base) {
        Classes.insert(Base);
        return true;
      });
  }
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (Classes.count(DC))
      return true;
    if (!isa<CXXRecordDecl>(DC) && !isa<EnumDecl>(DC))
      return false; // a local of a member function, not a member
  }
  return false;
}

const TemplateParameterList *classTemplateParams(const CXXRecordDecl *RD) {
  if (const auto *Partial =
          dyn_cast<ClassTemplatePartialSpecializationDecl>(RD))
    return Partial->getTemplateParameters();
  if (const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate())
    return CTD->getTemplateParameters();
  return nullptr;
}

std::optional<QualType>
rebuildTypeParts(const Type *Ty, const ASTContext &Ctx,
                 llvm::function_ref<QualType(QualType)> Recurse) {
  if (const auto *TST = dyn_cast<TemplateSpecializationType>(Ty)) {
    llvm::SmallVector<TemplateArgument, 4> Args;
    bool Changed = false;
    for (const TemplateArgument &Arg : TST->template_arguments()) {
      if (Arg.getKind() != TemplateArgument::Type) {
        Args.push_back(Arg);
        continue;
      }
      QualType New = Recurse(Arg.getAsType());
      Changed |= New != Arg.getAsType();
      Args.push_back(TemplateArgument(New));
    }
    if (!Changed)
      return QualType(Ty, 0);
    return Ctx.getTemplateSpecializationType(TST->getTemplateName(), Args,
                                             TST->getCanonicalTypeInternal());
  }
  if (const auto *PT = dyn_cast<PointerType>(Ty)) {
    QualType Pointee = Recurse(PT->getPointeeType());
    if (Pointee == PT->getPointeeType())
      return QualType(Ty, 0);
    return Ctx.getPointerType(Pointee);
  }
  if (const auto *CAT = dyn_cast<ConstantArrayType>(Ty)) {
    QualType Elem = Recurse(CAT->getElementType());
    if (Elem == CAT->getElementType())
      return QualType(Ty, 0);
    return Ctx.getConstantArrayType(Elem, CAT->getSize(), nullptr,
                                    CAT->getSizeModifier(),
                                    CAT->getIndexTypeCVRQualifiers());
  }
  return std::nullopt;
}

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
  } else if (std::optional<QualType> Parts =
                 rebuildTypeParts(Ty, Ctx, Recurse)) {
    if (const auto *TST = dyn_cast<TemplateSpecializationType>(Ty);
        TST && TST->getTemplateName().getAsTemplateDecl() ==
                   Pattern->getDescribedClassTemplate())
      Unspellable = Pattern->getNameAsString();
    if (Parts->getTypePtr() == Ty)
      return T;
    R = *Parts;
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

} // namespace amp2hip
