//===- KernelPlan.h - What one parallel_for_each becomes --------*- C++ -*-===//
//
// A kernel is translated in two steps, as clang/lib/Tooling/Refactoring/
// Extract does: KernelPlanner::planKernel() analyses a parallel_for_each call
// (or a function object's class) and reports every diagnostic, writing no
// text; emitKernel() (KernelEmitter.h) turns the resulting KernelPlan into
// the edits: the `__global__` kernel, the launch, and the edits of the call
// site. The generated code is specified in docs/architecture.md, "Generated
// code contract".
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_KERNEL_KERNELPLAN_H
#define AMP2HIP_TOOL_KERNEL_KERNELPLAN_H

#include "Diagnostics/Diagnostics.h"
#include "Edits/FileEdits.h"
#include "Edits/SourceUtil.h"
#include "Kernel/TileLoops.h"

#include "clang/AST/Decl.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace amp2hip {

/// How the call site launches the kernel, and so which parts of a
/// KernelPlan are set.
enum class KernelLaunchForm {
  /// `parallel_for_each(domain, [=](index<N> i) restrict(amp) {...})`: the
  /// lambda becomes a kernel and the call `amp2hip::parallel_for_each(domain,
  /// kernel, captures...)`.
  Lambda,
  /// The first parallel_for_each of a kernel lambda held in a local variable
  /// (`auto k = [=](...) restrict(amp) {...}; parallel_for_each(e, k);`): the
  /// lambda becomes a kernel, the variable a host lambda that launches it on
  /// the domain it is called with, and the call `k(domain)`.
  NamedLambdaDefinition,
  /// A later parallel_for_each of the same named lambda: the call `k(domain)`.
  NamedLambdaUse,
  /// A parallel_for_each of a function object (C++ AMP v1.2 chapter 7: any
  /// class with a restrict(amp) call operator taking the index): the call
  /// `(object).amp2hip_launch(domain)`. The kernel is planned with the class
  /// (FunctorClass).
  FunctorCall,
  /// The class of a function object that parallel_for_each launches: its
  /// call operator becomes a kernel whose parameters are the data members,
  /// and the class gets the member `amp2hip_launch(domain...)`.
  FunctorClass,
};

/// The index parameter of the kernel's call operator (C++ AMP v1.2 §4.1
/// index<N>, §4.4 tiled_index<D0, D1, D2>).
struct KernelIndex {
  bool Tiled = false;
  std::string TypeText; ///< e.g. "Concurrency::tiled_index<2, 2>"
  std::string RankText; ///< e.g. "2"
  std::string TileArgs; ///< e.g. "2, 2" (tiled only)
  std::string Name;     ///< the parameter's name ("amp2hip_unused_index")
  bool Unused = false;  ///< the kernel never names the parameter
};

/// One kernel parameter: a capture of the lambda, or a data member of the
/// function object, in capture (declaration) order. The launch passes the
/// host variable of the same name.
struct KernelParam {
  /// The captured variable or the data member.
  const clang::ValueDecl *Decl = nullptr;
  std::string Name; ///< the capture's name, the argument of the launch
  /// The parameter's type: `amp2hip::kernel_param_t<T>`, or
  /// `amp2hip::read_only_param_t<T>` for an array_view or array that the
  /// kernel only reads (ReadOnly); T is the captured type without cv and
  /// references, spelled at namespace scope (`const` kept on an array
  /// captured by reference).
  std::string Type;
  bool ReadOnly = false;
  /// Declared `const`: the lambda is not mutable, or the function object's
  /// call operator is const.
  bool Const = false;
  /// A C array: the parameter is `amp2hip_capture_<Name>`, and the kernel
  /// starts with a reference `Name` to its value.
  bool CArray = false;
};

/// A declaration written again at the top of the kernel: a member type
/// alias or constant of the enclosing class, or a local constant of the
/// enclosing function that the body names without capturing it.
struct KernelRedeclaration {
  enum KindType {
    TypeAlias, ///< `using Name = Type;`
    Constexpr, ///< `constexpr Type Name = Init;`
    Variable,  ///< `Type Name = Init;` (Type keeps its const)
  };
  KindType Kind = Variable;
  std::string Name;
  std::string Type;
  std::string Init; ///< the initializer as written (not for TypeAlias)
};

/// What a kernel in a member of a class (or a function object's call
/// operator) uses of its class (KernelPlanner::redeclareClassMembers).
struct KernelClassUses {
  /// The member type aliases and constants declared again in the kernel.
  std::vector<KernelRedeclaration> Decls;
  /// (offset in the file, text inserted there): the class's name before
  /// unqualified calls of its static member functions.
  std::vector<std::pair<unsigned, std::string>> Qualifiers;
  /// The kernel names the class: it must be defined after the class.
  bool NeedsCompleteClass = false;
};

