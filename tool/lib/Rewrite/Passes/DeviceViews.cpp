//===- DeviceViews.cpp - Rewrite pass: DeviceViews ------------------------===//
//
// The device views: `array_view`/`array` parameters, locals, pointers and C
// arrays of views in amp code spelled as `amp2hip::device_view`, and the host
// and device copies of restrict(amp, cpu) functions taking views (E0009).
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
#include "Analysis/ViewClasses.h"
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

bool RewriteSession::canEmitTwice(const FunctionDecl *FD) const {
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    if (MD->isVirtual() || holdsAmpContainer(MD->getParent()))
      return false;
  if (FD->isMain() || FD->isDefaulted() || FD->isDeleted())
    return false;
  return declarationRange(FD).has_value();
}

std::string RewriteSession::whyNotEmittedTwice(const FunctionDecl *FD) const {
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD)) {
    if (MD->getParent()->isLambda())
      return "a lambda cannot be written as a host and a device function";
    if (MD->isVirtual())
      return "a virtual function cannot be written as a host and a device "
             "function";
    if (holdsAmpContainer(MD->getParent())) {
      std::string Why = whyNoDeviceForm(MD->getParent(), SM);
      return "'" + MD->getParent()->getNameAsString() +
             "' holds array_view or array members, and amp2hip cannot "
             "write its device form: " +
             (Why.empty() ? "it is declared in another file" : Why);
    }
  }
  return "this declaration cannot be written as a host and a device "
         "function (written by a macro or in a file not being translated, "
         "or 'main')";
}

std::optional<OffsetRange>
RewriteSession::declarationRange(const FunctionDecl *FD) const {
  SourceRange Range = FD->getSourceRange();
  if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate())
    Range.setBegin(FTD->getBeginLoc());
  else if (FD->getNumTemplateParameterLists() > 0)
    Range.setBegin(FD->getOuterLocStart());
  std::optional<OffsetRange> Text = rangeIn(File, Range, SM, LO);
  if (!Text || FD->doesThisDeclarationHaveABody())
    return Text;
  // A declaration: up to its ';'.
  size_t Semi = Buffer.find(';', Text->second);
  if (Semi == llvm::StringRef::npos)
    return std::nullopt;
  Text->second = Semi + 1;
  return Text;
}

std::optional<std::string>
RewriteSession::deviceCopyText(const FunctionDecl *FD, unsigned Start,
                               OffsetRange Text, llvm::StringRef Head) {
  FileEdits Device = Edits.within(Text.first, Text.second);
  if (llvm::Error Err = Device.add(Start, 0, Head.str())) {
    Out.report(std::move(Err),
               "the device copy of '" + FD->getNameAsString() + "'");
    return std::nullopt;
  }
  std::swap(Edits, Device);
  Restriction AmpOnly;
  AmpOnly.Amp = true;
  rewriteContainerParams(FD, AmpOnly);
  std::swap(Edits, Device);
  return Device.apply(Buffer, Text.first, Text.second);
}

std::string RewriteSession::declarationIndent(OffsetRange Text) const {
  size_t LineStart = Buffer.rfind('\n', Text.first) + 1; // npos + 1 == 0
  llvm::StringRef Indent = Buffer.slice(LineStart, Text.first);
  return Indent.trim().empty() ? Indent.str() : "";
}

void RewriteSession::emitDeviceCopies() {
  for (auto [FD, Start] : DeviceCopies) {
    std::optional<OffsetRange> Text = declarationRange(FD);
    std::optional<std::string> Device =
        deviceCopyText(FD, Start, *Text, "__device__ ");
    if (!Device)
      continue;
    Out.add(Start, 0, "__host__ ");
    // The copy on a line of its own, indented as the declaration is.
    Out.add(Text->second, 0, "\n" + declarationIndent(*Text) + *Device);
  }
}

bool RewriteSession::writesClassParametersOnDevice(const FunctionDecl *FD) {
  if (!takesClassParametersOnDevice(FD) ||
      SM.getFileID(SM.getExpansionLoc(FD->getLocation())) != File)
    return false;
  const FunctionDecl *Canonical = FD->getCanonicalDecl();
  if (ClassParameterFunctions.count(Canonical))
    return true;
  if (!classParametersDifferOnDevice(FD, SM) &&
      !(SharedViewClasses && SharedViewClasses->count(viewClassKey(FD))))
    return false;
  ClassParameterFunctions.insert(Canonical);
  if (IsHeader)
    Result.ViewClasses.insert(viewClassKey(FD));
  return true;
}

