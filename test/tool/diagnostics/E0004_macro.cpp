// parallel_for_each written inside a macro expansion cannot be rewritten.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
#define LAUNCH(view) parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] = 1; })
void run(int *p) {
  array_view<int, 1> v(8, p);
  LAUNCH(v);
}
// CHECK: E0004_macro.cpp:8:3: error: parallel_for_each written in a macro expansion or outside the main file is not supported [AMP2HIP-E0004]
