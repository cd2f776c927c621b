// A tile_static object initialized through a constructor is an initializer
// too; a trivially default-constructed one is not.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
struct Counter {
  int Value;
  Counter() = default;
  Counter(int V) restrict(amp) : Value(V) {}
};
void run(int *p) {
  array_view<int, 1> v(8, p);
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static Counter plain;
    // CHECK-NOT: E0007_constructor_initializer.cpp:[[@LINE-1]]:{{.*}}AMP2HIP-E0007
    tile_static Counter counted(1);
    // CHECK: E0007_constructor_initializer.cpp:[[@LINE-1]]:25: error: tile_static variable 'counted' has an initializer{{.*}}[AMP2HIP-E0007]
    plain.Value = counted.Value;
    v[t.global] = plain.Value;
  });
}
// CHECK-NOT: AMP2HIP-E0007
