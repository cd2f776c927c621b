// C++ AMP 1.2 mipmapped textures: texture(extent, bits, levels) (0: every
// level), a writable texture_view of one level, a texture_view<const T, N>
// of every level and of a range of them, and in kernels get(idx, level),
// sample with a level of detail and get_mipmap_levels(). The calls stay as
// written; the runtime's device_texture reads the levels (mipmap_levels.h;
// test/gpu/e2e/texture_mipmaps runs them against a CPU reference). A level
// the texture lacks is not known before the program runs: a
// runtime_exception there, not a diagnostic.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;

// CHECK: __device__ float level(const amp2hip::device_texture<const float, 2> &v,
float level(const texture_view<const float, 2> &v, index<2> at,
            unsigned int mip) restrict(amp) {
  // CHECK: return v.get(at, mip) + v.get_mipmap_levels();
  return v.get(at, mip) + v.get_mipmap_levels();
}

int main() {
  texture<float, 2> tex(extent<2>(8, 16), 32u, 0u);
  texture_view<float, 2> second(tex, 1);
  texture_view<const float, 2> all(tex);
  texture_view<const float, 2> some(tex, 1, 2);
  texture_view<const float, 2> narrower(some, 1, 1);
  sampler s(filter_linear, address_clamp);
  array_view<float, 1> out(4);
  // CHECK: amp2hip::kernel_param_t<Concurrency::graphics::texture_view<const float, 2>> all
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
    // CHECK: out[idx] = all.sample(s, float_2(0.5f, 0.5f), 1.5f)
    // CHECK-NEXT: + level(some, {{.*}}index<2>(0, 0), idx[0] % 2)
    // CHECK-NEXT: + narrower.get({{.*}}index<2>(0, 0));
    out[idx] = all.sample(s, float_2(0.5f, 0.5f), 1.5f)
               + level(some, index<2>(0, 0), idx[0] % 2)
               + narrower.get(index<2>(0, 0));
    second.set(index<2>(0, idx[0]), 1.0f);
  });
  return tex.get_mipmap_levels() == 5 && some.get_mipmap_levels() == 2 &&
                 tex.get_mipmap_extent(4) == extent<2>(1, 1)
             ? 0
             : 1;
}
