// View accesses outside a view's extent, as Direct3D 11 ran them
// (docs/features/directx-bounds.md): with AMP2HIP_DIRECTX_BOUNDS defined, a
// kernel's read outside a view gives zero and its write outside is lost.
// The scan below has the bug of the book's ScanTiledOptimized.h (C++ AMP,
// Microsoft Press, Extras/Scan), which passed on Direct3D 11: it launches a
// tile per TileSize elements where each tile scans 2 * TileSize, so half of
// the threads read up to 16 MiB past the end of the input and write past
// the ends of the output and of the tile sums; its inclusive shift also
// reads one element past the tile_static array on each tile's last thread
// (a value it then overwrites). Built without the definition it stops on the
// GPU with an illegal address; with it, the result equals a host scan. A
// rank-2 stencil then reads past the edges of a 10 x 10 grid through
// operator()(i0, i1), index<2> and a projection.
#define AMP2HIP_DIRECTX_BOUNDS
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

static const int TileSize = 256;
static const int Domain = 2 * TileSize; // the elements one tile scans

// Inclusive scan of each Domain elements of input into output, each
// domain's total into tileSums (Blelloch's up-sweep and down-sweep in
// tile_static memory, then the book's shift left), with the book's tile
// count.
void tilewiseInclusiveScan(array_view<const int, 1> input,
                           array_view<int, 1> output,
                           array_view<int, 1> tileSums) {
  const int elementCount = input.extent[0];
  const int tileCount = (elementCount + TileSize - 1) / TileSize; // the bug
  output.discard_data();
  tileSums.discard_data();
  parallel_for_each(
      extent<1>(tileCount * TileSize).tile<TileSize>(),
      [=](tiled_index<TileSize> t) restrict(amp) {
        tile_static int data[Domain];
        const int tid = t.local[0];
        const int l2 = tid * 2;
        const int g2 = t.global[0] * 2;
        data[l2] = input[g2]; // zero past the end
        data[l2 + 1] = input[g2 + 1];
        int offset = 1;
        for (int stride = TileSize; stride > 0; stride >>= 1) {
          t.barrier.wait();
          if (tid < stride)
            data[offset * (l2 + 2) - 1] += data[offset * (l2 + 1) - 1];
          offset *= 2;
        }
        if (tid == 0)
          data[Domain - 1] = 0;
        for (int stride = 1; stride <= TileSize; stride *= 2) {
          offset >>= 1;
          t.barrier.wait();
          if (tid < stride) {
            const int ai = offset * (l2 + 1) - 1;
            const int bi = offset * (l2 + 2) - 1;
            const int x = data[ai];
            data[ai] = data[bi];
            data[bi] += x;
          }
        }
        t.barrier.wait();
        output[g2] = data[l2 + 1]; // lost past the end
        output[g2 + 1] = data[l2 + 2]; // data[Domain] on the last thread
        if (tid == TileSize - 1) {
          output[g2 + 1] = data[Domain - 1] + input[g2 + 1];
          tileSums[t.tile[0]] = data[Domain - 1] + input[g2 + 1];
        }
      });
}

int main() {
  const int n = 1 << 22;
  std::vector<int> values(n), scanned(n), sums(n / Domain);
  for (int i = 0; i < n; ++i)
    values[i] = i % 5 + 1;
  tilewiseInclusiveScan(array_view<const int, 1>(n, values),
                        array_view<int, 1>(n, scanned),
                        array_view<int, 1>(n / Domain, sums));
  // The host adds each domain's offset (the running total of the domains
  // before it) and compares with its own scan.
  int wrong = 0;
  long long before = 0, offset = 0;
  for (int i = 0; i < n; ++i) {
    if (i % Domain == 0 && i > 0)
      offset += sums[i / Domain - 1];
    before += values[i];
    wrong += scanned[i] + offset != before;
  }
  std::printf("scan: %d of %d wrong, %d tile sums\n", wrong, n,
              static_cast<int>(sums.size()));
  const long long last = scanned[n - 1] + offset;
  std::printf("inclusive[%d] = %lld, inclusive[%d] = %lld\n", n - 2,
              scanned[n - 2] + offset, n - 1, last);

  std::vector<int> grid(100), around(100, -1);
  for (int i = 0; i < 100; ++i)
    grid[i] = i;
  {
    array_view<const int, 2> g(10, 10, grid);
    array_view<int, 2> r(10, 10, around);
    parallel_for_each(extent<2>(12, 12), [=](index<2> i) restrict(amp) {
      const int y = i[0], x = i[1];
      r(y, x) = g(y, x + 1) + g[index<2>(y + 1, x)] + g[y + 1][x + 1];
    });
  }
  auto at = [&](int y, int x) {
    return y < 10 && x < 10 ? grid[y * 10 + x] : 0;
  };
  wrong = 0;
  for (int y = 0; y < 10; ++y)
    for (int x = 0; x < 10; ++x)
      wrong += around[y * 10 + x] !=
               at(y, x + 1) + at(y + 1, x) + at(y + 1, x + 1);
  std::printf("rank 2: %d wrong, corner %d, first %d\n", wrong, around[99],
              around[0]);
  return 0;
}