/// The text range of the type of \p P, a parameter typed by a template
/// parameter (isClassParameterType), without its reference and cv.
std::optional<OffsetRange>
RewriteSession::classParameterType(const DeclaratorDecl *P) const {
  TypeLoc TL = P->getTypeSourceInfo()->getTypeLoc();
  if (auto RefTL = TL.getAs<ReferenceTypeLoc>())
    TL = RefTL.getPointeeLoc();
  return rangeIn(File, TL.getUnqualifiedLoc().getSourceRange(), SM, LO);
}

void RewriteSession::spellClassParametersAsDeviceForms(const FunctionDecl *FD) {
  // The parameters that an instantiation makes views (`T k` stays as
  // written where T is only ever a value), and the locals of those types in
  // the body (`idxarray &connections = tv.connections;` in SolveTSP's
  // `tiled_cache`, a reference to the device form's member).
  std::vector<const DeclaratorDecl *> Typed;
  for (unsigned I = 0; I < FD->getNumParams(); ++I)
    if (classParameterDiffersOnDevice(FD, I, SM))
      Typed.push_back(FD->getParamDecl(I));
  struct Locals : RecursiveASTVisitor<Locals> {
    std::vector<const DeclaratorDecl *> &Found;
    explicit Locals(std::vector<const DeclaratorDecl *> &Found)
        : Found(Found) {}
    // References (`Grid &d = v.data;`) and class templates over the
    // class's parameters; a value of a parameter's type stays as written.
    bool VisitVarDecl(VarDecl *VD) {
      if (!isa<ParmVarDecl>(VD) && (VD->getType()->isReferenceType() ||
                                    !isTemplateParameterType(VD->getType())))
        Found.push_back(VD);
      return true;
    }
    bool TraverseLambdaExpr(LambdaExpr *) { return true; } // its own
  } V(Typed);
  if (Stmt *Body = FD->getBody())
    V.TraverseStmt(Body);
  for (const DeclaratorDecl *P : Typed) {
    if (!isClassParameterType(P->getType()) || !P->getTypeSourceInfo())
      continue;
    std::optional<OffsetRange> Range = classParameterType(P);
    if (!Range || !firstTime(Once::ContainerType, Range->first))
      continue;
    if (Out.add(Range->first, 0, "amp2hip::device_form_t<",
                "this parameter as its device form"))
      Out.add(Range->second, 0, ">", "this parameter as its device form");
  }
}

void RewriteSession::emitClassParameterCopies() {
  for (auto [FD, Start] : ClassParameterCopies) {
    std::optional<OffsetRange> Text = declarationRange(FD);
    if (!Text)
      continue;
    // The class's template parameters that the function takes, as written.
    std::string Types;
    for (const ParmVarDecl *P : FD->parameters())
      if (isClassParameterType(P->getType()))
        if (std::optional<OffsetRange> Range = classParameterType(P))
          Types += (Types.empty() ? "" : ", ") +
                   Buffer.slice(Range->first, Range->second).str();
    std::string Indent = declarationIndent(*Text);
    auto Head = [&](bool Differs, llvm::StringRef Qualifiers) {
      return "template <bool amp2hip_this_side = true, std::enable_if_t<"
             "amp2hip_this_side && " +
             std::string(Differs ? "" : "!") +
             "amp2hip::detail::differs_on_device<" + Types + ">, int> = 0>\n" +
             Indent + Qualifiers.str() + " ";
    };
    FileEdits Host = Edits.within(Text->first, Text->second);
    if (llvm::Error Err = Host.add(Start, 0, Head(true, "__host__"))) {
      Out.report(std::move(Err),
                 "the host copy of '" + FD->getNameAsString() + "'");
      continue;
    }
    std::optional<std::string> Device =
        deviceCopyText(FD, Start, *Text, Head(true, "__device__"));
    if (!Device)
      continue;
    Out.add(Start, 0, Head(false, "__host__ __device__"));
    Out.add(Text->second, 0,
            "\n" + Indent + Host.apply(Buffer, Text->first, Text->second) +
                "\n" + Indent + *Device);
  }
}

