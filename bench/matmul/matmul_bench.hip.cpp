// Matrix-multiplication benchmark: the amp2hip translation of the walkthrough's
// kernels (matmul_amp.cpp) against the same tiled algorithm written by hand in
// HIP, timed side by side in one process. Prints a table. Timing: host clock
// around launch + stream synchronization for every variant alike, one warm-up,
// then rounds that run every variant once in turn; median over the rounds.
#include <amp2hip/amp.h>
#include <hip/hip_runtime.h>

#include "../bench_common.h"
#include "matmul_amp.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

using namespace concurrency;

namespace {

using amp2hip_bench::median;
using amp2hip_bench::timeMs;

constexpr int Tile = 16;

// The walkthrough's tiled algorithm, by hand: one 16x16 block per tile.
__global__ void handTiled(const int *a, const int *b, int *product, int n) {
  __shared__ int locA[Tile][Tile];
  __shared__ int locB[Tile][Tile];
  int row = threadIdx.y;
  int col = threadIdx.x;
  int rowGlobal = blockIdx.y * Tile + row;
  int colGlobal = blockIdx.x * Tile + col;
  int sum = 0;
  for (int i = 0; i < n; i += Tile) {
    locA[row][col] = a[rowGlobal * n + col + i];
    locB[row][col] = b[(row + i) * n + colGlobal];
    __syncthreads();
    for (int k = 0; k < Tile; k++)
      sum += locA[row][k] * locB[k][col];
    __syncthreads();
  }
  product[rowGlobal * n + colGlobal] = sum;
}

} // namespace

int main(int argc, char **argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 1024;
  const int rounds = argc > 2 ? std::atoi(argv[2]) : 30;
  if (n <= 0 || n % Tile != 0) {
    std::fprintf(stderr, "size must be a positive multiple of %d\n", Tile);
    return 2;
  }
  std::vector<int> a(size_t(n) * n), b(size_t(n) * n), cpu(size_t(n) * n, 0);
  for (size_t i = 0; i < a.size(); ++i) {
    a[i] = int(i * 7 % 11) - 5;
    b[i] = int(i * 5 % 13) - 6;
  }
  for (int r = 0; r < n; ++r)
    for (int k = 0; k < n; ++k)
      for (int c = 0; c < n; ++c)
        cpu[size_t(r) * n + c] += a[size_t(r) * n + k] * b[size_t(k) * n + c];

  // AMP side: array_views over host data; inputs reach the device once.
  std::vector<int> ampPlainOut(cpu.size(), -1), ampTiledOut(cpu.size(), -1);
  array_view<const int, 2> av(n, n, a), bv(n, n, b);
  array_view<int, 2> plainView(n, n, ampPlainOut), tiledView(n, n, ampTiledOut);
  plainView.discard_data();
  tiledView.discard_data();
  accelerator_view view = accelerator().default_view;

  // Hand-written side: plain HIP buffers on its own stream.
  size_t bytes = cpu.size() * sizeof(int);
  int *da, *db, *dc;
  CHECK_HIP(hipMalloc(&da, bytes));
  CHECK_HIP(hipMalloc(&db, bytes));
  CHECK_HIP(hipMalloc(&dc, bytes));
  CHECK_HIP(hipMemcpy(da, a.data(), bytes, hipMemcpyHostToDevice));
  CHECK_HIP(hipMemcpy(db, b.data(), bytes, hipMemcpyHostToDevice));
  hipStream_t stream;
  CHECK_HIP(hipStreamCreate(&stream));
  dim3 grid(n / Tile, n / Tile), block(Tile, Tile);

  struct Variant {
    const char *Name;
    std::function<void()> Run;
    std::vector<double> Times;
  };
  std::vector<Variant> variants = {
      {"amp2hip tiled (translated)",
       [&] {
         ampMultiplyTiled(av, bv, tiledView);
         view.wait();
       },
       {}},
      {"hand-written HIP tiled",
       [&] {
         hipLaunchKernelGGL(handTiled, grid, block, 0, stream, da, db, dc, n);
         CHECK_HIP(hipGetLastError());
         CHECK_HIP(hipStreamSynchronize(stream));
       },
       {}},
      {"amp2hip non-tiled (translated)",
       [&] {
         ampMultiplyPlain(av, bv, plainView);
         view.wait();
       },
       {}},
  };
  for (Variant &v : variants)
    v.Run(); // warm-up: module load, first copies
  for (int r = 0; r < rounds; ++r)
    for (Variant &v : variants)
      v.Times.push_back(timeMs(v.Run));

  // Every variant must have computed the product.
  plainView.synchronize();
  tiledView.synchronize();
  std::vector<int> hand(cpu.size());
  CHECK_HIP(hipMemcpy(hand.data(), dc, bytes, hipMemcpyDeviceToHost));
  bool ok = ampPlainOut == cpu && ampTiledOut == cpu && hand == cpu;

  double handMedian = median(variants[1].Times);
  std::printf(
      "matmul %dx%d int, tile %d, %d rounds (host clock around launch + "
      "sync)\n",
      n, n, Tile, rounds);
  std::printf("| %-32s | %10s | %10s | %14s |\n", "kernel", "median ms",
              "min ms", "/ hand-written");
  std::printf("|%s|%s|%s|%s|\n", std::string(34, '-').c_str(),
              std::string(12, '-').c_str(), std::string(12, '-').c_str(),
              std::string(16, '-').c_str());
  for (Variant &v : variants) {
    double med = median(v.Times);
    std::printf("| %-32s | %10.4f | %10.4f | %14.3f |\n", v.Name, med,
                *std::min_element(v.Times.begin(), v.Times.end()),
                med / handMedian);
  }
  std::printf("results equal the CPU product: %s\n", ok ? "yes" : "NO");
  CHECK_HIP(hipFree(da));
  CHECK_HIP(hipFree(db));
  CHECK_HIP(hipFree(dc));
  CHECK_HIP(hipStreamDestroy(stream));
  return ok ? 0 : 1;
}
