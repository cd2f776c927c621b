//===- KernelOutliner.cpp - parallel_for_each to __global__ ---------------===//

#include "Kernel/KernelOutliner.h"

#include "Edits/CheckedEdit.h"

#include "Analysis/AmpModel.h"
#include "Kernel/CaptureAnalysis.h"
#include "Kernel/KernelCalls.h"
#include "Kernel/KernelClassUses.h"
#include "Kernel/KernelTypeSpelling.h"
#include "Edits/SourceUtil.h"

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

} // namespace

struct KernelOutliner::Source {
  /// The call operator: the lambda's, or the function object's.
  const FunctionDecl *CallOp = nullptr;
  const Stmt *Body = nullptr;
  const LambdaExpr *Lambda = nullptr;     ///< null for a function object
  const CXXRecordDecl *Functor = nullptr; ///< null for a lambda
  /// The function the kernel is outlined from: the lambda's enclosing
  /// function, or the function object's call operator.
  const FunctionDecl *Enclosing = nullptr;
  SourceLocation Loc; ///< where errors about the whole kernel point
  /// Where the kernel is written: its name and comment give the line.
  SourceLocation NameLoc;
};

struct KernelOutliner::Param {
  std::string Declaration; ///< e.g. "const amp2hip::kernel_param_t<int> n"
  std::string Argument;    ///< what the launch passes, e.g. "n"
  std::string Prologue;    ///< a line at the top of the kernel, or ""
};

struct KernelOutliner::Shape {
  bool Tiled = false;
  std::string TypeText; ///< e.g. "concurrency::tiled_index<2, 2>"
  std::string RankText; ///< e.g. "2"
  std::string TileArgs; ///< e.g. "2, 2" (tiled only)
  std::string Name;     ///< the parameter's name
  bool Unused = false;  ///< the kernel never names the parameter
};

void KernelOutliner::setHeaderMode(llvm::StringRef Stem) {
  NamePrefix = sanitizeIdentifier(Stem) + "_";
  StaticKernels = true;
}

void KernelOutliner::report(SourceLocation Loc, DiagId Id,
                            const std::string &Message) {
  if (Quiet)
    QuietFailure = true;
  else
    Diags.report(Loc, Id, Message);
}

