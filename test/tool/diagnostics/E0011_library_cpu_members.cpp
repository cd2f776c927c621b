// The C++ AMP library's restrict(cpu) members called from amp code: each is
// reported at its call, as MSVC does (C++ AMP v1.2 §2.3). Clang alone does
// not: it defers its CUDA diagnostic for a host function called from device
// code until the caller is emitted for the device, which amp2hip's host-only
// parse never does, and the translation then failed to compile. The
// library's restrict(amp) and restrict(amp, cpu) members, and <cmath>'s
// functions called through fast_math in restrict(amp, cpu) code, are fine.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <amp.h>
#include <amp_graphics.h>
#include <amp_math.h>
using namespace concurrency;
using namespace concurrency::graphics;

float root(float v) restrict(amp, cpu) { return fast_math::sqrt(v); }

int main() {
  array_view<float, 1> out(4);
  texture<float, 2> tex(extent<2>(8, 16), 32u, 0u);
  texture_view<const float, 2> levels(tex);
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
    out[idx] = root(static_cast<float>(out.get_extent()[0])) +
               levels.get_mipmap_levels();
    // CHECK: E0011_library_cpu_members.cpp:[[@LINE+1]]:16: error: 'Concurrency::graphics::texture_view<const float, 2>::get_mipmap_extent' is called from amp code {{.*}}[AMP2HIP-E0011]
    out[idx] = levels.get_mipmap_extent(1)[0];
    // CHECK: E0011_library_cpu_members.cpp:[[@LINE+1]]:16: error: 'Concurrency::accelerator_view::get_version' is called from amp code {{.*}}[AMP2HIP-E0011]
    out[idx] = out.get_source_accelerator_view().get_version();
  });
  return 0;
}
