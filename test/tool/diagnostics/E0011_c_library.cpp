// C++ AMP v1.2 §2.3: amp code calls only amp-restricted functions, and the C
// library's allocation, memory-block and output functions (malloc, calloc,
// realloc, free, memcpy, memset, memmove, memcmp, printf...) have none (MSVC
// error C3930). The HIP and CUDA headers declare device versions of them, so
// in restrict(amp, cpu) code Clang accepts the call; amp2hip reports it as
// AMP2HIP-E0011 at the call. Host code and restrict(cpu) code may call them.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
using namespace concurrency;

int both(int n) restrict(amp, cpu) {
  int *p = (int *)malloc(sizeof(int));
  // CHECK: E0011_c_library.cpp:[[@LINE-1]]:19: error: 'malloc' is called from amp code (a kernel or a restrict(amp) function) but the C library's function has no restrict(amp) overload in C++ AMP (C++ AMP v1.2 §2.3; MSVC error C3930) [AMP2HIP-E0011]
  std::memset(p, 0, sizeof(int));
  // CHECK: E0011_c_library.cpp:[[@LINE-1]]:3: error: 'memset' is called from amp code
  free(p);
  // CHECK: E0011_c_library.cpp:[[@LINE-1]]:3: error: 'free' is called from amp code
  return n;
}

void kernel(array<int, 1> &a) {
  parallel_for_each(a.get_extent(), [&](index<1> i) restrict(amp, cpu) {
    int *q = (int *)calloc(1, sizeof(int));
    // CHECK: E0011_c_library.cpp:[[@LINE-1]]:21: error: 'calloc' is called from amp code
    a[i] = both(i[0]) + (q != nullptr);
  });
}

int host() restrict(cpu) {
  int *p = (int *)malloc(sizeof(int)); // silent: cpu code
  std::printf("%d\n", *p);
  free(p);
  return 0;
}
