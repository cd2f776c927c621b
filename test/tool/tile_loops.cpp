// Tile loops (docs/architecture.md, "Tile loops"): a tiled kernel whose
// barriers are statements of its body, or of a `for` loop there that runs
// the same for every thread of the tile, also gets a CPU-only form: its body
// cut at the barriers, each phase a loop over the tile's threads. Locals that
// a later phase names are kept per thread; constants are declared again;
// tile_static variables come before the loops. Kernels whose barriers are
// elsewhere keep only their one form (fibers on the CPU). The program checks
// every kernel against a loop on the host, built for the CPU platform with
// and without the tile loops, and the output still builds with nvcc.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=RESULT %}
// RUN: %if cpu-platform %{ env AMP2HIP_CPU_TILE_LOOPS=0 %t.exe | FileCheck %s --check-prefix=RESULT %}
#include <amp.h>

#include <cstdio>
#include <string>
#include <vector>

using namespace concurrency;

static const int Tile = 64;

void reverseTiles(array_view<const int, 1> in, array_view<int, 1> out) {
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // OUT: amp2hip_kernel_reverseTiles_[[#@LINE-1]](
    // OUT: #if defined(AMP2HIP_PLATFORM_CPU)
    // OUT-NEXT: // amp2hip: on the CPU, the tile's threads run as loops between its barriers
    // OUT-NEXT: if (amp2hip::cpu::tile_loops_begin()) {
    // OUT-NEXT: constexpr unsigned int amp2hip_threads =
    // OUT-NEXT: amp2hip::detail::tile_threads<64>;
    // The variables a later phase names, one element per thread (the
    // constant 'width', local 0, is declared again instead).
    // OUT-NEXT: static thread_local std::remove_cv_t<int> amp2hip_tile_local_1[amp2hip_threads];
    // OUT-NEXT: static thread_local std::remove_cv_t<int> amp2hip_tile_local_2[amp2hip_threads];
    // OUT-NEXT: static thread_local std::remove_cv_t<float> amp2hip_tile_local_3[amp2hip_threads];
    // OUT-NEXT: static thread_local std::remove_cv_t<float> amp2hip_tile_local_4[amp2hip_threads];
    // OUT-NEXT: static thread_local std::remove_cv_t<int> amp2hip_tile_local_5[amp2hip_threads];
    // OUT-NEXT: __shared__ int slots[Tile];
    tile_static int slots[Tile];
    // OUT-NEXT: for (unsigned int amp2hip_tid = 0; amp2hip_tid < amp2hip_threads; ++amp2hip_tid) {
    // OUT-NEXT: amp2hip::cpu::enter_tile_thread<64>(amp2hip_tid);
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} Concurrency::tiled_index<64> t = amp2hip::detail::tiled_thread_index<64>(amp2hip_domain);
    const int width = 3;
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} const int width = 3;
    int me = t.local[0];
    // OUT-NEXT: int me = t.local[0];
    float low = 1.0f, high = 2.0f;
    // OUT-NEXT: float low = 1.0f, high = 2.0f;
    int count;
    // Copied back at the phase's end: a value, not an indeterminate one.
    // OUT-NEXT: int count{};
    int total = 0;
    // Its address is taken: the name is a reference to the thread's element.
    // OUT-NEXT: int amp2hip_tile_init_5 = 0; amp2hip_tile_local_5[amp2hip_tid] = amp2hip_tile_init_5; {{\[\[maybe_unused\]\]}} int &total = amp2hip_tile_local_5[amp2hip_tid];
    int *counter = &total;
    *counter += in[t.global];
    count = me % 2;
    slots[me] = in[t.global];
    // OUT: slots[me] = in[t.global];
    // OUT-NEXT: amp2hip_tile_local_1[amp2hip_tid] = count;
    // OUT-NEXT: amp2hip_tile_local_2[amp2hip_tid] = me;
    // OUT-NEXT: amp2hip_tile_local_3[amp2hip_tid] = high;
    // OUT-NEXT: amp2hip_tile_local_4[amp2hip_tid] = low;
    // OUT-NEXT: }
    t.barrier.wait();
    // The second phase: the values of the first come back; the constant is
    // declared again (it sizes an array). Nothing is copied back after the
    // last phase.
    // OUT-NEXT: for (unsigned int amp2hip_tid = 0; amp2hip_tid < amp2hip_threads; ++amp2hip_tid) {
    // OUT-NEXT: amp2hip::cpu::enter_tile_thread<64>(amp2hip_tid);
    // OUT-NEXT: Concurrency::tiled_index<64> t =
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} const int width = 3;
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} int count = amp2hip_tile_local_1[amp2hip_tid];
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} int me = amp2hip_tile_local_2[amp2hip_tid];
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} float high = amp2hip_tile_local_3[amp2hip_tid];
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} float low = amp2hip_tile_local_4[amp2hip_tid];
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} int &total = amp2hip_tile_local_5[amp2hip_tid];
    int window[width] = {0, 0, 0};
    window[count] = slots[Tile - 1 - me];
    out[t.global] = window[count] * int(high - low) + (total - in[t.global]) +
                    width;
    // OUT: width;
    // OUT-NEXT: }
    // OUT-NEXT: return;
    // OUT-NEXT: }
    // OUT-NEXT: #endif
    // The kernel's own body follows, as on the GPU.
    // OUT-NEXT: Concurrency::tiled_index<64> t =
    // OUT: __syncthreads();
  });
}

