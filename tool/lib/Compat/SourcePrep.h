//===- SourcePrep.h - Length-preserving fixes before parsing ----*- C++ -*-===//
//
// Clang cannot parse `[=](...) mutable restrict(amp) {...}`: its GNU attribute
// must come before `mutable` (DESIGN.md, decision 1). The swap below turns
// `mutable <ws> restrict(...)` into `restrict(...) <ws> mutable`, which has the
// same length, so every source offset of the result equals the input's.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_SOURCEPREP_H
#define AMP2HIP_TOOL_SOURCEPREP_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace amp2hip {

/// Returns \p Source with every `mutable restrict(...)` written as
/// `restrict(...) mutable`. The result has exactly the length of \p Source,
/// and text outside the swapped tokens is unchanged. Comments and string and
/// character literals are left alone.
std::string swapMutableRestrict(llvm::StringRef Source);

/// MSVC accepts `void main()`, which standard C++ (and so Clang) rejects.
/// Rewrites each `void main(` outside any braces into `int  main(` (the same
/// length) in \p Source, and returns the offsets of the rewritten `void`s so
/// that they can be reported (AMP2HIP-W0002). Comments and literals are left
/// alone.
std::vector<unsigned> fixVoidMain(std::string &Source);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_SOURCEPREP_H
