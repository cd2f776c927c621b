//===- OverloadGuards.cpp - Rewrite pass: OverloadGuards ------------------===//
//
// The nvcc guards of restriction overloads: an amp-only and a cpu-only
// declaration of one name kept each to its nvcc pass (§2.3.2;
// docs/architecture.md, "Restriction overloads in the output").
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

char RewriteSession::restrictionSide(const NamedDecl *D) {
  D = D->getUnderlyingDecl();
  if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
    D = FTD->getTemplatedDecl();
  const auto *FD = dyn_cast<FunctionDecl>(D);
  if (!FD || FD->isImplicit())
    return 0;
  bool Device = FD->hasAttr<CUDADeviceAttr>();
  bool Host = FD->hasAttr<CUDAHostAttr>() || !Device;
  if (Device && Host)
    return 0;
  return Device ? 'a' : 'c';
}

std::pair<unsigned, unsigned>
RewriteSession::arityRange(const FunctionDecl *FD) {
  unsigned Max = FD->getNumParams();
  if (FD->isVariadic() ||
      llvm::any_of(FD->parameters(),
                   [](const ParmVarDecl *P) { return P->isParameterPack(); }))
    Max = ~0u;
  return {FD->getMinRequiredArguments(), Max};
}

bool RewriteSession::isCopyFamilyMember(const FunctionDecl *FD) {
  return isa<CXXConstructorDecl>(FD) ||
         (isa<CXXMethodDecl>(FD) && FD->getOverloadedOperator() == OO_Equal);
}

bool RewriteSession::mayBeAmbiguous(const FunctionDecl *A,
                                    const FunctionDecl *B) {
  auto [MinA, MaxA] = arityRange(A);
  auto [MinB, MaxB] = arityRange(B);
  unsigned Args = std::max(MinA, MinB);
  if (Args > std::min(MaxA, MaxB) || Args > A->getNumParams() ||
      Args > B->getNumParams())
    return false;
  const auto *MA = dyn_cast<CXXMethodDecl>(A);
  const auto *MB = dyn_cast<CXXMethodDecl>(B);
  if (MA && MB &&
      (MA->getMethodQualifiers() != MB->getMethodQualifiers() ||
       MA->getRefQualifier() != MB->getRefQualifier()))
    return false;
  auto TypeOf = [](const FunctionDecl *F, unsigned I) {
    return F->getParamDecl(I)
        ->getType()
        .getCanonicalType()
        .getUnqualifiedType();
  };
  for (unsigned I = 0; I != Args; ++I)
    if (TypeOf(A, I) != TypeOf(B, I))
      return false;
  return true;
}

bool RewriteSession::mayClash(const NamedDecl *D, const FunctionDecl *FD) {
  D = D->getUnderlyingDecl();
  const FunctionDecl *Other = nullptr;
  if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
    Other = FTD->getTemplatedDecl();
  else
    Other = dyn_cast<FunctionDecl>(D);
  if (!Other)
    return false;
  if (isCopyFamilyMember(Other) && isCopyFamilyMember(FD) &&
      !isa<FunctionTemplateDecl>(D) && !FD->getDescribedFunctionTemplate())
    return mayBeAmbiguous(Other, FD);
  auto [OtherMin, OtherMax] = arityRange(Other);
  auto [Min, Max] = arityRange(FD);
  return OtherMin <= Max && Min <= OtherMax;
}

bool RewriteSession::conversionsMayClash(const NamedDecl *D,
                                         const CXXConversionDecl *Conv) {
  D = D->getUnderlyingDecl();
  if (isa<FunctionTemplateDecl>(D) || Conv->getDescribedFunctionTemplate())
    return isa<CXXConversionDecl>(D->getAsFunction());
  const auto *Other = dyn_cast<CXXConversionDecl>(D);
  if (!Other)
    return false;
  QualType A = Other->getConversionType(), B = Conv->getConversionType();
  return A->isDependentType() || B->isDependentType() ||
         A.getCanonicalType() == B.getCanonicalType();
}

void RewriteSession::guardRestrictionOverload(const FunctionDecl *FD) {
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    if (MD->getParent()->isLambda())
      return;
  char Side = restrictionSide(FD);
  if (!Side || isa<CXXDestructorDecl>(FD))
    return;
  bool OtherSide = false;
  for (const NamedDecl *D :
       FD->getDeclContext()->getRedeclContext()->lookup(FD->getDeclName())) {
    char S = restrictionSide(D);
    OtherSide |= S && S != Side && mayClash(D, FD);
  }
  if (const auto *Conv = dyn_cast<CXXConversionDecl>(FD))
    for (const Decl *D : Conv->getParent()->decls()) {
      const auto *ND = dyn_cast<NamedDecl>(D);
      char S = ND ? restrictionSide(ND) : 0;
      OtherSide |= S && S != Side && conversionsMayClash(ND, Conv);
    }
  if (!OtherSide)
    return;
  std::optional<OffsetRange> Text = declarationRange(FD);
  if (!Text || !GuardsDone.insert(Text->first).second)
    return;
  unsigned End = Text->second;
  const char *Condition =
      Side == 'a' ? "#if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && "
                    "!defined(AMP2HIP_PLATFORM_CPU)) // amp2hip: restrict(amp) "
                    "overload (nvcc: device pass; the CPU platform has the "
                    "restrict(cpu) one only)\n"
                  : "#if !defined(__CUDA_ARCH__) // amp2hip: restrict(cpu) "
                    "overload (nvcc: host pass)\n";
  Out.add(Text->first, 0, std::string("\n") + Condition);
  Out.add(End, 0, "\n#endif\n");
}

} // namespace amp2hip
