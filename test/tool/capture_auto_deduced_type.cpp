// A capture declared with `auto` has the type its initializer was written
// with, sugar that may name another class's members (here `value_type` and
// `rank` of Holder<int, 1>): the kernel parameter spells the type itself.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

template <typename T, int N> struct Holder {
  typedef T value_type;
  static const int rank = N;
  array<value_type, rank> data;
  explicit Holder(int n) : data(n) {}
  array<value_type, rank> &arr() { return data; }
};

void fill(Holder<int, 1> &holder) {
  auto &target = holder.arr();
  const auto scale = holder.arr().extent;
  parallel_for_each(target.extent, [=, &target](index<1> idx) restrict(amp) {
    target[idx] = scale[0] + idx[0];
  });
}

// CHECK: __global__ void amp2hip_kernel_fill_[[#@LINE-5]](
// CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array<int>> target,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::extent<1>> scale) {