const CXXRecordDecl *RewriteSession::dependentViewClass(QualType T) const {
  T = T.getNonReferenceType();
  if (!T->isDependentType())
    return nullptr;
  const auto *TST = T->getAs<TemplateSpecializationType>();
  const auto *CTD = TST ? dyn_cast_or_null<ClassTemplateDecl>(
                              TST->getTemplateName().getAsTemplateDecl())
                        : nullptr;
  const CXXRecordDecl *RD = CTD ? CTD->getTemplatedDecl() : nullptr;
  if (!RD || !whyNoDeviceForm(RD, SM).empty())
    return nullptr;
  // Held views here, or in another input of the program (which
  // instantiations there are depends on the input: SolveTSP's
  // `tiled_views` only in the input that instantiates its solver).
  const CXXRecordDecl *P = viewClassPattern(RD);
  bool Holds = holdsViews(RD) ||
               (P && SharedViewClasses &&
                SharedViewClasses->count(viewClassKeyOf(P)));
  return Holds ? RD : nullptr;
}

bool RewriteSession::hasContainerParam(const FunctionDecl *FD) const {
  const SourceManager &SM = FD->getASTContext().getSourceManager();
  // A class template holding views specialized with the template's
  // parameters (`tiled_views<idxvectype, wghtgrid, sumarray, idxarray> &tv`
  // in SolveTSP's `Path::initweights`, a restrict(amp, cpu) member
  // template) counts too: amp code passes its device form.
  for (const ParmVarDecl *P : FD->parameters())
    if (isAmpContainer(P->getType().getNonReferenceType()) ||
        isViewClassType(P->getType(), SM) ||
        dependentViewClass(P->getType()))
      return true;
  return false;
}

bool RewriteSession::spellAsDeviceForm(TypeLoc TL, QualType T) {
  // A pointer to a class holding views: amp code holds device forms, which
  // amp2hip does not point to yet.
  if (T->isPointerType()) {
    QualType Pointee = T->getPointeeType();
    const CXXRecordDecl *RD = Pointee->getAsCXXRecordDecl();
    if (!RD)
      RD = dependentViewClass(Pointee);
    if (RD && holdsViews(RD) && !deviceOnlyClass(RD) &&
        whyNoDeviceForm(RD, SM).empty() &&
        (Pointee->isDependentType() || isViewClassType(Pointee, SM))) {
      Diags.report(TL.getBeginLoc(), DiagId::SharedContainerParameter,
                   "a pointer to '" + RD->getNameAsString() +
                       "', a class holding views, in amp code: amp code "
                       "holds its device form, which amp2hip cannot point "
                       "to yet");
      return true;
    }
    return false;
  }
  const CXXRecordDecl *Dependent = dependentViewClass(T);
  if (Dependent && deviceOnlyClass(Dependent))
    return false;
  if (!Dependent && !isViewClassType(T, SM))
    return false;
  if (auto RefTL = TL.getAs<ReferenceTypeLoc>())
    TL = RefTL.getPointeeLoc();
  TL = TL.getUnqualifiedLoc();
  if (auto QualTL = TL.getAs<QualifiedTypeLoc>())
    TL = QualTL.getUnqualifiedLoc();
  std::optional<OffsetRange> Range = rangeIn(File, TL.getSourceRange(), SM, LO);
  if (!Range || !firstTime(Once::ContainerType, Range->first))
    return true;
  if (Out.add(Range->first, 0, "amp2hip::device_form_t<",
              "this type as its device form"))
    Out.add(Range->second, 0, ">", "this type as its device form");
  return true;
}

bool RewriteSession::isSameFunction(const Decl *D, const FunctionDecl *FD) {
  const auto *Used = dyn_cast_or_null<FunctionDecl>(D);
  if (!Used)
    return false;
  if (Used->getCanonicalDecl() == FD->getCanonicalDecl())
    return true;
  const FunctionTemplateDecl *Primary = Used->getPrimaryTemplate();
  const FunctionTemplateDecl *Own = FD->getDescribedFunctionTemplate();
  return Primary && Own &&
         Primary->getCanonicalDecl() == Own->getCanonicalDecl();
}

