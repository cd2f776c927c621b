//===- KernelOutliner.h - parallel_for_each to __global__ -------*- C++ -*-===//
//
// Turns one `parallel_for_each(domain, [=](index<N> idx) restrict(amp) {...})`
// into a named `__global__` kernel placed before the enclosing declaration and
// a launch through the runtime at the call site (DESIGN.md, decision 2; the
// exact shape is in docs/architecture.md, "Generated code contract"). Each
// kernel is planned (KernelPlanner.h: analysis and diagnostics), then emitted
// (KernelEmitter.h: the text).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_KERNELOUTLINER_H
#define AMP2HIP_TOOL_KERNELOUTLINER_H

#include "Diagnostics/Diagnostics.h"
#include "Edits/FileEdits.h"
#include "Kernel/KernelCalls.h"
#include "Kernel/KernelEmitter.h"
#include "Kernel/KernelPlanner.h"
#include "Kernel/LocalTypeHoisting.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <optional>
#include <vector>

namespace amp2hip {

/// Outlines parallel_for_each kernels. One instance per translation unit, so
/// that kernel names are unique and deterministic.
class KernelOutliner {
public:
  /// \p File is the file being translated (the main file or one of the
  /// program's headers), \p Buffer its text as parsed; \p BodyEdits are the
  /// edits (tile_static, barriers, nested restrictions) to apply to kernel
  /// bodies.
  KernelOutliner(clang::ASTContext &Ctx, DiagReporter &Diags,
                 clang::FileID File, llvm::StringRef Buffer,
                 llvm::StringRef FileName, const FileEdits &BodyEdits)
      : Planner(Ctx, Diags, File, Buffer, FileName, BodyEdits) {}

  /// The file is a header of the program (included by several translation
  /// units): kernel names start with the header's \p Stem, and kernels that
  /// are not templates are `static`, as the enclosing inline functions are
  /// defined in every unit that includes the header.
  void setHeaderMode(llvm::StringRef Stem) { Planner.setHeaderMode(Stem); }

  /// The files being translated (the main file and the program's headers):
  /// a function object's class must be defined in one of them.
  void setProgramFiles(llvm::ArrayRef<clang::FileID> Files) {
    Planner.setProgramFiles(Files);
  }

  /// Tells the outliner about \p Call, a call of
  /// concurrency::parallel_for_each in the main file, before any outline():
  /// a named kernel lambda must be used by such calls only.
  void noteKernelCall(const clang::CallExpr *Call) {
    Planner.noteKernelCall(Call);
  }

  /// Outlines \p Call, a call of concurrency::parallel_for_each in the main
  /// file: a lambda written in the call or named by a local variable becomes
  /// a kernel (the first call of a named one defines it); a function object
  /// is launched through the member that outlineFunctor() adds to its class.
  /// Reports AMP2HIP-E0002..E0005 and returns std::nullopt when the call
  /// cannot be translated.
  std::optional<KernelRewrite> outline(const clang::CallExpr *Call);

  /// Outlines the restrict(amp) call operator of \p Functor, a class of the
  /// main file launched as a function object by parallel_for_each, into a
  /// kernel whose parameters are the class's data members (inserted before
  /// the class), and adds to the class the member `amp2hip_launch(domain...)`
  /// that launches it with the object's members. Reports AMP2HIP-E0002..E0005
  /// and returns std::nullopt when the class cannot be launched.
  /// With \p IfPossible, nothing is reported: a class that cannot be
  /// launched gets no edits (a header's class that this translation unit
  /// does not launch, translated the same way as where it is launched).
  std::optional<KernelRewrite>
  outlineFunctor(const clang::CXXRecordDecl *Functor, bool IfPossible = false);

  /// The local classes, enums and typedefs that the outlined kernels name,
  /// to be moved to namespace scope before the kernels are inserted
  /// (LocalTypeHoisting.h); filled by outline().
  const std::vector<HoistedLocal> &hoistedLocals() const {
    return Planner.hoistedLocals();
  }

  /// The member types that the outlined kernels need public
  /// (KernelPlanner::publishedMemberTypes); filled by outline().
  const std::vector<const clang::NamedDecl *> &publishedMemberTypes() const {
    return Planner.publishedMemberTypes();
  }

  /// The call operator of \p Functor that parallel_for_each launches: the
  /// restrict(amp) one taking one parameter, or null.
  static const clang::CXXMethodDecl *
  getKernelCallOperator(const clang::CXXRecordDecl *Functor) {
    return kernelCallOperator(Functor);
  }

private:
  KernelPlanner Planner;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_KERNELOUTLINER_H
