//===- CallRestrictions.cpp - Rewrite pass: CallRestrictions --------------===//
//
// The calls from amp code to functions without restrict(amp) that Clang
// defers in host-only mode (E0011).
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Compat/MsvcCompat.h"
#include "Frontend/LibraryDefinitions.h"
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

bool RewriteSession::hasAmpOverload(const FunctionDecl *Callee) const {
  auto IsAlternative = [&](const NamedDecl *D) {
    if (restrictionSide(D) != 'a')
      return false;
    if (isa<FunctionTemplateDecl>(D->getUnderlyingDecl()))
      return mayClash(D, Callee);
    const FunctionDecl *F = D->getUnderlyingDecl()->getAsFunction();
    return F && Ctx.hasSameFunctionTypeIgnoringExceptionSpec(F->getType(),
                                                             Callee->getType());
  };
  for (const NamedDecl *D :
       Callee->getDeclContext()->getRedeclContext()->lookup(
           Callee->getDeclName()))
    if (IsAlternative(D))
      return true;
  if (const auto *Conv = dyn_cast<CXXConversionDecl>(Callee))
    for (const NamedDecl *D :
         Conv->getParent()->getVisibleConversionFunctions())
      if (isa<FunctionTemplateDecl>(D->getUnderlyingDecl()) && IsAlternative(D))
        return true;
  return false;
}

void RewriteSession::checkRestriction(const CallExpr *Call) {
  checkRestriction(Call->getDirectCallee(), Call->getBeginLoc(),
                   Spaces.isInAmpCode(Call));
}

void RewriteSession::checkRestriction(const CXXConstructExpr *Construct) {
  // A kernel capturing a library container by value (an array, a texture)
  // is E0003, not also a call of its copy constructor from amp code. (The
  // captures of the program's own classes are checked as before.)
  const CXXConstructorDecl *Constructor = Construct->getConstructor();
  if (Constructor &&
      isAmpLibraryLocation(SM, Constructor->getLocation(), AmpIncludeDir))
    for (const DynTypedNode &Parent : Ctx.getParents(*Construct))
      if (Parent.get<LambdaExpr>())
        return;
  checkRestriction(Construct->getConstructor(), Construct->getBeginLoc(),
                   Spaces.isInAmpCode(Construct));
}

void RewriteSession::checkRestriction(const FunctionDecl *Callee,
                                      SourceLocation CallLoc, bool InAmp) {
  if (!Callee || Callee->isImplicit() || Callee->isDefaulted() || !InAmp)
    return;
  // The C++ AMP library's parse headers declare each function with its
  // restriction, as MSVC's headers do. Clang checks calls into them only in
  // part: it defers its CUDA diagnostic for a host function called from a
  // device function until the caller is emitted for the device, which a
  // host-only parse never does, so a kernel calling a restrict(cpu) member
  // of the library (texture_view::get_mipmap_extent,
  // array_view::get_source_accelerator_view) would translate and not
  // compile. They are checked here as the program's functions are. The rest
  // of namespace concurrency (PPL), <cmath>'s functions that amp_math.h
  // imports for cpu callers (Concurrency::amp2hip_cmath, which the
  // math-cpu-calls pass writes per side) and the system's headers are
  // Clang's.
  const bool Library =
      isAmpLibraryLocation(SM, Callee->getLocation(), AmpIncludeDir);
  const auto *Namespace = dyn_cast<NamespaceDecl>(Callee->getDeclContext());
  if (isInAmpNamespace(Callee) &&
      (!Library || (Namespace && Namespace->getName() == "amp2hip_cmath")))
    return;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(Callee))
    if (MD->getParent()->isLambda())
      return;
  if (SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())) &&
      !Library)
    return;
  // A function defined in amp code without a restriction of its own (a
  // member of a local class) inherits the restriction of its context.
  for (const FunctionDecl *Redecl : Callee->redecls())
    if (getEffectiveRestriction(Redecl).Amp)
      return;
  // In restrict(amp, cpu) code Clang resolves on the host side; the amp
  // side calls the restrict(amp) overload of the same signature (operators,
  // constructors and conversion functions too; an exception specification
  // is not part of it: `h() restrict(cpu) throw()` beside `h()
  // restrict(amp)`), or an amp template that may be chosen where the
  // callee is.
  if (hasAmpOverload(Callee))
    return;
  std::optional<unsigned> Offset = offsetIn(File, CallLoc, SM);
  if (!Offset || !firstTime(Once::CallOutside, *Offset))
    return;
  Diags.report(
      CallLoc, DiagId::CallOutsideRestriction,
      callOutsideRestrictionMessage(Callee->getQualifiedNameAsString()));
}

/// Each call, in source order: a tile barrier or fence (Barriers.cpp), a
/// callee without restrict(amp) called from amp code (E0011). In templates'
/// instantiations, the callees that only the instantiation resolves are
/// checked too (`maxvec<T>()`, `larger(a, b)` with dependent arguments, in
/// restrict(amp, cpu) code, whose host-side resolution Clang does not
/// check for the device); each call is reported once.
void RewriteSession::runCallPass(const PassInput &In) {
  for (const CallExpr *Call : In.Found.Calls) {
    rewriteBarrier(Call);
    checkRestriction(Call);
    rewriteExplicitDeviceArguments(Call);
  }
  for (const CallExpr *Call : In.Found.InstantiatedCalls)
    checkRestriction(Call);
}

void RewriteSession::runConstructionPass(const PassInput &In) {
  for (const CXXConstructExpr *Construct : In.Found.Constructs)
    checkRestriction(Construct);
}

} // namespace amp2hip