bool RewriteSession::rewriteAsDeviceView(TypeLoc TL, QualType T) {
  bool IsArray = isAmpClassTemplate(T, "array");
  // The runtime's device type of each container that kernel_param_t maps by
  // its template arguments alone, so that a function template deduces them:
  // `texture<E, N>` is `device_texture<E, N>` whatever its const-ness (the
  // `const` written before it stays; kernel_param_t maps both the same).
  llvm::StringRef DeviceName = "amp2hip::device_view";
  bool IsTextureView = false;
  if (!IsArray && !isAmpClassTemplate(T, "array_view")) {
    if (isAmpClassTemplate(T, "texture_view") ||
        isAmpClassTemplate(T, "texture"))
      DeviceName = "amp2hip::device_texture";
    else if (isAmpClassTemplate(T, "writeonly_texture_view"))
      DeviceName = "amp2hip::device_writeonly_texture";
    else
      return false;
    IsTextureView = true;
  }
  SourceLocation Begin = TL.getBeginLoc(); // with its qualifier
  if (auto Elab = TL.getAs<ElaboratedTypeLoc>())
    TL = Elab.getNamedTypeLoc();
  auto TST = TL.getAs<TemplateSpecializationTypeLoc>();
  // Only the class template itself: an alias template's arguments may
  // mean something else (kernel_param_t<Alias<...>> is used instead).
  if (!TST || TST.getNumArgs() < (IsTextureView ? 2 : 1) ||
      TST.getNumArgs() > 2 ||
      !isa_and_nonnull<ClassTemplateDecl>(
          TST.getTypePtr()->getTemplateName().getAsTemplateDecl()) ||
      TST.getRAngleLoc().isMacroID())
    return false;
  std::optional<OffsetRange> Name =
      rangeIn(File, SourceRange(Begin, TST.getTemplateNameLoc()), SM, LO);
  std::optional<OffsetRange> FirstArg =
      rangeIn(File, TST.getArgLoc(0).getSourceRange(), SM, LO);
  std::optional<unsigned> RAngle = offsetIn(File, TST.getRAngleLoc(), SM);
  if (!Name || !FirstArg || !RAngle ||
      !firstTime(Once::ContainerType, Name->first))
    return false;
  Out.add(Name->first, Name->second - Name->first, DeviceName);
  // The name is replaced whole: the name-qualification pass must not write
  // `concurrency::graphics::` before `texture` there.
  if (std::optional<unsigned> NameOffset =
          offsetIn(File, TST.getTemplateNameLoc(), SM))
    QualifiedDone.insert(*NameOffset);
  if (IsArray && T.isConstQualified())
    Out.add(FirstArg->first, 0, "const ");
  // `array_view<T>`: the default rank written out (device_view has none),
  // so that a template deduces T from `device_view<T, 1>`.
  if (TST.getNumArgs() == 1)
    Out.add(*RAngle, 0, ", 1");
  return true;
}

