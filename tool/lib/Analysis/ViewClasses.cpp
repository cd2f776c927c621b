//===- ViewClasses.cpp - Classes holding views and their device forms -----===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//

#include "Analysis/ViewClasses.h"

#include "Analysis/AmpModel.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"

#include <set>

using namespace clang;

namespace amp2hip {

bool holdsViews(const CXXRecordDecl *RD);

namespace {

/// The class that \p T (through a reference) is, or null.
const CXXRecordDecl *recordOf(QualType T) {
  T = T.getNonReferenceType();
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (const auto *CTD = dyn_cast_or_null<ClassTemplateDecl>(
            TST->getTemplateName().getAsTemplateDecl()))
      return CTD->getTemplatedDecl();
  return T->getAsCXXRecordDecl();
}

/// \p RD's fields as they are: an instantiation's (its members' types with
/// the template's arguments), else the pattern's.
const CXXRecordDecl *withFields(const CXXRecordDecl *RD) {
  if (RD && isa<ClassTemplateSpecializationDecl>(RD) && RD->hasDefinition())
    return RD->getDefinition();
  return viewClassPattern(RD);
}

bool holdsViews(const CXXRecordDecl *RD,
                std::set<const CXXRecordDecl *> &Seen) {
  RD = withFields(RD);
  if (!RD || !RD->hasDefinition() || !Seen.insert(RD).second)
    return false;
  for (const FieldDecl *F : RD->fields()) {
    QualType T = F->getType().getNonReferenceType();
    if (isAmpContainer(T))
      return true;
    if (const CXXRecordDecl *Member = recordOf(T))
      if (!Member->isLambda() && holdsViews(Member, Seen))
        return true;
  }
  return false;
}

/// True for a specialization of std::pair.
bool isStdPair(const CXXRecordDecl *RD) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD);
  return Spec && Spec->getName() == "pair" &&
         Spec->getDeclContext()->isStdNamespace();
}

/// True if \p MD, a user-declared special member, is defined and does
/// something: a statement in its body, or a constructor's written member
/// initializer.
bool runsCode(const CXXMethodDecl *MD) {
  const FunctionDecl *Def = MD->getDefinition();
  if (!Def || Def->isDefaulted() || Def->isDeleted())
    return false;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->isWritten())
        return true;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  return !Body || !Body->body_empty();
}

/// True for a copy or move constructor or assignment operator.
bool isCopyOrMove(const CXXMethodDecl *MD) {
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(MD))
    return Ctor->isCopyOrMoveConstructor();
  return MD->isCopyAssignmentOperator() || MD->isMoveAssignmentOperator();
}

std::string whyNoDeviceForm(const CXXRecordDecl *RD, const SourceManager &SM,
                            std::set<const CXXRecordDecl *> &Seen);

/// Why a member of type \p T cannot be in a device form, or "".
std::string whyNoDeviceFormMember(const FieldDecl *F, const SourceManager &SM,
                                  std::set<const CXXRecordDecl *> &Seen) {
  std::string Member = "its member '" + F->getNameAsString() + "'";
  QualType T = F->getType();
  bool Reference = T->isReferenceType();
  QualType Value = T.getNonReferenceType();
  if (Value->isArrayType())
    return Member + " is a C array";
  if (Value->isDependentType())
    return "";
  if (isAmpContainer(Value)) {
    if (!Reference && isAmpClassTemplate(Value, "array"))
      return Member + " is an array, not a reference to one";
    if (!Reference && isAmpClassTemplate(Value, "texture"))
      return Member + " is a texture, not a reference to one";
    return "";
  }
  if (const CXXRecordDecl *Class = recordOf(Value))
    if (!Class->isLambda() && amp2hip::holdsViews(Class)) {
      if (Reference)
        return Member + " is a reference to a class holding views";
      std::string Why = whyNoDeviceForm(Class, SM, Seen);
      if (!Why.empty())
        return Member + " is a '" + Class->getNameAsString() + "', of which " +
               Why;
      return "";
    }
  if (Reference)
    return Member + " is a reference";
  if (!Value.isTriviallyCopyableType(F->getASTContext()))
    return Member + " of type '" + Value.getAsString() +
           "' is not trivially copyable";
  return "";
}

