// A member template named with arguments that depend on a template's
// parameters, on an object that does not (ampblas's trsv.h:
// `make_extent(tile_size).tile<tile_size>()`): Clang and MSVC parse it as a
// template, nvcc's front end wants the `template` keyword ("expected an
// expression"), which C++11 allows there. amp2hip writes it.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <vector>

inline concurrency::extent<1> make_extent(int n) restrict(cpu, amp) {
  return concurrency::extent<1>(n);
}

template <int tile_size> void local_ids(concurrency::array_view<int, 1> x) {
  // CHECK: amp2hip::parallel_for_each(
  // CHECK-NEXT: make_extent(tile_size).template tile<tile_size>(), amp2hip_kernel_local_ids_{{[0-9]+}}<tile_size>, x);
  concurrency::parallel_for_each(
      make_extent(tile_size).tile<tile_size>(),
      [=](concurrency::tiled_index<tile_size> t) restrict(amp) {
        x[t.global] = t.local[0];
      });
  // Already written with the keyword: left as it is.
  // CHECK: make_extent(tile_size).template tile<tile_size>().tile_extent[0]
  int n = make_extent(tile_size).template tile<tile_size>().tile_extent[0];
  (void)n;
}

int main() {
  std::vector<int> v(16);
  concurrency::array_view<int, 1> x(16, v);
  local_ids<16>(x);
  x.synchronize();
  return v[3] == 3 ? 0 : 1;
}
