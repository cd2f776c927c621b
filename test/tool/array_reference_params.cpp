// An array captured by reference (`[&a]` or `[&]`) is a const device view in
// the kernel; amp code that takes it by non-const reference gets a const
// reference to a device view, so the view binds (writing through it is
// allowed): restrict(amp) functions (declared before their definition too),
// lambdas in amp code (with restrict(amp), or without a specifier: they
// inherit amp), and local references, which become `auto &`.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void twice(array<float, 2> &a, index<2> i) restrict(amp);
// CHECK: __device__ void twice(const amp2hip::device_view<float, 2> &a, concurrency::index<2> i);
void scale(array<float, 2> &a, index<2> i) restrict(amp) { a[i] *= 2.0f; twice(a, i); }
// CHECK: __device__ void scale(const amp2hip::device_view<float, 2> &a, concurrency::index<2> i) { a[i] *= 2.0f; twice(a, i); }

void run(array<float, 2> &a, array<float, 1> &b) {
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { scale(a, i); });
  // CHECK: const amp2hip::kernel_param_t<Concurrency::array<float, 2>> a) {
  // CHECK: { scale(a, i); }
  parallel_for_each(b.extent, [&](index<1> i) restrict(amp) {
    auto add = [&](array<float, 1> &x, const array<float, 1> &y, index<1> j) restrict(amp) { x[j] += y[j]; };
    // CHECK: auto add = [&](const amp2hip::device_view<float, 1> &x, const amp2hip::device_view<const float, 1> &y, concurrency::index<1> j) { x[j] += y[j]; };
    auto inc = [](array<float, 1> &x, array_view<float, 1> v, index<1> j) { x[j] += 1.0f; v[j] = x[j]; };
    // CHECK: auto inc = [](const amp2hip::device_view<float, 1> &x, amp2hip::device_view<float, 1> v, concurrency::index<1> j) { x[j] += 1.0f; v[j] = x[j]; };
    array<float, 1> &r = b;
    // CHECK: auto &r = b;
    const array<float, 1> &cr = b;
    // CHECK: const auto &cr = b;
    add(r, cr, i);
    inc(b, r.view_as(b.extent), i);
  });
}

void twice(array<float, 2> &a, index<2> i) restrict(amp) { a[i] += a[i]; }
// CHECK: __device__ void twice(const amp2hip::device_view<float, 2> &a, concurrency::index<2> i) { a[i] += a[i]; }

// A restrict(cpu) lambda in host code keeps its parameter types.
void host(array<float, 1> &b) {
  auto h = [](array<float, 1> &x) restrict(cpu) { return x.extent.size(); };
  // CHECK: auto h = [](array<float, 1> &x) { return x.extent.size(); };
  h(b);
}
