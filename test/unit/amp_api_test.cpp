//===- amp_api_test.cpp - The C++ AMP API of chapters 3 to 5 --------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// The members of the C++ AMP v1.2 API that the parse headers
// (tool/amp-include/amp.h) declare and the runtime must have too: the
// signatures (checked at compile time), the host-only array_view members
// (sections by components, copies between views, copy_to, synchronize with
// an access type, get_source_accelerator_view of host memory), the sections
// by components of the kernels' device_view, and, when a HIP device is
// present, the accelerator_view properties, create_marker,
// get_auto_selection_view, staging arrays and the array properties.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include "no_transfer_test.h"

#include <type_traits>
#include <utility>
#include <vector>

namespace {

using concurrency::accelerator;
using concurrency::accelerator_view;
using concurrency::access_type_read;
using concurrency::access_type_read_write;
using concurrency::array;
using concurrency::array_view;
using concurrency::completion_future;
using concurrency::extent;
using concurrency::index;

// §5.1.3: operator()(int) is the projection, as operator[](int) is.
static_assert(std::is_same<decltype(std::declval<array<int, 2> &>()(0)),
                           array_view<int, 1>>::value);
static_assert(std::is_same<decltype(std::declval<const array<int, 3> &>()(0)),
                           array_view<const int, 2>>::value);
static_assert(
    std::is_same<decltype(std::declval<array<int, 1> &>()(0)), int &>::value);
// §5.1.4: sections of a const array are read-only views.
static_assert(std::is_same<decltype(std::declval<const array<int, 3> &>()
                                        .section(0, 0, 0, 1, 1, 1)),
                           array_view<const int, 3>>::value);
static_assert(std::is_same<decltype(std::declval<array<int, 2> &>().section(
                               extent<2>(1, 1))),
                           array_view<int, 2>>::value);
// §5.1.1: the iterator constructors on a view and the staging constructors.
static_assert(std::is_constructible<array<int, 1>, int, const int *,
                                    accelerator_view>::value);
static_assert(
    std::is_constructible<array<int, 2>, int, int, std::vector<int>::iterator,
                          accelerator_view>::value);
static_assert(std::is_constructible<array<int, 3>, extent<3>, accelerator_view,
                                    accelerator_view>::value);
static_assert(
    std::is_constructible<array<int, 1>, int, const int *, const int *,
                          accelerator_view, accelerator_view>::value);
static_assert(std::is_constructible<array<int, 1>, array_view<const int, 1>,
                                    accelerator_view, accelerator_view>::value);
// §5.1.2: the properties.
static_assert(std::is_same<decltype(std::declval<array<int, 1> &>()
                                        .associated_accelerator_view),
                           accelerator_view>::value);
static_assert(
    std::is_same<decltype(std::declval<array<int, 1> &>().cpu_access_type),
                 concurrency::access_type>::value);
// §3.3: accelerator_view's members and properties, §3.2.3.
static_assert(
    std::is_same<decltype(std::declval<accelerator_view &>().create_marker()),
                 completion_future>::value);
static_assert(std::is_same<decltype(std::declval<accelerator_view &>().version),
                           unsigned int>::value);
static_assert(
    std::is_same<decltype(std::declval<accelerator_view &>().queuing_mode),
                 concurrency::queuing_mode>::value);
static_assert(std::is_same<decltype(accelerator::get_auto_selection_view()),
                           accelerator_view>::value);

bool has_device() {
  int count = 0;
  return hipGetDeviceCount(&count) == hipSuccess && count > 0;
}

class AmpApiHostTest : public amp2hip_test::NoTransferTest {};

TEST_F(AmpApiHostTest, SectionsByComponents) {
  std::vector<int> data(24);
  for (int i = 0; i < 24; ++i)
    data[i] = i;
  array_view<int, 1> v1(24, data);
  array_view<int, 1> s1 = v1.section(3, 4);
  EXPECT_EQ(s1.extent, extent<1>(4));
  EXPECT_EQ(s1[0], 3);
  array_view<int, 2> v2(4, 6, data);
  array_view<int, 2> s2 = v2.section(1, 2, 2, 3);
  EXPECT_EQ(s2.extent, extent<2>(2, 3));
  EXPECT_EQ(s2(1, 2), 16); // (2, 4)
  array_view<int, 3> v3(2, 3, 4, data);
  array_view<int, 3> s3 = v3.section(1, 1, 1, 1, 2, 3);
  EXPECT_EQ(s3(0, 1, 2), 23); // (1, 2, 3)
  EXPECT_THROW(v2.section(3, 0, 2, 1), concurrency::runtime_exception);
}

TEST_F(AmpApiHostTest, CopyBetweenViews) {
  std::vector<int> source = {1, 2, 3, 4, 5, 6};
  std::vector<int> target(6);
  array_view<const int, 2> from(2, 3, source);
  array_view<int, 2> to(2, 3, target);
  concurrency::copy(from, to);
  EXPECT_EQ(target, source);
  std::vector<int> again(6);
  array_view<int, 2> writable(2, 3, source);
  concurrency::copy(writable, array_view<int, 2>(2, 3, again));
  EXPECT_EQ(again, source);
  std::vector<int> small(4);
  EXPECT_THROW(concurrency::copy(from, array_view<int, 2>(2, 2, small)),
               concurrency::runtime_exception);
}

TEST_F(AmpApiHostTest, CopyToAndCopyAsyncBetweenViews) {
  std::vector<int> source = {7, 8, 9};
  std::vector<int> target(3);
  array_view<int, 1> from(3, source);
  from.copy_to(array_view<int, 1>(3, target));
  EXPECT_EQ(target, source);
  std::vector<int> again(3);
  array_view<const int, 1> read_only(from);
  concurrency::copy_async(read_only, array_view<int, 1>(3, again)).get();
  EXPECT_EQ(again, source);
}

TEST_F(AmpApiHostTest, SynchronizeWithAnAccessType) {
  std::vector<int> data = {1, 2};
  array_view<int, 1> view(2, data);
  view.synchronize(access_type_read);
  view.synchronize(access_type_read_write);
  completion_future done = view.synchronize_async(access_type_read);
  EXPECT_TRUE(done.valid());
  done.get();
  EXPECT_EQ(view[1], 2);
}

TEST_F(AmpApiHostTest, SourceViewOfHostMemoryIsUnsupported) {
  std::vector<int> data(4);
  array_view<int, 1> view(4, data);
  EXPECT_THROW(view.get_source_accelerator_view(),
               concurrency::unsupported_feature);
}

TEST_F(AmpApiHostTest, DeviceViewSectionsByComponents) {
  // What kernels get for a captured array_view or array: the same sections.
  int data[24];
  for (int i = 0; i < 24; ++i)
    data[i] = i;
  const amp2hip::device_view<int, 1> d1{data, extent<1>(24), extent<1>(24)};
  EXPECT_EQ(d1.section(3, 4)[0], 3);
  EXPECT_EQ(d1.section(3, 4).extent, extent<1>(4));
  const amp2hip::device_view<int, 2> d2{data, extent<2>(4, 6), extent<2>(4, 6)};
  EXPECT_EQ(d2.section(1, 2, 2, 3)(1, 2), 16);
  const amp2hip::device_view<int, 3> d3{data, extent<3>(2, 3, 4),
                                        extent<3>(2, 3, 4)};
  EXPECT_EQ(d3.section(1, 1, 1, 1, 2, 3)(0, 1, 2), 23);
}

TEST(AmpApiDeviceTest, AcceleratorViewProperties) {
  if (!has_device())
    GTEST_SKIP() << "no HIP device";
  accelerator acc;
  accelerator_view view = acc.create_view(concurrency::queuing_mode_immediate);
  EXPECT_EQ(view.get_version(), acc.get_version());
  EXPECT_EQ(view.version, acc.version);
  EXPECT_EQ(view.queuing_mode, concurrency::queuing_mode_immediate);
  EXPECT_FALSE(view.is_debug);
  EXPECT_FALSE(view.get_is_auto_selection());
  completion_future marker = view.create_marker();
  EXPECT_TRUE(marker.valid());
  marker.wait();
  accelerator_view automatic = accelerator::get_auto_selection_view();
  EXPECT_TRUE(automatic.get_is_auto_selection());
  EXPECT_TRUE(automatic == acc.get_default_view());
}

TEST(AmpApiDeviceTest, StagingArraysAndArrayProperties) {
  if (!has_device())
    GTEST_SKIP() << "no HIP device";
  accelerator acc;
  accelerator_view view = acc.get_default_view();
  accelerator_view other = acc.create_view();
  std::vector<int> data = {1, 2, 3, 4, 5, 6};
  array<int, 2> staged(2, 3, data.begin(), view, other);
  EXPECT_TRUE(staged.get_accelerator_view() == view);
  EXPECT_TRUE(staged.accelerator_view == view);
  EXPECT_TRUE(staged.get_associated_accelerator_view() == other);
  EXPECT_EQ(staged.cpu_access_type, staged.get_cpu_access_type());
  array<int, 2> copied(staged);
  EXPECT_TRUE(copied.associated_accelerator_view == other);
  std::vector<int> out(3);
  staged.section(1, 0, 1, 3).copy_to(array_view<int, 2>(1, 3, out));
  EXPECT_EQ(out, (std::vector<int>{4, 5, 6}));
  array<int, 1> row(3, data.begin() + 3, view);
  EXPECT_EQ(std::vector<int>(row), (std::vector<int>{4, 5, 6}));
  array_view<int, 1> whole(row);
  EXPECT_TRUE(whole.get_source_accelerator_view() == view);
}

} // namespace
