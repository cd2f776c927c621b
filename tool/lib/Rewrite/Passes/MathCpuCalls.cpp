//===- MathCpuCalls.cpp - Rewrite pass: MathCpuCalls ----------------------===//
//
// fast_math and precise_math functions called from cpu code. MSVC's
// <amp_math.h> imports <cmath>'s functions into both namespaces for
// restrict(cpu) callers, so `fast_math::sqrt(x)` in host code, or in the cpu
// side of a restrict(amp, cpu) function, is std::sqrt(x) there, with its
// double and long double overloads. The parse <amp_math.h> declares each such
// spelling as a restrict(cpu) template of Concurrency::amp2hip_cmath that
// forwards to <cmath>'s function, and this pass writes a call that chose one
// as the <cmath> call it is:
//
//   - in cpu-only code: `std::sqrt(x)` (`::sqrtf(x)` for an f-suffixed
//     spelling);
//   - in a restrict(amp, cpu) function, where the text serves both sides: the
//     call stays as written when <cmath>'s function has the signature of an
//     overload of the AMP namespace (`fast_math::sqrt(float)`: the runtime's
//     __host__ __device__ function computes the same on the host), else
//     `AMP2HIP_CPU_OR_AMP(std::sqrt, fast_math::sqrt)(x)`, which the runtime
//     (detail/math_support.h) makes <cmath>'s name in the host pass and
//     AMP's in the device pass; so also every call whose arguments depend on
//     a template parameter.
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
#include "Rewrite/RewriteHelpers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {
namespace {

/// The parse header's forwarding template that \p D is or specializes
/// (a function template of Concurrency::amp2hip_cmath), or null.
const FunctionTemplateDecl *cmathForward(const NamedDecl *D) {
  D = D->getUnderlyingDecl();
  const FunctionTemplateDecl *Template = dyn_cast<FunctionTemplateDecl>(D);
  if (!Template)
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      Template = FD->getPrimaryTemplate();
  if (!Template)
    return nullptr;
  const auto *NS = dyn_cast<NamespaceDecl>(Template->getDeclContext());
  if (!NS || NS->getName() != "amp2hip_cmath" || !isInAmpNamespace(NS))
    return nullptr;
  return Template;
}

/// The call in the return type `decltype(SCOPE::NAME(a...))` of the
/// forwarding template \p FD (or of its specialization).
const CallExpr *forwardedCall(const FunctionDecl *FD) {
  const auto *Proto = FD->getType()->getAs<FunctionProtoType>();
  const auto *Decltype =
      Proto ? dyn_cast<DecltypeType>(Proto->getReturnType().getTypePtr())
            : nullptr;
  return Decltype ? dyn_cast<CallExpr>(Decltype->getUnderlyingExpr()) : nullptr;
}

/// `std::` or `::`: where <cmath> declares what \p Template forwards to.
std::string cmathScope(const FunctionTemplateDecl *Template) {
  const CallExpr *Call = forwardedCall(Template->getTemplatedDecl());
  const NestedNameSpecifier *Qualifier = nullptr;
  if (Call) {
    const Expr *Callee = Call->getCallee()->IgnoreImplicit();
    if (const auto *Lookup = dyn_cast<OverloadExpr>(Callee))
      Qualifier = Lookup->getQualifier();
    else if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
      Qualifier = Ref->getQualifier();
  }
  if (Qualifier && Qualifier->getAsNamespace())
    return Qualifier->getAsNamespace()->getName().str() + "::";
  return "::";
}

/// One use of a forwarding template: the name as written, its namespace
/// (fast_math or precise_math) and, when the arguments are known, the
/// <cmath> function it chose.
struct CmathUse {
  const Expr *E;
  NestedNameSpecifierLoc Qualifier;
  SourceLocation NameLoc;
  const FunctionTemplateDecl *Template;
  const NamespaceDecl *AmpNamespace;
  const FunctionDecl *Chosen; ///< null when dependent
};

class CmathUseFinder : public RecursiveASTVisitor<CmathUseFinder> {
public:
  std::vector<CmathUse> Uses;

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const FunctionTemplateDecl *Template = cmathForward(E->getDecl());
    if (!Template)
      return true;
    const auto *Specialization = cast<FunctionDecl>(E->getDecl());
    const CallExpr *Call = forwardedCall(Specialization);
    Uses.push_back({E, E->getQualifierLoc(), E->getLocation(), Template,
                    namespaceOf(E->getFoundDecl(), E->getQualifier()),
                    Call ? Call->getDirectCallee() : nullptr});
    return true;
  }

  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    for (const NamedDecl *D : E->decls())
      if (const FunctionTemplateDecl *Template = cmathForward(D)) {
        Uses.push_back({E, E->getQualifierLoc(), E->getNameLoc(), Template,
                        namespaceOf(D, E->getQualifier()), nullptr});
        return true;
      }
    return true;
  }

