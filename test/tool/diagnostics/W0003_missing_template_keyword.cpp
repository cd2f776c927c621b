// MSVC (and Clang's Microsoft mode, with a warning) accepts a member template
// of a dependent object named without the `template` keyword (ampblas's
// ampcblas_runtime.h: `auto av = _details::get_array_view(ptr, n);
// return av.reinterpret_as<value_type>();`). nvcc accepts it too; hipcc and
// g++ reject it ("use 'template' keyword to treat 'reinterpret_as' as a
// dependent template name"). amp2hip reports AMP2HIP-W0003 and writes the
// keyword.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
#include <amp.h>

template <typename T>
concurrency::array_view<T, 1> view_of(T *data, int count) {
  return concurrency::array_view<T, 1>(count, data);
}

template <typename T> float first_as_float(T *data, int count) {
  auto view = view_of(data, count);
  // DIAG: W0003_missing_template_keyword.cpp:[[@LINE+2]]:22: warning: accepted as MSVC does: use 'template' keyword to treat 'reinterpret_as' as a dependent template name; written as portable C++ in the output [AMP2HIP-W0003]
  // CHECK: auto floats = view.template reinterpret_as<float>();
  auto floats = view.reinterpret_as<float>();
  return floats[0];
}

int main() {
  float data[4] = {1.5f, 2.f, 3.f, 4.f};
  return first_as_float(data, 4) == 1.5f ? 0 : 1;
}
