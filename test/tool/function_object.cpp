// A function object as the kernel (C++ AMP v1.2 §7): its restrict(amp) call
// operator is outlined with the object's data members as the kernel's
// parameters, and the class gets a member that launches it with them.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %amp2hip %s | %nochecks | FileCheck %s --check-prefix=KCHECK
#include <amp.h>
using namespace concurrency;

// The kernel comes before the class; `this->x_` is the parameter `x_`.
class Saxpy {
  // KCHECK: // amp2hip: kernel of the function object at function_object.cpp:[[#SAXPY_AT:@LINE-1]]:7
  // KCHECK-NEXT: __global__ void amp2hip_kernel_Saxpy_call_operator_[[#SAXPY_AT]](
  // KCHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
  // KCHECK-NEXT: const amp2hip::kernel_param_t<float> a_,
  // KCHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<const float, 1>> x_,
  // KCHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<float, 1>> y_) {
  // KCHECK: { y_[i] += a_ * x_[i]; }
public:
  Saxpy(float a, array_view<const float, 1> x, array_view<float, 1> y)
      : a_(a), x_(x), y_(y) {}
  void operator()(index<1> i) const restrict(amp) { y_[i] += a_ * this->x_[i]; }
  // CHECK: __device__ void operator()(concurrency::index<1> i) const { (void)i; /* amp2hip: runs as the kernel amp2hip_kernel_Saxpy_call_operator_[[#@LINE-12]] */ }

private:
  float a_;
  array_view<const float, 1> x_;
  array_view<float, 1> y_;
  // CHECK: public:
  // CHECK-NEXT: // amp2hip: launches this function object as the kernel amp2hip_kernel_Saxpy_call_operator_[[#@LINE-19]]
  // CHECK-NEXT: template <typename... amp2hip_domain_t>
  // CHECK-NEXT: void amp2hip_launch(const amp2hip_domain_t &...amp2hip_domain) const {
  // CHECK-NEXT: amp2hip::parallel_for_each(amp2hip_domain..., amp2hip_kernel_Saxpy_call_operator_[[#@LINE-22]], a_, x_, y_);
};

// restrict(amp, cpu): the class keeps the operator for the host.
struct Square {
  array_view<int, 1> v;
  void operator()(index<1> i) const restrict(amp, cpu) { v[i] = v[i] * v[i]; }
  // CHECK: void operator()(concurrency::index<1> i) const { v[i] = v[i] * v[i]; }
};

// A tiled function object.
struct TileSum {
  array_view<const int, 1> in;
  array_view<int, 1> out;
  void operator()(tiled_index<4> t) const restrict(amp) {
    tile_static int s[4];
    s[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0)
      out[t.tile] = s[0] + s[1] + s[2] + s[3];
  }
};
// KCHECK: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<4>)) amp2hip_kernel_TileSum_call_operator_[[#@LINE-11]](
// Its tile loops for the CPU platform (tile_loops.cpp), then its own body.
// KCHECK: if (amp2hip::cpu::tile_loops_begin()) {
// KCHECK: #endif
// KCHECK-NEXT: Concurrency::tiled_index<4> t =
// KCHECK-NEXT: amp2hip::detail::tiled_thread_index<4>(amp2hip_domain);
// KCHECK: __shared__ int s[4];
// KCHECK: __syncthreads();

void run(array_view<const float, 1> x, array_view<float, 1> y,
         array_view<int, 1> v, array_view<const int, 1> in) {
  parallel_for_each(y.extent, Saxpy(2.0f, x, y));
  // CHECK: (Saxpy(2.0f, x, y)).amp2hip_launch(y.extent);
  Square s{v};
  parallel_for_each(accelerator().default_view, v.extent, s);
  // CHECK-NEXT: Square s{v};
  // CHECK-NEXT: (s).amp2hip_launch(accelerator().default_view, v.extent);
  parallel_for_each(in.extent.tile<4>(), TileSum{in, v});
  // CHECK-NEXT: (TileSum{in, v}).amp2hip_launch(in.extent.tile<4>());
}

// Without AMP containers the object may also be called in amp code (a copy
// of it captured by a kernel), so its call operator keeps its body.
struct Fill {
  int value;
  void operator()(index<1> i) const restrict(amp) { (void)i; }
  // CHECK: __device__ void operator()(concurrency::index<1> i) const { (void)i; }
};
void fill(array_view<int, 1> v) {
  parallel_for_each(v.extent, Fill{3});
  Fill f{4};
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { f(i); v[i] = f.value; });
}
