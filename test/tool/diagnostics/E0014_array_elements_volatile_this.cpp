// C++ AMP v1.2 §2.4.1: arrays declared in amp-restricted code may not hold
// pointers, and their elements must be a multiple of 4 bytes (no arrays of
// bool, of empty classes or of classes of bools); a volatile member function
// has a volatile object. Each is AMP2HIP-E0014 (MSVC error C3581) at the
// declaration. Host code may do all of it, and arrays of int, float, double
// and 4-byte classes are fine in amp code.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

struct Empty {};
struct Flags { bool a, b; };
struct Packed { bool a, b, c, d; }; // 4 bytes: fine
struct Pair { int x; float y; };

void arrays(int x) restrict(amp) {
  bool flags[5];
  // CHECK-DAG: E0014_array_elements_volatile_this.cpp:[[@LINE-1]]:8: error: 'flags' has a type that is not allowed in amp-restricted code: the elements of an array must be a multiple of 4 bytes, and 'bool' is 1 byte (C++ AMP v1.2 §2.4.1; MSVC error C3581) [AMP2HIP-E0014]
  int *pointers[2][3];
  // CHECK-DAG: E0014_array_elements_volatile_this.cpp:[[@LINE-1]]:8: error: 'pointers' has a type that is not allowed in amp-restricted code: an array of pointers ('int *') (C++ AMP v1.2 §2.4.1; MSVC error C3581) [AMP2HIP-E0014]
  Empty empties[4];
  // CHECK-DAG: E0014_array_elements_volatile_this.cpp:[[@LINE-1]]:9: error: 'empties' has a type{{.*}}'Empty' is 1 byte{{.*}}[AMP2HIP-E0014]
  Flags pairs[2];
  // CHECK-DAG: E0014_array_elements_volatile_this.cpp:[[@LINE-1]]:9: error: 'pairs' has a type{{.*}}'Flags' is 2 bytes{{.*}}[AMP2HIP-E0014]
  Packed packed[2];
  Pair ok[3];
  int ints[4];
  float grid[2][2];
  bool single = x > 0;
  int *one = &ints[0];
}

template <typename T> void generic() restrict(amp) {
  T values[3];
  // CHECK-DAG: E0014_array_elements_volatile_this.cpp:[[@LINE-1]]:5: error: 'values' has a type{{.*}}'bool' is 1 byte{{.*}}[AMP2HIP-E0014]
}

struct S {
  int get() volatile restrict(amp) { return 0; }
  // CHECK-DAG: E0014_array_elements_volatile_this.cpp:[[@LINE-1]]:7: error: the object ('*this') of 'get' has a type that is not allowed in amp-restricted code: 'volatile S' is volatile (a volatile member function) (C++ AMP v1.2 §2.4.1; MSVC error C3581) [AMP2HIP-E0014]
  int both() volatile restrict(amp, cpu) { return 1; }
  // CHECK-DAG: E0014_array_elements_volatile_this.cpp:[[@LINE-1]]:7: error: the object ('*this') of 'both'{{.*}}[AMP2HIP-E0014]
  int host() volatile { return 2; } // cpu only: fine
  int plain() const restrict(amp) { return 3; }
};

void kernel(int *data) {
  bool hostFlags[3] = {true, false, true}; // host code: fine
  int *hostPointers[2] = {data, data};
  array_view<int, 1> v(4, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    generic<int>();
    generic<bool>();
    Empty inKernel[2];
    // CHECK-DAG: E0014_array_elements_volatile_this.cpp:[[@LINE-1]]:11: error: 'inKernel' has a type{{.*}}[AMP2HIP-E0014]
    v[i] = 1;
  });
}
