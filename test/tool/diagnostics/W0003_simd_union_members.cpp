// MSVC declares its SIMD types (__m128, __m128d, __m128i, ...) as unions
// whose members are the lanes as arrays, and host code of AMP programs reads
// them (B3DContest's SolveTSP: `dvalfirst01.m128d_f64[0]`,
// `indxfirst0123.m128i_i32[j]`); GCC and Clang declare vector types without
// members ("member reference base type '__m128d' is not a structure or
// union"). amp2hip reports AMP2HIP-W0003 and writes `v.m128i_i32` as
// `amp2hip::m128i_i32(v)`, the same lanes as an array that reads and writes
// v (the runtime's msvc_simd_lanes.h; its members are
// msvc_simd_members.def). Run on the CPU platform against values worked out
// by hand: lanes 1, 2, 30, 4 after the write, doubled by _mm_add_epi32.
// A member MSVC does not have stays Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DOTHER_MEMBER 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <cstdio>
#include <emmintrin.h>
using namespace concurrency;

struct Lanes {
  __m128i Indices;
};

int main() {
  __m128i a = _mm_set_epi32(4, 3, 2, 1);
  const __m128d d = _mm_set_pd(2.5, 1.5);
  Lanes l = {a};
  Lanes *p = &l;
  // DIAG: W0003_simd_union_members.cpp:[[@LINE+2]]:4: warning: accepted as MSVC does: member reference base type '__m128i' (vector of 2 'long long' values) is not a structure or union (MSVC declares its SIMD types as unions of the lanes as arrays, where GCC and Clang declare vector types without members); written as portable C++ in the output: amp2hip::m128i_i32(v), the same lanes as an array (detail/msvc_simd_lanes.h) [AMP2HIP-W0003]
  // OUT: amp2hip::m128i_i32(a)[2] = 30;
  a.m128i_i32[2] = 30;
  __m128i b = _mm_add_epi32(a, a);
  // DIAG: W0003_simd_union_members.cpp:[[@LINE+5]]:14: warning: accepted as MSVC does: member reference base type '__m128i'
  // DIAG: W0003_simd_union_members.cpp:[[@LINE+4]]:32: warning: accepted as MSVC does: member reference base type '__m128i'
  // DIAG: W0003_simd_union_members.cpp:[[@LINE+4]]:18: warning: accepted as MSVC does: member reference base type 'const __m128d'
  // OUT: int sum = amp2hip::m128i_i32(b)[0] + amp2hip::m128i_i32(b ) [3];
  // OUT: double high = amp2hip::m128d_f64(d)[1];
  int sum = b.m128i_i32[0] + b . m128i_i32 [3];
  double high = d.m128d_f64[1];
  // DIAG: W0003_simd_union_members.cpp:[[@LINE+2]]:25: warning: accepted as MSVC does: member reference base type '__m128i'
  // OUT: int third = amp2hip::m128i_i32(p->Indices)[2];
  int third = p->Indices.m128i_i32[2];
  __m128i *q = &b;
  // DIAG: W0003_simd_union_members.cpp:[[@LINE+2]]:4: warning: accepted as MSVC does: member reference base type '__m128i'
  // OUT: amp2hip::m128i_i32(*q)[1] += 1;
  q->m128i_i32[1] += 1;
#ifdef OTHER_MEMBER
  // BAD: W0003_simd_union_members.cpp:[[@LINE+1]]:16: error: member reference base type '__m128i'
  int other = a.lanes[0];
#endif
  // EXE: lanes 2 5 60 8, sum 10, high 2.5, third 3
  // DIAG-COUNT-4: W0003_simd_union_members.cpp:[[@LINE+2]]:{{16|32|48|64}}: warning: accepted as MSVC does
  std::printf("lanes %d %d %d %d, sum %d, high %g, third %d\n",
              b.m128i_i32[0], b.m128i_i32[1], b.m128i_i32[2], b.m128i_i32[3],
              sum, high, third);
  return 0;
}
