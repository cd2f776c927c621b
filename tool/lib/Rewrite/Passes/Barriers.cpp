//===- Barriers.cpp - Rewrite pass: Barriers ------------------------------===//
//
// The tile barriers and memory fences: `tile_barrier::wait*` to
// `__syncthreads()`, the fences to `__threadfence_block()` (§8.1.1).
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

void RewriteSession::rewriteBarrier(const CallExpr *Call) {
  bool InDevice = Spaces.isInAmpCode(Call);
  llvm::StringRef Replacement = barrierReplacement(Call, InDevice);
  if (Replacement.empty())
    return;
  // A barrier that is only part of a macro's expansion stays as written
  // (replacing the whole macro use would drop the rest of it): the runtime's
  // tile_barrier::wait* are __syncthreads() too.
  std::optional<OffsetRange> Range =
      exactRangeIn(File, Call->getSourceRange(), SM, LO);
  if (!Range || !firstTime(Once::Barrier, Range->first))
    return;
  Out.add(Range->first, Range->second - Range->first, Replacement);
  ++Result.Stats.Barriers;
}

} // namespace amp2hip