std::string whyNoDeviceForm(const CXXRecordDecl *RD, const SourceManager &SM,
                            std::set<const CXXRecordDecl *> &Seen) {
  // The runtime gives std::pair its device form (device_pair).
  if (isStdPair(RD)) {
    for (const FieldDecl *F : RD->fields())
      if (std::string Why = whyNoDeviceFormMember(F, SM, Seen); !Why.empty())
        return Why;
    return "";
  }
  const CXXRecordDecl *P = viewClassPattern(RD);
  if (!P || !P->hasDefinition())
    return "it is not defined";
  if (!Seen.insert(P).second)
    return "it holds itself";
  // Seen is the path of classes being checked, not every class checked.
  struct Leave {
    std::set<const CXXRecordDecl *> &Seen;
    const CXXRecordDecl *P;
    ~Leave() { Seen.erase(P); }
  } LeaveOnReturn{Seen, P};
  if (P->isLambda())
    return "it is a lambda's closure";
  if (P->isUnion())
    return "it is a union";
  if (isa<ClassTemplatePartialSpecializationDecl>(P) ||
      (isa<ClassTemplateSpecializationDecl>(P) &&
       !P->getDescribedClassTemplate()))
    return "it is a specialization of a class template";
  if (P->isPolymorphic())
    return "it has virtual functions";
  if (P->getNumBases() > 0)
    return "it has base classes";
  if (!P->getDeclContext()->isFileContext())
    return "it is declared inside a class or a function";
  SourceLocation Begin = P->getBeginLoc(), End = P->getBraceRange().getEnd();
  if (const ClassTemplateDecl *CTD = P->getDescribedClassTemplate())
    Begin = CTD->getBeginLoc();
  if (Begin.isInvalid() || End.isInvalid() || Begin.isMacroID() ||
      End.isMacroID() || SM.getFileID(Begin) != SM.getFileID(End))
    return "it is written by a macro";
  if (SM.isInSystemHeader(Begin))
    return "it is declared in a system header";
  if (P->getName().empty())
    return "it has no name";
  if (const ClassTemplateDecl *CTD = P->getDescribedClassTemplate())
    for (const NamedDecl *Param : *CTD->getTemplateParameters())
      if (Param->getName().empty())
        return "a template parameter of it has no name";
  // Alone in its declaration: `struct S {...} s;` declares a variable too.
  bool Invalid = false;
  StringRef Text = SM.getBufferData(SM.getFileID(End), &Invalid);
  if (Invalid)
    return "its file cannot be read";
  size_t After = SM.getFileOffset(End) + 1;
  while (After < Text.size() && isWhitespace(Text[After]))
    ++After;
  if (After >= Text.size() || Text[After] != ';')
    return "its definition declares more than the class";
  SourceLocation PreviousBegin;
  bool PreviousReference = false;
  for (const FieldDecl *F : withFields(RD)->fields()) {
    std::string Member = "its member '" + F->getNameAsString() + "'";
    if (F->getName().empty())
      return "it has an unnamed member";
    if (F->isBitField())
      return Member + " is a bit-field";
    if (F->isMutable())
      return Member + " is mutable";
    QualType T = F->getType();
    bool Reference = T->isReferenceType();
    if (F->getBeginLoc() == PreviousBegin && (Reference || PreviousReference))
      return Member + " is declared with another member and a reference";
    PreviousBegin = F->getBeginLoc();
    PreviousReference = Reference;
    if (F->getBeginLoc().isMacroID() || F->getLocation().isMacroID())
      return Member + " is written by a macro";
    if (std::string Why = whyNoDeviceFormMember(F, SM, Seen); !Why.empty())
      return Why;
  }
  auto DefinedOutside = [](const FunctionDecl *FD) {
    const FunctionDecl *Def = FD->getDefinition();
    return Def && Def->isOutOfLine();
  };
  for (const Decl *D : P->decls()) {
    const auto *MD = dyn_cast<CXXMethodDecl>(D);
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
      MD = dyn_cast<CXXMethodDecl>(FTD->getTemplatedDecl());
    if (!MD || MD->isImplicit())
      continue;
    // The device form is copied into a kernel bit by bit and has none of
    // these; one that runs code (the conformance suite counts its copy
    // constructor's calls) cannot be left out.
    if ((isa<CXXDestructorDecl>(MD) || isCopyOrMove(MD)) && runsCode(MD))
      return "its " +
             std::string(isa<CXXDestructorDecl>(MD) ? "destructor"
                         : isa<CXXConstructorDecl>(MD)
                             ? "copy constructor"
                             : "assignment operator") +
             " runs code, which a kernel's copy of it would skip";
    if (!getRestriction(MD).Amp || isa<CXXDestructorDecl>(MD) ||
        isCopyOrMove(MD))
      continue;
    if (MD->isVirtual())
      return "it has virtual functions";
    if (MD->getOverloadedOperator() == OO_Call)
      return "it is a function object (it has a restrict(amp) call "
             "operator), whose members a kernel takes one by one";
    if (DefinedOutside(MD))
      return "its amp member function '" + MD->getNameAsString() +
             "' is defined outside the class";
    if (MD->getBeginLoc().isMacroID() || MD->getEndLoc().isMacroID())
      return "its amp member function '" + MD->getNameAsString() +
             "' is written by a macro";
  }
  return "";
}

} // namespace

const CXXRecordDecl *viewClassPattern(const CXXRecordDecl *RD) {
  if (!RD)
    return nullptr;
  if (const CXXRecordDecl *Pattern = RD->getTemplateInstantiationPattern())
    RD = Pattern;
  return RD->getDefinition() ? RD->getDefinition() : RD;
}

