//===- Restrictions.cpp - Rewrite pass: Restrictions ----------------------===//
//
// The restriction specifiers: `restrict(amp)` to `__device__`, `restrict(amp,
// cpu)` to `__host__ __device__`, inherited restrictions of local classes,
// amp lambdas in host code (C++ AMP v1.2 §2.1-2.3; E0006, E0008).
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
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

bool RewriteSession::removeRestrictSpellings(const Restriction &R) {
  for (const AnnotateAttr *A : R.Attrs) {
    std::optional<OffsetRange> Range =
        expansionRangeIn(File, A->getLocation(), SM, LO);
    if (!Range)
      continue; // Spelled in a header: nothing to edit here.
    if (!isRestrictSpelling(Buffer.slice(Range->first, Range->second))) {
      Diags.report(A->getLocation(), DiagId::AmpLambdaOutsideParallelFor,
                   "this restriction specifier is written by a macro that "
                   "expands to more than the specifier; amp2hip cannot "
                   "rewrite it: write the code, or a macro holding only "
                   "restrict(...), in the file");
      return false;
    }
    if (!firstTime(Once::RestrictSpelling, Range->first))
      continue;
    unsigned Begin = Range->first;
    // Take one blank before the specifier with it: "f() restrict(amp)".
    if (Begin > 0 && (Buffer[Begin - 1] == ' ' || Buffer[Begin - 1] == '\t'))
      --Begin;
    Out.add(Begin, Range->second - Begin, "");
  }
  return true;
}

bool RewriteSession::isRestrictSpelling(llvm::StringRef Text) const {
  Text = Text.trim();
  if (Text.starts_with("restrict") && Text.ends_with(")") &&
      Text.count('(') == 1)
    return true;
  if (!PP || Text.empty() || !llvm::all_of(Text, [](char C) {
        return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
      }))
    return false;
  const IdentifierInfo *II = PP->getIdentifierInfo(Text);
  const MacroInfo *MI = II ? PP->getMacroInfo(II) : nullptr;
  if (!MI || MI->isFunctionLike() || MI->getNumTokens() == 0)
    return false;
  std::string Body;
  for (const Token &Tok : MI->tokens())
    Body += PP->getSpelling(Tok);
  return isRestrictSpelling(Body); // also a macro of such a macro
}

bool RewriteSession::reportUnknownSpecifiers(const Restriction &R) {
  if (R.Unknown.empty())
    return true;
  Diags.report(R.Attrs.front()->getLocation(), DiagId::UnknownRestriction,
               unknownRestrictionMessage(R.Unknown.front()));
  return false;
}

void RewriteSession::rewriteFunction(const FunctionDecl *FD) {
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    if (MD->getParent()->isLambda())
      return; // Lambdas are handled on their own.
  Restriction R = getRestriction(FD);
  if (!R.any()) {
    rewriteInheritedRestriction(FD);
    return;
  }
  if (!reportUnknownSpecifiers(R))
    return;
  std::optional<unsigned> Start = offsetIn(File, FD->getInnerLocStart(), SM);
  if (!Start || !firstTime(Once::FunctionQualifiers, *Start))
    return;
  removeRestrictSpellings(R);
  // A member of a class holding views with a device form: a host function
  // here (restrict(amp) ones are removed), a device one in the device form
  // (emitDeviceForm).
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    if (hasDeviceForm(MD->getParent()))
      return;
  // A restrict(amp, cpu) function with array / array_view parameters has
  // no one type for them on both sides. When nothing but amp code uses it,
  // the cpu side is dead and it is emitted as a device function. Not in a
  // header that can have both: a header translates the same way in every
  // input that includes it (--out-dir), whatever each input calls.
  bool InHeader = File != SM.getMainFileID();
  if (R.Amp && R.Cpu && hasContainerParam(FD) &&
      !(InHeader && canEmitTwice(FD)) && usedOnlyFromAmpCode(FD))
    R.Cpu = false;
  // A member of a class that holds views and exists only in amp code:
  // a device function, and the class holds device views (deviceOnlyClass).
  if (R.Amp)
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (deviceOnlyClass(MD->getParent())) {
        R.Cpu = false;
        rewriteDeviceOnlyFields(MD->getParent());
      }
  // A function object's call operator runs on the GPU as an outlined
  // kernel; restrict(amp, cpu) keeps it for the host when the class holds
  // AMP containers (which device code cannot use).
  if (R.Cpu && FunctorCallOperators.count(FD->getCanonicalDecl()) &&
      holdsAmpContainer(cast<CXXMethodDecl>(FD)->getParent()))
    R.Amp = false;
  // A member of a class template taking its class's template parameters,
  // which an instantiation makes views (ampblas's `local_reduce(..., const
  // x_type &X)`): device forms on the device side (restrict(amp) ones in
  // rewriteContainerParams, restrict(amp, cpu) ones written three times).
  if (R.Amp && writesClassParametersOnDevice(FD)) {
    if (R.Cpu) {
      ClassParameterCopies.push_back({FD, *Start});
      ++Result.Stats.DeviceFunctions;
      return;
    }
  }
  // Called from cpu code too: emitted twice (emitDeviceCopies()), as a
  // host function taking the containers as written and a device function
  // taking device views, overloads that both compilers tell apart by their
  // parameter types.
  if (R.Amp && R.Cpu && hasContainerParam(FD) && canEmitTwice(FD)) {
    DeviceCopies.push_back({FD, *Start});
    ++Result.Stats.DeviceFunctions;
    return;
  }
  llvm::StringRef Quals = R.hipQualifiers();
  if (!Quals.empty()) {
    Out.add(*Start, 0, Quals.str() + " ");
    ++Result.Stats.DeviceFunctions;
  }
  if (R.Amp)
    rewriteContainerParams(FD, R);
}

