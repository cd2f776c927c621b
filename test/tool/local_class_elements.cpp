// A class declared in a function as the element type of an array_view
// (C++ AMP v1.2 §5.2: any amp-compatible type): the library's members whose
// types name it (operator[], operator()) have no linkage, and Clang requires
// their definitions in the translation unit (C++ [basic.link]p8). amp2hip's
// parse headers only declare them; the runtime defines them, so the program
// translates. A function of the program used and never defined with such a
// type stays Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip.cpp
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DOWN_UNDEFINED 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  struct Local {
    int a;
    float b;
  };
  std::vector<Local> v(4);
  array_view<Local, 1> av(4, v);
  av[0].a = 1;
  // CHECK: av[0].a = 1;
  Local &r = av(1);
  r.b = 2.0f;
  array_view<const Local, 1> ro(av);
#ifdef OWN_UNDEFINED
  Local own(Local);
  own(r);
  // BAD: local_class_elements.cpp:[[@LINE-2]]:9: error: function 'own' is used but not defined in this translation unit, and cannot be defined in any other translation unit because its type does not have linkage
#endif
  return ro[index<1>(0)].a == 1 ? 0 : 1;
}
// DIAG-NOT: error
