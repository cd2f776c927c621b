// MSVC's <amp.h> declares `Concurrency` as the namespace and `concurrency` as
// an alias: a program may reopen `namespace Concurrency` and use either name.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>

namespace Concurrency {
namespace Test {
inline int twice(int x) restrict(amp, cpu) { return 2 * x; }
} // namespace Test
} // namespace Concurrency
// CHECK: namespace Concurrency {
// CHECK: __host__ __device__ inline int twice(int x) { return 2 * x; }

void run(concurrency::array_view<int, 1> v) {
  Concurrency::parallel_for_each(v.extent, [=](Concurrency::index<1> i) restrict(amp) {
    v[i] = concurrency::Test::twice(v[i]);
  });
}
// CHECK: __global__ void amp2hip_kernel_run_[[#@LINE-4]](
// CHECK: v[i] = concurrency::Test::twice(v[i]);
// CHECK: amp2hip::parallel_for_each(v.extent, amp2hip_kernel_run_[[#@LINE-6]], v);
