// A member function of a class template that takes the class's template
// parameters (ampblas's reduction helpers: `local_reduce(value_type &lhs,
// int idx, const x_type &X) const restrict(cpu, amp)`), called from a kernel
// with a captured x_type that is a view or a class holding views: amp code
// holds their device forms (device_view, amp2hip_device_<name>), so the
// member takes amp2hip::device_form_t<...> on the device side
// (docs/features/views-in-classes.md). A restrict(amp) member is written
// with them; a restrict(amp, cpu) one three times, member templates that
// amp2hip::detail::differs_on_device keeps or drops: as written
// (`__host__ __device__`) where no parameter differs, as written `__host__`
// and with device forms `__device__` where one does. Without an
// instantiation that makes a parameter a view, the member is as before; a
// parameter that is a value in every instantiation (`value_type &lhs`) stays
// as written on the device side too.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename T> struct stride_view {
  stride_view(const array_view<T> &v, int inc) restrict(cpu, amp)
      : data(v), inc(inc) {}
  T &operator[](const index<1> &i) const restrict(cpu, amp) {
    return data[i * inc];
  }
  array_view<T> data;
  int inc;
};

// CHECK-LABEL: struct sum_helper {
template <typename value_type, typename x_type> struct sum_helper {
  // CHECK-NEXT: template <bool amp2hip_this_side = true, std::enable_if_t<amp2hip_this_side && !amp2hip::detail::differs_on_device<value_type, x_type>, int> = 0>
  // CHECK-NEXT: __host__ __device__ void local_reduce(value_type &lhs, int idx, const x_type &X) const {
  // CHECK: template <bool amp2hip_this_side = true, std::enable_if_t<amp2hip_this_side && amp2hip::detail::differs_on_device<value_type, x_type>, int> = 0>
  // CHECK-NEXT: __host__ void local_reduce(value_type &lhs, int idx, const x_type &X) const {
  // CHECK: template <bool amp2hip_this_side = true, std::enable_if_t<amp2hip_this_side && amp2hip::detail::differs_on_device<value_type, x_type>, int> = 0>
  // CHECK-NEXT: __device__ void local_reduce(value_type &lhs, int idx, const amp2hip::device_form_t<x_type> &X) const {
  void local_reduce(value_type &lhs, int idx, const x_type &X) const restrict(cpu, amp) {
    lhs += X[index<1>(idx)];
  }
  // CHECK: __device__ value_type scaled(const amp2hip::device_form_t<x_type> &X, int idx) const {
  value_type scaled(const x_type &X, int idx) const restrict(amp) {
    return 2 * X[index<1>(idx)];
  }
  // Not called with a view: as before.
  // CHECK: __host__ __device__ value_type twice(value_type v) const { return v + v; }
  value_type twice(value_type v) const restrict(cpu, amp) { return v + v; }
};

// Never instantiated with a view: as before.
// CHECK-LABEL: struct plain_helper {
template <typename value_type> struct plain_helper {
  // CHECK-NEXT: __host__ __device__ value_type add(const value_type &a, const value_type &b) const { return a + b; }
  value_type add(const value_type &a, const value_type &b) const restrict(cpu, amp) { return a + b; }
};

template <typename x_type> float run(const x_type &X, int n) {
  sum_helper<float, x_type> h;
  plain_helper<float> p;
  std::vector<float> out(n);
  array_view<float> o(n, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    float acc = 0;
    h.local_reduce(acc, i[0], X);
    o[i] = p.add(acc, h.twice(h.scaled(X, i[0])));
  });
  float host = 0;
  h.local_reduce(host, 1, X);
  o.synchronize();
  return out[n - 1] + host;
}

float both(const std::vector<float> &v) {
  array_view<const float> a(int(v.size()), v);
  std::vector<float> w(v);
  array_view<float> b(int(w.size()), w);
  return run(b, 32) + run(stride_view<float>(b, 2), 32);
}