bool holdsViews(const CXXRecordDecl *RD) {
  std::set<const CXXRecordDecl *> Seen;
  if (holdsViews(RD, Seen))
    return true;
  // A class template whose members' types depend on its parameters holds
  // views where an instantiation does (ampcblas's stride_view<array_view>).
  if (const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate())
    for (const ClassTemplateSpecializationDecl *Spec : CTD->specializations()) {
      Seen.clear();
      if (holdsViews(Spec, Seen))
        return true;
    }
  return false;
}

std::string whyNoDeviceForm(const CXXRecordDecl *RD, const SourceManager &SM) {
  std::set<const CXXRecordDecl *> Seen;
  return whyNoDeviceForm(RD, SM, Seen);
}

bool hasRuntimeDeviceForm(const CXXRecordDecl *RD) { return isStdPair(RD); }

bool isViewClassType(QualType T, const SourceManager &SM) {
  T = T.getNonReferenceType();
  if (T->isDependentType())
    return false;
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD && !RD->isLambda() && holdsViews(RD) &&
         whyNoDeviceForm(RD, SM).empty();
}

std::string deviceFormName(llvm::StringRef ClassName) {
  return ("amp2hip_device_" + ClassName).str();
}

bool isTemplateParameterType(QualType T) {
  return T.getNonReferenceType()->getAs<TemplateTypeParmType>() != nullptr;
}

bool isClassParameterType(QualType T) {
  if (isTemplateParameterType(T))
    return true;
  // A class template of the program (the AMP library's views, written
  // `array_view<const T, 1>`, are device views by the container rules).
  QualType Type = T.getNonReferenceType();
  const auto *TST = Type->getAs<TemplateSpecializationType>();
  const auto *CTD = TST ? dyn_cast_or_null<ClassTemplateDecl>(
                              TST->getTemplateName().getAsTemplateDecl())
                        : nullptr;
  return CTD && Type->isDependentType() && !isInAmpNamespace(CTD);
}

std::string whyNotClassParameterFunction(const FunctionDecl *FD) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (!MD || !MD->getParent()->isDependentContext())
    return "it is not a member function of a class template";
  const CXXRecordDecl *Class = MD->getParent();
  const ClassTemplateDecl *Template = Class->getDescribedClassTemplate();
  if (const auto *Partial =
          dyn_cast<ClassTemplatePartialSpecializationDecl>(Class))
    Template = Partial->getSpecializedTemplate();
  if (!Template || Template->getInstantiatedFromMemberTemplate() ||
      Class->getDeclContext()->isDependentContext() ||
      isa<ClassTemplateSpecializationDecl>(Class->getDeclContext()))
    return "it is a member of a class nested in a class template";
  if (MD->getDescribedFunctionTemplate())
    return "it is a member function template";
  if (MD->isVirtual())
    return "it is virtual";
  if (isa<CXXConstructorDecl, CXXDestructorDecl>(MD))
    return "it is a constructor";
  if (!MD->doesThisDeclarationHaveABody() ||
      MD->getLexicalDeclContext() != MD->getDeclContext())
    return "it is defined outside its class";
  if (holdsAmpContainer(Class) || holdsViews(Class))
    return "its class holds views";
  if (MD->getBeginLoc().isMacroID() || MD->getEndLoc().isMacroID())
    return "it is written by a macro";
  if (llvm::none_of(MD->parameters(), [](const ParmVarDecl *P) {
        return isClassParameterType(P->getType());
      }))
    return "it takes no template parameter of its class";
  return "";
}

bool takesClassParametersOnDevice(const FunctionDecl *FD) {
  return whyNotClassParameterFunction(FD).empty();
}

bool classParameterDiffersOnDevice(const FunctionDecl *FD, unsigned Index,
                                   const SourceManager &SM) {
  if (!takesClassParametersOnDevice(FD) || Index >= FD->getNumParams() ||
      !isClassParameterType(FD->getParamDecl(Index)->getType()))
    return false;
  const CXXRecordDecl *Class = cast<CXXMethodDecl>(FD)->getParent();
  const ClassTemplateDecl *Template = Class->getDescribedClassTemplate();
  if (const auto *Partial =
          dyn_cast<ClassTemplatePartialSpecializationDecl>(Class))
    Template = Partial->getSpecializedTemplate();
  const FunctionDecl *Pattern = FD->getCanonicalDecl();
  for (const ClassTemplateSpecializationDecl *Spec :
       Template->specializations())
    for (const CXXMethodDecl *M : Spec->methods()) {
      const FunctionDecl *From = M->getInstantiatedFromMemberFunction();
      if (!From || From->getCanonicalDecl() != Pattern ||
          M->getNumParams() != FD->getNumParams())
        continue;
      QualType T = M->getParamDecl(Index)->getType();
      if (isAmpContainer(T.getNonReferenceType()) || isViewClassType(T, SM))
        return true;
    }
  return false;
}

bool classParametersDifferOnDevice(const FunctionDecl *FD,
                                   const SourceManager &SM) {
  for (unsigned I = 0; I < FD->getNumParams(); ++I)
    if (classParameterDiffersOnDevice(FD, I, SM))
      return true;
  return false;
}

} // namespace amp2hip
