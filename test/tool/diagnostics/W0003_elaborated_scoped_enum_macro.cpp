// A reference to a scoped enumeration written `enum class E` by a macro
// expansion: amp2hip edits the text where `enum class` is spelled (the
// macro's definition or an argument) to `enum` (AMP2HIP-W0003). Where that
// text also writes a declaration of an enumeration (`#define E(key, name)
// enum key name` used both ways), amp2hip keeps it and says so (W0003, "kept
// as written"; not compiled here, as nvcc rejects the result). nvcc rejects `enum class` in a reference
// (error #2343-D), hipcc too (-Welaborated-enum-class).
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=error: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
#include <amp.h>

enum class transpose { no_trans, trans };
#define TRANSPOSE_ARG(name) enum class transpose name
// DIAG: W0003_elaborated_scoped_enum_macro.cpp:[[@LINE-1]]:34: warning: accepted as MSVC does: a reference to a scoped enumeration written 'enum class' {{.*}}; written 'enum' in the output [AMP2HIP-W0003]
// CHECK: {{^}}#define TRANSPOSE_ARG(name) enum transpose name
#define PARAM(decl) decl

int sign(TRANSPOSE_ARG(t)) restrict(amp, cpu) {
  // CHECK: int sign(TRANSPOSE_ARG(t))
  return t == transpose::trans ? -1 : 1;
}
int twice(PARAM(enum class transpose t)) restrict(amp, cpu) {
  // DIAG: W0003_elaborated_scoped_enum_macro.cpp:[[@LINE-1]]:22: warning: accepted as MSVC does: {{.*}}'enum class'{{.*}} [AMP2HIP-W0003]
  // CHECK: int twice(PARAM(enum transpose t))
  return t == transpose::trans ? 2 : 0;
}

int main() {
  int out[2] = {0, 0};
  concurrency::array_view<int, 1> view(2, out);
  concurrency::parallel_for_each(
      view.extent, [=](concurrency::index<1> i) restrict(amp) {
        view[i] = sign(transpose::trans) * twice(transpose::trans) * i[0];
      });
  view.synchronize();
  return out[1] == -2 ? 0 : 1;
}
