// C++ AMP 1.2 texture sampling: a sampler captured by value (its device form
// is the same class), texture_view<const T, N>::sample with a sampler or with
// the filter and address modes as template arguments, and gather_red. The
// calls stay as written; the runtime's device_texture computes them
// (graphics_sampler.h; test/gpu/e2e/texture_sampling runs them against a CPU
// reference). A texel type C++ AMP does not sample (int) has no sample:
// AMP2HIP-E0021 at the call, as MSVC's static_assert is an error.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.int.hip.cpp -- -DINT_TEXELS 2>&1 | FileCheck %s --check-prefix=INT
#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

#ifdef INT_TEXELS
typedef int Texel;
#else
typedef float Texel;
#endif

// Texture views as parameters of amp functions, templates included, are the
// runtime's device textures, spelled so that T is deduced.
// CHECK: __device__ T fetch(const amp2hip::device_texture<const T, 2> &v,
template <typename T>
T fetch(const texture_view<const T, 2> &v, const sampler &s,
        float_2 where) restrict(amp) {
  return v.sample(s, where) + v.template sample<filter_point>(where);
}
// CHECK: __device__ void put(const amp2hip::device_writeonly_texture<T, 2> &w,
template <typename T>
void put(const writeonly_texture_view<T, 2> &w, index<2> at,
         T value) restrict(amp) {
  w.set(at, value);
}

int main() {
  std::vector<Texel> texels(16, Texel(1));
  texture<Texel, 2> tex(4, 4, texels.begin(), texels.end());
  texture_view<const Texel, 2> view(tex);
  sampler s(filter_point, address_border, float_4(7.0f, 0.0f, 0.0f, 0.0f));
  std::vector<float> result(3);
  array_view<float, 1> out(3, result);
  // CHECK: const amp2hip::kernel_param_t<Concurrency::graphics::sampler> s
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
    float_2 where(0.25f * idx[0], 0.5f);
    // CHECK: out[idx] = view.sample(s, where)
    // CHECK-NEXT: + view.sample<filter_linear, address_wrap>(where)
    // CHECK-NEXT: + view.gather_red(s, where).x;
    // INT: texture_sampling.cpp:[[#@LINE+2]]:{{[0-9]+}}: error: this use of the C++ AMP library fits none of its declarations{{.*}}[AMP2HIP-E0021]
    // INT: note: Clang's diagnostic: no matching member function for call to 'sample'
    out[idx] = view.sample(s, where)
               + view.sample<filter_linear, address_wrap>(where)
               + view.gather_red(s, where).x;
  });
#ifndef INT_TEXELS
  texture<float, 2> target(4, 4);
  writeonly_texture_view<float, 2> written(target);
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
    float_2 where(0.25f * idx[0], 0.5f);
    put(written, index<2>(idx[0], 0), fetch(view, s, where));
  });
#endif
  // The sampler's state, on the host.
  return s.get_filter_mode() == filter_point &&
                 s.get_address_mode() == address_border &&
                 s.get_border_color().x == 7.0f
             ? 0
             : 1;
}
