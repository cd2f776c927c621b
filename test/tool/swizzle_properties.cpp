// AMP's short vector properties (MSVC's __declspec(property) members: the
// swizzles v.xy, v.zyx, v.wzyx and their colour spellings v.rg, v.bgr, v.abgr,
// and the components' colour names r, g, b, a) become the runtime's functions
// and members, in host code, amp functions, templates and kernels:
//   v.xy -> v.get_xy(); v.xy = e -> v.set_xy(e);
//   v.xy op= e -> v.set_xy(v.get_xy() op e) (the object has no side effects);
//   ++v.xy, v.xy++ (value unused) -> v.set_xy(v.get_xy() + 1);
//   c.r -> c.x, c.rgb -> c.get_xyz(), c.bgr = e -> c.set_zyx(e).
// AMP2HIP-E0010 (test/tool/diagnostics/E0010_property_use.cpp) covers the
// uses that cannot be rewritten.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
#include <amp_short_vectors.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

float_4 host_uses(float_4 c, float_3 d, int_2 *p, uint_2 u) {
  float_2 a = c.xy;
  c.zyx = d;
  (c.rgb) = d.bgr;
  c.rgb += d * 2.0f;
  c.ba -= float_2(1.0f, 2.0f);
  p->yx *= p->xy;
  c.r = c.g + c.b * c.a;
  c.a += 1.0f;
  u.gr = u.rg;
  ++c.xy;
  c.zw--;
  float_2 inner = c.xyz.zy;
  return c + float_4(a.x + inner.y, static_cast<float>(u.r), 0.0f, 0.0f);
}
// CHECK: float_4 host_uses(float_4 c, float_3 d, int_2 *p, uint_2 u) {
// CHECK-NEXT: float_2 a = c.get_xy();
// CHECK-NEXT: c.set_zyx(d);
// CHECK-NEXT: c.set_xyz(d.get_zyx());
// CHECK-NEXT: c.set_xyz(c.get_xyz() + (d * 2.0f));
// CHECK-NEXT: c.set_zw(c.get_zw() - float_2(1.0f, 2.0f));
// CHECK-NEXT: p->set_yx(p->get_yx() * p->get_xy());
// CHECK-NEXT: c.x = c.y + c.z * c.w;
// CHECK-NEXT: c.w += 1.0f;
// CHECK-NEXT: u.set_yx(u.get_xy());
// CHECK-NEXT: c.set_xy(c.get_xy() + 1);
// CHECK-NEXT: c.set_zw(c.get_zw() - 1);
// CHECK-NEXT: float_2 inner = c.get_xyz().get_zy();
// CHECK-NEXT: return c + float_4(a.x + inner.y, static_cast<float>(u.x), 0.0f, 0.0f);

float_4 reverse(const float_4 &c) restrict(amp, cpu) { return c.wzyx; }
// CHECK: __host__ __device__ float_4 reverse(const float_4 &c) { return c.get_wzyx(); }

// A property of a dependent object is rewritten from the instantiations.
// Uses that only the instantiation shows (`v` has a dependent type) are
// written in the text the next parse reads (planInstantiatedPropertyUses);
// `v.x`, a component already, is no edit there.
template <typename V> V swapped(V v) restrict(amp, cpu) {
  v.yx = v.xy;
  v.x += v.g;
  return v;
}
// CHECK: template <typename V> __host__ __device__ V swapped(V v) {
// CHECK-NEXT: v.set_yx(v.get_xy());
// CHECK-NEXT: v.x += v.y;

void shade(std::vector<float_4> &pixels, float_4 tint) {
  array_view<float_4, 1> image(static_cast<int>(pixels.size()), pixels);
  parallel_for_each(image.extent, [=](index<1> idx) restrict(amp) {
    float_4 p = image[idx];
    p.rgb = tint.bgr;
    p.xy += swapped(p.yx);
    image[idx].rg = p.ba;
    image[idx].ba *= p.xy;
    image[idx].a = p.r;
  });
  int_2 q(1, 2);
  host_uses(tint, float_3(1.0f), &q, uint_2(1u, 2u));
}
// CHECK: __global__ void amp2hip_kernel_shade_[[#@LINE-11]](
// CHECK: float_4 p = image[idx];
// CHECK-NEXT: p.set_xyz(tint.get_zyx());
// CHECK-NEXT: p.set_xy(p.get_xy() + swapped(p.get_yx()));
// CHECK-NEXT: image[idx].set_xy(p.get_zw());
// CHECK-NEXT: image[idx].set_zw(image[idx].get_zw() * p.get_xy());
// CHECK-NEXT: image[idx].w = p.x;
// CHECK: void shade(std::vector<float_4> &pixels, float_4 tint) {
// CHECK: amp2hip::parallel_for_each(image.extent, amp2hip_kernel_shade_[[#@LINE-19]], image, tint);
