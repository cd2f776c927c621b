// A file parsed more than once (a kernel in a macro use is expanded, an error
// MSVC does not give is fixed, and the text parsed again) shows each warning
// once, from the first parse that gives it.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s < %t.err
#include <amp.h>
using namespace concurrency;
#define LAUNCH(view) parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] = 1; })
int shifted() { return 1 << 40; }
// CHECK: warnings_shown_once.cpp:[[@LINE-1]]:26: warning: shift count >= width of type
// CHECK-NOT: warning: shift count
void run(int *p) {
  array_view<int, 1> v(8, p);
  LAUNCH(v);
  accelerator_view &av = accelerator().default_view;
  av.wait();
}
// CHECK: warning: accepted as MSVC does: non-const lvalue reference
// CHECK-NOT: warning: shift count
