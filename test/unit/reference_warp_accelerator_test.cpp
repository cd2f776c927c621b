//===- reference_warp_accelerator_test.cpp - REF and WARP accelerators ----===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// Microsoft's Direct3D reference (accelerator::direct3d_ref) and WARP
// (accelerator::direct3d_warp) accelerators, and the CPU accelerator beside
// them, as programs use them at start-up: constructed, compared with the
// default accelerator, copied and queried (issue 24, item 4). They need no
// HIP device. Running a kernel on them, or making an array or texture on
// them, throws unsupported_feature (a runtime_exception) before any HIP call.
//
// Expected values: Microsoft's C++ AMP documentation and its team's blog
// ("direct3d_ref accelerator in C++ AMP": description "Software Adapter",
// device path direct3d\ref, version 11.0, dedicated_memory 0 KB, doubles
// and limited doubles true, has_display true, is_emulated true, is_debug
// true; "cpu_accelerator in C++ AMP": "CPU accelerator", device path cpu,
// is_emulated true, no doubles; accelerator::direct3d_warp is the constant
// L"direct3d\\warp", WARP is "Microsoft Basic Render Driver", an emulated
// Direct3D 11 device with double precision and shared memory with the CPU
// (Windows 8.1)). Version 11.0 is (11 << 16) | 0 = 0xB0000.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include "no_transfer_test.h"

#include <string>
#include <vector>