void KernelOutliner::reportCapture(const Source &S, SourceLocation CaptureLoc,
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

void KernelOutliner::noteKernelCall(const CallExpr *Call) {
  if (const Expr *Arg = kernelArgument(Call))
    KernelArguments.insert(Arg);
}

std::string KernelOutliner::uniqueKernelName(const FunctionDecl *Enclosing,
                                             unsigned Line) {
  std::string Base = "amp2hip_kernel_" + NamePrefix;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(Enclosing))
    Base += sanitizeIdentifier(MD->getParent()->getName()) + "_";
  if (Enclosing->getDeclName().isIdentifier())
    Base += Enclosing->getName().str();
  else if (Enclosing->getOverloadedOperator() == OO_Call)
    Base += "call_operator";
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

bool KernelOutliner::kernelTemplateHeader(SourceLocation Loc,
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
      // One list: copied as written.
      Header = Buffer.slice(TPLRange->first, TPLRange->second).str();
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

bool KernelOutliner::redeclareClassMembers(const Stmt *Body, SourceLocation Loc,
                                           const CXXRecordDecl *MemberClass,
                                           bool Functor,
                                           std::vector<std::string> &Decls) {
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
    if (isa<TypedefNameDecl>(D)) {
      Decls.push_back("using " + D->getNameAsString() + " = " +
                      printType(T, Ctx) + ";");
      continue;
    }
    const VarDecl *InitDecl = nullptr;
    const Expr *Init = cast<VarDecl>(D)->getAnyInitializer(InitDecl);
    std::optional<OffsetRange> InitRange =
        rangeIn(File, Init->getSourceRange(), SM, LO);
    Decls.push_back(
        "constexpr " + printType(T, Ctx) + " " + D->getNameAsString() + " = " +
        Buffer.slice(InitRange->first, InitRange->second).str() + ";");
  }
  return Ok;
}

bool KernelOutliner::readShape(const Source &S, Shape &Result) {
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
  return true;
}

bool KernelOutliner::classContext(SourceLocation Loc,
                                  const FunctionDecl *Enclosing,
                                  const CXXRecordDecl *&ClassPattern,
                                  const CXXRecordDecl *&MemberClass) {
  ClassPattern = nullptr;
  MemberClass = nullptr;
  // A member of a class template is supported when the class template (or
  // partial specialization) is declared at namespace scope and the member
  // belongs to it directly; members of other classes (nested, local) are
  // outlined with the class's constants and type aliases declared again.
  for (const DeclContext *DC = Enclosing->getParent();
       DC && !DC->isFileContext(); DC = DC->getParent()) {
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    if (!RD)
      continue;
    if (!MemberClass)
      MemberClass = RD;
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
    ClassPattern = RD;
  }
  return true;
}

bool KernelOutliner::addParam(const ValueDecl *Var, llvm::StringRef Name,
                              QualType T, bool ByRef, SourceLocation Loc,
                              const Source &S,
                              const CXXRecordDecl *ClassPattern,
                              bool &UsesClassMembers,
                              llvm::SmallVectorImpl<Param> &Params) {
  // A type deduced by `auto` keeps the initializer's sugar, which may name
  // members of another class (`array<value_type, rank>` from a member
  // function's return type): the kernel spells the type itself.
  if (!T->isDependentType() && T->getContainedDeducedType())
    T = T.getCanonicalType();
  bool IsArray = isAmpClassTemplate(T, "array");
  bool ByRefAllowed = IsArray || isAmpClassTemplate(T, "texture");
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
  // A local class the type names moves to namespace scope with the kernel
  // (LocalTypeHoisting.h), where it can; else AMP2HIP-E0005.
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
  bool Container = isAmpContainer(T);
  // AMP's value types (index, extent, tiled_extent, short vectors...) are
  // trivially copyable here as in the runtime: the parse headers default
  // their copy operations, so structs holding them are trivially copyable too.
  if (!Container && !T->isDependentType() && !T->isArrayType() &&
      !T.isTriviallyCopyableType(Ctx)) {
    report(Loc, DiagId::UnsupportedCapture,
           Quoted + " of type '" + T.getAsString() +
               "' cannot be passed to a kernel: it is not trivially "
               "copyable");
    return false;
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
  std::string TypeText =
      withLocalConstantValues(printType(Unqualified, Ctx), Unqualified, Ctx);
  if (IsArray && T.isConstQualified())
    TypeText = "const " + TypeText;
  const char *Const = "const ";
  if (S.Lambda ? S.Lambda->isMutable()
               : !cast<CXXMethodDecl>(S.CallOp)->isConst())
    Const = "";
  Param P;
  P.Argument = Name.str();
  // A function object's members are named through `this`: not analysed.
  bool ReadOnly = Container && Var && S.Lambda && !hasConstElements(T) &&
                  isOnlyRead(Var, S.Body, Ctx);
  std::string ParamType =
      (ReadOnly ? "amp2hip::read_only_param_t<" : "amp2hip::kernel_param_t<") +
      TypeText + ">";
  if (T->isArrayType()) {
    P.Declaration = Const + ParamType + " amp2hip_capture_" + Name.str();
    P.Prologue = std::string(Const) + "auto &" + Name.str() +
                 " = amp2hip_capture_" + Name.str() + ".value;";
  } else {
    P.Declaration = Const + ParamType + " " + Name.str();
  }
  Params.push_back(std::move(P));
  return true;
}

bool KernelOutliner::buildKernel(const Source &S, KernelRewrite &R,
                                 std::string &Launch) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  Shape Shape;
  if (!readShape(S, Shape))
    return false;
  const CXXRecordDecl *ClassPattern = nullptr;
  const CXXRecordDecl *MemberClass = nullptr;
  if (!classContext(S.Loc, S.Enclosing, ClassPattern, MemberClass))
    return false;

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

  KernelTop = Top;
  KernelInsertOffset = *InsertOffset;

  // Captures (or the function object's data members) become parameters.
  bool Ok = true;
  bool UsesClassMembers = false;
  llvm::SmallVector<Param, 8> Params;
  if (S.Lambda) {
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
                     Capture.ByRef, Capture.Loc, S, ClassPattern,
                     UsesClassMembers, Params);
    }
  } else {
    if (S.Functor->getNumBases() > 0) {
      report(S.Loc, DiagId::UnsupportedKernelContext,
             "function object '" + S.Functor->getNameAsString() +
                 "' has base classes; a function object launched by "
                 "parallel_for_each is supported without bases only");
      Ok = false;
    }
    for (const FieldDecl *Field : S.Functor->fields()) {
      if (Field->isBitField() || Field->getName().empty()) {
        report(Field->getLocation(), DiagId::UnsupportedCapture,
               "bit-fields and unnamed members of a function object "
               "launched by parallel_for_each are not supported");
        Ok = false;
        continue;
      }
      if (Field->getName() == Shape.Name) {
        report(Field->getLocation(), DiagId::UnsupportedKernelContext,
               "data member '" + Field->getName().str() +
                   "' has the name of the call operator's index "
                   "parameter; rename one of them");
        Ok = false;
        continue;
      }
      QualType T = Field->getType();
      Ok &= addParam(nullptr, Field->getName(), T.getNonReferenceType(),
                     T->isReferenceType(), Field->getLocation(), S,
                     ClassPattern, UsesClassMembers, Params);
    }
  }

  // Local declarations the body names without capturing them.
  std::vector<std::string> LocalDecls;
  SourceLocation BodyLoc = S.Lambda ? S.Lambda->getBeginLoc() : S.Loc;
  if (S.Lambda) {
    for (const NamedDecl *D :
         collectLocalTypeUses(S.Lambda, outermostFunction(S.Enclosing))) {
      llvm::Error Why = Hoister.plan(D, Top, *InsertOffset);
      if (!Why)
        continue; // moved to namespace scope, before the kernel
      report(BodyLoc, DiagId::KernelUsesLocalDeclaration,
             "the kernel names '" + D->getNameAsString() +
                 "', which is declared inside the enclosing function; "
                 "move it to namespace scope (amp2hip cannot move it: " +
                 llvm::toString(std::move(Why)) + ")");
      Ok = false;
    }
    for (const VarDecl *VD :
         collectUncapturedLocals(S.Lambda, S.Enclosing, Ctx)) {
      std::optional<OffsetRange> Init =
          VD->getInit()
              ? rangeIn(File, VD->getInit()->getSourceRange(), SM, LO)
              : std::nullopt;
      if (!Init || !VD->isUsableInConstantExpressions(Ctx)) {
        report(VD->getLocation(), DiagId::KernelUsesLocalDeclaration,
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
  }
  std::vector<std::string> MemberDecls;
  if (MemberClass && !redeclareClassMembers(S.Body, BodyLoc, MemberClass,
                                            S.Functor != nullptr, MemberDecls))
    Ok = false;
  UsesClassMembers |= !MemberDecls.empty();
  // Member aliases and constants are spelled with the class template's
  // parameter names; an out-of-line definition may rename them.
  if (Ok && ClassPattern && UsesClassMembers &&
      S.Enclosing->getNumTemplateParameterLists() > 0) {
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
        Ok = false;
        break;
      }
  }
  // A function object's body names its members through `this`.
  FileEdits Body = BodyEdits;
  EditTarget BodyTarget(Body, Diags, SM, File);
  if (S.Functor) {
    FunctorThisUses Uses(S.Functor, SM, File);
    Uses.TraverseStmt(const_cast<Stmt *>(S.Body));
    for (const auto &[Loc, What] : Uses.Problems) {
      report(Loc, DiagId::UnsupportedKernelContext,
             "the call operator of function object '" +
                 S.Functor->getNameAsString() + "' " + What +
                 "; its data members are the kernel's parameters, and "
                 "only they can be used through 'this'");
      Ok = false;
    }
    for (const auto &[Begin, End] : Uses.Removals)
      if (!BodyTarget.add(Begin, End - Begin, "",
                          "'this->' in the call operator of '" +
                              S.Functor->getNameAsString() + "'"))
        Ok = false;
  }
  if (!Ok)
    return false;

  // The kernel.
  unsigned Line = SM.getExpansionLineNumber(S.NameLoc);
  unsigned Column = SM.getExpansionColumnNumber(S.NameLoc);
  R.KernelName = uniqueKernelName(S.Enclosing, Line);
  R.Tiled = Shape.Tiled;
  R.NewKernel = true;
  std::string TemplateHeader;
  std::string TemplateArgs;
  if (!kernelTemplateHeader(S.Loc, S.Enclosing, ClassPattern, TemplateHeader,
                            TemplateArgs))
    return false;

  std::string K;
  K += "// amp2hip: kernel of the " +
       std::string(S.Lambda ? "parallel_for_each" : "function object") +
       " at " + llvm::sys::path::filename(FileName).str() + ":" +
       std::to_string(Line) + ":" + std::to_string(Column) + "\n";
  if (!TemplateHeader.empty())
    K += TemplateHeader + "\n";
  if (StaticKernels && TemplateHeader.empty())
    K += "static ";
  K += "__global__ void ";
  // Every launch of a tiled kernel has the tile's threads in a block: the
  // device compiler may allocate registers for that many (parenthesized:
  // HIP's and CUDA's __launch_bounds__ macros split their arguments at
  // commas).
  if (Shape.Tiled)
    K += "__launch_bounds__((amp2hip::detail::tile_threads<" + Shape.TileArgs +
         ">)) ";
  K += R.KernelName + "(\n";
  K += "    const amp2hip::detail::launch_domain<" + Shape.RankText +
       "> amp2hip_domain";
  for (const Param &P : Params)
    K += ",\n    " + P.Declaration;
  K += ") {\n";
  for (const std::string &D : MemberDecls)
    K += "  " + D + "\n";
  for (const std::string &D : LocalDecls)
    K += "  " + D + "\n";
  for (const Param &P : Params)
    if (!P.Prologue.empty())
      K += "  " + P.Prologue + "\n";
  if (Shape.Tiled) {
    // A tiled index the kernel never names stays a local variable (it is
    // what the kernel's threads are launched for): keep -Wunused-variable
    // quiet in programs built with -Wall -Werror.
    K += std::string("  ") + (Shape.Unused ? "[[maybe_unused]] " : "") +
         Shape.TypeText + " " + Shape.Name + " =\n      " +
         "amp2hip::detail::tiled_thread_index<" + Shape.TileArgs +
         ">(amp2hip_domain);\n";
  } else {
    K += "  " + Shape.TypeText + " " + Shape.Name + ";\n";
    K += "  if (!amp2hip::detail::thread_index(amp2hip_domain, " + Shape.Name +
         "))\n    return;\n";
  }
  std::string BodyText =
      Body.apply(Buffer, BodyRange->first, BodyRange->second);
  unsigned OldIndent = lineIndent(Buffer, BodyRange->second - 1);
  K += reindent(BodyText, OldIndent, 2) + "\n}\n\n";
  R.Edits.push_back({*InsertOffset, 0, std::move(K)});

  Launch = R.KernelName + TemplateArgs;
  for (const Param &P : Params)
    Launch += ", " + P.Argument;
  return true;
}

std::optional<KernelRewrite> KernelOutliner::outline(const CallExpr *Call) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  if (Call->getNumArgs() < 2)
    return std::nullopt; // not a call Clang accepted
  const Expr *Arg = Call->getArg(Call->getNumArgs() - 1);
  std::optional<OffsetRange> CallRange =
      rangeIn(File, Call->getSourceRange(), SM, LO);
  std::optional<OffsetRange> CalleeRange =
      rangeIn(File, Call->getCallee()->getSourceRange(), SM, LO);
  std::optional<OffsetRange> DomainRange = rangeIn(File, 
      Call->getArg(Call->getNumArgs() - 2)->getSourceRange(), SM, LO);
  std::optional<OffsetRange> ArgRange =
      rangeIn(File, Arg->getSourceRange(), SM, LO);
  if (!CallRange || !CalleeRange || !DomainRange || !ArgRange ||
      Call->getBeginLoc().isMacroID()) {
    report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
           "parallel_for_each written in a macro expansion or outside "
           "the main file is not supported");
    return std::nullopt;
  }
  // "(domain" with the edits inside it: the call's arguments but the kernel.
  std::string Domain =
      BodyEdits.apply(Buffer, CalleeRange->second, DomainRange->second);
  KernelRewrite R;

  const LambdaExpr *Lambda = getKernelLambda(Call);
  const LambdaExpr *Named = Lambda ? nullptr : getNamedKernelLambda(Call);
  if (!Lambda && !Named) {
    const CXXRecordDecl *Functor = getFunctorClass(Call);
    if (!Functor || !getKernelCallOperator(Functor)) {
      report(Arg->getExprLoc(), DiagId::KernelNotLambda,
             "the kernel of parallel_for_each must be a lambda or a "
             "function object with a restrict(amp) call operator "
             "taking index<N> or tiled_index<...>, whose class is "
             "known where the call is written (not a template "
             "parameter)");
      return std::nullopt;
    }
    FileID Defined = SM.getFileID(SM.getExpansionLoc(Functor->getLocation()));
    if (!ProgramFiles.count(Defined)) {
      report(Arg->getExprLoc(), DiagId::KernelNotLambda,
             "function object '" + Functor->getNameAsString() +
                 "' is defined in a file that is not translated (a "
                 "system header, or a header outside --root); its call "
                 "operator cannot be made a kernel");
      return std::nullopt;
    }
    // The class gets the member amp2hip_launch (outlineFunctor).
    R.KernelName = Functor->getNameAsString();
    R.Edits.push_back(
        {CallRange->first, CallRange->second - CallRange->first,
         "(" + BodyEdits.apply(Buffer, ArgRange->first, ArgRange->second) +
             ").amp2hip_launch" + Domain + ")"});
    return R;
  }

  const LambdaExpr *L = Lambda ? Lambda : Named;
  const CXXMethodDecl *CallOp = L->getCallOperator();
  if (!getRestriction(CallOp).Amp) {
    report(L->getBeginLoc(), DiagId::KernelNotLambda,
           "the kernel lambda of parallel_for_each must be declared "
           "restrict(amp)");
    return std::nullopt;
  }
  Source S;
  S.CallOp = CallOp;
  S.Body = L->getBody();
  S.Lambda = L;
  S.Enclosing = getEnclosingFunction(L);
  S.Loc = Call->getBeginLoc();
  S.NameLoc = Lambda ? Call->getBeginLoc() : Named->getBeginLoc();
  if (!S.Enclosing) {
    report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
           "parallel_for_each outside a function body is not supported");
    return std::nullopt;
  }

  if (Lambda) {
    std::string Launch;
    if (!buildKernel(S, R, Launch))
      return std::nullopt;
    R.Edits.push_back(
        {CallRange->first, CallRange->second - CallRange->first,
         "amp2hip::parallel_for_each" + Domain + ", " + Launch + ")"});
    return R;
  }

  // A named lambda: its definition becomes a host lambda, capturing the same
  // variables when it is defined, that launches the kernel on the domain it
  // is called with; each parallel_for_each calls it.
  const VarDecl *Var = namedKernelVariable(Call);
  std::string VarName = Var->getName().str();
  auto Found = NamedKernels.find(Named);
  if (Found == NamedKernels.end()) {
    if (S.Enclosing->getBody()) {
      struct Uses : RecursiveASTVisitor<Uses> {
        const VarDecl *Var;
        llvm::SmallVector<const DeclRefExpr *, 4> Refs;
        bool VisitDeclRefExpr(DeclRefExpr *E) {
          if (E->getDecl() == Var)
            Refs.push_back(E);
          return true;
        }
      } U;
      U.Var = Var;
      U.TraverseStmt(S.Enclosing->getBody());
      for (const DeclRefExpr *Ref : U.Refs)
        if (!KernelArguments.count(Ref)) {
          report(Ref->getLocation(), DiagId::KernelNotLambda,
                 "the kernel lambda '" + VarName +
                     "' is used other than as the kernel of "
                     "parallel_for_each; amp2hip translates a named "
                     "kernel lambda only when every use launches it");
          return std::nullopt;
        }
    }
    std::optional<OffsetRange> LambdaRange =
        rangeIn(File, Named->getSourceRange(), SM, LO);
    std::optional<OffsetRange> Intro =
        rangeIn(File, Named->getIntroducerRange(), SM, LO);
    if (!LambdaRange || !Intro || Named->getBeginLoc().isMacroID()) {
      report(Named->getBeginLoc(), DiagId::UnsupportedKernelContext,
             "a named kernel lambda written in a macro expansion is not "
             "supported");
      return std::nullopt;
    }
    std::string Launch;
    if (!buildKernel(S, R, Launch))
      return std::nullopt;
    std::string Indent(lineIndent(Buffer, LambdaRange->first), ' ');
    R.Edits.push_back(
        {LambdaRange->first, LambdaRange->second - LambdaRange->first,
         Buffer.slice(Intro->first, Intro->second).str() +
             "(const auto &...amp2hip_domain) {\n" + Indent +
             "  // amp2hip: launches the kernel " + R.KernelName + "\n" +
             Indent + "  amp2hip::parallel_for_each(amp2hip_domain..., " +
             Launch + ");\n" + Indent + "}"});
    NamedKernels[Named] = R.KernelName;
  } else {
    R.KernelName = Found->second;
  }
  R.Edits.push_back({CallRange->first, CallRange->second - CallRange->first,
                     VarName + Domain + ")"});
  return R;
}

