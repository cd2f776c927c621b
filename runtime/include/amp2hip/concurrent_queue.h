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
/// and pop from at once. amp2hip's is a std::deque under a std::mutex:
/// simple, always correct, and fast enough for the CPU baselines that C++
/// AMP programs use it in. Plain C++17, no HIP include.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CONCURRENT_QUEUE_H
#define AMP2HIP_CONCURRENT_QUEUE_H

#include "detail/namespace.h"

#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <utility>

namespace Concurrency {

/// A first-in first-out queue safe for concurrent push(), try_pop(),
/// empty() and unsafe_size() (Microsoft Learn, "concurrent_queue Class").
/// Members named unsafe_*, clear(), construction, assignment and
/// destruction are not safe concurrently with other members.
template <typename T, typename Allocator = std::allocator<T>>
class concurrent_queue {
  using storage = std::deque<T, Allocator>;

public:
  typedef T value_type;
  typedef T &reference;
  typedef const T &const_reference;
  typedef std::size_t size_type;
  typedef std::ptrdiff_t difference_type;
  typedef Allocator allocator_type;
  /// Iterators of unsafe_begin() / unsafe_end(): not safe while other
  /// threads push or pop.
  typedef typename storage::iterator iterator;
  typedef typename storage::const_iterator const_iterator;

  /// An empty queue.
  concurrent_queue() = default;
  /// An empty queue using \p allocator.
  explicit concurrent_queue(const allocator_type &allocator)
      : items_(allocator) {}
  /// A copy of \p other (not safe while \p other changes).
  concurrent_queue(const concurrent_queue &other) : items_(other.items_) {}
  /// Takes \p other's elements (not safe while \p other changes).
  concurrent_queue(concurrent_queue &&other) noexcept
      : items_(std::move(other.items_)) {}
  /// The elements of [first, last), first at the front.
  template <typename InputIterator>
  concurrent_queue(InputIterator first, InputIterator last,
                   const allocator_type &allocator = allocator_type())
      : items_(first, last, allocator) {}

  /// Copies \p other's elements (not concurrency-safe).
  concurrent_queue &operator=(const concurrent_queue &other) {
    if (this != &other)
      items_ = other.items_;
    return *this;
  }
  /// Takes \p other's elements (not concurrency-safe).
  concurrent_queue &operator=(concurrent_queue &&other) noexcept {
    items_ = std::move(other.items_);
    return *this;
  }

  /// Appends a copy of \p value at the back. Concurrency-safe.
  void push(const T &value) {
    std::lock_guard<std::mutex> lock(mutex_);
    items_.push_back(value);
  }

  /// Appends \p value, moved, at the back. Concurrency-safe.
  void push(T &&value) {
    std::lock_guard<std::mutex> lock(mutex_);
    items_.push_back(std::move(value));
  }

  /// Moves the front element into \p destination and removes it, if the
  /// queue is not empty. \returns whether it did. Concurrency-safe.
  bool try_pop(T &destination) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (items_.empty())
      return false;
    destination = std::move(items_.front());
    items_.pop_front();
    return true;
  }

  /// True when the queue holds no element at the time of the call.
  /// Concurrency-safe.
  bool empty() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return items_.empty();
  }

  /// The number of elements at the time of the call (stale as soon as other
  /// threads push or pop).
  size_type unsafe_size() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return items_.size();
  }

  /// Removes every element. Not concurrency-safe.
  void clear() { items_.clear(); }

  /// The allocator.
  allocator_type get_allocator() const { return items_.get_allocator(); }

  /// Iterators over the elements, front first. Not concurrency-safe.
  iterator unsafe_begin() { return items_.begin(); }
  iterator unsafe_end() { return items_.end(); }
  const_iterator unsafe_begin() const { return items_.begin(); }
  const_iterator unsafe_end() const { return items_.end(); }

private:
  mutable std::mutex mutex_;
  storage items_;
};

} // namespace Concurrency

#endif // AMP2HIP_CONCURRENT_QUEUE_H
