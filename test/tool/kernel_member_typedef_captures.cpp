// A kernel in a member function of a class (not a template) whose captures
// have the class's member typedefs as types: the outlined kernel, at
// namespace scope and before the class when the member function is defined
// inside it, writes what the typedef aliases (`float`), public or private.
// Before, it wrote `Scaler::real`, which it could not name there, and the
// output did not build. A private member class stays AMP2HIP-E0004
// (diagnostics/E0004_unsupported_kernel_context.cpp).
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <vector>
using namespace concurrency;

// CHECK-LABEL: __global__ void amp2hip_kernel_Scaler_run_{{[0-9]+}}(
// CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<float, 1>> Values,
// CHECK-NEXT: const amp2hip::kernel_param_t<float> Factor,
// CHECK-NEXT: const amp2hip::kernel_param_t<int> Offset) {
// CHECK: class Scaler {
class Scaler {
  typedef float real;

public:
  typedef int count_type;
  void run(array_view<float, 1> A) {
    real Factor = 2.0f;
    count_type Offset = 1;
    array_view<real, 1> Values = A;
    parallel_for_each(A.extent, [=](index<1> I) restrict(amp) {
      Values[I] = Values[I] * Factor + static_cast<real>(Offset);
    });
  }
};

int main() {
  std::vector<float> V(4, 1.0f);
  array_view<float, 1> A(4, V);
  Scaler S;
  S.run(A);
  A.synchronize();
  return V[3] == 3.0f ? 0 : 1;
}