/// Everything that translating one parallel_for_each call (or one function
/// object's class) needs, found by KernelPlanner::planKernel(). Offsets are
/// in Buffer, the text of the file being translated; emitKernel() writes the
/// text.
struct KernelPlan {
  KernelLaunchForm Form = KernelLaunchForm::Lambda;
  /// The `__global__` function launched: `amp2hip_kernel_[<header>_]
  /// [<class>_]<function>_<line>[_<n>]`; for FunctorCall, the class's name.
  std::string KernelName;
  llvm::StringRef Buffer;

  /// True for the forms that define the kernel (Lambda,
  /// NamedLambdaDefinition, FunctorClass): the members of the kernel's
  /// definition below are set.
  bool definesKernel() const {
    return Form == KernelLaunchForm::Lambda ||
           Form == KernelLaunchForm::NamedLambdaDefinition ||
           Form == KernelLaunchForm::FunctorClass;
  }

  /// The kernel's definition.
  /// @{
  /// Where it is written, for its first comment line: the file's name (no
  /// directory) and the line and column of the call (of the named lambda, of
  /// the function object's class).
  std::string FileName;
  unsigned Line = 0;
  unsigned Column = 0;
  /// Where the kernel is inserted: before the namespace-scope declaration
  /// around the kernel (and the comment attached to it).
  unsigned InsertOffset = 0;
  /// Where the definition is inserted when it must follow its class (the
  /// kernel calls the class's static member functions from a member defined
  /// inside the class): only the kernel's declaration is at InsertOffset.
  std::optional<unsigned> DefinitionOffset;
  /// The template parameter list of the kernel (`template <typename T>`,
  /// copied from the enclosing class template and function template) and
  /// the launch's explicit template arguments (`<T>`); empty if none.
  std::string TemplateHeader;
  std::string TemplateArgs;
  /// `static`: a kernel of a program header that is not a template.
  bool Static = false;
  /// The kernel goes inside a braced `extern "C" { ... }`: it is wrapped in
  /// `extern "C++" { ... }`, so that it keeps C++ linkage (a template cannot
  /// have C linkage).
  bool CxxLinkage = false;
  KernelIndex Index;
  std::vector<KernelParam> Params;
  /// The class's members, then the function's local constants.
  std::vector<KernelRedeclaration> Redeclarations;
  /// The offsets of the host declarations of those local constants (`const
  /// int shift = ...;` before a kernel that reads `shift`): marked
  /// `[[maybe_unused]]`, since the kernel, which declares its own, may have
  /// been their only use (GCC's and nvcc's -Wunused-variable).
  std::vector<unsigned> HostConstants;
  /// The body of the call operator (braces included), and the edits to
  /// apply to it: the translation's edits so far (tile_static, barriers...)
  /// and, for a function object, the removals of `this->`.
  OffsetRange Body;
  FileEdits BodyEdits;
  /// The body cut at its barriers for the CPU platform (TileLoops.h); none
  /// for a kernel that is not tiled, has no barrier, or breaks its rules.
  std::optional<TileLoopPlan> TileLoops;
  /// @}

  /// The call site (every form but FunctorClass).
  /// @{
  /// The translation's edits so far, applied to the text copied from the
  /// call (its domain arguments, a function object's expression).
  const FileEdits *CallEdits = nullptr;
  OffsetRange Call;        ///< the whole parallel_for_each call
  OffsetRange Domain;      ///< "(domain": the callee's end to the domain's end
  OffsetRange FunctorExpr; ///< FunctorCall: the function object
  /// NamedLambda*: the variable holding the lambda.
  std::string LambdaVariable;
  /// NamedLambdaDefinition: the lambda expression, and its capture list.
  OffsetRange Lambda;
  OffsetRange LambdaIntroducer;
  /// @}

  /// FunctorClass.
  /// @{
  unsigned ClassClosingBrace = 0; ///< offset of the class's `}`
  /// The class's member functions that the call operator calls (directly or
  /// through each other), callees first: each is written at the top of the
  /// kernel as a lambda of its name capturing the kernel's parameters (the
  /// data members) by reference, `const auto eval = [&](int x) -> int
  /// {...};`, so that the call operator's calls of it are unchanged.
  struct MemberFunction {
    std::string Name;
    OffsetRange Params;     ///< `(int x)`, parentheses included
    std::string ReturnType; ///< as written
    OffsetRange Body;       ///< braces included; BodyEdits apply
  };
  std::vector<MemberFunction> MemberFunctions;
  /// The call operator's body is emptied (it runs only as the kernel); the
  /// name of its index parameter, cast to void there ("" if unnamed).
  bool EmptyCallOperator = false;
  OffsetRange CallOperatorBody;
  std::string IndexParamName;
  /// @}
};

/// The error of a kernel that cannot be planned: the diagnostics reported
/// (or, when planning quietly, that would have been), in order; empty when
/// nothing was reported (a call Clang did not accept, or one reported
/// elsewhere).
class KernelPlanError : public llvm::ErrorInfo<KernelPlanError> {
public:
  static char ID;
  explicit KernelPlanError(llvm::SmallVector<DiagId, 2> Reported)
      : Reported(std::move(Reported)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;
  llvm::SmallVector<DiagId, 2> Reported;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_KERNEL_KERNELPLAN_H
