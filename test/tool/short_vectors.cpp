// Short vector types (C++ AMP v1.2 §10.8) in kernels and amp functions: a
// captured short vector, and an array_view of them, become kernel_param_t of
// the AMP type; norm and unorm written without a qualifier are qualified
// (HIP's math library has a global ::norm), in kernels, amp functions and host
// code alike; components (x, y, z, w) and the swizzle functions (get_zyx(),
// set_xy()) are copied as written; restrict(amp, cpu) functions on short
// vectors become __host__ __device__. <amp_short_vectors.h> is redirected to
// the runtime's. AMP's swizzle properties (p.xy = p.yx) become those
// functions; swizzle_properties.cpp covers every form of property use (reads,
// writes, compound assignment, r, g, b, a).
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
#include <amp_short_vectors.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

float_3 blend(const float_3 &a, const float_3 &b, norm t) restrict(amp, cpu) {
  unorm w(static_cast<float>(t));
  return a * static_cast<float>(w) + b * (1.0f - static_cast<float>(w));
}

void shade(std::vector<float_4> &pixels, float_4 tint, norm_2 weights) {
  array_view<float_4, 1> image(static_cast<int>(pixels.size()), pixels);
  short_vector<int, 2>::type step(1, 2);
  parallel_for_each(image.extent, [=](index<1> idx) restrict(amp) {
    float_4 p = image[idx];
    norm n(p.x - p.y);
    float_3 mixed = blend(p.get_xyz(), tint.get_zyx(), n);
    p.set_xyz(mixed);
    p.set_xy(p.get_yx() * static_cast<float>(weights.x) + float_2(step));
    uint_2 bits(static_cast<unsigned int>(idx[0]), 3u);
    p.w = static_cast<float>((bits << 1u).x % 5u);
    p.xy = p.yx;
    image[idx] = p * 0.5f;
  });
}

// CHECK: #include <amp2hip/amp_short_vectors.h>
// CHECK: __host__ __device__ float_3 blend(const float_3 &a, const float_3 &b, concurrency::graphics::norm t) {
// CHECK-NEXT: concurrency::graphics::unorm w(static_cast<float>(t));

// CHECK: __global__ void amp2hip_kernel_shade_26(
// CHECK-NEXT: const amp2hip::detail::launch_domain<1> amp2hip_domain,
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::array_view<Concurrency::graphics::float_4, 1>> image
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::graphics::float_4> tint
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::graphics::norm_2> weights
// CHECK-DAG: const amp2hip::kernel_param_t<Concurrency::graphics::short_vector<int, 2>::type> step
// CHECK: concurrency::graphics::norm n(p.x - p.y);
// CHECK-NEXT: float_3 mixed = blend(p.get_xyz(), tint.get_zyx(), n);
// CHECK-NEXT: p.set_xyz(mixed);
// CHECK-NEXT: p.set_xy(p.get_yx() * static_cast<float>(weights.x) + float_2(step));
// CHECK: p.set_xy(p.get_yx());
// CHECK-NEXT: image[idx] = p * 0.5f;

// CHECK: void shade(std::vector<float_4> &pixels, float_4 tint, norm_2 weights) {
// CHECK: amp2hip::parallel_for_each(image.extent, amp2hip_kernel_shade_26,
