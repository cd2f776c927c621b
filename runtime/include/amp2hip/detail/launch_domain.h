//===- amp2hip/detail/launch_domain.h - Index mapping ------------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How a compute domain becomes a HIP grid (DESIGN.md decision 4), on the
/// host (make_launch_config, make_tiled_launch_config: pure arithmetic, no
/// HIP call) and on the device (thread_index, tiled_thread_index).
///
/// AMP's last dimension is the contiguous one and maps to x. A non-tiled
/// extent<N> runs in one of two modes:
///  - direct: rank <= 3 and the grid fits (x = dimension N-1, y = N-2,
///    z = N-3); each thread computes its index from its block and thread ids;
///  - linear: any rank, any size: a 64-bit linear thread id, over a grid of
///    up to three dimensions of 1-D blocks, is decomposed into an index<N>.
/// Threads past the extent (the last, partial blocks) get no index.
/// A tiled extent maps one tile to one block, x = the last tile dimension,
/// and throws concurrency::invalid_compute_domain when the tile does not
/// divide the extent, has more than 1024 threads, or the tiles do not fit
/// the grid.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_LAUNCH_DOMAIN_H
#define AMP2HIP_DETAIL_LAUNCH_DOMAIN_H

#include "namespace.h"

#include "barrier.h"
#include "exceptions.h"
#include "extent.h"
#include "index.h"
#include "tiled.h"

#include <hip/hip_runtime.h>

#include <string>
#include <type_traits>

