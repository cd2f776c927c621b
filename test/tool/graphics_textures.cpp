// Textures in kernels (C++ AMP v1.2 §10): a texture captured by reference
// ([=, &tex], const or not), a writeonly_texture_view or texture_view by value
// each become one amp2hip::kernel_param_t parameter naming the AMP type, and
// the launch passes the host objects; element access is copied as written.
// <amp_graphics.h> goes to the runtime's; texture<...> is qualified (HIP has a
// global ::texture template). A texture captured by value is rejected
// (E0003), as C++ AMP rejects it.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %not %amp2hip %s -- -DBY_VALUE 2>&1 | FileCheck %s --check-prefix=BYVALUE
#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

void read_texture(const std::vector<int_2> &src, std::vector<int> &dst) {
  array_view<int, 2> sums(4, 8, dst);
  const texture<int_2, 2> tex(4, 8, src.begin(), src.end());
  parallel_for_each(tex.extent, [=, &tex](index<2> idx) restrict(amp) {
    int_2 texel = tex[idx];
    sums[idx] = texel.x + tex(idx[0], idx[1]).y + tex.get(idx).x;
  });
}

void write_textures(std::vector<float> &out) {
  texture<float, 2> plane(4, 4);
  texture<int, 1> line(16);
  writeonly_texture_view<int, 1> line_view(line);
  parallel_for_each(plane.extent, [=, &plane](index<2> idx) restrict(amp) {
    plane.set(idx, static_cast<float>(idx[0] * plane.extent[1] + idx[1]));
    if (idx[1] == 0)
      line_view.set(index<1>(idx[0]), idx[0]);
  });
  texture_view<const float, 2> plane_read(plane);
  texture<float, 2> doubled(4, 4);
  texture_view<float, 2> doubled_rw(doubled);
  parallel_for_each(doubled.extent, [=](index<2> idx) restrict(amp) {
    doubled_rw.set(idx, plane_read[idx] * 2.0f);
  });
  copy(doubled, out.begin());
#ifdef BY_VALUE
  parallel_for_each(plane.extent, [=](index<2> idx) restrict(amp) {
    float v = plane[idx];
    // BYVALUE: graphics_textures.cpp:[[@LINE-1]]:15: error: 'plane' is captured by value; C++ AMP requires array and texture objects to be captured by reference [AMP2HIP-E0003]
    (void)v;
  });
#endif
}

// CHECK: #include <amp2hip/amp_graphics.h>

// CHECK: __global__ void amp2hip_kernel_read_texture_19(
// CHECK-NEXT: const amp2hip::detail::launch_domain<2> amp2hip_domain,
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::graphics::texture<Concurrency::graphics::int_2, 2>> tex
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::array_view<int, 2>> sums
// CHECK: int_2 texel = tex[idx];
// CHECK-NEXT: sums[idx] = texel.x + tex(idx[0], idx[1]).y + tex.get(idx).x;
// CHECK: const concurrency::graphics::texture<int_2, 2> tex(4, 8, src.begin(), src.end());
// CHECK-NEXT: amp2hip::parallel_for_each(tex.extent, amp2hip_kernel_read_texture_19,
// CHECK-SAME: tex
// CHECK-SAME: sums

// CHECK: __global__ void amp2hip_kernel_write_textures_29(
// CHECK-NEXT: const amp2hip::detail::launch_domain<2> amp2hip_domain,
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::graphics::texture<float, 2>> plane
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::graphics::writeonly_texture_view<int, 1>> line_view
// CHECK: plane.set(idx, static_cast<float>(idx[0] * plane.extent[1] + idx[1]));
// CHECK: line_view.set(concurrency::index<1>(idx[0]), idx[0]);

// CHECK: __global__ void amp2hip_kernel_write_textures_37(
// CHECK-NEXT: const amp2hip::detail::launch_domain<2> amp2hip_domain,
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::graphics::texture_view<const float, 2>> plane_read
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::graphics::texture_view<float, 2>> doubled_rw
// CHECK: doubled_rw.set(idx, plane_read[idx] * 2.0f);

// CHECK: concurrency::graphics::texture<float, 2> plane(4, 4);
// CHECK-NEXT: concurrency::graphics::texture<int, 1> line(16);
// CHECK: amp2hip::parallel_for_each(plane.extent, amp2hip_kernel_write_textures_29,
// CHECK-SAME: plane
// CHECK-SAME: line_view
// CHECK: amp2hip::parallel_for_each(doubled.extent, amp2hip_kernel_write_textures_37,
// CHECK: copy(doubled, out.begin());

// A texture parameter of a restrict(amp) function takes the device type,
// amp2hip::device_texture<E, N> whatever its const-ness (what a kernel holds
// for a texture captured by reference), written with the template's own
// arguments so that a function template deduces them; a non-const reference
// becomes a const one (the device texture is a handle).
float sampleAt(const texture<float, 2> &t, index<2> i) restrict(amp) { return t[i]; }
// CHECK: __device__ float sampleAt(const amp2hip::device_texture<float, 2> &t, concurrency::index<2> i) { return t[i]; }
template <typename T>
T readAt(const texture<T, 2> &t, index<2> i) restrict(amp) { return t[i]; }
// CHECK: __device__ T readAt(const amp2hip::device_texture<T, 2> &t, concurrency::index<2> i) { return t[i]; }
template <typename T>
void writeAt(texture<T, 2> &t, index<2> i, T v) restrict(amp) { t.set(i, v); }
// CHECK: __device__ void writeAt(const amp2hip::device_texture<T, 2> &t, concurrency::index<2> i, T v) { t.set(i, v); }

// The templates deduce T from a kernel's textures: the output compiles.
void copy_through_templates(texture<float, 2> &from, texture<float, 2> &to) {
  parallel_for_each(from.extent, [&from, &to](index<2> i) restrict(amp) {
    writeAt(to, i, readAt(from, i) + sampleAt(from, i));
  });
}
// CHECK: writeAt(to, i, readAt(from, i) + sampleAt(from, i));
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
