//===- KernelOutliner.h - parallel_for_each to __global__ -------*- C++ -*-===//
//
// Turns one `parallel_for_each(domain, [=](index<N> idx) restrict(amp) {...})`
// into a named `__global__` kernel placed before the enclosing declaration and
// a launch through the runtime at the call site (DESIGN.md, decision 2; the
// exact shape is in docs/architecture.md, "Generated code contract").
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_KERNELOUTLINER_H
#define AMP2HIP_TOOL_KERNELOUTLINER_H

#include "Diagnostics.h"
#include "EditSet.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>
#include <vector>

namespace amp2hip {

/// The text edits for one outlined kernel, as main-file offsets.
struct KernelRewrite {
  unsigned InsertOffset = 0; ///< where KernelText is inserted
  std::string KernelText;    ///< the __global__ function and its comment
  unsigned CallBegin = 0;    ///< the parallel_for_each call, [Begin, End)
  unsigned CallEnd = 0;
  std::string LaunchText; ///< replaces the call
  std::string KernelName;
};

/// Returns the kernel lambda of a parallel_for_each call (its last argument
/// without implicit copies), or null if that argument is not a lambda.
const clang::LambdaExpr *getKernelLambda(const clang::CallExpr *Call);

/// Outlines parallel_for_each kernels. One instance per translation unit, so
/// that kernel names are unique and deterministic.
class KernelOutliner {
public:
  /// \p Buffer is the main file's text as parsed; \p BodyEdits are the edits
  /// (tile_static, barriers, nested restrictions) to apply to kernel bodies.
  KernelOutliner(clang::ASTContext &Ctx, DiagReporter &Diags,
                 llvm::StringRef Buffer, llvm::StringRef FileName,
                 const EditSet &BodyEdits)
      : Ctx(Ctx), Diags(Diags), Buffer(Buffer), FileName(FileName),
        BodyEdits(BodyEdits) {}

  /// The file is a header of the program (included by several translation
  /// units): kernel names start with the header's \p Stem, and kernels that
  /// are not templates are `static`, as the enclosing inline functions are
  /// defined in every unit that includes the header.
  void setHeaderMode(llvm::StringRef Stem);

  /// Outlines \p Call, a call of concurrency::parallel_for_each in the main
  /// file. Reports AMP2HIP-E0002..E0005 and returns std::nullopt when the
  /// call cannot be translated.
  std::optional<KernelRewrite> outline(const clang::CallExpr *Call);

private:
  clang::ASTContext &Ctx;
  DiagReporter &Diags;
  llvm::StringRef Buffer;
  llvm::StringRef FileName;
  const EditSet &BodyEdits;
  llvm::StringMap<unsigned> NameUses;
  std::string NamePrefix; ///< "<header stem>_" in header mode
  bool StaticKernels = false;

  std::string uniqueKernelName(const clang::FunctionDecl *Enclosing,
                               unsigned Line);

  /// The kernel's template parameter list (\p Header, e.g.
  /// "template <typename T, int N>") and the launch's explicit template
  /// arguments (\p Args, e.g. "<T, N>"): those of the class template
  /// \p ClassPattern (null if none) followed by those of \p Enclosing when
  /// it is a function template. Both stay empty for a plain function.
  /// Reports AMP2HIP-E0004 and returns false when they cannot be copied.
  /// The declarations, at the top of the kernel, of the members of the class
  /// template \p ClassPattern that the body of \p Lambda names without
  /// capturing them: `using value_type = T;`, `constexpr int Width = 4;`.
  /// Reports AMP2HIP-E0004 and returns false for other member uses.
  bool redeclareClassMembers(const clang::LambdaExpr *Lambda,
                             const clang::CXXRecordDecl *ClassPattern,
                             std::vector<std::string> &Decls);

  bool kernelTemplateHeader(const clang::CallExpr *Call,
                            const clang::FunctionDecl *Enclosing,
                            const clang::CXXRecordDecl *ClassPattern,
                            std::string &Header, std::string &Args);
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_KERNELOUTLINER_H
