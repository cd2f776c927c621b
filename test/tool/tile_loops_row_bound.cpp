// Tile loops (docs/architecture.md, "Tile loops") over the first rows only:
// a phase that is one `if` without `else` whose condition compares the
// tile's row (`t.local[0]`, the slowest coordinate) with a value that is the
// same for the whole tile (a constant, a variable of the `for` loop with
// barriers around it) loops over the threads of the rows that pass only
// (amp2hip::cpu::tile_threads_below), as a tree reduction's halving steps
// do. Conditions on another coordinate, with an `else`, with a bound that
// differs between threads, or phases with more statements loop over the
// whole tile. The program checks every kernel against a loop on the host,
// built for the CPU platform with and without the tile loops, and the output
// still builds with nvcc.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=RESULT %}
// RUN: %if cpu-platform %{ env AMP2HIP_CPU_TILE_LOOPS=0 %t.exe | FileCheck %s --check-prefix=RESULT %}
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static const int Tile = 64;
static const int Half = Tile / 2;
static const int Rows = 4, Columns = 16;

// Each thread gets its tile's sum (a tree reduction in tile_static).
void treeSums(array_view<const int, 1> in, array_view<int, 1> out) {
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // OUT: amp2hip_kernel_treeSums_[[#@LINE-1]](
    tile_static int partial[Tile];
    partial[t.local[0]] = in[t.global];
    t.barrier.wait();
    for (int s = Tile / 2; s > 0; s /= 2) {
      // OUT: for (int s = Tile / 2; s > 0; s /= 2) {
      // OUT-NEXT: for (unsigned int amp2hip_tid = 0, amp2hip_end = amp2hip::cpu::tile_threads_below<64>(s, false); amp2hip_tid < amp2hip_end; ++amp2hip_tid) {
      if (t.local[0] < s)
        partial[t.local[0]] += partial[t.local[0] + s];
      t.barrier.wait();
    }
    out[t.global] = partial[0];
  });
}

// The bound on either side, `<=` and `>=`, below the tile (no thread), and
// a constant of the file.
void boundForms(array_view<const int, 1> in, array_view<int, 1> out) {
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // OUT: amp2hip_kernel_boundForms_[[#@LINE-1]](
    tile_static int v[Tile];
    v[t.local[0]] = in[t.global];
    t.barrier.wait();
    for (int k = 0; k < 4; ++k) {
      // OUT: amp2hip_end = amp2hip::cpu::tile_threads_below<64>(k * 8, true);
      if (k * 8 >= t.local[0])
        v[t.local[0]] += 1;
      t.barrier.wait();
      // For k < 2 no thread passes.
      // OUT: amp2hip_end = amp2hip::cpu::tile_threads_below<64>(k - 2, true);
      if (t.local[0] <= k - 2)
        v[t.local[0]] += 100;
      t.barrier.wait();
    }
    // OUT: amp2hip_end = amp2hip::cpu::tile_threads_below<64>(Half, false);
    if (Half > t.local[0]) {
      v[t.local[0]] *= 2;
    }
    t.barrier.wait();
    out[t.global] = v[t.local[0]];
  });
}

// A rank-2 tile: the rows below s are the first s x Columns threads.
void columnSums(array_view<const int, 2> in, array_view<int, 2> out) {
  parallel_for_each(in.extent.tile<Rows, Columns>(), [=](tiled_index<Rows, Columns> t) restrict(amp) {
    // OUT: amp2hip_kernel_columnSums_[[#@LINE-1]](
    tile_static int p[Rows][Columns];
    p[t.local[0]][t.local[1]] = in[t.global];
    t.barrier.wait();
    for (int s = Rows / 2; s > 0; s /= 2) {
      // OUT: amp2hip_end = amp2hip::cpu::tile_threads_below<4, 16>(s, false);
      if (t.local[0] < s)
        p[t.local[0]][t.local[1]] += p[t.local[0] + s][t.local[1]];
      t.barrier.wait();
    }
    out[t.global] = p[0][t.local[1]];
  });
}

