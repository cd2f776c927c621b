//===- AmpModel.cpp - Queries about C++ AMP constructs in the AST ---------===//

#include "Analysis/AmpModel.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace amp2hip {

namespace {
constexpr llvm::StringLiteral RestrictPrefix = "amp2hip.restrict(";
constexpr llvm::StringLiteral TileStaticAnnotation = "amp2hip.tile_static";

/// True if \p DC is inside namespace concurrency (or one nested in it, such as
/// concurrency::graphics or concurrency::fast_math).
bool isInConcurrencyNamespace(const DeclContext *DC) {
  for (; DC && !DC->isTranslationUnit(); DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "Concurrency")
        return true;
  return false;
}
} // namespace

llvm::StringRef Restriction::hipQualifiers() const {
  if (Amp && Cpu)
    return "__host__ __device__";
  if (Amp)
    return "__device__";
  return "";
}

Restriction getRestriction(const Decl *D) {
  Restriction R;
  if (!D)
    return R;
  for (const auto *A : D->specific_attrs<AnnotateAttr>()) {
    llvm::StringRef Text = A->getAnnotation();
    if (!Text.consume_front(RestrictPrefix))
      continue;
    Text.consume_back(")");
    R.Attrs.push_back(A);
    llvm::SmallVector<llvm::StringRef, 4> Parts;
    Text.split(Parts, ',');
    for (llvm::StringRef Part : Parts) {
      Part = Part.trim();
      if (Part == "amp")
        R.Amp = true;
      else if (Part == "cpu")
        R.Cpu = true;
      else
        R.Unknown.push_back(Part.str());
    }
  }
  return R;
}

Restriction getEffectiveRestriction(const FunctionDecl *FD) {
  Restriction R = getRestriction(FD);
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(FD);
  if (R.any() || !MD)
    return R;
  // A lambda's closure type and a local class are local classes of the
  // function whose body defines them (also through enclosing classes).
  const FunctionDecl *Outer = MD->getParent()->isLocalClass();
  if (!Outer)
    return R;
  Restriction Inherited = getEffectiveRestriction(Outer);
  Inherited.Inherited = Inherited.any();
  return Inherited;
}

const AnnotateAttr *getTileStaticAttr(const Decl *D) {
  for (const auto *A : D->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == TileStaticAnnotation)
      return A;
  return nullptr;
}

const ClassTemplateSpecializationDecl *
getAmpSpecialization(QualType T, llvm::StringRef Name) {
  T = T.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!Spec || Spec->getName() != Name)
    return nullptr;
  if (!isInConcurrencyNamespace(Spec->getDeclContext()))
    return nullptr;
  return Spec;
}

bool isAmpClassTemplate(QualType T, llvm::StringRef Name) {
  if (getAmpSpecialization(T, Name))
    return true;
  T = T.getNonReferenceType();
  const auto *TST = T->getAs<TemplateSpecializationType>();
  if (!TST)
    return false;
  const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl();
  return TD && TD->getName() == Name &&
         isInConcurrencyNamespace(TD->getDeclContext());
}

QualType primaryTemplateMemberType(QualType T) {
  for (int Step = 0; Step < 8; ++Step) {
    QualType Plain = T.getNonReferenceType();
    const auto *Dependent = Plain->getAs<DependentNameType>();
    if (!Dependent || !Dependent->getQualifier())
      return T;
    const Type *Qualifier = Dependent->getQualifier()->getAsType();
    const CXXRecordDecl *Pattern = nullptr;
    if (const auto *TST = Qualifier
                              ? Qualifier->getAs<TemplateSpecializationType>()
                              : nullptr) {
      if (const auto *CTD = dyn_cast_or_null<ClassTemplateDecl>(
              TST->getTemplateName().getAsTemplateDecl()))
        Pattern = CTD->getTemplatedDecl();
    } else if (const auto *Injected =
                   Qualifier ? Qualifier->getAs<InjectedClassNameType>()
                             : nullptr) {
      Pattern = Injected->getDecl();
    }
    if (!Pattern || !Pattern->hasDefinition())
      return T;
    const TypedefNameDecl *Typedef = nullptr;
    for (const NamedDecl *Member :
         Pattern->getDefinition()->lookup(Dependent->getIdentifier()))
      if ((Typedef = dyn_cast<TypedefNameDecl>(Member)))
        break;
    if (!Typedef)
      return T;
    T = Typedef->getUnderlyingType();
  }
  return T;
}

