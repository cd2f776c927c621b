// An OpenMP directive written by a macro (`_Pragma`) that would need the
// `shared(...)` clause of W0003 (a const variable named in a default(none)
// region): the clause cannot go into the macro's text, so amp2hip reports
// AMP2HIP-E0026 at the macro's use and writes nothing (GCC would reject the
// output). The same directive written out gets the clause.
// RUN: %not %amp2hip %s -o %t.hip.cpp -- -fopenmp 2> %t.err
// RUN: FileCheck %s --implicit-check-not=error: < %t.err
// RUN: test ! -e %t.hip.cpp
#include <amp.h>
#include <omp.h>

#include <vector>

#define SUM_ALL _Pragma("omp parallel for default(none) reduction(+ : sum)")

long sumBelow(const std::vector<int> &values) {
  const int n = static_cast<int>(values.size());
  long sum = 0;
  // CHECK: E0026_openmp_directive_in_macro.cpp:[[@LINE+1]]:3: error: the OpenMP directive written by a macro names const variable(s) 'n' in a region with default(none) and no data-sharing clause, which OpenMP 2.0 (MSVC's /openmp) makes shared and OpenMP 4.0 and later reject; amp2hip does not rewrite a macro's text: add shared(n) to the directive [AMP2HIP-E0026]
  SUM_ALL
  for (int i = 0; i < n; ++i)
    sum += i;
  return sum;
}