// No phase of these is bounded: a column's condition (its threads are not
// the first ones), an `else`, a bound that is a local of each thread, a
// second statement in the phase.
void notBounded(array_view<const int, 2> in, array_view<int, 2> out) {
  parallel_for_each(in.extent.tile<Rows, Columns>(), [=](tiled_index<Rows, Columns> t) restrict(amp) {
    // OUT: amp2hip_kernel_notBounded_[[#@LINE-1]](
    // OUT-NOT: tile_threads_below
    tile_static int p[Rows][Columns];
    p[t.local[0]][t.local[1]] = in[t.global];
    int limit = Rows / 2 + t.local[1] % 2;
    t.barrier.wait();
    for (int s = Columns / 2; s > 0; s /= 2) {
      if (t.local[1] < s)
        p[t.local[0]][t.local[1]] += p[t.local[0]][t.local[1] + s];
      t.barrier.wait();
    }
    if (t.local[0] < 1)
      p[t.local[0]][t.local[1]] += 1;
    else
      p[t.local[0]][t.local[1]] -= 1;
    t.barrier.wait();
    if (t.local[0] < limit)
      p[t.local[0]][t.local[1]] += 10;
    t.barrier.wait();
    if (t.local[0] < 2)
      p[t.local[0]][t.local[1]] += 100;
    p[t.local[0]][t.local[1]] += 1000;
    t.barrier.wait();
    out[t.global] = p[t.local[0]][0] + p[t.local[0]][t.local[1]];
  });
  // OUT: void notBounded(
}

static void check(const char *Name, const std::vector<int> &Got,
                  const std::vector<int> &Want) {
  int Differ = 0;
  for (size_t I = 0; I < Want.size(); ++I)
    Differ += Got[I] != Want[I];
  std::printf("%s: %d of %zu differ\n", Name, Differ, Want.size());
}

int main() {
  const int N = 4 * Tile;
  std::vector<int> In(N), Out(N);
  for (int I = 0; I < N; ++I)
    In[I] = (I * 37) % 101 - 50;
  array_view<const int, 1> InView(N, In);
  array_view<int, 1> OutView(N, Out);

  std::vector<int> Want(N);
  for (int Base = 0; Base < N; Base += Tile) {
    int Sum = 0;
    for (int L = 0; L < Tile; ++L)
      Sum += In[Base + L];
    for (int L = 0; L < Tile; ++L)
      Want[Base + L] = Sum;
  }
  treeSums(InView, OutView);
  OutView.synchronize();
  check("treeSums", Out, Want);

  for (int I = 0; I < N; ++I) {
    int L = I % Tile, V = In[I];
    for (int K = 0; K < 4; ++K) {
      V += K * 8 >= L ? 1 : 0;
      V += L <= K - 2 ? 100 : 0;
    }
    Want[I] = L < Half ? 2 * V : V;
  }
  boundForms(InView, OutView);
  OutView.synchronize();
  check("boundForms", Out, Want);

  // 8 x 32 in tiles of 4 x 16.
  const int H = 2 * Rows, W = 2 * Columns;
  array_view<const int, 2> In2(H, W, In);
  array_view<int, 2> Out2(H, W, Out);
  auto At = [&](int R, int C) { return In[R * W + C]; };
  for (int R = 0; R < H; ++R)
    for (int C = 0; C < W; ++C) {
      int Top = R / Rows * Rows, Sum = 0;
      for (int K = 0; K < Rows; ++K)
        Sum += At(Top + K, C);
      Want[R * W + C] = Sum;
    }
  columnSums(In2, Out2);
  Out2.synchronize();
  check("columnSums", Out, Want);

  for (int R = 0; R < H; ++R) {
    // The tile's rows after each phase, on the host.
    int Left = R / Rows * Rows, Row = R % Rows;
    for (int C0 = 0; C0 < W; C0 += Columns) {
      std::vector<int> P(Columns);
      for (int C = 0; C < Columns; ++C)
        P[C] = At(Left + Row, C0 + C);
      for (int S = Columns / 2; S > 0; S /= 2)
        for (int C = 0; C < S; ++C)
          P[C] += P[C + S];
      for (int C = 0; C < Columns; ++C) {
        P[C] += Row < 1 ? 1 : -1;
        P[C] += Row < Rows / 2 + C % 2 ? 10 : 0;
        P[C] += (Row < 2 ? 100 : 0) + 1000;
      }
      for (int C = 0; C < Columns; ++C)
        Want[R * W + C0 + C] = P[0] + P[C];
    }
  }
  notBounded(In2, Out2);
  Out2.synchronize();
  check("notBounded", Out, Want);
  // RESULT: treeSums: 0 of 256 differ
  // RESULT-NEXT: boundForms: 0 of 256 differ
  // RESULT-NEXT: columnSums: 0 of 256 differ
  // RESULT-NEXT: notBounded: 0 of 256 differ
  return 0;
}
