// A local constant named in the kernel without being captured (the
// walkthrough's `static const int TS = 2;`) is declared again in the kernel.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void tiled(int *p) {
  static const int TS = 2;
  constexpr int Twice = TS * 2;
  array_view<int, 2> v(4, 4, p);
  parallel_for_each(v.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    v[t.global] = Twice + TS;
  });
}

// CHECK: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<2, 2>)) amp2hip_kernel_tiled_{{[0-9]+}}(
// CHECK: const int TS = 2;
// CHECK-NEXT: constexpr int Twice = TS * 2;
// CHECK-NEXT: Concurrency::tiled_index<2, 2> t =
// CHECK-NEXT: amp2hip::detail::tiled_thread_index<2, 2>(amp2hip_domain);

// A constant named only in the kernel's parameter type: the kernel uses its
// value.
void tileOnly(array_view<int, 1> v) {
  const int tile = 4;
  parallel_for_each(v.extent.tile<tile>(), [=](tiled_index<tile> t) restrict(amp) {
    v[t.global] = t.local[0];
  });
}
// CHECK: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<4>)) amp2hip_kernel_tileOnly_[[#@LINE-4]](
// CHECK: Concurrency::tiled_index<4> t =
// CHECK-NEXT: amp2hip::detail::tiled_thread_index<4>(amp2hip_domain);

// Constants named only in the type of a capture (the conformance suite's
// `const int rank = 1; array<_type, rank> src(...);` in a function template):
// the parameter list comes before the kernel's own declarations, so the
// kernel's parameter type uses the value, that of the constant in scope.
template <typename T, int R> void ranks(int n) {
  if (R > 0) {
    const int rank = 1;
    array<T, rank> src(n);
    parallel_for_each(src.get_extent(), [&](index<rank> idx) restrict(amp) { src[idx] = R; });
  }
  if (R > 1) {
    const int rank = 2;
    array<T, rank> src(n, n);
    parallel_for_each(src.get_extent(), [&](index<rank> idx) restrict(amp) { src[idx] = R; });
  }
}
// CHECK: __global__ void amp2hip_kernel_ranks_[[#@LINE-8]](
// CHECK: const amp2hip::kernel_param_t<Concurrency::array<T, 1>> src) {
// CHECK: __global__ void amp2hip_kernel_ranks_[[#@LINE-5]](
// CHECK: const amp2hip::kernel_param_t<Concurrency::array<T, 2>> src) {
void useRanks() { ranks<int, 2>(4); }

// In a template, a constant whose value depends on the template's
// parameters (ampblas's gemm.h: `static const int m_thread = m_block /
// m_c_tile;`, an array bound in the kernel): declared again in the kernel,
// which is a template with the same parameters, not passed as a parameter.
// CHECK-LABEL: amp2hip_kernel_perThread_{{[0-9]+}}(
// CHECK-NOT: kernel_param_t<int> per_thread
// CHECK: {{^}}  const int per_thread = Block / 4;
// CHECK: {{^}}      int regs[per_thread];
// The host's declaration is marked maybe_unused: the kernel, which declares
// its own, may have been its only use (nvcc's and GCC's -Wunused-variable;
// `const int shift` of the C++ AMP book's Extras/Scan/ScanSimple.h).
// CHECK: {{^}}  {{\[\[maybe_unused\]\]}} static const int per_thread = Block / 4;
template <int Block> void perThread(array_view<int, 1> v) {
  static const int per_thread = Block / 4;
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      int regs[per_thread];
      for (int k = 0; k < per_thread; ++k)
        regs[k] = k;
      v[i] = regs[per_thread - 1];
  });
}
void perThreadInts(array_view<int, 1> v) { perThread<16>(v); }
