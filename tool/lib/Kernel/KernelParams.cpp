//===- KernelParams.cpp - A capture as a kernel parameter -----------------===//
//
// What a kernel lambda's capture (or a function object's data member) becomes
// in the outlined kernel: a parameter `amp2hip::kernel_param_t<T>` or
// `amp2hip::read_only_param_t<T>` (docs/architecture.md, "Generated code
// contract"), or the diagnostic that says why it cannot be passed to a kernel
// (C++ AMP v1.2 §2.4.3.3, §3.2.2; HIP kernel arguments are trivially
// copyable).
//
//===----------------------------------------------------------------------===//

#include "Kernel/KernelPlanner.h"

#include "Analysis/AmpModel.h"
#include "Analysis/ViewClasses.h"
#include "Kernel/CaptureAnalysis.h"
#include "Kernel/KernelClassUses.h"
#include "Kernel/KernelTypeSpelling.h"

#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace amp2hip {

bool KernelPlanner::publishMemberType(const NamedDecl *Member) {
  // The innermost class member around (or equal to) Member that is not
  // public yet.
  const Decl *D = Member;
  for (; D && isa<CXXRecordDecl>(D->getDeclContext());
       D = cast<Decl>(D->getDeclContext()))
    if ((D->getAccess() == AS_private || D->getAccess() == AS_protected) &&
        llvm::find(PublishedMemberTypes, D) == PublishedMemberTypes.end())
      break;
  const auto *Target = dyn_cast_or_null<NamedDecl>(D);
  if (!Target || !(isa<TagDecl>(Target) || isa<TypedefNameDecl>(Target)))
    return false;
  const auto *Class = cast<CXXRecordDecl>(Target->getDeclContext());
  if (Class->isLambda() || Class->isLocalClass() ||
      Target->getLexicalDeclContext() != Class)
    return false;
  // In this file's text, outside macros: the edit is this file's own, so
  // a header translates the same way for every input.
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Begin =
      memberDeclarationBounds(Target, SM, Ctx.getLangOpts()).first;
  if (Begin.isInvalid() || SM.getFileID(Begin) != File)
    return false;
  PublishedMemberTypes.push_back(Target);
  return true;
}

void KernelPlanner::reportCapture(const Source &S, SourceLocation CaptureLoc,
                                  llvm::StringRef Name,
                                  const std::string &Message) {
  // MSVC reports a kernel lambda's capture errors at its closing brace, or,
  // in a function template, at the opening brace of its body (the suite's
  // 7_1 Negative/Test09-13).
  bool InTemplate = S.Enclosing && (S.Enclosing->isDependentContext() ||
                                    S.Enclosing->isTemplateInstantiation());
  SourceLocation Loc =
      InTemplate ? S.Lambda->getBody()->getBeginLoc() : S.Lambda->getEndLoc();
  if (Loc.isInvalid())
    Loc = CaptureLoc;
  report(Loc, DiagId::UnsupportedCapture, Message);
  if (!Quiet && Loc != CaptureLoc)
    Diags.note(CaptureLoc, "'" + Name.str() + "' is captured here");
}