// Barriers in a loop that every thread of the tile runs the same way (its
// header names a capture and constants): the loop runs once per tile, its
// phases once per thread.
void blockSums(array_view<const int, 1> in, array_view<int, 1> out, int rounds) {
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // OUT: amp2hip_kernel_blockSums_[[#@LINE-1]](
    // OUT: if (amp2hip::cpu::tile_loops_begin()) {
    tile_static int partial[Tile];
    int sum = 0;
    for (int r = 0; r < rounds; ++r) {
      // OUT: for (int r = 0; r < rounds; ++r) {
      // OUT-NEXT: for (unsigned int amp2hip_tid = 0;
      // 'sum' goes back in the loop's phase: the next round reads it.
      // OUT: {{\[\[maybe_unused\]\]}} int sum = amp2hip_tile_local_0[amp2hip_tid];
      // OUT: amp2hip_tile_local_0[amp2hip_tid] = sum;
      // OUT-NEXT: }
      // OUT-NEXT: }
      partial[t.local[0]] = in[t.global] * (r + 1);
      t.barrier.wait();
      for (int k = 0; k < Tile; ++k)
        sum += partial[k];
      t.barrier.wait();
    }
    out[t.global] = sum;
  });
}

// Kept in one form (no tile loops): a barrier in a branch, a loop whose
// trip count is the thread's, a return.
void notCut(array_view<const int, 1> in, array_view<int, 1> out, int flag) {
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // OUT: amp2hip_kernel_notCut_[[#@LINE-1]](
    // OUT-NOT: tile_loops_begin
    tile_static int slots[Tile];
    slots[t.local[0]] = in[t.global];
    if (flag > 0)
      t.barrier.wait();
    out[t.global] = slots[Tile - 1 - t.local[0]];
  });
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // OUT: amp2hip_kernel_notCut_[[#@LINE-1]](
    // OUT-NOT: tile_loops_begin
    tile_static int slots[Tile];
    int value = 0;
    for (int k = 0; k < t.tile[0] % 2 + 1; ++k) {
      slots[t.local[0]] = in[t.global] + k;
      t.barrier.wait();
      value += slots[(t.local[0] + 1) % Tile];
      t.barrier.wait();
    }
    out[t.global] = value;
  });
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // A tile_static sized by a local would be declared before the local.
    // OUT: amp2hip_kernel_notCut_[[#@LINE-2]](
    // OUT-NOT: tile_loops_begin
    const int size = Tile;
    tile_static int slots[size];
    slots[t.local[0]] = in[t.global];
    t.barrier.wait();
    out[t.global] = slots[size - 1 - t.local[0]];
  });
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // A local type: a later phase would not see it.
    // OUT: amp2hip_kernel_notCut_[[#@LINE-2]](
    // OUT-NOT: tile_loops_begin
    typedef int value_type;
    tile_static value_type slots[Tile];
    slots[t.local[0]] = in[t.global];
    t.barrier.wait();
    value_type mirrored = slots[Tile - 1 - t.local[0]];
    out[t.global] = mirrored;
  });
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // OUT: amp2hip_kernel_notCut_[[#@LINE-1]](
    // OUT-NOT: tile_loops_begin
    tile_static int slots[Tile];
    slots[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0)
      return;
    out[t.global] = slots[t.local[0] - 1];
  });
}

