// A restrict(amp, cpu) function with array parameters, used only from amp code
// (the conformance suite's `void kernel(index<1>&, array<int, 1>&) __GPU`):
// its cpu side can never run, so it becomes a device function with device
// views. Used from host code as well, it is written twice (below); where
// that cannot be done, AMP2HIP-E0009
// (diagnostics/E0009_shared_container_parameter.cpp).
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;
#define __GPU restrict(amp, cpu)

void kernel(index<1>& idx, array<int, 1>& result) __GPU { result[idx] = 2 * idx[0]; }
// CHECK: __device__ void kernel(concurrency::index<1>& idx, const amp2hip::device_view<int, 1>& result) { result[idx] = 2 * idx[0]; }

template <typename T, int N> void user(index<N>& idx, array<T, N>& f) __GPU;
// CHECK: template <typename T, int N> __device__ void user(concurrency::index<N>& idx, const amp2hip::device_view<T, N>& f);
template <typename T, int N> void user(index<N>& idx, array<T, N>& f) __GPU { f[idx] += 1; }

int main() {
  array<int, 1> result(4);
  parallel_for_each(result.get_extent(), [&](index<1> idx) restrict(amp) {
    kernel(idx, result);
    user(idx, result);
  });
  return 0;
}
// CHECK: kernel(idx, result);
// CHECK-NEXT: user(idx, result);

// Called from a kernel lambda written restrict(amp, cpu) (`[&](...) __GPU`),
// which only ever runs as a kernel: still amp code.
template <typename T, int N> void userdefined(index<N>& idx, array<T, N>& f) __GPU;
// CHECK: template <typename T, int N> __device__ void userdefined(concurrency::index<N>& idx, const amp2hip::device_view<T, N>& f);
template <typename T, int N> bool construct(const extent<N> &e) {
  array<T, N> a1(e);
  parallel_for_each(e, [&](index<N> idx) __GPU { userdefined<T, N>(idx, a1); });
  return true;
}
template <typename T, int N> void userdefined(index<N>& idx, array<T, N>& f) __GPU { f[idx] = 1; }
bool constructInt() { return construct<int, 1>(extent<1>(4)); }

// Called only from another such function that only amp code uses (the
// suite's index Copy/Test.02: kernel() calls k1()): device-only as well.
void k1(array<int, 1>& c, int v) __GPU { c(0) = v; }
// CHECK: __device__ void k1(const amp2hip::device_view<int, 1>& c, int v) { c(0) = v; }
void outer(array<int, 1>& a, array<int, 1>& c) __GPU { a(0) = 1; k1(c, 2); }
// CHECK: __device__ void outer(const amp2hip::device_view<int, 1>& a, const amp2hip::device_view<int, 1>& c) { a(0) = 1; k1(c, 2); }
void launchOuter(array<int, 1>& a, array<int, 1>& c) {
  parallel_for_each(extent<1>(1), [&](index<1>) __GPU { outer(a, c); });
}

// Used from host code too: a __host__ function taking the containers as
// written, and after it a __device__ copy taking device views (overloads by
// parameter type, which nvcc and hip-clang both resolve). Kernels pass their
// device views to the copy; the copy of a restrict(amp, cpu) caller calls the
// copy of its callee.
int first(array_view<int, 1> v) __GPU { return v[0]; }
// CHECK: __host__ int first(array_view<int, 1> v) { return v[0]; }
// CHECK-NEXT: __device__ int first(amp2hip::device_view<int, 1> v) { return v[0]; }
int twice(array<int, 1> &a, array_view<int, 1> v) __GPU { return 2 * a[0] + first(v); }
// CHECK: __host__ int twice(array<int, 1> &a, array_view<int, 1> v) { return 2 * a[0] + first(v); }
// CHECK-NEXT: __device__ int twice(const amp2hip::device_view<int, 1> &a, amp2hip::device_view<int, 1> v) { return 2 * a[0] + first(v); }
template <typename T> T pair(const array_view<T, 1> &v) __GPU { return v[0] + v[1]; }
// CHECK: template <typename T> __host__ T pair(const array_view<T, 1> &v) { return v[0] + v[1]; }
// CHECK-NEXT: template <typename T> __device__ T pair(const amp2hip::device_view<T, 1> &v) { return v[0] + v[1]; }
int later(array_view<int, 1> v) __GPU;
// CHECK: __host__ int later(array_view<int, 1> v);
// CHECK-NEXT: __device__ int later(amp2hip::device_view<int, 1> v);
struct Scaler {
  int k;
  int apply(array_view<int, 1> v) const __GPU { return k * v[0]; }
  // CHECK: {{^}}  __host__ int apply(array_view<int, 1> v) const { return k * v[0]; }
  // CHECK-NEXT: {{^}}  __device__ int apply(amp2hip::device_view<int, 1> v) const { return k * v[0]; }
};
void launchShared(array<int, 1> &a, array_view<int, 1> v) {
  Scaler s{3};
  parallel_for_each(a.get_extent(), [&a, v, s](index<1> i) restrict(amp) {
    a[i] = twice(a, v) + pair(v) + later(v) + s.apply(v);
  });
  v[0] = twice(a, v) + pair(v) + later(v) + s.apply(v);
}
// CHECK: a[i] = twice(a, v) + pair(v) + later(v) + s.apply(v);
// CHECK: v[0] = twice(a, v) + pair(v) + later(v) + s.apply(v);
int later(array_view<int, 1> v) __GPU { return v[1]; }
// CHECK: __host__ int later(array_view<int, 1> v) { return v[1]; }
// CHECK-NEXT: __device__ int later(amp2hip::device_view<int, 1> v) { return v[1]; }