void RewriteSession::rewriteContainerParams(const FunctionDecl *FD,
                                            const Restriction &R) {
  // An amp function returning a view by value returns the device view
  // that amp code holds (a reference to one would bind to a kernel's
  // const view: left as written).
  if (!R.Cpu && isAmpContainer(FD->getReturnType()) &&
      !FD->getReturnType()->isReferenceType())
    if (FunctionTypeLoc FTL = FD->getFunctionTypeLoc()) {
      TypeLoc RetTL = FTL.getReturnLoc().getUnqualifiedLoc();
      if (auto QualTL = RetTL.getAs<QualifiedTypeLoc>())
        RetTL = QualTL.getUnqualifiedLoc();
      if (std::optional<OffsetRange> Range =
              rangeIn(File, RetTL.getSourceRange(), SM, LO))
        spellAsDeviceView(RetTL, FD->getReturnType(), *Range,
                          FD->getLocation());
    }
  // A class holding views is its device form in amp code.
  if (!R.Cpu && !FD->getReturnType()->isReferenceType())
    if (FunctionTypeLoc FTL = FD->getFunctionTypeLoc())
      spellAsDeviceForm(FTL.getReturnLoc(), FD->getReturnType());
  if (!R.Cpu && ClassParameterFunctions.count(FD->getCanonicalDecl()))
    spellClassParametersAsDeviceForms(FD);
  for (const ParmVarDecl *P : FD->parameters()) {
    if (P->getType()->isPointerType() &&
        spellAsDeviceForm(P->getTypeSourceInfo()->getTypeLoc(), P->getType()))
      continue;
    // A class template holding views, specialized with a template's
    // parameter (`s<T, 1> &` in a member of a class template): its device
    // form too, as amp locals of that type are.
    if (!R.Cpu && dependentViewClass(P->getType())) {
      spellAsDeviceForm(P->getTypeSourceInfo()->getTypeLoc(), P->getType());
      continue;
    }
    if (isViewClassType(P->getType(), SM)) {
      if (R.Cpu)
        Diags.report(P->getLocation(), DiagId::SharedContainerParameter,
                     "a restrict(amp, cpu) function cannot take '" +
                         P->getType().getAsString() +
                         "' parameters yet: the class holds views, whose "
                         "host and device types differ, and " +
                         whyNotEmittedTwice(FD));
      else
        spellAsDeviceForm(P->getTypeSourceInfo()->getTypeLoc(), P->getType());
      continue;
    }
    if (std::optional<QualType> Pointee =
            containerPointee(P->getTypeSourceInfo()->getTypeLoc())) {
      if (R.Cpu)
        Diags.report(P->getLocation(), DiagId::SharedContainerParameter,
                     "a restrict(amp, cpu) function cannot take '" +
                         P->getType().getAsString() +
                         "' parameters yet: the host and device types "
                         "differ, and a pointer to a view cannot be both");
      else
        rewriteDeviceViewPointer(P->getTypeSourceInfo()->getTypeLoc(),
                                 P->getLocation());
      continue;
    }
    QualType T = P->getType().getNonReferenceType();
    if (!isAmpContainer(T))
      continue;
    if (R.Cpu) {
      Diags.report(P->getLocation(), DiagId::SharedContainerParameter,
                   "a restrict(amp, cpu) function cannot take '" +
                       T.getUnqualifiedType().getAsString() +
                       "' parameters yet: the host and device types "
                       "differ, and " +
                       whyNotEmittedTwice(FD));
      continue;
    }
    TypeLoc TL = P->getTypeSourceInfo()->getTypeLoc();
    bool NonConstRef = false;
    if (auto RefTL = TL.getAs<LValueReferenceTypeLoc>()) {
      TL = RefTL.getPointeeLoc();
      NonConstRef = !TL.getType().isConstQualified();
    } else if (auto RRefTL = TL.getAs<ReferenceTypeLoc>()) {
      TL = RRefTL.getPointeeLoc();
    }
    TL = TL.getUnqualifiedLoc();
    if (auto QualTL = TL.getAs<QualifiedTypeLoc>())
      TL = QualTL.getUnqualifiedLoc();
    std::optional<OffsetRange> Range =
        rangeIn(File, TL.getSourceRange(), SM, LO);
    if (!Range)
      continue;
    // A device view is a handle: kernels hold their captures as const
    // views, which a `const &` binds to; writing through it is allowed.
    if (NonConstRef)
      Out.add(Range->first, 0, "const ");
    spellAsDeviceView(TL, T, *Range, P->getLocation());
  }
}

void RewriteSession::spellAsDeviceView(TypeLoc TL, QualType T,
                                       OffsetRange Range, SourceLocation Loc) {
  if (rewriteAsDeviceView(TL, T))
    return;
  if (Out.add(Range.first, 0, "amp2hip::kernel_param_t<",
              "this type as the device view type"))
    Out.add(Range.second, 0, ">", "this type as the device view type");
}

void RewriteSession::rewriteDeviceContainerLocal(const VarDecl *VD) {
  if (isa<ParmVarDecl>(VD) || !VD->isLocalVarDecl() || !Spaces.isInAmpCode(VD))
    return;
  if (rewriteDeviceViewPointer(VD->getTypeSourceInfo()->getTypeLoc(),
                               VD->getLocation()) ||
      !VD->hasInit())
    return;
  QualType T = VD->getType();
  TypeLoc TL = VD->getTypeSourceInfo()->getTypeLoc();
  if (spellAsDeviceForm(TL, T))
    return;
  if (auto RefTL = TL.getAs<ReferenceTypeLoc>()) {
    if (!isAmpClassTemplate(T, "array_view") && !isAmpClassTemplate(T, "array"))
      return;
    TL = RefTL.getPointeeLoc();
  } else if (const ArrayType *AT = T->getAsArrayTypeUnsafe()) {
    rewriteDeviceViewArrayLocal(VD, AT, TL);
    return;
  } else if (T->isReferenceType() || !isAmpClassTemplate(T, "array_view")) {
    return;
  }
  TL = TL.getUnqualifiedLoc();
  std::optional<OffsetRange> Range = rangeIn(File, TL.getSourceRange(), SM, LO);
  if (!Range || !firstTime(Once::LocalViewType, Range->first))
    return;
  // A view made by a constructor of several arguments (`array_view<int, 2>
  // v(rows, cols, local)`, AMP's array_view over memory of amp code) names
  // the device view type, which has those constructors: `auto v(a, b, p)`
  // is not C++.
  if (!T->isReferenceType() && constructorArgumentCount(VD) > 1) {
    if (Out.add(Range->first, 0, "amp2hip::kernel_param_t<",
                "the type of this array_view"))
      Out.add(Range->second, 0, ">", "the type of this array_view");
    return;
  }
  Out.add(Range->first, Range->second - Range->first, "auto",
          "the type of this array_view");
}