// Barriers in a called function: a call that is a whole statement, to a
// function of this file defined before the kernel, is written in the tile
// loops with the function's statements in its place (TileLoops.h): its
// parameters and locals renamed amp2hip_inline<N>_<name>; a parameter whose
// argument cannot change between phases declared again in each phase that
// names it, another kept per thread; the returned expression in the call's
// place.
int tileSum(tiled_index<Tile> t, int value) restrict(amp) {
  tile_static int partial[Tile];
  partial[t.local[0]] = value;
  t.barrier.wait();
  int sum = 0;
  for (int k = 0; k < Tile; ++k)
    sum += partial[k];
  t.barrier.wait();
  return sum;
}

static const int Rounds = 3;

// A loop with barriers, parameters by reference, a global ('Rounds'), and a
// local named as the kernel's ('sum').
int roundSums(const tiled_index<Tile> &t, const array_view<const int, 1> &in,
              int scale) restrict(amp) {
  tile_static int partial[Tile];
  int sum = 0;
  for (int r = 0; r < Rounds; ++r) {
    partial[t.local[0]] = in[t.global] * (r + scale);
    t.barrier.wait();
    for (int k = 0; k < Tile; ++k)
      sum += partial[k];
    t.barrier.wait();
  }
  return sum;
}

void mirror(const tiled_index<Tile> &t, const array_view<const int, 1> &in,
            const array_view<int, 1> &out) restrict(amp) {
  tile_static int slots[Tile];
  slots[t.local[0]] = in[t.global];
  t.barrier.wait();
  out[t.global] = slots[Tile - 1 - t.local[0]];
}

int early(tiled_index<Tile> t, int value) restrict(amp) {
  tile_static int slots[Tile];
  slots[t.local[0]] = value;
  t.barrier.wait();
  if (t.local[0] == 0)
    return value;
  return slots[t.local[0] - 1];
}

static const int Offset = 7;

int shifted(tiled_index<Tile> t, int value) restrict(amp) {
  tile_static int slots[Tile];
  slots[t.local[0]] = value + Offset;
  t.barrier.wait();
  return slots[Tile - 1 - t.local[0]];
}

// A function object whose member has the name of the global that the
// callee reads: in the kernel the name is the member's, so not inlined.
struct Shift {
  array_view<const int, 1> in;
  array_view<int, 1> out;
  int Offset;
  void operator()(tiled_index<Tile> t) const restrict(amp) {
    // OUT: amp2hip_kernel_Shift_call_operator_[[#@LINE-5]](
    // OUT-NOT: tile_loops_begin
    int mirrored = shifted(t, in[t.global]);
    out[t.global] = mirrored + Offset;
  }
};

void inlinedSum(array_view<const int, 1> in, array_view<int, 1> out) {
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // OUT: amp2hip_kernel_inlinedSum_[[#@LINE-1]](
    // OUT: if (amp2hip::cpu::tile_loops_begin()) {
    // tileSum's 'sum', which the last phase reads, kept per thread.
    // OUT: static thread_local std::remove_cv_t<int> amp2hip_tile_local_1[amp2hip_threads];
    // OUT-NEXT: __shared__ int amp2hip_inline0_partial[Tile];
    // OUT-NEXT: for (unsigned int amp2hip_tid = 0;
    // OUT-NEXT: amp2hip::cpu::enter_tile_thread<64>(amp2hip_tid);
    // OUT-NEXT: Concurrency::tiled_index<64> t = amp2hip::detail::tiled_thread_index<64>(amp2hip_domain);
    // 't' is only read: declared again in each phase that names it; 'value'
    // (its argument reads memory) evaluated once, where the call was.
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} tiled_index<Tile> amp2hip_inline0_t = t;
    // OUT-NEXT: int amp2hip_inline0_value = in[t.global];
    // OUT-NEXT: amp2hip_inline0_partial[amp2hip_inline0_t.local[0]] = amp2hip_inline0_value;
    // OUT-NEXT: }
    // OUT-NEXT: for (unsigned int amp2hip_tid = 0;
    // OUT-NEXT: amp2hip::cpu::enter_tile_thread<64>(amp2hip_tid);
    // OUT-NEXT: Concurrency::tiled_index<64> t =
    // OUT-NEXT: int amp2hip_inline0_sum = 0;
    // OUT-NEXT: for (int amp2hip_inline0_k = 0; amp2hip_inline0_k < Tile; ++amp2hip_inline0_k)
    // OUT-NEXT: amp2hip_inline0_sum += amp2hip_inline0_partial[amp2hip_inline0_k];
    // OUT-NEXT: amp2hip_tile_local_1[amp2hip_tid] = amp2hip_inline0_sum;
    // OUT-NEXT: }
    // The returned expression in the call's place.
    // OUT-NEXT: for (unsigned int amp2hip_tid = 0;
    // OUT-NEXT: amp2hip::cpu::enter_tile_thread<64>(amp2hip_tid);
    // OUT-NEXT: Concurrency::tiled_index<64> t =
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} int amp2hip_inline0_sum = amp2hip_tile_local_1[amp2hip_tid];
    // OUT-NEXT: out[t.global] = (amp2hip_inline0_sum);
    // OUT-NEXT: }
    // OUT-NEXT: return;
    // The kernel's own body calls the function, as on the GPU.
    // OUT: out[t.global] = tileSum(t, in[t.global]);
    out[t.global] = tileSum(t, in[t.global]);
  });
}

