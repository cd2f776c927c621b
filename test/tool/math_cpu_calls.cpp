// fast_math and precise_math names called from cpu code. MSVC's <amp_math.h>
// imports <cmath>'s functions into both namespaces for restrict(cpu) callers,
// so on the cpu side `fast_math::sqrt(x)` is std::sqrt(x) (Microsoft's
// BinomialOptions, ampblas's `_detail::sqrt`); MSVC accepts it, and so does
// amp2hip, writing each call as what it calls on each side.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <amp_math.h>
#include <vector>
using namespace concurrency;
namespace fm = concurrency::fast_math;

// restrict(amp, cpu) with <cmath>'s float function on the cpu side: the
// runtime's fast_math::sqrt(float) computes the same on the host (::sqrtf),
// so the call stays.
// CHECK: __host__ __device__ float float_root(float v) { return fast_math::sqrt(v) + fm::sqrtf(v); }
float float_root(float v) restrict(amp, cpu) { return fast_math::sqrt(v) + fm::sqrtf(v); }
// CHECK: __host__ __device__ double double_root(const double &v) { return concurrency::precise_math::sqrt(v); }
double double_root(const double &v) restrict(cpu, amp) { return concurrency::precise_math::sqrt(v); }

// A double argument: std::sqrt(double) on the cpu side, fast_math's float
// sqrt on the amp side.
// CHECK: __host__ __device__ double mixed_root(double v) { return AMP2HIP_CPU_OR_AMP(std::sqrt, fast_math::sqrt)(v); }
double mixed_root(double v) restrict(amp, cpu) { return fast_math::sqrt(v); }
// signbit: <cmath>'s returns bool, AMP's int.
// CHECK: __host__ __device__ int sign(float v) { return AMP2HIP_CPU_OR_AMP(std::signbit, precise_math::signbit)(v); }
int sign(float v) restrict(amp, cpu) { return precise_math::signbit(v); }
// Arguments that depend on a template parameter: both names, always.
// CHECK: T template_exp(T v) {
// CHECK-NEXT: return AMP2HIP_CPU_OR_AMP(std::exp, fast_math::exp)(v);
template <typename T> T template_exp(T v) restrict(amp, cpu) {
  return fast_math::exp(v);
}

// amp code: AMP's function, as written.
// CHECK: __device__ float device_root(float v) { return fast_math::sqrt(v); }
float device_root(float v) restrict(amp) { return fast_math::sqrt(v); }

// cpu code: <cmath>'s function (a one-argument lgamma is <cmath>'s alone).
// CHECK: double host_root(double v) { return std::sqrt(v) + std::lgamma(v) + ::expf(1.0f); }
double host_root(double v) { return fast_math::sqrt(v) + precise_math::lgamma(v) + fast_math::expf(1.0f); }
// CHECK: template <typename T> T host_template(T v) { return std::sqrt(v); }
template <typename T> T host_template(T v) { return fast_math::sqrt(v); }
// CHECK: double initial = std::exp(1.0);
double initial = fast_math::exp(1.0);

int main() {
  std::vector<float> v(4, 4.0f);
  array_view<float, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] = float_root(a[i]) + device_root(a[i]) + (float)mixed_root(a[i]) +
           sign(-a[i]) + template_exp(0.0f);
  });
  a.synchronize();
  // 2 + 2 + 2 + 2 + (nonzero: 1) + 1 = 10 on each side; on the host
  // std::sqrt(2.0) is the double root.
  return v[0] == 10.0f && mixed_root(2.0) == std::sqrt(2.0) &&
                 host_template(2.0) == std::sqrt(2.0) && initial > 2.7
             ? 0
             : 1;
}
