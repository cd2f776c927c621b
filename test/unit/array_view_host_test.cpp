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

#include "no_transfer_test.h"

#include <array>
#include <cstring>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace {

using concurrency::array_view;
using concurrency::extent;
using concurrency::index;

class ArrayViewHostTest : public amp2hip_test::NoTransferTest {};

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

TEST_F(ArrayViewHostTest, ViewAsReshapesARankOneView) {
  int data[12];
  for (int i = 0; i < 12; ++i)
    data[i] = i;
  array_view<int, 1> v(12, data);
  array_view<int, 2> m = v.view_as(extent<2>(3, 4));
  EXPECT_EQ(m.extent, extent<2>(3, 4));
  EXPECT_EQ(m(1, 2), 6);
  EXPECT_EQ(m[2][3], 11);
  m(2, 3) = -11;
  EXPECT_EQ(data[11], -11);
  EXPECT_EQ(v[11], -11);
  array_view<int, 3> cube = v.view_as(extent<3>(2, 2, 3));
  EXPECT_EQ((cube[index<3>(1, 0, 2)]), 8);
  // Fewer elements than the source: the first ones.
  array_view<int, 2> part = v.view_as(extent<2>(2, 3));
  EXPECT_EQ(part(1, 2), 5);
  // A rank-1 section starts at its own index 0.
  array_view<int, 2> tail =
      v.section(index<1>(4), extent<1>(8)).view_as(extent<2>(2, 4));
  EXPECT_EQ(tail(0, 0), 4);
  EXPECT_EQ(tail(1, 2), 10);
  // A row of a rank-2 view is a rank-1 view: it may be reshaped.
  array_view<int, 2> g(3, 4, data);
  EXPECT_EQ(g[1].view_as(extent<2>(2, 2))(1, 1), 7);
  // Rank 1 to rank 1, and read-only views.
  array_view<const int, 1> ro = v;
  array_view<const int, 2> rm = ro.view_as(extent<2>(6, 2));
  static_assert(std::is_same<decltype(rm(0, 0)), const int &>::value);
  EXPECT_EQ(rm(5, 1), -11);
  EXPECT_EQ(v.view_as(extent<1>(3)).extent, extent<1>(3));
  static_assert(std::is_same<decltype(v.view_as(extent<2>(1, 1))),
                             array_view<int, 2>>::value);
  static_assert(std::is_same<decltype(ro.view_as(extent<3>(1, 1, 1))),
                             array_view<const int, 3>>::value);
}

TEST_F(ArrayViewHostTest, ViewAsChecksTheExtent) {
  int data[6] = {};
  array_view<int, 1> v(6, data);
  EXPECT_THROW(v.view_as(extent<2>(2, 4)), concurrency::runtime_exception);
  EXPECT_THROW(v.view_as(extent<2>(-1, 2)), concurrency::runtime_exception);
  EXPECT_THROW(v.section(index<1>(3)).view_as(extent<2>(2, 2)),
               concurrency::runtime_exception);
  try {
    v.view_as(extent<3>(1, 2, 4));
    ADD_FAILURE() << "view_as(1x2x4) of 6 elements did not throw";
  } catch (const concurrency::runtime_exception &error) {
    EXPECT_EQ(error.get_error_code(), amp2hip::detail::hresult::e_invalidarg);
    EXPECT_NE(std::string(error.what()).find("view_as"), std::string::npos);
  }
  EXPECT_EQ(v.view_as(extent<2>(0, 5)).extent.size(), 0u);
}

TEST_F(ArrayViewHostTest, ReinterpretAsChangesTheElementType) {
  float values[4] = {1.0f, 2.0f, -0.5f, 0.0f};
  array_view<float, 1> f(4, values);
  array_view<unsigned, 1> bits = f.reinterpret_as<unsigned>();
  EXPECT_EQ(bits.extent, extent<1>(4));
  EXPECT_EQ(bits[0], 0x3f800000u);
  EXPECT_EQ(bits[1], 0x40000000u);
  bits[3] = 0x40400000u; // 3.0f
  EXPECT_EQ(values[3], 3.0f);
  EXPECT_EQ(f[3], 3.0f);
  EXPECT_EQ(f.reinterpret_as<char>().extent, extent<1>(16));
  EXPECT_EQ(f.reinterpret_as<double>().extent, extent<1>(2));
  // The new view starts where the old one does.
  array_view<unsigned, 1> back =
      f.section(index<1>(2)).reinterpret_as<unsigned>();
  EXPECT_EQ(back.extent, extent<1>(2));
  EXPECT_EQ(back[1], 0x40400000u);
  EXPECT_EQ(back.data(), bits.data() + 2);
  // A read-only view stays read-only; a writable one may be viewed as const.
  array_view<const float, 1> ro = f;
  static_assert(std::is_same<decltype(ro.reinterpret_as<int>()),
                             array_view<const int, 1>>::value);
  static_assert(std::is_same<decltype(f.reinterpret_as<const int>()),
                             array_view<const int, 1>>::value);
  EXPECT_EQ(ro.reinterpret_as<int>()[0], 0x3f800000);
  // reinterpret_as and view_as compose: 4 floats as 2x2 uint16 pairs.
  array_view<unsigned short, 2> halves =
      f.reinterpret_as<unsigned short>().view_as(extent<2>(4, 2));
  EXPECT_EQ(halves.extent, extent<2>(4, 2));
  EXPECT_EQ(halves(0, 1), 0x3f80); // high half of 1.0f (little endian)
}

