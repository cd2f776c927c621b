//===- RewriteHelpers.cpp - Small queries the rewrite passes share --------===//

#include "Rewrite/RewriteHelpers.h"

#include "Analysis/AmpModel.h"
#include "Kernel/KernelOutliner.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace amp2hip {

/// The name a call's callee was written with, for calls whose callee is not
/// resolved yet (in templates).
llvm::StringRef calleeName(const CallExpr *Call) {
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Callee))
    return ULE->getName().isIdentifier()
               ? ULE->getName().getAsIdentifierInfo()->getName()
               : "";
  if (const auto *DSME = dyn_cast<CXXDependentScopeMemberExpr>(Callee))
    return DSME->getMember().isIdentifier()
               ? DSME->getMember().getAsIdentifierInfo()->getName()
               : "";
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Callee))
    if (DRE->getDecl()->getDeclName().isIdentifier())
      return DRE->getDecl()->getName();
  if (const auto *ME = dyn_cast<MemberExpr>(Callee))
    if (ME->getMemberDecl()->getDeclName().isIdentifier())
      return ME->getMemberDecl()->getName();
  return "";
}

/// The kernel lambda of a parallel_for_each call: written in the call or
/// named by a local variable; null for a function object.
const LambdaExpr *kernelLambdaOf(const CallExpr *Call) {
  if (const LambdaExpr *L = getKernelLambda(Call))
    return L;
  return getNamedKernelLambda(Call);
}

/// What a barrier or fence call becomes, or "" if \p Call is neither.
/// \p InDevice: the call is in amp code, where an unresolved `.wait()` can
/// only be tile_barrier::wait.
llvm::StringRef barrierReplacement(const CallExpr *Call, bool InDevice) {
  llvm::StringRef Name = calleeName(Call);
  bool Resolved = Call->getDirectCallee() != nullptr;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
    const CXXRecordDecl *RD = MC->getRecordDecl();
    if (!RD || RD->getName() != "tile_barrier")
      return "";
  } else if (Resolved) {
    if (!isAmpFunction(Call->getDirectCallee(), Name))
      return "";
  } else if (!InDevice) {
    return "";
  }
  return llvm::StringSwitch<llvm::StringRef>(Name)
      .Cases("wait", "wait_with_all_memory_fence",
             "wait_with_global_memory_fence",
             "wait_with_tile_static_memory_fence", "__syncthreads()")
      .Cases("all_memory_fence", "global_memory_fence",
             "tile_static_memory_fence", "__threadfence_block()")
      .Default("");
}

/// Maps an AMP header to its runtime counterpart, or "" for other headers.
llvm::StringRef runtimeHeaderFor(llvm::StringRef Name) {
  return llvm::StringSwitch<llvm::StringRef>(Name.lower())
      .Case("amp.h", "amp2hip/amp.h")
      // MSVC's AMP runtime header, which its <amp.h> includes and some
      // programs include by name.
      .Case("amprt.h", "amp2hip/amp.h")
      .Case("amp_math.h", "amp2hip/amp_math.h")
      .Case("amp_graphics.h", "amp2hip/amp_graphics.h")
      .Case("amp_short_vectors.h", "amp2hip/amp_short_vectors.h")
      // Microsoft's PPL beside AMP (docs/features/ppl.md).
      .Case("ppl.h", "amp2hip/ppl.h")
      .Case("ppltasks.h", "amp2hip/ppltasks.h")
      .Case("concrt.h", "amp2hip/concrt.h")
      .Case("concurrent_queue.h", "amp2hip/concurrent_queue.h")
      .Case("concurrent_vector.h", "amp2hip/concurrent_vector.h")
      .Case("concurrent_unordered_map.h", "amp2hip/concurrent_unordered_map.h")
      // An internal header of MSVC's standard library, included by name.
      .Case("xutility", "amp2hip/xutility.h")
      .Default("");
}

/// True if \p VD has no initializer written, and its default construction
/// calls a constructor that is not trivial (`tile_static Particle p[8];`; in
/// a template, `Particle p[N]` has no initializer yet: its element type
/// decides).
bool isImplicitDefaultConstruction(const VarDecl *VD) {
  if (const Expr *Init = VD->getInit()) {
    const auto *Construct = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
    return Construct && Construct->getNumArgs() == 0 &&
           !Construct->isListInitialization() &&
           Construct->getParenOrBraceRange().isInvalid() &&
           !Construct->getConstructor()->isTrivial();
  }
  QualType T = VD->getType();
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    T = AT->getElementType();
  if (T->isDependentType())
    return false;
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD && RD->hasDefinition() && !RD->hasTrivialDefaultConstructor();
}

bool hasDependentElementType(const VarDecl *VD) {
  if (VD->getInit())
    return false;
  QualType T = VD->getType();
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    T = AT->getElementType();
  return T->isDependentType();
}

/// True if \p VD is initialized by anything but a trivial default
/// construction (C++ AMP v1.2 §2.4.3 forbids initializers on tile_static).
bool hasInitializer(const VarDecl *VD) {
  const Expr *Init = VD->getInit();
  if (!Init)
    return false;
  const auto *Construct = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
  if (!Construct)
    return true;
  return Construct->getNumArgs() > 0 ||
         !Construct->getConstructor()->isTrivial();
}

/// The AMP2HIP-E0011 message for a call of \p Callee from amp code.
std::string callOutsideRestrictionMessage(llvm::StringRef Callee) {
  return "'" + Callee.str() +
         "' is called from amp code (a kernel or a restrict(amp) function) "
         "but is not declared restrict(amp); C++ AMP requires restrict(amp) "
         "or restrict(amp, cpu) on it";
}

} // namespace amp2hip
