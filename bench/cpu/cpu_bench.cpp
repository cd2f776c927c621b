// CPU-platform benchmark (issue 28, docs/platforms.md): the amp2hip
// translations of bench/matmul/matmul_amp.cpp and
// bench/kernels/kernels_amp.cpp, built for the CPU platform, against the same
// algorithms written by hand with oneTBB as a C++ programmer would
// (tbb::parallel_for over rows or blocks, tbb::parallel_reduce), in one
// process, checked against each other. Timing: the views' data resident (one
// warm-up call first), host clock around the call (the CPU platform's kernels
// have finished when it returns); rounds alternate the two variants; median
// over the rounds. The ratios are translated / hand-written (goal: at most
// 2), with the runtime's tile loops and without them (every tiled kernel's
// threads on fibers).
//
//   build/bench/cpu/cpu_bench [rounds]        (default 7)
#include <amp2hip/amp.h>

#include "../bench_common.h"
#include "../kernels/kernels_amp.h"
#include "../matmul/matmul_amp.h"

#include <tbb/blocked_range.h>
#include <tbb/blocked_range2d.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_reduce.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <thread>
#include <vector>

using namespace concurrency;

namespace {

using amp2hip_bench::median;
using amp2hip_bench::timeMs;

struct Row {
  std::string name, size;
  double amp = 0, fibers = 0, hand = 0;
  bool agree = false;
};

// The translated kernels with the runtime's tile loops off: every tiled
// kernel's threads on fibers (docs/architecture.md, "Tile loops").
double timeOnFibers(const std::function<void()> &amp) {
  amp2hip::cpu::set_tile_loops_enabled(false);
  const double ms = timeMs(amp);
  amp2hip::cpu::set_tile_loops_enabled(true);
  return ms;
}

// Times the variants, alternating, and returns the medians. The translated
// kernels run last, with tile loops, so that the caller checks their output.
Row timeBoth(const std::string &name, const std::string &size, int rounds,
             const std::function<void()> &amp,
             const std::function<void()> &hand) {
  amp(); // warm-up: copies to the "device", fiber stacks, TBB's workers
  hand();
  std::vector<double> a, f, h;
  for (int r = 0; r < rounds; ++r) {
    f.push_back(timeOnFibers(amp));
    h.push_back(timeMs(hand));
    a.push_back(timeMs(amp));
  }
  return {name, size, median(a), median(f), median(h), false};
}

bool closeEnough(float a, float b, float tolerance) {
  return std::fabs(a - b) <= tolerance * std::max(1.0f, std::fabs(b));
}

Row matmul(int rounds) {
  const int n = 512;
  std::vector<int> a(n * n), b(n * n), c(n * n), hand(n * n);
  for (int i = 0; i < n * n; ++i) {
    a[i] = i % 17 - 8;
    b[i] = i % 13 - 6;
  }
  array_view<const int, 2> av(n, n, a), bv(n, n, b);
  array_view<int, 2> cv(n, n, c);
  Row row = timeBoth(
      "matmul (tiled, tile 16)", "512x512 int", rounds,
      [&] { ampMultiplyTiled(av, bv, cv); },
      [&] {
        tbb::parallel_for(tbb::blocked_range<int>(0, n), [&](auto range) {
          for (int i = range.begin(); i != range.end(); ++i) {
            int *out = &hand[i * n];
            std::fill(out, out + n, 0);
            for (int k = 0; k < n; ++k) {
              const int x = a[i * n + k];
              const int *in = &b[k * n];
              for (int j = 0; j < n; ++j)
                out[j] += x * in[j];
            }
          }
        });
      });
  cv.synchronize();
  row.agree = c == hand;
  return row;
}

Row reduction(int rounds) {
  const int n = 1 << 24;
  const int threads = n / ReducePerThread;
  const int tiles = threads / ReduceTile;
  std::vector<int> in(n), sums(tiles);
  for (int i = 0; i < n; ++i)
    in[i] = i % 7 - 3;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> sv(tiles, sums);
  long long handSum = 0;
  Row row = timeBoth(
      "reduction (tile sums)", "2^24 int", rounds, [&] { ampReduce(iv, sv); },
      [&] {
        handSum = tbb::parallel_reduce(
            tbb::blocked_range<int>(0, n), 0LL,
            [&](const tbb::blocked_range<int> &range, long long sum) {
              for (int i = range.begin(); i != range.end(); ++i)
                sum += in[i];
              return sum;
            },
            [](long long x, long long y) { return x + y; });
      });
  sv.synchronize();
  long long ampSum = 0;
  for (int s : sums)
    ampSum += s;
  row.agree = ampSum == handSum;
  return row;
}

Row transpose(int rounds) {
  const int n = 2048;
  std::vector<float> in(n * n), out(n * n), hand(n * n);
  for (int i = 0; i < n * n; ++i)
    in[i] = static_cast<float>(i % 1000);
  array_view<const float, 2> iv(n, n, in);
  array_view<float, 2> ov(n, n, out);
  Row row = timeBoth(
      "transpose (tile 32)", "2048x2048 float", rounds,
      [&] { ampTranspose(iv, ov); },
      [&] {
        tbb::parallel_for(
            tbb::blocked_range2d<int>(0, n, 32, 0, n, 32), [&](auto range) {
              for (int i = range.rows().begin(); i != range.rows().end(); ++i)
                for (int j = range.cols().begin(); j != range.cols().end(); ++j)
                  hand[j * n + i] = in[i * n + j];
            });
      });
  ov.synchronize();
  row.agree = out == hand;
  return row;
}

Row convolution(int rounds) {
  const int n = 2048;
  std::vector<float> image(n * n), filter(ConvWidth * ConvWidth), out(n * n),
      hand(n * n);
  for (int i = 0; i < n * n; ++i)
    image[i] = static_cast<float>(i % 101) / 100.0f;
  for (int i = 0; i < ConvWidth * ConvWidth; ++i)
    filter[i] = 1.0f / (ConvWidth * ConvWidth);
  array_view<const float, 2> iv(n, n, image);
  array_view<const float, 1> fv(ConvWidth * ConvWidth, filter);
  array_view<float, 2> ov(n, n, out);
  Row row = timeBoth(
      "convolution (5x5, clamped)", "2048x2048 float", rounds,
      [&] { ampConvolve(iv, fv, ov); },
      [&] {
        tbb::parallel_for(tbb::blocked_range<int>(0, n), [&](auto range) {
          for (int y = range.begin(); y != range.end(); ++y)
            for (int x = 0; x < n; ++x) {
              float sum = 0.0f;
              for (int dy = -ConvRadius; dy <= ConvRadius; ++dy) {
                const int yy = std::clamp(y + dy, 0, n - 1);
                for (int dx = -ConvRadius; dx <= ConvRadius; ++dx) {
                  const int xx = std::clamp(x + dx, 0, n - 1);
                  sum +=
                      image[yy * n + xx] *
                      filter[(dy + ConvRadius) * ConvWidth + dx + ConvRadius];
                }
              }
              hand[y * n + x] = sum;
            }
        });
      });
  ov.synchronize();
  row.agree = true;
  for (int i = 0; i < n * n && row.agree; ++i)
    row.agree = closeEnough(out[i], hand[i], 1e-5f);
  return row;
}

Row nbody(int rounds) {
  const int n = 4096;
  std::vector<Body> bodies(n), accel(n), hand(n);
  for (int i = 0; i < n; ++i)
    bodies[i] = {static_cast<float>(i % 64), static_cast<float>(i / 64 % 64),
                 static_cast<float>(i % 7), 1.0f + static_cast<float>(i % 3)};
  array_view<const Body, 1> bv(n, bodies);
  array_view<Body, 1> av(n, accel);
  Row row = timeBoth(
      "n-body (all pairs)", "4096 bodies", rounds, [&] { ampNBody(bv, av); },
      [&] {
        tbb::parallel_for(tbb::blocked_range<int>(0, n), [&](auto range) {
          for (int i = range.begin(); i != range.end(); ++i) {
            const Body me = bodies[i];
            float ax = 0.0f, ay = 0.0f, az = 0.0f;
            for (int k = 0; k < n; ++k) {
              const float dx = bodies[k].x - me.x;
              const float dy = bodies[k].y - me.y;
              const float dz = bodies[k].z - me.z;
              const float inv =
                  1.0f / std::sqrt(dx * dx + dy * dy + dz * dz + 0.01f);
              const float s = bodies[k].w * inv * inv * inv;
              ax += dx * s;
              ay += dy * s;
              az += dz * s;
            }
            hand[i] = {ax, ay, az, 0.0f};
          }
        });
      });
  av.synchronize();
  row.agree = true;
  for (int i = 0; i < n && row.agree; ++i)
    row.agree = closeEnough(accel[i].x, hand[i].x, 1e-3f) &&
                closeEnough(accel[i].y, hand[i].y, 1e-3f) &&
                closeEnough(accel[i].z, hand[i].z, 1e-3f);
  return row;
}

} // namespace

int main(int argc, char **argv) {
  const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
  std::printf("CPU platform against hand-written oneTBB, %u hardware threads, "
              "median of %d rounds\n\n",
              std::thread::hardware_concurrency(), rounds);
  std::printf("| kernel | size | translated AMP (ms) | same, fibers only (ms) "
              "| oneTBB by hand (ms) | ratio | ratio, fibers only | results "
              "agree |\n|---|---|---|---|---|---|---|---|\n");
  bool agree = true;
  for (Row (*bench)(int) : {matmul, reduction, transpose, convolution, nbody}) {
    const Row row = bench(rounds);
    std::printf("| %s | %s | %.2f | %.2f | %.2f | %.2f | %.2f | %s |\n",
                row.name.c_str(), row.size.c_str(), row.amp, row.fibers,
                row.hand, row.amp / row.hand, row.fibers / row.hand,
                row.agree ? "yes" : "NO");
    std::fflush(stdout);
    agree = agree && row.agree;
  }
  return agree ? 0 : 1;
}