void inlinedRounds(array_view<const int, 1> in, array_view<int, 1> out,
                   int scale) {
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // OUT: amp2hip_kernel_inlinedRounds_[[#@LINE-1]](
    // OUT: if (amp2hip::cpu::tile_loops_begin()) {
    // OUT: __shared__ int amp2hip_inline0_partial[Tile];
    // OUT: int amp2hip_inline0_sum = 0;
    // The callee's loop runs once per tile; its references bound again in
    // each of its phases, as its by-value 'scale' (a capture).
    // OUT: for (int amp2hip_inline0_r = 0; amp2hip_inline0_r < Rounds; ++amp2hip_inline0_r) {
    // OUT-NEXT: for (unsigned int amp2hip_tid = 0;
    // OUT-NEXT: amp2hip::cpu::enter_tile_thread<64>(amp2hip_tid);
    // OUT-NEXT: Concurrency::tiled_index<64> t =
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} const tiled_index<Tile> & amp2hip_inline0_t = t;
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} const amp2hip::device_view<const int, 1> & amp2hip_inline0_in = in;
    // OUT-NEXT: {{\[\[maybe_unused\]\]}} int amp2hip_inline0_scale = scale;
    // The kernel's 'sum' and the callee's are two variables (the callee's
    // kept per thread across the loop's rounds).
    // OUT: {{\[\[maybe_unused\]\]}} int amp2hip_inline0_sum = amp2hip_tile_local_3[amp2hip_tid];
    // OUT-NEXT: for (int amp2hip_inline0_k = 0;
    // OUT: {{\[\[maybe_unused\]\]}} int amp2hip_inline0_sum = amp2hip_tile_local_3[amp2hip_tid];
    // OUT-NEXT: int sum = (amp2hip_inline0_sum);
    // OUT-NEXT: out[t.global] = sum + t.local[0];
    int sum = roundSums(t, in, scale);
    out[t.global] = sum + t.local[0];
  });
}

void inlinedVoid(array_view<const int, 1> in, array_view<int, 1> out) {
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    // OUT: amp2hip_kernel_inlinedVoid_[[#@LINE-1]](
    // OUT: if (amp2hip::cpu::tile_loops_begin()) {
    // OUT: amp2hip_inline0_slots[amp2hip_inline0_t.local[0]] = amp2hip_inline0_in[amp2hip_inline0_t.global];
    // OUT: {{\[\[maybe_unused\]\]}} const amp2hip::device_view<int, 1> & amp2hip_inline0_out = out;
    // OUT-NEXT: amp2hip_inline0_out[amp2hip_inline0_t.global] = amp2hip_inline0_slots[Tile - 1 - amp2hip_inline0_t.local[0]];
    // OUT-NEXT: }
    // OUT-NEXT: return;
    mirror(t, in, out);
  });
}

void notInlined(array_view<const int, 1> in, array_view<int, 1> out,
                int which) {
  if (which == 0)
    parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
      // OUT: amp2hip_kernel_notInlined_[[#@LINE-1]](
      // OUT-NOT: tile_loops_begin
      // Called twice: its variables would be declared twice.
      int first = tileSum(t, in[t.global]);
      int again = tileSum(t, 1);
      out[t.global] = first + again;
    });
  if (which == 1)
    parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
      // OUT: amp2hip_kernel_notInlined_[[#@LINE-1]](
      // OUT-NOT: tile_loops_begin
      // A return before the last statement.
      out[t.global] = early(t, in[t.global]);
    });
  if (which == 2)
    parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
      // OUT: amp2hip_kernel_notInlined_[[#@LINE-1]](
      // OUT-NOT: tile_loops_begin
      // The kernel has a variable named as the global that the callee names.
      const int Rounds = 2;
      out[t.global] = roundSums(t, in, Rounds);
    });
  if (which == 3)
    parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
      // OUT: amp2hip_kernel_notInlined_[[#@LINE-1]](
      // OUT-NOT: tile_loops_begin
      // Not a whole statement: part of an expression.
      out[t.global] = 1 + tileSum(t, in[t.global]);
    });
}

