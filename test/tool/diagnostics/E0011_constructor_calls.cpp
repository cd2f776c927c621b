// C++ AMP v1.2 §2.3: amp code calls only amp-restricted functions, and a
// constructor is called like one: an object (or an array of them, or a
// temporary) of a class whose constructor is restrict(cpu) only, made in the
// amp side of restrict(amp, cpu) code, is AMP2HIP-E0011 at the construction
// (MSVC errors C3930, C3931). Clang resolves restrict(amp, cpu) code on the
// host side, so it accepts these; a class with an amp overload of the
// constructor, implicit constructors and host code are fine.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>

struct HostOnly {
  int Value;
  HostOnly() restrict(cpu) : Value(0) {}
  HostOnly(int V) restrict(cpu) : Value(V) {}
};
struct Overloaded {
  int Value;
  Overloaded() restrict(amp) : Value(1) {}
  Overloaded() restrict(cpu) : Value(2) {}
};
struct Implicit {
  int Value;
};

void single() restrict(amp, cpu) { HostOnly h; }
// CHECK: E0011_constructor_calls.cpp:[[@LINE-1]]:45: error: 'HostOnly::HostOnly' is called from amp code (a kernel or a restrict(amp) function) but is not declared restrict(amp); C++ AMP requires restrict(amp) or restrict(amp, cpu) on it [AMP2HIP-E0011]
void elements() restrict(amp, cpu) { HostOnly many[4]; }
// CHECK: E0011_constructor_calls.cpp:[[@LINE-1]]:47: error: 'HostOnly::HostOnly' is called from amp code
int temporary(int V) restrict(amp, cpu) { return HostOnly(V).Value; }
// CHECK: E0011_constructor_calls.cpp:[[@LINE-1]]:50: error: 'HostOnly::HostOnly' is called from amp code

// Legal.
int legal() restrict(amp, cpu) {
  Overloaded O;
  Overloaded Many[2];
  Implicit I = {3};
  return O.Value + Many[0].Value + I.Value;
}
int host() {
  HostOnly H(2);
  HostOnly Many[2];
  return H.Value + Many[1].Value;
}
