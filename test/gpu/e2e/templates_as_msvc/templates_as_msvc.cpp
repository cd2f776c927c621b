// A program over blas.h, a header that MSVC compiles because it parses
// templates where they are instantiated (AMP2HIP-W0003 for each of its
// constructs): axpy on the accelerator, checked against a loop on the host.
#include "blas.h"

#include <cstdio>
#include <vector>

int main() {
  const int n = 1000;
  std::vector<float> x(n - 10), y(n), expected(n);
  for (int i = 0; i < n - 10; ++i)
    x[i] = 0.5f * static_cast<float>(i);
  for (int i = 0; i < n; ++i)
    y[i] = static_cast<float>(n - i);
  // The host reference: x is 10 elements shorter than y, read as 0 there.
  for (int i = 0; i < n; ++i)
    expected[i] = 3.0f * (i < n - 10 ? x[i] : 0.0f) + y[i];
  {
    concurrency::array_view<const float, 1> xv(n - 10, x);
    concurrency::array_view<float, 1> yv(n, y);
    blas::axpy(3.0f, xv, yv);
    yv.synchronize();
  }
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += y[i] != expected[i];
  float total = blas::host_sum(y.data(), n);
  float none = blas::host_sum<float>(nullptr, n);
  std::printf("axpy: %d of %d wrong\n", wrong, n);
  std::printf("y[0] = %g, y[989] = %g, y[999] = %g\n", y[0], y[989], y[999]);
  std::printf("sum = %.1f, sum of null = %.1f\n", total, none);
  return wrong == 0 ? 0 : 1;
}