std::optional<TypeLoc> RewriteSession::containerPointeeLoc(TypeLoc TL) {
  if (auto RefTL = TL.getAs<ReferenceTypeLoc>())
    TL = RefTL.getPointeeLoc();
  auto PTL = TL.getUnqualifiedLoc().getAs<PointerTypeLoc>();
  if (!PTL)
    return std::nullopt;
  while (auto Inner =
             PTL.getPointeeLoc().getUnqualifiedLoc().getAs<PointerTypeLoc>())
    PTL = Inner;
  TypeLoc Pointee = PTL.getPointeeLoc();
  QualType T = Pointee.getType();
  if (!isAmpClassTemplate(T, "array_view") && !isAmpClassTemplate(T, "array"))
    return std::nullopt;
  return Pointee;
}

std::optional<QualType> RewriteSession::containerPointee(TypeLoc TL) {
  if (std::optional<TypeLoc> Pointee = containerPointeeLoc(TL))
    return Pointee->getType();
  return std::nullopt;
}

bool RewriteSession::rewriteDeviceViewPointer(TypeLoc TL, SourceLocation Loc) {
  std::optional<TypeLoc> Pointee = containerPointeeLoc(TL);
  if (!Pointee)
    return false;
  QualType T = Pointee->getType();
  TypeLoc Unqualified = Pointee->getUnqualifiedLoc();
  std::optional<OffsetRange> Range =
      rangeIn(File, Unqualified.getSourceRange(), SM, LO);
  if (!Range || !firstTime(Once::LocalViewType, Range->first))
    return true;
  if (!T.isConstQualified() &&
      !Out.add(Range->first, 0, "const ",
               "this pointer to a view as a pointer to a device view"))
    return true;
  spellAsDeviceView(Unqualified, T, *Range, Loc);
  return true;
}

void RewriteSession::rewriteDeviceViewArrayLocal(const VarDecl *VD,
                                                 const ArrayType *AT,
                                                 TypeLoc TL) {
  QualType Element = AT->getElementType();
  while (const ArrayType *Inner = Element->getAsArrayTypeUnsafe())
    Element = Inner->getElementType();
  if (!isAmpClassTemplate(Element, "array_view"))
    return;
  while (auto ATL = TL.getAs<ArrayTypeLoc>())
    TL = ATL.getElementLoc();
  TL = TL.getUnqualifiedLoc();
  if (auto QualTL = TL.getAs<QualifiedTypeLoc>())
    TL = QualTL.getUnqualifiedLoc();
  std::optional<OffsetRange> Range = rangeIn(File, TL.getSourceRange(), SM, LO);
  if (!Range || !firstTime(Once::LocalViewType, Range->first))
    return;
  if (Out.add(Range->first, 0, "amp2hip::kernel_param_t<",
              "the element type of this array of array_views"))
    Out.add(Range->second, 0, ">",
            "the element type of this array of array_views");
}

unsigned RewriteSession::constructorArgumentCount(const VarDecl *VD) {
  if (VD->getInitStyle() == VarDecl::CInit)
    return 1;
  const Expr *Init = VD->getInit()->IgnoreImplicit();
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Init))
    return CE->getNumArgs();
  if (const auto *PLE = dyn_cast<ParenListExpr>(Init))
    return PLE->getNumExprs();
  if (const auto *ILE = dyn_cast<InitListExpr>(Init))
    return ILE->getNumInits();
  if (const auto *UCE = dyn_cast<CXXUnresolvedConstructExpr>(Init))
    return UCE->getNumArgs();
  return 1;
}