void RewriteSession::rewriteInheritedRestriction(const FunctionDecl *FD) {
  if (FD->isDefaulted())
    return;
  Restriction R = getEffectiveRestriction(FD);
  if (!R.Amp)
    return;
  std::optional<unsigned> Start = offsetIn(File, FD->getInnerLocStart(), SM);
  if (!Start || FD->getInnerLocStart().isMacroID() ||
      !firstTime(Once::FunctionQualifiers, *Start))
    return;
  Out.add(*Start, 0, R.hipQualifiers().str() + " ");
  ++Result.Stats.DeviceFunctions;
  rewriteContainerParams(FD, R);
}

void RewriteSession::rewriteLambda(const LambdaExpr *L) {
  Restriction R = getRestriction(L->getCallOperator());
  if (!R.any() && !KernelLambdas.count(L) && Spaces.isInAmpCode(L)) {
    // Without a specifier, a lambda in amp code is amp-restricted (it
    // inherits its context's restriction): device views, as below.
    R.Amp = true;
    rewriteContainerParams(L->getCallOperator(), R);
    return;
  }
  if (!R.any() || !reportUnknownSpecifiers(R) || KernelLambdas.count(L))
    return;
  if (R.Amp && !Spaces.isInAmpCode(L)) {
    // A restrict(amp[, cpu]) lambda in host code: a __device__ (or
    // __host__ __device__) lambda, the qualifiers where nvcc wants them,
    // right after the capture list. Called from amp code through a
    // variable captured by a kernel, its closure type is a local type
    // (AMP2HIP-E0005).
    std::optional<unsigned> Introducer =
        offsetIn(File, L->getIntroducerRange().getEnd(), SM);
    if (!Introducer || L->getIntroducerRange().getEnd().isMacroID()) {
      Diags.report(L->getBeginLoc(), DiagId::AmpLambdaOutsideParallelFor,
                   "a restrict(amp) lambda outside amp code must be "
                   "written in the file, not by a macro");
      return;
    }
    if (!removeRestrictSpellings(R))
      return;
    // nvcc's extended lambdas cannot capture by reference: `[&]` that
    // captures nothing (EVALUATE_TEST_ON_CPU_AND_GPU's `[&]() restrict(cpu,
    // amp) { return test(); }`) is written `[=]`, which means the same.
    if (L->getCaptureDefault() == LCD_ByRef && L->capture_size() == 0 &&
        !L->getLambdaClass()->isDependentContext())
      if (std::optional<unsigned> Default =
              offsetIn(File, L->getCaptureDefaultLoc(), SM))
        if (Buffer.substr(*Default, 1) == "&")
          Out.add(*Default, 1, "=");
    Out.add(*Introducer + 1, 0, " " + R.hipQualifiers().str());
    return;
  }
  // In amp code a lambda is device code already (also when written
  // restrict(amp, cpu)); its container parameters take device views, as a
  // restrict(amp) function's do.
  if (removeRestrictSpellings(R) && R.Amp) {
    R.Cpu = false;
    rewriteContainerParams(L->getCallOperator(), R);
  }
}

/// Each function: its nvcc overload guard first (the #if goes before
/// __device__), then its restriction specifier.
void RewriteSession::runFunctionPass(const PassInput &In) {
  for (const FunctionDecl *FD : In.Found.Functions) {
    guardRestrictionOverload(FD);
    // Before the restriction's rewrite, which inserts at the same offset:
    // `public: __device__ static ...`.
    publishForKernels(FD);
    rewriteFunction(FD);
  }
}

void RewriteSession::runLambdaPass(const PassInput &In) {
  for (const LambdaExpr *L : In.Found.Lambdas)
    rewriteLambda(L);
}

} // namespace amp2hip
