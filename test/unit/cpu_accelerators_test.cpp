//===- cpu_accelerators_test.cpp - WARP and REF on the CPU platform -------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// On the CPU platform (docs/platforms.md) Microsoft's software accelerators
// are real: WARP (accelerator::direct3d_warp) is device 0 and the default
// accelerator, as in C++ AMP on a machine without a DirectX 11 GPU, and the
// reference accelerator (accelerator::direct3d_ref) is device 1; both run
// kernels and hold arrays (issue 28). Built with the host compiler for
// PLATFORM cpu (CTest: cpu-accelerators-unit). The GPU build's stand-ins,
// which run nothing, are tested by reference_warp_accelerator_test.cpp.
//
// Expected values: Microsoft's properties of both (as in
// reference_warp_accelerator_test.cpp: "Microsoft Basic Render Driver",
// "Software Adapter", version 11.0 = 0xB0000, is_emulated), get_all()'s order
// on a machine without a GPU (WARP, REF, CPU), and for the kernels a plain
// loop in the same test.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace {

using concurrency::accelerator;
using concurrency::accelerator_view;
using concurrency::array;
using concurrency::array_view;
using concurrency::extent;
using concurrency::index;

TEST(CpuAccelerators, GetAllListsWarpReferenceCpu) {
  std::vector<accelerator> all = accelerator::get_all();
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].device_path, std::wstring(accelerator::direct3d_warp));
  EXPECT_EQ(all[0].description, std::wstring(L"Microsoft Basic Render Driver"));
  EXPECT_EQ(all[1].device_path, std::wstring(accelerator::direct3d_ref));
  EXPECT_EQ(all[1].description, std::wstring(L"Software Adapter"));
  EXPECT_EQ(all[2].device_path, std::wstring(accelerator::cpu_accelerator));
  for (const accelerator &each : all)
    EXPECT_TRUE(each.is_emulated);
  EXPECT_EQ(all[0].version, 0xB0000u);
  EXPECT_TRUE(all[1].is_debug);
  // A view has its accelerator's is_debug and version (the conformance
  // suite's 3_3_4_memb/prop).
  for (const accelerator &each : all) {
    EXPECT_EQ(each.default_view.get_is_debug(), each.is_debug);
    EXPECT_EQ(each.default_view.get_version(), each.version);
  }
  EXPECT_TRUE(all[0] != all[1]);
}

TEST(CpuAccelerators, DefaultIsWarp) {
  accelerator default_device;
  EXPECT_TRUE(default_device == accelerator(accelerator::direct3d_warp));
  EXPECT_TRUE(default_device != accelerator(accelerator::direct3d_ref));
  EXPECT_EQ(default_device.description,
            std::wstring(L"Microsoft Basic Render Driver"));
  EXPECT_TRUE(default_device.default_view ==
              accelerator(accelerator::direct3d_warp).default_view);
}

// Microsoft's own way to pick the default accelerator ("Using accelerator
// and accelerator_view Objects", pick_accelerator(): `accelerator
// chosen_one;` default-constructed, replaced by the pick, then
// set_default(chosen_one.device_path)), and AMD's APP SDK samples' `-d`
// (a default-constructed member, then set_default): constructing the
// default accelerator does not use it, so set_default succeeds; it succeeds
// once per process; an implicit use (an array made without a view) fixes the
// default. Run in a child process (it changes the process's default): a bit
// per failed check.
int pick_then_set_default() {
  int failures = 0;
  accelerator chosen_one;
  if (chosen_one != accelerator(accelerator::direct3d_warp))
    failures |= 1; // the runtime's pick here
  chosen_one = accelerator(accelerator::direct3d_ref);
  if (!accelerator::set_default(chosen_one.device_path))
    failures |= 2;
  if (accelerator() != chosen_one)
    failures |= 4;
  if (accelerator::set_default(accelerator::direct3d_warp))
    failures |= 8; // once per process
  array<int, 1> made_without_a_view(4);
  if (made_without_a_view.get_accelerator_view() != chosen_one.default_view)
    failures |= 16;
  return failures;
}

TEST(CpuAcceleratorsDeathTest, DefaultConstructedThenSetDefault) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(std::exit(pick_then_set_default()), ::testing::ExitedWithCode(0),
              "");
}

