// OpenMP as MSVC's /openmp implements it (2.0): a const variable named in a
// region with default(none) needs no data-sharing clause (it is predetermined
// shared); OpenMP 4.0 and later, GCC 9 and later (nvcc's and the CPU
// platform's host compiler) and Clang reject that. amp2hip parses with the
// 2.0 rule and adds `shared(...)` at the end of the directive's line
// (AMP2HIP-W0003), which every version accepts. AMD's AMP_Primes P2 is such
// a program. The output builds with GCC's OpenMP and counts right.
// RUN: %amp2hip %s -o %t.hip.cpp -- -fopenmp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=error: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if cpu-platform %{ %cpu-cxx -fopenmp %t.hip.cpp -x none -o %t.exe %cpu-libs -fopenmp %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=RESULT %}
#include <amp.h>
#include <omp.h>

#include <cstdio>

template <typename T> T sumBelow(const T limit) {
  T total = 0;
  // DIAG: W0003_openmp_const_shared.cpp:[[@LINE+2]]:1: warning: accepted as MSVC does: const variable(s) 'limit' named in a region with default(none) and no data-sharing clause, which OpenMP 2.0 (MSVC's /openmp) makes shared and OpenMP 4.0 and later reject; written as portable C++ in the output (shared(limit) added) [AMP2HIP-W0003]
  // OUT: {{^}}#pragma omp parallel for default(none) reduction(+ : total) shared(limit){{$}}
#pragma omp parallel for default(none) reduction(+ : total)
  for (T i = 0; i < limit; ++i)
    total += i;
  return total;
}

int main() {
  const long limit = 1000;
  const int step = 3, offset = 1;
  long multiples = 0, listed = 0, shared = 0;
  // Two variables, and a nested directive naming one of them; a comment
  // after the clauses stays after them.
  // DIAG: W0003_openmp_const_shared.cpp:[[@LINE+2]]:1: warning: accepted as MSVC does: const variable(s) 'limit', 'step' named in a region with default(none) {{.*}}(shared(limit, step) added) [AMP2HIP-W0003]
  // OUT: {{^}}#pragma omp parallel default(none) reduction(+ : multiples) shared(limit, step) // the multiples of step{{$}}
#pragma omp parallel default(none) reduction(+ : multiples) // the multiples of step
  {
#pragma omp for
    for (long n = 0; n < limit; ++n)
      multiples += n % step == 0 ? 1 : 0;
  }
  // Listed already: nothing added.
  // OUT: {{^}}#pragma omp parallel for default(none) firstprivate(offset) shared(limit) reduction(+ : listed){{$}}
#pragma omp parallel for default(none) firstprivate(offset) shared(limit) reduction(+ : listed)
  for (long n = 0; n < limit; ++n)
    listed += n + offset;
  // Without default(none): nothing to add.
  // OUT: {{^}}#pragma omp parallel for reduction(+ : shared){{$}}
#pragma omp parallel for reduction(+ : shared)
  for (long n = 0; n < limit; ++n)
    shared += step;
  // 0 + 1 + ... + 999 = 499500; 334 multiples of 3 in [0, 1000);
  // 499500 + 1000 * 1 = 500500; 3 * 1000 = 3000.
  std::printf("%ld %ld %ld %ld %d\n", sumBelow(limit), multiples, listed,
              shared, sumBelow(10));
  // RESULT: 499500 334 500500 3000 45
  return 0;
}
