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

#include "Diagnostics/Diagnostics.h"
#include "Edits/FileEdits.h"
#include "Kernel/KernelCalls.h"
#include "Kernel/LocalTypeHoisting.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>
#include <vector>

namespace amp2hip {

/// The text edits that translate one parallel_for_each call, as offsets in
/// the file being translated: each replaces [Offset, Offset + Length) after the edits inside
/// that range are dropped (Length 0 inserts).
struct KernelRewrite {
  std::vector<Edit> Edits;
  std::string KernelName; ///< the __global__ function launched
  bool NewKernel = false; ///< the edits define the kernel (first use)
  bool Tiled = false;     ///< the kernel takes a tiled_index
};

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
      : Ctx(Ctx), Diags(Diags), File(File), Buffer(Buffer),
        FileName(FileName), BodyEdits(BodyEdits) {}

  /// The file is a header of the program (included by several translation
  /// units): kernel names start with the header's \p Stem, and kernels that
  /// are not templates are `static`, as the enclosing inline functions are
  /// defined in every unit that includes the header.
  void setHeaderMode(llvm::StringRef Stem);

  /// The files being translated (the main file and the program's headers):
  /// a function object's class must be defined in one of them.
  void setProgramFiles(llvm::ArrayRef<clang::FileID> Files) {
    ProgramFiles.insert(Files.begin(), Files.end());
  }

  /// Tells the outliner about \p Call, a call of
  /// concurrency::parallel_for_each in the main file, before any outline():
  /// a named kernel lambda must be used by such calls only.
  void noteKernelCall(const clang::CallExpr *Call);

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
    return Hoister.planned();
  }

  /// The call operator of \p Functor that parallel_for_each launches: the
  /// restrict(amp) one taking one parameter, or null.
  static const clang::CXXMethodDecl *
  getKernelCallOperator(const clang::CXXRecordDecl *Functor) {
    return kernelCallOperator(Functor);
  }

private:
  /// What a kernel is made of, found by outline() or outlineFunctor().
  struct Source;
  /// One kernel parameter (a capture or a data member).
  struct Param;
  /// The index parameter of the kernel's call operator.
  struct Shape;

  clang::ASTContext &Ctx;
  DiagReporter &Diags;
  clang::FileID File;
  llvm::StringRef Buffer;
  llvm::StringRef FileName;
  const FileEdits &BodyEdits;
  llvm::StringMap<unsigned> NameUses;
  std::string NamePrefix; ///< "<header stem>_" in header mode
  bool StaticKernels = false;
  /// The kernel arguments of the calls given to noteKernelCall().
  llvm::DenseSet<const clang::Expr *> KernelArguments;
  llvm::DenseSet<clang::FileID> ProgramFiles;
  /// Named kernel lambdas outlined already, and their kernels' names.
  llvm::DenseMap<const clang::LambdaExpr *, std::string> NamedKernels;

  /// Plans the moves of the local types that kernels name.
  LocalTypeHoister Hoister{Ctx, File, Buffer};
  /// The declaration the kernel being built is inserted before, and where
  /// (set by buildKernel() before its parameters are made).
  const clang::Decl *KernelTop = nullptr;
  unsigned KernelInsertOffset = 0;

  bool Quiet = false;        ///< outlineFunctor(IfPossible): report nothing
  bool QuietFailure = false; ///< something would have been reported

  /// Reports through Diags, or (Quiet) only notes the failure.
  void report(clang::SourceLocation Loc, DiagId Id, const std::string &Message);

  std::optional<KernelRewrite>
  outlineFunctorImpl(const clang::CXXRecordDecl *Functor);

  std::string uniqueKernelName(const clang::FunctionDecl *Enclosing,
                               unsigned Line);

  /// Reads the index parameter of the call operator of \p S into \p Result.
  /// Reports AMP2HIP-E0002 and returns false when it is not index<N> or
  /// tiled_index<...>, or there is not exactly one parameter.
  bool readShape(const Source &S, Shape &Result);

  /// The class template (or partial specialization) whose member \p
  /// Enclosing is, when the kernel's text must be a template over its
  /// parameters (\p ClassPattern), and the innermost class \p Enclosing is
  /// a member of (\p MemberClass: the kernel declares its constants and
  /// type aliases again). Reports AMP2HIP-E0004 for classes it cannot
  /// outline from.
  bool classContext(clang::SourceLocation Loc,
                    const clang::FunctionDecl *Enclosing,
                    const clang::CXXRecordDecl *&ClassPattern,
                    const clang::CXXRecordDecl *&MemberClass);

  /// Adds to \p Params the parameter for a value named \p Name of type \p
  /// T (captured by reference if \p ByRef): the captured variable \p Var,
  /// or a data member of a function object (\p Var null). Reports
  /// AMP2HIP-E0003..E0005 and returns false when it cannot be passed to a
  /// kernel.
  /// Reports the capture error \p Message (AMP2HIP-E0003) of the capture at
  /// \p CaptureLoc of the lambda of \p S where MSVC reports its capture
  /// errors (C3590, C3596): at the lambda's closing brace, or at its body's
  /// opening brace in a template; a note points at the capture.
  void reportCapture(const Source &S, clang::SourceLocation CaptureLoc,
                     llvm::StringRef Name, const std::string &Message);

  bool addParam(const clang::ValueDecl *Var, llvm::StringRef Name,
                clang::QualType T, bool ByRef, clang::SourceLocation Loc,
                const Source &S, const clang::CXXRecordDecl *ClassPattern,
                bool &UsesClassMembers, llvm::SmallVectorImpl<Param> &Params);

  /// The declarations, at the top of the kernel, of the members of the class
  /// \p MemberClass (and its enclosing classes) that \p Body names without
  /// capturing them: `using value_type = T;`, `constexpr int Width = 4;`.
  /// Reports AMP2HIP-E0004 and returns false for other member uses.
  bool redeclareClassMembers(const clang::Stmt *Body, clang::SourceLocation Loc,
                             const clang::CXXRecordDecl *MemberClass,
                             bool Functor, std::vector<std::string> &Decls);

  /// The kernel's template parameter list (\p Header, e.g.
  /// "template <typename T, int N>") and the launch's explicit template
  /// arguments (\p Args, e.g. "<T, N>"): those of the class template
  /// \p ClassPattern (null if none) followed by those of \p Enclosing when
  /// it is a function template. Both stay empty for a plain function.
  /// Reports AMP2HIP-E0004 and returns false when they cannot be copied.
  bool kernelTemplateHeader(clang::SourceLocation Loc,
                            const clang::FunctionDecl *Enclosing,
                            const clang::CXXRecordDecl *ClassPattern,
                            std::string &Header, std::string &Args);

  /// Builds the kernel of \p S: its text (to insert at its outermost
  /// declaration) in \p R, and the launch's kernel expression (the name and
  /// template arguments) and arguments in \p Launch.
  bool buildKernel(const Source &S, KernelRewrite &R, std::string &Launch);
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_KERNELOUTLINER_H
