// Kernel benchmarks: the amp2hip translation of kernels_amp.cpp against the
// same algorithms written by hand in HIP (same tiles, block shapes and
// launches), timed side by side in one process and checked against a CPU
// reference. Timing: data resident on the device; host clock around the
// launches + stream synchronization, for both variants alike; one warm-up,
// then rounds that run the two variants in turn; median over the rounds.
//
//   kernels_bench_nvidia [rounds]        (default 30)
#include <amp2hip/amp.h>
#include <hip/hip_runtime.h>

#include "../bench_common.h"
#include "kernels_amp.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

using namespace concurrency;

namespace {

using amp2hip_bench::median;
using amp2hip_bench::timeMs;

//===--- Hand-written twins -----------------------------------------------===//

__device__ int handTileSum(const int *in, int threads) {
  __shared__ int partial[ReduceTile];
  int me = threadIdx.x;
  int global = blockIdx.x * ReduceTile + me;
  int sum = 0;
  for (int k = 0; k < ReducePerThread; ++k)
    sum += in[global + k * threads];
  partial[me] = sum;
  __syncthreads();
  for (int stride = ReduceTile / 2; stride > 0; stride /= 2) {
    if (me < stride)
      partial[me] += partial[me + stride];
    __syncthreads();
  }
  return partial[0];
}

__global__ void __launch_bounds__(ReduceTile)
    handReduce(const int *in, int *tileSums, int threads) {
  int sum = handTileSum(in, threads);
  if (threadIdx.x == 0)
    tileSums[blockIdx.x] = sum;
}

__global__ void __launch_bounds__(ReduceTile)
    handReduceAtomic(const int *in, int *total, int threads) {
  int sum = handTileSum(in, threads);
  if (threadIdx.x == 0)
    atomicAdd(total, sum);
}

__global__ void __launch_bounds__(TransposeTile *TransposeTile)
    handTranspose(const float *in, float *out, int rows, int cols) {
  __shared__ float block[TransposeTile][TransposeTile + 1];
  int ty = threadIdx.y, tx = threadIdx.x;
  int row0 = blockIdx.y * TransposeTile, col0 = blockIdx.x * TransposeTile;
  block[ty][tx] = in[(row0 + ty) * cols + col0 + tx];
  __syncthreads();
  out[(col0 + ty) * rows + row0 + tx] = block[tx][ty];
}

__global__ void handConvolve(const float *image, const float *filter,
                             float *out, int rows, int cols) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= cols || y >= rows)
    return;
  float sum = 0.0f;
  for (int dy = -ConvRadius; dy <= ConvRadius; ++dy) {
    int sy = min(max(y + dy, 0), rows - 1);
    for (int dx = -ConvRadius; dx <= ConvRadius; ++dx) {
      int sx = min(max(x + dx, 0), cols - 1);
      sum += image[sy * cols + sx] *
             filter[(dy + ConvRadius) * ConvWidth + dx + ConvRadius];
    }
  }
  out[y * cols + x] = sum;
}

// The same with a 2-D filter whose row length comes at run time, as an
// array_view<const float, 2> of the filter has it (ampConvolveFilter2D).
__global__ void handConvolveFilter2D(const float *image, const float *filter,
                                     int filterCols, float *out, int rows,
                                     int cols) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= cols || y >= rows)
    return;
  float sum = 0.0f;
  for (int dy = -ConvRadius; dy <= ConvRadius; ++dy) {
    int sy = min(max(y + dy, 0), rows - 1);
    for (int dx = -ConvRadius; dx <= ConvRadius; ++dx) {
      int sx = min(max(x + dx, 0), cols - 1);
      sum += image[sy * cols + sx] *
             filter[(dy + ConvRadius) * filterCols + dx + ConvRadius];
    }
  }
  out[y * cols + x] = sum;
}

// Hillis-Steele over buf[0][*] in a tile; returns the index of the result.
__device__ int scanTile(int (*buf)[ScanTile], int me) {
  int src = 0;
  for (int offset = 1; offset < ScanTile; offset *= 2) {
    int value = buf[src][me];
    if (me >= offset)
      value += buf[src][me - offset];
    buf[1 - src][me] = value;
    src = 1 - src;
    __syncthreads();
  }
  return src;
}

