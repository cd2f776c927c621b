// Names of the C++ AMP Developer Preview (Visual Studio 11 Developer Preview,
// 2011) that released C++ AMP renamed: grid<N> (extent, with an origin),
// tiled_grid, array_view<writeonly<T>, N> (array_view<T, N> and
// discard_data()), and the member `grid` of array and array_view. No released
// MSVC declares them; Clang's "undeclared" error at each is AMP2HIP-E0029,
// with what released C++ AMP writes (as in AMD's generic_kernels and the
// imgblur_grid demo of CPPAMPDemos). A program's own undeclared `grid` that is
// not a template-id is left to Clang's error.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E0029" < %t.err
// RUN: FileCheck %s --check-prefix=OWN < %t.err
// RUN: not test -e %t.out
#include <amp.h>

using namespace concurrency;

void blur(array_view<float, 2> img) {
  index<2> origin(1, 1);
  grid<2> result(origin, img.extent);
  // CHECK: E0029_developer_preview_names.cpp:[[@LINE-1]]:3: error: 'grid' is a name of the C++ AMP Developer Preview (Visual Studio 11 Developer Preview, 2011): the compute domain and section shape, an extent with an origin (grid<N>, and the member 'grid' of array and array_view); released C++ AMP (Visual Studio 2012, C++ AMP v1.0), which no longer declares it and which amp2hip translates, writes 'extent<N>' {{.*}} [AMP2HIP-E0029]
  // CHECK: note: Clang's diagnostic: use of undeclared identifier 'grid'
  int rows = img.grid.extent[0];
  // CHECK: E0029_developer_preview_names.cpp:[[@LINE-1]]:18: error: 'grid' is a name of the C++ AMP Developer Preview {{.*}} [AMP2HIP-E0029]
  // CHECK: note: Clang's diagnostic: no member named 'grid' in 'Concurrency::array_view<float, 2>'
  (void)rows;
}

void fill(array<float, 1> &a) {
  concurrency::grid<1> g(a.extent);
  // CHECK: E0029_developer_preview_names.cpp:[[@LINE-1]]:16: error: 'grid' is a name of the C++ AMP Developer Preview {{.*}} [AMP2HIP-E0029]
}

template <class T>
void reduce(const array_view<writeonly<T>, 1> &out) {}
// CHECK: E0029_developer_preview_names.cpp:[[@LINE-1]]:30: error: 'writeonly' is a name of the C++ AMP Developer Preview (Visual Studio 11 Developer Preview, 2011): the element type of a write-only view (array_view<writeonly<T>, N>); released C++ AMP {{.*}} writes 'array_view<T, N>' and a call of its discard_data() before the kernel [AMP2HIP-E0029]

void tiles(extent<2> e) {
  tiled_grid<16, 16> t = e.tile<16, 16>();
  // CHECK: E0029_developer_preview_names.cpp:[[@LINE-1]]:3: error: 'tiled_grid' is a name of the C++ AMP Developer Preview {{.*}} writes 'tiled_extent<D0, D1, D2>' (extent::tile<D0, D1, D2>()) [AMP2HIP-E0029]
}

// The program's own names: a declared `grid` is the program's, and an
// undeclared one that is no template-id stays Clang's error.
int grid_cells(int grid) { return grid * 2; }
int undeclared() { return grid + 1; }
// OWN: E0029_developer_preview_names.cpp:[[@LINE-1]]:27: error: use of undeclared identifier 'grid'{{$}}
