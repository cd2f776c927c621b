//===- Win32SizeDeduction.cpp - size_t as Win32 deduces it ----------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//

#include "Compat/Win32SizeDeduction.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The RecoveryExpr of the failed call whose callee is named, or begins
/// (`std::max`), at Loc.
class FailedCallAt : public RecursiveASTVisitor<FailedCallAt> {
public:
  explicit FailedCallAt(SourceLocation Loc) : Loc(Loc) {}
  bool VisitRecoveryExpr(RecoveryExpr *E) {
    auto Sub = E->subExpressions();
    if (Sub.empty())
      return true;
    const auto *ULE =
        dyn_cast<UnresolvedLookupExpr>(Sub.front()->IgnoreParenImpCasts());
    if (!ULE || (ULE->getNameLoc() != Loc && ULE->getBeginLoc() != Loc))
      return true;
    Callee = ULE;
    Args.assign(Sub.begin() + 1, Sub.end());
    return false;
  }
  SourceLocation Loc;
  const UnresolvedLookupExpr *Callee = nullptr;
  std::vector<const Expr *> Args;
};

/// True if \p T is named, through its typedefs, as the typedef \p Name
/// (`size_type`, the allocator's `size_type`, ..., `size_t`).
bool namedThrough(QualType T, StringRef Name) {
  for (unsigned Depth = 0; Depth < 16; ++Depth) {
    if (const auto *Typedef = dyn_cast<TypedefType>(T.getTypePtr())) {
      if (Typedef->getDecl()->getName() == Name)
        return true;
      T = Typedef->desugar();
    } else if (const auto *E = dyn_cast<ElaboratedType>(T.getTypePtr())) {
      T = E->getNamedType();
    } else if (const auto *S =
                   dyn_cast<SubstTemplateTypeParmType>(T.getTypePtr())) {
      T = S->getReplacementType();
    } else {
      return false;
    }
  }
  return false;
}

} // namespace

std::optional<std::pair<unsigned, std::string>>
win32SizeTemplateArgument(ASTContext &Ctx, SourceLocation Loc) {
  const SourceManager &SM = Ctx.getSourceManager();
  FailedCallAt Finder(Loc);
  Finder.TraverseAST(Ctx);
  const UnresolvedLookupExpr *Callee = Finder.Callee;
  if (!Callee || Callee->hasExplicitTemplateArgs() || Finder.Args.size() != 2 ||
      !Loc.isFileID())
    return std::nullopt;
  for (const NamedDecl *D : Callee->decls())
    if (!isa<FunctionTemplateDecl>(D->getUnderlyingDecl()))
      return std::nullopt;
  // The pairs that are one type on Win32: {unsigned int, size_t} and
  // {int, ptrdiff_t}.
  struct Pair {
    CanQualType Small;
    QualType Size;
    StringRef Name, Written;
  };
  const Pair Pairs[] = {
      {Ctx.UnsignedIntTy, Ctx.getSizeType(), "size_t", "<std::size_t>"},
      {Ctx.IntTy, Ctx.getPointerDiffType(), "ptrdiff_t", "<std::ptrdiff_t>"}};
  QualType A = Finder.Args[0]->getType(), B = Finder.Args[1]->getType();
  for (const Pair &P : Pairs) {
    if (Ctx.hasSameType(P.Small, P.Size))
      continue; // a 32-bit target: no conflict to begin with
    for (int Swap = 0; Swap < 2; ++Swap) {
      QualType Small = Swap ? B : A, Size = Swap ? A : B;
      if (!Ctx.hasSameUnqualifiedType(Small, P.Small) ||
          !Ctx.hasSameUnqualifiedType(Size, P.Size) ||
          !namedThrough(Size.getUnqualifiedType(), P.Name))
        continue;
      SourceLocation NameEnd = Lexer::getLocForEndOfToken(
          Callee->getNameLoc(), 0, SM, Ctx.getLangOpts());
      if (NameEnd.isInvalid() || SM.getFileID(NameEnd) != SM.getFileID(Loc))
        return std::nullopt;
      return std::make_pair(SM.getFileOffset(NameEnd), P.Written.str());
    }
  }
  return std::nullopt;
}

} // namespace amp2hip
