//===- TemporaryArguments.cpp - Temporaries passed to T& parameters -------===//

#include "Compat/TemporaryArguments.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The call (a CallExpr, dependent or not, or the RecoveryExpr of a call
/// that failed) whose callee is named at Loc: its candidates and arguments.
class CallAt : public RecursiveASTVisitor<CallAt> {
public:
  explicit CallAt(SourceLocation Loc) : Loc(Loc) {}

  bool VisitCallExpr(CallExpr *E) {
    if (Found || !names(E->getCallee()))
      return true;
    Found = true;
    Args.assign(E->arg_begin(), E->arg_end());
    return true;
  }
  bool VisitRecoveryExpr(RecoveryExpr *E) {
    auto Sub = E->subExpressions();
    if (Found || Sub.empty() || !names(Sub.front()))
      return true;
    Found = true;
    Args.assign(Sub.begin() + 1, Sub.end());
    return true;
  }

  SourceLocation Loc;
  bool Found = false;
  std::vector<const FunctionDecl *> Candidates;
  std::vector<const Expr *> Args;

private:
  /// True if \p Callee names the function at Loc; its candidates are kept.
  bool names(const Expr *Callee) {
    if (!Callee)
      return false;
    Callee = Callee->IgnoreParenImpCasts();
    std::vector<const NamedDecl *> Decls;
    if (const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Callee)) {
      // Named at Loc, or qualified from there (`details::f`, where a call
      // in a template's instantiation is reported).
      if (ULE->getNameLoc() != Loc && ULE->getBeginLoc() != Loc)
        return false;
      Decls.assign(ULE->decls_begin(), ULE->decls_end());
    } else if (const auto *DRE = dyn_cast<DeclRefExpr>(Callee)) {
      if (DRE->getLocation() != Loc && DRE->getBeginLoc() != Loc)
        return false;
      Decls.push_back(DRE->getDecl());
    } else {
      return false;
    }
    Candidates.clear();
    for (const NamedDecl *D : Decls) {
      D = D->getUnderlyingDecl();
      if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
        D = FTD->getTemplatedDecl();
      if (const auto *FD = dyn_cast<FunctionDecl>(D))
        Candidates.push_back(FD);
    }
    return true;
  }
};

/// True if \p Param is `U&` with U not const, and U is the type of \p Arg
/// or one of its bases: what MSVC binds the temporary \p Arg to.
bool bindsAsMsvc(const ASTContext &Ctx, QualType Param, const Expr *Arg) {
  const auto *Ref = Param->getAs<LValueReferenceType>();
  if (!Ref || Ref->getPointeeType().isConstQualified())
    return false;
  QualType Pointee = Ref->getPointeeType();
  QualType Type = Arg->getType();
  if (Ctx.hasSameUnqualifiedType(Type, Pointee))
    return true;
  const auto *Derived = Type->getAsCXXRecordDecl();
  const auto *Base = Pointee->getAsCXXRecordDecl();
  return Derived && Base && Derived->hasDefinition() &&
         Derived->isDerivedFrom(Base);
}

/// True if \p Arg is a temporary of class type (`extent<2>(N, N)`).
bool isClassTemporary(const Expr *Arg) {
  Arg = Arg->IgnoreParenImpCasts();
  if (isa<CXXTemporaryObjectExpr, CXXFunctionalCastExpr,
          CXXUnresolvedConstructExpr, MaterializeTemporaryExpr,
          CXXBindTemporaryExpr>(Arg))
    return true;
  return Arg->isPRValue() && !Arg->isTypeDependent() &&
         Arg->getType()->isRecordType();
}

} // namespace

std::vector<std::pair<unsigned, unsigned>>
temporaryArgumentsAt(ASTContext &Ctx, SourceLocation Loc) {
  std::vector<std::pair<unsigned, unsigned>> Result;
  const SourceManager &SM = Ctx.getSourceManager();
  CallAt Finder(Loc);
  Finder.TraverseAST(Ctx);
  if (!Finder.Found || Finder.Candidates.empty())
    return Result;
  FileID File = SM.getFileID(Loc);
  for (size_t I = 0; I < Finder.Args.size(); ++I) {
    const Expr *Arg = Finder.Args[I];
    if (!isClassTemporary(Arg))
      continue;
    bool AllTakeReference = true;
    for (const FunctionDecl *FD : Finder.Candidates)
      AllTakeReference &= I < FD->getNumParams() &&
                          bindsAsMsvc(Ctx, FD->getParamDecl(I)->getType(), Arg);
    if (!AllTakeReference)
      continue;
    SourceRange R = Arg->getSourceRange();
    if (R.getBegin().isMacroID() || R.getEnd().isMacroID() ||
        SM.getFileID(R.getBegin()) != File)
      continue;
    SourceLocation End =
        Lexer::getLocForEndOfToken(R.getEnd(), 0, SM, Ctx.getLangOpts());
    if (End.isInvalid() || SM.getFileID(End) != File)
      continue;
    Result.push_back({SM.getFileOffset(R.getBegin()), SM.getFileOffset(End)});
  }
  return Result;
}

} // namespace amp2hip
