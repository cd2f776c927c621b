//===- AmpStatementRules.h - statements and expressions in amp code -*- C++
//-*-//
//
// C++ AMP v1.2 §2.4.2 (function declarators) and §2.4.3 (function scope,
// summarised as the statement and expression rules of §2.4.2 in issue 9)
// leave a set of C++ constructs out of amp-restricted code: recursion,
// virtual functions and calls, dynamic_cast, typeid, goto and labels,
// try/catch/throw, asm, C-style variadic functions, static and thread_local
// locals, uses of variables of static storage duration (globals, static
// members, static locals of other functions), new and delete, and
// tile_static outside a tiled kernel. MSVC rejects them with C3586, C3587,
// C3591, C3593, C3594, C3581 and others; amp2hip reports them as
// AMP2HIP-E0016 at the construct.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_AMPSTATEMENTRULES_H
#define AMP2HIP_TOOL_AMPSTATEMENTRULES_H

#include "Analysis/ExecutionSpace.h"

#include "clang/AST/ASTContext.h"

namespace amp2hip {

/// Reports every construct of amp-restricted code of the program (the
/// bodies of restrict(amp) and restrict(amp, cpu) functions, member
/// functions and lambdas, kernels included, and of classes local to them;
/// not system headers, not the AMP library) that C++ AMP v1.2 §2.4.2/§2.4.3
/// forbids, as AMP2HIP-E0016 at its location. Function templates are checked
/// in each instantiation. Types are AMP2HIP-E0014's (AmpTypeRules.h) and calls
/// of functions without an amp overload AMP2HIP-E0011's: neither is reported
/// again here. Returns the number of errors reported.
unsigned reportAmpStatementViolations(clang::ASTContext &Ctx,
                                      const ExecutionSpaceAnalysis &Spaces);

/// Reports each restriction specifier of the program written on a variable,
/// data member, parameter or type name rather than on a function declarator
/// (`int (*p)(int) restrict(amp);`), as AMP2HIP-E0019 (C++ AMP v1.2 §2.1.1,
/// §2.3.1). Clang itself rejects restrict(amp) on non-static locals and
/// parameters (its CUDA "__device__ ... not allowed on non-static local
/// variables", mapped to E0019 by RestrictionDiagConsumer): those are not
/// reported again. Returns the number of errors reported.
unsigned reportRestrictedVariables(clang::ASTContext &Ctx);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_AMPSTATEMENTRULES_H