TEST_F(ArrayViewHostTest, ReinterpretAsChecksSizeAndOffset) {
  char bytes[8] = {};
  array_view<char, 1> c(8, bytes);
  EXPECT_THROW(c.section(index<1>(0), extent<1>(6)).reinterpret_as<int>(),
               concurrency::runtime_exception); // 6 bytes
  EXPECT_THROW(c.section(index<1>(1), extent<1>(4)).reinterpret_as<int>(),
               concurrency::runtime_exception); // starts at byte 1
  try {
    (void)c.section(index<1>(2), extent<1>(6)).reinterpret_as<short>();
    (void)c.section(index<1>(0), extent<1>(3)).reinterpret_as<short>();
    ADD_FAILURE() << "3 bytes as shorts did not throw";
  } catch (const concurrency::runtime_exception &error) {
    EXPECT_EQ(error.get_error_code(), amp2hip::detail::hresult::e_invalidarg);
    EXPECT_NE(std::string(error.what()).find("reinterpret_as"),
              std::string::npos);
  }
  array_view<int, 1> high = c.section(index<1>(4)).reinterpret_as<int>();
  EXPECT_EQ(high.extent, extent<1>(1));
  high[0] = 0x01020304;
  int expected = 0x01020304;
  EXPECT_EQ(std::memcmp(bytes + 4, &expected, 4), 0);
  EXPECT_EQ(bytes[0], 0);

  using amp2hip::detail::reinterpret_shape;
  EXPECT_EQ(reinterpret_shape(5, 0, 4, 2).size, 10);
  EXPECT_EQ(reinterpret_shape(4, 2, 4, 8).offset, 1);
  EXPECT_EQ(reinterpret_shape(4, 2, 4, 8).size, 2);
  EXPECT_EQ(reinterpret_shape(0, 0, 4, 8).size, 0);
  EXPECT_THROW(reinterpret_shape(3, 0, 4, 8), concurrency::runtime_exception);
  EXPECT_THROW(reinterpret_shape(2, 1, 4, 8), concurrency::runtime_exception);
  EXPECT_THROW(reinterpret_shape(1ull << 30, 0, 8, 1),
               concurrency::runtime_exception); // 2^33 elements
}

TEST_F(ArrayViewHostTest, ViewAsAndReinterpretAsShareTheCoherenceState) {
  // The new views are views of the same buffer_state: what one does to
  // the host or device copy, the others see (no copies of their own).
  std::vector<float> values(8, 1.0f);
  array_view<float, 1> f(8, values);
  array_view<float, 2> m = f.view_as(extent<2>(2, 4));
  array_view<int, 1> i = f.reinterpret_as<int>();
  array_view<const int, 2> ri = i.view_as(extent<2>(4, 2));
  const auto &buffer = amp2hip::detail::container_access::buffer(f);
  EXPECT_EQ(amp2hip::detail::container_access::buffer(m), buffer);
  EXPECT_EQ(amp2hip::detail::container_access::buffer(i), buffer);
  EXPECT_EQ(amp2hip::detail::container_access::buffer(ri), buffer);
  EXPECT_EQ(buffer.use_count(), 4);
  i.discard_data();
  EXPECT_FALSE(buffer->host_valid());
  EXPECT_FALSE(buffer->device_valid());
  m.refresh();
  EXPECT_TRUE(buffer->host_valid());
  EXPECT_FALSE(buffer->device_valid());
  ri.synchronize();
  EXPECT_TRUE(buffer->host_valid());
  m(1, 3) = 2.0f;
  EXPECT_EQ(values[7], 2.0f);
  EXPECT_EQ(ri(3, 1), 0x40000000);
  // The new views keep the buffer alive after the source view goes away.
  amp2hip::detail::buffer_state *raw = buffer.get();
  {
    array_view<int, 2> survivor =
        f.reinterpret_as<int>().view_as(extent<2>(2, 4));
    f = array_view<float, 1>(1);
    m = array_view<float, 2>(1, 1);
    i = array_view<int, 1>(1);
    ri = array_view<const int, 2>(i.view_as(extent<2>(1, 1)));
    EXPECT_EQ(amp2hip::detail::lifetime().buffers.count(raw), 1u);
    survivor(0, 0) = 5;
    int first = 0;
    std::memcpy(&first, &values[0], sizeof first);
    EXPECT_EQ(first, 5);
  }
  EXPECT_EQ(amp2hip::detail::lifetime().buffers.count(raw), 0u);
}