namespace amp2hip::detail {

/// How the threads of a launch find their index.
enum class launch_mode : int {
  direct = 0, ///< block * blockDim + thread per dimension, x = last
  linear = 1, ///< 64-bit linear id decomposed row-major
  tiled = 2,  ///< one tile per block, x = last tile dimension
};

/// What a kernel needs to know about its compute domain: the first
/// parameter of every generated kernel. Trivially copyable.
template <int N> struct launch_domain {
  /// The compute domain (for a tiled launch, the tiled extent's extent).
  concurrency::extent<N> extent;
  /// extent.size64(): the number of threads that get an index.
  unsigned long long size;
  /// How threads map to indices.
  launch_mode mode;
};

/// The grid limits that launches are checked against. The defaults hold on
/// NVIDIA (grid x < 2^31, y and z <= 65535, 1024 threads per block, block z
/// <= 64) and AMD (grid x * block x < 2^32) GPUs.
struct grid_limits {
  /// Blocks in grid x.
  unsigned long long max_grid_x = 2147483647ull;
  /// Blocks in grid y.
  unsigned long long max_grid_y = 65535;
  /// Blocks in grid z.
  unsigned long long max_grid_z = 65535;
  /// gridDim.x * blockDim.x (AMD work-item ids are 32-bit).
  unsigned long long max_threads_x = 4294967295ull;
  /// Threads per block.
  unsigned int max_block_threads = 1024;
  /// Threads in block x.
  unsigned int max_block_x = 1024;
  /// Threads in block y.
  unsigned int max_block_y = 1024;
  /// Threads in block z.
  unsigned int max_block_z = 64;
};

/// The threads per block of non-tiled launches.
inline constexpr unsigned int block_budget = 256;

/// A launch, as computed on the host.
template <int N> struct launch_config {
  /// The kernel's first argument.
  launch_domain<N> domain;
  /// Blocks per grid dimension.
  dim3 grid;
  /// Threads per block dimension.
  dim3 block;
};

/// The smallest power of two >= \p value (1 for value <= 1), capped at
/// \p cap (a power of two).
inline unsigned int pow2_at_least(long long value, unsigned int cap) {
  unsigned int result = 1;
  while (result < cap && static_cast<long long>(result) < value)
    result *= 2;
  return result;
}

/// ceil(a / b) for a >= 0, b > 0.
inline unsigned long long ceil_div(unsigned long long a, unsigned long long b) {
  return (a + b - 1) / b;
}

/// "(e0, e1, ...)" for messages.
template <int N> std::string to_string(const concurrency::extent<N> &e) {
  std::string text = "(";
  for (int d = 0; d < N; ++d) {
    if (d > 0)
      text += ", ";
    text += std::to_string(e[d]);
  }
  return text + ")";
}

/// Throws invalid_compute_domain when a component of \p e is not positive:
/// a parallel_for_each over an empty or negative domain is an error in C++
/// AMP (Microsoft's amp.h throws invalid_compute_domain, and its conformance
/// suite's ComputeDomain/Negative/extent_zero_size tests check it).
template <int N> void check_domain(const concurrency::extent<N> &e) {
  for (int d = 0; d < N; ++d)
    if (e[d] <= 0)
      throw concurrency::invalid_compute_domain(
          ("amp2hip: the compute domain " + to_string(e) + " has component " +
           std::to_string(d) + " " + std::to_string(e[d]) +
           "; every component must be positive")
              .c_str());
}

/// The number of points of \p e (0 when a component is 0).
/// \throws concurrency::invalid_compute_domain when it exceeds 2^64 - 1.
template <int N>
unsigned long long checked_domain_size(const concurrency::extent<N> &e) {
  for (int d = 0; d < N; ++d)
    if (e[d] == 0)
      return 0;
  unsigned long long size = 1;
  for (int d = 0; d < N; ++d) {
    unsigned long long length = static_cast<unsigned long long>(e[d]);
    if (size > ~0ull / length)
      throw concurrency::invalid_compute_domain(
          ("amp2hip: the compute domain " + to_string(e) +
           " has more than 2^64 points")
              .c_str());
    size *= length;
  }
  return size;
}

/// The launch of a linear-mode domain of \p size threads (size > 0).
/// \throws concurrency::invalid_compute_domain when even a 3-D grid of
///         256-thread blocks cannot hold it.
template <int N>
launch_config<N> make_linear_config(const concurrency::extent<N> &e,
                                    unsigned long long size,
                                    const grid_limits &limits) {
  unsigned int bx = pow2_at_least(
      static_cast<long long>(size > block_budget ? block_budget : size),
      block_budget);
  unsigned long long blocks = ceil_div(size, bx);
  unsigned long long max_x = limits.max_threads_x / bx;
  if (max_x > limits.max_grid_x)
    max_x = limits.max_grid_x;
  unsigned long long gx = blocks < max_x ? blocks : max_x;
  unsigned long long gy = ceil_div(blocks, gx);
  if (gy > limits.max_grid_y)
    gy = limits.max_grid_y;
  unsigned long long gz = ceil_div(blocks, gx * gy);
  if (gz > limits.max_grid_z)
    throw concurrency::invalid_compute_domain(
        ("amp2hip: the compute domain " + to_string(e) + " has " +
         std::to_string(size) + " points, more than a grid can launch")
            .c_str());
  return {{e, size, launch_mode::linear},
          dim3(static_cast<unsigned int>(gx), static_cast<unsigned int>(gy),
               static_cast<unsigned int>(gz)),
          dim3(bx, 1, 1)};
}

/// The launch of the non-tiled compute domain \p e: direct mode when the
/// rank is at most 3 and the grid fits \p limits, else linear mode.
/// \throws concurrency::invalid_compute_domain for a component that is not
///         positive or a domain too large for any grid. Makes no HIP call.
template <int N>
launch_config<N> make_launch_config(const concurrency::extent<N> &e,
                                    const grid_limits &limits = {}) {
  check_domain(e);
  unsigned long long size = checked_domain_size(e); // > 0 (check_domain)
  if constexpr (N <= 3) {
    long long ex = e[N - 1];
    long long ey = N >= 2 ? e[N >= 2 ? N - 2 : 0] : 1;
    long long ez = N == 3 ? e[0] : 1;
    // A 32-wide x (one warp of contiguous elements) first, then y, z; then
    // give what is left of the 256 threads back to x, then y.
    unsigned int bx = pow2_at_least(ex, 32);
    unsigned int by = pow2_at_least(ey, block_budget / bx);
    unsigned int bz = pow2_at_least(
        ez, block_budget / (bx * by) < 64 ? block_budget / (bx * by) : 64);
    bx = pow2_at_least(ex, block_budget / (by * bz));
    by = pow2_at_least(ey, block_budget / (bx * bz));
    unsigned long long gx = ceil_div(static_cast<unsigned long long>(ex), bx);
    unsigned long long gy = ceil_div(static_cast<unsigned long long>(ey), by);
    unsigned long long gz = ceil_div(static_cast<unsigned long long>(ez), bz);
    if (gx <= limits.max_grid_x && gx * bx <= limits.max_threads_x &&
        gy <= limits.max_grid_y && gz <= limits.max_grid_z)
      return {{e, size, launch_mode::direct},
              dim3(static_cast<unsigned int>(gx), static_cast<unsigned int>(gy),
                   static_cast<unsigned int>(gz)),
              dim3(bx, by, bz)};
  }
  return make_linear_config(e, size, limits);
}

/// The launch of the tiled compute domain \p e: one block per tile, block
/// (x, y, z) = (last, second to last, first) tile dimension.
/// \throws concurrency::invalid_compute_domain when a component is not
///         positive, the tile does not divide the extent (pad() or
///         truncate() make extents it divides), the tile has more threads
///         than a block may, or the tiles do not fit the grid. Makes no HIP
///         call.
template <int D0, int D1, int D2>
launch_config<tile_rank<D0, D1, D2>>
make_tiled_launch_config(const concurrency::tiled_extent<D0, D1, D2> &e,
                         const grid_limits &limits = {}) {
  constexpr int R = tile_rank<D0, D1, D2>;
  const concurrency::extent<R> &domain = e;
  const concurrency::extent<R> tile = tile_extent_of<D0, D1, D2>();
  check_domain(domain);
  const unsigned long long threads = static_cast<unsigned long long>(D0) *
                                     (D1 > 0 ? D1 : 1) * (D2 > 0 ? D2 : 1);
  unsigned int block[3] = {1, 1, 1}; // x, y, z
  for (int d = 0; d < R; ++d)
    block[R - 1 - d] = static_cast<unsigned int>(tile[d]);
  if (threads > limits.max_block_threads || block[0] > limits.max_block_x ||
      block[1] > limits.max_block_y || block[2] > limits.max_block_z)
    throw concurrency::invalid_compute_domain(
        ("amp2hip: the tile " + to_string(tile) + " has " +
         std::to_string(threads) +
         " threads or a dimension too long for a GPU block (at most " +
         std::to_string(limits.max_block_threads) + " threads, z at most " +
         std::to_string(limits.max_block_z) + ")")
            .c_str());
  for (int d = 0; d < R; ++d)
    if (domain[d] % tile[d] != 0)
      throw concurrency::invalid_compute_domain(
          ("amp2hip: the compute domain " + to_string(domain) +
           " is not a multiple of the tile " + to_string(tile) +
           " in dimension " + std::to_string(d) +
           " (use tiled_extent::pad() or truncate())")
              .c_str());
  unsigned long long grid[3] = {1, 1, 1}; // x, y, z
  for (int d = 0; d < R; ++d)
    grid[R - 1 - d] = static_cast<unsigned long long>(domain[d] / tile[d]);
  unsigned long long size = domain.size64(); // > 0 (check_domain)
  if (grid[0] > limits.max_grid_x ||
      grid[0] * block[0] > limits.max_threads_x ||
      grid[1] > limits.max_grid_y || grid[2] > limits.max_grid_z)
    throw concurrency::invalid_compute_domain(
        ("amp2hip: the compute domain " + to_string(domain) +
         " has more tiles of " + to_string(tile) +
         " than a grid can launch (at most " +
         std::to_string(limits.max_grid_y) + " tiles in y and z)")
            .c_str());
  return {{domain, size, launch_mode::tiled},
          dim3(static_cast<unsigned int>(grid[0]),
               static_cast<unsigned int>(grid[1]),
               static_cast<unsigned int>(grid[2])),
          dim3(block[0], block[1], block[2])};
}

/// The linear mode's index of the calling thread, and whether it is inside
/// the domain (linear_thread_index()).
template <int N> struct linear_index_result {
  concurrency::index<N> idx;
  bool inside;
};

/// The linear mode of thread_index(): a 64-bit linear thread id decomposed
/// row-major. Out of line and returned by value, so that the direct mode's
/// kernels (rank <= 3) carry neither its divisions and 64-bit arithmetic
/// nor a local index in memory: a 5x5 convolution went from 1.017-1.023 to
/// 1.014 of hand-written HIP on an H200 (inlined, or out of line writing
/// through a reference: 1.36, bench/RESULTS.md).
template <int N>
__device__ __noinline__ linear_index_result<N>
linear_thread_index(const launch_domain<N> domain) {
  linear_index_result<N> result;
  unsigned long long id =
      ((static_cast<unsigned long long>(blockIdx.z) * gridDim.y + blockIdx.y) *
           gridDim.x +
       blockIdx.x) *
          blockDim.x +
      threadIdx.x;
  result.inside = id < domain.size;
  if (!result.inside)
    return result;
  if (domain.size <= 0xFFFFFFFFull) { // 32-bit division is much cheaper
    unsigned int rest = static_cast<unsigned int>(id);
    for (int d = N - 1; d > 0; --d) {
      unsigned int length = static_cast<unsigned int>(domain.extent[d]);
      result.idx[d] = static_cast<int>(rest % length);
      rest /= length;
    }
    result.idx[0] = static_cast<int>(rest);
    return result;
  }
  for (int d = N - 1; d > 0; --d) {
    unsigned long long length =
        static_cast<unsigned long long>(domain.extent[d]);
    result.idx[d] = static_cast<int>(id % length);
    id /= length;
  }
  result.idx[0] = static_cast<int>(id);
  return result;
}

/// Sets \p idx to the calling thread's index in \p domain. False (and idx
/// unspecified) for threads past the domain, which must return at once.
template <int N>
__device__ inline bool thread_index(const launch_domain<N> &domain,
                                    concurrency::index<N> &idx) {
  if constexpr (N <= 3) {
    // The direct mode's index and bounds test come before the mode test, so
    // that the thread-id reads do not wait for the mode's parameter load:
    // on an H100 this made a 5x5 convolution 0.7% faster (bench/RESULTS.md).
    const unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned int y = N >= 2 ? blockIdx.y * blockDim.y + threadIdx.y : 0;
    const unsigned int z = N == 3 ? blockIdx.z * blockDim.z + threadIdx.z : 0;
    bool inside = x < static_cast<unsigned int>(domain.extent[N - 1]);
    if constexpr (N >= 2)
      inside = inside && y < static_cast<unsigned int>(domain.extent[N - 2]);
    if constexpr (N == 3)
      inside = inside && z < static_cast<unsigned int>(domain.extent[0]);
    if (domain.mode != launch_mode::linear) {
      idx[N - 1] = static_cast<int>(x);
      if constexpr (N >= 2)
        idx[N - 2] = static_cast<int>(y);
      if constexpr (N == 3)
        idx[0] = static_cast<int>(z);
      return inside;
    }
  }
  const linear_index_result<N> result = linear_thread_index(domain);
  idx = result.idx;
  return result.inside;
}

/// The calling thread's tiled index in a tiled launch of \p domain (rank N
/// must be the tile's rank): tile = block id, local = thread id, with x the
/// last dimension.
template <int D0, int D1 = 0, int D2 = 0, int N>
__device__ inline concurrency::tiled_index<D0, D1, D2>
tiled_thread_index(const launch_domain<N> &domain) {
  constexpr int R = tile_rank<D0, D1, D2>;
  static_assert(R == N, "tiled_thread_index: the tile's rank differs from "
                        "the launch domain's");
  (void)domain;
  const int dims[3] = {D0, D1, D2};
  concurrency::index<R> local;
  concurrency::index<R> tile;
  local[R - 1] = static_cast<int>(threadIdx.x);
  tile[R - 1] = static_cast<int>(blockIdx.x);
  if constexpr (R >= 2) {
    local[R - 2] = static_cast<int>(threadIdx.y);
    tile[R - 2] = static_cast<int>(blockIdx.y);
  }
  if constexpr (R == 3) {
    local[0] = static_cast<int>(threadIdx.z);
    tile[0] = static_cast<int>(blockIdx.z);
  }
  concurrency::index<R> origin;
  for (int d = 0; d < R; ++d)
    origin[d] = tile[d] * dims[d];
  return concurrency::tiled_index<D0, D1, D2>(
      origin + local, local, tile, origin, concurrency::tile_barrier());
}

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_LAUNCH_DOMAIN_H
