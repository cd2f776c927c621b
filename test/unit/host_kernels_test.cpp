//===- host_kernels_test.cpp - Kernels of WARP and REF in GPU builds ------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// What a GPU build needs to run the kernels of the Direct3D WARP and
// reference accelerators from its host-kernel library
// (docs/features/warp-in-gpu-builds.md), here where this test program has
// no such library: reading the symbols of an ELF file (elf_symbols.h), and
// WARP and REF staying stand-ins without the library (host_kernels.h). The
// library itself is exercised by test/gpu/e2e/warp_kernels (CTest
// warp-amd-e2e-warp_kernels and warp-nvidia-e2e-warp_kernels run its GPU
// builds here, on WARP).
//
// Expected values: the address of a function of this program, which its own
// symbol table must give back once the load base is added (ELF's st_value
// of a position-independent file is an offset from it).
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <dlfcn.h>

#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

// A function whose symbol holds the kernels' mark, as the translator's do.
extern "C" __attribute__((noinline)) int amp2hip_kernel_unit_probe(int x) {
  return x + 1;
}

namespace {

using amp2hip::detail::read_elf_symbols;

TEST(ElfSymbols, NamesAFunctionOfThisProgramAtItsAddress) {
  const auto address =
      reinterpret_cast<std::uintptr_t>(&amp2hip_kernel_unit_probe);
  Dl_info info{};
  ASSERT_NE(dladdr(reinterpret_cast<void *>(address), &info), 0);
  // The filter is a part of the name: GCC's static initializer of this
  // file (`_GLOBAL__sub_I_amp2hip_kernel_unit_probe`, named after its first
  // function) may match too, at another address.
  const amp2hip::detail::elf_symbols symbols =
      read_elf_symbols("/proc/self/exe", "amp2hip_kernel_unit_probe");
  std::vector<std::uintptr_t> values;
  for (const auto &[name, value] : symbols.symbols) {
    EXPECT_NE(name.find("amp2hip_kernel_unit_probe"), std::string::npos);
    if (name == "amp2hip_kernel_unit_probe")
      values.push_back(value);
  }
  ASSERT_EQ(values.size(), 1u);
  const auto base = symbols.position_independent
                        ? reinterpret_cast<std::uintptr_t>(info.dli_fbase)
                        : 0;
  EXPECT_EQ(base + values[0], address);
  EXPECT_EQ(amp2hip_kernel_unit_probe(1), 2);
}

TEST(ElfSymbols, FilterKeepsOnlyMatchingNames) {
  const amp2hip::detail::elf_symbols symbols = read_elf_symbols(
      "/proc/self/exe", "no function of this program is named so");
  EXPECT_TRUE(symbols.symbols.empty());
}

TEST(ElfSymbols, FilesThatAreNotElfGiveNoSymbols) {
  EXPECT_TRUE(read_elf_symbols("/nonexistent/amp2hip", "").symbols.empty());
  const std::string path = ::testing::TempDir() + "amp2hip_not_elf.bin";
  {
    std::ofstream out(path, std::ios::binary);
    out << "\x7f"
           "ELF but truncated";
  }
  EXPECT_TRUE(read_elf_symbols(path, "").symbols.empty());
}

#if !defined(AMP2HIP_PLATFORM_CPU)
// This program has no <program>.host-kernels.so beside it: WARP and REF
// are stand-ins, and the reason names the library looked for.
TEST(HostKernels, WithoutTheLibraryWarpAndRefRunNothing) {
  amp2hip::detail::host_kernel_library &library =
      amp2hip::detail::host_kernel_library::instance();
  if (std::getenv("AMP2HIP_HOST_KERNELS") != nullptr)
    GTEST_SKIP() << "AMP2HIP_HOST_KERNELS is set";
  EXPECT_FALSE(amp2hip::detail::host_kernels_available());
  EXPECT_NE(library.why().find(".host-kernels.so"), std::string::npos)
      << library.why();
  for (const concurrency::accelerator &each :
       concurrency::accelerator::get_all())
    EXPECT_FALSE(each.device_path == concurrency::accelerator::direct3d_warp ||
                 each.device_path == concurrency::accelerator::direct3d_ref);
  concurrency::accelerator warp(concurrency::accelerator::direct3d_warp);
  EXPECT_THROW((concurrency::array<int, 1>(4, warp.default_view)),
               concurrency::unsupported_feature);
}
#endif

} // namespace
