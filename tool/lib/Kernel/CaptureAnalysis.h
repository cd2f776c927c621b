//===- CaptureAnalysis.h - What a kernel does with its captures -*- C++ -*-===//
//
// Two questions about the body of a kernel lambda:
//  - is a captured array_view / array only read? Then its kernel parameter is
//    `read_only_param_t`, and the runtime neither invalidates the host copy
//    nor copies the data back (DESIGN.md, decision 3);
//  - which local variables of the enclosing function does the body name
//    without capturing them (constants such as `static const int TS = 2;`)?
//    They are declared again inside the outlined kernel.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_CAPTUREANALYSIS_H
#define AMP2HIP_TOOL_CAPTUREANALYSIS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

namespace amp2hip {

/// One variable (or `this`) a kernel lambda captures.
struct CaptureInfo {
  const clang::ValueDecl *Var = nullptr; ///< null for `this` and VLA types
  bool ByRef = false;
  bool This = false;
  bool InitCapture = false;
  clang::SourceLocation Loc;
};

/// The captures of \p Lambda, in capture order. Inside a template, Clang
/// defers implicit captures of dependent variables to instantiation, so they
/// are recovered from the body: every variable of \p Enclosing that the body
/// names and that is not a constant is captured with the default mode.
llvm::SmallVector<CaptureInfo, 8>
collectCaptures(const clang::LambdaExpr *Lambda,
                const clang::FunctionDecl *Enclosing, clang::ASTContext &Ctx);

/// True if every use of \p Var inside \p Body only reads elements or the
/// extent: `v[i]`, `v(i, j)` or `v.extent` whose result is converted to an
/// rvalue (or copied). Any other use, such as passing the container to a
/// function, counts as a possible write. Conservative: false means "maybe
/// written".
bool isOnlyRead(const clang::ValueDecl *Var, const clang::Stmt *Body,
                clang::ASTContext &Ctx);

/// True if the local \p VD is a constant that a kernel names without
/// capturing it and that the kernel can declare again: usable in constant
/// expressions, or (in a template) a const integral or enumeration variable
/// whose initializer depends on the template's parameters and names nothing
/// but them, enumerators and such constants (ampblas's `static const int
/// m_thread = m_block / m_c_tile;`, an array bound).
bool isKernelConstant(const clang::VarDecl *VD, clang::ASTContext &Ctx);

/// The uncaptured local variables of \p Enclosing that \p Body refers to, and
/// (transitively) those their initializers refer to, in declaration order.
/// \p Lambda's own declarations and its captures are excluded.
llvm::SmallVector<const clang::VarDecl *, 4>
collectUncapturedLocals(const clang::LambdaExpr *Lambda,
                        const clang::FunctionDecl *Enclosing,
                        clang::ASTContext &Ctx);

/// The first class or enum declared inside a function that the type \p T
/// is or names, through pointers, references, arrays and template arguments
/// (`array_view<Local, 1>`); null if none. A kernel outlined to namespace
/// scope cannot name it in its parameters. Declarations in \p Skip (moved
/// to namespace scope already) are passed over.
const clang::NamedDecl *findLocalTypeIn(
    clang::QualType T,
    const llvm::SmallPtrSetImpl<const clang::NamedDecl *> *Skip = nullptr);

/// Declarations local to \p Enclosing (types, enums, typedefs) that \p Body
/// names. A kernel outlined to namespace scope cannot see them.
llvm::SmallVector<const clang::NamedDecl *, 2>
collectLocalTypeUses(const clang::LambdaExpr *Lambda,
                     const clang::FunctionDecl *Enclosing);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_CAPTUREANALYSIS_H
