//===- RewriteSession.cpp - The rewrite of one file: the pass table -------===//

#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Compat/MsvcCompat.h"
#include "Compat/SourceEncoding.h"
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
#include "llvm/Support/TimeProfiler.h"

#include <algorithm>
#include <cctype>

using namespace clang;

namespace amp2hip {

llvm::ArrayRef<RewriteSession::Pass> RewriteSession::passes() {
  // The order matters where two passes edit at one place: an overload
  // guard's #if goes before __device__ (functions), a compound assignment of
  // a short-vector property copies its object with the edits already inside
  // it (properties, after every other expression rewrite), device copies,
  // kernels and member specializations copy text with all its edits (last).
  static const Pass Table[] = {
      {"dialect", &RewriteSession::runDialectPass},
      {"kernel-discovery", &RewriteSession::runKernelDiscoveryPass},
      {"includes", &RewriteSession::runIncludePass},
      {"functions", &RewriteSession::runFunctionPass},
      {"variables", &RewriteSession::runVariablePass},
      {"openmp", &RewriteSession::runOpenMpPass},
      {"calls", &RewriteSession::runCallPass},
      {"constructions", &RewriteSession::runConstructionPass},
      {"lambdas", &RewriteSession::runLambdaPass},
      {"name-qualification", &RewriteSession::runNameQualificationPass},
      {"math-cpu-calls", &RewriteSession::runMathCpuCallPass},
      {"properties", &RewriteSession::runPropertyPass},
      {"device-copies", &RewriteSession::runDeviceCopyPass},
      {"view-classes", &RewriteSession::runViewClassPass},
      {"kernels", &RewriteSession::runKernelPass},
      {"member-specializations", &RewriteSession::runMemberSpecializationPass},
  };
  return Table;
}

void RewriteSession::run(const PassInput &In) {
  for (const Pass &P : passes()) {
    llvm::TimeTraceScope Scope("Rewrite pass", P.Name);
    (this->*P.Run)(In);
  }
  Result.AmpErrors += Diags.errorCount();
  if (Diags.errorCount() || Ctx.getDiagnostics().hasErrorOccurred())
    return;
  // A header with nothing to translate is written as it is.
  bool Translated = !IsHeader || !Edits.empty();
  // A UTF-8 byte-order mark would follow the banner, in the middle of the
  // text, where hipcc and nvcc read it as a stray character: it is left out
  // (a header's; translateSource drops the main file's before the parse).
  // (It is kept if an edit replaced its bytes, which none does.)
  if (Translated && Buffer.starts_with(Utf8ByteOrderMark))
    llvm::consumeError(Edits.add(0, Utf8ByteOrderMark.size(), ""));
  Result.Output = (Translated ? header() : std::string()) +
                  Edits.apply(Buffer, 0, Buffer.size());
  Result.Success = true;
}

} // namespace amp2hip