bool KernelPlanner::checkCaptureMode(llvm::StringRef Name, QualType T,
                                     bool ByRef, SourceLocation Loc,
                                     const Source &S) {
  // A dependent member type (`typename Mem<T>::grid &`, B3DContest's
  // `wghtgrid &`): the kind of type its primary template's typedef names.
  QualType Kind = primaryTemplateMemberType(T);
  auto ArrayOrTexture = [](QualType K) {
    return isAmpClassTemplate(K, "array") || isAmpClassTemplate(K, "texture");
  };
  bool ByRefAllowed = ArrayOrTexture(Kind);
  // A type that depends on the template's parameters (`edgresview &`, a
  // member template's type parameter, in B3DContest): MSVC checks the rule
  // as it instantiates the template, so the instantiations of the lambda
  // decide; an error when one of them captures another type.
  if (ByRef && !ByRefAllowed && S.Lambda &&
      Kind.getNonReferenceType()->isDependentType()) {
    ByRefAllowed = true;
    for (const LambdaExpr *Instance : Instantiations.of(S.Lambda))
      for (const LambdaCapture &C : Instance->captures())
        if (C.capturesVariable() && C.getCapturedVar()->getName() == Name &&
            !ArrayOrTexture(C.getCapturedVar()->getType()))
          ByRefAllowed = false;
  }
  std::string Quoted = "'" + Name.str() + "'";
  if (ByRef && !ByRefAllowed) {
    if (S.Lambda)
      reportCapture(S, Loc, Name,
                    Quoted + " is captured by reference; a kernel may capture "
                             "only concurrency::array and texture objects by "
                             "reference (MSVC error C3590)");
    else
      report(Loc, DiagId::UnsupportedCapture,
             "data member " + Quoted +
                 " is a reference; a function object launched by "
                 "parallel_for_each may hold only "
                 "concurrency::array and texture objects by "
                 "reference");
    return false;
  }
  // C++ AMP v1.2 §2.4.3.3: a kernel lambda captures no pointers.
  if (!ByRef && S.Lambda && (T->isPointerType() || T->isMemberPointerType())) {
    reportCapture(S, Loc, Name,
                  Quoted + " of type '" + T.getAsString() +
                      "' is a pointer captured by value; a kernel may not "
                      "capture pointers (C++ AMP v1.2 §2.4.3.3; MSVC error "
                      "C3596)");
    return false;
  }
  if (!ByRef && ByRefAllowed) {
    report(Loc, DiagId::UnsupportedCapture,
           S.Lambda ? Quoted + " is captured by value; C++ AMP requires "
                               "array and texture objects to be "
                               "captured by reference"
                    : "data member " + Quoted +
                          " holds an array or texture by value; a "
                          "function object launched by "
                          "parallel_for_each must hold them by "
                          "reference");
    return false;
  }
  return true;
}

bool KernelPlanner::hoistLocalTypesOf(llvm::StringRef Name, QualType T,
                                      SourceLocation Loc, const Source &S) {
  // A local class the type names moves to namespace scope with the kernel
  // (LocalTypeHoisting.h), where it can; else AMP2HIP-E0005.
  std::string Quoted = "'" + Name.str() + "'";
  llvm::SmallPtrSet<const NamedDecl *, 4> Moved;
  while (const NamedDecl *Local = findLocalTypeIn(T, &Moved)) {
    llvm::Error Why =
        S.Lambda && KernelTop
            ? Hoister.plan(Local, KernelTop, KernelInsertOffset)
            : llvm::createStringError(llvm::inconvertibleErrorCode(),
                                      "a function object's class names it");
    if (!Why) {
      Moved.insert(Local);
      continue;
    }
    const TagDecl *Tag = T->getAsTagDecl();
    report(Loc, DiagId::KernelUsesLocalDeclaration,
           (Tag == Local ? Quoted + " has a type declared inside a function; "
                                    "move the type to namespace scope"
                         : Quoted + " has a type that names '" +
                               Local->getNameAsString() +
                               "', which is declared inside a function; "
                               "move it to namespace scope") +
               " (amp2hip cannot move it: " + llvm::toString(std::move(Why)) +
               ")");
    return false;
  }
  return true;
}