__global__ void __launch_bounds__(ScanTile)
    handScanTiles(const int *in, int *out, int *tileSums) {
  __shared__ int buf[2][ScanTile];
  int me = threadIdx.x;
  int global = blockIdx.x * ScanTile + me;
  buf[0][me] = in[global];
  __syncthreads();
  int src = scanTile(buf, me);
  out[global] = buf[src][me];
  if (me == ScanTile - 1)
    tileSums[blockIdx.x] = buf[src][me];
}

__global__ void __launch_bounds__(ScanTile)
    handScanSums(int *tileSums, int run) {
  __shared__ int buf[2][ScanTile];
  int me = threadIdx.x;
  int base = me * run;
  int total = 0;
  for (int k = 0; k < run; ++k) {
    total += tileSums[base + k];
    tileSums[base + k] = total;
  }
  buf[0][me] = total;
  __syncthreads();
  int src = scanTile(buf, me);
  int before = buf[src][me] - total;
  for (int k = 0; k < run; ++k)
    tileSums[base + k] += before;
}

__global__ void handScanAdd(int *out, const int *tileSums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int tile = i / ScanTile;
  if (tile > 0)
    out[i] += tileSums[tile - 1];
}

__global__ void handSortGlobal(int *keys, int half, int span, int stage) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= half)
    return;
  int lo = 2 * span * (i / span) + i % span;
  int hi = lo + span;
  bool up = (lo & stage) == 0;
  int a = keys[lo];
  int b = keys[hi];
  if ((a > b) == up) {
    keys[lo] = b;
    keys[hi] = a;
  }
}

__global__ void __launch_bounds__(SortTile)
    handSortLocal(int *keys, int span, int stage) {
  __shared__ int local[2 * SortTile];
  int me = threadIdx.x;
  int origin = blockIdx.x * 2 * SortTile;
  local[me] = keys[origin + me];
  local[me + SortTile] = keys[origin + me + SortTile];
  for (int j = span; j > 0; j /= 2) {
    __syncthreads();
    int lo = 2 * j * (me / j) + me % j;
    int hi = lo + j;
    bool up = ((origin + lo) & stage) == 0;
    int a = local[lo];
    int b = local[hi];
    if ((a > b) == up) {
      local[lo] = b;
      local[hi] = a;
    }
  }
  __syncthreads();
  keys[origin + me] = local[me];
  keys[origin + me + SortTile] = local[me + SortTile];
}

__global__ void __launch_bounds__(BodyTile)
    handNBody(const Body *bodies, Body *accel, int n) {
  __shared__ Body cache[BodyTile];
  int global = blockIdx.x * BodyTile + threadIdx.x;
  Body me = bodies[global];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int base = 0; base < n; base += BodyTile) {
    cache[threadIdx.x] = bodies[base + threadIdx.x];
    __syncthreads();
    for (int k = 0; k < BodyTile; ++k) {
      float dx = cache[k].x - me.x;
      float dy = cache[k].y - me.y;
      float dz = cache[k].z - me.z;
      float inv = rsqrtf(dx * dx + dy * dy + dz * dz + 0.01f);
      float s = cache[k].w * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    __syncthreads();
  }
  accel[global] = Body{ax, ay, az, 0.0f};
}

__global__ void handHistZero(unsigned *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < HistBins)
    bins[i] = 0u;
}

__global__ void __launch_bounds__(HistBins)
    handHistogram(const unsigned *data, unsigned *bins, int threads) {
  __shared__ unsigned counts[HistBins];
  int me = threadIdx.x;
  int global = blockIdx.x * HistBins + me;
  counts[me] = 0u;
  __syncthreads();
  for (int k = 0; k < HistPerThread; ++k) {
    unsigned value = data[global + k * threads];
    atomicAdd(&counts[value & (HistBins - 1)], 1u);
  }
  __syncthreads();
  if (counts[me] != 0u)
    atomicAdd(&bins[me], counts[me]);
}

