// MSVC accepts a dynamic exception specification (`throw(E)`) and ignores
// it; C++17 does not: it is reported as AMP2HIP-W0003 and written
// noexcept(false) (Clang's fix-it). On amp functions it stays AMP2HIP-E0016
// (E0016_amp_forbidden_construct.cpp). Conformance: Contextual_restrict/test.21.
// RUN: %amp2hip %s 2> %t.err | %nochecks | FileCheck %s --check-prefix=OUTCHECK
// RUN: FileCheck %s --check-prefix=DIAGCHECK < %t.err
#include <amp.h>
struct Failure {};
auto checked = []() restrict(cpu) throw(Failure) { throw Failure(); };
// DIAGCHECK: W0003_dynamic_exception_spec.cpp:[[@LINE-1]]:35: warning: accepted as MSVC does: ISO C++17 does not allow dynamic exception specifications [-Wdynamic-exception-spec]; written as portable C++ in the output [AMP2HIP-W0003]
// OUTCHECK: auto checked = []() noexcept(false) { throw Failure(); };
void may_fail(int x) throw(Failure, int) { if (x) throw x; }
// DIAGCHECK: W0003_dynamic_exception_spec.cpp:[[@LINE-1]]:22: warning: accepted as MSVC does: ISO C++17 does not allow dynamic exception specifications [-Wdynamic-exception-spec]; written as portable C++ in the output [AMP2HIP-W0003]
// OUTCHECK: void may_fail(int x) noexcept(false) { if (x) throw x; }
