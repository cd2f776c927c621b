// C++ AMP v1.2 §2.2.2: an object is destroyed where it was made, so a class's
// destructor has every restriction of its constructors (MSVC error C3933).
// AMP2HIP-E0018 at the destructor's name, once per class; implicit,
// defaulted and deleted constructors and destructors are not counted.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>

class HostDestructor {
public:
  HostDestructor() {}
  HostDestructor(int) restrict(amp) {}
  ~HostDestructor();
  // CHECK: E0018_destructor_restrictions.cpp:[[@LINE-1]]:3: error: the destructor of 'HostDestructor' is not restrict(amp) but a constructor is: a destructor has every restriction of the class's constructors (C++ AMP v1.2 §2.2.2; MSVC error C3933) [AMP2HIP-E0018]
};

struct AmpDestructor {
  AmpDestructor() restrict(amp, cpu) {}
  AmpDestructor(float) restrict(cpu) {}
  ~AmpDestructor() restrict(amp) {}
  // CHECK: E0018_destructor_restrictions.cpp:[[@LINE-1]]:3: error: the destructor of 'AmpDestructor' is not restrict(cpu) but a constructor is
};

// Legal: the destructor covers every constructor (or there is none written).
struct Both {
  Both() restrict(amp) {}
  Both() restrict(cpu) {}
  ~Both() restrict(amp, cpu) {}
};
struct HostOnly {
  HostOnly() {}
  ~HostOnly() {}
};
struct Defaulted {
  Defaulted() restrict(amp, cpu) {}
  ~Defaulted() = default;
};
struct AmpOnly {
  AmpOnly() restrict(amp) {}
  ~AmpOnly() restrict(amp) {}
};

int main() { HostOnly h; Both b; return 0; }
