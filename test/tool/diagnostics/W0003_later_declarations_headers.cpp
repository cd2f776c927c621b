// A template in one header may name an enumerator that a header included
// after it defines (MSVC looks it up where the template is instantiated, at
// the end of the translation unit: the C++ AMP book's Extras/Scan/
// ScanSimple.h names `details::kExclusive`, defined in ScanTiledOptimized.h).
// The enum's definition moves to the first header, before the template, and
// its lines stay in the second as comments (AMP2HIP-W0003); the program's
// other names there (a namespace, a function template) are declared.
// RUN: rm -rf %t && mkdir -p %t && cp -r %S/Inputs/W0003_later_headers %t/src
// RUN: cp %s %t/src/main.cpp
// RUN: %amp2hip --root %t/src --out-dir %t/out %t/src/main.cpp 2> %t/err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: < %t/err
// RUN: %nochecks < %t/out/simple.h | FileCheck %s --check-prefix=SIMPLE
// RUN: %nochecks < %t/out/modes.h | FileCheck %s --check-prefix=MODES
// RUN: %if nvcc %{ %nvcc-check -I %t/out %t/out/main.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx -I %t/out %t/out/main.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=RESULT %}
// DIAG-DAG: simple.h:8:3: warning: accepted as MSVC does: use of undeclared identifier 'details'
// DIAG-DAG: simple.h:8:16: warning: accepted as MSVC does: use of undeclared identifier 'details'
// SIMPLE: {{^}}namespace details { template <int M, typename T> void add(concurrency::array_view<T, 1> data); } namespace details { enum Mode { kOne = 1, kTwo = 2 }; } template <typename T> void addOne(concurrency::array_view<T, 1> data) {
// MODES:      {{^}}// amp2hip, AMP2HIP-W0003: moved before its first use in a template: enum Mode
// MODES-NEXT: {{^}}// {
// MODES-NEXT: {{^}}//   kOne = 1,
// MODES-NEXT: {{^}}//   kTwo = 2
// MODES-NEXT: {{^}}// };
// MODES-NEXT: {{^}}} // namespace details
#include "simple.h"
#include "modes.h"
#include <cstdio>
#include <vector>

int main() {
  std::vector<float> v(8, 2.0f);
  concurrency::array_view<float, 1> av(8, v);
  lib::addOne(av);
  av.synchronize();
  int wrong = 0;
  for (float x : v)
    wrong += x != 3.0f; // 2 + kOne
  // RESULT: wrong 0, mode 2
  std::printf("wrong %d, mode %d\n", wrong, int(lib::details::kTwo));
  return wrong;
}
