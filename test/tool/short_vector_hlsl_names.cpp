// The HLSL spellings of the short vectors (C++ AMP v1.2 §10.8.2: float2,
// int3, uint4, double2, ...) live in concurrency::graphics::direct3d; HIP
// declares its own vector types of the same names at global scope, so a use
// that `using namespace concurrency::graphics::direct3d;` made visible is
// ambiguous once the HIP headers are included (AMD's FFTAMP sample:
// `FFT<float, false, float2>`). amp2hip writes such a use qualified;
// norm2/unorm2, which HIP lacks, and names already qualified stay as written.
// The using-directive itself would still make them ambiguous in nvcc's
// generated code (its host_runtime.h names uint3 at global scope): it names
// the runtime's namespace of the unambiguous spellings instead.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: %not grep -E "warning:|error:" %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=KERNEL
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <amp_short_vectors.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;
using namespace concurrency::graphics::direct3d;
// CHECK: using namespace ::amp2hip::direct3d_unambiguous_names;

template <typename T, typename V> struct Pair {
  V value;
};

float4 scale(float4 v, float s) restrict(amp, cpu) { return v * s; }
// CHECK: concurrency::graphics::direct3d::float4 scale(concurrency::graphics::direct3d::float4 v, float s)

int main() {
  Pair<float, float2> pair;
  // CHECK: Pair<float, concurrency::graphics::direct3d::float2> pair;
  pair.value = float2(1.0f, 2.0f);
  // CHECK: pair.value = concurrency::graphics::direct3d::float2(1.0f, 2.0f);
  graphics::direct3d::int2 qualified(1, 2);
  // CHECK: graphics::direct3d::int2 qualified(1, 2);
  norm2 weights(0.5f, 0.25f);
  // CHECK: {{^}}  norm2 weights(0.5f, 0.25f);
  std::vector<float4> pixels(4, float4(1.0f));
  // CHECK: std::vector<concurrency::graphics::direct3d::float4> pixels(4, concurrency::graphics::direct3d::float4(1.0f));
  array_view<float4, 1> image(4, pixels);
  parallel_for_each(image.extent, [=](index<1> i) restrict(amp) {
    uint3 u(1u, 2u, 3u);
    // KERNEL: concurrency::graphics::direct3d::uint3 u(1u, 2u, 3u);
    image[i] = scale(image[i], static_cast<float>(u.z));
  });
  image.synchronize();
  return pixels[3].x == 3.0f && qualified.y == 2 && pair.value.y == 2.0f &&
                 weights.x == 0.5f
             ? 0
             : 1;
}
