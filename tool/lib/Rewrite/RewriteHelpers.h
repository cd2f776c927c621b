//===- RewriteHelpers.h - Small queries the rewrite passes share --*- C++
//-*-===//
//
// Queries of single AST nodes that several rewrite passes (or the rewriter
// and a pass) use: callee names, barrier spellings, runtime header names,
// the messages of E0011 and W0001.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_REWRITE_REWRITEHELPERS_H
#define AMP2HIP_TOOL_REWRITE_REWRITEHELPERS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace amp2hip {

/// The name a call's callee was written with, for calls whose callee is not
/// resolved yet (in templates).
llvm::StringRef calleeName(const clang::CallExpr *Call);

/// The kernel lambda of a parallel_for_each call: written in the call or
/// named by a local variable; null for a function object.
const clang::LambdaExpr *kernelLambdaOf(const clang::CallExpr *Call);

/// What a barrier or fence call becomes, or "" if \p Call is neither.
/// \p InDevice: the call is in amp code, where an unresolved `.wait()` can
/// only be tile_barrier::wait.
llvm::StringRef barrierReplacement(const clang::CallExpr *Call, bool InDevice);

/// Maps an AMP header to its runtime counterpart, or "" for other headers.
llvm::StringRef runtimeHeaderFor(llvm::StringRef Name);

/// True if \p VD has no initializer written, and its default construction
/// calls a constructor that is not trivial (`tile_static Particle p[8];`; in
/// a template, `Particle p[N]` has no initializer yet: its element type
/// decides).
bool isImplicitDefaultConstruction(const clang::VarDecl *VD);

/// True if \p VD, in a template, has no initializer written and its type's
/// element type (arrays stripped) depends on a template parameter
/// (`tile_static T a[N];`): whether its default construction is trivial
/// differs between the template's instantiations.
bool hasDependentElementType(const clang::VarDecl *VD);

/// True if \p VD is initialized by anything but a trivial default
/// construction (C++ AMP v1.2 §2.4.3 forbids initializers on tile_static).
bool hasInitializer(const clang::VarDecl *VD);

/// The AMP2HIP-E0011 message for a call of \p Callee from amp code.
std::string callOutsideRestrictionMessage(llvm::StringRef Callee);


} // namespace amp2hip

#endif // AMP2HIP_TOOL_REWRITE_REWRITEHELPERS_H
