//===- KernelOutliner.cpp - parallel_for_each to __global__ ---------------===//

#include "Kernel/KernelOutliner.h"

namespace amp2hip {

namespace {

/// The edits of \p Plan, or std::nullopt when it could not be planned (the
/// diagnostics are reported).
std::optional<KernelRewrite> emitPlanned(llvm::Expected<KernelPlan> Plan) {
  if (!Plan) {
    llvm::consumeError(Plan.takeError());
    return std::nullopt;
  }
  return emitKernel(*Plan);
}

} // namespace

std::optional<KernelRewrite>
KernelOutliner::outline(const clang::CallExpr *Call) {
  return emitPlanned(Planner.planKernel(Call));
}

std::optional<KernelRewrite>
KernelOutliner::outlineFunctor(const clang::CXXRecordDecl *Functor,
                               bool IfPossible) {
  return emitPlanned(Planner.planKernel(Functor, IfPossible));
}

} // namespace amp2hip
