// Classes holding views that host code uses and kernels capture by value
// (issue 25, item 1; docs/features/views-in-classes.md): after each one
// amp2hip writes its device form, amp2hip_device_<name>, the same class with
// device views (amp2hip::device_form_t) for its views, its amp member
// functions as __device__ functions, and a constructor from the class's
// members; the class gets amp2hip_device_form, which the runtime calls to
// make it, and loses its restrict(amp)-only members to the device form.
// Kernels take amp2hip::kernel_param_t<C> (the device form), amp functions
// amp2hip::device_form_t<C>. A class whose device form amp2hip cannot write
// stays AMP2HIP-E0003 at the capture, with the reason.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DOUTSIDE 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <vector>
using namespace concurrency;

// CHECK-LABEL: struct Particles {
struct Particles {
  // CHECK-NEXT: array_view<float, 1> pos;
  array_view<float, 1> pos;
  array_view<const float, 1> vel;
  float dt;
  // CHECK: /* amp2hip: 'step' is a member of amp2hip_device_Particles, the device form */
  void step(index<1> i) const restrict(amp) { pos[i] += vel[i] * dt; }
  // CHECK-NEXT: float position(int i) const { return pos[i]; }
  float position(int i) const restrict(amp, cpu) { return pos[i]; }
  // CHECK: amp2hip_device_t amp2hip_device_form(const amp2hip_state_t &amp2hip_state) const {
  // CHECK-NEXT: return amp2hip_device_t(amp2hip::detail::from_host_members(), amp2hip_state, pos, vel, dt);
  // CHECK-NEXT: }
  // CHECK-NEXT: };
};
// CHECK: struct amp2hip_device_Particles {
// CHECK-NEXT: amp2hip::device_form_t<array_view<float, 1>> pos;
// CHECK-NEXT: amp2hip::device_form_t<array_view<const float, 1>> vel;
// CHECK-NEXT: float dt;
// CHECK-NEXT: __device__ void step(concurrency::index<1> i) const { pos[i] += vel[i] * dt; }
// CHECK-NEXT: __device__ float position(int i) const { return pos[i]; }
// CHECK: amp2hip_device_Particles(amp2hip::detail::from_host_members, const amp2hip_state_t &amp2hip_state, amp2hip_m0_t &&amp2hip_m0, amp2hip_m1_t &&amp2hip_m1, amp2hip_m2_t &&amp2hip_m2)
// CHECK-NEXT: : pos(amp2hip::detail::to_device_form(amp2hip_m0, amp2hip_state)), vel(amp2hip::detail::to_device_form(amp2hip_m1, amp2hip_state)), dt(amp2hip::detail::to_device_form(amp2hip_m2, amp2hip_state)) {}
// CHECK-NEXT: };
// CHECK-NEXT: amp2hip_device_Particles amp2hip_device_form_of(amp2hip::detail::device_form_tag<Particles>);

// A class template over its view type, with a destructor and a private
// assignment operator, which the device form leaves out (it must be
// trivially copyable); its name inside is the device form's.
// CHECK-LABEL: template <typename V> class Strided {
template <typename V> class Strided {
public:
  Strided(const V &v, int s) restrict(cpu, amp) : view(v), stride(s) {}
  ~Strided() restrict(cpu, amp) {}
  typename V::value_type &operator[](int i) const restrict(cpu, amp) {
    return view[i * stride];
  }

private:
  Strided &operator=(const Strided &);
  V view;
  const int stride;
};
// CHECK: template <typename V> class amp2hip_device_Strided {
// CHECK-NEXT: public:
// CHECK-NEXT: __device__ amp2hip_device_Strided(amp2hip::device_param_t<const V &> v, int s) : view(v), stride(s) {}
// CHECK-NEXT: __device__ typename V::value_type &operator[](int i) const {
// CHECK: private:
// CHECK-NEXT: amp2hip::device_form_t<V> view;
// CHECK-NEXT: const int stride;
// CHECK: template <typename V>
// CHECK-NEXT: amp2hip_device_Strided<V> amp2hip_device_form_of(amp2hip::detail::device_form_tag<Strided<V>>);

// A class holding a reference to an array, inside another class.
struct Lookup {
  array<int, 1> &table;
#ifndef OUTSIDE
  int get(int i) const restrict(amp) { return table[i]; }
#else
  int get(int i) const restrict(amp);
#endif
};
#ifdef OUTSIDE
int Lookup::get(int i) const restrict(amp) { return table[i]; }
#endif
struct Scene {
  Lookup lookup;
  array_view<int, 1> out;

};
// CHECK: struct amp2hip_device_Lookup {
// CHECK-NEXT: amp2hip::device_form_t<array<int, 1>> table;
// CHECK: struct amp2hip_device_Scene {
// CHECK-NEXT: amp2hip::device_form_t<Lookup> lookup;
// CHECK-NEXT: amp2hip::device_form_t<array_view<int, 1>> out;

// CHECK: __device__ int doubled(const amp2hip::device_form_t<Scene> &s, int i) { return 2 * s.lookup.get(i); }
int doubled(const Scene &s, int i) restrict(amp) { return 2 * s.lookup.get(i); }
// CHECK: __host__ int width(Scene s) { return s.out.extent[0]; }
// CHECK-NEXT: __device__ int width(amp2hip::device_form_t<Scene> s) { return s.out.extent[0]; }
int width(Scene s) restrict(amp, cpu) { return s.out.extent[0]; }

template <typename T> void twice(const T &x) {
  parallel_for_each(concurrency::extent<1>(4), [=](index<1> i) restrict(amp) { x[i[0]] *= 2; });
}

int main() {
  std::vector<float> pos(8, 1.0f), vel(8, 2.0f);
  Particles p{array_view<float, 1>(8, pos), array_view<const float, 1>(8, vel), 0.5f};
  // CHECK: const amp2hip::kernel_param_t<Particles> p) {
  parallel_for_each(p.pos.extent, [=](index<1> i) restrict(amp) { p.step(i); });
  array_view<float, 1> all(8, pos);
  twice(Strided<array_view<float, 1>>(all, 2));
  std::vector<int> values(8, 1), result(8);
  array<int, 1> table(8, values.begin());
  Scene scene{{table}, array_view<int, 1>(8, result)};
  // BAD: views_in_classes.cpp:[[@LINE+3]]:5: error: 'scene' of type 'Scene' cannot be passed to a kernel: it holds views, and amp2hip cannot write its device form: its member 'lookup' is a 'Lookup', of which its amp member function 'get' is defined outside the class [AMP2HIP-E0003]
  // CHECK: const amp2hip::kernel_param_t<Scene> scene) {
  parallel_for_each(scene.out.extent, [=](index<1> i) restrict(amp) {
    scene.out[i] = doubled(scene, i[0]) + width(scene);
  });
  return width(scene) + int(p.position(0));
}
