// In amp code a pointer to an array_view or array (a local, a parameter, a
// reference to a pointer) points to a device view, always a const one: kernels
// hold their captures as const views, and locals and parameters that exchange
// pointers must agree. Host pointers to views are left as written.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %not %amp2hip %s -- -DSHARED 2>&1 | FileCheck --check-prefix=SHARED %s
#include <amp.h>
using namespace concurrency;

template <typename T> struct Accumulate {
  static void add(array_view<T, 1> *&target, const array_view<T, 1> *source,
                  index<1> i) restrict(amp) {
    (*target)[i] += (*source)[i];
  }
};
// CHECK: __device__ static void add(const amp2hip::device_view<T, 1> *&target, const amp2hip::device_view<T, 1> *source,

void run(int *a, int *b) {
  array_view<int, 1> va(8, a), vb(8, b);
  array<int, 1> counts(8);
  parallel_for_each(va.extent, [=, &counts](index<1> i) restrict(amp) {
    array_view<int> views[] = {va, vb};
    array_view<int> *picked = &views[1];
    // CHECK: const amp2hip::device_view<int, 1> *picked = &views[1];
    const array_view<int> *first = &va;
    // CHECK: const amp2hip::device_view<int, 1> *first = &va;
    array<int, 1> *tally = &counts;
    // CHECK: const amp2hip::device_view<int, 1> *tally = &counts;
    (*tally)[i] = 1;
    Accumulate<int>::add(picked, first, i);
  });
  array_view<int, 1> *host = &va;
  // CHECK: array_view<int, 1> *host = &va;
  host->synchronize();
}

#ifdef SHARED
void both(array_view<int, 1> *p) restrict(amp, cpu) {}
// SHARED: device_container_pointers.cpp:[[@LINE-1]]:31: error: a restrict(amp, cpu) function cannot take 'array_view<int, 1> *' parameters yet: the host and device types differ, and a pointer to a view cannot be both [AMP2HIP-E0009]
#endif