namespace {

using concurrency::accelerator;
using concurrency::accelerator_view;
using concurrency::array;
using concurrency::extent;

class ReferenceWarpAcceleratorTest : public amp2hip_test::NoTransferTest {};

bool has_hip_device() {
  int count = 0;
  if (hipGetDeviceCount(&count) != hipSuccess) {
    (void)hipGetLastError();
    return false;
  }
  return count > 0;
}

TEST_F(ReferenceWarpAcceleratorTest, PathConstants) {
  EXPECT_EQ(std::wstring(accelerator::direct3d_ref), L"direct3d\\ref");
  EXPECT_EQ(std::wstring(accelerator::direct3d_warp), L"direct3d\\warp");
  EXPECT_EQ(std::wstring(accelerator::cpu_accelerator), L"cpu");
}

TEST_F(ReferenceWarpAcceleratorTest, ReferenceProperties) {
  accelerator ref(accelerator::direct3d_ref);
  EXPECT_EQ(ref.device_path, std::wstring(L"direct3d\\ref"));
  EXPECT_EQ(ref.get_device_path(), std::wstring(accelerator::direct3d_ref));
  EXPECT_EQ(ref.description, std::wstring(L"Software Adapter"));
  EXPECT_EQ(ref.get_description(), std::wstring(L"Software Adapter"));
  EXPECT_EQ(ref.version, 0xB0000u);
  EXPECT_EQ(ref.version >> 16, 11u);
  EXPECT_EQ(ref.version & 0xFFFFu, 0u);
  EXPECT_EQ(ref.dedicated_memory, 0u);
  EXPECT_TRUE(ref.supports_double_precision);
  EXPECT_TRUE(ref.supports_limited_double_precision);
  EXPECT_TRUE(ref.has_display);
  EXPECT_TRUE(ref.is_emulated);
  EXPECT_TRUE(ref.get_is_emulated());
  EXPECT_TRUE(ref.is_debug);
  EXPECT_FALSE(ref.supports_cpu_shared_memory);
  EXPECT_EQ(ref.get_default_cpu_access_type(), concurrency::access_type_none);
}

TEST_F(ReferenceWarpAcceleratorTest, WarpProperties) {
  accelerator warp(accelerator::direct3d_warp);
  EXPECT_EQ(warp.device_path, std::wstring(L"direct3d\\warp"));
  EXPECT_EQ(warp.description, std::wstring(L"Microsoft Basic Render Driver"));
  EXPECT_EQ(warp.get_version(), 0xB0000u);
  EXPECT_EQ(warp.get_dedicated_memory(), 0u);
  EXPECT_TRUE(warp.get_supports_double_precision());
  EXPECT_TRUE(warp.get_supports_limited_double_precision());
  EXPECT_TRUE(warp.get_is_emulated());
  EXPECT_FALSE(warp.get_has_display());
  EXPECT_FALSE(warp.get_is_debug());
  EXPECT_TRUE(warp.get_supports_cpu_shared_memory());
}

TEST_F(ReferenceWarpAcceleratorTest, EqualityAndCopies) {
  accelerator ref(accelerator::direct3d_ref);
  accelerator warp(accelerator::direct3d_warp);
  accelerator cpu(accelerator::cpu_accelerator);
  EXPECT_TRUE(ref == accelerator(accelerator::direct3d_ref));
  EXPECT_FALSE(ref != accelerator(accelerator::direct3d_ref));
  EXPECT_TRUE(warp == accelerator(accelerator::direct3d_warp));
  EXPECT_TRUE(ref != warp);
  EXPECT_TRUE(ref != cpu);
  EXPECT_TRUE(warp != cpu);
  accelerator copy(ref);
  EXPECT_TRUE(copy == ref);
  EXPECT_EQ(copy.description, std::wstring(L"Software Adapter"));
  copy = warp; // assignment makes it the WARP accelerator
  EXPECT_TRUE(copy == warp);
  EXPECT_TRUE(copy != ref);
  EXPECT_EQ(copy.device_path, std::wstring(L"direct3d\\warp"));
  EXPECT_FALSE(copy.is_debug);
  copy = cpu;
  EXPECT_TRUE(copy == cpu);
  EXPECT_TRUE(copy.is_emulated);
  // One default view each, shared by every object of it.
  EXPECT_TRUE(ref.default_view ==
              accelerator(accelerator::direct3d_ref).get_default_view());
  EXPECT_TRUE(ref.default_view != warp.default_view);
  EXPECT_TRUE(ref.default_view.get_accelerator() == ref);
  EXPECT_EQ(ref.default_view.get_version(), 0xB0000u);
  EXPECT_TRUE(ref.default_view.get_is_debug()); // its accelerator's
  EXPECT_FALSE(warp.default_view.get_is_debug());
  accelerator_view created = warp.create_view();
  EXPECT_TRUE(created != warp.default_view);
  EXPECT_TRUE(created.get_accelerator() == warp);
  // Nothing is queued on them: these return at once, with no HIP call.
  ref.default_view.wait();
  created.flush();
  created.create_marker().get();
}

// What AMD's samples and Microsoft's demos do at start-up (Chapter 4 of the
// C++ AMP book: `if (defaultDevice == accelerator(accelerator::direct3d_ref))`
// warn that no GPU was found).
TEST_F(ReferenceWarpAcceleratorTest, DefaultAcceleratorIsNeverThem) {
  if (!has_hip_device())
    GTEST_SKIP() << "no HIP device: the default accelerator needs one";
  accelerator default_device;
  EXPECT_TRUE(default_device != accelerator(accelerator::direct3d_ref));
  EXPECT_TRUE(default_device != accelerator(accelerator::direct3d_warp));
  EXPECT_TRUE(default_device != accelerator(accelerator::cpu_accelerator));
  EXPECT_FALSE(default_device.is_emulated);
}

TEST_F(ReferenceWarpAcceleratorTest, GetAllListsNeither) {
  // get_all() lists the HIP devices and the CPU accelerator only:
  // programs launch on every listed accelerator but the CPU one.
  for (const accelerator &each : accelerator::get_all()) {
    EXPECT_NE(each.device_path, std::wstring(accelerator::direct3d_ref));
    EXPECT_NE(each.device_path, std::wstring(accelerator::direct3d_warp));
  }
}

__global__ void neverRuns(amp2hip::detail::launch_domain<1>,
                          amp2hip::device_view<int, 1>) {}

TEST_F(ReferenceWarpAcceleratorTest, KernelsAndArraysOnThemThrow) {
  for (const wchar_t *path :
       {accelerator::direct3d_ref, accelerator::direct3d_warp}) {
    accelerator_view view = accelerator(path).default_view;
    std::vector<int> host(4);
    concurrency::array_view<int, 1> data(4, host);
    try {
      amp2hip::parallel_for_each(view, extent<1>(4), neverRuns, data);
      ADD_FAILURE() << "expected unsupported_feature";
    } catch (const concurrency::unsupported_feature &e) {
      EXPECT_NE(std::string(e.what()).find("not supported on the selected "
                                           "accelerator"),
                std::string::npos)
          << e.what();
    }
    EXPECT_THROW((array<int, 1>(4, view)), concurrency::unsupported_feature);
    EXPECT_THROW((void)view.get_hip_stream(), concurrency::runtime_exception);
  }
}

TEST_F(ReferenceWarpAcceleratorTest, DefaultCpuAccessTypeStaysNone) {
  accelerator warp(accelerator::direct3d_warp);
  EXPECT_TRUE(warp.set_default_cpu_access_type(concurrency::access_type_auto));
  EXPECT_TRUE(warp.set_default_cpu_access_type(concurrency::access_type_none));
  EXPECT_FALSE(
      warp.set_default_cpu_access_type(concurrency::access_type_read_write));
  EXPECT_EQ(warp.get_default_cpu_access_type(), concurrency::access_type_none);
}

// set_default(direct3d_warp) changes the process's default accelerator, so
// it runs in a child process: the default is then WARP, and an array made
// without a view throws unsupported_feature.
int use_warp_as_default() {
  int failures = 0;
  if (!accelerator::set_default(accelerator::direct3d_warp))
    failures |= 1;
  if (accelerator() != accelerator(accelerator::direct3d_warp))
    failures |= 2;
  try {
    array<int, 1> a(3);
    failures |= 4;
  } catch (const concurrency::unsupported_feature &) {
  }
  return failures;
}

TEST(ReferenceWarpAcceleratorDeathTest, SetDefaultToWarp) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(std::exit(use_warp_as_default()), ::testing::ExitedWithCode(0),
              "");
}

} // namespace
