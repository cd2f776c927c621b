//===- RewriteSession.cpp - The rewrite of one file: the pass table -------===//

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

void RewriteSession::run(const std::vector<IncludeSite> &Includes,
         const std::vector<unsigned> &VoidMainFixes, const Findings &F) {
  reportVoidMain(VoidMainFixes);
  if (MsvcDiags) // an edit that cannot be added is an error (counted)
    rewriteMsvcCompat(SM, LO, Diags, MsvcDiags->Accepted, Out);
  if (MappedMacros)
    rewriteWindowsApiUses(Ctx, Diags, *MappedMacros, Out);
  collectKernels(F);
  for (const IncludeSite &Site : Includes)
    if (Site.File == File)
      rewriteInclude(Site);
  for (const FunctionDecl *FD : F.Functions) {
    guardRestrictionOverload(FD); // first: its #if goes before __device__
    rewriteFunction(FD);
  }
  for (const VarDecl *VD : F.Vars) {
    rewriteTileStatic(VD);
    rewriteDeviceContainerLocal(VD);
  }
  for (const CallExpr *Call : F.Calls) {
    rewriteBarrier(Call);
    markWindowsCall(Call);
    checkRestriction(Call);
  }
  for (const CXXConstructExpr *Construct : F.Constructs)
    checkRestriction(Construct);
  for (const LambdaExpr *L : F.Lambdas)
    rewriteLambda(L);
  qualifyClashingTypeNames();
  // Last before outlining: a compound assignment of a property copies its
  // object expression with the edits inside it.
  rewriteAmpProperties(Ctx, Diags, Buffer, Out);
  emitDeviceCopies();
  outlineKernels();
  Result.AmpErrors += Diags.errorCount();
  if (Diags.errorCount() || Ctx.getDiagnostics().hasErrorOccurred())
    return;
  // A header with nothing to translate is written as it is.
  Result.Output = (IsHeader && Edits.empty() ? std::string() : header()) +
                  Edits.apply(Buffer, 0, Buffer.size());
  Result.Success = true;
}

} // namespace amp2hip
