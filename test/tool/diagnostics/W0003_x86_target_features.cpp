// x86 intrinsics of instruction sets beyond x86-64's SSE2, as C++ AMP
// programs compare their kernels with SIMD code (Stefano Tommesani's TBBDemo:
// `_mm_hadd_epi32`, SSSE3, in a function and in the lambda of a
// parallel_for). MSVC compiles them without an /arch switch; GCC and Clang
// only in a function whose target has the instruction set ("inlining failed
// in call to 'always_inline' '_mm_hadd_epi32': target specific option
// mismatch"). Each declaration at namespace scope that calls one gets its
// instruction sets from the host compilers' pragmas (GCC's and nvcc's host
// compiler's `#pragma GCC target`, Clang's `#pragma clang attribute`), one
// AMP2HIP-W0003 at its first such call; SSE2 (`_mm_add_epi32`) needs
// nothing. Built with nvcc, the AMD device compiler and GCC (warnings as
// errors), and run on the CPU platform against the scalar reference of the
// same program.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: '--implicit-check-not=[AMP2HIP-W0003]' < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// EXE: cpu ssse3 1 sse4.1 1 avx 1 lzcnt 1
// EXE-NEXT: luma 2048 of 2048, row sums 4096 of 4096, blended 4 1 4 1, doubled 5, leading 60
// EXE-NEXT: kernel 2048 of 2048
#include <amp.h>
#include <intrin.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

// OUT: {{^}}// amp2hip: the instruction sets of _mm_hadd_epi32, which MSVC compiles without /arch
// OUT-NEXT: {{^}}#if defined(__clang__) && !defined(__HIP_DEVICE_COMPILE__)
// OUT-NEXT: {{^}}#pragma clang attribute push(__attribute__((target("ssse3"))), apply_to = function)
// OUT-NEXT: {{^}}#elif defined(__GNUC__) && !defined(__clang__) && !defined(__CUDA_ARCH__)
// OUT-NEXT: {{^}}#pragma GCC push_options
// OUT-NEXT: {{^}}#pragma GCC target("ssse3")
// OUT-NEXT: {{^}}#endif
// OUT-NEXT: {{^}}int lumaSum(const std::vector<int> &pixels) {
int lumaSum(const std::vector<int> &pixels) {
  __m128i sum = _mm_setzero_si128();
  for (size_t i = 0; i + 4 <= pixels.size(); i += 4)
    sum = _mm_add_epi32(sum, _mm_loadu_si128((const __m128i *)&pixels[i]));
  // DIAG: W0003_x86_target_features.cpp:[[@LINE+1]]:9: warning: MSVC compiles x86 intrinsics without an /arch switch; GCC and Clang only for their instruction sets: this declaration is compiled for ssse3 (_mm_hadd_epi32) [AMP2HIP-W0003]
  sum = _mm_hadd_epi32(sum, sum);
  sum = _mm_hadd_epi32(sum, sum);
  return _mm_cvtsi128_si32(sum);
}
// OUT: {{^}}  return _mm_cvtsi128_si32(sum);
// OUT-NEXT: {{^}}}
// OUT-NEXT: {{^}}#if defined(__clang__) && !defined(__HIP_DEVICE_COMPILE__)
// OUT-NEXT: {{^}}#pragma clang attribute pop
// OUT-NEXT: {{^}}#elif defined(__GNUC__) && !defined(__clang__) && !defined(__CUDA_ARCH__)
// OUT-NEXT: {{^}}#pragma GCC pop_options
// OUT-NEXT: {{^}}#endif

template <typename Body> void forEachRow(int rows, Body body) {
  for (int r = 0; r < rows; ++r)
    body(r);
}

// The intrinsic in a lambda, as TBBDemo's ProcessRGBTBBSIMD calls it from
// tbb::parallel_for: the lambda is in the declaration's region.
// OUT: {{^}}#pragma GCC target("ssse3")
// OUT-NEXT: {{^}}#endif
// OUT-NEXT: {{^}}int rowSums(const std::vector<int> &pixels, int width) {
int rowSums(const std::vector<int> &pixels, int width) {
  int total = 0;
  forEachRow(int(pixels.size()) / width, [&](int r) {
    __m128i row = _mm_loadu_si128((const __m128i *)&pixels[r * width]);
    // DIAG: W0003_x86_target_features.cpp:[[@LINE+1]]:19: warning: {{.*}} compiled for ssse3 (_mm_hadd_epi32) [AMP2HIP-W0003]
    __m128i two = _mm_hadd_epi32(row, row);
    total += _mm_cvtsi128_si32(_mm_hadd_epi32(two, two)) * 2;
  });
  return total;
}

