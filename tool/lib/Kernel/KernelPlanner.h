//===- KernelPlanner.h - Analysis of parallel_for_each kernels --*- C++ -*-===//
//
// The first step of translating a kernel (KernelPlan.h): what its captures
// become, where it goes, which local types move with it, how it is launched,
// and every diagnostic (AMP2HIP-E0002..E0005, E0022) when it cannot be
// translated. No text is written here.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_KERNEL_KERNELPLANNER_H
#define AMP2HIP_TOOL_KERNEL_KERNELPLANNER_H

#include "Analysis/LambdaInstantiations.h"
#include "Diagnostics/Diagnostics.h"
#include "Edits/FileEdits.h"
#include "Kernel/KernelPlan.h"
#include "Kernel/LocalTypeHoisting.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

#include <string>

namespace amp2hip {

/// Plans the kernels of one translated file. One instance per file, so
/// that kernel names are unique and deterministic, a named kernel lambda is
/// defined once, and the moves of local types are planned together.
class KernelPlanner {
public:
  /// \p File is the file being translated (the main file or one of the
  /// program's headers), \p Buffer its text as parsed, \p FileName its
  /// path; \p BodyEdits are the translation's edits so far (tile_static,
  /// barriers, nested restrictions), which the kernel bodies and the copied
  /// call arguments get.
  KernelPlanner(clang::ASTContext &Ctx, DiagReporter &Diags, clang::FileID File,
                llvm::StringRef Buffer, llvm::StringRef FileName,
                const FileEdits &BodyEdits)
      : Ctx(Ctx), Diags(Diags), File(File), Buffer(Buffer), FileName(FileName),
        BodyEdits(BodyEdits), Instantiations(Ctx) {}

  /// Kernel names start with the header's \p Stem, and kernels that are
  /// not templates are `static` (see KernelOutliner::setHeaderMode).
  void setHeaderMode(llvm::StringRef Stem);

  /// The files being translated: a function object's class must be defined
  /// in one of them.
  void setProgramFiles(llvm::ArrayRef<clang::FileID> Files) {
    ProgramFiles.insert(Files.begin(), Files.end());
  }

  /// Notes \p Call, a parallel_for_each call of the file, before any
  /// planKernel(): a named kernel lambda must be used by such calls only.
  void noteKernelCall(const clang::CallExpr *Call);

  /// Plans the translation of \p Call, a call of
  /// concurrency::parallel_for_each (C++ AMP v1.2 §3.2) written in the
  /// file: a lambda written in the call or named by a local variable becomes
  /// a kernel (the first call of a named one defines it; later ones use it);
  /// a function object is launched through the member that planning its
  /// class adds. Reports AMP2HIP-E0002 (not a lambda or function object with
  /// a restrict(amp) call operator taking index<N> or tiled_index<...>),
  /// E0003 (a capture C++ AMP or HIP cannot pass: by reference, a pointer,
  /// not trivially copyable, `this`), E0004 (a context amp2hip cannot
  /// outline from: macros, class templates, member uses), E0005 (local
  /// declarations that cannot move) or E0022 (conflicting edits), and
  /// returns a KernelPlanError listing them.
  llvm::Expected<KernelPlan> planKernel(const clang::CallExpr *Call);

  /// Plans the kernel of the function object class \p Functor, launched by
  /// parallel_for_each: its restrict(amp) call operator becomes a kernel
  /// whose parameters are the class's data members, inserted before the
  /// class, and the class gets the member `amp2hip_launch(domain...)`.
  /// Reports as planKernel(const CallExpr *) does; with \p IfPossible,
  /// nothing is reported (a header's class that this translation unit does
  /// not launch) and any problem is a KernelPlanError.
  llvm::Expected<KernelPlan> planKernel(const clang::CXXRecordDecl *Functor,
                                        bool IfPossible = false);

  /// The moves of local types that the planned kernels name (in the order
  /// planned).
  const std::vector<HoistedLocal> &hoistedLocals() const {
    return Hoister.planned();
  }

  /// The private and protected member types (classes, enums, typedefs) that
  /// planned kernels name in their parameters' types and that this file
  /// declares: declared public for the kernel (Passes/Kernels.cpp), as
  /// the lambda inside the member function could name them (Microsoft's
  /// Morph demo). Each once, in the order first named.
  const std::vector<const clang::NamedDecl *> &publishedMemberTypes() const {
    return PublishedMemberTypes;
  }

private:
  std::vector<const clang::NamedDecl *> PublishedMemberTypes;
  /// True if \p Member, a private or protected member type, is declared
  /// in this file where it can be declared public; if so, records it.
  bool publishMemberType(const clang::NamedDecl *Member);

