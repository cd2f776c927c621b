//===- extent_index_test.cpp - index, extent and tiling arithmetic --------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <climits>
#include <type_traits>
#include <utility>

namespace {

using concurrency::extent;
using concurrency::index;
using concurrency::tiled_extent;
using concurrency::tiled_index;

// index and extent share their components and arithmetic
// (amp2hip::detail::coordinate) but stay plain N-int values: trivially
// copyable and standard layout (kernel parameters), N * sizeof(int) bytes,
// with AMP's static rank; tiled_extent is still an extent.
template <int N> constexpr bool plain_coordinates() {
  static_assert(std::is_trivially_copyable<index<N>>::value);
  static_assert(std::is_trivially_copyable<extent<N>>::value);
  static_assert(std::is_standard_layout<index<N>>::value);
  static_assert(std::is_standard_layout<extent<N>>::value);
  static_assert(sizeof(index<N>) == N * sizeof(int));
  static_assert(sizeof(extent<N>) == N * sizeof(int));
  static_assert(sizeof(index<N>) == sizeof(extent<N>));
  static_assert(index<N>::rank == N && extent<N>::rank == N);
  static_assert(std::is_same<decltype(index<N>::rank), const int>::value);
  static_assert(std::is_same<decltype(extent<N>::rank), const int>::value);
  static_assert(std::is_same<typename index<N>::value_type, int>::value);
  static_assert(std::is_same<typename extent<N>::value_type, int>::value);
  return true;
}
static_assert(plain_coordinates<1>() && plain_coordinates<2>() &&
              plain_coordinates<3>() && plain_coordinates<4>());
static_assert(std::is_base_of<extent<1>, tiled_extent<16>>::value);
static_assert(std::is_base_of<extent<2>, tiled_extent<2, 3>>::value);
static_assert(std::is_base_of<extent<3>, tiled_extent<2, 4, 8>>::value);
static_assert(std::is_trivially_copyable<tiled_extent<2, 3>>::value);
// The arithmetic yields the same type, not the shared base.
static_assert(std::is_same<decltype(index<2>() + index<2>()), index<2>>::value);
static_assert(std::is_same<decltype(extent<2>() * 2), extent<2>>::value);
static_assert(
    std::is_same<decltype(++std::declval<index<3> &>()), index<3> &>::value);
static_assert(std::is_same<decltype(std::declval<extent<2> &>() += index<2>()),
                           extent<2> &>::value);
static_assert(std::is_same<decltype(std::declval<extent<2> &>() -= 1),
                           extent<2> &>::value);

TEST(IndexTest, ConstructorsAndComponents) {
  index<1> i1(7);
  index<2> i2(3, 4);
  index<3> i3(0, 1, 3);
  const int parts[4] = {1, 2, 3, 4};
  index<4> i4(parts);
  EXPECT_EQ(i1[0], 7);
  EXPECT_EQ(i2[0], 3);
  EXPECT_EQ(i2[1], 4);
  EXPECT_EQ(i3[2], 3);
  EXPECT_EQ(i4[3], 4);
  EXPECT_EQ(index<3>(), index<3>(0, 0, 0));
  EXPECT_EQ(index<2>::rank, 2);
  EXPECT_EQ(index<4>::rank, 4);
  static_assert(std::is_trivially_copyable<index<3>>::value);
  static_assert(!std::is_convertible<int, index<1>>::value,
                "index(int) is explicit, as in AMP");
}

TEST(IndexTest, Arithmetic) {
  index<2> a(3, 4);
  index<2> b(1, 2);
  EXPECT_EQ(a + b, index<2>(4, 6));
  EXPECT_EQ(a - b, index<2>(2, 2));
  EXPECT_EQ(a + 1, index<2>(4, 5));
  EXPECT_EQ(1 + a, index<2>(4, 5));
  EXPECT_EQ(a - 1, index<2>(2, 3));
  EXPECT_EQ(10 - a, index<2>(7, 6));
  EXPECT_EQ(a * 2, index<2>(6, 8));
  EXPECT_EQ(2 * a, index<2>(6, 8));
  EXPECT_EQ(a / 2, index<2>(1, 2));
  EXPECT_EQ(12 / a, index<2>(4, 3));
  EXPECT_EQ(a % 3, index<2>(0, 1));
  EXPECT_EQ(7 % a, index<2>(1, 3));
  index<2> c = a;
  EXPECT_EQ(c++, index<2>(3, 4));
  EXPECT_EQ(c, index<2>(4, 5));
  EXPECT_EQ(--c, index<2>(3, 4));
  c += b;
  c *= 2; // (4, 6) * 2
  EXPECT_EQ(c, index<2>(8, 12));
  c %= 5;
  EXPECT_EQ(c, index<2>(3, 2));
  EXPECT_NE(a, b);
  a[1] = 9;
  EXPECT_EQ(a, index<2>(3, 9));
}

TEST(ExtentTest, SizeAndContains) {
  extent<3> e(2, 3, 4);
  EXPECT_EQ(e.size(), 24u); // 2 * 3 * 4
  EXPECT_EQ(e.size64(), 24ull);
  EXPECT_EQ(e[0], 2);
  EXPECT_EQ(e[2], 4);
  EXPECT_TRUE(e.contains(index<3>(1, 2, 3)));
  EXPECT_FALSE(e.contains(index<3>(2, 0, 0)));
  EXPECT_FALSE(e.contains(index<3>(0, -1, 0)));
  EXPECT_EQ(extent<2>().size(), 0u);
  // 65536 * 65536 = 2^32: AMP's unsigned size wraps to 0, size64 does not.
  extent<2> big(65536, 65536);
  EXPECT_EQ(big.size(), 0u);
  EXPECT_EQ(big.size64(), 4294967296ull);
  const int parts[4] = {2, 3, 4, 5};
  EXPECT_EQ(extent<4>(parts).size(), 120u); // 2 * 3 * 4 * 5
  // A negative component: the int product -3 as unsigned int, as in MSVC;
  // size64() says the domain is empty.
  EXPECT_EQ(extent<2>(-1, 3).size(), 4294967293u); // 2^32 - 3
  EXPECT_EQ(extent<2>(-1, 3).size64(), 0ull);
  static_assert(std::is_trivially_copyable<extent<3>>::value);
  static_assert(!std::is_convertible<int, extent<1>>::value,
                "extent(int) is explicit, as in AMP");
}

TEST(ExtentTest, Arithmetic) {
  extent<2> e(4, 6);
  EXPECT_EQ(e + extent<2>(1, 1), extent<2>(5, 7));
  EXPECT_EQ(e - extent<2>(1, 2), extent<2>(3, 4));
  EXPECT_EQ(e + index<2>(1, 2), extent<2>(5, 8));
  EXPECT_EQ(e - index<2>(1, 2), extent<2>(3, 4));
  EXPECT_EQ(e * 2, extent<2>(8, 12));
  EXPECT_EQ(e / 2, extent<2>(2, 3));
  EXPECT_EQ(e % 4, extent<2>(0, 2));
  EXPECT_EQ(12 / e, extent<2>(3, 2));
  extent<2> f = e;
  f += index<2>(1, 1);
  EXPECT_EQ(f, extent<2>(5, 7));
  ++f;
  EXPECT_EQ(f, extent<2>(6, 8));
  EXPECT_NE(f, e);
  // extent's own += / -= with an index must not hide those with an extent or
  // an int.
  f += extent<2>(1, 2);
  EXPECT_EQ(f, extent<2>(7, 10));
  f -= 2;
  EXPECT_EQ(f, extent<2>(5, 8));
  f -= extent<2>(1, 1);
  EXPECT_EQ(f, extent<2>(4, 7));
  EXPECT_EQ(f--, extent<2>(4, 7));
  EXPECT_EQ(f, extent<2>(3, 6));
  EXPECT_EQ(e + 1, extent<2>(5, 7));
  EXPECT_EQ(1 + e, extent<2>(5, 7));
  EXPECT_EQ(e - 1, extent<2>(3, 5));
  EXPECT_EQ(10 - e, extent<2>(6, 4));
  EXPECT_EQ(2 * e, extent<2>(8, 12));
  EXPECT_EQ(13 % e, extent<2>(1, 1));
  // A tiled extent's arithmetic is its extent's.
  tiled_extent<2, 3> t = e.tile<2, 3>();
  EXPECT_EQ(t + 1, extent<2>(5, 7));
  EXPECT_EQ(t[1], 6);
}

TEST(TiledExtentTest, TileMakesTiledExtent) {
  extent<2> e(8, 9);
  auto t = e.tile<2, 3>();
  static_assert(std::is_same<decltype(t), tiled_extent<2, 3>>::value);
  static_assert(decltype(t)::rank == 2);
  EXPECT_EQ(t.tile_dim0, 2);
  EXPECT_EQ(t.tile_dim1, 3);
  EXPECT_EQ(t.tile_extent, extent<2>(2, 3));
  EXPECT_EQ(t.get_tile_extent(), extent<2>(2, 3));
  EXPECT_EQ(static_cast<const extent<2> &>(t), e);
  static_assert(tiled_extent<16>::rank == 1);
  static_assert(tiled_extent<2, 4, 8>::rank == 3);
  EXPECT_EQ(extent<1>(100).tile<16>()[0], 100);
  auto t3 = extent<3>(4, 8, 16).tile<2, 4, 8>();
  EXPECT_EQ(t3.tile_extent, extent<3>(2, 4, 8));
}

TEST(TiledExtentTest, PadAndTruncate) {
  // 1000 = 3 * 256 + 232: pad rounds up to 4 * 256, truncate down to 3 * 256.
  tiled_extent<256> t = extent<1>(1000).tile<256>();
  EXPECT_EQ(t.pad()[0], 1024);
  EXPECT_EQ(t.truncate()[0], 768);
  // (10, 7) with 4x4 tiles: pad to (12, 8), truncate to (8, 4).
  tiled_extent<4, 4> t2 = extent<2>(10, 7).tile<4, 4>();
  EXPECT_EQ(static_cast<const extent<2> &>(t2.pad()), extent<2>(12, 8));
  EXPECT_EQ(static_cast<const extent<2> &>(t2.truncate()), extent<2>(8, 4));
  // An extent the tile divides is unchanged.
  tiled_extent<4, 4> t3 = extent<2>(8, 4).tile<4, 4>();
  EXPECT_EQ(t3.pad(), t3);
  EXPECT_EQ(t3.truncate(), t3);
  // Near INT_MAX, where e + tile - 1 would overflow int: an extent equal to
  // the tile pads to itself; INT_MAX - 2 = 2 * 715827882 + 715827881 pads to
  // 3 tiles of 715827882 = 2147483646 = INT_MAX - 1.
  constexpr int Big = INT_MAX - 1;
  EXPECT_EQ(extent<1>(Big).tile<Big>().pad()[0], Big);
  EXPECT_EQ(static_cast<const extent<2> &>(
                extent<2>(Big, INT_MAX - 11).tile<Big, INT_MAX - 11>().pad()),
            extent<2>(Big, INT_MAX - 11));
  EXPECT_EQ(extent<1>(INT_MAX - 2).tile<715827882>().pad()[0], INT_MAX - 1);
}

TEST(TiledIndexTest, PartsAndConversion) {
  // Tile (1, 2) of 2x3 tiles, local (1, 0): origin (2, 6), global (3, 6).
  index<2> tile(1, 2);
  index<2> local(1, 0);
  index<2> origin(1 * 2, 2 * 3);
  tiled_index<2, 3> t(origin + local, local, tile, origin,
                      concurrency::tile_barrier());
  EXPECT_EQ(t.global, index<2>(3, 6));
  EXPECT_EQ(t.tile_origin, index<2>(2, 6));
  EXPECT_EQ(t.tile_extent, extent<2>(2, 3));
  const index<2> &as_index = t;
  EXPECT_EQ(as_index, index<2>(3, 6));
  static_assert(tiled_index<2, 3>::tile_dim1 == 3);
  static_assert(tiled_index<8>::rank == 1);
}

} // namespace
