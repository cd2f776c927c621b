// A restrict(amp) function that takes array_view / array parameters (the
// overview's AddElements) gets the runtime's device view type for them,
// spelled amp2hip::device_view<E, N> so that templates still deduce E and N;
// a non-const reference becomes a const one (kernels hold their captures as
// const views; writing through a view is allowed).
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void AddElements(index<1> idx, array_view<int, 1> sum, array_view<const int, 1> a,
                 const array_view<int, 1> &b) restrict(amp) {
  sum[idx] = a[idx] + b[idx];
}

// CHECK: __device__ void AddElements(concurrency::index<1> idx, amp2hip::device_view<int, 1> sum, amp2hip::device_view<const int, 1> a,
// CHECK-NEXT: const amp2hip::device_view<int, 1> &b) {

void kernel(index<1>& idx, array<int, 1>& result) restrict(amp) { result[idx] = idx[0]; }
// CHECK: __device__ void kernel(concurrency::index<1>& idx, const amp2hip::device_view<int, 1>& result) { result[idx] = idx[0]; }
template <typename T, int N>
void fill(index<N>& idx, concurrency::array<T, N>& f, const array<T, N>& g) restrict(amp) { f[idx] = g[idx]; }
// CHECK: void fill(concurrency::index<N>& idx, const amp2hip::device_view<T, N>& f, const amp2hip::device_view<const T, N>& g) { f[idx] = g[idx]; }