TEST_F(ArrayViewHostTest, ArrayViewAsTypes) {
  // Arrays need a device to exist; their view_as / reinterpret_as types are
  // checked here, their behaviour in runtime_gpu_check.hip.cpp.
  using concurrency::array;
  using A = array<int, 3>;
  static_assert(std::is_same<decltype(std::declval<A &>().view_as(
                                 std::declval<extent<1>>())),
                             array_view<int, 1>>::value);
  static_assert(std::is_same<decltype(std::declval<const A &>().view_as(
                                 std::declval<extent<2>>())),
                             array_view<const int, 2>>::value);
  static_assert(std::is_same<
                decltype(std::declval<A &>().template reinterpret_as<float>()),
                array_view<float, 1>>::value);
  static_assert(std::is_same<decltype(std::declval<const A &>()
                                          .template reinterpret_as<float>()),
                             array_view<const float, 1>>::value);
}

TEST_F(ArrayViewHostTest, DeviceViewAsAndReinterpretAs) {
  // device_view's forms are __host__ __device__: check them on host memory.
  int data[12];
  for (int k = 0; k < 12; ++k)
    data[k] = k;
  const amp2hip::device_view<int, 1> d{data, extent<1>(12), extent<1>(12)};
  amp2hip::device_view<int, 2> m = d.view_as(extent<2>(3, 4));
  EXPECT_EQ(m.extent, extent<2>(3, 4));
  EXPECT_EQ(m.layout_, extent<2>(3, 4));
  EXPECT_EQ(m(2, 1), 9);
  amp2hip::device_view<int, 1> flat = m.view_as(extent<1>(12));
  EXPECT_EQ(flat[11], 11);
  amp2hip::device_view<char, 1> c = m.reinterpret_as<char>();
  EXPECT_EQ(c.extent, extent<1>(48));
  EXPECT_EQ(static_cast<void *>(c.data()), static_cast<void *>(data));
  amp2hip::device_view<long long, 1> wide = d.reinterpret_as<long long>();
  EXPECT_EQ(wide.extent, extent<1>(6));
  const amp2hip::device_view<const int, 1> ro = d;
  EXPECT_EQ(ro.reinterpret_as<float>().extent, extent<1>(12));
  static_assert(std::is_same<decltype(ro.reinterpret_as<float>()),
                             amp2hip::device_view<const float, 1>>::value);
  static_assert(std::is_same<decltype(ro.view_as(extent<2>(1, 1))),
                             amp2hip::device_view<const int, 2>>::value);
  static_assert(
      std::is_trivially_copyable<amp2hip::device_view<int, 2>>::value);
}

// Device views index in 32-bit int arithmetic, so a container holds at most
// 2^31 - 1 elements (Direct3D 11 allowed at most 2048 MB in one resource). A
// container that reaches 2^31 elements is refused, before any memory is
// allocated.
TEST_F(ArrayViewHostTest, ContainersOfTwoToThe31ElementsAreRefused) {
  using amp2hip::detail::check_container_extent;
  const extent<2> tooBig(32768, 65536); // 2^31 elements
  EXPECT_NO_THROW(check_container_extent(extent<2>(32767, 65537))); // 2^31-32769
  EXPECT_NO_THROW(check_container_extent(extent<1>(0x7FFFFFFF)));   // 2^31-1
  EXPECT_THROW(check_container_extent(tooBig), concurrency::runtime_exception);
  EXPECT_THROW(check_container_extent(extent<3>(2, 32768, 32768)),
               concurrency::runtime_exception);
  EXPECT_THROW(check_container_extent(extent<2>(-1, 4)),
               concurrency::runtime_exception);

  // Over host memory: the check comes before the memory is touched, so a
  // one-element buffer stands in for 8 GiB.
  int one = 0;
  try {
    array_view<int, 2> view(tooBig, &one);
    ADD_FAILURE() << "an array_view of 2^31 elements was made";
  } catch (const concurrency::runtime_exception &error) {
    EXPECT_EQ(error.get_error_code(), amp2hip::detail::hresult::e_invalidarg);
    EXPECT_NE(std::string(error.what()).find("2147483648 elements"),
              std::string::npos)
        << error.what();
  }
  EXPECT_THROW((array_view<const int, 3>(1024, 2048, 2048, &one)),
               concurrency::runtime_exception);
  // Over a container: the size check comes first, whatever its size.
  std::vector<int> small(4);
  try {
    array_view<int, 2> view(tooBig, small);
    ADD_FAILURE() << "an array_view of 2^31 elements was made";
  } catch (const concurrency::runtime_exception &error) {
    EXPECT_NE(std::string(error.what()).find("2^31"), std::string::npos)
        << error.what();
  }
  // Owned host memory and arrays (here on the CPU accelerator, whose
  // memory is plain host memory): refused before allocating.
  EXPECT_THROW((array_view<int, 2>(tooBig)), concurrency::runtime_exception);
  concurrency::accelerator_view cpu =
      concurrency::accelerator(concurrency::accelerator::cpu_accelerator)
          .default_view;
  EXPECT_THROW((concurrency::array<float, 2>(tooBig, cpu)),
               concurrency::runtime_exception);
  EXPECT_THROW((concurrency::array<char, 3>(4, 1 << 15, 1 << 15, cpu)),
               concurrency::runtime_exception);
}

