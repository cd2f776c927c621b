// A kernel that names a type declared inside the enclosing function.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
void run(float *p) {
  struct Pair { float A, B; };
  array_view<float, 1> v(4, p);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    Pair q = {1.0f, 2.0f};
    v[i] = q.A + q.B;
  });
}
// CHECK: E0005_local_declaration.cpp:8:31: error: the kernel names 'Pair', which is declared inside the enclosing function; move it to namespace scope [AMP2HIP-E0005]
