// C++ AMP v1.2 §2.1.1: a member function's restriction specifier follows its
// cv- and ref-qualifiers. Written before one (MSVC errors C2143, C4430), it
// ends the declarator for Clang, whose "expected ';'" there is reported as
// AMP2HIP-E0008 at the restriction (the `restrict` or the macro's name).
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#define BOTH restrict(amp, cpu)

struct Written { int get(int x) restrict(amp) const { return x; } };
// CHECK: E0008_restriction_before_qualifier.cpp:[[@LINE-1]]:33: error: the restriction specifier is written before a cv- or ref-qualifier, where C++ AMP does not read it as one: it follows the parameter list and its cv- and ref-qualifiers (C++ AMP v1.2 §2.1.1; MSVC errors C2143, C4430) [AMP2HIP-E0008]
// CHECK: note: Clang's diagnostic: expected ';' at end of declaration list
struct Macro { int get(int x) BOTH const { return x; } };
// CHECK: E0008_restriction_before_qualifier.cpp:[[@LINE-1]]:31: error: the restriction specifier is written before a cv- or ref-qualifier{{.*}} [AMP2HIP-E0008]
struct RefQualified { int get() BOTH & { return 1; } };
// CHECK: E0008_restriction_before_qualifier.cpp:[[@LINE-1]]:33: error: the restriction specifier is written before a cv- or ref-qualifier{{.*}} [AMP2HIP-E0008]
struct Volatile { int get() restrict(amp) volatile; };
// CHECK: E0008_restriction_before_qualifier.cpp:[[@LINE-1]]:29: error: the restriction specifier is written before a cv- or ref-qualifier{{.*}} [AMP2HIP-E0008]

// Legal: after the qualifiers.
struct Legal {
  int get() const BOTH { return 2; }
  int ref() & restrict(amp) { return 1; }
};
