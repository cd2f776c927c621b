// A concurrency::array captured by reference through a reference whose type
// is a member typedef of a dependent base (`typename Mem<T>::grid &`, as
// B3DContest's AMP-CMP-Opt.cpp captures `wghtgrid &wghtmatrix`): the
// capture rule (C++ AMP v1.2 §2.4.3.3: only array and texture objects by
// reference) looks through the primary template's typedef, and the kernel
// parameter keeps the dependent type, resolved where the template is
// instantiated. A member typedef that names something else captured by
// reference stays AMP2HIP-E0003. Built with nvcc and run on the CPU platform:
// the kernel writes i * N for N = 2 into four elements: 0 2 4 6.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DNOT_AN_ARRAY 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
// EXE: 0 2 4 6
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <typename T> struct Mem {
  typedef array<T, 1> grid;
  typedef T scalar;
  static grid *grids[2];
};
template <typename T> typename Mem<T>::grid *Mem<T>::grids[2];

template <typename T> struct Path : Mem<T> {
  typedef typename Mem<T>::grid grid;
  template <int N> void run(int n) {
    grid &g = *(Mem<T>::grids[0]);
#ifdef NOT_AN_ARRAY
    typename Mem<T>::scalar value = 0;
    typename Mem<T>::scalar &s = value;
    // BAD: capture_dependent_array_typedef.cpp:[[@LINE+1]]:{{[0-9]+}}: error: 's' is captured by reference; a kernel may capture only concurrency::array and texture objects by reference (MSVC error C3590) [AMP2HIP-E0003]
    parallel_for_each(extent<1>(n), [=, &s](index<1> i) restrict(amp) { s = T(i[0]); });
#endif
    // CHECK: __global__ void amp2hip_kernel_Path_run_[[#@LINE+3]](
    // CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
    // CHECK-NEXT: const amp2hip::kernel_param_t<typename Mem<T>::grid> g) {
    parallel_for_each(extent<1>(n), [=, &g](index<1> i) restrict(amp) {
      g[i] = T(i[0] * N);
    });
  }
};

int main() {
  Mem<float>::grids[0] = new array<float, 1>(4);
  Path<float> path;
  path.run<2>(4);
  std::vector<float> out(4);
  copy(*Mem<float>::grids[0], out.begin());
  printf("%g %g %g %g\n", out[0], out[1], out[2], out[3]);
  delete Mem<float>::grids[0];
}