namespace {

/// True if \p D, or a class it is a member of, is a private or protected
/// member: code outside the class cannot name it. The members in
/// \p Published are declared public by amp2hip.
using PublishedSet = std::vector<const NamedDecl *>;
bool isNonPublicMember(const Decl *D, const PublishedSet &Published) {
  for (; D && isa<CXXRecordDecl>(D->getDeclContext());
       D = cast<Decl>(D->getDeclContext()))
    if ((D->getAccess() == AS_private || D->getAccess() == AS_protected) &&
        llvm::find(Published, D) == Published.end())
      return true;
  return false;
}

/// The first class member type that \p T names as written (a typedef, a
/// class or enum, a template argument, the pointee or element of a pointer
/// or array) and that is not public, or null: an outlined kernel at
/// namespace scope cannot name it in its parameters.
const NamedDecl *nonPublicMemberType(QualType T,
                                     const PublishedSet &Published) {
  if (T.isNull())
    return nullptr;
  const Type *Ty = T.getTypePtr();
  if (const auto *TT = dyn_cast<TypedefType>(Ty))
    return isNonPublicMember(TT->getDecl(), Published) ? TT->getDecl()
                                                       : nullptr;
  if (const auto *ET = dyn_cast<ElaboratedType>(Ty))
    return nonPublicMemberType(ET->getNamedType(), Published);
  if (const auto *Paren = dyn_cast<ParenType>(Ty))
    return nonPublicMemberType(Paren->getInnerType(), Published);
  if (const auto *PT = dyn_cast<PointerType>(Ty))
    return nonPublicMemberType(PT->getPointeeType(), Published);
  if (const auto *RT = dyn_cast<ReferenceType>(Ty))
    return nonPublicMemberType(RT->getPointeeType(), Published);
  if (const auto *AT = dyn_cast<ArrayType>(Ty))
    return nonPublicMemberType(AT->getElementType(), Published);
  auto FromArguments =
      [&](llvm::ArrayRef<TemplateArgument> Args) -> const NamedDecl * {
    for (const TemplateArgument &Arg : Args)
      if (Arg.getKind() == TemplateArgument::Type)
        if (const NamedDecl *D =
                nonPublicMemberType(Arg.getAsType(), Published))
          return D;
    return nullptr;
  };
  if (const auto *TST = dyn_cast<TemplateSpecializationType>(Ty))
    return FromArguments(TST->template_arguments());
  if (const auto *Tag = dyn_cast<TagType>(Ty)) {
    if (isNonPublicMember(Tag->getDecl(), Published))
      return Tag->getDecl();
    if (const auto *Spec =
            dyn_cast<ClassTemplateSpecializationDecl>(Tag->getDecl()))
      return FromArguments(Spec->getTemplateArgs().asArray());
  }
  return nullptr;
}

/// \p T with the typedefs declared in a function (`typedef typename
/// x_type::value_type value_type;` in a function template: the kernel's
/// parameter list is outside it) and, if \p Members, those that are members
/// of a class of the program (not of a system header: the C++ AMP library's
/// and the standard library's are kept) written as what they alias
/// (`Scaler::real` -> `float`): the kernel, at namespace scope and possibly
/// before the class, may not be able to name them. Pointers, arrays,
/// qualifiers and template arguments are rebuilt; other sugar is kept.
QualType withoutTypedefs(QualType T, const ASTContext &Ctx, bool Members) {
  if (T.isNull())
    return T;
  SplitQualType Split = T.split();
  const Type *Ty = Split.Ty;
  auto Recurse = [&](QualType Inner) {
    return withoutTypedefs(Inner, Ctx, Members);
  };
  QualType R;
  if (const auto *TT = dyn_cast<TypedefType>(Ty)) {
    const TypedefNameDecl *D = TT->getDecl();
    bool Local = D->getDeclContext()->isFunctionOrMethod();
    if (!Local && (!Members || !isa<CXXRecordDecl>(D->getDeclContext()) ||
                   Ctx.getSourceManager().isInSystemHeader(D->getLocation())))
      return T;
    R = Recurse(TT->getDecl()->getUnderlyingType());
  } else if (const auto *ET = dyn_cast<ElaboratedType>(Ty)) {
    R = Recurse(ET->getNamedType());
    if (R == ET->getNamedType())
      return T;
  } else if (std::optional<QualType> Parts =
                 rebuildTypeParts(Ty, Ctx, Recurse)) {
    if (Parts->getTypePtr() == Ty)
      return T;
    R = *Parts;
  } else {
    return T;
  }
  return Ctx.getQualifiedType(R, Split.Quals);
}

} // namespace

