//===- no_transfer_test.h - A fixture for host-only runtime tests -*- C++ -*-===//
//
// Part of amp2hip's runtime unit tests. The fixture resets the runtime's
// transfer counters before each test and checks after it that the test made
// no launch and no host<->device copy: the host logic under test must not
// touch the GPU.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TEST_UNIT_NO_TRANSFER_TEST_H
#define AMP2HIP_TEST_UNIT_NO_TRANSFER_TEST_H

#include <amp2hip/amp.h>
#include <gtest/gtest.h>

namespace amp2hip_test {

/// Base fixture: no launches and no copies during the test.
class NoTransferTest : public ::testing::Test {
protected:
  void SetUp() override { amp2hip::reset_stats(); }
  void TearDown() override {
    amp2hip::transfer_stats stats = amp2hip::get_stats();
    EXPECT_EQ(stats.launches, 0u);
    EXPECT_EQ(stats.copies_to_device, 0u);
    EXPECT_EQ(stats.copies_to_host, 0u);
  }
};

} // namespace amp2hip_test

#endif // AMP2HIP_TEST_UNIT_NO_TRANSFER_TEST_H
