// Captures by value: array_view (written: kernel_param_t, only read:
// read_only_param_t, const element type), scalars, a trivially copyable
// struct and a C array (passed as captured_array, re-bound by reference).
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

struct Coeffs {
  float Scale;
  int Offset;
};

void captures(const int *in, int *out, Coeffs c) {
  int table[4] = {1, 2, 3, 4};
  const float bias = 0.5f;
  array_view<const int, 1> src(16, in);
  array_view<int, 1> dst(16, out);
  array_view<int, 1> other(16, out);
  parallel_for_each(dst.extent, [=](index<1> i) restrict(amp) {
    int x = other[i] + other.extent[0];
    dst[i] = static_cast<int>((src[i] + table[i[0] % 4] + x) * c.Scale + bias) + c.Offset;
  });
}

// CHECK: __global__ void amp2hip_kernel_captures_19(
// CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
// CHECK-DAG: const amp2hip::read_only_param_t<Concurrency::array_view<int, 1>> other
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::array_view<int, 1>> dst
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::array_view<const int, 1>> src
// CHECK-DAG: const amp2hip::kernel_param_t<int[4]> amp2hip_capture_table
// CHECK-DAG: const amp2hip::kernel_param_t<Coeffs> c
// CHECK-DAG: const amp2hip::kernel_param_t<float> bias
// CHECK: const auto &table = amp2hip_capture_table.value;
// CHECK: amp2hip::parallel_for_each(dst.extent, amp2hip_kernel_captures_19,
// CHECK-SAME: other
// CHECK-SAME: dst
// CHECK-SAME: table
