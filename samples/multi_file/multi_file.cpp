// A program of several files: this main file and two headers under kernels/
// that hold restrict(amp) functions, a restriction overload and kernels (one a
// template). amp2hip --out-dir translates the headers with it. Each result is
// checked against a CPU computation in this file; expected_output.txt holds
// the values, computed by hand in expected_output.md.
// amp2hip-test: no-cpu its kernels call the restrict(amp) overload of scale_of, which the CPU platform does not compile (docs/platforms.md)
#include <amp.h>
#include <cstdio>
#include <vector>

#include "kernels/saxpy.h"

using namespace concurrency;

int main() {
  // saxpy<int>: y = 3 * x + y, x = 0..7, y = 100.
  std::vector<int> xi(8), yi(8, 100);
  for (int i = 0; i < 8; ++i)
    xi[i] = i;
  {
    array_view<const int, 1> x(8, xi);
    array_view<int, 1> y(8, yi);
    kernels::saxpy(3, x, y);
    y.synchronize();
  }
  bool ok = true;
  std::printf("saxpy<int>:");
  for (int i = 0; i < 8; ++i) {
    std::printf(" %d", yi[i]);
    ok = ok && yi[i] == 3 * i + 100;
  }
  std::printf("\n");

  // saxpy<float>: y = 0.5 * x + y, x = 0..3, y = 1.
  std::vector<float> xf = {0, 1, 2, 3}, yf(4, 1.0f);
  {
    array_view<const float, 1> x(4, xf);
    array_view<float, 1> y(4, yf);
    kernels::saxpy(0.5f, x, y);
  }
  std::printf("saxpy<float>:");
  for (int i = 0; i < 4; ++i) {
    std::printf(" %g", yf[i]);
    ok = ok && yf[i] == 0.5f * xf[i] + 1.0f;
  }
  std::printf("\n");

  // scaled_tiles: in[i] = i, 8 elements in 2 tiles of 4; reversed in a tile.
  std::vector<float> in(8), out(8, -1.0f);
  for (int i = 0; i < 8; ++i)
    in[i] = static_cast<float>(i);
  {
    array_view<const float, 1> a(8, in);
    array_view<float, 1> b(8, out);
    b.discard_data();
    kernels::scaled_tiles(a, b);
  }
  std::printf("scaled_tiles:");
  for (int i = 0; i < 8; ++i) {
    int tile = i / 4, local = i % 4;
    float expect = clamp01(in[tile * 4 + 3 - local] * (2.0f + tile) / 16.0f);
    std::printf(" %g", out[i]);
    ok = ok && out[i] == expect;
  }
  std::printf("\n");
  // On the host, scale_of is the cpu overload.
  std::printf("host scale_of(1): %g\n", scale_of(1));
  std::printf("%s\n", ok ? "all results match the CPU" : "MISMATCH");
  return ok ? 0 : 1;
}