  /// What a kernel is made of: a lambda or a function object's class.
  struct Source {
    /// The call operator: the lambda's, or the function object's.
    const clang::FunctionDecl *CallOp = nullptr;
    const clang::Stmt *Body = nullptr;
    const clang::LambdaExpr *Lambda = nullptr;     ///< null for a functor
    const clang::CXXRecordDecl *Functor = nullptr; ///< null for a lambda
    /// The function the kernel is outlined from: the lambda's enclosing
    /// function, or the function object's call operator.
    const clang::FunctionDecl *Enclosing = nullptr;
    clang::SourceLocation Loc; ///< where errors about the whole kernel point
    /// Where the kernel is written: its name and comment give the line.
    clang::SourceLocation NameLoc;
  };
  /// The classes around the kernel's enclosing function (classContext()).
  struct ClassContext {
    /// The class template (or partial specialization) the function is a
    /// member of: the kernel is a template over its parameters.
    const clang::CXXRecordDecl *Pattern = nullptr;
    /// The innermost class the function is a member of: the kernel declares
    /// its constants and type aliases again.
    const clang::CXXRecordDecl *MemberClass = nullptr;
  };

  clang::ASTContext &Ctx;
  DiagReporter &Diags;
  clang::FileID File;
  llvm::StringRef Buffer;
  llvm::StringRef FileName;
  const FileEdits &BodyEdits;
  /// The instantiations of the kernel lambdas written in templates: a rule
  /// of C++ AMP that MSVC checks at instantiation consults them.
  LambdaInstantiations Instantiations;
  llvm::StringMap<unsigned> NameUses;
  std::string NamePrefix; ///< "<header stem>_" in header mode
  bool StaticKernels = false;
  /// The kernel arguments of the calls given to noteKernelCall().
  llvm::DenseSet<const clang::Expr *> KernelArguments;
  llvm::DenseSet<clang::FileID> ProgramFiles;
  /// Named kernel lambdas planned already, and their kernels' names.
  llvm::DenseMap<const clang::LambdaExpr *, std::string> NamedKernels;
  /// Plans the moves of the local types that kernels name.
  LocalTypeHoister Hoister{Ctx, File, Buffer};
  /// The declaration the kernel being planned is inserted before, and
  /// where (set by planDefinition() before its parameters are planned).
  const clang::Decl *KernelTop = nullptr;
  unsigned KernelInsertOffset = 0;

  bool Quiet = false;        ///< planKernel(IfPossible): report nothing
  bool QuietFailure = false; ///< something would have been reported
  /// The diagnostics reported for the kernel being planned.
  llvm::SmallVector<DiagId, 2> Reported;

  /// Reports through Diags, or (Quiet) only notes the failure.
  void report(clang::SourceLocation Loc, DiagId Id, const std::string &Message);
  /// The error of the kernel being planned, with the diagnostics reported.
  llvm::Error failure();

  // KernelPlanner.cpp: the call sites.
  bool planCallSite(const clang::CallExpr *Call, KernelPlan &Plan);
  bool planFunctorCall(const clang::CallExpr *Call, KernelPlan &Plan);
  bool planLambdaCall(const clang::CallExpr *Call, const clang::LambdaExpr *L,
                      bool Named, KernelPlan &Plan);
  bool planNamedLambda(const clang::CallExpr *Call, const Source &S,
                       KernelPlan &Plan);
  /// Reports a use of the named kernel lambda's variable \p Var in
  /// \p Enclosing other than as a kernel argument of a noted call.
  bool checkNamedLambdaUses(const clang::VarDecl *Var,
                            const clang::FunctionDecl *Enclosing);
  bool planFunctorClass(const clang::CXXRecordDecl *Functor, KernelPlan &Plan);
  std::string uniqueKernelName(const clang::FunctionDecl *Enclosing,
                               unsigned Line);

  // KernelDefinitionPlanner.cpp: the kernel's definition.
  /// Plans the kernel of \p S: the members of \p Plan from FileName to
  /// BodyEdits, and its name.
  bool planDefinition(const Source &S, KernelPlan &Plan);
  /// The place of the kernel: Plan.InsertOffset and Plan.Body; KernelTop.
  bool planPlacement(const Source &S, KernelPlan &Plan);
  /// The lambda's captures, as parameters.
  bool planCaptures(const Source &S, const ClassContext &Class,
                    bool &UsesClassMembers, KernelPlan &Plan);
  /// The function object's data members, as parameters.
  bool planDataMembers(const Source &S, const ClassContext &Class,
                       bool &UsesClassMembers, KernelPlan &Plan);
  /// The local types the lambda names (moved to namespace scope) and the
  /// local constants it names without capturing them (declared again).
  bool planLocalDeclarations(const Source &S, KernelPlan &Plan);
  /// A function object's uses of `this` (`this->` removed from BodyEdits),
  /// and the member functions its call operator calls
  /// (KernelPlan::MemberFunctions), whose uses of the class are added to
  /// \p ClassUses.
  bool planThisUses(const Source &S, const ClassContext &Class,
                    KernelClassUses &ClassUses, KernelPlan &Plan);
  /// Reads the index parameter of the call operator of \p S into \p Result.
  /// Reports AMP2HIP-E0002 and returns false when it is not index<N> or
  /// tiled_index<...>, or there is not exactly one parameter.
  bool readIndex(const Source &S, KernelIndex &Result);
  void readIndexArguments(clang::QualType IndexType, bool DependentName,
                          KernelIndex &Result);

