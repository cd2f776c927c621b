//===- kernel_param_test.cpp - Kernel parameters and device_view ----------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <memory>
#include <type_traits>
#include <utility>

namespace {

using amp2hip::captured_array;
using amp2hip::device_view;
using amp2hip::kernel_param_t;
using amp2hip::read_only_param_t;
using concurrency::array;
using concurrency::array_view;
using concurrency::extent;
using concurrency::index;

struct Point {
  float x, y;
};

// The table of docs/architecture.md, "Generated code contract".
static_assert(std::is_same<kernel_param_t<array_view<int, 2>>,
                           device_view<int, 2>>::value);
static_assert(std::is_same<kernel_param_t<array_view<const int, 1>>,
                           device_view<const int, 1>>::value);
static_assert(std::is_same<kernel_param_t<array<float, 3>>,
                           device_view<float, 3>>::value);
static_assert(std::is_same<kernel_param_t<const array<float, 3>>,
                           device_view<const float, 3>>::value);
static_assert(std::is_same<read_only_param_t<array_view<int, 2>>,
                           device_view<const int, 2>>::value);
static_assert(std::is_same<read_only_param_t<array_view<const int, 2>>,
                           device_view<const int, 2>>::value);
static_assert(std::is_same<read_only_param_t<array<double, 1>>,
                           device_view<const double, 1>>::value);
static_assert(
    std::is_same<kernel_param_t<int[3]>, captured_array<int[3]>>::value);
static_assert(
    std::is_same<kernel_param_t<int[2][3]>, captured_array<int[2][3]>>::value);
static_assert(
    std::is_same<kernel_param_t<const int[4]>, captured_array<int[4]>>::value);
// device_param_t and device_argument_t (what a device form's members and
// amp code's explicit template arguments take, docs/features/
// views-in-classes.md): a view's or an array's const device view by
// reference, any other type as written.
static_assert(std::is_same<amp2hip::device_param_t<array<float, 3> &>,
                           const device_view<float, 3> &>::value);
static_assert(std::is_same<amp2hip::device_param_t<const array_view<int, 1> &>,
                           const device_view<int, 1> &>::value);
static_assert(std::is_same<amp2hip::device_param_t<int &>, int &>::value);
static_assert(
    std::is_same<amp2hip::device_param_t<const Point &>, const Point &>::value);
static_assert(std::is_same<amp2hip::device_param_t<array_view<int, 2>>,
                           device_view<int, 2>>::value);
static_assert(std::is_same<amp2hip::device_argument_t<array<float, 1>>,
                           const device_view<float, 1>>::value);
static_assert(std::is_same<amp2hip::device_argument_t<int>, int>::value);
static_assert(std::is_same<kernel_param_t<int>, int>::value);
static_assert(std::is_same<kernel_param_t<const float>, float>::value);
static_assert(std::is_same<kernel_param_t<Point>, Point>::value);
static_assert(std::is_same<kernel_param_t<index<2>>, index<2>>::value);
static_assert(std::is_same<read_only_param_t<int>, int>::value);

// Everything a kernel receives is trivially copyable.
static_assert(std::is_trivially_copyable<device_view<int, 3>>::value);
static_assert(std::is_trivially_copyable<device_view<const Point, 1>>::value);
static_assert(std::is_trivially_copyable<captured_array<int[2][3]>>::value);
static_assert(sizeof(captured_array<int[2][3]>) == 6 * sizeof(int));

// A writable view converts to a read-only one, not the other way.
static_assert(
    std::is_convertible<device_view<int, 2>, device_view<const int, 2>>::value);
static_assert(!std::is_convertible<device_view<const int, 2>,
                                   device_view<int, 2>>::value);

// ... because it derives from it: a function template written for read-only
// views deduces its element type from a writable one, as AMP's
// `f(const array<T, N> &)` does from an array<T, N>. The members stay in one
// class (standard layout, same size).
static_assert(
    std::is_base_of<device_view<const int, 2>, device_view<int, 2>>::value);
static_assert(std::is_standard_layout<device_view<int, 3>>::value);
static_assert(sizeof(device_view<int, 2>) == sizeof(device_view<const int, 2>));
template <typename T, int N>
T read_only_element(const device_view<const T, N> &view);
static_assert(std::is_same<decltype(read_only_element(
                               std::declval<device_view<float, 2>>())),
                           float>::value);
static_assert(std::is_same<decltype(read_only_element(
                               std::declval<device_view<const double, 3>>())),
                           double>::value);

TEST(DeviceViewTest, IndexingOnHostMemory) {
  // 2 x 3 x 4 row-major: element (i, j, k) is at 12 i + 4 j + k.
  int data[24];
  for (int i = 0; i < 24; ++i)
    data[i] = i;
  device_view<int, 3> v{data, extent<3>(2, 3, 4), extent<3>(2, 3, 4)};
  EXPECT_EQ(v[index<3>(1, 2, 3)], 23); // 12 + 8 + 3
  EXPECT_EQ(v(index<3>(0, 1, 2)), 6);  // 4 + 2
  EXPECT_EQ(v(1, 0, 1), 13);           // 12 + 1
  EXPECT_EQ(v.get_extent(), extent<3>(2, 3, 4));
  EXPECT_EQ(v.extent[2], 4);
  EXPECT_EQ(v.data(), data);
  v(1, 1, 1) = 100;
  EXPECT_EQ(data[17], 100); // 12 + 4 + 1
}

TEST(DeviceViewTest, Projection) {
  int data[24];
  for (int i = 0; i < 24; ++i)
    data[i] = i;
  device_view<int, 3> v{data, extent<3>(2, 3, 4), extent<3>(2, 3, 4)};
  device_view<int, 2> plane = v[1]; // starts at 12
  EXPECT_EQ(plane.data(), data + 12);
  EXPECT_EQ(plane.extent, extent<2>(3, 4));
  EXPECT_EQ(plane(2, 3), 23);        // 12 + 8 + 3
  device_view<int, 1> row = v[1][2]; // starts at 12 + 8
  EXPECT_EQ(row.data(), data + 20);
  EXPECT_EQ(row[3], 23);
  EXPECT_EQ(v(1)(2)(3), 23);
  int &element = v[1][2][3];
  EXPECT_EQ(&element, data + 23);
}

TEST(DeviceViewTest, SectionKeepsRowLength) {
  // 4 x 5; the section at (1, 2) of shape (2, 3): its (1, 2) is element
  // (2, 4) of the whole, at 2 * 5 + 4 = 14.
  int data[20];
  for (int i = 0; i < 20; ++i)
    data[i] = i;
  device_view<int, 2> v{data, extent<2>(4, 5), extent<2>(4, 5)};
  device_view<int, 2> s = v.section(index<2>(1, 2), extent<2>(2, 3));
  EXPECT_EQ(s.extent, extent<2>(2, 3));
  EXPECT_EQ(s(1, 2), 14);
  EXPECT_EQ(s[1][2], 14);
  EXPECT_EQ(s.section(index<2>(1, 1))(0, 1), 14); // (1,1)+(0,1) = (1,2)
}

TEST(DeviceViewTest, ConstConversion) {
  int data[4] = {1, 2, 3, 4};
  device_view<int, 1> v{data, extent<1>(4), extent<1>(4)};
  device_view<const int, 1> c = v;
  EXPECT_EQ(c[2], 3);
  static_assert(std::is_same<decltype(c[2]), const int &>::value);
}

/// The sum of a rank-1 read-only view's elements (T deduced).
template <typename T> T sum_of(const device_view<const T, 1> &view) {
  T sum = 0;
  for (int i = 0; i < view.extent[0]; ++i)
    sum += view[i];
  return sum;
}

TEST(DeviceViewTest, DeducedFromWritableView) {
  int data[4] = {1, 2, 3, 4};
  device_view<int, 1> v{data, extent<1>(4), extent<1>(4)};
  EXPECT_EQ(sum_of(v), 10); // T = int through the base
  v[0] = 5;                 // still writable
  EXPECT_EQ(sum_of(v), 14);
  EXPECT_EQ(sum_of(v.section(index<1>(2))), 7);
}

TEST(KernelArgTest, CapturedArrayCopiesElements) {
  int weights[3] = {1, 2, 3};
  auto captured = amp2hip::detail::to_kernel_arg<captured_array<int[3]>>(
      weights, std::shared_ptr<amp2hip::detail::view_state>());
  weights[0] = 42; // the capture is a copy
  EXPECT_EQ(captured.value[0], 1);
  EXPECT_EQ(captured.value[2], 3);

  const float grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  auto captured2 = amp2hip::make_captured_array(grid);
  static_assert(
      std::is_same<decltype(captured2), captured_array<float[2][3]>>::value);
  EXPECT_EQ(captured2.value[1][2], 6.0f);
  const auto &alias = captured2.value; // as the generated kernel does
  EXPECT_EQ(alias[1][0], 4.0f);
}

TEST(KernelArgTest, ValuesPassThrough) {
  Point p{1.5f, 2.5f};
  std::shared_ptr<amp2hip::detail::view_state> none;
  Point q = amp2hip::detail::to_kernel_arg<Point>(p, none);
  EXPECT_EQ(q.y, 2.5f);
  EXPECT_EQ(amp2hip::detail::to_kernel_arg<int>(7, none), 7);
  index<2> idx(3, 4);
  EXPECT_EQ(amp2hip::detail::to_kernel_arg<index<2>>(idx, none), idx);
}

TEST(KernelArgTest, BoundViewIsNullForHostData) {
  int data[4] = {};
  array_view<int, 1> v(4, data);
  int scalar = 0;
  EXPECT_EQ(amp2hip::detail::bound_view(scalar, v), nullptr);
  EXPECT_EQ(amp2hip::detail::bound_view(), nullptr);
}

} // namespace
