//===- ExecutionSpace.h - Where each function and expression runs -*- C++ -*-===//
//
// The one execution-space analysis of a translation unit: for every function
// (lambdas, members of local classes and template instantiations included)
// whether it is amp code, cpu code or both, declared or inherited, and for
// every statement or declaration whether it is evaluated in amp code. Every
// check (Checks/) and every rewrite pass (Rewrite/) asks it; nothing else
// decides what amp code is.
//
// The rules (C++ AMP v1.2 §2.1-2.3):
//  - a function's restriction is the one written on it (`restrict(amp)`,
//    `restrict(cpu)`, `restrict(amp, cpu)`, also through macros);
//  - a function without one that is a member of a local class, or the call
//    operator of a lambda, has the restriction of the function whose body
//    defines the class (through enclosing local classes), as MSVC infers it;
//    anything else without one is cpu code;
//  - the kernel of a parallel_for_each runs only on the accelerator: a
//    kernel lambda written `restrict(amp, cpu)` is amp code alone;
//  - code in system headers and in the AMP library's own headers is not the
//    program's: the checks leave it alone.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_ANALYSIS_EXECUTIONSPACE_H
#define AMP2HIP_TOOL_ANALYSIS_EXECUTIONSPACE_H

#include "Analysis/AmpModel.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ASTTypeTraits.h"
#include "llvm/ADT/DenseSet.h"

#include <utility>

namespace amp2hip {

/// Execution spaces of one translation unit. Cheap to query; the parent map
/// it walks is Clang's (ASTContext::getParents), built once.
class ExecutionSpaceAnalysis {
public:
  explicit ExecutionSpaceAnalysis(clang::ASTContext &Ctx) : Ctx(Ctx) {}

  /// Declares \p L a parallel_for_each kernel (written in the call or named
  /// by a local variable): its body is amp code only, whatever its
  /// restriction says. The rewriter adds every kernel of the program before
  /// its passes run.
  void addKernelLambda(const clang::LambdaExpr *L) { Kernels.insert(L); }

  /// True if \p L is a parallel_for_each kernel: added, or the kernel
  /// argument of a parallel_for_each call (the call is its parent, through
  /// implicit conversions and temporaries; template instantiations too).
  bool isKernelLambda(const clang::LambdaExpr *L) const;

  /// The restriction of \p FD: written on it, else inherited
  /// (Restriction::Inherited) from the function whose body defines its
  /// class, else none (cpu code). §2.2-2.3.
  Restriction ofFunction(const clang::FunctionDecl *FD) const {
    return getEffectiveRestriction(FD);
  }

  /// True if \p D is written by the program: its expansion location is
  /// valid and not in a system header, and it is not declared by the AMP
  /// library (namespace Concurrency).
  bool isProgramCode(const clang::Decl *D) const;

  /// True if the body of \p FD is amp code that the checks cover: its
  /// restriction (written or inherited) includes amp, and the function that
  /// writes that restriction is program code. For a lambda or a member of a
  /// local class without a restriction of its own, that is the enclosing
  /// function.
  bool isCheckedAmpCode(const clang::FunctionDecl *FD) const;

  /// The restriction under which \p Node (a statement, expression or
  /// declaration inside a function body) is evaluated: that of the innermost
  /// function or lambda whose body holds it (ofFunction; a kernel lambda is
  /// amp only). Empty outside any function (namespace-scope initializers).
  Restriction enclosing(const clang::DynTypedNode &Node) const;
  template <typename T> Restriction enclosing(const T *Node) const {
    return enclosing(clang::DynTypedNode::create(*Node));
  }

  /// True if \p Node is evaluated in amp code (enclosing(Node).Amp).
  template <typename T> bool isInAmpCode(const T *Node) const {
    return enclosing(Node).Amp;
  }

  /// The innermost function whose body holds \p Node (a lambda's call
  /// operator for a lambda body), or null.
  const clang::FunctionDecl *
  enclosingFunction(const clang::DynTypedNode &Node) const;

  /// The lambda expression of closure class \p Closure (from the parent
  /// map), or null.
  const clang::LambdaExpr *
  lambdaExprOf(const clang::CXXRecordDecl *Closure) const;

private:
  /// The innermost function whose body holds \p Node and, when that is a
  /// lambda's body reached through its LambdaExpr, the lambda.
  std::pair<const clang::FunctionDecl *, const clang::LambdaExpr *>
  enclosingFunctionOrLambda(const clang::DynTypedNode &Node) const;

  clang::ASTContext &Ctx;
  llvm::DenseSet<const clang::LambdaExpr *> Kernels;
};

} // namespace amp2hip

#endif // AMP2HIP_TOOL_ANALYSIS_EXECUTIONSPACE_H
