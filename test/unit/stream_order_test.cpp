//===- stream_order_test.cpp - Copies and kernels on two streams ----------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// The host logic that orders one buffer's work across its view's compute
// stream and transfer stream (buffer.h: stream_order, launch_use_scope;
// accelerator.h: copy_stream_enabled; kernel_uses.h: unrecorded_kernel_uses):
// what a copy waits for, what a kernel waits for, which buffers a launch
// notes, and which of their events a launch records before it is queued.
// No HIP call.
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
using amp2hip::detail::unrecorded_kernel_uses;

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

TEST(LaunchUseScopeTest, BufferWithoutDeviceCopyOrdersNothing) {
  std::vector<int> data(4);
  auto buffer = buffer_state::over_host(data.data(), 16, true);
  EXPECT_FALSE(buffer->orders_kernel_uses()); // no device copy: no event
  EXPECT_FALSE(buffer->order().compute_pending());
  EXPECT_FALSE(buffer->order().transfer_pending());
}

// kernel_uses.h: which compute events a launch records before it is queued.
// Buffers are stand-ins (ints): the list never dereferences them.
TEST(UnrecordedKernelUsesTest, SameBuffersAgainRecordNothing) {
  unrecorded_kernel_uses<int> uses;
  int a = 0, b = 0;
  EXPECT_TRUE(uses.before_launch({&a, &b}).empty()); // nothing before
  for (int launch = 0; launch < 3; ++launch)
    EXPECT_TRUE(uses.before_launch({&b, &a}).empty()) << "launch " << launch;
  EXPECT_EQ(uses.pending(), (std::vector<int *>{&b, &a}));
}

TEST(UnrecordedKernelUsesTest, ALaunchWithoutABufferRecordsItFirst) {
  unrecorded_kernel_uses<int> uses;
  int a = 0, b = 0, c = 0;
  (void)uses.before_launch({&a, &b});
  // The next launch uses b and c: a's event must mark the first launch's
  // end, so it is recorded before the second is queued; b stays pending.
  EXPECT_EQ(uses.before_launch({&b, &c}), std::vector<int *>{&a});
  EXPECT_EQ(uses.pending(), (std::vector<int *>{&b, &c}));
  // A launch using none of them records both.
  EXPECT_EQ(uses.before_launch({}), (std::vector<int *>{&b, &c}));
  EXPECT_TRUE(uses.pending().empty());
}

TEST(UnrecordedKernelUsesTest, ACopyTakesItsBufferOnce) {
  unrecorded_kernel_uses<int> uses;
  int a = 0, b = 0;
  (void)uses.before_launch({&a, &b});
  EXPECT_TRUE(uses.take(&a));  // the copy records a's event now
  EXPECT_FALSE(uses.take(&a)); // the next copy finds it recorded
  // The next launch without a or b records only b (a is already recorded).
  EXPECT_EQ(uses.before_launch({}), std::vector<int *>{&b});
}

TEST(UnrecordedKernelUsesTest, AForgottenBufferIsNeverRecorded) {
  unrecorded_kernel_uses<int> uses;
  int a = 0, b = 0;
  (void)uses.before_launch({&a, &b});
  uses.forget(&b); // b's events are destroyed
  uses.forget(&b); // twice is harmless
  EXPECT_EQ(uses.before_launch({}), std::vector<int *>{&a});
}

} // namespace
