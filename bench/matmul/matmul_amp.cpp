// C++ AMP side of the matrix-multiplication benchmark: the walkthrough's
// non-tiled and tiled kernels (tile 16), one launch per call. amp2hip
// translates this file at build time; matmul_bench.hip.cpp includes the result.
#include <amp.h>
using namespace concurrency;

static const int BenchTile = 16;

void ampMultiplyPlain(const array_view<const int, 2> &a,
                      const array_view<const int, 2> &b,
                      const array_view<int, 2> &product) {
  const int n = a.extent[1];
  parallel_for_each(product.extent, [=](index<2> idx) restrict(amp) {
    int row = idx[0];
    int col = idx[1];
    int sum = 0;
    for (int inner = 0; inner < n; inner++)
      sum += a(row, inner) * b(inner, col);
    product[idx] = sum;
  });
}

void ampMultiplyTiled(const array_view<const int, 2> &a,
                      const array_view<const int, 2> &b,
                      const array_view<int, 2> &product) {
  const int n = a.extent[1];
  parallel_for_each(product.extent.tile<BenchTile, BenchTile>(),
                    [=](tiled_index<BenchTile, BenchTile> t_idx) restrict(amp) {
    int row = t_idx.local[0];
    int col = t_idx.local[1];
    int rowGlobal = t_idx.global[0];
    int colGlobal = t_idx.global[1];
    int sum = 0;
    for (int i = 0; i < n; i += BenchTile) {
      tile_static int locA[BenchTile][BenchTile];
      tile_static int locB[BenchTile][BenchTile];
      locA[row][col] = a(rowGlobal, col + i);
      locB[row][col] = b(row + i, colGlobal);
      t_idx.barrier.wait();
      for (int k = 0; k < BenchTile; k++)
        sum += locA[row][k] * locB[k][col];
      t_idx.barrier.wait();
    }
    product[t_idx.global] = sum;
  });
}
