//===- KernelCalls.h - What a parallel_for_each call launches ---*- C++ -*-===//
//
// The kernel argument of a `concurrency::parallel_for_each` call (C++ AMP
// v1.2 §3.2, chapter 7): a lambda written in the call, a local variable
// holding a lambda, or a function object whose class has a restrict(amp)
// call operator taking the index; and where that kernel sits in the program
// (the function it is outlined from, the namespace-scope declaration it is
// inserted before).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_KERNEL_KERNELCALLS_H
#define AMP2HIP_TOOL_KERNEL_KERNELCALLS_H

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

namespace amp2hip {

/// The kernel argument of a parallel_for_each call (its last argument)
/// without implicit copies and conversions, or null for a call without
/// arguments.
const clang::Expr *kernelArgument(const clang::CallExpr *Call);

/// Returns the kernel lambda of a parallel_for_each call (its last argument
/// without implicit copies), or null if that argument is not a lambda.
const clang::LambdaExpr *getKernelLambda(const clang::CallExpr *Call);

/// The local variable of the enclosing function, with an initializer, that
/// the kernel argument of a parallel_for_each call names, or null.
const clang::VarDecl *namedKernelVariable(const clang::CallExpr *Call);

/// Returns the lambda that the kernel argument of a parallel_for_each call
/// names (`auto k = [=](index<1> i) restrict(amp) {...};
/// parallel_for_each(e, k);`), or null: the argument is a local variable of
/// the enclosing function initialized with a lambda expression.
const clang::LambdaExpr *getNamedKernelLambda(const clang::CallExpr *Call);

/// Returns the class of the function object that a parallel_for_each call
/// launches (C++ AMP v1.2 §7: any type with a restrict(amp) call operator
/// taking the index), as the pattern that its source text defines (the
/// class template's, for a specialization), or null when the kernel
/// argument is a lambda or its type is not a class known here.
const clang::CXXRecordDecl *getFunctorClass(const clang::CallExpr *Call);

/// The call operator of \p Functor that parallel_for_each launches: the
/// restrict(amp) one taking one parameter, or null.
const clang::CXXMethodDecl *
kernelCallOperator(const clang::CXXRecordDecl *Functor);

/// The function a kernel lambda is written in: the function of the lambda's
/// class, enclosing lambdas skipped; null outside a function.
const clang::FunctionDecl *
getEnclosingFunction(const clang::LambdaExpr *Lambda);

/// The outermost function around \p Enclosing (a member of a local class
/// is inside the function that declares the class): types local to it are
/// local to the kernel's context too.
const clang::FunctionDecl *
outermostFunction(const clang::FunctionDecl *Enclosing);

/// The declaration at namespace scope that contains \p FD, which a kernel
/// outlined from \p FD is inserted before: the function itself (or its
/// template), the outermost class it is defined in, or the function that
/// declares its local class.
const clang::Decl *getOutermostDecl(const clang::FunctionDecl *FD);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_KERNEL_KERNELCALLS_H
