// A restrict(amp, cpu) function with an array_view parameter: host and device
// need different types.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
int first(array_view<int, 1> v) restrict(amp, cpu) { return v[0]; }
// CHECK: E0009_shared_container_parameter.cpp:6:30: error: a restrict(amp, cpu) function cannot take 'array_view<int, 1>' parameters yet: the host and device types differ [AMP2HIP-E0009]

// Used from amp code and from host code: still E0009.
int second(array<int, 1> &a) restrict(amp, cpu) { return a[0]; }
void both(array<int, 1> &a) {
  parallel_for_each(a.get_extent(), [&](index<1> i) restrict(amp) { a[i] = second(a); });
  second(a);
}
// CHECK: E0009_shared_container_parameter.cpp:[[@LINE-5]]:27: error: a restrict(amp, cpu) function cannot take 'array<int, 1>' parameters yet{{.*}}[AMP2HIP-E0009]
