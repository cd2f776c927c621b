// PPL's parallel_for_each over iterators (<ppl.h>) is in the concurrency
// namespace beside C++ AMP's; overload resolution tells them apart, so only
// AMP's is outlined as a kernel, also in templates, and <ppl.h> is
// redirected to the runtime's PPL (docs/features/ppl.md).
// RUN: %amp2hip %s 2> %t.err | %nochecks | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAGCHECK --allow-empty < %t.err
#include <amp.h>
#include <ppl.h>
// CHECK: #include <amp2hip/amp.h>
// CHECK-NEXT: #include <amp2hip/ppl.h>
#include <vector>
using namespace concurrency;

template <typename T> T sumOnCpu(const std::vector<T> &v) {
  combinable<T> sum;
  parallel_for_each(v.begin(), v.end(), [&](T x) { sum.local() += x; });
  // CHECK: parallel_for_each(v.begin(), v.end(), [&](T x) { sum.local() += x; });
  return sum.combine([](T a, T b) { return a + b; });
}

template <typename T> void scaleOnGpu(std::vector<T> &v) {
  array_view<T, 1> av(static_cast<int>(v.size()), v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2; });
  // CHECK: amp2hip::parallel_for_each(av.extent, amp2hip_kernel_scaleOnGpu_[[#@LINE-1]]<T>, av);
}

int run(std::vector<int> &v) {
  parallel_for(0, 4, [&](int i) { v[i] += i; });
  // CHECK: parallel_for(0, 4, [&](int i) { v[i] += i; });
  parallel_for_each(v.begin(), v.end(), [](int &x) { x += 1; });
  // CHECK: parallel_for_each(v.begin(), v.end(), [](int &x) { x += 1; });
  scaleOnGpu(v);
  return sumOnCpu(v);
}
// DIAGCHECK-NOT: error
