// A class whose base has a restrict(cpu) destructor and whose member has a
// restrict(amp) one gets an implicit destructor with no usable restriction.
// Clang 19 crashes formatting its own error for this (an "invalid target"
// select); amp2hip reports AMP2HIP-E0012 instead and never crashes.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
class Member { public: ~Member() restrict(amp) {} };
class Base { public: ~Base() restrict(cpu) {} };
class Mixed : public Base { Member m; };
void f() restrict(cpu) {
  Mixed x;
  // CHECK: E0012_incompatible_special_member.cpp:[[@LINE-1]]:9: error: this object's implicitly declared constructor or destructor has no restriction usable here{{.*}}[AMP2HIP-E0012]
}
// CHECK-NOT: PLEASE submit a bug report
