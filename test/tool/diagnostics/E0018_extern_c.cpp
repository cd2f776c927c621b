// C++ AMP v1.2 §2.4.2: a function with C linkage cannot be overloaded, so it
// has one restriction, amp or cpu: an extern "C" function may not be
// restrict(amp, cpu) (MSVC error C3938), nor be declared with one restriction
// and then with the other (C2733). AMP2HIP-E0018 at the declaration's name;
// one restriction per extern "C" function, redeclarations that agree and
// extern "C++" functions are fine.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>

extern "C" int dual(int x) restrict(amp, cpu) { return x; }
// CHECK: E0018_extern_c.cpp:[[@LINE-1]]:16: error: the extern "C" function 'dual' is restrict(amp, cpu): a function with C linkage cannot be overloaded, so it has one restriction, amp or cpu (C++ AMP v1.2 §2.4.2; MSVC error C3938) [AMP2HIP-E0018]

extern "C" {
int split(int x) restrict(amp) { return x; }
int split(int x) restrict(cpu) { return -x; }
// CHECK: E0018_extern_c.cpp:[[@LINE-1]]:5: error: the extern "C" function 'split' is declared restrict(cpu) here and restrict(amp) before: a function with C linkage cannot be overloaded, by restriction either (C++ AMP v1.2 §2.4.2; MSVC error C2733) [AMP2HIP-E0018]
}

extern "C" int device(int x) restrict(amp);
extern "C" int device(int x) restrict(amp) { return x + 1; } // silent
extern "C" int host(int x);
extern "C" int host(int x) restrict(cpu) { return x + 2; }   // silent
extern "C++" int either(int x) restrict(amp, cpu) { return x; } // silent
int overloaded(int x) restrict(amp) { return x; }             // silent
int overloaded(int x) restrict(cpu) { return x; }             // silent

int main() { return host(1) + either(2) + overloaded(3); }
