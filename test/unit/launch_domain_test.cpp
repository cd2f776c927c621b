//===- launch_domain_test.cpp - Grid selection and domain checks ----------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// The expected grids follow make_launch_config's rule, worked out in each
// test: x takes up to 32 threads (a power of two >= the last dimension),
// then y, then z (at most 64), out of 256; what is left goes back to x, then
// y. Grid = ceil(extent / block) per dimension. Linear mode: 1-D blocks of
// min(256, next power of two of the size) threads, grid x at most
// floor((2^32 - 1) / block) blocks.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <type_traits>

namespace {

using amp2hip::detail::launch_mode;
using amp2hip::detail::make_launch_config;
using amp2hip::detail::make_tiled_launch_config;
using amp2hip::detail::tile_threads;
using concurrency::extent;

void expectDims(const dim3 &actual, unsigned x, unsigned y, unsigned z) {
  EXPECT_EQ(actual.x, x);
  EXPECT_EQ(actual.y, y);
  EXPECT_EQ(actual.z, z);
}

TEST(LaunchDomainTest, IsTriviallyCopyable) {
  static_assert(
      std::is_trivially_copyable<amp2hip::detail::launch_domain<1>>::value);
  static_assert(
      std::is_trivially_copyable<amp2hip::detail::launch_domain<4>>::value);
}

TEST(LaunchConfigTest, Rank1Direct) {
  // x: min(32, 1024) = 32, y = z = 1, then x grows to min(256, 1024) = 256.
  // grid: ceil(1000 / 256) = 4.
  auto c = make_launch_config(extent<1>(1000));
  EXPECT_EQ(c.domain.mode, launch_mode::direct);
  EXPECT_EQ(c.domain.size, 1000ull);
  expectDims(c.block, 256, 1, 1);
  expectDims(c.grid, 4, 1, 1);
}

TEST(LaunchConfigTest, Rank2Square) {
  // x: 32; y: min(256 / 32, 1024) = 8; z: 1. grid: 1024/32, 1024/8.
  auto c = make_launch_config(extent<2>(1024, 1024));
  EXPECT_EQ(c.domain.mode, launch_mode::direct);
  expectDims(c.block, 32, 8, 1);
  expectDims(c.grid, 32, 128, 1);
}

TEST(LaunchConfigTest, Rank2Small) {
  // 3x3: x = 4 (power of two >= 3), y = 4, one block.
  auto c = make_launch_config(extent<2>(3, 3));
  EXPECT_EQ(c.domain.mode, launch_mode::direct);
  expectDims(c.block, 4, 4, 1);
  expectDims(c.grid, 1, 1, 1);
}

TEST(LaunchConfigTest, Rank2WideRow) {
  // (1, 1000): x = 32, y = 1, then x grows to 256. grid x = ceil(1000/256).
  auto c = make_launch_config(extent<2>(1, 1000));
  expectDims(c.block, 256, 1, 1);
  expectDims(c.grid, 4, 1, 1);
}

TEST(LaunchConfigTest, Rank2TallBeyond65535RowsStillDirect) {
  // (100000, 2): x = 2, y = min(128, 2^17) = 128; grid y = ceil(100000/128)
  // = 782 <= 65535, so direct mode covers 100000 rows.
  auto c = make_launch_config(extent<2>(100000, 2));
  EXPECT_EQ(c.domain.mode, launch_mode::direct);
  expectDims(c.block, 2, 128, 1);
  expectDims(c.grid, 1, 782, 1);
}

TEST(LaunchConfigTest, Rank2GridYOverflowGoesLinear) {
  // (2^24, 1): x = 1, y = 256, grid y = 2^24 / 256 = 65536 > 65535: linear.
  // Linear: 2^24 threads in 256-thread blocks = 65536 blocks, all in x.
  auto c = make_launch_config(extent<2>(1 << 24, 1));
  EXPECT_EQ(c.domain.mode, launch_mode::linear);
  EXPECT_EQ(c.domain.size, 16777216ull);
  expectDims(c.block, 256, 1, 1);
  expectDims(c.grid, 65536, 1, 1);
}

TEST(LaunchConfigTest, Rank3Direct) {
  // (2, 2, 1000): x = 32, y = 2, z = min(256 / 64, 2) = 2, then x grows to
  // min(256 / 4, 1024) = 64. grid: ceil(1000/64) = 16, 1, 1.
  auto c = make_launch_config(extent<3>(2, 2, 1000));
  EXPECT_EQ(c.domain.mode, launch_mode::direct);
  expectDims(c.block, 64, 2, 2);
  expectDims(c.grid, 16, 1, 1);
}

TEST(LaunchConfigTest, Rank3Beyond2To31Elements) {
  // (4, 65536, 16384) = 2^32 points: x = 32, y = 8, z = 1.
  // grid: 16384/32 = 512, 65536/8 = 8192, 4.
  auto c = make_launch_config(extent<3>(4, 65536, 16384));
  EXPECT_EQ(c.domain.mode, launch_mode::direct);
  EXPECT_EQ(c.domain.size, 4294967296ull);
  expectDims(c.block, 32, 8, 1);
  expectDims(c.grid, 512, 8192, 4);
}

TEST(LaunchConfigTest, Rank4IsLinear) {
  // 2 * 3 * 4 * 5 = 120 points: one block of 128 (power of two >= 120).
  const int dims[4] = {2, 3, 4, 5};
  auto c = make_launch_config(extent<4>(dims));
  EXPECT_EQ(c.domain.mode, launch_mode::linear);
  EXPECT_EQ(c.domain.size, 120ull);
  expectDims(c.block, 128, 1, 1);
  expectDims(c.grid, 1, 1, 1);
}

TEST(LaunchConfigTest, LinearBeyond2To32UsesGridY) {
  // 1024 * 1024 * 64 * 128 = 2^33 points = 2^25 blocks of 256. Grid x holds
  // floor((2^32 - 1) / 256) = 16777215 blocks, so y = ceil(2^25 / 16777215)
  // = 3.
  const int dims[4] = {1024, 1024, 64, 128};
  auto c = make_launch_config(extent<4>(dims));
  EXPECT_EQ(c.domain.mode, launch_mode::linear);
  EXPECT_EQ(c.domain.size, 8589934592ull);
  expectDims(c.block, 256, 1, 1);
  expectDims(c.grid, 16777215, 3, 1);
}

TEST(LaunchConfigTest, EmptyDomainThrows) {
  // C++ AMP: a domain with a 0 component is invalid (invalid_compute_domain).
  EXPECT_THROW(make_launch_config(extent<2>(0, 5)),
               concurrency::invalid_compute_domain);
  EXPECT_THROW(make_launch_config(extent<3>(8, 0, 8)),
               concurrency::invalid_compute_domain);
  EXPECT_THROW(make_tiled_launch_config(extent<1>(0).tile<16>()),
               concurrency::invalid_compute_domain);
  EXPECT_NO_THROW(make_launch_config(extent<2>(1, 1)));
}

TEST(LaunchConfigTest, NegativeOrHugeDomainThrows) {
  EXPECT_THROW(make_launch_config(extent<1>(-1)),
               concurrency::invalid_compute_domain);
  // (2^31 - 1)^3 exceeds 2^64.
  EXPECT_THROW(
      make_launch_config(extent<3>(2147483647, 2147483647, 2147483647)),
      concurrency::invalid_compute_domain);
}

TEST(LaunchConfigTest, HugeDomainsFitALinearGrid) {
  // (2^31 - 1)^2 * 2 ~ 2^63 points: direct mode would need
  // ceil((2^31 - 1) / 128) blocks in y, so linear mode: ~2^55 blocks of 256
  // fill x (16777215), y (65535) and z.
  auto c = make_launch_config(extent<3>(2147483647, 2147483647, 2));
  EXPECT_EQ(c.domain.mode, launch_mode::linear);
  EXPECT_EQ(c.grid.x, 16777215u);
  EXPECT_EQ(c.grid.y, 65535u);
  unsigned long long size = 2147483647ull * 2147483647ull * 2ull;
  unsigned long long blocks = (size + 255) / 256;
  unsigned long long per_z = 16777215ull * 65535ull;
  EXPECT_EQ(c.grid.z, (blocks + per_z - 1) / per_z);
  // With a grid of one block in y and z, 2^25 blocks do not fit.
  amp2hip::detail::grid_limits small;
  small.max_grid_y = 1;
  small.max_grid_z = 1;
  const int dims[4] = {1024, 1024, 64, 128};
  EXPECT_THROW(make_launch_config(extent<4>(dims), small),
               concurrency::invalid_compute_domain);
}

TEST(TiledLaunchConfigTest, OneTilePerBlock) {
  // 4x4 in 2x2 tiles: 2x2 blocks of 2x2 threads.
  auto c = make_tiled_launch_config(extent<2>(4, 4).tile<2, 2>());
  EXPECT_EQ(c.domain.mode, launch_mode::tiled);
  expectDims(c.block, 2, 2, 1);
  expectDims(c.grid, 2, 2, 1);
  // 1024x1024 in 16x16 tiles: 64x64 blocks.
  auto c2 = make_tiled_launch_config(extent<2>(1024, 1024).tile<16, 16>());
  expectDims(c2.block, 16, 16, 1);
  expectDims(c2.grid, 64, 64, 1);
  // (8, 16, 32) in (2, 4, 8) tiles: block (x, y, z) = (8, 4, 2), grid
  // (32/8, 16/4, 8/2) = (4, 4, 4).
  auto c3 = make_tiled_launch_config(extent<3>(8, 16, 32).tile<2, 4, 8>());
  expectDims(c3.block, 8, 4, 2);
  expectDims(c3.grid, 4, 4, 4);
  // (8, 9) in 2x3 tiles (the TilingDescription sample): grid (3, 4).
  auto c4 = make_tiled_launch_config(extent<2>(8, 9).tile<2, 3>());
  expectDims(c4.block, 3, 2, 1);
  expectDims(c4.grid, 3, 4, 1);
}

TEST(TiledLaunchConfigTest, LaunchBoundsAreTheBlockSize) {
  // tile_threads (each tiled kernel's __launch_bounds__) must be the threads
  // of the block every launch of that tiling gets: x * y * z of its block.
  auto threads = [](const dim3 &b) { return int(b.x * b.y * b.z); };
  EXPECT_EQ(tile_threads<16>, 16);
  EXPECT_EQ(threads(make_tiled_launch_config(extent<1>(64).tile<16>()).block),
            tile_threads<16>);
  EXPECT_EQ((tile_threads<2, 3>), 6);
  EXPECT_EQ(
      threads(make_tiled_launch_config(extent<2>(8, 9).tile<2, 3>()).block),
      (tile_threads<2, 3>));
  EXPECT_EQ((tile_threads<2, 4, 8>), 64);
  EXPECT_EQ(
      threads(
          make_tiled_launch_config(extent<3>(8, 16, 32).tile<2, 4, 8>()).block),
      (tile_threads<2, 4, 8>));
  EXPECT_EQ((tile_threads<32, 32>), 1024);
}

TEST(TiledLaunchConfigTest, TileMustDivideUnlessPaddedOrTruncated) {
  auto t = extent<1>(1000).tile<256>();
  EXPECT_THROW(make_tiled_launch_config(t),
               concurrency::invalid_compute_domain);
  // pad: 1024 = 4 tiles; truncate: 768 = 3 tiles.
  auto padded = make_tiled_launch_config(t.pad());
  expectDims(padded.grid, 4, 1, 1);
  EXPECT_EQ(padded.domain.extent[0], 1024);
  auto truncated = make_tiled_launch_config(t.truncate());
  expectDims(truncated.grid, 3, 1, 1);
  EXPECT_THROW(make_tiled_launch_config(extent<2>(4, 5).tile<2, 2>()),
               concurrency::invalid_compute_domain);
}

TEST(TiledLaunchConfigTest, BlockAndGridLimits) {
  // 32 x 64 = 2048 threads per tile > 1024.
  EXPECT_THROW(make_tiled_launch_config(extent<2>(64, 64).tile<32, 64>()),
               concurrency::invalid_compute_domain);
  // Rank-3 tile of depth 128: 512 threads, but block z must be <= 64.
  EXPECT_THROW(make_tiled_launch_config(extent<3>(128, 2, 2).tile<128, 2, 2>()),
               concurrency::invalid_compute_domain);
  // 131072 rows of 1x2 tiles: 131072 tiles in y > 65535.
  EXPECT_THROW(make_tiled_launch_config(extent<2>(131072, 2).tile<1, 2>()),
               concurrency::invalid_compute_domain);
  // 65535 tiles in y is the most that fits.
  auto c = make_tiled_launch_config(extent<2>(65535, 2).tile<1, 2>());
  expectDims(c.grid, 1, 65535, 1);
}

TEST(TiledLaunchConfigTest, MessageNamesDomainAndTile) {
  try {
    make_tiled_launch_config(extent<2>(4, 5).tile<2, 2>());
    FAIL() << "expected invalid_compute_domain";
  } catch (const concurrency::invalid_compute_domain &error) {
    std::string message = error.what();
    EXPECT_NE(message.find("(4, 5)"), std::string::npos) << message;
    EXPECT_NE(message.find("(2, 2)"), std::string::npos) << message;
    EXPECT_NE(message.find("dimension 1"), std::string::npos) << message;
    EXPECT_EQ(error.get_error_code(), static_cast<int>(0x80070057u));
  }
}

__global__ void tiledKernel(amp2hip::detail::launch_domain<1>,
                            amp2hip::device_view<int, 1> out) {
  out[0] = 1;
}

__global__ void plainKernel(amp2hip::detail::launch_domain<2>,
                            amp2hip::device_view<int, 2> out) {
  out(0, 0) = 1;
}

// parallel_for_each validates the domain before any HIP call: on a machine
// without a GPU, a HIP call would throw runtime_exception (no device)
// instead, and the counters would move.
TEST(ParallelForEachTest, InvalidDomainThrowsBeforeAnyHipCall) {
  int data[1000] = {};
  concurrency::array_view<int, 1> view(1000, data);
  amp2hip::reset_stats();
  EXPECT_THROW(
      amp2hip::parallel_for_each(view.extent.tile<256>(), tiledKernel, view),
      concurrency::invalid_compute_domain);
  amp2hip::transfer_stats stats = amp2hip::get_stats();
  EXPECT_EQ(stats.launches, 0u);
  EXPECT_EQ(stats.copies_to_device, 0u);
  auto &buffer = amp2hip::detail::container_access::buffer(view);
  EXPECT_EQ(buffer->view(), nullptr); // never attached to a device
  EXPECT_TRUE(buffer->host_valid());
}

TEST(ParallelForEachTest, EmptyDomainThrowsBeforeLaunching) {
  int data[1] = {};
  concurrency::array_view<int, 2> view(1, 1, data);
  amp2hip::reset_stats();
  EXPECT_THROW(amp2hip::parallel_for_each(extent<2>(0, 7), plainKernel, view),
               concurrency::invalid_compute_domain);
  EXPECT_THROW(
      amp2hip::parallel_for_each(extent<1>(0).tile<64>(), tiledKernel,
                                 concurrency::array_view<int, 1>(1, data)),
      concurrency::invalid_compute_domain);
  EXPECT_EQ(amp2hip::get_stats().launches, 0u);
  EXPECT_EQ(amp2hip::detail::container_access::buffer(view)->view(), nullptr);
}

} // namespace
