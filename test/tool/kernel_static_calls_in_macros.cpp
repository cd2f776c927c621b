// A kernel in a member function calls its class's static member functions
// through macros of the program (B3DContest's SolveTSP: `reducethread(...)`,
// defined in the file, calls `yield(th, 1)` of the class template `Path`).
// The kernel is outlined to namespace scope, where those calls must name the
// class (test/tool/kernel_static_member_calls.cpp), and a macro's text cannot
// be given a qualifier for one use: amp2hip expands those macro uses in the
// text, one level a round (a macro use that the expansion writes, ADD_INTO
// here, is expanded by the next round), then qualifies the calls. Macro uses
// that call no static member (CLAMP) stay as written.
//
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// DIAG-NOT: {{error|warning}}:
//
// Tile sums of 1 ... 16 in tiles of 8: 1 + ... + 8 = 36, 9 + ... + 16 = 100;
// 2 * x + 1 of 1, 2, 3 and 40 (clamped to 10): 3 5 7 21.
// EXE: sums 36 100
// EXE-NEXT: scaled 3 5 7 21
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

#define ADD_INTO(a, b) a = combine(a, b)
#define TILE_REDUCE(buf, n, step)                                              \
  for (int half = (n) / 2; half > 0; half /= 2) {                              \
    if (t.local[0] < half)                                                     \
      step(buf[t.local[0]], buf[t.local[0] + half]);                           \
    tile_sync(t);                                                              \
  }
#define CLAMP(x) ((x) < 10.0f ? (x) : 10.0f)
#define SCALED(x) scale(CLAMP(x))

template <typename T> class Reducer {
public:
  template <int Tile>
  static void tile_sync(tiled_index<Tile> t) restrict(amp) {
    t.barrier.wait();
  }
  static T combine(T a, T b) restrict(amp, cpu) { return a + b; }
  template <int Tile>
  void sums(array_view<const T, 1> in, array_view<T, 1> out) {
    parallel_for_each(in.extent.template tile<Tile>(),
                      [=](tiled_index<Tile> t) restrict(amp) {
      tile_static T buf[Tile];
      buf[t.local[0]] = in[t.global];
      tile_sync(t);
      // CHECK: Reducer<T>::tile_sync(t);
      // CHECK-NEXT: for(int half = (Tile) / 2; half > 0; half /= 2) { if(t.local[0] < half) buf[t.local[0]] = Reducer<T>::combine(buf[t.local[0]], buf[t.local[0] + half]); Reducer<T>::tile_sync(t); };
      TILE_REDUCE(buf, Tile, ADD_INTO);
      if (t.local[0] == 0)
        out[t.tile[0]] = buf[0];
    });
  }
};

class Scaler {
public:
  static float scale(float x) restrict(amp, cpu) { return 2.0f * x + 1.0f; }
  void run(array_view<float, 1> v) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      // CHECK: v[i] = Scaler::scale(CLAMP(v[i]));
      v[i] = SCALED(v[i]);
    });
  }
};

int main() {
  std::vector<float> values(16), sums(2);
  for (int i = 0; i < 16; ++i)
    values[i] = float(i + 1);
  array_view<const float, 1> in(16, values);
  array_view<float, 1> out(2, sums);
  Reducer<float>().sums<8>(in, out);
  out.synchronize();
  std::printf("sums %g %g\n", sums[0], sums[1]);
  std::vector<float> v = {1.0f, 2.0f, 3.0f, 40.0f};
  array_view<float, 1> view(4, v);
  Scaler().run(view);
  view.synchronize();
  std::printf("scaled %g %g %g %g\n", v[0], v[1], v[2], v[3]);
  return 0;
}
