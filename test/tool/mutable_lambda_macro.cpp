// `mutable` then a restriction spelled by a macro (C++ AMP v1.2 §2.1.2: the
// restriction follows `mutable`) parses like `mutable restrict(...)`: the
// specifier is moved before `mutable` for Clang, for a kernel and for a
// lambda in amp code alike.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;
#define GPU_BOTH restrict(amp, cpu)
#define AMP_ONLY restrict(amp)

int helper(int x) GPU_BOTH {
  auto L = [x]() mutable GPU_BOTH { x += 1; return x; };
  return L();
}
// CHECK: __host__ __device__ int helper(int x) {
// CHECK-NEXT: auto L = [x]() mutable { x += 1; return x; };

void counts(int *p) {
  int base = 3;
  array_view<int, 1> v(8, p);
  parallel_for_each(v.extent, [=](index<1> i) mutable AMP_ONLY {
    base += i[0];
    v[i] = base;
  });
}
// CHECK: __global__ void amp2hip_kernel_counts_21(
// CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
// CHECK-NEXT: {{^    }}amp2hip::kernel_param_t<int> base,
// CHECK: base += i[0];
