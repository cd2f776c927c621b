// A parallel_for_each written inside a macro use of the main file: that use is
// expanded (one level, as text) and the kernel outlined from the expansion.
// Macros used inside it stay as written; `#` and `__VA_ARGS__` expand as the
// preprocessor does; the lines after the use keep their numbers.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;
#define LAUNCH(view) parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] = 1; })
#define RUN_ON(av_, body_, ...) [&]() {                                     \
    parallel_for_each(av_.extent, [=](index<1> i) restrict(amp) { body_; }); \
    return #body_; }()
#define TWICE(x) ((x) * 2)

void run(int *p) {
  array_view<int, 1> v(8, p);
  LAUNCH(v);
}
// CHECK: __global__ void amp2hip_kernel_run_[[#@LINE-2]](
// CHECK: { v[i] = 1; }
// CHECK: amp2hip::parallel_for_each(v.extent, amp2hip_kernel_run_[[#@LINE-4]], v);

int main() {
  std::vector<int> v(4, 1);
  array_view<int, 1> a(4, v);
  const char *s = RUN_ON(a, a[i] = TWICE(a[i] + i[0]),
                         1, 2);
  // A kernel after the expanded use: its line number is its own.
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 1; });
  return s[0] == 'a' ? 0 : 1;
}
// CHECK: __global__ void amp2hip_kernel_main_[[#@LINE-6]](
// CHECK: { a[i] = TWICE(a[i] + i[0]); }
// CHECK: __global__ void amp2hip_kernel_main_[[#@LINE-5]](
// CHECK: const char *s = [&]() { amp2hip::parallel_for_each(a.extent, amp2hip_kernel_main_[[#@LINE-9]], a); return "a[i] = TWICE(a[i] + i[0])"; } (){{$}}
// CHECK-NEXT: ;
// CHECK-NEXT: // A kernel after the expanded use: its line number is its own.