private:
  /// The AMP namespace the name was found in: the one it is qualified
  /// with, else the one whose using-declaration \p Found is.
  static const NamespaceDecl *namespaceOf(const NamedDecl *Found,
                                          const NestedNameSpecifier *Q) {
    if (Q)
      if (const NamespaceDecl *NS = Q->getAsNamespace())
        return NS;
    if (Q)
      if (const NamespaceAliasDecl *Alias = Q->getAsNamespaceAlias())
        return Alias->getNamespace();
    return dyn_cast<NamespaceDecl>(Found->getDeclContext());
  }
};

/// True if \p NS declares an AMP function of \p Chosen's name and signature
/// (which the runtime defines for the host too).
bool hasAmpOverloadLike(const NamespaceDecl *NS, const FunctionDecl *Chosen,
                        const ASTContext &Ctx) {
  if (!NS || !Chosen)
    return false;
  for (const NamedDecl *D : NS->lookup(Chosen->getDeclName()))
    if (const auto *F = dyn_cast<FunctionDecl>(D))
      if (Ctx.hasSameFunctionTypeIgnoringExceptionSpec(F->getType(),
                                                       Chosen->getType()))
        return true;
  return false;
}

} // namespace

void RewriteSession::runMathCpuCallPass(const PassInput &) {
  CmathUseFinder Finder;
  Finder.TraverseAST(Ctx);
  for (const CmathUse &Use : Finder.Uses) {
    Restriction R = Spaces.enclosing(Use.E);
    if (R.Amp && !R.Cpu)
      continue; // not chosen in amp code (a template's other instantiation)
    SourceLocation Begin =
        Use.Qualifier ? Use.Qualifier.getBeginLoc() : Use.NameLoc;
    if (Begin.isMacroID() || Use.NameLoc.isMacroID())
      continue;
    std::optional<unsigned> BeginOffset = offsetIn(File, Begin, SM);
    std::optional<unsigned> NameOffset = offsetIn(File, Use.NameLoc, SM);
    if (!BeginOffset || !NameOffset)
      continue;
    std::string Name = Use.Template->getName().str();
    std::string Cmath = cmathScope(Use.Template) + Name;
    if (!R.Amp) {
      Out.add(*BeginOffset, *NameOffset - *BeginOffset,
              Cmath.substr(0, Cmath.size() - Name.size()),
              "the <cmath> function that this cpu call of an AMP math name "
              "calls");
      continue;
    }
    std::string AmpName =
        "Concurrency::" + Use.AmpNamespace->getName().str() + "::" + Name;
    if (hasAmpOverloadLike(Use.AmpNamespace, Use.Chosen, Ctx)) {
      if (!Use.Qualifier)
        Out.add(*BeginOffset, 0,
                AmpName.substr(0, AmpName.size() - Name.size()),
                "the qualification of this AMP math name");
      continue;
    }
    unsigned NameLength =
        Lexer::MeasureTokenLength(Use.NameLoc, SM, Ctx.getLangOpts());
    unsigned Length = *NameOffset + NameLength - *BeginOffset;
    std::string Written =
        Use.Qualifier ? Buffer.substr(*BeginOffset, Length).str() : AmpName;
    Out.add(*BeginOffset, Length,
            "AMP2HIP_CPU_OR_AMP(" + Cmath + ", " + Written + ")",
            "the math function of each side of this restrict(amp, cpu) "
            "call");
  }
}

} // namespace amp2hip
