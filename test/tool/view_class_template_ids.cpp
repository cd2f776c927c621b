// A class template holding a reference to an array, built only in amp code,
// passed by the class templates' members that take it (B3DContest's
// SolveTSP: `tiled_views<idxvectype, wghtgrid, sumarray, idxarray>`, which
// its kernel constructs from the arrays it captures, and `tiled_cache`'s
// and `Path`'s restrict(amp, cpu) members taking `tiled_views<...> &tv`):
//  - the device form's constructor takes `Grid &d` as the runtime's
//    amp2hip::device_param_t<Grid &> (a const reference to the device view
//    that the kernel holds);
//  - a member of a class template taking `Views<Grid> &`, a template-id over
//    the class's parameters, is written three times as for `const x_type &`
//    (views-in-classes.md), its local `Grid &d` a device form too;
//  - a restrict(amp, cpu) member template taking it is one too (here, as
//    only amp code calls it, a device function);
//  - an explicit template argument that is an array (`add<array<float,
//    1>>(i, v, b)`) is amp2hip::device_argument_t<...> in the kernel.
// Before: E0009 ("takes its parameter 'v' as 'Views<Grid> &', a template
// parameter of its class ... cannot pass to such a parameter yet"), and
// with the member not taking a template-id, output that nvcc rejected.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// DIAG-NOT: {{error|warning}}:
//
// Each element x of a becomes twice(x) * 3 plus b's element, checked
// against the same arithmetic on the CPU: 1, 2, 3, 4 with 10, 20, 30, 40.
// EXE: 16 32 48 64
// EXE-NEXT: CPU reference: match
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <typename Grid> struct Views {
  Grid &data;
  int n;
  // CHECK: __device__ amp2hip_device_Views(amp2hip::device_param_t<Grid &> d, int n) : data(d), n(n) {}
  Views(Grid &d, int n) restrict(amp) : data(d), n(n) {}
};

template <typename Grid> struct Cache {
  // CHECK: std::enable_if_t<amp2hip_this_side && !amp2hip::detail::differs_on_device<Views<Grid>>, int> = 0>
  // CHECK-NEXT: __host__ __device__ static float twice(Views<Grid> &v, int i) {
  // CHECK: __host__ static float twice(Views<Grid> &v, int i) {
  // CHECK: __device__ static float twice(amp2hip::device_form_t<Views<Grid>> &v, int i) {
  // CHECK-NEXT: amp2hip::device_form_t<Grid> &d = v.data;
  static float twice(Views<Grid> &v, int i) restrict(amp, cpu) {
    Grid &d = v.data;
    return d[i] * 2;
  }
};

template <typename Grid> struct Solver {
  // CHECK: template <int Scale>
  // CHECK-NEXT: __device__ static void scale(concurrency::index<1> i, amp2hip::device_form_t<Views<Grid>> &v) {
  template <int Scale>
  static void scale(index<1> i, Views<Grid> &v) restrict(amp, cpu) {
    v.data[i] = Cache<Grid>::twice(v, i[0]) * Scale;
  }
  template <typename Other>
  static void add(index<1> i, Views<Grid> &v, Other &other) restrict(amp, cpu) {
    v.data[i] += other[i];
  }
  static void run(array<float, 1> &a, array<float, 1> &b) {
    parallel_for_each(a.extent, [&a, &b](index<1> i) restrict(amp) {
      Views<Grid> v(a, 4);
      scale<3>(i, v);
      // CHECK: add<amp2hip::device_argument_t<array<float, 1>>>(i, v, b);
      add<array<float, 1>>(i, v, b);
    });
  }
};

int main() {
  float init[4] = {1, 2, 3, 4}, extra[4] = {10, 20, 30, 40};
  array<float, 1> a(4, init), b(4, extra);
  Solver<array<float, 1>>::run(a, b);
  std::vector<float> result(4);
  copy(a, result.begin());
  bool match = true;
  for (int i = 0; i < 4; ++i) {
    std::printf("%g%s", result[i], i < 3 ? " " : "\n");
    match &= result[i] == init[i] * 2 * 3 + extra[i];
  }
  std::printf("CPU reference: %s\n", match ? "match" : "MISMATCH");
  return match ? 0 : 1;
}
