// A kernel is outlined to namespace scope, where a class declared inside a
// function cannot be named: a capture whose type names such a class (an
// array_view of it, a pointer to it) that cannot move to namespace scope
// with the kernel (local_types_moved.cpp) is reported at the capture,
// before nvcc would fail on code the user never wrote. Host code with such views
// still translates (local_class_elements.cpp).
// RUN: not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;

void local_element(int *p) {
  typedef int coord;
  struct Point {
    coord x, y;
  };
  Point points[4] = {};
  array_view<Point, 1> view(4, points);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i].x = 1;
    // CHECK: E0005_local_element_type.cpp:[[@LINE-1]]:5: error: 'view' has a type that names 'Point', which is declared inside a function; move it to namespace scope (amp2hip cannot move it: it names 'coord', which is declared in the function too) [AMP2HIP-E0005]
  });
}

struct Global {
  int v;
};

void namespace_scope_element(Global *g) {
  // A class at namespace scope is fine: no error for this kernel.
  array_view<Global, 1> view(4, g);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i].v = 1;
  });
}
// CHECK-NOT: error: 'view' has a type that names 'Global'

template <typename T> void in_template(T *data) {
  enum Kind { KindA, KindB };
  array_view<Kind, 1> kinds(4, reinterpret_cast<Kind *>(data));
  parallel_for_each(kinds.extent, [=](index<1> i) restrict(amp) {
    kinds[i] = Kind(1);
    // CHECK: E0005_local_element_type.cpp:[[@LINE-1]]:5: error: 'kinds' has a type that names 'Kind', which is declared inside a function
  });
}
template void in_template<int>(int *);