//===--- Harness ----------------------------------------------------------===//

template <typename T> struct DeviceBuffer {
  T *Ptr = nullptr;
  size_t Count;
  explicit DeviceBuffer(size_t count) : Count(count) {
    CHECK_HIP(hipMalloc(&Ptr, count * sizeof(T)));
  }
  DeviceBuffer(const std::vector<T> &host) : DeviceBuffer(host.size()) {
    CHECK_HIP(
        hipMemcpy(Ptr, host.data(), Count * sizeof(T), hipMemcpyHostToDevice));
  }
  ~DeviceBuffer() { (void)hipFree(Ptr); }
  std::vector<T> read() const {
    std::vector<T> host(Count);
    CHECK_HIP(
        hipMemcpy(host.data(), Ptr, Count * sizeof(T), hipMemcpyDeviceToHost));
    return host;
  }
};

struct Bench {
  int Rounds;
  accelerator_view View = accelerator().default_view;
  hipStream_t Stream;
  bool AllOk = true;

  // Warm-up, then Rounds rounds of (translated, hand-written); one row.
  void measure(const char *name, const std::string &size,
               const std::function<void()> &amp,
               const std::function<void()> &hand,
               const std::function<bool()> &check) {
    std::function<void()> runAmp = [&] {
      amp();
      View.wait();
    };
    std::function<void()> runHand = [&] {
      hand();
      CHECK_HIP(hipGetLastError());
      CHECK_HIP(hipStreamSynchronize(Stream));
    };
    runAmp();
    runHand();
    std::vector<double> ampTimes, handTimes;
    for (int r = 0; r < Rounds; ++r) { // the first variant alternates too
      if (r % 2 == 0)
        ampTimes.push_back(timeMs(runAmp));
      handTimes.push_back(timeMs(runHand));
      if (r % 2 == 1)
        ampTimes.push_back(timeMs(runAmp));
    }
    bool ok = check();
    AllOk = AllOk && ok;
    double a = median(ampTimes), h = median(handTimes);
    std::printf("| %-15s | %-22s | %10.4f | %10.4f | %7.3f | %-7s |\n", name,
                size.c_str(), a, h, a / h, ok ? "yes" : "NO");
    std::fflush(stdout);
  }
};

bool near(double got, double want, double tol) {
  return std::fabs(got - want) <= tol * std::max(1.0, std::fabs(want));
}

} // namespace