bool KernelPlanner::addParam(const ValueDecl *Var, llvm::StringRef Name,
                             QualType T, bool ByRef, SourceLocation Loc,
                             const Source &S, const CXXRecordDecl *ClassPattern,
                             bool &UsesClassMembers,
                             std::vector<KernelParam> &Params) {
  // A type deduced by `auto` keeps the initializer's sugar, which may name
  // members of another class (`array<value_type, rank>` from a member
  // function's return type): the kernel spells the type itself.
  if (!T->isDependentType() && T->getContainedDeducedType())
    T = T.getCanonicalType();
  if (!checkCaptureMode(Name, T, ByRef, Loc, S) ||
      !hoistLocalTypesOf(Name, T, Loc, S))
    return false;
  std::string Quoted = "'" + Name.str() + "'";
  bool Container = isAmpContainer(T);
  // AMP's value types (index, extent, tiled_extent, short vectors...) are
  // trivially copyable here as in the runtime: the parse headers default
  // their copy operations, so structs holding them are trivially copyable too.
  if (!Container && !T->isDependentType() && !T->isArrayType() &&
      !T.isTriviallyCopyableType(Ctx)) {
    // A class holding views: kernels receive its device form
    // (Analysis/ViewClasses.h), written where the class is defined.
    const CXXRecordDecl *Class = T->getAsCXXRecordDecl();
    std::string Why = "it is not trivially copyable";
    if (Class && holdsViews(Class)) {
      const CXXRecordDecl *Pattern = viewClassPattern(Class);
      const SourceManager &SM = Ctx.getSourceManager();
      Why = whyNoDeviceForm(Class, SM);
      if (Why.empty() && !hasRuntimeDeviceForm(Class) &&
          !ProgramFiles.count(
              SM.getFileID(SM.getExpansionLoc(Pattern->getLocation()))))
        Why = "it is declared in a file that amp2hip does not translate";
      if (!Why.empty())
        Why =
            "it holds views, and amp2hip cannot write its device form: " + Why;
    }
    if (!Why.empty()) {
      report(Loc, DiagId::UnsupportedCapture,
             Quoted + " of type '" + T.getAsString() +
                 "' cannot be passed to a kernel: " + Why);
      return false;
    }
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
    report(Loc, DiagId::UnsupportedKernelContext,
           "the type of " + Quoted + " names '" + Unspellable +
               "', a member of class template '" +
               ClassPattern->getNameAsString() +
               "' (or the class itself) that the kernel cannot "
               "spell at namespace scope; only member type "
               "aliases can be used in the types of captures");
    return false;
  }
  // A typedef local to the enclosing function, and outside class templates
  // (whose member aliases spellableOutside rewrote) a class's member
  // typedef, is written as what it aliases: the kernel may go before the
  // class, and the typedef may be private.
  Unqualified =
      withoutTypedefs(Unqualified, Ctx,
                      /*Members=*/!ClassPattern && !T->isDependentType());
  const NamedDecl *Member =
      nonPublicMemberType(Unqualified, PublishedMemberTypes);
  while (Member && publishMemberType(Member))
    Member = nonPublicMemberType(Unqualified, PublishedMemberTypes);
  if (Member) {
    report(Loc, DiagId::UnsupportedKernelContext,
           "the type of " + Quoted + " names '" +
               Member->getQualifiedNameAsString() +
               "', a private or protected member type, which the kernel "
               "outside the class cannot name; make it public");
    return false;
  }
  std::string TypeText = Hoister.withTemplateArguments(
      withLocalConstantValues(printType(Unqualified, Ctx), Unqualified, Ctx));
  if (isAmpClassTemplate(T, "array") && T.isConstQualified())
    TypeText = "const " + TypeText;
  KernelParam P;
  P.Decl = Var;
  P.Name = Name.str();
  P.Const = S.Lambda ? !S.Lambda->isMutable()
                     : cast<CXXMethodDecl>(S.CallOp)->isConst();
  // A function object's members are named through `this`: not analysed.
  P.ReadOnly = Container && Var && S.Lambda && !hasConstElements(T) &&
               isOnlyRead(Var, S.Body, Ctx);
  P.Type = (P.ReadOnly ? "amp2hip::read_only_param_t<"
                       : "amp2hip::kernel_param_t<") +
           TypeText + ">";
  P.CArray = T->isArrayType();
  Params.push_back(std::move(P));
  return true;
}

} // namespace amp2hip
