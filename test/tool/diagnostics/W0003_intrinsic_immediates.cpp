// The SSE2 code of B3DContest's SolveTSP as MSVC compiles it:
//  - `_mm_shuffle_pd(a, b, _MM_SHUFFLE(1, 1, 1, 1))`: the four-lane macro
//    (85) given to the two-lane shuffle, whose instruction reads bits 0 and
//    1 of its immediate; MSVC passes 85 to `shufpd`, Clang and GCC reject
//    it ("argument value 85 is outside the valid range [0, 3]"). Written
//    `(_MM_SHUFFLE(1, 1, 1, 1)) & 3`, the same instruction
//    (IntrinsicImmediates.h);
//  - code under `#if (_M_IX86_FP >= 2) || (_M_X64)` that a template before
//    it calls: the first parse skips it (MSVC's macros are not defined on
//    Linux), so the template's call has no declaration yet; the round that
//    writes `_M_X64` as `__x86_64__` leaves that error to the next parse,
//    which finds the declaration (before, the error stopped the
//    translation);
//  - <malloc.h>'s _aligned_malloc and _aligned_free, MSVC's CRT (the
//    runtime's windows_crt.h).
// Built with nvcc and GCC, run on the CPU platform against the lanes worked
// out below.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
//
// shufpd with imm 1 (85 & 3): lane 0 from a's lane 1, lane 1 from b's lane
// 0: a = (1, 2), b = (3, 4) -> (2, 3); imm 57 & 3 = 1 the same. The
// allocation is 16-byte aligned; sum of 0..7 = 28.
// EXE: shuffled 2 3, rotated 2 3
// EXE-NEXT: aligned 1, sum 28
// EXE-NEXT: kernel 2 3
#include <amp.h>
#include <cstdint>
#include <cstdio>
#include <emmintrin.h>
#include <malloc.h>
using namespace concurrency;

template <typename T> T lowLane(__m128d v) {
  // DIAG-DAG: W0003_intrinsic_immediates.cpp:[[@LINE+1]]:10: warning: accepted as MSVC does: use of function template name with no prior declaration in function call with explicit template arguments is a C++20 extension (MSVC looks the name up where the template is instantiated, after its later declaration)
  return first<T>(v);
}

// DIAG-DAG: W0003_intrinsic_immediates.cpp:[[@LINE+2]]:27: warning: '_M_X64' in a preprocessor condition
// OUT: {{^}}#if (_M_IX86_FP >= 2) || (__x86_64__)
#if (_M_IX86_FP >= 2) || (_M_X64)
template <typename T> T first(__m128d v) {
  double lanes[2];
  _mm_storeu_pd(lanes, v);
  return static_cast<T>(lanes[0]);
}

__m128d pick(__m128d a, __m128d b) {
  // DIAG-DAG: W0003_intrinsic_immediates.cpp:[[@LINE+2]]:10: warning: accepted as MSVC does: argument value 85 is outside the valid range [0, 3] in '_mm_shuffle_pd' (MSVC passes the immediate to the instruction, which reads only its low bits); written as portable C++ in the output (the argument masked to those bits, the same instruction) [AMP2HIP-W0003]
  // OUT: {{^}}  return _mm_shuffle_pd(a, b, (_MM_SHUFFLE(1, 1, 1, 1)) & 3);
  return _mm_shuffle_pd(a, b, _MM_SHUFFLE(1, 1, 1, 1));
}

__m128d rotate(__m128d a, __m128d b) {
  // DIAG-DAG: W0003_intrinsic_immediates.cpp:[[@LINE+2]]:10: warning: accepted as MSVC does: argument value 57 is outside the valid range [0, 3]
  // OUT: {{^}}  return _mm_shuffle_pd(a, b, (_MM_SHUFFLE(0, 3, 2, 1)) & 3);
  return _mm_shuffle_pd(a, b, _MM_SHUFFLE(0, 3, 2, 1));
}
#endif

int main() {
  __m128d a = _mm_set_pd(2.0, 1.0), b = _mm_set_pd(4.0, 3.0);
  __m128d p = pick(a, b), r = rotate(a, b);
  printf("shuffled %g %g, rotated %g %g\n", lowLane<double>(p),
         lowLane<double>(_mm_unpackhi_pd(p, p)), lowLane<double>(r),
         lowLane<double>(_mm_unpackhi_pd(r, r)));
  // DIAG-DAG: W0003_intrinsic_immediates.cpp:[[@LINE+1]]:36: warning: '_aligned_malloc' (malloc.h) is mapped to amp2hip's portability layer
  int *values = static_cast<int *>(_aligned_malloc(8 * sizeof(int), 16));
  int sum = 0;
  for (int i = 0; i < 8; ++i)
    sum += values[i] = i;
  printf("aligned %d, sum %d\n",
         reinterpret_cast<std::uintptr_t>(values) % 16 == 0, sum);
  // DIAG-DAG: W0003_intrinsic_immediates.cpp:[[@LINE+1]]:3: warning: '_aligned_free' (malloc.h) is mapped to amp2hip's portability layer
  _aligned_free(values);
  int lanes[2] = {lowLane<int>(p), lowLane<int>(r) + 1};
  array_view<int, 1> av(2, lanes);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] * 1; });
  av.synchronize();
  printf("kernel %d %d\n", lanes[0], lanes[1]);
}
