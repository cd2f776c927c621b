// C++ AMP v1.2 §2.4.3.6: no casts between integers and pointers in
// amp-restricted code (MSVC error C3588); §2.4.1.2: no pointer arithmetic on a
// pointer to bool (C3599); §2.4.3.5.1: a tile_static variable may not be or hold
// a pointer or a reference, and tile_static applies only to variables (C3584).
// Each is AMP2HIP-E0016 at the construct; host code may do all of it.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

int casts(int n, int *p) restrict(amp, cpu) {
  int *q = (int *)n;
  // CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-1]]:12: error: the cast between an integer and a pointer is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.6; MSVC error C3588) [AMP2HIP-E0016]
  int m = reinterpret_cast<int>(p) + (int)(long)p;
  // CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-1]]:11: error: the cast between an integer and a pointer{{.*}}[AMP2HIP-E0016]
  // CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-2]]:43: error: the cast between an integer and a pointer{{.*}}[AMP2HIP-E0016]
  int *&r = (int *&)n;
  // CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-1]]:13: error: the cast between an integer and a pointer{{.*}}[AMP2HIP-E0016]
  int *null = 0;              // a null pointer constant: fine
  float *f = (float *)p;      // pointer to pointer: fine
  bool any = p;               // pointer to bool: fine
  return m + *q + *r + (null ? 1 : 0) + (f ? 1 : 0) + any;
}

int hostCasts(int n) { return (int)(long)(int *)(long)n; } // host: fine

void bools(bool x) restrict(amp) {
  bool *y = &x;
  bool *z = y + 1;
  // CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-1]]:15: error: pointer arithmetic on a pointer to bool is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.1.2; MSVC error C3599) [AMP2HIP-E0016]
  --y;
  // CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-1]]:3: error: pointer arithmetic on a pointer to bool{{.*}}[AMP2HIP-E0016]
  bool w = y[2];
  // CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-1]]:12: error: pointer arithmetic on a pointer to bool{{.*}}[AMP2HIP-E0016]
  *y = !*z && w; // reading and writing through it: fine
  int ints[2] = {1, 2};
  int *ip = ints + 1; // other pointers: fine
  *ip = 3;
}

struct WithPointer { int value; float *where; };
struct Derived : WithPointer {};
struct Plain { int value; float other; };

void tiles(int *data) {
  array_view<int, 1> v(64, data);
  parallel_for_each(v.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int *pointer;
    // CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-1]]:22: error: the tile_static variable 'pointer' may not be or hold a pointer or reference: 'int *' is a pointer (C++ AMP v1.2 §2.4.3.5.1; MSVC error C3584) [AMP2HIP-E0016]
    tile_static Derived holders[4];
    // CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-1]]:25: error: the tile_static variable 'holders' may not be or hold a pointer or reference: the member 'where' of 'WithPointer': {{.*}}[AMP2HIP-E0016]
    // A class with a pointer member is not amp-compatible either (§2.4.1.3):
    // CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-3]]:25: error: 'holders' has a type that is not allowed in amp-restricted code: 'Derived' derives from a class that is not amp-compatible: the member 'where' of 'WithPointer' is a pointer ('float *') {{.*}}[AMP2HIP-E0014]
    tile_static Plain fine[64];
    tile_static int counts[64];
    fine[t.local[0]].value = counts[t.local[0]] = v[t.global];
    t.barrier.wait();
    v[t.global] = fine[0].value + (pointer ? 1 : 0) + holders[0].value;
  });
}

tile_static int notAVariable(int x) restrict(amp) { return x; }
// CHECK-DAG: E0016_casts_bool_pointers_tile_static.cpp:[[@LINE-1]]:17: error: 'tile_static' on the function 'notAVariable' is not allowed: tile_static applies only to local variables of tiled amp code (C++ AMP v1.2 §2.4.3.5.1; MSVC error C3584) [AMP2HIP-E0016]
