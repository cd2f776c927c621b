// parallel_for_each in members of a class template: the kernel is a template
// on the class's parameters (then a member template's own, merged into one
// list), placed before the class template and launched with explicit
// template arguments. Member type aliases in capture types are replaced by
// what they alias; static constants and aliases the body names are declared
// again in the kernel.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

namespace demo {
// CHECK: namespace demo {
template <typename T> class Scaler {
public:
  using value_type = T;
  static constexpr int Width = 4;
  static constexpr int Area = Width * Width;

  void run(array_view<T, 1> data, T factor) {
    parallel_for_each(data.extent, [=](index<1> i) restrict(amp) { data[i] *= factor; });
    // CHECK-NEXT: // amp2hip: kernel of the parallel_for_each at class_template_kernel.cpp:[[#RUN_AT:@LINE-1]]:5
    // CHECK-NEXT: template <typename T>
    // CHECK-NEXT: __global__ void amp2hip_kernel_Scaler_run_[[#RUN_AT]](
    // CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
    // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<T, 1>> data,
    // CHECK-NEXT: const amp2hip::kernel_param_t<T> factor) {
  }
  template <int N> void fill(array_view<T, N> v) const {
    parallel_for_each(v.extent, [=](index<N> i) restrict(amp) { v[i] = T(N); });
    // CHECK: // amp2hip: kernel of the parallel_for_each at class_template_kernel.cpp:[[#FILL_AT:@LINE-1]]:5
    // CHECK-NEXT: template <typename T, int N>
    // CHECK-NEXT: __global__ void amp2hip_kernel_Scaler_fill_[[#FILL_AT]](
    // CHECK-NEXT: const amp2hip::detail::launch_domain<N> amp2hip_domain,
    // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<T, N>> v) {
    // CHECK-NEXT: Concurrency::index<N> i;
  }
  void add(array_view<value_type, 1> v, typename Scaler<T>::value_type y) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      value_type z = y;
      v[i] += z + value_type(Area);
    });
    // CHECK: // amp2hip: kernel of the parallel_for_each at class_template_kernel.cpp:[[#ADD_AT:@LINE-4]]:5
    // CHECK-NEXT: template <typename T>
    // CHECK-NEXT: __global__ void amp2hip_kernel_Scaler_add_[[#ADD_AT]](
    // CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
    // CHECK-NEXT: const amp2hip::kernel_param_t<T> y,
    // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<T, 1>> v) {
    // CHECK-NEXT: using value_type = T;
    // CHECK-NEXT: constexpr int Width = 4;
    // CHECK-NEXT: constexpr int Area = Width * Width;
    // CHECK-NEXT: Concurrency::index<1> i;
  }
  // The kernels come before the class template; the members launch them.
  // CHECK: template <typename T> class Scaler {
  // CHECK: amp2hip::parallel_for_each(data.extent, amp2hip_kernel_Scaler_run_[[#RUN_AT]]<T>, data, factor);
  // CHECK: amp2hip::parallel_for_each(v.extent, amp2hip_kernel_Scaler_fill_[[#FILL_AT]]<T, N>, v);
  // CHECK: amp2hip::parallel_for_each(v.extent, amp2hip_kernel_Scaler_add_[[#ADD_AT]]<T>, y, v);
  void shift(array_view<T, 1> v) const;
  template <int N> void scale(array_view<T, N> v, T f);
};

// Out-of-line definitions: the kernel goes before the first template
// parameter list; the two lists of a member template merge into one.
template <typename T> void Scaler<T>::shift(array_view<T, 1> v) const {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += T(Width); });
  // CHECK: // amp2hip: kernel of the parallel_for_each at class_template_kernel.cpp:[[#SHIFT_AT:@LINE-1]]:3
  // CHECK-NEXT: template <typename T>
  // CHECK-NEXT: __global__ void amp2hip_kernel_Scaler_shift_[[#SHIFT_AT]](
  // CHECK: constexpr int Width = 4;
  // CHECK: template <typename T> void Scaler<T>::shift(array_view<T, 1> v) const {
  // CHECK-NEXT: amp2hip::parallel_for_each(v.extent, amp2hip_kernel_Scaler_shift_[[#SHIFT_AT]]<T>, v);
}

template <typename T>
template <int N>
void Scaler<T>::scale(array_view<T, N> v, T f) {
  parallel_for_each(v.extent, [=](index<N> i) restrict(amp) { v[i] *= f; });
  // CHECK: // amp2hip: kernel of the parallel_for_each at class_template_kernel.cpp:[[#SCALE_AT:@LINE-1]]:3
  // CHECK-NEXT: template <typename T, int N>
  // CHECK-NEXT: __global__ void amp2hip_kernel_Scaler_scale_[[#SCALE_AT]](
  // CHECK-NEXT: const amp2hip::detail::launch_domain<N> amp2hip_domain,
  // CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<T, N>> v,
  // CHECK-NEXT: const amp2hip::kernel_param_t<T> f) {
  // CHECK: template <typename T>
  // CHECK-NEXT: template <int N>
  // CHECK-NEXT: void Scaler<T>::scale(array_view<T, N> v, T f) {
  // CHECK-NEXT: amp2hip::parallel_for_each(v.extent, amp2hip_kernel_Scaler_scale_[[#SCALE_AT]]<T, N>, v, f);
}
} // namespace demo

int main() {
  float fd[4] = {1, 2, 3, 4};
  int id[4] = {1, 2, 3, 4};
  array_view<float, 1> fv(4, fd);
  array_view<int, 1> iv(4, id);
  demo::Scaler<float> fs;
  demo::Scaler<int> is;
  fs.run(fv, 2.0f);
  is.run(iv, 3);
  fs.fill(fv);
  is.add(iv, 1);
  is.shift(iv);
  fs.scale(fv, 0.5f);
  iv.synchronize();
  fv.synchronize();
  return id[0] + static_cast<int>(fd[0]);
}
