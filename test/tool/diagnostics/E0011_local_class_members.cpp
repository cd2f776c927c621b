// Members of local classes in amp code inherit its restriction (C++ AMP v1.2
// §2.2.1), but only those defined there: a member inherited from a base class
// declared outside amp code keeps its own (cpu), and a member that says
// restrict(cpu) stays cpu code, so calling either from amp code is
// AMP2HIP-E0011.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>

struct Base {
  int f1() { return 1; }
};

int test() restrict(amp, cpu) {
  class Derived : public Base {
  public:
    int f2() { return 2; }
    int f3() restrict(cpu) { return 3; }
  };
  Derived d;
  return d.f1() + d.f2() + d.f3();
}
// CHECK: E0011_local_class_members.cpp:[[@LINE-2]]:10: error: 'Base::f1' is called from amp code {{.*}}[AMP2HIP-E0011]
// CHECK: E0011_local_class_members.cpp:[[@LINE-3]]:28: error: 'test()::Derived::f3' is called from amp code {{.*}}[AMP2HIP-E0011]
// CHECK-NOT: AMP2HIP-E0011
