//===- amp2hip/detail/ppl_tbb.h - PPL's loops on oneTBB ---------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Where amp2hip's PPL (<amp2hip/ppl.h>) meets oneTBB: the oneTBB headers it
/// uses, PPL's four partitioners (each holding or naming its oneTBB
/// counterpart), and ppl_for_range(), the one loop that parallel_for,
/// parallel_for_each over random-access iterators, parallel_transform and
/// parallel_reduce run on (tbb::parallel_for over a blocked_range).
/// oneTBB's arena is the process-wide pool (std::thread::hardware_concurrency()
/// threads); its waits take part in the work, so nested loops and recursive
/// task groups cannot deadlock (docs/features/ppl.md).
///
/// Programs that include <ppl.h> link with -ltbb: amp2hip's CMake functions
/// add it for every platform (cmake/Amp2Hip.cmake).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_PPL_TBB_H
#define AMP2HIP_DETAIL_PPL_TBB_H

#include "namespace.h"

#if !__has_include(<oneapi/tbb/parallel_for.h>)
#error "amp2hip: PPL is built on oneTBB: install libtbb-dev, link -ltbb"
#endif

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/partitioner.h>
#include <oneapi/tbb/task_arena.h>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <type_traits>

namespace Concurrency {

/// Splits a loop into ranges that idle threads take on demand (Microsoft
/// Learn, "auto_partitioner Class"); the default of every algorithm. Here:
/// tbb::auto_partitioner.
class auto_partitioner {
public:
  auto_partitioner() = default;
};

/// Splits a loop into one equal range per thread, with no load balancing
/// (Microsoft Learn, "static_partitioner Class"). Here:
/// tbb::static_partitioner.
class static_partitioner {
public:
  static_partitioner() = default;
};

/// Splits a loop into chunks of at least a given number of iterations
/// (Microsoft Learn, "simple_partitioner Class"). Here:
/// tbb::simple_partitioner over a range whose grain keeps every chunk at
/// chunk_size() iterations or more (2 * chunk_size() - 1 at most; a loop
/// shorter than chunk_size() is one chunk).
class simple_partitioner {
public:
  /// Chunks of at least \p chunk_size iterations.
  /// \throws std::invalid_argument when \p chunk_size is 0.
  explicit simple_partitioner(std::size_t chunk_size) : chunk_(chunk_size) {
    if (chunk_size == 0)
      throw std::invalid_argument("simple_partitioner: chunk_size is 0");
  }
  /// The chunk size given at construction.
  std::size_t chunk_size() const noexcept { return chunk_; }

private:
  std::size_t chunk_;
};

/// Splits a loop as auto_partitioner does and replays the split on the same
/// threads when the object is reused, for cache affinity (Microsoft Learn,
/// "affinity_partitioner Class"). Here: it holds a tbb::affinity_partitioner,
/// which does that; pass the same object to each loop.
class affinity_partitioner {
public:
  affinity_partitioner() = default;

  /// The oneTBB partitioner that records the threads' ranges.
  tbb::affinity_partitioner &tbb_partitioner() noexcept { return tbb_; }

private:
  tbb::affinity_partitioner tbb_;
};

} // namespace Concurrency

namespace amp2hip::detail {

/// True for PPL's four partitioner types (any cv/ref form).
template <typename T>
inline constexpr bool is_ppl_partitioner_v =
    std::is_same_v<std::decay_t<T>, concurrency::auto_partitioner> ||
    std::is_same_v<std::decay_t<T>, concurrency::static_partitioner> ||
    std::is_same_v<std::decay_t<T>, concurrency::simple_partitioner> ||
    std::is_same_v<std::decay_t<T>, concurrency::affinity_partitioner>;

/// The threads that PPL's algorithms run on (the calling thread included):
/// oneTBB's arena, at least 1.
inline std::size_t ppl_concurrency() noexcept {
  const int threads = tbb::this_task_arena::max_concurrency();
  return threads > 0 ? static_cast<std::size_t>(threads) : 1;
}

/// Calls body(begin, end) for the chunks of tbb::parallel_for over
/// [0, n) with \p grain, split by \p partitioner (a oneTBB partitioner).
/// \throws the first exception a body threw (oneTBB then cancels the chunks
/// not started).
template <typename RangeBody, typename TbbPartitioner>
void ppl_tbb_for(std::size_t n, std::size_t grain, const RangeBody &body,
                 TbbPartitioner &&partitioner) {
  if (n == 0)
    return;
  tbb::parallel_for(
      tbb::blocked_range<std::size_t>(0, n, grain),
      [&body](const tbb::blocked_range<std::size_t> &range) {
        body(range.begin(), range.end());
      },
      partitioner);
}

/// Calls body(begin, end) over disjoint ranges covering [0, n), in
/// parallel, split as PPL's \p partitioner says. \throws the first
/// exception a body threw; ranges not started by then are skipped.
template <typename RangeBody>
void ppl_for_range(std::size_t n, const concurrency::auto_partitioner &,
                   const RangeBody &body) {
  ppl_tbb_for(n, 1, body, tbb::auto_partitioner());
}
template <typename RangeBody>
void ppl_for_range(std::size_t n, const concurrency::static_partitioner &,
                   const RangeBody &body) {
  ppl_tbb_for(n, 1, body, tbb::static_partitioner());
}
template <typename RangeBody>
void ppl_for_range(std::size_t n,
                   const concurrency::simple_partitioner &partitioner,
                   const RangeBody &body) {
  // tbb::simple_partitioner halves a range while it is longer than the
  // grain: with 2k - 1 every chunk keeps at least k iterations.
  const std::size_t chunk = partitioner.chunk_size();
  const std::size_t grain = chunk > SIZE_MAX / 2 ? SIZE_MAX : 2 * chunk - 1;
  ppl_tbb_for(n, grain, body, tbb::simple_partitioner());
}
template <typename RangeBody>
void ppl_for_range(std::size_t n,
                   concurrency::affinity_partitioner &partitioner,
                   const RangeBody &body) {
  ppl_tbb_for(n, 1, body, partitioner.tbb_partitioner());
}

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_PPL_TBB_H