bool isAmpContainer(QualType T) {
  return isAmpClassTemplate(T, "array_view") ||
         isAmpClassTemplate(T, "array") || isAmpClassTemplate(T, "texture") ||
         isAmpClassTemplate(T, "writeonly_texture_view") ||
         isAmpClassTemplate(T, "texture_view");
}

bool holdsAmpContainer(const clang::CXXRecordDecl *RD) {
  return llvm::any_of(RD->fields(), [](const clang::FieldDecl *F) {
    return isAmpContainer(F->getType().getNonReferenceType());
  });
}

bool isInAmpNamespace(const Decl *D) {
  return isInConcurrencyNamespace(D->getDeclContext());
}

bool isAmpFunction(const FunctionDecl *FD, llvm::StringRef Name) {
  if (!FD || !FD->getDeclName().isIdentifier() || FD->getName() != Name)
    return false;
  return isInConcurrencyNamespace(FD->getDeclContext());
}

/// True if \p FD is C++ AMP's parallel_for_each (C++ AMP v1.2 §3.2.3),
/// whose first parameter is the compute domain or an accelerator_view, as
/// opposed to PPL's parallel_for_each over iterators, which is in the same
/// namespace (docs/features/ppl.md): overload resolution tells them apart.
bool isAmpParallelForEach(const FunctionDecl *FD) {
  if (!isAmpFunction(FD, "parallel_for_each") || FD->getNumParams() == 0)
    return false;
  QualType First =
      FD->getParamDecl(0)->getType().getNonReferenceType().getUnqualifiedType();
  const CXXRecordDecl *RD = First->getAsCXXRecordDecl();
  if (const auto *TST = First->getAs<TemplateSpecializationType>())
    if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
      return TD->getName() == "extent" || TD->getName() == "tiled_extent";
  return RD && RD->getDeclName().isIdentifier() &&
         (RD->getName() == "extent" || RD->getName() == "tiled_extent" ||
          RD->getName() == "accelerator_view");
}

bool isParallelForEach(const CallExpr *Call) {
  if (const FunctionDecl *FD = Call->getDirectCallee())
    return isAmpParallelForEach(FD);
  // A dependent call: AMP's overloads take the kernel second (or third,
  // after an accelerator_view); PPL's take two iterators and a function, so
  // with three arguments only a restrict(amp) lambda says it is AMP's.
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Callee);
  if (!ULE || Call->getNumArgs() < 2 || Call->getNumArgs() > 3)
    return false;
  bool NamesAmp = false;
  for (const NamedDecl *D : ULE->decls()) {
    const NamedDecl *U = D->getUnderlyingDecl();
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(U))
      U = FTD->getTemplatedDecl();
    if (const auto *FD = dyn_cast<FunctionDecl>(U))
      NamesAmp |= isAmpParallelForEach(FD);
  }
  const auto *Last = dyn_cast<LambdaExpr>(
      Call->getArg(Call->getNumArgs() - 1)->IgnoreParenImpCasts());
  bool AmpLambda = Last && getRestriction(Last->getCallOperator()).Amp;
  // Nothing visible where a template calls it: MSVC (no two-phase lookup)
  // and argument-dependent lookup find AMP's later; a restrict(amp) lambda
  // says it is AMP's.
  if (ULE->decls().empty() && ULE->requiresADL() &&
      ULE->getName().getAsString() == "parallel_for_each")
    return AmpLambda;
  if (!NamesAmp || Call->getNumArgs() == 2)
    return NamesAmp;
  return !Last || AmpLambda;
}

} // namespace amp2hip
