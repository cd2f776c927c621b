//===- kernel_param_layouts.hip.cpp - Kernel parameters on every platform -===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// Prints the size and alignment of each runtime type a translated kernel
// takes as a parameter (detail/kernel_param.h's table) and the offsets of
// their members. A GPU build passes these to its host kernels, the CPU
// platform's build of the same translation, by the host ABI
// (docs/features/warp-in-gpu-builds.md), so the three platforms must print
// the same lines: CTest host-kernel-layouts-<platform> compares the AMD and
// NVIDIA builds' output with the CPU platform's. A difference is a
// platform branch in a parameter type, which would make WARP and REF read
// a GPU build's arguments wrong.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>
#include <amp2hip/amp_graphics.h>
#include <amp2hip/amp_short_vectors.h>

#include <cstddef>
#include <cstdio>

namespace {

template <typename T> void print(const char *name) {
  std::printf("%s: size %zu, alignment %zu\n", name, sizeof(T), alignof(T));
}

#define AMP2HIP_MEMBER(T, M)                                                   \
  std::printf("  %s::%s at %zu\n", #T, #M, offsetof(T, M))

} // namespace

int main() {
  using amp2hip::detail::launch_domain;
  using concurrency::extent;
  using concurrency::index;
  using concurrency::tiled_extent;
  using namespace concurrency::graphics;
  print<launch_domain<1>>("launch_domain<1>");
  print<launch_domain<2>>("launch_domain<2>");
  print<launch_domain<3>>("launch_domain<3>");
  print<launch_domain<4>>("launch_domain<4>");
  using domain3 = launch_domain<3>;
  AMP2HIP_MEMBER(domain3, extent);
  AMP2HIP_MEMBER(domain3, size);
  AMP2HIP_MEMBER(domain3, mode);
  print<amp2hip::device_view<int, 1>>("device_view<int, 1>");
  print<amp2hip::device_view<const int, 1>>("device_view<const int, 1>");
  print<amp2hip::device_view<double, 2>>("device_view<double, 2>");
  print<amp2hip::device_view<const float, 3>>("device_view<const float, 3>");
  print<amp2hip::device_view<float_4, 4>>("device_view<float_4, 4>");
  print<amp2hip::captured_array<int[5]>>("captured_array<int[5]>");
  print<amp2hip::captured_array<double[2][3]>>("captured_array<double[2][3]>");
  print<amp2hip::detail::device_pair<amp2hip::device_view<int, 1>, float>>(
      "device_pair<device_view<int, 1>, float>");
  print<index<1>>("index<1>");
  print<index<3>>("index<3>");
  print<extent<2>>("extent<2>");
  print<tiled_extent<4, 8>>("tiled_extent<4, 8>");
  print<float_4>("float_4");
  print<double_3>("double_3");
  print<int_2>("int_2");
  print<norm_4>("norm_4");
  print<unorm>("unorm");
  return 0;
}