std::optional<KernelRewrite>
KernelOutliner::outlineFunctor(const CXXRecordDecl *Functor, bool IfPossible) {
  Quiet = IfPossible;
  QuietFailure = false;
  std::optional<KernelRewrite> R = outlineFunctorImpl(Functor);
  Quiet = false;
  if (QuietFailure)
    return std::nullopt;
  return R;
}

std::optional<KernelRewrite>
KernelOutliner::outlineFunctorImpl(const CXXRecordDecl *Functor) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const CXXMethodDecl *CallOp = getKernelCallOperator(Functor);
  std::string Name = Functor->getNameAsString();
  if (!CallOp)
    return std::nullopt; // reported at the call
  if (!CallOp->doesThisDeclarationHaveABody() || CallOp->isOutOfLine()) {
    report(CallOp->getLocation(), DiagId::UnsupportedKernelContext,
           "the call operator of function object '" + Name +
               "' is launched by parallel_for_each, so it must be "
               "defined inside its class");
    return std::nullopt;
  }
  std::optional<OffsetRange> Braces =
      rangeIn(File, Functor->getBraceRange(), SM, LO);
  std::optional<OffsetRange> BodyRange =
      rangeIn(File, CallOp->getBody()->getSourceRange(), SM, LO);
  if (!Braces || !BodyRange || Functor->getBeginLoc().isMacroID()) {
    report(Functor->getLocation(), DiagId::UnsupportedKernelContext,
           "function object '" + Name +
               "' is written in a macro expansion; amp2hip cannot add "
               "its kernel launch");
    return std::nullopt;
  }
  Source S;
  S.CallOp = CallOp;
  S.Body = CallOp->getBody();
  S.Functor = Functor;
  S.Enclosing = CallOp;
  S.Loc = CallOp->getLocation();
  S.NameLoc = Functor->getLocation();
  KernelRewrite R;
  std::string Launch;
  if (!buildKernel(S, R, Launch))
    return std::nullopt;
  // The launch, a member of the class so that it sees private members.
  std::string Indent(lineIndent(Buffer, Braces->second - 1), ' ');
  R.Edits.push_back(
      {Braces->second - 1, 0,
       "\n" + Indent + "public:\n" + Indent +
           "  // amp2hip: launches this function object as the kernel " +
           R.KernelName + "\n" + Indent +
           "  template <typename... amp2hip_domain_t>\n" + Indent +
           "  void amp2hip_launch(const amp2hip_domain_t &...amp2hip_domain) "
           "const {\n" +
           Indent + "    amp2hip::parallel_for_each(amp2hip_domain..., " +
           Launch + ");\n" + Indent + "  }\n" + Indent});
  // A restrict(amp) call operator of a class holding AMP containers runs
  // only as the kernel (the object cannot reach amp code otherwise: the
  // containers are not trivially copyable), and its body names host
  // containers, so the class keeps an empty one. Without containers the
  // operator stays as it is: amp code may call it on a copy of the object.
  if (!getRestriction(CallOp).Cpu && holdsAmpContainer(Functor)) {
    llvm::StringRef Index = CallOp->getParamDecl(0)->getName();
    R.Edits.push_back(
        {BodyRange->first, BodyRange->second - BodyRange->first,
         "{ " +
             (Index.empty() ? std::string() : "(void)" + Index.str() + "; ") +
             "/* amp2hip: runs as the kernel " + R.KernelName + " */ }"});
  }
  return R;
}

} // namespace amp2hip
