// A parallel_for_each still written by a macro after the expansion rounds
// (a use is expanded one level a round, eight rounds at most: here L10 -> L9
// -> ... -> L1) cannot be rewritten; it is reported at the use.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
#define L1(v) concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] = 1; })
#define L2(v) L1(v)
#define L3(v) L2(v)
#define L4(v) L3(v)
#define L5(v) L4(v)
#define L6(v) L5(v)
#define L7(v) L6(v)
#define L8(v) L7(v)
#define L9(v) L8(v)
#define L10(v) L9(v)
void run(int *p) {
  concurrency::array_view<int, 1> v(8, p);
  L10(v);
  // CHECK: E0004_macro.cpp:[[@LINE-1]]:3: error: parallel_for_each written in a macro expansion or outside the main file is not supported [AMP2HIP-E0004]
}
