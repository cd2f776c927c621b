// C++ AMP v1.2 §2.4.3.5.1: a tile_static variable may not be or hold a
// pointer; the library's views (array_view, texture_view,
// writeonly_texture_view) hold a pointer to the data they view, so a
// tile_static view, or a class holding one through members, bases, arrays or
// anonymous members, is AMP2HIP-E0016 at the variable (MSVC error C3584).
// Clang's own errors about their default constructors come too.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E0016" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;

struct Holder {
  array_view<int, 2> View;
};
struct Derived : Holder {};
union Anonymous {
  float F;
  struct {
    writeonly_texture_view<int, 1> Out;
  };
};
struct Plain {
  int A;
  float B[3];
};

void tiled(tiled_index<4> t) restrict(amp) {
  tile_static array_view<float> Direct[2];
  // CHECK-DAG: E0016_tile_static_views.cpp:[[@LINE-1]]:33: error: the tile_static variable 'Direct' may not be or hold a pointer or reference: 'array_view<float>' is a view, which holds a pointer to the data it views (C++ AMP v1.2 §2.4.3.5.1; MSVC error C3584) [AMP2HIP-E0016]
  tile_static Derived Inherited;
  // CHECK-DAG: E0016_tile_static_views.cpp:[[@LINE-1]]:23: error: the tile_static variable 'Inherited' may not be or hold a pointer or reference: the member 'View' of 'Holder': 'array_view<int, 2>' is a view{{.*}}[AMP2HIP-E0016]
  tile_static Anonymous InUnion;
  // CHECK-DAG: E0016_tile_static_views.cpp:[[@LINE-1]]:25: error: the tile_static variable 'InUnion' may not be or hold a pointer or reference: {{.*}}'writeonly_texture_view<int, 1>' is a view{{.*}}[AMP2HIP-E0016]
  tile_static texture_view<const float, 1> Read;
  // CHECK-DAG: E0016_tile_static_views.cpp:[[@LINE-1]]:44: error: the tile_static variable 'Read' may not be or hold a pointer or reference: 'texture_view<const float, 1>' is a view{{.*}}[AMP2HIP-E0016]
  // Legal: no pointer in it.
  tile_static Plain Values[4];
  tile_static int Counts[4];
}
