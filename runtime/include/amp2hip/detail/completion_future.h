//===- amp2hip/detail/completion_future.h - completion_future ----*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::completion_future (C++ AMP v1.2 §4.6): the result of the
/// _async operations. copy_async and the array_view synchronize*_async
/// operations run on a thread of their own (run_async()), so their futures
/// become ready when the work is done; the others are ready at once.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_COMPLETION_FUTURE_H
#define AMP2HIP_DETAIL_COMPLETION_FUTURE_H

#include "namespace.h"

#include "ppl_tasks.h"

#include <chrono>
#include <future>
#include <tuple>
#include <type_traits>
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

  /// Calls \p functor once the operation has completed (C++ AMP v1.2 §4.6
  /// then): at once on the calling thread when it already has, else on a
  /// thread of the PPL pool when it completes, so the caller goes on (a
  /// copy_async overlaps the caller's next work). The caller must keep what
  /// \p functor uses alive until it has run.
  /// \throws std::future_error (no_state) when valid() is false.
  template <typename Functor> void then(const Functor &functor) const {
    if (!future_.valid())
      throw std::future_error(std::future_errc::no_state);
    if (is_ready()) {
      functor();
      return;
    }
    Functor copy = functor;
    to_task().then([copy]() mutable { copy(); });
  }

  /// A PPL task that completes when the operation does, rethrowing its
  /// exception (MSVC's <amprt.h> completion_future::to_task; the spec's
  /// §4.6 leaves it to the implementation). Waits on a PPL pool thread.
  /// \throws std::future_error (no_state) when valid() is false.
  concurrency::task<void> to_task() const {
    if (!future_.valid())
      throw std::future_error(std::future_errc::no_state);
    std::shared_future<void> future = future_;
    return concurrency::create_task([future] { future.get(); });
  }

private:
  bool is_ready() const {
    return future_.wait_for(std::chrono::seconds(0)) ==
           std::future_status::ready;
  }

  std::shared_future<void> future_;
};

} // namespace Concurrency

namespace amp2hip::detail {

/// True for argument types that run_async() holds by reference (arrays,
/// which are not cheap to copy; array.h says so); others are held by value.
template <typename T> struct held_by_reference : std::false_type {};

/// The type run_async() keeps of an argument of type \p Arg.
template <typename Arg>
using async_held_t =
    std::conditional_t<held_by_reference<std::decay_t<Arg>>::value &&
                           std::is_lvalue_reference<Arg>::value,
                       Arg, std::decay_t<Arg>>;

/// Runs \p work(args...) on a new thread (std::launch::async) and returns
/// the future of it: ready when it returns, rethrowing what it throws.
/// Arguments are copied (or moved), except lvalues that held_by_reference
/// names, which must stay alive until the future is ready.
/// \throws std::system_error when no thread can be started.
template <typename Work, typename... Args>
concurrency::completion_future run_async(Work work, Args &&...args) {
  std::tuple<async_held_t<Args>...> captured(std::forward<Args>(args)...);
  return concurrency::completion_future(
      std::async(std::launch::async, [work, captured =
                                                std::move(captured)]() mutable {
        std::apply(work, captured);
      }).share());
}

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_COMPLETION_FUTURE_H
