//===- KernelOutliner.cpp - parallel_for_each to __global__ ---------------===//

#include "KernelOutliner.h"

#include "AmpModel.h"
#include "CaptureAnalysis.h"
#include "SourceUtil.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/RawCommentList.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include <cctype>

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

std::string KernelOutliner::uniqueKernelName(const FunctionDecl *Enclosing,
                                             unsigned Line) {
  std::string Base = "amp2hip_kernel_";
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
  if (!Shape.Tiled && !isAmpClassTemplate(IndexType, "index")) {
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
    } else {
      Shape.RankText = printTemplateArg(Args[0], Ctx);
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
  }

  // Where the kernel goes.
  const FunctionDecl *Enclosing = getEnclosingFunction(Lambda);
  if (!Enclosing) {
    Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                 "parallel_for_each outside a function body is not supported");
    return std::nullopt;
  }
  for (const DeclContext *DC = Enclosing->getParent();
       DC && !DC->isFileContext(); DC = DC->getParent()) {
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    if (!RD)
      continue;
    if (RD->isDependentContext() || RD->isLocalClass()) {
      Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                   "parallel_for_each in a member function of a class template "
                   "or of a local class is not supported yet");
      return std::nullopt;
    }
  }
  const Decl *Top = getOutermostDecl(Enclosing);
  SourceLocation InsertLoc = Top->getBeginLoc();
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
    if (!Container && !T->isDependentType() && !T->isArrayType() &&
        !T.isTriviallyCopyableType(Ctx)) {
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
    std::string TypeText = printType(Unqualified, Ctx);
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
  if (!Ok)
    return std::nullopt;

  // The kernel.
  unsigned Line = SM.getExpansionLineNumber(Call->getBeginLoc());
  unsigned Column = SM.getExpansionColumnNumber(Call->getBeginLoc());
  KernelRewrite R;
  R.KernelName = uniqueKernelName(Enclosing, Line);
  std::string TemplateHeader;
  std::string TemplateArgs;
  if (const FunctionTemplateDecl *FTD =
          Enclosing->getDescribedFunctionTemplate()) {
    const TemplateParameterList *TPL = FTD->getTemplateParameters();
    std::optional<OffsetRange> TPLRange =
        getMainFileRange(TPL->getSourceRange(), SM, LO);
    if (!TPLRange) {
      Diags.report(Call->getBeginLoc(), DiagId::UnsupportedKernelContext,
                   "cannot copy the template parameters of the enclosing "
                   "function");
      return std::nullopt;
    }
    TemplateHeader = Buffer.slice(TPLRange->first, TPLRange->second).str();
    llvm::SmallVector<std::string, 4> Names;
    for (const NamedDecl *Param : *TPL) {
      std::string ParamName = Param->getName().str();
      if (Param->isTemplateParameterPack())
        ParamName += "...";
      Names.push_back(ParamName);
    }
    TemplateArgs = "<" + llvm::join(Names, ", ") + ">";
  }

  std::string &K = R.KernelText;
  K += "// amp2hip: kernel of the parallel_for_each at " +
       llvm::sys::path::filename(FileName).str() + ":" + std::to_string(Line) +
       ":" + std::to_string(Column) + "\n";
  if (!TemplateHeader.empty())
    K += TemplateHeader + "\n";
  K += "__global__ void " + R.KernelName + "(\n";
  K += "    const amp2hip::detail::launch_domain<" + Shape.RankText +
       "> amp2hip_domain";
  for (const KernelParam &P : Params)
    K += ",\n    " + P.Declaration;
  K += ") {\n";
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
