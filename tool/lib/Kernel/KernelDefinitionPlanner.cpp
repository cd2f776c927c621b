//===- KernelDefinitionPlanner.cpp - Planning a kernel's definition -------===//
//
// What the `__global__` function of a kernel is made of: its index parameter,
// where it goes, its parameters (the captures or data members), the
// declarations it repeats, the edits of its body, its name and template
// parameters.
//
//===----------------------------------------------------------------------===//

#include "Kernel/KernelPlanner.h"

#include "Analysis/AmpModel.h"
#include "Edits/CheckedEdit.h"
#include "Edits/SourceUtil.h"
#include "Kernel/CaptureAnalysis.h"
#include "Kernel/KernelCalls.h"
#include "Kernel/KernelClassUses.h"
#include "Kernel/KernelTypeSpelling.h"
#include "Kernel/TileLoops.h"

#include "clang/AST/RawCommentList.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Path.h"

#include <functional>

using namespace clang;

namespace amp2hip {

bool KernelPlanner::planDefinition(const Source &S, KernelPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (!readIndex(S, Plan.Index))
    return false;
  ClassContext Class;
  if (!classContext(S.Loc, S.Enclosing, Class))
    return false;
  if (!planPlacement(S, Plan))
    return false;

  // Captures (or the function object's data members) become parameters.
  bool Ok = true;
  bool UsesClassMembers = false;
  if (S.Lambda)
    Ok &= planCaptures(S, Class, UsesClassMembers, Plan);
  else
    Ok &= planDataMembers(S, Class, UsesClassMembers, Plan);
  // Local declarations the body names without capturing them.
  if (S.Lambda)
    Ok &= planLocalDeclarations(S, Plan);
  KernelClassUses ClassUses;
  std::vector<KernelRedeclaration> &MemberDecls = ClassUses.Decls;
  SourceLocation BodyLoc = S.Lambda ? S.Lambda->getBeginLoc() : S.Loc;
  if (Class.MemberClass &&
      !redeclareClassMembers(S.Body, BodyLoc, Class.MemberClass,
                             S.Functor != nullptr, ClassUses))
    Ok = false;
  if (Ok && ClassUses.NeedsCompleteClass &&
      !placeAfterClass(S, Class.MemberClass, Plan))
    Ok = false;
  UsesClassMembers |= !MemberDecls.empty();
  if (Ok && Class.Pattern && UsesClassMembers &&
      S.Enclosing->getNumTemplateParameterLists() > 0)
    Ok &= checkTemplateParamNames(S, Class.Pattern);
  // A function object's body names its members through `this`.
  Plan.BodyEdits = BodyEdits;
  EditTarget BodyTarget(Plan.BodyEdits, Diags, SM, File);
  for (const auto &[Offset, Qualifier] : ClassUses.Qualifiers)
    if (!BodyTarget.add(Offset, 0, Qualifier,
                        "a static member function call's qualifier")) {
      Reported.push_back(DiagId::EditConflict);
      Ok = false;
    }
  // The local classes of a template moved as class templates: their names
  // in the body get the arguments.
  if (std::optional<OffsetRange> BodyRange =
          rangeIn(File, S.Body->getSourceRange(), SM, Ctx.getLangOpts()))
    for (const HoistedLocal &Move : Hoister.planned())
      for (unsigned Offset : Move.UseEnds)
        if (Offset > BodyRange->first && Offset < BodyRange->second &&
            !BodyTarget.add(Offset, 0, Move.Arguments,
                            "a moved class template's arguments")) {
          Reported.push_back(DiagId::EditConflict);
          Ok = false;
        }
  if (S.Functor)
    Ok &= planThisUses(S, Class, ClassUses, Plan);
  if (!Ok)
    return false;
  // The class's members come before the function's locals.
  Plan.Redeclarations.insert(Plan.Redeclarations.begin(), MemberDecls.begin(),
                             MemberDecls.end());

  Plan.FileName = llvm::sys::path::filename(FileName).str();
  Plan.Line = SM.getExpansionLineNumber(S.NameLoc);
  Plan.Column = SM.getExpansionColumnNumber(S.NameLoc);
  Plan.KernelName = uniqueKernelName(S.Enclosing, Plan.Line);
  if (!kernelTemplateHeader(S.Loc, S.Enclosing, Class.Pattern, Plan))
    return false;
  Plan.Static = StaticKernels && Plan.TemplateHeader.empty();
  if (Plan.Index.Tiled)
    Plan.TileLoops = planTileLoops(S.Body, S.CallOp->getParamDecl(0),
                                   Plan.BodyEdits, File, Buffer, Ctx);
  return true;
}

bool KernelPlanner::planPlacement(const Source &S, KernelPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const Decl *Top = getOutermostDecl(S.Enclosing);
  SourceLocation InsertLoc = Top->getBeginLoc();
  // An out-of-line member template of a class template starts at its first
  // template parameter list (`template <class T> template <int N> ...`).
  if (S.Enclosing->getNumTemplateParameterLists() > 0 && Top != S.Enclosing &&
      isa<FunctionTemplateDecl>(Top))
    InsertLoc = S.Enclosing->getOuterLocStart();
  if (const RawComment *Comment = Ctx.getRawCommentForDeclNoCache(Top))
    InsertLoc = Comment->getBeginLoc();
  std::optional<unsigned> InsertOffset = offsetIn(File, InsertLoc, SM);
  std::optional<OffsetRange> BodyRange =
      rangeIn(File, S.Body->getSourceRange(), SM, LO);
  if (!InsertOffset || !BodyRange || S.Body->getBeginLoc().isMacroID()) {
    report(S.Loc, DiagId::UnsupportedKernelContext,
           "a kernel written in a macro expansion or outside the file "
           "being translated is not supported");
    return false;
  }
  for (const DeclContext *DC = Top->getLexicalDeclContext(); DC;
       DC = DC->getLexicalParent())
    if (const auto *Linkage = dyn_cast<LinkageSpecDecl>(DC)) {
      Plan.CxxLinkage = Linkage->getLanguage() != LinkageSpecLanguageIDs::CXX;
      break;
    }
  KernelTop = Top;
  KernelInsertOffset = *InsertOffset;
  Plan.InsertOffset = *InsertOffset;
  Plan.Body = *BodyRange;
  return true;
}

bool KernelPlanner::planCaptures(const Source &S, const ClassContext &Class,
                                 bool &UsesClassMembers, KernelPlan &Plan) {
  bool Ok = true;
  for (const CaptureInfo &Capture :
       collectCaptures(S.Lambda, S.Enclosing, Ctx)) {
    if (Capture.This) {
      reportCapture(S, Capture.Loc, "this",
                    "the kernel captures 'this', which C++ AMP does not "
                    "allow (MSVC error C3590); use "
                    "data members through local copies (array_view, "
                    "scalars) instead");
      Ok = false;
      continue;
    }
    const auto *Var = dyn_cast_or_null<VarDecl>(Capture.Var);
    if (!Var || Capture.InitCapture) {
      report(Capture.Loc, DiagId::UnsupportedCapture,
             "init-captures, structured bindings and variable-length "
             "arrays are not supported in a kernel yet");
      Ok = false;
      continue;
    }
    Ok &= addParam(Var, Var->getName(), Var->getType().getNonReferenceType(),
                   Capture.ByRef, Capture.Loc, S, Class.Pattern,
                   UsesClassMembers, Plan.Params);
  }
  return Ok;
}

/// Appends the data members of \p RD (a function object, or with \p IsBase
/// one of its bases, whose private members are left out) and of its bases
/// to \p Fields; sets \p Why to what cannot be passed (a virtual or
/// dependent base, two members of one name).
static void collectFunctorFields(const CXXRecordDecl *RD, bool IsBase,
                                 std::vector<const FieldDecl *> &Fields,
                                 std::string &Why) {
  for (const CXXBaseSpecifier &Base : RD->bases()) {
    const CXXRecordDecl *BaseClass = Base.getType()->getAsCXXRecordDecl();
    if (Base.isVirtual())
      Why = "has a virtual base class";
    else if (!BaseClass || !BaseClass->hasDefinition())
      Why = "has a base class that depends on a template parameter";
    else
      collectFunctorFields(BaseClass->getDefinition(), /*IsBase=*/true, Fields,
                           Why);
  }
  for (const FieldDecl *Field : RD->fields()) {
    if (IsBase && Field->getAccess() == AS_private)
      continue;
    if (!Field->getName().empty() &&
        llvm::any_of(Fields, [&](const FieldDecl *Other) {
          return Other->getName() == Field->getName();
        }))
      Why = "has two data members named '" + Field->getName().str() +
            "' (one in a base class)";
    Fields.push_back(Field);
  }
}

bool KernelPlanner::planDataMembers(const Source &S, const ClassContext &Class,
                                    bool &UsesClassMembers, KernelPlan &Plan) {
  bool Ok = true;
  // The data members of the class and of its bases (parameters of the
  // kernel named as the call operator names them); a base's private members
  // are out of the call operator's reach, and of the launch's.
  std::vector<const FieldDecl *> Fields;
  std::string Why;
  collectFunctorFields(S.Functor, /*IsBase=*/false, Fields, Why);
  if (!Why.empty()) {
    report(S.Loc, DiagId::UnsupportedKernelContext,
           "function object '" + S.Functor->getNameAsString() + "' " + Why +
               "; a function object launched by parallel_for_each is "
               "supported with non-virtual bases whose members have names "
               "of their own");
    Ok = false;
  }
  for (const FieldDecl *Field : Fields) {
    if (Field->isBitField() || Field->getName().empty()) {
      report(Field->getLocation(), DiagId::UnsupportedCapture,
             "bit-fields and unnamed members of a function object "
             "launched by parallel_for_each are not supported");
      Ok = false;
      continue;
    }
    if (Field->getName() == Plan.Index.Name) {
      report(Field->getLocation(), DiagId::UnsupportedKernelContext,
             "data member '" + Field->getName().str() +
                 "' has the name of the call operator's index "
                 "parameter; rename one of them");
      Ok = false;
      continue;
    }
    QualType T = Field->getType();
    Ok &= addParam(Field, Field->getName(), T.getNonReferenceType(),
                   T->isReferenceType(), Field->getLocation(), S, Class.Pattern,
                   UsesClassMembers, Plan.Params);
  }
  return Ok;
}

bool KernelPlanner::planLocalDeclarations(const Source &S, KernelPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  bool Ok = true;
  for (const NamedDecl *D :
       collectLocalTypeUses(S.Lambda, outermostFunction(S.Enclosing))) {
    llvm::Error Why = Hoister.plan(D, KernelTop, KernelInsertOffset);
    if (!Why)
      continue; // moved to namespace scope, before the kernel
    if (const auto *Function = dyn_cast<FunctionDecl>(D->getDeclContext());
        Function && Function->isTemplated() && isa<TypedefNameDecl>(D)) {
      // A template's alias: declared again in the kernel, which is a
      // template with the same parameters.
      llvm::consumeError(std::move(Why));
      llvm::Expected<std::string> Type = Hoister.redeclarableAlias(D);
      if (Type) {
        KernelRedeclaration Alias;
        Alias.Kind = KernelRedeclaration::TypeAlias;
        Alias.Name = D->getNameAsString();
        Alias.Type = std::move(*Type);
        Plan.Redeclarations.push_back(std::move(Alias));
        continue;
      }
      Why = Type.takeError();
    }
    report(S.Lambda->getBeginLoc(), DiagId::KernelUsesLocalDeclaration,
           "the kernel names '" + D->getNameAsString() +
               "', which is declared inside the enclosing function; "
               "move it to namespace scope (amp2hip cannot move it: " +
               llvm::toString(std::move(Why)) + ")");
    Ok = false;
  }
  for (const VarDecl *VD :
       collectUncapturedLocals(S.Lambda, S.Enclosing, Ctx)) {
    std::optional<OffsetRange> Init =
        VD->getInit() ? rangeIn(File, VD->getInit()->getSourceRange(), SM, LO)
                      : std::nullopt;
    if (!Init || !isKernelConstant(VD, Ctx)) {
      report(VD->getLocation(), DiagId::KernelUsesLocalDeclaration,
             "the kernel uses local variable '" + VD->getName().str() +
                 "' without capturing it; only constants can be used "
                 "this way");
      Ok = false;
      continue;
    }
    KernelRedeclaration Decl;
    QualType T = VD->getType();
    Decl.Kind = VD->isConstexpr() ? KernelRedeclaration::Constexpr
                                  : KernelRedeclaration::Variable;
    Decl.Type = printType(VD->isConstexpr() ? T.getUnqualifiedType() : T, Ctx);
    Decl.Name = VD->getName().str();
    Decl.Init = Buffer.slice(Init->first, Init->second).str();
    Plan.Redeclarations.push_back(std::move(Decl));
    if (!VD->hasAttr<UnusedAttr>() && !isa<ParmVarDecl>(VD))
      if (std::optional<OffsetRange> Declared =
              rangeIn(File, VD->getSourceRange(), SM, LO))
        Plan.HostConstants.push_back(Declared->first);
  }
  return Ok;
}

bool KernelPlanner::planThisUses(const Source &S, const ClassContext &Class,
                                 KernelClassUses &ClassUses, KernelPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  EditTarget BodyTarget(Plan.BodyEdits, Diags, SM, File);
  std::string Name = S.Functor->getNameAsString();
  FunctorThisUses Uses(S.Functor, SM, File);
  Uses.TraverseStmt(const_cast<Stmt *>(S.Body));
  llvm::SmallVector<std::pair<unsigned, unsigned>, 8> Removals(
      Uses.Removals.begin(), Uses.Removals.end());
  llvm::SmallVector<KernelBodyProblem, 4> Problems(Uses.Problems.begin(),
                                                   Uses.Problems.end());
  // The member functions called, callees before their callers (each is a
  // lambda that the later ones capture); a cycle cannot be written so.
  std::vector<const CXXMethodDecl *> Order;
  llvm::DenseMap<const Decl *, bool> Done; // false while being visited
  std::function<void(const CXXMethodDecl *, SourceLocation)> Visit =
      [&](const CXXMethodDecl *MD, SourceLocation CallLoc) {
        auto [It, New] = Done.try_emplace(MD->getCanonicalDecl(), false);
        if (!New) {
          if (!It->second)
            Problems.push_back({CallLoc, "calls member function '" +
                                             MD->getNameAsString() +
                                             "' recursively"});
          return;
        }
        const FunctionDecl *Definition = MD->getDefinition();
        FunctorThisUses Inner(S.Functor, SM, File);
        Inner.TraverseStmt(Definition->getBody());
        Removals.append(Inner.Removals.begin(), Inner.Removals.end());
        Problems.append(Inner.Problems.begin(), Inner.Problems.end());
        for (const CXXMethodDecl *Callee : Inner.Called)
          Visit(Callee, Definition->getLocation());
        Done[MD->getCanonicalDecl()] = true;
        Order.push_back(MD);
      };
  for (const CXXMethodDecl *MD : Uses.Called)
    Visit(MD, S.Loc);
  bool Ok = true;
  for (const auto &[Loc, What] : Problems) {
    report(Loc, DiagId::UnsupportedKernelContext,
           "the call operator of function object '" + Name + "' " + What +
               "; its data members are the kernel's parameters, and "
               "only they and its restrict(amp) member functions can be "
               "used through 'this'");
    Ok = false;
  }
  for (const auto &[Begin, End] : Removals)
    if (!BodyTarget.add(Begin, End - Begin, "",
                        "'this->' in the call operator of '" + Name + "'")) {
      Reported.push_back(DiagId::EditConflict);
      Ok = false;
    }
  if (!Ok)
    return false;
  for (const CXXMethodDecl *MD : Order) {
    const FunctionDecl *Definition = MD->getDefinition();
    FunctionTypeLoc FTL = Definition->getFunctionTypeLoc();
    std::optional<OffsetRange> Params =
        FTL ? rangeIn(File, SourceRange(FTL.getLParenLoc(), FTL.getRParenLoc()),
                      SM, LO)
            : std::nullopt;
    std::optional<OffsetRange> Body =
        rangeIn(File, Definition->getBody()->getSourceRange(), SM, LO);
    std::optional<OffsetRange> Return =
        rangeIn(File, Definition->getReturnTypeSourceRange(), SM, LO);
    if (!Params || !Body || !Return ||
        Definition->getBody()->getBeginLoc().isMacroID()) {
      report(Definition->getLocation(), DiagId::UnsupportedKernelContext,
             "member function '" + MD->getNameAsString() +
                 "', which the call operator of function object '" + Name +
                 "' calls, is written by a macro or outside this file");
      return false;
    }
    // What its body uses of the class, as for the call operator's.
    if (Class.MemberClass) {
      KernelClassUses Extra;
      if (!redeclareClassMembers(Definition->getBody(),
                                 Definition->getLocation(), Class.MemberClass,
                                 /*Functor=*/true, Extra))
        return false;
      for (KernelRedeclaration &D : Extra.Decls)
        if (llvm::none_of(ClassUses.Decls, [&](const KernelRedeclaration &Old) {
              return Old.Name == D.Name;
            }))
          ClassUses.Decls.push_back(std::move(D));
      for (const auto &[Offset, Qualifier] : Extra.Qualifiers)
        if (!BodyTarget.add(Offset, 0, Qualifier,
                            "a static member function call's qualifier")) {
          Reported.push_back(DiagId::EditConflict);
          return false;
        }
      if (Extra.NeedsCompleteClass && !Plan.DefinitionOffset &&
          !placeAfterClass(S, Class.MemberClass, Plan))
        return false;
    }
    KernelPlan::MemberFunction F;
    F.Name = MD->getNameAsString();
    F.Params = *Params;
    F.ReturnType = Buffer.slice(Return->first, Return->second).str();
    F.Body = *Body;
    Plan.MemberFunctions.push_back(std::move(F));
  }
  return true;
}

bool KernelPlanner::readIndex(const Source &S, KernelIndex &Result) {
  const FunctionDecl *CallOp = S.CallOp;
  if (CallOp->getNumParams() != 1) {
    report(S.Lambda ? S.Lambda->getBeginLoc() : CallOp->getLocation(),
           DiagId::KernelNotLambda,
           std::string(S.Lambda ? "the kernel lambda"
                                : "the call operator of the function "
                                  "object") +
               " of parallel_for_each must take exactly one "
               "index<N> or tiled_index<...> parameter");
    return false;
  }
  const ParmVarDecl *IndexParm = CallOp->getParamDecl(0);
  QualType IndexType = IndexParm->getType().getNonReferenceType();
  IndexType = IndexType.getUnqualifiedType();
  Result.Name = IndexParm->getName().empty() ? "amp2hip_unused_index"
                                             : IndexParm->getName().str();
  Result.Unused = IndexParm->getName().empty() || !IndexParm->isReferenced();
  Result.Tiled = isAmpClassTemplate(IndexType, "tiled_index");
  // A dependent member type (`typename view_type::index_type`) is taken for
  // an index<N>; its rank is read from the type (index<N>::rank). Were it a
  // tiled_index, the generated kernel would not compile (never run wrong).
  bool DependentName = IndexType->getAs<DependentNameType>() != nullptr;
  if (!Result.Tiled && !DependentName &&
      !isAmpClassTemplate(IndexType, "index")) {
    report(IndexParm->getLocation(), DiagId::KernelNotLambda,
           "the parameter of a parallel_for_each kernel must be "
           "index<N> or tiled_index<...>");
    return false;
  }
  Result.TypeText = printType(IndexType, Ctx);
  readIndexArguments(IndexType, DependentName, Result);
  return true;
}

void KernelPlanner::readIndexArguments(QualType IndexType, bool DependentName,
                                       KernelIndex &Result) {
  if (const ClassTemplateSpecializationDecl *Spec = getAmpSpecialization(
          IndexType, Result.Tiled ? "tiled_index" : "index")) {
    const TemplateArgumentList &Args = Spec->getTemplateArgs();
    if (Result.Tiled) {
      unsigned Rank = 0;
      for (unsigned I = 0; I < Args.size(); ++I) {
        if (Args[I].getKind() != TemplateArgument::Integral ||
            Args[I].getAsIntegral() == 0)
          break;
        if (Rank)
          Result.TileArgs += ", ";
        Result.TileArgs += printTemplateArg(Args[I], Ctx);
        ++Rank;
      }
      Result.RankText = std::to_string(Rank);
      // The values, not the names of the enclosing function's constants
      // (`tiled_index<tile>` with a local `const int tile`).
      Result.TypeText = "Concurrency::tiled_index<" + Result.TileArgs + ">";
    } else {
      Result.RankText = printTemplateArg(Args[0], Ctx);
      Result.TypeText = "Concurrency::index<" + Result.RankText + ">";
    }
  } else if (const auto *TST = IndexType->getAs<TemplateSpecializationType>()) {
    // Dependent: keep the arguments as written.
    llvm::ArrayRef<TemplateArgument> Args = TST->template_arguments();
    for (unsigned I = 0; I < Args.size(); ++I) {
      if (I)
        Result.TileArgs += ", ";
      Result.TileArgs += printTemplateArg(Args[I], Ctx);
    }
    Result.RankText = Result.Tiled ? Result.TypeText + "::rank"
                                   : printTemplateArg(Args[0], Ctx);
  } else if (DependentName) {
    // `typename V::index_type` names a type; its rank is the value
    // `V::index_type::rank`.
    llvm::StringRef Type = Result.TypeText;
    Type.consume_front("typename ");
    Result.RankText = Type.str() + "::rank";
  }
}

} // namespace amp2hip
