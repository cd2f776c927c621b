// MSVC's default floating-point model, /fp:precise, in kernels: a * b + c is
// a rounded multiply and a rounded add, in a kernel as in host code, so a
// restrict(cpu, amp) function gives the host and the accelerator the same
// result (AMD's MandelBrot and MatrixMultiplication compare so, exactly).
// amp2hip migrate builds a project whose FloatingPointModel is not Fast with
// FP_CONTRACT_OFF; this program is built so too:
// amp2hip-test: fp-contract-off
//
// The operands make a fused multiply-add differ from the rounded pair (exact
// values, printed in units of 2^-26):
//   0: a = b = 1 + 2^-12, c = -(1 + 2^-11). a * b = 1 + 2^-11 + 2^-24
//      exactly, halfway between two floats (their spacing in [1, 2) is
//      2^-23); it rounds to the even one, 1 + 2^-11, and adding c gives 0.
//      Fused: 2^-24, printed as 4.
//   1: a = 1 + 2^-12, b = 1 - 2^-12, c = -1. a * b = 1 - 2^-24 is a float
//      (spacing 2^-24 in [1/2, 1)): -2^-24 either way, printed as -4.
//   2: a = 3, b = the float nearest 1/3 (1/3 + 2^-25 / 3), c = -1.
//      a * b = 1 + 2^-25, below half the spacing above 1: it rounds to 1 and
//      the sum is 0. Fused: 2^-25, printed as 2.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

float multiply_add(float a, float b, float c) restrict(cpu, amp) {
  return a * b + c;
}

int main() {
  const float Tiny = 1.0f / 4096.0f; // 2^-12, exact
  std::vector<float> a = {1.0f + Tiny, 1.0f + Tiny, 3.0f};
  std::vector<float> b = {1.0f + Tiny, 1.0f - Tiny, 1.0f / 3.0f};
  std::vector<float> c = {-(1.0f + 2.0f * Tiny), -1.0f, -1.0f};
  const int N = static_cast<int>(a.size());
  std::vector<float> viaFunction(N), written(N);

  array_view<const float, 1> av(N, a), bv(N, b), cv(N, c);
  array_view<float, 1> fv(N, viaFunction), wv(N, written);
  fv.discard_data();
  wv.discard_data();
  parallel_for_each(fv.extent, [=](index<1> i) restrict(amp) {
    fv[i] = multiply_add(av[i], bv[i], cv[i]);
    wv[i] = av[i] * bv[i] + cv[i];
  });
  fv.synchronize();
  wv.synchronize();

  const float Unit = 67108864.0f; // 2^26
  int differences = 0;
  for (int i = 0; i < N; ++i) {
    float host = multiply_add(a[i], b[i], c[i]);
    std::printf("%d: host %d, restrict(cpu, amp) function %d, kernel %d\n", i,
                static_cast<int>(host * Unit),
                static_cast<int>(viaFunction[i] * Unit),
                static_cast<int>(written[i] * Unit));
    differences += viaFunction[i] != host || written[i] != host;
  }
  std::printf("%s\n", differences == 0 ? "host and accelerator agree"
                                       : "host and accelerator differ");
  return differences == 0 ? 0 : 1;
}
