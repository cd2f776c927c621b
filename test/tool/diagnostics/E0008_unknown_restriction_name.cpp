// A restriction specifier that is neither amp nor cpu (C++ AMP v1.2 §2.1.1;
// MSVC error C3936) and that Clang cannot parse (amp_restrict.h defines only
// the known names): Clang's parse error at it is reported as AMP2HIP-E0008,
// at the restriction as written (also through a macro).
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>

int f() restrict(hello);
// CHECK: E0008_unknown_restriction_name.cpp:[[@LINE-1]]:9: error: unknown restriction specifier 'hello'; amp2hip supports restrict(amp), restrict(cpu) and restrict(amp, cpu) [AMP2HIP-E0008]
// CHECK: note: Clang's diagnostic:

int g(int) restrict(amp, fast);
// CHECK: E0008_unknown_restriction_name.cpp:[[@LINE-1]]:12: error: unknown restriction specifier 'fast'

struct S {
  int member() restrict(gpu) { return 3; }
  // CHECK: E0008_unknown_restriction_name.cpp:[[@LINE-1]]:16: error: unknown restriction specifier 'gpu'
};

#define SHADER_ONLY restrict(shader)
int h() SHADER_ONLY;
// CHECK: E0008_unknown_restriction_name.cpp:[[@LINE-1]]:9: error: unknown restriction specifier 'shader'

void lambda() {
  auto L = [](int x) restrict(vector) { return x; };
  // CHECK: E0008_unknown_restriction_name.cpp:[[@LINE-1]]:22: error: unknown restriction specifier 'vector'
}
