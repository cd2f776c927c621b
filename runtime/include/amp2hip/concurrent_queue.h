//===- amp2hip/concurrent_queue.h - concurrent_queue ------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated code includes in place of
/// <concurrent_queue.h>: concurrency::concurrent_queue (Microsoft Learn,
/// "concurrent_queue Class"), a FIFO queue that many threads may push to
/// and pop from at once: tbb::concurrent_queue, which has PPL's members
/// (push, try_pop, empty, unsafe_size, clear, unsafe_begin/unsafe_end), with
/// PPL's default allocator. No HIP include; programs link with -ltbb
/// (docs/features/ppl.md).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CONCURRENT_QUEUE_H
#define AMP2HIP_CONCURRENT_QUEUE_H

#include "detail/namespace.h"
#include "detail/ppl_tbb.h"

#include <oneapi/tbb/concurrent_queue.h>

#include <memory>

namespace Concurrency {

/// A FIFO queue for many producers and consumers (Microsoft Learn,
/// "concurrent_queue Class"): tbb::concurrent_queue<T, Allocator>. push,
/// try_pop and empty are concurrency-safe; clear, unsafe_size, the
/// unsafe_ iterators and assignment are not (as in PPL).
template <typename T, typename Allocator = std::allocator<T>>
class concurrent_queue : public tbb::concurrent_queue<T, Allocator> {
  using base = tbb::concurrent_queue<T, Allocator>;

public:
  using base::base;
  concurrent_queue() = default;
  concurrent_queue(const concurrent_queue &) = default;
  concurrent_queue(concurrent_queue &&) = default;
  concurrent_queue &operator=(const concurrent_queue &) = default;
  concurrent_queue &operator=(concurrent_queue &&) = default;
};

} // namespace Concurrency

#endif // AMP2HIP_CONCURRENT_QUEUE_H
