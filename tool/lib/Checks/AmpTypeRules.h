//===- AmpTypeRules.h - amp-compatible types in amp code --------*- C++ -*-===//
//
// C++ AMP v1.2 §2.4.1 restricts the types that amp-restricted code (the body,
// parameters and result of a restrict(amp) or restrict(amp, cpu) function or
// lambda, parallel_for_each kernels included) may use. MSVC rejects the
// others with error C3581 ("unsupported type in amp restricted code"); amp2hip
// reports them as AMP2HIP-E0014 at the declaration or cast that names them.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_AMPTYPERULES_H
#define AMP2HIP_TOOL_AMPTYPERULES_H

#include "Analysis/ExecutionSpace.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Type.h"

#include <optional>
#include <string>

namespace amp2hip {

/// Why \p T is not amp-compatible (C++ AMP v1.2 §2.4.1), or std::nullopt when
/// it is. Checked, after references and array bounds are removed:
///  - volatile at any level (§2.4.1.1);
///  - char, signed/unsigned char, wchar_t, char8/16/32_t, short, unsigned
///    short, long long, unsigned long long, long double, __int128 (§2.4.1.2;
///    long long as MSVC does: the suite's Fund_Type/LongLong.01);
///  - pointers to pointers and to functions, references to functions
///    (§2.4.1.3; pointers to members are not checked: MSVC accepts them in
///    restrict(amp, cpu) signatures);
///  - enumerations whose underlying type is one of those;
///  - classes with virtual functions or virtual bases, and classes or unions
///    with a member of an incompatible type, a bit-field, a pointer member or
///    a reference member other than a reference to an array or a texture
///    (§2.4.1.3), found through members and bases, not through pointers.
/// Dependent types and the AMP library's own types (namespace concurrency)
/// are compatible here; their own rules live in the runtime.
std::optional<std::string> ampIncompatibility(clang::QualType T);

/// Reports every declaration and explicit cast in amp-restricted code of the
/// program (not system headers, not the AMP library) whose type is not
/// amp-compatible, as AMP2HIP-E0014 at its location. Function templates are
/// checked in each instantiation (reported at the template's line, with the
/// instantiated type). Returns the number of errors reported.
unsigned reportAmpIncompatibleTypes(clang::ASTContext &Ctx,
                                    const ExecutionSpaceAnalysis &Spaces);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_AMPTYPERULES_H
