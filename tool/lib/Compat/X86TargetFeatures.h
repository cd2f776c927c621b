//===- X86TargetFeatures.h - x86 intrinsics, as MSVC ------------*- C++ -*-===//
//
// MSVC compiles a call of any x86 intrinsic (`_mm_hadd_epi32`, SSSE3;
// `_mm256_add_ps`, AVX; `__lzcnt64`, LZCNT) whatever its /arch switch: the
// instruction is emitted where the program wrote it, and the program checks
// the CPU itself (`__cpuid`). GCC and Clang compile such a call only in a
// function whose target has the instruction set: the headers' intrinsics are
// always_inline functions of that target, and the call fails to build
// ("inlining failed in call to 'always_inline' ... target specific option
// mismatch") without `-mssse3`, `-mavx`... for the whole program. amp2hip
// gives each declaration at namespace scope that calls one (a function, a
// class with its inline members, with the lambdas in them) the instruction
// sets its calls need, as MSVC does, and no other code: the host compilers'
// pragmas around it (`#pragma GCC target`, GCC and nvcc's host compiler;
// `#pragma clang attribute` with `target`, Clang and hipcc), not in device
// compilation. docs/features/x86-intrinsics.md.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_COMPAT_X86TARGETFEATURES_H
#define AMP2HIP_TOOL_COMPAT_X86TARGETFEATURES_H

#include "Diagnostics/Diagnostics.h"
#include "Edits/CheckedEdit.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace amp2hip {

/// GCC's name (its `target` attribute, `-m` option) for the x86 target
/// feature that Clang names \p ClangName (a row of X86TargetFeatures.def):
/// "" for a feature GCC implies (Clang's `evex512`), std::nullopt for one
/// amp2hip does not know.
std::optional<llvm::StringRef> gccX86FeatureName(llvm::StringRef ClangName);

/// For the file of \p Out, on an x86 target: each declaration at namespace
/// scope that calls an intrinsic (or a builtin) needing instruction sets the
/// target does not enable by default, with those sets (Clang's `target`
/// attributes of its headers' functions, `Builtin::Context`'s required
/// features) enabled around it for the host compilers: AMP2HIP-W0003 at its
/// first such call. A feature outside X86TargetFeatures.def, or a
/// declaration whose text is not in this file (written by a macro), is
/// AMP2HIP-E0027 at the call.
void rewriteX86TargetFeatures(clang::ASTContext &Ctx, DiagReporter &Diags,
                              EditTarget &Out);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_COMPAT_X86TARGETFEATURES_H