  // KernelParams.cpp: one parameter.
  /// Adds to \p Params the parameter for a value named \p Name of type \p
  /// T (captured by reference if \p ByRef): the captured variable \p Var,
  /// or the data member \p Var of a function object. Reports
  /// AMP2HIP-E0003..E0005 and returns false when it cannot be passed to a
  /// kernel.
  bool addParam(const clang::ValueDecl *Var, llvm::StringRef Name,
                clang::QualType T, bool ByRef, clang::SourceLocation Loc,
                const Source &S, const clang::CXXRecordDecl *ClassPattern,
                bool &UsesClassMembers, std::vector<KernelParam> &Params);
  /// Reports a capture (by reference, by value, a pointer) that C++ AMP
  /// does not allow for \p T (C++ AMP v1.2 §2.4.3.3; MSVC C3590, C3596).
  bool checkCaptureMode(llvm::StringRef Name, clang::QualType T, bool ByRef,
                        clang::SourceLocation Loc, const Source &S);
  /// Plans the moves of the local classes that \p T names; reports
  /// AMP2HIP-E0005 for one that cannot move.
  bool hoistLocalTypesOf(llvm::StringRef Name, clang::QualType T,
                         clang::SourceLocation Loc, const Source &S);
  /// Reports the capture error \p Message (AMP2HIP-E0003) of the capture at
  /// \p CaptureLoc of the lambda of \p S where MSVC reports its capture
  /// errors (C3590, C3596): at the lambda's closing brace, or at its body's
  /// opening brace in a template; a note points at the capture.
  void reportCapture(const Source &S, clang::SourceLocation CaptureLoc,
                     llvm::StringRef Name, const std::string &Message);

  // KernelClassContext.cpp: kernels in members of classes.
  /// The class template and member class around \p Enclosing. Reports
  /// AMP2HIP-E0004 for classes it cannot outline from.
  bool classContext(clang::SourceLocation Loc,
                    const clang::FunctionDecl *Enclosing, ClassContext &Result);
  /// The declarations, at the top of the kernel, of the members of the class
  /// \p MemberClass (and its enclosing classes) that \p Body names without
  /// capturing them: `using value_type = T;`, `constexpr int Width = 4;`.
  /// Reports AMP2HIP-E0004 and returns false for other member uses.
  /// Unqualified calls of the class's public static member functions are
  /// qualified in the kernel: \p Uses gets (offset in the file, text to
  /// insert there), `histogram_amp::` before `addword_256(...)`, and whether
  /// the kernel must come after the class's definition.
  bool redeclareClassMembers(const clang::Stmt *Body, clang::SourceLocation Loc,
                             const clang::CXXRecordDecl *MemberClass,
                             bool Functor, KernelClassUses &Uses);
  /// Places the kernel's definition after the definition of \p MemberClass
  /// when the class is not complete where the kernel would be inserted (a
  /// member function defined inside its class): a declaration stays at
  /// Plan.InsertOffset, the definition goes after the outermost class's
  /// `;` (KernelPlan::DefinitionOffset). Reports AMP2HIP-E0004 when there is
  /// no such place.
  bool placeAfterClass(const Source &S, const clang::CXXRecordDecl *MemberClass,
                       KernelPlan &Plan);
  /// Reports an out-of-line definition that renames the template
  /// parameters of \p ClassPattern, whose names the kernel's member aliases
  /// and constants use.
  bool checkTemplateParamNames(const Source &S,
                               const clang::CXXRecordDecl *ClassPattern);
  /// The kernel's template parameter list (Plan.TemplateHeader, e.g.
  /// "template <typename T, int N>") and the launch's explicit template
  /// arguments (Plan.TemplateArgs, e.g. "<T, N>"): those of the class
  /// template \p ClassPattern (null if none) followed by those of \p
  /// Enclosing when it is a function template. Both stay empty for a plain
  /// function. Reports AMP2HIP-E0004 and returns false when they cannot be
  /// copied.
  bool kernelTemplateHeader(clang::SourceLocation Loc,
                            const clang::FunctionDecl *Enclosing,
                            const clang::CXXRecordDecl *ClassPattern,
                            KernelPlan &Plan);
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_KERNEL_KERNELPLANNER_H
