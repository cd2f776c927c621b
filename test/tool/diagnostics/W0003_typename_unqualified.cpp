// MSVC accepts `typename` before a name that is not qualified
// (`typedef typename T type;`, ampblas's cblas_wrapper.h) and ignores it;
// Clang's Microsoft mode recovers the same way with a warning, but nvcc and
// hipcc reject it. amp2hip reports AMP2HIP-W0003 and removes the keyword, in
// the main file and in a program header written under --out-dir alike.
// RUN: rm -rf %t && mkdir -p %t/src
// RUN: cp %s %t/src/main.cpp
// RUN: printf '#pragma once\ntemplate <typename T> struct real_type {\n  typedef typename T type;\n};\n' > %t/src/real_type.h
// RUN: %amp2hip --root %t/src --out-dir %t/out %t/src/main.cpp 2> %t/err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=error: < %t/err
// RUN: %nochecks < %t/out/main.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=HEADER < %t/out/real_type.h
// RUN: %if nvcc %{ %nvcc-check %t/out/main.cpp %}
#include <amp.h>
#include "real_type.h"
// DIAG-DAG: real_type.h:3:20: warning: accepted as MSVC does: expected a qualified name after 'typename'; written as portable C++ in the output [AMP2HIP-W0003]
// HEADER: {{^}}  typedef T type;

template <typename T> struct element {
  typedef typename T type;
  // DIAG-DAG: main.cpp:[[@LINE-1]]:20: warning: accepted as MSVC does: expected a qualified name after 'typename'; written as portable C++ in the output [AMP2HIP-W0003]
  // CHECK: {{^}}  typedef T type;
  typedef typename   T
      const_type;
  // DIAG-DAG: main.cpp:[[@LINE-2]]:22: warning: accepted as MSVC does: {{.*}} [AMP2HIP-W0003]
  // CHECK: {{^}}  typedef T{{$}}
  // CHECK-NEXT: {{^}}      const_type;
  // A qualified name keeps its keyword.
  typedef typename real_type<T>::type real;
  // CHECK: {{^}}  typedef typename real_type<T>::type real;
};

// `typedef typename T T;` (amplapack's subvector_view: `typedef typename
// value_type value_type;` in a template of parameter value_type) would
// redeclare the template parameter without the keyword: the typedef goes.
template <typename value_type> struct subvector {
  typedef typename value_type value_type;
  // DIAG-DAG: main.cpp:[[@LINE-1]]:20: warning: accepted as MSVC does: expected a qualified name after 'typename'; written as portable C++ in the output [AMP2HIP-W0003]
  // CHECK: {{^}}  /* amp2hip: typedef of the template parameter 'value_type' to its own name removed */{{$}}
  value_type first;
};

int main() {
  element<float>::type data[4] = {1, 2, 3, 4};
  subvector<float> s{data[0]};
  concurrency::array_view<real_type<float>::type, 1> view(4, data);
  concurrency::parallel_for_each(
      view.extent, [=](concurrency::index<1> i) restrict(amp) { view[i] *= 2; });
  view.synchronize();
  return data[3] == 8 && s.first == 1 ? 0 : 1;
}
