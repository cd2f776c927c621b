// A class declared in a function as the element type of an array_view
// (C++ AMP v1.2 §5.2: any amp-compatible type): the library's members whose
// types name it (operator[], operator()) have no linkage, and Clang requires
// their definitions in the translation unit (C++ [basic.link]p8). amp2hip's
// parse headers only declare them; the runtime defines them, so the program
// translates. A function of the program used and never defined with such a
// type stays Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DOWN_UNDEFINED 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
// CHECK: #include <amp2hip/amp.h>
// CHECK-NEXT: #include <vector>
#include <vector>
using namespace concurrency;

// The class stays in the function, and the host code that uses the
// library's members is kept as written.
int main() {
  // CHECK: int main() {
  struct Local {
    int a;
    float b;
  };
  // CHECK-NEXT: struct Local {
  // CHECK-NEXT: int a;
  // CHECK-NEXT: float b;
  // CHECK-NEXT: };
  std::vector<Local> v(4);
  array_view<Local, 1> av(4, v);
  av[0].a = 1;
  Local &r = av(1);
  r.b = 2.0f;
  array_view<const Local, 1> ro(av);
  // CHECK-NEXT: std::vector<Local> v(4);
  // CHECK-NEXT: array_view<Local, 1> av(4, v);
  // CHECK-NEXT: av[0].a = 1;
  // CHECK-NEXT: Local &r = av(1);
  // CHECK-NEXT: r.b = 2.0f;
  // CHECK-NEXT: array_view<const Local, 1> ro(av);
#ifdef OWN_UNDEFINED
  Local own(Local);
  own(r);
  // BAD: local_class_elements.cpp:[[@LINE-2]]:9: error: function 'own' is used but not defined in this translation unit, and cannot be defined in any other translation unit because its type does not have linkage
#endif
  // The index type is qualified (index_qualification.cpp).
  return ro[index<1>(0)].a == 1 ? 0 : 1;
  // CHECK: return ro[concurrency::index<1>(0)].a == 1 ? 0 : 1;
  // CHECK-NEXT: {{^}}}
}
// DIAG-NOT: error
