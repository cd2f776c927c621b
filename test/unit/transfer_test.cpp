//===- transfer_test.cpp - The transfer engine's host logic ---------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// The pure parts of the transfer engine (transfer.h): the plan for a copy
// of a given size, the slices the memcpy threads take, the settings read
// from the environment, and the contiguous-iterator traits that let
// concurrency::copy skip its staging vector. No HIP call.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <deque>
#include <list>
#include <vector>

namespace {

using amp2hip::detail::byte_range;
using amp2hip::detail::parse_transfer_size;
using amp2hip::detail::plan_transfer;
using amp2hip::detail::slice_of;
using amp2hip::detail::transfer_plan;
using amp2hip::detail::transfer_settings;

constexpr std::size_t MiB = std::size_t(1) << 20;

TEST(TransferPlanTest, SmallCopiesAreDirect) {
  transfer_settings settings; // 256 KiB threshold, 8 MiB chunks
  settings.threads = 6;
  for (std::size_t bytes : {std::size_t(0), std::size_t(1), std::size_t(4096),
                            MiB / 4 - 1}) {
    transfer_plan plan = plan_transfer(bytes, settings);
    EXPECT_FALSE(plan.staged) << bytes;
    EXPECT_EQ(plan.chunks, 1u) << bytes;
    EXPECT_EQ(plan.threads, 1u) << bytes;
  }
}

TEST(TransferPlanTest, LargeCopiesAreStagedInChunks) {
  transfer_settings settings;
  settings.threads = 6;
  transfer_plan plan = plan_transfer(MiB / 4, settings);
  EXPECT_TRUE(plan.staged);
  EXPECT_EQ(plan.chunks, 1u);
  EXPECT_EQ(plan.threads, 6u);
  EXPECT_EQ(plan_transfer(256 * MiB, settings).chunks, 32u);
  EXPECT_EQ(plan_transfer(256 * MiB + 1, settings).chunks, 33u);
  EXPECT_EQ(plan_transfer(8 * MiB - 1, settings).chunks, 1u);
}

TEST(TransferPlanTest, StagingCanBeTurnedOff) {
  transfer_settings settings;
  settings.staged_min_bytes = SIZE_MAX;
  EXPECT_FALSE(plan_transfer(std::size_t(1) << 30, settings).staged);
}

TEST(TransferPlanTest, HostMemoryIsRegisteredAfterRepeatedStagedCopies) {
  using amp2hip::detail::should_register;
  transfer_settings settings; // register on the third staged copy
  EXPECT_FALSE(should_register(64 * MiB, 1, settings));
  EXPECT_FALSE(should_register(64 * MiB, 2, settings));
  EXPECT_TRUE(should_register(64 * MiB, 3, settings));
  EXPECT_TRUE(should_register(64 * MiB, 9, settings));
  EXPECT_TRUE(should_register(MiB, 3, settings));
  EXPECT_FALSE(should_register(MiB / 4 - 1, 9, settings)); // direct: never
  settings.register_after = 0;
  EXPECT_FALSE(should_register(64 * MiB, 9, settings));
  settings.register_after = 1;
  settings.staged_min_bytes = SIZE_MAX;
  EXPECT_FALSE(should_register(64 * MiB, 9, settings));
}

TEST(TransferPlanTest, SlicesCoverTheChunkOnceInPages) {
  for (std::size_t bytes : {std::size_t(0), std::size_t(100), std::size_t(4096),
                            8 * MiB, 8 * MiB - 3, 5 * MiB + 12345}) {
    for (unsigned slices : {1u, 2u, 3u, 8u, 13u}) {
      std::size_t next = 0;
      for (unsigned i = 0; i < slices; ++i) {
        byte_range range = slice_of(bytes, i, slices);
        EXPECT_EQ(range.first, next) << bytes << " " << slices << " " << i;
        EXPECT_LE(range.first, range.last);
        if (range.last != bytes)
          EXPECT_EQ(range.last % 4096, 0u);
        next = range.last;
      }
      EXPECT_EQ(next, bytes) << bytes << " " << slices;
    }
  }
}

TEST(TransferSettingsTest, ParsesSizesWithSuffixes) {
  EXPECT_EQ(parse_transfer_size("4096", 7), 4096u);
  EXPECT_EQ(parse_transfer_size("16K", 7), 16u << 10);
  EXPECT_EQ(parse_transfer_size("8M", 7), 8u << 20);
  EXPECT_EQ(parse_transfer_size("2g", 7), std::size_t(2) << 30);
  EXPECT_EQ(parse_transfer_size(nullptr, 7), 7u);
  EXPECT_EQ(parse_transfer_size("", 7), 7u);
  EXPECT_EQ(parse_transfer_size("0", 7), 7u);
  EXPECT_EQ(parse_transfer_size("8MB", 7), 7u);
  EXPECT_EQ(parse_transfer_size("x", 7), 7u);
}

TEST(TransferSettingsTest, EnvironmentOverridesDefaults) {
  ::setenv("AMP2HIP_TRANSFER_STAGED_MIN", "1M", 1);
  ::setenv("AMP2HIP_TRANSFER_CHUNK", "2M", 1);
  ::setenv("AMP2HIP_TRANSFER_SLOTS", "1", 1); // at least 2
  ::setenv("AMP2HIP_TRANSFER_THREADS", "3", 1);
  ::setenv("AMP2HIP_TRANSFER_REGISTER_AFTER", "5", 1);
  transfer_settings settings = amp2hip::detail::settings_from_environment(16);
  EXPECT_EQ(settings.staged_min_bytes, MiB);
  EXPECT_EQ(settings.chunk_bytes, 2 * MiB);
  EXPECT_EQ(settings.slots, 2u);
  EXPECT_EQ(settings.threads, 3u);
  EXPECT_EQ(settings.register_after, 5u);
  ::setenv("AMP2HIP_TRANSFER_STAGED_MIN", "off", 1);
  ::setenv("AMP2HIP_TRANSFER_REGISTER_AFTER", "off", 1);
  ::unsetenv("AMP2HIP_TRANSFER_THREADS");
  settings = amp2hip::detail::settings_from_environment(16);
  EXPECT_EQ(settings.staged_min_bytes, SIZE_MAX);
  EXPECT_EQ(settings.threads, 8u);
  EXPECT_EQ(settings.register_after, 0u);
  ::unsetenv("AMP2HIP_TRANSFER_REGISTER_AFTER");
  ::unsetenv("AMP2HIP_TRANSFER_STAGED_MIN");
  ::unsetenv("AMP2HIP_TRANSFER_CHUNK");
  ::unsetenv("AMP2HIP_TRANSFER_SLOTS");
  settings = amp2hip::detail::settings_from_environment(2);
  EXPECT_EQ(settings.staged_min_bytes, transfer_settings().staged_min_bytes);
  EXPECT_EQ(settings.threads, 1u);
  EXPECT_EQ(settings.register_after, 3u);
}

TEST(TransferSettingsTest, DefaultThreadsAreHalfTheHardwareAtMostEight) {
  EXPECT_EQ(amp2hip::detail::default_transfer_threads(0), 1u);
  EXPECT_EQ(amp2hip::detail::default_transfer_threads(2), 1u);
  EXPECT_EQ(amp2hip::detail::default_transfer_threads(6), 3u);
  EXPECT_EQ(amp2hip::detail::default_transfer_threads(16), 8u);
  EXPECT_EQ(amp2hip::detail::default_transfer_threads(128), 8u);
}

TEST(TransferIteratorTest, ContiguousIteratorsAreRecognized) {
  using amp2hip::detail::is_contiguous_iterator_of;
  using amp2hip::detail::is_contiguous_output_of;
  static_assert(is_contiguous_iterator_of<float, float *>);
  static_assert(is_contiguous_iterator_of<float, const float *>);
  static_assert(is_contiguous_iterator_of<float, std::vector<float>::iterator>);
  static_assert(
      is_contiguous_iterator_of<float, std::vector<float>::const_iterator>);
  static_assert(!is_contiguous_iterator_of<float, int *>);
  static_assert(!is_contiguous_iterator_of<float, std::list<float>::iterator>);
  static_assert(!is_contiguous_iterator_of<float, std::deque<float>::iterator>);
  static_assert(is_contiguous_output_of<int, int *>);
  static_assert(is_contiguous_output_of<int, std::vector<int>::iterator>);
  static_assert(!is_contiguous_output_of<int, const int *>);
  static_assert(
      !is_contiguous_output_of<int, std::vector<int>::const_iterator>);
  SUCCEED();
}

TEST(TransferAsyncTest, CopyAsyncRunsOnAnotherThreadAndRethrows) {
  // A host-only copy (array_views of host memory, never on a device): the
  // future carries the exception of a copy between different extents.
  std::vector<int> a(4, 1), b(5, 0);
  concurrency::array_view<const int, 1> from(4, a);
  concurrency::array_view<int, 1> to(5, b);
  concurrency::completion_future done = concurrency::copy_async(from, to);
  EXPECT_TRUE(done.valid());
  EXPECT_THROW(done.get(), concurrency::runtime_exception);
  concurrency::array_view<int, 1> to4(4, b);
  concurrency::copy_async(from, to4).get();
  EXPECT_EQ(b, std::vector<int>({1, 1, 1, 1, 0}));
}

} // namespace
