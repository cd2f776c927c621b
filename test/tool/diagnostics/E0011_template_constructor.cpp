// C++ AMP v1.2 §2.3 (MSVC error C3930): a restrict(cpu) constructor called
// from amp code, in a template. Clang's overload resolution in the
// instantiation leaves the host constructor out ("no matching constructor for
// initialization of 'Box<int>'"); AMP2HIP-E0011 names the constructor, as
// E0011_constructor_calls.cpp's checks do outside templates (amp2hip wrote
// 'operatorB', the variable's name, before).
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>

template <typename T> struct Box {
  T Value;
  Box(T V) restrict(cpu) : Value(V) {}
};
template <typename T> T boxed(T V) restrict(amp) {
  Box<T> B(V);
  // CHECK: E0011_template_constructor.cpp:[[@LINE-1]]:10: error: 'Box<int>::Box' is called from amp code (a kernel or a restrict(amp) function) but is not declared restrict(amp); C++ AMP requires restrict(amp) or restrict(amp, cpu) on it [AMP2HIP-E0011]
  // CHECK-NEXT: Box<T> B(V);
  // CHECK: note: Clang's CUDA diagnostic: no matching constructor for initialization of 'Box<int>'
  return B.Value;
}
int useBoxed() restrict(amp) { return boxed(1); }

// A temporary (a functional cast): "no matching conversion for
// functional-style cast from 'float' to 'Box<float>'", E0001 before.
template <typename T> T temporary(T V) restrict(amp) { return Box<T>(V).Value; }
// CHECK: E0011_template_constructor.cpp:[[@LINE-1]]:63: error: 'Box<float>::Box' is called from amp code
int useTemporary() restrict(amp) { return int(temporary(1.0f)); }

// An operator's error still names the operator.
struct A {};
int operator+(A, int) restrict(cpu) { return 1; }
template <typename T> int added(T V) restrict(amp) { return V + 1; }
// CHECK: E0011_template_constructor.cpp:[[@LINE-1]]:63: error: 'operator+' is called from amp code
int useAdded() restrict(amp) { return added(A()); }
