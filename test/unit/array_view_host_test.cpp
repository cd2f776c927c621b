//===- array_view_host_test.cpp - array_view on the host ------------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// array_view used on the host only: indexing, projections, sections,
// constructors and their checks. None of it may touch the device, so the
// transfer counters stay at zero and no HIP call is made (these tests run
// on machines without a GPU).
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <array>
#include <type_traits>
#include <vector>

namespace {

using concurrency::array_view;
using concurrency::extent;
using concurrency::index;

class ArrayViewHostTest : public ::testing::Test {
protected:
  void SetUp() override { amp2hip::reset_stats(); }
  void TearDown() override {
    amp2hip::transfer_stats stats = amp2hip::get_stats();
    EXPECT_EQ(stats.launches, 0u);
    EXPECT_EQ(stats.copies_to_device, 0u);
    EXPECT_EQ(stats.copies_to_host, 0u);
  }
};

TEST_F(ArrayViewHostTest, OverPointerSharesMemory) {
  // The C++ AMP overview's examples: a(5) gives 3 at index 2, a(2, 3) gives
  // 6 at (1, 2), a(2, 3, 4) gives 8 at (0, 1, 3).
  int aCPP[] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
  array_view<int, 1> a1(5, aCPP);
  EXPECT_EQ(a1[index<1>(2)], 3);
  EXPECT_EQ(a1[2], 3);
  array_view<int, 2> a2(2, 3, aCPP);
  EXPECT_EQ(a2[index<2>(1, 2)], 6);
  EXPECT_EQ(a2(1, 2), 6);
  array_view<int, 3> a3(2, 3, 4, aCPP);
  EXPECT_EQ(a3[index<3>(0, 1, 3)], 8);
  EXPECT_EQ(a3.extent[2], 4);
  EXPECT_EQ(a3.get_extent(), extent<3>(2, 3, 4));
  a2(0, 1) = 70;
  EXPECT_EQ(aCPP[1], 70);
  EXPECT_EQ(a1.data(), aCPP);
}

TEST_F(ArrayViewHostTest, ProjectionAndSection) {
  int data[12];
  for (int i = 0; i < 12; ++i)
    data[i] = i;
  array_view<int, 2> v(3, 4, data);
  array_view<int, 1> row = v[2]; // elements 8..11
  EXPECT_EQ(row.extent, extent<1>(4));
  EXPECT_EQ(row[1], 9);
  EXPECT_EQ(v[1][3], 7);
  // Section at (1, 1) of shape (2, 2): its (1, 1) is (2, 2) = 10.
  array_view<int, 2> s = v.section(index<2>(1, 1), extent<2>(2, 2));
  EXPECT_EQ(s(1, 1), 10);
  s(0, 0) = -5; // (1, 1) = 5
  EXPECT_EQ(data[5], -5);
  EXPECT_EQ(v.section(index<2>(1, 2)).extent, extent<2>(2, 2));
  EXPECT_THROW(v.section(index<2>(2, 2), extent<2>(2, 2)),
               concurrency::runtime_exception);
}

TEST_F(ArrayViewHostTest, OverContainer) {
  std::vector<float> values(6, 1.5f);
  extent<2> e(2, 3);
  array_view<float, 2> v(e, values);
  v(1, 2) = 4.0f;
  EXPECT_EQ(values[5], 4.0f);
  std::array<int, 4> fixed = {1, 2, 3, 4};
  array_view<int, 1> f(4, fixed);
  EXPECT_EQ(f[3], 4);
  const std::vector<int> constant = {5, 6, 7};
  array_view<const int, 1> c(3, constant);
  EXPECT_EQ(c[2], 7);
  static_assert(std::is_same<decltype(c[2]), const int &>::value);
}

TEST_F(ArrayViewHostTest, ConstructorChecks) {
  std::vector<int> small(5);
  EXPECT_THROW((array_view<int, 2>(2, 3, small)),
               concurrency::runtime_exception);
  int data[1];
  EXPECT_THROW((array_view<int, 1>(-1, data)), concurrency::runtime_exception);
  EXPECT_THROW((array_view<int, 1>(extent<1>(-3))),
               concurrency::runtime_exception);
}

TEST_F(ArrayViewHostTest, OwnedStorageIsZeroed) {
  array_view<double, 2> v(3, 4);
  EXPECT_EQ(v(2, 3), 0.0);
  v(2, 3) = 2.5;
  array_view<double, 2> copy = v; // shares the storage
  EXPECT_EQ(copy(2, 3), 2.5);
}

TEST_F(ArrayViewHostTest, ReadOnlyViewOfWritableView) {
  int data[4] = {1, 2, 3, 4};
  array_view<int, 1> writable(4, data);
  array_view<const int, 1> readonly = writable;
  writable[1] = 20;
  EXPECT_EQ(readonly[1], 20);
  EXPECT_EQ(amp2hip::detail::container_access::buffer(readonly),
            amp2hip::detail::container_access::buffer(writable));
  static_assert(!std::is_convertible<array_view<const int, 1>,
                                     array_view<int, 1>>::value);
}

TEST_F(ArrayViewHostTest, CoherenceWithoutDevice) {
  int data[3] = {1, 2, 3};
  array_view<int, 1> v(3, data);
  auto &buffer = amp2hip::detail::container_access::buffer(v);
  EXPECT_TRUE(buffer->host_valid());
  EXPECT_FALSE(buffer->device_valid());
  v.synchronize(); // nothing to copy
  v.discard_data();
  EXPECT_FALSE(buffer->host_valid());
  EXPECT_EQ(v[0], 1); // no valid copy anywhere: the host memory as it is
  EXPECT_TRUE(buffer->host_valid());
  v.refresh();
  EXPECT_TRUE(buffer->host_valid());
  EXPECT_FALSE(buffer->device_valid());
  EXPECT_TRUE(v.synchronize_async().valid());
}

TEST_F(ArrayViewHostTest, HostBuffersAreNeverShared) {
  // Only arrays with a CPU access type on an accelerator with CPU shared
  // memory get one allocation for host and device (shared memory); views of
  // host memory keep a host copy and a device copy (docs/features/
  // shared-memory.md), so discard_data() and refresh() still change state.
  int data[2] = {1, 2};
  array_view<int, 1> over_host(2, data);
  array_view<int, 1> owned(2);
  for (const auto *buffer :
       {amp2hip::detail::container_access::buffer(over_host).get(),
        amp2hip::detail::container_access::buffer(owned).get()}) {
    EXPECT_FALSE(buffer->shared());
    EXPECT_EQ(buffer->memory(), amp2hip::detail::shared_memory_kind::none);
    EXPECT_FALSE(buffer->bound());
  }
  over_host.discard_data();
  EXPECT_FALSE(
      amp2hip::detail::container_access::buffer(over_host)->host_valid());
  over_host.refresh();
  EXPECT_TRUE(
      amp2hip::detail::container_access::buffer(over_host)->host_valid());
}

TEST_F(ArrayViewHostTest, BuffersAreTrackedForExit) {
  // Live buffers are recorded so that the exit handler can copy their data
  // back while HIP still runs (lifetime.h).
  amp2hip::detail::buffer_state *raw = nullptr;
  {
    int data[2] = {};
    array_view<int, 1> v(2, data);
    array_view<int, 1> copy = v;
    raw = amp2hip::detail::container_access::buffer(copy).get();
    EXPECT_EQ(amp2hip::detail::lifetime().buffers.count(raw), 1u);
  }
  EXPECT_EQ(amp2hip::detail::lifetime().buffers.count(raw), 0u);
  EXPECT_FALSE(amp2hip::detail::hip_shut_down());
}

TEST_F(ArrayViewHostTest, CopyToAndFromIterators) {
  int data[6] = {};
  array_view<int, 2> v(2, 3, data);
  std::vector<int> source = {1, 2, 3, 4, 5, 6};
  concurrency::copy(source.begin(), source.end(), v);
  EXPECT_EQ(data[4], 5);
  std::vector<int> out(4);
  concurrency::copy(v.section(index<2>(0, 1)), out.begin()); // (2, 2) part
  EXPECT_EQ(out, (std::vector<int>{2, 3, 5, 6}));
  std::vector<int> too_short(2);
  EXPECT_THROW(concurrency::copy(too_short.begin(), too_short.end(), v),
               concurrency::runtime_exception);
}

} // namespace