int main(int argc, char **argv) {
  Bench bench;
  bench.Rounds = argc > 1 ? std::atoi(argv[1]) : 30;
  if (bench.Rounds <= 0) {
    std::fprintf(stderr, "usage: %s [rounds]\n", argv[0]);
    return 2;
  }
  CHECK_HIP(hipStreamCreate(&bench.Stream));
  hipStream_t stream = bench.Stream;
  const std::wstring wideName = accelerator().description;
  const std::string gpuName(wideName.begin(), wideName.end()); // ASCII names
  std::printf("%s; kernel benchmarks, %d rounds each (host clock around "
              "launches + sync; data on the device)\n",
              gpuName.c_str(), bench.Rounds);
  std::printf("| %-15s | %-22s | %10s | %10s | %7s | %-7s |\n", "kernel",
              "size", "amp2hip ms", "hand ms", "ratio", "correct");
  std::printf("|%s|%s|%s|%s|%s|%s|\n", std::string(17, '-').c_str(),
              std::string(24, '-').c_str(), std::string(12, '-').c_str(),
              std::string(12, '-').c_str(), std::string(9, '-').c_str(),
              std::string(9, '-').c_str());
  unsigned seed = 12345;
  auto rnd = [&seed] {
    seed = seed * 1664525u + 1013904223u;
    return seed >> 8;
  };

  { // Reduction: 2^26 ints.
    const int n = 1 << 26, threads = n / ReducePerThread;
    const int tiles = threads / ReduceTile;
    std::vector<int> in(n);
    long long want = 0;
    for (int &v : in)
      want += v = int(rnd() % 7) - 3;
    std::vector<int> ampSums(tiles);
    array_view<const int, 1> inView(n, in);
    array_view<int, 1> sumView(tiles, ampSums);
    sumView.discard_data();
    DeviceBuffer<int> dIn(in), dSums(tiles);
    auto total = [](const std::vector<int> &v) {
      long long s = 0;
      for (int x : v)
        s += x;
      return s;
    };
    bench.measure(
        "reduction", "2^26 int, tile 256", [&] { ampReduce(inView, sumView); },
        [&] {
          hipLaunchKernelGGL(handReduce, dim3(tiles), dim3(ReduceTile), 0,
                             stream, dIn.Ptr, dSums.Ptr, threads);
        },
        [&] {
          sumView.synchronize();
          return total(ampSums) == want && total(dSums.read()) == want;
        });

    // The same sum, one atomic add per tile into a single int. Each launch
    // adds `want` once more: the check divides by the launches counted.
    std::vector<int> ampTotal(1, 0);
    array_view<int, 1> totalView(1, ampTotal);
    DeviceBuffer<int> dTotal(ampTotal);
    long long ampLaunches = 0, handLaunches = 0;
    bench.measure(
        "reduction+atomic", "2^26 int, tile 256",
        [&] {
          ++ampLaunches;
          ampReduceAtomic(inView, totalView);
        },
        [&] {
          ++handLaunches;
          hipLaunchKernelGGL(handReduceAtomic, dim3(tiles), dim3(ReduceTile), 0,
                             stream, dIn.Ptr, dTotal.Ptr, threads);
        },
        [&] {
          totalView.synchronize();
          return ampTotal[0] == want * ampLaunches &&
                 dTotal.read()[0] == want * handLaunches;
        });
  }

  { // Transpose: 8192 x 8192 floats.
    const int n = 8192;
    std::vector<float> in(size_t(n) * n), ampOut(in.size());
    for (size_t i = 0; i < in.size(); ++i)
      in[i] = float(i % 1000003);
    array_view<const float, 2> inView(n, n, in);
    array_view<float, 2> outView(n, n, ampOut);
    outView.discard_data();
    DeviceBuffer<float> dIn(in), dOut(in.size());
    bench.measure(
        "transpose", "8192^2 float, tile 32",
        [&] { ampTranspose(inView, outView); },
        [&] {
          hipLaunchKernelGGL(handTranspose,
                             dim3(n / TransposeTile, n / TransposeTile),
                             dim3(TransposeTile, TransposeTile), 0, stream,
                             dIn.Ptr, dOut.Ptr, n, n);
        },
        [&] {
          outView.synchronize();
          std::vector<float> hand = dOut.read();
          for (size_t r = 0; r < size_t(n); ++r)
            for (size_t c = 0; c < size_t(n); ++c)
              if (ampOut[c * n + r] != in[r * n + c] ||
                  hand[c * n + r] != in[r * n + c])
                return false;
          return true;
        });
  }

  { // 2-D convolution: 8192 x 8192 floats, 5x5 filter.
    const int rows = 8192, cols = 8192;
    std::vector<float> image(size_t(rows) * cols), ampOut(image.size());
    std::vector<float> amp2DOut(image.size());
    std::vector<float> filter(ConvWidth * ConvWidth);
    for (float &v : image)
      v = float(rnd() % 256) / 255.0f;
    for (size_t i = 0; i < filter.size(); ++i)
      filter[i] = float(i % 5 + 1) / 75.0f;
    std::vector<float> want(image.size());
    for (int y = 0; y < rows; ++y)
      for (int x = 0; x < cols; ++x) {
        double sum = 0;
        for (int dy = -ConvRadius; dy <= ConvRadius; ++dy)
          for (int dx = -ConvRadius; dx <= ConvRadius; ++dx) {
            int sy = std::min(std::max(y + dy, 0), rows - 1);
            int sx = std::min(std::max(x + dx, 0), cols - 1);
            sum += double(image[size_t(sy) * cols + sx]) *
                   filter[(dy + ConvRadius) * ConvWidth + dx + ConvRadius];
          }
        want[size_t(y) * cols + x] = float(sum);
      }
    array_view<const float, 2> imageView(rows, cols, image);
    array_view<const float, 1> filterView(ConvWidth * ConvWidth, filter);
    array_view<const float, 2> filter2DView(ConvWidth, ConvWidth, filter);
    array_view<float, 2> outView(rows, cols, ampOut);
    array_view<float, 2> out2DView(rows, cols, amp2DOut);
    outView.discard_data();
    out2DView.discard_data();
    DeviceBuffer<float> dImage(image), dFilter(filter), dOut(image.size());
    dim3 block(32, 8), grid(cols / 32, rows / 8);
    auto hand = [&] {
      hipLaunchKernelGGL(handConvolve, grid, block, 0, stream, dImage.Ptr,
                         dFilter.Ptr, dOut.Ptr, rows, cols);
    };
    auto check = [&](array_view<float, 2> &view, std::vector<float> &got) {
      view.synchronize();
      std::vector<float> handOut = dOut.read();
      for (size_t i = 0; i < want.size(); ++i)
        if (!near(got[i], want[i], 1e-5) || !near(handOut[i], want[i], 1e-5))
          return false;
      return true;
    };
    bench.measure(
        "convolution", "8192^2 float, 5x5",
        [&] { ampConvolve(imageView, filterView, outView); }, hand,
        [&] { return check(outView, ampOut); });
    bench.measure(
        "conv 2-D filter", "8192^2 float, 5x5",
        [&] { ampConvolveFilter2D(imageView, filter2DView, out2DView); },
        [&] {
          hipLaunchKernelGGL(handConvolveFilter2D, grid, block, 0, stream,
                             dImage.Ptr, dFilter.Ptr, ConvWidth, dOut.Ptr, rows,
                             cols);
        },
        [&] { return check(out2DView, amp2DOut); });
  }

  { // Prefix scan (inclusive): 2^24 ints.
    const int n = 1 << 24, tiles = n / ScanTile, run = tiles / ScanTile;
    std::vector<int> in(n), ampOut(n), ampSums(tiles);
    for (int &v : in)
      v = int(rnd() % 4);
    array_view<const int, 1> inView(n, in);
    array_view<int, 1> outView(n, ampOut), sumView(tiles, ampSums);
    outView.discard_data();
    sumView.discard_data();
    DeviceBuffer<int> dIn(in), dOut(n), dSums(tiles);
    bench.measure(
        "scan", "2^24 int, tile 256",
        [&] { ampScan(inView, outView, sumView); },
        [&] {
          hipLaunchKernelGGL(handScanTiles, dim3(tiles), dim3(ScanTile), 0,
                             stream, dIn.Ptr, dOut.Ptr, dSums.Ptr);
          hipLaunchKernelGGL(handScanSums, dim3(1), dim3(ScanTile), 0, stream,
                             dSums.Ptr, run);
          hipLaunchKernelGGL(handScanAdd, dim3(n / 256), dim3(256), 0, stream,
                             dOut.Ptr, dSums.Ptr, n);
        },
        [&] {
          outView.synchronize();
          std::vector<int> hand = dOut.read();
          int want = 0;
          for (int i = 0; i < n; ++i) {
            want += in[i];
            if (ampOut[i] != want || hand[i] != want)
              return false;
          }
          return true;
        });
  }

  { // Bitonic sort: 2^22 ints (sorting sorted keys costs the same passes).
    const int n = 1 << 22;
    std::vector<int> keys(n);
    for (int &v : keys)
      v = int(rnd());
    std::vector<int> want = keys, ampKeys = keys;
    std::sort(want.begin(), want.end());
    array_view<int, 1> keyView(n, ampKeys);
    DeviceBuffer<int> dKeys(keys);
    bench.measure(
        "bitonic", "2^22 int, tile 512", [&] { ampBitonicSort(keyView); },
        [&] {
          for (int stage = 2; stage <= n; stage *= 2) {
            int span = stage / 2;
            for (; span >= 2 * SortTile; span /= 2)
              hipLaunchKernelGGL(handSortGlobal, dim3(n / 2 / 256), dim3(256),
                                 0, stream, dKeys.Ptr, n / 2, span, stage);
            hipLaunchKernelGGL(handSortLocal, dim3(n / 2 / SortTile),
                               dim3(SortTile), 0, stream, dKeys.Ptr, span,
                               stage);
          }
        },
        [&] {
          keyView.synchronize();
          return ampKeys == want && dKeys.read() == want;
        });
  }

  { // N-body accelerations: 32768 bodies.
    const int n = 32768;
    std::vector<Body> bodies(n), ampAccel(n);
    for (Body &b : bodies)
      b = Body{float(rnd() % 2001) / 100.0f - 10.0f,
               float(rnd() % 2001) / 100.0f - 10.0f,
               float(rnd() % 2001) / 100.0f - 10.0f,
               float(rnd() % 100 + 1) / 100.0f};
    array_view<const Body, 1> bodyView(n, bodies);
    array_view<Body, 1> accelView(n, ampAccel);
    accelView.discard_data();
    DeviceBuffer<Body> dBodies(bodies), dAccel(n);
    bench.measure(
        "n-body", "32768 bodies, tile 256",
        [&] { ampNBody(bodyView, accelView); },
        [&] {
          hipLaunchKernelGGL(handNBody, dim3(n / BodyTile), dim3(BodyTile), 0,
                             stream, dBodies.Ptr, dAccel.Ptr, n);
        },
        [&] {
          accelView.synchronize();
          std::vector<Body> hand = dAccel.read();
          for (int i = 0; i < n; i += 61) { // a sample: the CPU is slow
            double a[3] = {0, 0, 0};
            for (int j = 0; j < n; ++j) {
              double d[3] = {double(bodies[j].x) - bodies[i].x,
                             double(bodies[j].y) - bodies[i].y,
                             double(bodies[j].z) - bodies[i].z};
              double r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + 0.01;
              double s = bodies[j].w / (r2 * std::sqrt(r2));
              for (int c = 0; c < 3; ++c)
                a[c] += d[c] * s;
            }
            double scale = std::sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
            const Body *got[2] = {&ampAccel[i], &hand[i]};
            for (const Body *g : got) {
              double e = std::fabs(g->x - a[0]) + std::fabs(g->y - a[1]) +
                         std::fabs(g->z - a[2]);
              if (!(e <= 1e-3 * std::max(1.0, scale)))
                return false;
            }
          }
          return true;
        });
  }

  { // Histogram: 2^26 values, 256 bins.
    const int n = 1 << 26, threads = n / HistPerThread;
    std::vector<unsigned> data(n), ampBins(HistBins);
    std::vector<unsigned> want(HistBins, 0u);
    for (unsigned &v : data) {
      v = rnd();
      v = (v & 0x1ff) < 0x100 ? v : (v & ~0xffu) | (v >> 16) % 17; // skewed
      ++want[v & (HistBins - 1)];
    }
    array_view<const unsigned, 1> dataView(n, data);
    array_view<unsigned, 1> binView(HistBins, ampBins);
    binView.discard_data();
    DeviceBuffer<unsigned> dData(data), dBins(HistBins);
    bench.measure(
        "histogram", "2^26 uint, 256 bins",
        [&] { ampHistogram(dataView, binView); },
        [&] {
          hipLaunchKernelGGL(handHistZero, dim3(1), dim3(256), 0, stream,
                             dBins.Ptr);
          hipLaunchKernelGGL(handHistogram, dim3(threads / HistBins),
                             dim3(HistBins), 0, stream, dData.Ptr, dBins.Ptr,
                             threads);
        },
        [&] {
          binView.synchronize();
          return ampBins == want && dBins.read() == want;
        });
  }

  std::printf("correct: %s\n", bench.AllOk ? "yes" : "no");
  CHECK_HIP(hipStreamDestroy(stream));
  return bench.AllOk ? 0 : 1;
}