// A class's inline member (AVX) and a template calling a header's macro over
// a builtin (`_mm_blend_ps`, SSE4.1): the region is the whole class, the
// whole template.
// OUT: {{^}}#pragma clang attribute push(__attribute__((target("avx"))), apply_to = function)
// OUT: {{^}}#pragma GCC target("avx")
// OUT-NEXT: {{^}}#endif
// OUT-NEXT: {{^}}struct Doubler {
struct Doubler {
  static float twice(float v) {
    // DIAG: W0003_x86_target_features.cpp:[[@LINE+1]]:16: warning: {{.*}} compiled for avx (_mm256_set1_ps, _mm256_cvtss_f32, _mm256_add_ps) [AMP2HIP-W0003]
    __m256 a = _mm256_set1_ps(v);
    return _mm256_cvtss_f32(_mm256_add_ps(a, a));
  }
};
// OUT: {{^}}};
// OUT-NEXT: {{^}}#if defined(__clang__) && !defined(__HIP_DEVICE_COMPILE__)
// OUT-NEXT: {{^}}#pragma clang attribute pop
// OUT: {{^}}#pragma GCC target("lzcnt,sse4.1")
// OUT-NEXT: {{^}}#endif
// OUT-NEXT: {{^}}template <typename T> void blend(T *out, unsigned long long x, unsigned *leading) {
template <typename T> void blend(T *out, unsigned long long x, unsigned *leading) {
  __m128 a = _mm_set_ps(1, 2, 1, 2), b = _mm_set_ps(3, 4, 3, 4);
  // DIAG: W0003_x86_target_features.cpp:[[@LINE+1]]:22: warning: {{.*}} compiled for lzcnt, sse4.1 (_mm_blend_ps, __lzcnt64) [AMP2HIP-W0003]
  _mm_storeu_ps(out, _mm_blend_ps(a, b, 5));
  *leading = unsigned(__lzcnt64(x));
}

int main() {
  // MSVC's way to ask (the book's NBody): CPUID leaf 1's ECX bits 9 (SSSE3),
  // 19 (SSE4.1), 28 (AVX); leaf 0x80000001's ECX bit 5 (LZCNT).
  int info[4];
  __cpuid(info, 1);
  int ssse3 = (info[2] >> 9) & 1, sse41 = (info[2] >> 19) & 1,
      avx = (info[2] >> 28) & 1;
  __cpuid(info, 0x80000001);
  int lzcnt = (info[2] >> 5) & 1;
  std::printf("cpu ssse3 %d sse4.1 %d avx %d lzcnt %d\n", ssse3, sse41, avx,
              lzcnt);
  if (!(ssse3 && sse41 && avx && lzcnt))
    return 1;

  // 16 rows of 4 pixels: the odd numbers 1..63 twice, whose sum is
  // 2 * 32 * 32 = 2048; rowSums doubles each row: 4096. _mm_blend_ps with
  // mask 5 takes lanes 0 and 2 from b (4, 4) and 1 and 3 from a (1, 1);
  // 8 has 60 leading zeros in 64 bits.
  const int width = 4, rows = 16;
  std::vector<int> pixels(width * rows);
  int reference = 0;
  for (int i = 0; i < width * rows; ++i) {
    pixels[i] = 2 * (i % 32) + 1;
    reference += pixels[i];
  }
  int rowReference = 0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < width; ++c)
      rowReference += 2 * pixels[r * width + c];

  float blended[4];
  unsigned leading = 0;
  blend(blended, 8ull, &leading);
  std::printf("luma %d of %d, row sums %d of %d, blended %g %g %g %g, "
              "doubled %g, leading %u\n",
              lumaSum(pixels), reference, rowSums(pixels, width),
              rowReference, blended[0], blended[1], blended[2], blended[3],
              Doubler::twice(2.5f), leading);

  // The same sum by a kernel: the kernel is outside every region.
  std::vector<int> total(1, 0);
  array_view<const int, 1> in(width * rows, pixels);
  array_view<int, 1> out(1, total);
  parallel_for_each(in.extent, [=](index<1> i) restrict(amp) {
    atomic_fetch_add(&out[0], in[i]);
  });
  std::printf("kernel %d of %d\n", out[0], reference);
  return 0;
}
