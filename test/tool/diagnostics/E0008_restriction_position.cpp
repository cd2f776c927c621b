// C++ AMP v1.2 §2.1.1: a restriction specifier follows a declarator's
// parameter list and its qualifiers. Written before the function's name (in
// or after the declaration's specifiers), MSVC does not read it as one (errors
// C2065, C2146, C2448) while Clang takes it as an attribute: AMP2HIP-E0008 at
// the restriction, also through a macro and on members and templates.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E" < %t.err
// RUN: not test -e %t.out
#include <amp.h>

#define AMP_ONLY restrict(amp)
#define BOTH restrict(amp, cpu)

AMP_ONLY int leading();
// CHECK: E0008_restriction_position.cpp:[[@LINE-1]]:1: error: the restriction specifier is written before the name of the function 'leading', where C++ AMP does not read it as one: it follows the parameter list and its qualifiers (C++ AMP v1.2 §2.1.1; MSVC errors C2065, C2146, C2448) [AMP2HIP-E0008]

int BOTH afterType() { return 0; }
// CHECK: E0008_restriction_position.cpp:[[@LINE-1]]:5: error: the restriction specifier is written before the name of the function 'afterType'{{.*}} [AMP2HIP-E0008]

struct S {
  BOTH void member();
  // CHECK: E0008_restriction_position.cpp:[[@LINE-1]]:3: error: the restriction specifier is written before the name of the function 'member'{{.*}} [AMP2HIP-E0008]
  static AMP_ONLY int staticMember(int x) { return x; }
  // CHECK: E0008_restriction_position.cpp:[[@LINE-1]]:10: error: the restriction specifier is written before the name of the function 'staticMember'{{.*}} [AMP2HIP-E0008]

  // Legal: after the parameter list and its qualifiers, before an
  // exception specification, before a trailing return type.
  int qualified() const restrict(amp) { return 1; }
  int noThrow() const BOTH noexcept { return 2; }
  S() restrict(amp, cpu) {}
  operator int() restrict(amp) { return 0; }
};

template <typename T> AMP_ONLY T inTemplate(T x) { return x; }
// CHECK: E0008_restriction_position.cpp:[[@LINE-1]]:23: error: the restriction specifier is written before the name of the function 'inTemplate'{{.*}} [AMP2HIP-E0008]

// Legal.
int f(int x) AMP_ONLY noexcept { return x; }
auto trailing() restrict(amp) -> int { return 1; }
auto trailingMacro(int x) BOTH -> int { return x; }
void lambda() {
  auto L = [](int x) restrict(amp) mutable noexcept { return x; };
}

// After MSVC's exception specification throw(...) (conformance
// Func_Decl_Synt/Negative/Test.04, MSVC C3646); before it is legal, and so is
// after throw() and noexcept (restrict_before_exception_or_trailing_return.cpp).
#define CPU_ONLY restrict(cpu)
void afterSpec() throw(...) CPU_ONLY {}
// CHECK: E0008_restriction_position.cpp:[[@LINE-1]]:29: error: the restriction specifier is written after the exception specification 'throw(...)' of 'afterSpec': C++ AMP reads it only before it (C++ AMP v1.2 §2.1.1; MSVC error C3646) [AMP2HIP-E0008]
void beforeSpec() restrict(cpu) throw() {}
