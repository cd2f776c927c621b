// C++ AMP side of the kernel benchmarks: reduction (tile sums, or one
// atomic add per tile), transpose, 2-D
// convolution, prefix scan, bitonic sort, n-body and histogram, written as an
// AMP programmer would (array_view, tiled_index, tile_static, barriers,
// atomic_fetch_add). amp2hip translates this file at build time;
// kernels_bench.hip.cpp runs the result beside hand-written HIP twins.
#include <amp.h>
#include <amp_math.h>
using namespace concurrency;

// Shared with the benchmarks (kernels_amp.h declares it identically).
struct Body {
  float x, y, z, w; // position and mass, or acceleration (w unused)
};

static const int ReduceTile = 256;
static const int ReducePerThread = 8;
static const int TransposeTile = 32;
static const int ConvRadius = 2;
static const int ConvWidth = 2 * ConvRadius + 1;
static const int ScanTile = 256;
static const int SortTile = 512; // threads; a tile sorts 2 * SortTile keys
static const int BodyTile = 256;
static const int HistTile = 256;
static const int HistBins = 256;
static const int HistPerThread = 16;

// Each thread adds ReducePerThread elements (strided by the thread count),
// then the tile adds its threads' sums in tile_static; returns the tile's sum
// (to every thread of the tile).
int tileSum(const tiled_index<ReduceTile> &t,
            const array_view<const int, 1> &in, int threads) restrict(amp) {
  tile_static int partial[ReduceTile];
  int sum = 0;
  for (int k = 0; k < ReducePerThread; ++k)
    sum += in[t.global[0] + k * threads];
  partial[t.local[0]] = sum;
  t.barrier.wait();
  for (int stride = ReduceTile / 2; stride > 0; stride /= 2) {
    if (t.local[0] < stride)
      partial[t.local[0]] += partial[t.local[0] + stride];
    t.barrier.wait();
  }
  return partial[0];
}

// One sum per tile.
void ampReduce(const array_view<const int, 1> &in,
               const array_view<int, 1> &tileSums) {
  const int threads = in.extent[0] / ReducePerThread;
  parallel_for_each(
      extent<1>(threads).tile<ReduceTile>(), [=
  ](tiled_index<ReduceTile> t) restrict(amp) {
        int sum = tileSum(t, in, threads);
        if (t.local[0] == 0)
          tileSums[t.tile[0]] = sum;
      });
}

// The tile sums added into total[0] with one atomic_fetch_add per tile.
void ampReduceAtomic(const array_view<const int, 1> &in,
                     const array_view<int, 1> &total) {
  const int threads = in.extent[0] / ReducePerThread;
  parallel_for_each(
      extent<1>(threads).tile<ReduceTile>(), [=
  ](tiled_index<ReduceTile> t) restrict(amp) {
        int sum = tileSum(t, in, threads);
        if (t.local[0] == 0)
          atomic_fetch_add(&total[0], sum);
      });
}

// Out = transpose(in) through a padded tile_static tile.
void ampTranspose(const array_view<const float, 2> &in,
                  const array_view<float, 2> &out) {
  parallel_for_each(
      in.extent.tile<TransposeTile, TransposeTile>(), [=
  ](tiled_index<TransposeTile, TransposeTile> t) restrict(amp) {
        tile_static float block[TransposeTile][TransposeTile + 1];
        block[t.local[0]][t.local[1]] = in[t.global];
        t.barrier.wait();
        index<2> target(t.tile_origin[1] + t.local[0],
                        t.tile_origin[0] + t.local[1]);
        out[target] = block[t.local[1]][t.local[0]];
      });
}

// (2R+1)x(2R+1) convolution, edges clamped; the filter is a flat array of
// ConvWidth x ConvWidth weights.
void ampConvolve(const array_view<const float, 2> &image,
                 const array_view<const float, 1> &filter,
                 const array_view<float, 2> &out) {
  const int rows = image.extent[0];
  const int cols = image.extent[1];
  parallel_for_each(
      out.extent, [=](index<2> idx) restrict(amp) {
        float sum = 0.0f;
        for (int dy = -ConvRadius; dy <= ConvRadius; ++dy) {
          int y = direct3d::clamp(idx[0] + dy, 0, rows - 1);
          for (int dx = -ConvRadius; dx <= ConvRadius; ++dx) {
            int x = direct3d::clamp(idx[1] + dx, 0, cols - 1);
            sum += image(y, x) *
                   filter[(dy + ConvRadius) * ConvWidth + dx + ConvRadius];
          }
        }
        out[idx] = sum;
      });
}

// The same, the filter a 2-D view: its row length is known only at run time.
void ampConvolveFilter2D(const array_view<const float, 2> &image,
                         const array_view<const float, 2> &filter,
                         const array_view<float, 2> &out) {
  const int rows = image.extent[0];
  const int cols = image.extent[1];
  parallel_for_each(
      out.extent, [=](index<2> idx) restrict(amp) {
        float sum = 0.0f;
        for (int dy = -ConvRadius; dy <= ConvRadius; ++dy) {
          int y = direct3d::clamp(idx[0] + dy, 0, rows - 1);
          for (int dx = -ConvRadius; dx <= ConvRadius; ++dx) {
            int x = direct3d::clamp(idx[1] + dx, 0, cols - 1);
            sum += image(y, x) * filter(dy + ConvRadius, dx + ConvRadius);
          }
        }
        out[idx] = sum;
      });
}

