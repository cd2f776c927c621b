// MSVC intrinsics that amp2hip's portability layer does not provide: Clang's
// Microsoft mode declares them implicitly at the call, as MSVC does after
// <intrin.h>, but GCC, hipcc and nvcc know none of them, so a translation
// that kept the call would not build. Each reference is AMP2HIP-E0027, and
// nothing is written. The ones the layer provides (_BitScanForward) and
// GCC's own builtins (__builtin_clz) are not errors.
// RUN: rm -f %t.hip.cpp
// RUN: %not %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --implicit-check-not=error: < %t.err
// RUN: %not test -e %t.hip.cpp
// An x86 intrinsic whose instruction set amp2hip cannot enable alike for GCC
// and Clang (W0003_x86_target_features.cpp enables the others) is E0027 too.
// RUN: rm -f %t.x86.cpp
// RUN: %not %amp2hip %S/Inputs/x86_unknown_instruction_set.cpp -o %t.x86.cpp 2> %t.x86.err
// RUN: FileCheck %s --check-prefix=X86 --implicit-check-not=error: < %t.x86.err
// RUN: %not test -e %t.x86.cpp
// X86: x86_unknown_instruction_set.cpp:6:10: error: '_mm256_sha512msg1_epi64' needs the x86 instruction set 'sha512', which amp2hip cannot enable alike for GCC, Clang and nvcc's host compiler; the translation would not build: write it without the intrinsic [AMP2HIP-E0027]
// CHECK-NOT: '_BitScanForward' is an MSVC intrinsic
#include <amp.h>
#include <cstdio>

template <typename T> void logNothing(T value) {
  // CHECK: E0027_unmapped_msvc_intrinsic.cpp:[[@LINE+1]]:3: error: '__noop' is an MSVC intrinsic that amp2hip's portability layer does not provide (<amp2hip/intrin.h>); GCC, hipcc and nvcc do not know it, so the translation would not build: write it in portable C++ {{.*}} [AMP2HIP-E0027]
  __noop(value);
}

int main() {
  short small = 0;
  // CHECK: E0027_unmapped_msvc_intrinsic.cpp:[[@LINE+1]]:3: error: '_InterlockedIncrement16' is an MSVC intrinsic
  _InterlockedIncrement16(&small);
  // CHECK: E0027_unmapped_msvc_intrinsic.cpp:[[@LINE+1]]:22: error: '__lzcnt' is an MSVC intrinsic
  unsigned leading = __lzcnt(8u);
  DWORD index = 0;
  _BitScanForward(&index, 8u);
  logNothing(leading);
  std::printf("%u %u %d\n", leading, index, __builtin_clz(8u));
  return 0;
}