// An array made without a view uses the default implicitly: set_default
// then fails and the default stays WARP.
int implicit_use_then_set_default() {
  int failures = 0;
  array<int, 1> made_without_a_view(4);
  if (accelerator::set_default(accelerator::direct3d_ref))
    failures |= 1;
  if (accelerator() != accelerator(accelerator::direct3d_warp))
    failures |= 2;
  if (made_without_a_view.get_accelerator_view() !=
      accelerator(accelerator::direct3d_warp).default_view)
    failures |= 4;
  return failures;
}

TEST(CpuAcceleratorsDeathTest, ImplicitUseFixesTheDefault) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(std::exit(implicit_use_then_set_default()),
              ::testing::ExitedWithCode(0), "");
}

// What the translator writes for
//   parallel_for_each(view, out.extent, [=](index<1> i) restrict(amp) {
//     out[i] = in[i] * 3 + 1; });
__global__ void scale(const amp2hip::detail::launch_domain<1> domain,
                      const amp2hip::kernel_param_t<array_view<int, 1>> out,
                      const amp2hip::read_only_param_t<array_view<int, 1>> in) {
  index<1> i;
  if (!amp2hip::detail::thread_index(domain, i))
    return;
  out[i] = in[i] * 3 + 1;
}

// A tiled kernel with tile_static memory and a barrier: each thread writes
// the sum of its tile's 64 values (what the translator writes for a kernel
// over extent.tile<64>()).
__global__ void tileSums(const amp2hip::detail::launch_domain<1> domain,
                         const amp2hip::kernel_param_t<array_view<int, 1>> data) {
  concurrency::tiled_index<64> t =
      amp2hip::detail::tiled_thread_index<64>(domain);
  __shared__ int values[64];
  values[t.local[0]] = data[t.global];
  __syncthreads();
  int sum = 0;
  for (int k = 0; k < 64; ++k)
    sum += values[k];
  data[t.global] = sum;
}

TEST(CpuAccelerators, KernelsRunOnWarpAndReference) {
  constexpr int N = 1000;
  for (const wchar_t *path :
       {accelerator::direct3d_warp, accelerator::direct3d_ref}) {
    accelerator_view view = accelerator(path).default_view;
    std::vector<int> input(N), output(N, -1);
    for (int i = 0; i < N; ++i)
      input[i] = i * 7 - 300;
    array_view<const int, 1> in(N, input);
    array_view<int, 1> out(N, output);
    out.discard_data();
    amp2hip::parallel_for_each(view, out.extent, scale, out, in);
    out.synchronize();
    for (int i = 0; i < N; ++i)
      ASSERT_EQ(output[i], input[i] * 3 + 1) << "element " << i;
  }
}

TEST(CpuAccelerators, ArraysAndTilesOnTheReference) {
  constexpr int N = 64 * 16;
  accelerator_view ref = accelerator(accelerator::direct3d_ref).default_view;
  std::vector<int> host(N);
  for (int i = 0; i < N; ++i)
    host[i] = (i * 37) % 101;
  array<int, 1> data(N, host.begin(), ref);
  EXPECT_TRUE(data.get_accelerator_view() == ref);
  amp2hip::parallel_for_each(ref, data.extent.tile<64>(), tileSums,
                             array_view<int, 1>(data));
  std::vector<int> result = data;
  for (int tile = 0; tile < N / 64; ++tile) {
    int sum = 0;
    for (int k = 0; k < 64; ++k)
      sum += host[tile * 64 + k];
    for (int k = 0; k < 64; ++k)
      ASSERT_EQ(result[tile * 64 + k], sum) << "tile " << tile;
  }
}

// A program that checks its GPU results against the reference accelerator:
// the same kernel on WARP and on REF, in one process, agree.
TEST(CpuAccelerators, WarpAndReferenceAgree) {
  constexpr int N = 64 * 8;
  std::vector<int> on_warp(N), on_ref(N);
  for (int i = 0; i < N; ++i)
    on_warp[i] = on_ref[i] = i % 13;
  array_view<int, 1> warp_data(N, on_warp), ref_data(N, on_ref);
  amp2hip::parallel_for_each(
      accelerator(accelerator::direct3d_warp).default_view,
      warp_data.extent.tile<64>(), tileSums, warp_data);
  amp2hip::parallel_for_each(
      accelerator(accelerator::direct3d_ref).default_view,
      ref_data.extent.tile<64>(), tileSums, ref_data);
  warp_data.synchronize();
  ref_data.synchronize();
  EXPECT_EQ(on_warp, on_ref);
  EXPECT_NE(on_warp[0], 0); // the kernel ran: a tile's sum of i % 13
}

} // namespace
