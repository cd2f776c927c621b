// A kernel captures by reference a variable whose type is a template
// parameter (B3DContest's `edgresview &edgematrix`, a parameter of a member
// function template of the class template `Path`, instantiated with
// concurrency::array<float4, 2>). MSVC checks C++ AMP's rule (v1.2
// §2.4.3.3: only array and texture objects by reference; MSVC error C3590)
// as it instantiates the template, so amp2hip asks the lambda's
// instantiations: the capture is accepted when each one captures an array
// or a texture (or there is none), and the kernel parameter keeps the
// template parameter's type, resolved at instantiation. An instantiation
// that captures anything else by reference (-DNOT_AN_ARRAY: an array_view)
// is AMP2HIP-E0003 at the capture, as MSVC's error is.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DNOT_AN_ARRAY 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD --implicit-check-not=error: < %t.bad.err
//
// grid = 0, 1, 2, 3: Solver doubles it into out (0 2 4 6), then scaled<3>
// adds 3 * grid[i] to out in place (0 5 10 15); the Texture instantiation
// reads the texture of 10, 20, 30, 40 (10 20 30 40).
// EXE: doubled 0 2 4 6
// EXE-NEXT: scaled 0 5 10 15
// EXE-NEXT: texture 10 20 30 40
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

template <typename T> struct Solver {
  template <typename View> void run(View &grid, array_view<T, 1> out) {
    // CHECK: template <typename T, typename View>
    // CHECK-NEXT: __global__ void amp2hip_kernel_Solver_run_[[#@LINE+4]](
    // CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
    // CHECK-NEXT: const amp2hip::kernel_param_t<View> grid,
    // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<T, 1>> out) {
    parallel_for_each(out.extent, [=, &grid](index<1> i) restrict(amp) {
      out[i] = T(2) * grid[i];
    });
  }
};

template <int N, typename Grid>
void scaled(Grid &g, array_view<float, 1> out) {
  // CHECK: template <int N, typename Grid>
  // CHECK-NEXT: __global__ void amp2hip_kernel_scaled_[[#@LINE+5]](
  // CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
  // CHECK-NEXT: const amp2hip::kernel_param_t<Grid> g,
  // BAD: capture_dependent_template_param.cpp:[[@LINE+2]]:67: error: 'g' is captured by reference; a kernel may capture only concurrency::array and texture objects by reference (MSVC error C3590) [AMP2HIP-E0003]
  // BAD: capture_dependent_template_param.cpp:[[@LINE+1]]:38: note: 'g' is captured here
  parallel_for_each(out.extent, [=, &g](index<1> i) restrict(amp) {
    out[i] += float(N) * g[i];
  });
}

int main() {
  std::vector<float> values = {0, 1, 2, 3}, out(4), texels = {10, 20, 30, 40};
  array<float, 1> grid(4, values.begin());
  array_view<float, 1> view(4, out);
  Solver<float>().run(grid, view);
  view.synchronize();
  std::printf("doubled %g %g %g %g\n", out[0], out[1], out[2], out[3]);
#ifdef NOT_AN_ARRAY
  array_view<float, 1> notArray(grid);
  scaled<3>(notArray, view);
#endif
  scaled<3>(grid, view);
  view.synchronize();
  std::printf("scaled %g %g %g %g\n", out[0], out[1], out[2], out[3]);
  texture<float, 1> tex(4, texels.begin(), texels.end());
  std::vector<float> halves(4);
  array_view<float, 1> halfView(4, halves);
  Solver<float>().run(tex, halfView);
  halfView.synchronize();
  std::printf("texture %g %g %g %g\n", halves[0] / 2, halves[1] / 2,
              halves[2] / 2, halves[3] / 2);
  return 0;
}
