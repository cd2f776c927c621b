// Container parameters of restrict(amp) function templates and member
// function templates stay deducible: every form (array_view<T, N>,
// array_view<const T, N>, array<T, N>&, const array<T, N>&, ranks 1-3, the
// rank-1 default `array_view<T>` included) is spelled
// amp2hip::device_view<E, N> with E and N as written, so T (and N) are
// deduced from the kernel's device views. (A writable view derives from the
// read-only one in the runtime, so `const array<T, N>&` deduces T from a
// writable array too: test/unit/kernel_param_test.cpp.) Aliases of the
// containers keep kernel_param_t: their arguments may mean something else.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

template <typename T> T r1(array_view<T> v, index<1> i) restrict(amp) { return v[i]; }
// CHECK: template <typename T> __device__ T r1(amp2hip::device_view<T, 1> v, concurrency::index<1> i)
template <typename T> T r1c(const array_view<const T> &v, index<1> i) restrict(amp) { return v[i]; }
// CHECK: template <typename T> __device__ T r1c(const amp2hip::device_view<const T, 1> &v, concurrency::index<1> i)
template <typename T> T a1(array<T> &a, index<1> i) restrict(amp) { return a[i]; }
// CHECK: template <typename T> __device__ T a1(const amp2hip::device_view<T, 1> &a, concurrency::index<1> i)
template <typename T> T a1c(const array<T> &a, index<1> i) restrict(amp) { return a[i]; }
// CHECK: template <typename T> __device__ T a1c(const amp2hip::device_view<const T, 1> &a, concurrency::index<1> i)
template <typename T> T q1(const Concurrency::array_view<const T> &v, index<1> i) restrict(amp) { return v[i]; }
// CHECK: template <typename T> __device__ T q1(const amp2hip::device_view<const T, 1> &v, concurrency::index<1> i)
template <typename T> struct Pair { T first, second; };
template <typename T> T p1(array_view<Pair<T>> v, index<1> i) restrict(amp) { return v[i].first; }
// CHECK: template <typename T> __device__ T p1(amp2hip::device_view<Pair<T>, 1> v, concurrency::index<1> i)

template <typename T> T sum3(const array_view<const T, 2> &v, index<2> i) restrict(amp) { return v[i] + v[i] + v[i]; }
// CHECK: template <typename T> __device__ T sum3(const amp2hip::device_view<const T, 2> &v, concurrency::index<2> i)
template <typename T, int N> T anyRank(const array<T, N> &a, array_view<T, N> v, index<N> i) restrict(amp) { return a[i] + v[i]; }
// CHECK: template <typename T, int N> __device__ T anyRank(const amp2hip::device_view<const T, N> &a, amp2hip::device_view<T, N> v, concurrency::index<N> i)
template <typename T> void a3(array<T, 3> &a, const array_view<const T, 3> &v, index<3> i) restrict(amp) { a[i] = v[i]; }
// CHECK: template <typename T> __device__ void a3(const amp2hip::device_view<T, 3> &a, const amp2hip::device_view<const T, 3> &v, concurrency::index<3> i)

// Member function templates: static, const, and out of line in a class template.
struct Ops {
  template <typename T> static T get(const array<T> &a, index<1> i) restrict(amp) { return a[i]; }
  // CHECK: template <typename T> __device__ static T get(const amp2hip::device_view<const T, 1> &a, concurrency::index<1> i)
  template <typename T> T twice(array_view<const T> v, index<1> i) const restrict(amp) { return 2 * v[i]; }
  // CHECK: template <typename T> __device__ T twice(amp2hip::device_view<const T, 1> v, concurrency::index<1> i) const
};
template <typename U> struct Box {
  template <typename T> static T at(const array<T, 2> &a, array_view<U> w, index<2> i) restrict(amp);
  // CHECK: template <typename T> __device__ static T at(const amp2hip::device_view<const T, 2> &a, amp2hip::device_view<U, 1> w, concurrency::index<2> i);
};
template <typename U>
template <typename T>
T Box<U>::at(const array<T, 2> &a, array_view<U> w, index<2> i) restrict(amp) { return a[i] + w[i[0]]; }
// CHECK: __device__ T Box<U>::at(const amp2hip::device_view<const T, 2> &a, amp2hip::device_view<U, 1> w, concurrency::index<2> i)

// An alias template of a container keeps kernel_param_t (not device_view<1, float>).
template <int N, typename T> using View = array_view<T, N>;
float viaAlias(View<1, float> v, index<1> i) restrict(amp) { return v[i]; }
// CHECK: __device__ float viaAlias(amp2hip::kernel_param_t<View<1, float>> v, concurrency::index<1> i)

// The kernel passes its captures as they are; T is deduced in the HIP build
// (test/gpu/e2e/container_param_deduction).
void run(array_view<const float, 2> in, array_view<float, 2> out, array<float, 2> &a,
         array_view<const float> r) {
  parallel_for_each(out.extent, [=, &a](index<2> i) restrict(amp) {
    out[i] = sum3(in, i) + anyRank(a, out, i) + Box<const float>::at(a, r, i) + r1c(r, index<1>(0));
  });
  // CHECK: out[i] = sum3(in, i) + anyRank(a, out, i) + Box<const float>::at(a, r, i) + r1c(r, concurrency::index<1>(0));
}