int main() {
  const int n = 4 * Tile;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37) % 101;
  array_view<const int, 1> inView(n, in);
  int mismatches = 0;
  auto check = [&](const char *name, const std::vector<int> &got,
                   const std::vector<int> &want, int from = 0) {
    int bad = 0;
    for (int i = from; i < n; ++i)
      bad += got[i] != want[i] && (from == 0 || i % Tile != 0);
    std::printf("%s: %d of %d differ\n", name, bad, n);
    mismatches += bad;
  };

  std::vector<int> out(n, -1), want(n);
  reverseTiles(inView, array_view<int, 1>(n, out));
  for (int i = 0; i < n; ++i) {
    int tile = i / Tile * Tile, local = i % Tile;
    want[i] = in[tile + Tile - 1 - local] * 1 + 0 + 3;
  }
  check("reverseTiles", out, want);

  blockSums(inView, array_view<int, 1>(n, out), 3);
  for (int i = 0; i < n; ++i) {
    int tile = i / Tile * Tile, sum = 0;
    for (int r = 0; r < 3; ++r)
      for (int k = 0; k < Tile; ++k)
        sum += in[tile + k] * (r + 1);
    want[i] = sum;
  }
  check("blockSums", out, want);

  notCut(inView, array_view<int, 1>(n, out), 1);
  for (int i = 0; i < n; ++i) {
    int tile = i / Tile * Tile, local = i % Tile;
    want[i] = local == 0 ? out[i] : in[tile + local - 1];
  }
  check("notCut", out, want);
  std::vector<int> tileSums(n / Tile, 0);
  for (int i = 0; i < n; ++i)
    tileSums[i / Tile] += in[i];
  inlinedSum(inView, array_view<int, 1>(n, out));
  for (int i = 0; i < n; ++i)
    want[i] = tileSums[i / Tile];
  check("inlinedSum", out, want);
  // sum over r < 3 of (r + 5) * the tile's sum: 18 times it.
  inlinedRounds(inView, array_view<int, 1>(n, out), 5);
  for (int i = 0; i < n; ++i)
    want[i] = 18 * tileSums[i / Tile] + i % Tile;
  check("inlinedRounds", out, want);
  inlinedVoid(inView, array_view<int, 1>(n, out));
  for (int i = 0; i < n; ++i)
    want[i] = in[i / Tile * Tile + Tile - 1 - i % Tile];
  check("inlinedVoid", out, want);
  for (int which = 0; which < 4; ++which) {
    notInlined(inView, array_view<int, 1>(n, out), which);
    for (int i = 0; i < n; ++i) {
      int local = i % Tile, sum = tileSums[i / Tile];
      want[i] = which == 0   ? sum + Tile
                : which == 1 ? (local == 0 ? in[i] : in[i - 1])
                : which == 2 ? 9 * sum // (0 + 2) + (1 + 2) + (2 + 2) times the sum
                             : 1 + sum;
    }
    check(("notInlined " + std::to_string(which)).c_str(), out, want);
  }
  array_view<int, 1> shiftOut(n, out);
  parallel_for_each(inView.extent.tile<Tile>(), Shift{inView, shiftOut, 100});
  shiftOut.synchronize();
  for (int i = 0; i < n; ++i)
    want[i] = in[i / Tile * Tile + Tile - 1 - i % Tile] + 7 + 100;
  check("Shift", out, want);
  // RESULT: reverseTiles: 0 of 256 differ
  // RESULT-NEXT: blockSums: 0 of 256 differ
  // RESULT-NEXT: notCut: 0 of 256 differ
  // RESULT-NEXT: inlinedSum: 0 of 256 differ
  // RESULT-NEXT: inlinedRounds: 0 of 256 differ
  // RESULT-NEXT: inlinedVoid: 0 of 256 differ
  // RESULT-NEXT: notInlined 0: 0 of 256 differ
  // RESULT-NEXT: notInlined 1: 0 of 256 differ
  // RESULT-NEXT: notInlined 2: 0 of 256 differ
  // RESULT-NEXT: notInlined 3: 0 of 256 differ
  // RESULT-NEXT: Shift: 0 of 256 differ
  return mismatches == 0 ? 0 : 1;
}
