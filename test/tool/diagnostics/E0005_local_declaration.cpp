// A kernel that names a type declared inside the enclosing function, or in
// the function that declares the kernel's local class, where the type
// cannot move to namespace scope (here: an enum whose declaration declares
// a variable too; a class's moves and leaves `struct S s;`:
// local_class_in_template.cpp; local_types_moved.cpp has the types that move).
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
void run(float *p) {
  enum Pair { A = 1, B = 2 } unused;
  array_view<float, 1> v(4, p);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    // CHECK: E0005_local_declaration.cpp:[[@LINE-1]]:31: error: the kernel names 'Pair', which is declared inside the enclosing function; move it to namespace scope (amp2hip cannot move it: it declares a variable too) [AMP2HIP-E0005]
    Pair q = A;
    v[i] = q + B;
  });
}
void local(array_view<float, 1> v) {
  enum Pair { A = 1, B = 2 } spare;
  struct Runner {
    void run(array_view<float, 1> w) {
      parallel_for_each(w.extent, [=](index<1> i) restrict(amp) { Pair q = B; w[i] = q; });
      // CHECK: E0005_local_declaration.cpp:[[@LINE-1]]:35: error: the kernel names 'Pair', which is declared inside the enclosing function; move it to namespace scope (amp2hip cannot move it: it declares a variable too) [AMP2HIP-E0005]
    }
  };
  Runner().run(v);
}