// Device views compute offsets in 32-bit int arithmetic; for every index
// inside a layout of fewer than 2^31 elements that is the row-major offset,
// up to the last element of the largest layouts.
TEST_F(ArrayViewHostTest, DeviceViewOffsetsAre32BitRowMajor) {
  using amp2hip::device_view;
  using amp2hip::detail::view_offset32;
  // Small shapes, against the offsets written out.
  EXPECT_EQ(view_offset32(index<1>(7), extent<1>(10)), 7);
  EXPECT_EQ(view_offset32(index<2>(2, 3), extent<2>(3, 5)), 2 * 5 + 3);
  EXPECT_EQ(view_offset32(index<3>(1, 2, 3), extent<3>(2, 3, 4)),
            (1 * 3 + 2) * 4 + 3);
  int rank4[] = {4, 3, 2, 5};
  int at4[] = {3, 2, 1, 4};
  EXPECT_EQ(view_offset32(index<4>(at4), extent<4>(rank4)),
            ((3 * 3 + 2) * 2 + 1) * 5 + 4); // the last element, 119
  // The last element of layouts of up to 2^31 - 1 elements: the same as the
  // 64-bit row_major_offset.
  EXPECT_EQ(view_offset32(index<2>(32766, 65536), extent<2>(32767, 65537)),
            2147450878); // 32767 * 65537 - 1
  EXPECT_EQ(view_offset32(index<1>(0x7FFFFFFE), extent<1>(0x7FFFFFFF)),
            0x7FFFFFFE);
  EXPECT_EQ(
      view_offset32(index<3>(510, 2047, 2046), extent<3>(511, 2048, 2047)),
      amp2hip::detail::row_major_offset(index<3>(510, 2047, 2046),
                                        extent<3>(511, 2048, 2047)));
  EXPECT_EQ(
      view_offset32(index<3>(510, 2047, 2046), extent<3>(511, 2048, 2047)),
      2142242815); // 511 * 2048 * 2047 - 1
  EXPECT_EQ(amp2hip::detail::row_length32(extent<3>(511, 2048, 2047)),
            4192256);

  // On a real 2 x 3 x 4 array: every index form reaches the same element.
  int data[24];
  for (int i = 0; i < 24; ++i)
    data[i] = i;
  device_view<int, 3> v(data, extent<3>(2, 3, 4), extent<3>(2, 3, 4));
  EXPECT_EQ(v.offset_of(index<3>(1, 2, 3)), 23);
  EXPECT_EQ(&v[index<3>(1, 2, 3)], &data[23]);
  EXPECT_EQ(&v(1, 2, 3), &data[23]);
  EXPECT_EQ(&v[1](index<2>(0, 1)), &data[13]);
  EXPECT_EQ(&v[1][2][3], &data[23]);
  // A section keeps the layout: its (0, 1, 1) is (1, 2, 1) of the
  // 2 x 3 x 4 layout: offset 16 (the origin, (1, 1, 0)) + 4 + 1 = 21.
  device_view<int, 3> s = v.section(index<3>(1, 1, 0), extent<3>(1, 2, 4));
  EXPECT_EQ(s.data(), &data[16]);
  EXPECT_EQ(&s(0, 1, 1), &data[21]);
  EXPECT_EQ(&s[index<3>(0, 1, 3)], &data[23]);
  device_view<int, 2> m(data, extent<2>(4, 6), extent<2>(4, 6));
  EXPECT_EQ(&m(3, 5), &data[23]);
  EXPECT_EQ(&m(2, 0), &data[12]);
  device_view<const int, 2> sm = m.section(index<2>(1, 2), extent<2>(2, 3));
  EXPECT_EQ(sm(1, 2), 1 * 6 + 2 + 6 + 2); // (2, 4) of the 4 x 6 layout: 16
}

} // namespace