// Inclusive prefix sum: Hillis-Steele scan per tile, the tile totals scanned
// by one tile (each thread a serial run, then Hillis-Steele over the runs),
// then each element adds the sum of the tiles before its own.
void ampScan(const array_view<const int, 1> &in, const array_view<int, 1> &out,
             const array_view<int, 1> &tileSums) {
  parallel_for_each(
      in.extent.tile<ScanTile>(), [=](tiled_index<ScanTile> t) restrict(amp) {
        tile_static int buf[2][ScanTile];
        int me = t.local[0];
        buf[0][me] = in[t.global];
        t.barrier.wait();
        int src = 0;
        for (int offset = 1; offset < ScanTile; offset *= 2) {
          int value = buf[src][me];
          if (me >= offset)
            value += buf[src][me - offset];
          buf[1 - src][me] = value;
          src = 1 - src;
          t.barrier.wait();
        }
        out[t.global] = buf[src][me];
        if (me == ScanTile - 1)
          tileSums[t.tile[0]] = buf[src][me];
      });

  const int tiles = tileSums.extent[0];
  const int run = tiles / ScanTile;
  parallel_for_each(
      extent<1>(ScanTile).tile<ScanTile>(), [=
  ](tiled_index<ScanTile> t) restrict(amp) {
        tile_static int buf[2][ScanTile];
        int me = t.local[0];
        int base = me * run;
        int total = 0;
        for (int k = 0; k < run; ++k) {
          total += tileSums[base + k];
          tileSums[base + k] = total; // inclusive within the run
        }
        buf[0][me] = total;
        t.barrier.wait();
        int src = 0;
        for (int offset = 1; offset < ScanTile; offset *= 2) {
          int value = buf[src][me];
          if (me >= offset)
            value += buf[src][me - offset];
          buf[1 - src][me] = value;
          src = 1 - src;
          t.barrier.wait();
        }
        int before = buf[src][me] - total; // exclusive sum of the earlier runs
        for (int k = 0; k < run; ++k)
          tileSums[base + k] += before;
      });

  parallel_for_each(
      out.extent, [=](index<1> idx) restrict(amp) {
        int tile = idx[0] / ScanTile;
        if (tile > 0)
          out[idx] += tileSums[tile - 1];
      });
}

// Bitonic sort, ascending, of a power-of-two count of keys: compare-exchange
// passes with a span of 2 * SortTile or more run one launch each over the
// whole array; the shorter ones of a stage run together in tile_static.
void ampBitonicSort(const array_view<int, 1> &keys) {
  const int n = keys.extent[0];
  for (int stage = 2; stage <= n; stage *= 2) {
    int span = stage / 2;
    for (; span >= 2 * SortTile; span /= 2) {
      parallel_for_each(
          extent<1>(n / 2), [=](index<1> idx) restrict(amp) {
            int i = idx[0];
            int lo = 2 * span * (i / span) + i % span;
            int hi = lo + span;
            bool up = (lo & stage) == 0;
            int a = keys[lo];
            int b = keys[hi];
            if ((a > b) == up) {
              keys[lo] = b;
              keys[hi] = a;
            }
          });
    }
    parallel_for_each(
        extent<1>(n / 2).tile<SortTile>(), [=
    ](tiled_index<SortTile> t) restrict(amp) {
          tile_static int local[2 * SortTile];
          int me = t.local[0];
          int origin = t.tile[0] * 2 * SortTile;
          local[me] = keys[origin + me];
          local[me + SortTile] = keys[origin + me + SortTile];
          for (int j = span; j > 0; j /= 2) {
            t.barrier.wait();
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
          t.barrier.wait();
          keys[origin + me] = local[me];
          keys[origin + me + SortTile] = local[me + SortTile];
        });
  }
}

// All-pairs gravitational acceleration, bodies staged through tile_static.
void ampNBody(const array_view<const Body, 1> &bodies,
              const array_view<Body, 1> &accel) {
  const int n = bodies.extent[0];
  parallel_for_each(
      bodies.extent.tile<BodyTile>(), [=
  ](tiled_index<BodyTile> t) restrict(amp) {
        tile_static Body cache[BodyTile];
        Body me = bodies[t.global];
        float ax = 0.0f, ay = 0.0f, az = 0.0f;
        for (int base = 0; base < n; base += BodyTile) {
          cache[t.local[0]] = bodies[base + t.local[0]];
          t.barrier.wait();
          for (int k = 0; k < BodyTile; ++k) {
            float dx = cache[k].x - me.x;
            float dy = cache[k].y - me.y;
            float dz = cache[k].z - me.z;
            float inv = fast_math::rsqrt(dx * dx + dy * dy + dz * dz + 0.01f);
            float s = cache[k].w * inv * inv * inv;
            ax += dx * s;
            ay += dy * s;
            az += dz * s;
          }
          t.barrier.wait();
        }
        Body result = {ax, ay, az, 0.0f};
        accel[t.global] = result;
      });
}

// 256-bin histogram of the low byte: per-tile counts in tile_static with
// atomics, then one atomic add per bin and tile into the global counts.
void ampHistogram(const array_view<const unsigned, 1> &data,
                  const array_view<unsigned, 1> &bins) {
  parallel_for_each(
      bins.extent, [=](index<1> idx) restrict(amp) { bins[idx] = 0u; });
  const int threads = data.extent[0] / HistPerThread;
  parallel_for_each(
      extent<1>(threads).tile<HistTile>(), [=
  ](tiled_index<HistTile> t) restrict(amp) {
        tile_static unsigned counts[HistBins];
        counts[t.local[0]] = 0u;
        t.barrier.wait();
        for (int k = 0; k < HistPerThread; ++k) {
          unsigned value = data[t.global[0] + k * threads];
          atomic_fetch_add(&counts[value & (HistBins - 1)], 1u);
        }
        t.barrier.wait();
        if (counts[t.local[0]] != 0u)
          atomic_fetch_add(&bins[t.local[0]], counts[t.local[0]]);
      });
}
