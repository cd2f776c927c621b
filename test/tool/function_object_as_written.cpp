// Function objects as real code writes them (issue 25, item 3; C++ AMP v1.2
// §7): the call operator defined after the class is outlined as one defined
// in it; the data members of base classes are kernel parameters too; the
// restrict(amp) member functions the call operator calls (directly, through
// `this->`, or through each other; a base's too) are written at the top of
// the kernel as lambdas of their names over the parameters, callees first.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
using namespace concurrency;

// CHECK: __global__ void amp2hip_kernel_Saxpy_call_operator_[[#SAXPY:@LINE+5]](
// CHECK: { y_[i] += a_ * x_[i]; }
// CHECK: class Saxpy {
// CHECK: void amp2hip_launch(const amp2hip_domain_t &...amp2hip_domain) const {
// CHECK-NEXT: amp2hip::parallel_for_each(amp2hip_domain..., amp2hip_kernel_Saxpy_call_operator_[[#SAXPY]], a_, x_, y_);
class Saxpy {
public:
  Saxpy(float a, array_view<const float, 1> x, array_view<float, 1> y)
      : a_(a), x_(x), y_(y) {}
  void operator()(index<1> i) const restrict(amp);

private:
  float a_;
  array_view<const float, 1> x_;
  array_view<float, 1> y_;
};
// CHECK: __device__ void Saxpy::operator()(concurrency::index<1> i) const { (void)i; /* amp2hip: runs as the kernel amp2hip_kernel_Saxpy_call_operator_[[#SAXPY]] */ }
void Saxpy::operator()(index<1> i) const restrict(amp) { y_[i] += a_ * x_[i]; }

struct Coefficients {
  int a, b;
  int linear(int x) const restrict(amp) { return a * x + b; }

private:
  int unused;
};
struct Output {
  array_view<int, 1> out;
};
// CHECK-LABEL: __global__ void amp2hip_kernel_Affine_call_operator_{{[0-9]+}}(
// CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
// CHECK-NEXT: const amp2hip::kernel_param_t<int> a,
// CHECK-NEXT: const amp2hip::kernel_param_t<int> b,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<int, 1>> out,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<const int, 1>> in) {
// CHECK-NEXT: // amp2hip: the member function 'linear', which the call operator calls
// CHECK-NEXT: const auto linear = [&](int x) -> int { return a * x + b; };
struct Affine : Coefficients, Output {
  Affine(array_view<int, 1> o, array_view<const int, 1> i) : Output{o}, in(i) {
    a = 3;
    b = 7;
  }
  array_view<const int, 1> in;
  void operator()(index<1> idx) const restrict(amp) {
    out[idx] = linear(in[idx]);
  }
};

// CHECK-LABEL: __global__ void {{.*}}amp2hip_kernel_TileNorm_call_operator_{{[0-9]+}}(
// CHECK: const auto square = [&](int x) -> int { return x * x; };
// CHECK: const auto weighted = [&](int x) -> int { return square(x) + bias; };
// CHECK: s[t.local[0]] = weighted(in[t.global]);
struct TileNorm {
  array_view<const int, 1> in;
  array_view<int, 1> out;
  int bias;
  int weighted(int x) const restrict(amp) { return this->square(x) + bias; }
  int square(int x) const restrict(amp) { return x * x; }
  void operator()(tiled_index<4> t) const restrict(amp) {
    tile_static int s[4];
    s[t.local[0]] = weighted(in[t.global]);
    t.barrier.wait();
    if (t.local[0] == 0)
      out[t.tile] = s[0] + s[1] + s[2] + s[3];
  }
};

// CHECK-LABEL: template <typename T>
// CHECK-NEXT: __global__ void amp2hip_kernel_Clamp_call_operator_{{[0-9]+}}(
// CHECK: const auto clamp = [&](T x) -> T { return x < lo ? lo : (x > hi ? hi : x); };
// CHECK: v[i] = clamp(v[i]);
template <typename T> struct Clamp {
  array_view<T, 1> v;
  T lo, hi;
  T clamp(T x) const restrict(amp) { return x < lo ? lo : (x > hi ? hi : x); }
  void operator()(index<1> i) const restrict(amp);
};
template <typename T>
void Clamp<T>::operator()(index<1> i) const restrict(amp) {
  v[i] = clamp(v[i]);
}

void run(array_view<const float, 1> x, array_view<float, 1> y,
         array_view<int, 1> o, array_view<const int, 1> in) {
  parallel_for_each(y.extent, Saxpy(2.0f, x, y));
  // CHECK: (Saxpy(2.0f, x, y)).amp2hip_launch(y.extent);
  parallel_for_each(o.extent, Affine(o, in));
  parallel_for_each(in.extent.tile<4>(), TileNorm{in, o, 2});
  parallel_for_each(o.extent, Clamp<int>{o, -4, 6});
}
