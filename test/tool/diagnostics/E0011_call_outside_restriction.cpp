// amp code may call only restrict(amp) functions (C++ AMP v1.2 §2.3): a call
// of one of the program's own functions without it is reported; restrict(amp)
// and restrict(amp, cpu) functions, lambdas, the AMP library and implicit
// members are fine.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;

int hostOnly(int x) { return x + 1; }
int both(int x) restrict(amp, cpu) { return x * 2; }
int deviceOnly(int x) restrict(amp) { return both(x) + hostOnly(x); }
// CHECK: E0011_call_outside_restriction.cpp:[[@LINE-1]]:56: error: 'hostOnly' is called from amp code (a kernel or a restrict(amp) function) but is not declared restrict(amp); C++ AMP requires restrict(amp) or restrict(amp, cpu) on it [AMP2HIP-E0011]

struct Money {
  int Cents;
};
Money operator+(Money a, Money b) { return Money{a.Cents + b.Cents}; }

void run(int *p) {
  array_view<int, 1> v(8, p);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    auto twice = [](int x) { return 2 * x; };
    Money m = Money{v[i]} + Money{1};
    // CHECK: E0011_call_outside_restriction.cpp:[[@LINE-1]]:27: error: 'operator+' is called from amp code
    v[i] = deviceOnly(twice(m.Cents)) + hostOnly(v[i]);
    // CHECK: E0011_call_outside_restriction.cpp:[[@LINE-1]]:41: error: 'hostOnly' is called from amp code{{.*}}[AMP2HIP-E0011]
  });
}
// CHECK-NOT: AMP2HIP-E0011
