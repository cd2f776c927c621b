//===- stream_order_test.cpp - Copies and kernels on two streams ----------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// The host logic that orders one buffer's work across its view's compute
// stream and transfer stream (buffer.h: stream_order, launch_use_scope;
// accelerator.h: copy_stream_enabled): what a copy waits for, what a kernel
// waits for, and which buffers a launch records its event on. No HIP call.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <vector>

namespace {

using amp2hip::detail::buffer_state;
using amp2hip::detail::copy_stream_enabled;
using amp2hip::detail::launch_use_scope;
using amp2hip::detail::stream_order;

TEST(CopyStreamSettingTest, OnUnlessOff) {
  EXPECT_TRUE(copy_stream_enabled(nullptr));
  EXPECT_TRUE(copy_stream_enabled(""));
  EXPECT_TRUE(copy_stream_enabled("on"));
  EXPECT_TRUE(copy_stream_enabled("1"));
  EXPECT_FALSE(copy_stream_enabled("off"));
  EXPECT_FALSE(copy_stream_enabled("0"));
}

TEST(StreamOrderTest, FreshBufferWaitsForNothing) {
  stream_order order;
  EXPECT_FALSE(order.needs_transfer_wait());
  stream_order::transfer_waits waits = order.before_transfer();
  EXPECT_FALSE(waits.record_compute);
  EXPECT_FALSE(waits.wait_compute);
}

TEST(StreamOrderTest, KernelWaitsForCopyIntoItsBuffer) {
  stream_order order;
  (void)order.before_transfer();
  order.after_transfer();
  // The kernel that uses the buffer next waits for the copy, once: later
  // compute-stream work is ordered after that wait.
  EXPECT_TRUE(order.needs_transfer_wait());
  order.transfer_waited();
  EXPECT_FALSE(order.needs_transfer_wait());
}

TEST(StreamOrderTest, CopyWaitsForKernelThatUsedItsBuffer) {
  stream_order order;
  order.note_compute_use(); // the launch converts the capture
  order.after_kernel();     // and records its event after the kernel
  stream_order::transfer_waits waits = order.before_transfer();
  EXPECT_FALSE(waits.record_compute); // the kernel's event covers it
  EXPECT_TRUE(waits.wait_compute);
  // Every later copy still waits for that kernel (waiting on a completed
  // event costs nothing).
  EXPECT_TRUE(order.before_transfer().wait_compute);
}

TEST(StreamOrderTest, UseOutsideALaunchWaitsForAllComputeWork) {
  stream_order order;
  order.note_compute_use(); // device_data() without a kernel launch
  EXPECT_TRUE(order.compute_unknown());
  stream_order::transfer_waits waits = order.before_transfer();
  EXPECT_TRUE(waits.record_compute); // an event after all queued work
  EXPECT_TRUE(waits.wait_compute);
  EXPECT_FALSE(order.compute_unknown());
  // Recorded once: the next copy waits for the same event.
  waits = order.before_transfer();
  EXPECT_FALSE(waits.record_compute);
  EXPECT_TRUE(waits.wait_compute);
}

TEST(StreamOrderTest, UseAfterKernelIsCoveredOnlyByALaterKernel) {
  stream_order order;
  order.note_compute_use();
  order.after_kernel();
  order.note_compute_use(); // e.g. a texture copy on the compute stream
  EXPECT_TRUE(order.before_transfer().record_compute);
  order.note_compute_use();
  order.after_kernel(); // a later kernel's event covers the earlier use
  EXPECT_FALSE(order.before_transfer().record_compute);
}

TEST(StreamOrderTest, SettledForgetsEverything) {
  stream_order order;
  order.note_compute_use();
  order.after_kernel();
  order.after_transfer();
  order.note_compute_use();
  order.settled(); // the view waited for both streams
  EXPECT_FALSE(order.compute_pending());
  EXPECT_FALSE(order.compute_unknown());
  EXPECT_FALSE(order.transfer_pending());
  stream_order::transfer_waits waits = order.before_transfer();
  EXPECT_FALSE(waits.record_compute);
  EXPECT_FALSE(waits.wait_compute);
}

TEST(LaunchUseScopeTest, CollectsEachBufferOnceAndNests) {
  EXPECT_EQ(launch_use_scope::active(), nullptr);
  std::vector<int> first(4), second(4);
  auto a = buffer_state::over_host(first.data(), 16, true);
  auto b = buffer_state::over_host(second.data(), 16, true);
  {
    launch_use_scope outer;
    EXPECT_EQ(launch_use_scope::active(), &outer);
    outer.add(a.get());
    outer.add(b.get());
    outer.add(a.get()); // a view and a section of one buffer
    ASSERT_EQ(outer.buffers().size(), 2u);
    EXPECT_EQ(outer.buffers()[0], a.get());
    EXPECT_EQ(outer.buffers()[1], b.get());
    {
      launch_use_scope inner;
      EXPECT_EQ(launch_use_scope::active(), &inner);
      EXPECT_TRUE(inner.buffers().empty());
    }
    EXPECT_EQ(launch_use_scope::active(), &outer);
  }
  EXPECT_EQ(launch_use_scope::active(), nullptr);
}

TEST(LaunchUseScopeTest, ClosesWhenAConversionThrows) {
  try {
    launch_use_scope scope;
    throw std::runtime_error("conversion failed");
  } catch (const std::runtime_error &) {
  }
  EXPECT_EQ(launch_use_scope::active(), nullptr);
}

TEST(LaunchUseScopeTest, BufferWithoutDeviceCopyRecordsNothing) {
  std::vector<int> data(4);
  auto buffer = buffer_state::over_host(data.data(), 16, true);
  buffer->record_kernel_use(nullptr); // no device copy: no HIP call
  EXPECT_FALSE(buffer->order().compute_pending());
  EXPECT_FALSE(buffer->order().transfer_pending());
}

} // namespace
