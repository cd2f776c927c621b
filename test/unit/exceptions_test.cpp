//===- exceptions_test.cpp - Exceptions and the HIP error checker ---------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <string>

namespace {

TEST(ExceptionsTest, RuntimeException) {
  concurrency::runtime_exception error("something failed", 42);
  EXPECT_STREQ(error.what(), "something failed");
  EXPECT_EQ(error.get_error_code(), 42);
  const std::exception &base = error;
  EXPECT_STREQ(base.what(), "something failed");
  EXPECT_STREQ(concurrency::runtime_exception(nullptr, 1).what(), "");
}

TEST(ExceptionsTest, DerivedKindsAndCodes) {
  // The HRESULTs AMP used: E_OUTOFMEMORY, E_INVALIDARG, E_NOTIMPL.
  concurrency::out_of_memory oom;
  EXPECT_EQ(oom.get_error_code(), static_cast<int>(0x8007000Eu));
  concurrency::invalid_compute_domain domain("bad domain");
  EXPECT_STREQ(domain.what(), "bad domain");
  EXPECT_EQ(domain.get_error_code(), static_cast<int>(0x80070057u));
  concurrency::unsupported_feature feature;
  EXPECT_EQ(feature.get_error_code(), static_cast<int>(0x80004001u));
  EXPECT_THROW(throw concurrency::invalid_compute_domain(),
               concurrency::runtime_exception);
}

TEST(HipCheckTest, SuccessDoesNotThrow) {
  EXPECT_NO_THROW(amp2hip::detail::check_hip(hipSuccess, "call", "f.h", 1));
}

TEST(HipCheckTest, OutOfMemoryBecomesOutOfMemory) {
  try {
    amp2hip::detail::check_hip(hipErrorOutOfMemory, "hipMalloc(&p, 16)",
                               "buffer.h", 12);
    FAIL() << "expected out_of_memory";
  } catch (const concurrency::out_of_memory &error) {
    std::string message = error.what();
    EXPECT_NE(message.find("hipMalloc(&p, 16) failed at buffer.h:12"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find(hipGetErrorString(hipErrorOutOfMemory)),
              std::string::npos)
        << message;
    EXPECT_EQ(error.get_error_code(), static_cast<int>(hipErrorOutOfMemory));
  }
}

TEST(HipCheckTest, OtherErrorsBecomeRuntimeException) {
  try {
    AMP2HIP_HIP_CHECK(hipErrorInvalidValue);
    FAIL() << "expected runtime_exception";
  } catch (const concurrency::out_of_memory &) {
    FAIL() << "not an out-of-memory error";
  } catch (const concurrency::runtime_exception &error) {
    std::string message = error.what();
    EXPECT_NE(message.find("hipErrorInvalidValue failed at"), std::string::npos)
        << message;
    EXPECT_NE(message.find("exceptions_test.cpp"), std::string::npos)
        << message;
    EXPECT_EQ(error.get_error_code(), static_cast<int>(hipErrorInvalidValue));
  }
}

// The reference and WARP accelerators are constructed without HIP, as the
// CPU accelerator is (reference_warp_accelerator_test.cpp tests them);
// running kernels on them throws unsupported_feature.
TEST(AcceleratorTest, ReferenceAndWarpAcceleratorsNeedNoHip) {
  using concurrency::accelerator;
  EXPECT_NO_THROW((void)accelerator(accelerator::direct3d_ref));
  EXPECT_NO_THROW((void)accelerator(accelerator::direct3d_warp));
  EXPECT_EQ(accelerator(accelerator::direct3d_ref).get_hip_device(),
            amp2hip::detail::ref_device);
  EXPECT_EQ(accelerator(accelerator::direct3d_warp).get_hip_device(),
            amp2hip::detail::warp_device);
}

// The CPU accelerator is supported (amp_api_test.cpp tests it); making one
// needs no HIP device, so it works on a machine without a GPU.
TEST(AcceleratorTest, CpuAcceleratorNeedsNoHip) {
  using concurrency::accelerator;
  accelerator cpu(accelerator::cpu_accelerator);
  EXPECT_EQ(cpu.get_device_path(), std::wstring(L"cpu"));
  EXPECT_EQ(cpu.get_hip_device(), amp2hip::detail::cpu_device);
}

TEST(AcceleratorTest, UnknownPathsThrowRuntimeException) {
  using concurrency::accelerator;
  // With a HIP device the path names none; without one there is no device
  // to name: runtime_exception (E_INVALIDARG or HIP's error) either way.
  EXPECT_THROW((void)accelerator(L"gpu"), concurrency::runtime_exception);
}

} // namespace
