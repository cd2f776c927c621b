// View accesses outside a view's extent, as Direct3D 11 ran them
// (docs/features/directx-bounds.md): built with -DAMP2HIP_DIRECTX_BOUNDS, a
// read outside gives zero and a write outside is lost. The kernels below
// index outside on purpose as real programs did by mistake (the book's
// ScanTiledOptimized.h: a tile's last thread reads input[gidx2 + 1] past the
// end, and more tiles run than tileSums holds): a const rank-1 view, a writable
// rank-1 view, a rank-2 view through operator()(i0, i1), index<2> and a
// projection (a row outside), and an atomic on an element outside. The
// translation needs nothing of its own (the runtime's device_view does it);
// nvcc and the AMD device compiler build it with the definition, and the CPU
// platform runs it against a host loop that reads zero outside and skips the
// writes outside.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %if nvcc %{ %nvcc-check -DAMP2HIP_DIRECTX_BOUNDS %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm -DAMP2HIP_DIRECTX_BOUNDS %t.hip.cpp -o %t.s %}
// RUN: %if cpu-platform %{ %cpu-cxx -DAMP2HIP_DIRECTX_BOUNDS %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s %}
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

static const int Size = 100; // elements of each view
static const int Threads = 128;

int main() {
  std::vector<int> in(Size), out(Size, -1), sums(4, -1);
  for (int i = 0; i < Size; ++i)
    in[i] = 3 * i + 1;
  // Rank 1: each thread reads its element and the next (the last thread of
  // the view reads past it, threads past the view read and write outside),
  // and adds its value to the tile's sum slot (4 slots, 8 tiles of 16).
  {
    array_view<const int, 1> a(Size, in);
    array_view<int, 1> b(Size, out);
    array_view<int, 1> s(4, sums);
    s.discard_data();
    parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) { s[i] = 0; });
    parallel_for_each(extent<1>(Threads).tile<16>(),
                      [=](tiled_index<16> t) restrict(amp) {
                        int g = t.global[0];
                        b[g] = a[g] + a(g + 1);
                        atomic_fetch_add(&s[t.tile[0]], a[g]);
                      });
  }
  std::vector<int> wantOut(Size), wantSums(4, 0);
  auto read = [&](int g) { return g < Size ? in[g] : 0; };
  for (int g = 0; g < Threads; ++g) {
    if (g < Size)
      wantOut[g] = read(g) + read(g + 1);
    if (g / 16 < 4)
      wantSums[g / 16] += read(g);
  }
  int wrong = 0;
  for (int i = 0; i < Size; ++i)
    wrong += out[i] != wantOut[i];
  for (int i = 0; i < 4; ++i)
    wrong += sums[i] != wantSums[i];
  // CHECK: rank 1: 0 wrong, last 298, sums 376 1144 1912 2680
  std::printf("rank 1: %d wrong, last %d, sums %d %d %d %d\n", wrong,
              out[Size - 1], sums[0], sums[1], sums[2], sums[3]);

  // Rank 2 (10 x 10): each thread of a 12 x 12 domain writes the sum of its
  // neighbours to the right and below, through three kinds of access.
  std::vector<int> grid(Size), sum2(Size, -1);
  for (int i = 0; i < Size; ++i)
    grid[i] = i;
  {
    array_view<const int, 2> g(10, 10, grid);
    array_view<int, 2> r(10, 10, sum2);
    parallel_for_each(extent<2>(12, 12), [=](index<2> i) restrict(amp) {
      int y = i[0], x = i[1];
      r(y, x) = g(y, x + 1) + g[index<2>(y + 1, x)] + g[y + 1][x + 1];
    });
  }
  auto at = [&](int y, int x) { return y < 10 && x < 10 ? grid[y * 10 + x] : 0; };
  wrong = 0;
  for (int y = 0; y < 10; ++y)
    for (int x = 0; x < 10; ++x)
      wrong += sum2[y * 10 + x] != at(y, x + 1) + at(y + 1, x) + at(y + 1, x + 1);
  // CHECK: rank 2: 0 wrong, corner 0, first 22
  std::printf("rank 2: %d wrong, corner %d, first %d\n", wrong, sum2[99],
              sum2[0]);
  return 0;
}
