// restrict(direct3d) is not a restriction amp2hip knows.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
int f(int x) restrict(direct3d) { return x; }
// CHECK: E0008_unknown_restriction.cpp:[[@LINE-1]]:14: error: unknown restriction specifier 'direct3d'; amp2hip supports restrict(amp), restrict(cpu) and restrict(amp, cpu) [AMP2HIP-E0008]