namespace {

/// The function templates a call may name, and the explicit template
/// arguments written in it (none when it has none).
std::pair<std::vector<const FunctionTemplateDecl *>,
          llvm::ArrayRef<TemplateArgumentLoc>>
explicitlySpecializedCallee(const CallExpr *Call) {
  std::vector<const FunctionTemplateDecl *> Templates;
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  auto Add = [&](const NamedDecl *D) {
    D = D->getUnderlyingDecl();
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
      Templates.push_back(FTD);
    else if (const auto *FD = dyn_cast<FunctionDecl>(D))
      if (const FunctionTemplateDecl *Primary = FD->getPrimaryTemplate())
        Templates.push_back(Primary);
  };
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Callee)) {
    if (!DRE->hasExplicitTemplateArgs())
      return {};
    Add(DRE->getDecl());
    return {Templates, DRE->template_arguments()};
  }
  if (const auto *ME = dyn_cast<MemberExpr>(Callee)) {
    if (!ME->hasExplicitTemplateArgs())
      return {};
    Add(ME->getMemberDecl());
    return {Templates, ME->template_arguments()};
  }
  if (const auto *OE = dyn_cast<OverloadExpr>(Callee)) {
    if (!OE->hasExplicitTemplateArgs())
      return {};
    for (const NamedDecl *D : OE->decls())
      Add(D);
    return {Templates, OE->template_arguments()};
  }
  return {};
}

/// True if \p Template takes a function parameter typed by its \p Index-th
/// template parameter, a type (`U &x`, `const U &x`, `U x`).
bool typesAParameter(const FunctionTemplateDecl *Template, unsigned Index) {
  const TemplateParameterList *Params = Template->getTemplateParameters();
  if (Index >= Params->size() || Params->getParam(Index)->isParameterPack())
    return false;
  const auto *Param = dyn_cast<TemplateTypeParmDecl>(Params->getParam(Index));
  if (!Param)
    return false;
  return llvm::any_of(
      Template->getTemplatedDecl()->parameters(), [&](const ParmVarDecl *P) {
        const auto *T =
            P->getType().getNonReferenceType()->getAs<TemplateTypeParmType>();
        return T && T->getDepth() == Param->getDepth() &&
               T->getIndex() == Param->getIndex();
      });
}

} // namespace

void RewriteSession::rewriteExplicitDeviceArguments(const CallExpr *Call) {
  // Only in code that is amp code alone: a restrict(amp, cpu) function's
  // text is its host side too.
  Restriction R = Spaces.enclosing(Call);
  if (!R.Amp || R.Cpu)
    return;
  auto [Templates, Arguments] = explicitlySpecializedCallee(Call);
  if (Templates.empty() ||
      llvm::any_of(Templates, [&](const FunctionTemplateDecl *T) {
        return !Spaces.isProgramCode(T->getTemplatedDecl());
      }))
    return;
  for (unsigned I = 0; I < Arguments.size(); ++I) {
    const TemplateArgumentLoc &Argument = Arguments[I];
    if (Argument.getArgument().getKind() != TemplateArgument::Type)
      continue;
    QualType T = Argument.getArgument().getAsType();
    // A view, an array, a texture or a class holding views, or a type that
    // an instantiation makes one (SolveTSP's `edgresview`, a texture).
    if (!T->isDependentType() && !isAmpContainer(T) && !isViewClassType(T, SM))
      continue;
    if (llvm::none_of(Templates, [&](const FunctionTemplateDecl *Template) {
          return typesAParameter(Template, I);
        }))
      continue;
    std::optional<OffsetRange> Range =
        exactRangeIn(File, Argument.getSourceRange(), SM, LO);
    if (!Range || !firstTime(Once::ContainerType, Range->first))
      continue;
    std::string Purpose = "this template argument as amp code holds it";
    if (Out.add(Range->first, 0, "amp2hip::device_argument_t<", Purpose))
      Out.add(Range->second, 0, ">", Purpose);
  }
}

void RewriteSession::runDeviceCopyPass(const PassInput &) {
  emitDeviceCopies();
  emitClassParameterCopies();
}

} // namespace amp2hip
