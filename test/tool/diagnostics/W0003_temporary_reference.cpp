// MSVC binds a non-const lvalue reference variable to a temporary of class
// type (its extension C4239); Clang does not, even with -fms-compatibility.
// Such a variable is reported as AMP2HIP-W0003 and written with `&&`, an
// rvalue reference: it binds the temporary, keeps it alive as long as the
// variable, and names an lvalue where it is used, as MSVC's reference does.
// A temporary passed to a `T&` parameter is wrapped in
// amp2hip::temporary_lvalue (W0003_temporary_arguments.cpp).
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if nvcc %{ %nvcc-ptx %t.hip.cpp -o %t.ptx %}
// RUN: %amp2hip %s -o %t.tmp.cpp -- -DPASS_TEMPORARY 2> %t.tmp.err
// RUN: FileCheck %s --check-prefix=TMP < %t.tmp.err
#include <amp.h>
using namespace concurrency;

struct Counter {
  int count = 0;
  void bump() { ++count; }
};
Counter makeCounter() { return Counter(); }

template <typename T> int twice() {
  T& made = T();
  // DIAG-DAG: W0003_temporary_reference.cpp:[[@LINE-1]]:6: warning: accepted as MSVC does: non-const lvalue reference to type 'Counter' cannot bind to a temporary of type 'Counter' (MSVC binds it, extension C4239; {{.*}}); written as portable C++ in the output [AMP2HIP-W0003]
  // OUT: T&& made = T();
  made.bump();
  made.bump();
  return made.count;
}

int main() {
  accelerator_view& av = accelerator().default_view;
  // DIAG-DAG: W0003_temporary_reference.cpp:[[@LINE-1]]:21: warning: accepted as MSVC does: non-const lvalue reference to type 'accelerator_view' cannot bind to a temporary of type 'accelerator_view' {{.*}} [AMP2HIP-W0003]
  // OUT: accelerator_view&& av = accelerator().default_view;
  Counter &c = makeCounter();
  // DIAG-DAG: W0003_temporary_reference.cpp:[[@LINE-1]]:12: warning: accepted as MSVC does: {{.*}} [AMP2HIP-W0003]
  // OUT: Counter &&c = makeCounter();
  auto& d = makeCounter();
  // DIAG-DAG: W0003_temporary_reference.cpp:[[@LINE-1]]:9: warning: accepted as MSVC does: {{.*}} [AMP2HIP-W0003]
  // OUT: auto&& d = makeCounter();
  Counter &kept = c; // an lvalue: unchanged
  // OUT: Counter &kept = c;
  c.bump();
  d.bump();
  kept.bump();
  std::vector<int> data(4, 1);
  array_view<int, 1> view(4, data);
  parallel_for_each(av, view.extent, [=](index<1> i) restrict(amp) { view[i] += 1; });
  view.synchronize();
  return data[0] + c.count + d.count + twice<Counter>() == 7 ? 0 : 1;
}
#ifdef PASS_TEMPORARY
void reset(Counter &c) { c.count = 0; }
void resetTemporary() {
  reset(makeCounter());
  // A temporary passed to a `T&` parameter is accepted too
  // (W0003_temporary_arguments.cpp).
  // TMP: W0003_temporary_reference.cpp:[[@LINE-3]]:3: warning: accepted as MSVC does: no matching function for call to 'reset' (a temporary passed to a non-const reference parameter
}
#endif
