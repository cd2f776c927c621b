//===- amp2hip/detail/completion_future.h - completion_future ----*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::completion_future (C++ AMP v1.2 §4.6): the result of the
/// _async operations. amp2hip finishes those operations before returning,
/// so every completion_future it hands out is already ready.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_COMPLETION_FUTURE_H
#define AMP2HIP_DETAIL_COMPLETION_FUTURE_H

#include "namespace.h"

#include <chrono>
#include <future>
#include <utility>

namespace Concurrency {

/// A std::shared_future<void> with AMP's then() (C++ AMP v1.2 §4.6).
class completion_future {
public:
  /// A future with no shared state (valid() is false).
  completion_future() = default;
  /// Wraps \p future.
  explicit completion_future(std::shared_future<void> future)
      : future_(std::move(future)) {}

  /// A future that is already ready (what amp2hip's _async operations
  /// return, their work being done).
  static completion_future ready() {
    std::promise<void> promise;
    promise.set_value();
    return completion_future(promise.get_future().share());
  }

  /// Waits for completion; rethrows the operation's exception, if any.
  void get() const { future_.get(); }
  /// True when the future has shared state.
  bool valid() const { return future_.valid(); }
  /// Waits for completion.
  void wait() const { future_.wait(); }
  /// Waits for completion at most \p duration.
  template <class Rep, class Period>
  std::future_status
  wait_for(const std::chrono::duration<Rep, Period> &duration) const {
    return future_.wait_for(duration);
  }
  /// Waits for completion at most until \p time.
  template <class Clock, class Duration>
  std::future_status
  wait_until(const std::chrono::time_point<Clock, Duration> &time) const {
    return future_.wait_until(time);
  }
  /// The wrapped future.
  operator std::shared_future<void>() const { return future_; }

  /// Calls \p functor once the operation has completed: at once, after
  /// waiting for it, on the calling thread.
  template <typename Functor> void then(const Functor &functor) const {
    future_.wait();
    functor();
  }

private:
  std::shared_future<void> future_;
};

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_COMPLETION_FUTURE_H
