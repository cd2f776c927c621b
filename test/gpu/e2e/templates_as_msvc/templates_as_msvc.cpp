// A program over blas.h and scan.h, headers that MSVC compiles because it
// parses templates where they are instantiated (AMP2HIP-W0003 for each of
// their constructs): axpy and two scans on the accelerator, checked against
// loops on the host.
#include "blas.h"
#include "scan.h"
#include "scan_modes.h"

#include <algorithm>
#include <cstdio>
#include <string>
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
  // scan.h: 1000 values i % 7 + 1, scanned on the accelerator, checked
  // against running sums on the host.
  const int m = 1000;
  std::vector<int> values(m), inclusive(m), exclusive(m);
  for (int i = 0; i < m; ++i)
    values[i] = i % 7 + 1;
  {
    concurrency::array_view<const int, 1> in(m, values);
    concurrency::array_view<int, 1> inc(m, inclusive), exc(m, exclusive);
    scan::inclusive_scan<64>(in, inc);
    scan::exclusive_scan<64>(in, exc);
    inc.synchronize();
    exc.synchronize();
  }
  int inclusiveWrong = 0, exclusiveWrong = 0, running = 0;
  for (int i = 0; i < m; ++i) {
    exclusiveWrong += exclusive[i] != running;
    running += values[i];
    inclusiveWrong += inclusive[i] != running;
  }
  std::printf("scan: inclusive %d wrong, exclusive %d wrong\n", inclusiveWrong,
              exclusiveWrong);
  std::printf("inclusive[999] = %d, exclusive[999] = %d\n", inclusive[m - 1],
              exclusive[m - 1]);
  // A Win32 program's call: 9U and a size_t, one type where size_t is
  // unsigned int.
  const std::string label = "inclusive";
  std::printf("label width %d\n", int(std::max(9U, label.length())));
  wrong += inclusiveWrong + exclusiveWrong;
  return wrong == 0 ? 0 : 1;
}
