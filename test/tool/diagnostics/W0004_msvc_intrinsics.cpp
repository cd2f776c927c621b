// MSVC's intrinsics (<intrin.h>, which MSVC's <amp.h> and <windows.h>
// include) as C++ AMP programs call them without including it: B3DContest's
// SolveTSP sizes its tables with `_BitScanReverse(&lg, ...)` on a DWORD, the
// book's NBody asks `__cpuid(CpuInfo, 1)` for SSE, SBM.h counts with
// `InterlockedIncrement(&node->counter)` on a long. Clang's Microsoft mode
// knows them as builtins, GCC and nvcc do not: the runtime's portability
// layer defines them (<amp2hip/intrin.h>, brought in by <amp2hip/amp.h>) and
// each call is AMP2HIP-W0004. The SSE intrinsics MSVC's <intrin.h> brings
// along (_mm_add_ps) are GCC's and Clang's own. A file that includes
// <intrin.h> gets <amp2hip/intrin.h>. Run on the CPU platform against values
// worked out by hand (below).
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// RUN: %amp2hip %S/Inputs/intrin_include.cpp -o %t.inc.cpp 2> %t.inc.err
// RUN: FileCheck %s --check-prefix=INC-DIAG --implicit-check-not=error: < %t.inc.err
// RUN: FileCheck %s --check-prefix=INC < %t.inc.cpp
// RUN: %if cpu-platform %{ %cpu-cxx %t.inc.cpp -x none -o %t.inc.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.inc.exe | FileCheck %s --check-prefix=INC-EXE %}
// INC-DIAG-DAG: intrin_include.cpp:3:1: warning: 'intrin.h' is mapped to <amp2hip/intrin.h>, amp2hip's portability layer: MSVC's compiler intrinsics {{.*}} [AMP2HIP-W0004]
// INC-DIAG-DAG: intrin_include.cpp:8:43: warning: '_rotl' (intrin.h) is mapped
// INC-DIAG-DAG: intrin_include.cpp:9:15: warning: '_byteswap_ulong' (intrin.h) is mapped
// INC: {{^}}#include <amp2hip/intrin.h>
// INC-EXE: rotated 3, swapped 78563412
#include <amp.h>
#include <cstdio>
using namespace concurrency;

struct Node {
  long counter; // 64 bits on Linux, 32 on Windows: both work
};

// `default: __assume(0);` ends the function's paths for MSVC; the runtime's
// __assume is a macro over __builtin_unreachable, so GCC and nvcc (warnings
// as errors) agree.
int tileSide(int level) {
  switch (level) {
  case 0:
    return 4;
  case 1:
    return 8;
  default:
    // DIAG: W0004_msvc_intrinsics.cpp:[[@LINE+1]]:5: warning: '__assume' (intrin.h) is mapped to amp2hip's portability layer: a statement macro
    __assume(0);
  }
}

int main() {
  unsigned edgestride = 20;
  // DIAG: W0004_msvc_intrinsics.cpp:[[@LINE+1]]:3: warning: 'DWORD' (windows.h)
  DWORD lg = 0;
  // DIAG: W0004_msvc_intrinsics.cpp:[[@LINE+2]]:3: warning: '_BitScanReverse' (intrin.h) is mapped to amp2hip's portability layer: the highest set bit's index {{.*}} [AMP2HIP-W0004]
  // OUT: _BitScanReverse(&lg, ((edgestride << 1) - 1) | 1);
  _BitScanReverse(&lg, ((edgestride << 1) - 1) | 1);
  unsigned size = 1u << (lg + 1);
  array_view<unsigned, 1> bits(size);
  parallel_for_each(bits.extent,
                    [=](index<1> i) restrict(amp) { bits[i] = i[0]; });
  unsigned total = 0;
  for (unsigned i = 0; i < size; ++i)
    // DIAG: W0004_msvc_intrinsics.cpp:[[@LINE+1]]:14: warning: '__popcnt' (intrin.h)
    total += __popcnt(bits[i]);
  Node node{0};
  for (unsigned i = 0; i < size; ++i)
    // DIAG: W0004_msvc_intrinsics.cpp:[[@LINE+1]]:5: warning: 'InterlockedIncrement' (windows.h)
    InterlockedIncrement(&node.counter);
  int CpuInfo[4] = {-1};
  // DIAG: W0004_msvc_intrinsics.cpp:[[@LINE+1]]:3: warning: '__cpuid' (intrin.h)
  __cpuid(CpuInfo, 1);
  int sse2 = (CpuInfo[3] >> 26) & 1;
  unsigned long long high = 0;
  // DIAG: W0004_msvc_intrinsics.cpp:[[@LINE+1]]:28: warning: '_umul128' (intrin.h)
  unsigned long long low = _umul128(size, 1ull << 60, &high);
  __m128 v = _mm_set1_ps(1.5f);
  float f[4];
  _mm_storeu_ps(f, _mm_add_ps(v, v));
  // ((20 << 1) - 1) | 1 = 39 = 100111b: the highest bit is 5, so 64
  // elements; their popcounts sum to 6 * 32 = 192 (each of the 6 bits is set
  // in half of 0..63); 64 increments; x86-64 has SSE2; 64 * 2^60 = 2^66 is
  // 4 * 2^64 + 0; 1.5 + 1.5 = 3.
  // EXE: lg 5, size 64, popcounts 192, counter 64, sse2 1, product 4:0, sum 3, side 8
  std::printf("lg %u, size %u, popcounts %u, counter %ld, sse2 %d, "
              "product %llu:%llu, sum %g, side %d\n",
              static_cast<unsigned>(lg), size, total, node.counter, sse2,
              high, low, f[0], tileSide(1));
  return 0;
}
