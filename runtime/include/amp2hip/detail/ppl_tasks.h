//===- amp2hip/detail/ppl_tasks.h - PPL tasks -------------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// PPL's asynchronous tasks, without PPL's algorithms (which need oneTBB):
/// what <amp2hip/ppltasks.h> adds to <amp2hip/ppl.h>, and what
/// completion_future::to_task (detail/completion_future.h) needs. PPL's
/// asynchronous tasks (Microsoft Learn, "Task Parallelism",
/// "task Class", "create_task Function", "task_completion_event Class",
/// "when_all Function", "when_any Function"):
///
///   task<T>, task<void>, task_status, create_task, task_completion_event,
///   when_all, when_any, operator&& and operator|| on tasks,
///   task_from_result, task_from_exception, cancel_current_task,
///   task_continuation_context (accepted, ignored).
///
/// Task bodies and continuations run on the standard-library thread pool of
/// detail/ppl_scheduler.h; a thread that waits for a task not yet started
/// runs it inline. No cancellation tokens (a task is canceled only by
/// cancel_current_task() or by a canceled antecedent), no task_options, no
/// apartment or UI-thread contexts. docs/features/ppl.md lists the limits.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_PPL_TASKS_H
#define AMP2HIP_DETAIL_PPL_TASKS_H

#include "namespace.h"

#include "ppl_common.h"
#include "ppl_scheduler.h"

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <system_error>
#include <type_traits>
#include <utility>
#include <vector>

namespace Concurrency {

/// The state in which task::wait() returns (Microsoft Learn, "task_status"):
/// completed or canceled.
typedef task_group_status task_status;

template <typename T> class task;
template <typename T> class task_completion_event;

} // namespace Concurrency

namespace amp2hip::detail {

/// Stands for the value of a task<void>.
struct ppl_unit {};

/// What a task<T> stores: T, or ppl_unit for void.
template <typename T>
using ppl_value_t = std::conditional_t<std::is_void_v<T>, ppl_unit, T>;

/// The shared state of a task: pending until completed (with a value),
/// canceled or faulted (with an exception); continuations run when it
/// leaves pending.
template <typename T> class ppl_task_state {
public:
  enum class status { pending, completed, canceled, faulted };

  /// Completes with a value made of \p args; false if no longer pending.
  template <typename... Args> bool complete(Args &&...args) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (status_ != status::pending)
      return false;
    value_.emplace(std::forward<Args>(args)...);
    status_ = status::completed;
    finish(lock);
    return true;
  }

  /// Faults with \p error; false if no longer pending.
  bool fault(std::exception_ptr error) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (status_ != status::pending)
      return false;
    error_ = std::move(error);
    status_ = status::faulted;
    finish(lock);
    return true;
  }

  /// Cancels; false if no longer pending.
  bool cancel() {
    std::unique_lock<std::mutex> lock(mutex_);
    if (status_ != status::pending)
      return false;
    status_ = status::canceled;
    finish(lock);
    return true;
  }

  /// Runs \p callback (a work item) once the task has finished: at once on
  /// this thread if it has, else on the thread that finishes it.
  void on_done(const std::shared_ptr<ppl_work_item> &callback) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (status_ == status::pending) {
      callbacks_.push_back(callback);
      return;
    }
    lock.unlock();
    callback->try_run();
  }

  /// Remembers \p item, the task's scheduled body, for wait() to run inline.
  void set_body(std::shared_ptr<ppl_work_item> item) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (status_ == status::pending)
      body_ = std::move(item);
  }

  /// Waits until the task has finished, running its body inline when no
  /// worker has started it. \returns the final status.
  status wait() {
    std::unique_lock<std::mutex> lock(mutex_);
    if (status_ == status::pending && body_ != nullptr) {
      std::shared_ptr<ppl_work_item> body = body_;
      lock.unlock();
      body->try_run();
      lock.lock();
    }
    done_.wait(lock, [this] { return status_ != status::pending; });
    return status_;
  }

  /// The status now (no wait).
  status current() {
    std::lock_guard<std::mutex> lock(mutex_);
    return status_;
  }

  /// The value of a completed task (wait() or current() returned completed
  /// before, which orders this read after the write).
  ppl_value_t<T> &value() { return *value_; }

  /// The exception of a faulted task (same condition).
  std::exception_ptr error() {
    std::lock_guard<std::mutex> lock(mutex_);
    return error_;
  }

private:
  void finish(std::unique_lock<std::mutex> &lock) {
    std::vector<std::shared_ptr<ppl_work_item>> callbacks;
    callbacks.swap(callbacks_);
    body_.reset();
    lock.unlock();
    done_.notify_all();
    for (const std::shared_ptr<ppl_work_item> &callback : callbacks)
      callback->try_run();
  }

  std::mutex mutex_;
  std::condition_variable done_;
  status status_ = status::pending;
  std::optional<ppl_value_t<T>> value_;
  std::exception_ptr error_;
  std::vector<std::shared_ptr<ppl_work_item>> callbacks_;
  std::shared_ptr<ppl_work_item> body_;
};

template <typename T> using ppl_state_ptr = std::shared_ptr<ppl_task_state<T>>;

/// Copies the outcome of the finished \p from into \p to.
template <typename T>
void ppl_forward_outcome(const ppl_state_ptr<T> &from,
                         const ppl_state_ptr<T> &to) {
  switch (from->current()) {
  case ppl_task_state<T>::status::completed:
    to->complete(from->value());
    break;
  case ppl_task_state<T>::status::faulted:
    to->fault(from->error());
    break;
  default:
    to->cancel();
    break;
  }
}

/// Makes \p to finish as \p from does, once \p from has finished.
template <typename T>
void ppl_forward_when_done(const ppl_state_ptr<T> &from,
                           const ppl_state_ptr<T> &to) {
  from->on_done(make_ppl_work_item(
      [from, to]() noexcept { ppl_forward_outcome(from, to); }));
}

template <typename T> struct ppl_is_task : std::false_type {};
template <typename T>
struct ppl_is_task<concurrency::task<T>> : std::true_type {};

/// The task type a callable returning \p R makes: task<U> for task<U>
/// (unwrapped, as PPL does), else task<R>.
template <typename R> struct ppl_unwrap { using type = R; };
template <typename U> struct ppl_unwrap<concurrency::task<U>> {
  using type = U;
};
template <typename R> using ppl_unwrap_t = typename ppl_unwrap<R>::type;

/// Calls \p function and finishes \p state with its outcome: its value, or
/// the outcome of the task it returned; canceled when it threw
/// task_canceled (cancel_current_task()), faulted when it threw anything
/// else.
template <typename T, typename Function>
void ppl_run_body(const ppl_state_ptr<T> &state, Function &function) noexcept {
  using result = std::invoke_result_t<Function &>;
  try {
    if constexpr (ppl_is_task<result>::value) {
      result inner = function();
      if (inner.amp2hip_state() == nullptr)
        throw concurrency::invalid_operation(
            "a task body returned a default-constructed task");
      ppl_forward_when_done(inner.amp2hip_state(), state);
    } else if constexpr (std::is_void_v<result>) {
      function();
      state->complete();
    } else {
      state->complete(function());
    }
  } catch (const concurrency::task_canceled &) {
    state->cancel();
  } catch (...) {
    state->fault(std::current_exception());
  }
}

/// Schedules \p function on the pool to finish \p state.
template <typename T, typename Function>
void ppl_schedule_body(const ppl_state_ptr<T> &state, Function function) {
  std::shared_ptr<ppl_work_item> item = make_ppl_work_item(
      [state, function = std::move(function)]() mutable noexcept {
        ppl_run_body(state, function);
      });
  state->set_body(item);
  try {
    ppl_scheduler::instance().submit(item);
  } catch (const std::system_error &) {
    item->try_run(); // no thread at all: run it here
  }
}

/// Whether a continuation of a task<T> takes the task (task-based) rather
/// than its value (value-based; no argument for task<void>).
template <typename T, typename Function>
inline constexpr bool ppl_takes_value_v =
    std::is_void_v<T> ? std::is_invocable_v<Function &>
                      : std::is_invocable_v<Function &, ppl_value_t<T> &>;

template <typename T, typename Function>
inline constexpr bool ppl_takes_task_v =
    !ppl_takes_value_v<T, Function> &&
    std::is_invocable_v<Function &, concurrency::task<T>>;

/// What a continuation returns: by value (\p ByValue) or taking the task.
template <typename T, typename Function, bool ByValue, typename = void>
struct ppl_continuation_result {
  using type = std::invoke_result_t<Function &, concurrency::task<T>>;
};
template <typename T, typename Function>
struct ppl_continuation_result<T, Function, true,
                               std::enable_if_t<std::is_void_v<T>>> {
  using type = std::invoke_result_t<Function &>;
};
template <typename T, typename Function>
struct ppl_continuation_result<T, Function, true,
                               std::enable_if_t<!std::is_void_v<T>>> {
  using type = std::invoke_result_t<Function &, T &>;
};
template <typename T, typename Function, bool ByValue>
using ppl_continuation_result_t =
    typename ppl_continuation_result<T, Function, ByValue>::type;

} // namespace amp2hip::detail

namespace Concurrency {

/// Where a continuation runs (Microsoft Learn, "task_continuation_context
/// Class"). amp2hip has no apartments or UI thread: every context means
/// "on the pool", and then() accepts and ignores it.
class task_continuation_context {
public:
  /// The default context.
  static task_continuation_context use_default() {
    return task_continuation_context();
  }
  /// Any thread.
  static task_continuation_context use_arbitrary() {
    return task_continuation_context();
  }
  /// The calling thread's context (here: any thread).
  static task_continuation_context use_current() {
    return task_continuation_context();
  }
  /// The thread that completes the antecedent (here: any thread).
  static task_continuation_context use_synchronous_execution() {
    return task_continuation_context();
  }

private:
  task_continuation_context() = default;
};

/// Cancels the task whose body calls it: throws task_canceled, which the
/// task catches to enter the canceled state (Microsoft Learn,
/// "cancel_current_task Function"). Only valid in a task body.
[[noreturn]] inline void cancel_current_task() { throw task_canceled(); }

/// An asynchronous operation producing a T (or nothing, for task<void>)
/// (Microsoft Learn, "task Class"). Copies share the operation. A task made
/// from a callable starts at once on the thread pool.
template <typename T> class task {
  static_assert(!std::is_reference_v<T>,
                "concurrency::task<T&> is not supported by amp2hip");

public:
  /// The type of the value.
  typedef T result_type;

  /// A task with no operation: get(), wait(), then() and is_done() throw
  /// invalid_operation.
  task() = default;

  /// Starts \p function (taking no argument, returning T or task<T>) on
  /// the pool.
  template <typename Function,
            std::enable_if_t<!std::is_same_v<std::decay_t<Function>, task> &&
                                 !std::is_same_v<std::decay_t<Function>,
                                                 task_completion_event<T>> &&
                                 std::is_invocable_v<std::decay_t<Function> &>,
                             int> = 0>
  explicit task(Function function)
      : state_(std::make_shared<amp2hip::detail::ppl_task_state<T>>()) {
    using returned = std::invoke_result_t<std::decay_t<Function> &>;
    using produced = amp2hip::detail::ppl_unwrap_t<returned>;
    static_assert(std::is_void_v<T> ||
                          amp2hip::detail::ppl_is_task<returned>::value
                      ? std::is_same_v<produced, T>
                      : std::is_convertible_v<produced, T>,
                  "concurrency::task<T>: the function does not return T or "
                  "task<T>");
    if constexpr (std::is_void_v<T> || std::is_same_v<produced, T>) {
      amp2hip::detail::ppl_schedule_body(state_, std::move(function));
    } else {
      amp2hip::detail::ppl_schedule_body(
          state_, [function = std::move(function)]() mutable -> T {
            return function();
          });
    }
  }

  /// A task that finishes when \p event is set (with its value or
  /// exception).
  explicit task(const task_completion_event<T> &event)
      : state_(std::make_shared<amp2hip::detail::ppl_task_state<T>>()) {
    amp2hip::detail::ppl_forward_when_done(event.amp2hip_state(), state_);
  }

  /// Waits for the task and returns its value (nothing for task<void>).
  /// \throws the exception the task (or an antecedent of a value-based
  ///         chain) threw; task_canceled when it was canceled;
  ///         invalid_operation for a default-constructed task.
  T get() const {
    const auto status = checked_state()->wait();
    if (status == amp2hip::detail::ppl_task_state<T>::status::faulted)
      std::rethrow_exception(state_->error());
    if (status == amp2hip::detail::ppl_task_state<T>::status::canceled)
      throw task_canceled();
    if constexpr (std::is_void_v<T>)
      return;
    else
      return state_->value();
  }

  /// Waits for the task. \returns completed or canceled. \throws the
  /// exception the task threw; invalid_operation for a default-constructed
  /// task.
  task_status wait() const {
    const auto status = checked_state()->wait();
    if (status == amp2hip::detail::ppl_task_state<T>::status::faulted)
      std::rethrow_exception(state_->error());
    return status == amp2hip::detail::ppl_task_state<T>::status::canceled
               ? canceled
               : completed;
  }

  /// True when the task has finished (completed, canceled or faulted).
  /// \throws invalid_operation for a default-constructed task.
  bool is_done() const {
    return checked_state()->current() !=
           amp2hip::detail::ppl_task_state<T>::status::pending;
  }

  /// Adds a continuation, started on the pool when this task finishes
  /// (Microsoft Learn, "task::then Method"). A value-based continuation
  /// takes the value (nothing for task<void>); it does not run when this
  /// task threw or was canceled, and the task then() returns gets the
  /// exception or the cancellation. A task-based continuation takes this
  /// task and always runs. A continuation returning task<U> makes then()
  /// return task<U>. \throws invalid_operation for a default-constructed
  /// task.
  template <typename Function> auto then(Function function) const {
    using continuation = std::decay_t<Function>;
    constexpr bool by_value =
        amp2hip::detail::ppl_takes_value_v<T, continuation>;
    static_assert(by_value ||
                      amp2hip::detail::ppl_takes_task_v<T, continuation>,
                  "concurrency::task::then: the continuation takes neither "
                  "the task's value nor the task");
    using raw =
        amp2hip::detail::ppl_continuation_result_t<T, continuation, by_value>;
    using U = amp2hip::detail::ppl_unwrap_t<raw>;
    const amp2hip::detail::ppl_state_ptr<T> antecedent = checked_state();
    auto next = std::make_shared<amp2hip::detail::ppl_task_state<U>>();
    antecedent->on_done(amp2hip::detail::make_ppl_work_item(
        [antecedent, next,
         function = continuation(std::move(function))]() mutable noexcept {
          if constexpr (by_value) {
            switch (antecedent->current()) {
            case amp2hip::detail::ppl_task_state<T>::status::faulted:
              next->fault(antecedent->error());
              return;
            case amp2hip::detail::ppl_task_state<T>::status::canceled:
              next->cancel();
              return;
            default:
              break;
            }
          }
          try {
            amp2hip::detail::ppl_schedule_body(
                next,
                [antecedent, function = std::move(function)]() mutable -> raw {
                  if constexpr (!by_value)
                    return function(task<T>(antecedent));
                  else if constexpr (std::is_void_v<T>)
                    return function();
                  else
                    return function(antecedent->value());
                });
          } catch (...) {
            next->fault(std::current_exception());
          }
        }));
    return task<U>(next);
  }

  /// Same; \p context is accepted and ignored.
  template <typename Function>
  auto then(Function function, task_continuation_context) const {
    return then(std::move(function));
  }

  /// True when both name the same operation (or both none).
  bool operator==(const task &other) const { return state_ == other.state_; }
  /// The opposite of operator==.
  bool operator!=(const task &other) const { return state_ != other.state_; }

  /// amp2hip's: wraps an existing state.
  explicit task(amp2hip::detail::ppl_state_ptr<T> state)
      : state_(std::move(state)) {}
  /// amp2hip's: the shared state (null for a default-constructed task).
  const amp2hip::detail::ppl_state_ptr<T> &amp2hip_state() const {
    return state_;
  }

private:
  const amp2hip::detail::ppl_state_ptr<T> &checked_state() const {
    if (state_ == nullptr)
      throw invalid_operation("a default-constructed task has no operation");
    return state_;
  }

  amp2hip::detail::ppl_state_ptr<T> state_;
};

/// A value (or exception) that a program sets once, which the tasks made
/// from it wait for (Microsoft Learn, "task_completion_event Class").
/// Copies share the event.
template <typename T> class task_completion_event {
public:
  task_completion_event()
      : state_(std::make_shared<amp2hip::detail::ppl_task_state<T>>()) {}

  /// Sets the value; tasks made from the event complete with it.
  /// \returns false when the event was already set.
  template <typename U = T, std::enable_if_t<!std::is_void_v<U>, int> = 0>
  bool set(U value) const {
    return state_->complete(std::move(value));
  }

  /// Sets a task_completion_event<void>. \returns false when already set.
  template <typename U = T, std::enable_if_t<std::is_void_v<U>, int> = 0>
  bool set() const {
    return state_->complete();
  }

  /// Sets an exception; tasks made from the event rethrow it from get().
  /// \returns false when the event was already set.
  bool set_exception(std::exception_ptr error) const {
    return state_->fault(std::move(error));
  }

  /// Same, with an exception object.
  template <typename Exception> bool set_exception(Exception error) const {
    return state_->fault(std::make_exception_ptr(std::move(error)));
  }

  /// amp2hip's: the shared state.
  const amp2hip::detail::ppl_state_ptr<T> &amp2hip_state() const {
    return state_;
  }

private:
  amp2hip::detail::ppl_state_ptr<T> state_;
};

/// Starts \p function (taking no argument) on the pool (Microsoft Learn,
/// "create_task Function"). \returns task<R> for a function returning R,
/// task<U> for one returning task<U>.
template <
    typename Function,
    std::enable_if_t<std::is_invocable_v<std::decay_t<Function> &>, int> = 0>
auto create_task(Function function) {
  using U = amp2hip::detail::ppl_unwrap_t<
      std::invoke_result_t<std::decay_t<Function> &>>;
  return task<U>(std::move(function));
}

/// A task that finishes when \p event is set.
template <typename T>
task<T> create_task(const task_completion_event<T> &event) {
  return task<T>(event);
}

/// \p existing itself.
template <typename T> task<T> create_task(task<T> existing) { return existing; }

/// A completed task<T> holding \p value (Microsoft Learn,
/// "task_from_result Function").
template <typename T> task<T> task_from_result(T value) {
  auto state = std::make_shared<amp2hip::detail::ppl_task_state<T>>();
  state->complete(std::move(value));
  return task<T>(state);
}

/// A completed task<void>.
inline task<void> task_from_result() {
  auto state = std::make_shared<amp2hip::detail::ppl_task_state<void>>();
  state->complete();
  return task<void>(state);
}

/// A task<T> faulted with \p error (Microsoft Learn,
/// "task_from_exception Function").
template <typename T, typename Exception>
task<T> task_from_exception(Exception error) {
  auto state = std::make_shared<amp2hip::detail::ppl_task_state<T>>();
  if constexpr (std::is_same_v<std::decay_t<Exception>, std::exception_ptr>)
    state->fault(std::move(error));
  else
    state->fault(std::make_exception_ptr(std::move(error)));
  return task<T>(state);
}

/// A task that completes when all tasks in [first, last) have completed
/// (Microsoft Learn, "when_all Function"): task<std::vector<T>> with their
/// values in range order, or task<void> for tasks of void. When one of them
/// throws or is canceled, the returned task finishes at once with that
/// exception (get() rethrows it) or canceled. An empty range gives a
/// completed task.
template <typename Iterator> auto when_all(Iterator first, Iterator last) {
  using element = typename std::iterator_traits<Iterator>::value_type;
  using T = typename element::result_type;
  using R = std::conditional_t<std::is_void_v<T>, void, std::vector<T>>;
  std::vector<element> tasks(first, last);
  auto result = std::make_shared<amp2hip::detail::ppl_task_state<R>>();
  if (tasks.empty()) {
    result->complete();
    return task<R>(result);
  }
  struct join {
    std::mutex mutex;
    std::size_t remaining;
    std::vector<std::optional<amp2hip::detail::ppl_value_t<T>>> values;
  };
  auto shared = std::make_shared<join>();
  shared->remaining = tasks.size();
  shared->values.resize(tasks.size());
  for (std::size_t index = 0; index < tasks.size(); ++index) {
    const amp2hip::detail::ppl_state_ptr<T> state =
        tasks[index].amp2hip_state();
    if (state == nullptr)
      throw invalid_operation("when_all: a default-constructed task");
    state->on_done(amp2hip::detail::make_ppl_work_item(
        [state, result, shared, index]() noexcept {
          static_cast<void>(index); // unused for tasks of void
          switch (state->current()) {
          case amp2hip::detail::ppl_task_state<T>::status::faulted:
            result->fault(state->error());
            return;
          case amp2hip::detail::ppl_task_state<T>::status::canceled:
            result->cancel();
            return;
          default:
            break;
          }
          std::unique_lock<std::mutex> lock(shared->mutex);
          if constexpr (!std::is_void_v<T>) {
            try {
              shared->values[index].emplace(state->value());
            } catch (...) {
              lock.unlock();
              result->fault(std::current_exception());
              return;
            }
          }
          if (--shared->remaining != 0)
            return;
          lock.unlock();
          if constexpr (std::is_void_v<T>) {
            result->complete();
          } else {
            try {
              std::vector<T> values;
              values.reserve(shared->values.size());
              for (std::optional<T> &value : shared->values)
                values.push_back(std::move(*value));
              result->complete(std::move(values));
            } catch (...) {
              result->fault(std::current_exception());
            }
          }
        }));
  }
  return task<R>(result);
}

/// A task that completes when the first task in [first, last) completes
/// (Microsoft Learn, "when_any Function"): task<std::pair<T, std::size_t>>
/// with its value and its position in the range, or task<std::size_t> for
/// tasks of void. Tasks that throw or are canceled are skipped; when all of
/// them do, the returned task rethrows one of the exceptions (or is
/// canceled when there was none). \throws invalid_operation for an empty
/// range.
template <typename Iterator> auto when_any(Iterator first, Iterator last) {
  using element = typename std::iterator_traits<Iterator>::value_type;
  using T = typename element::result_type;
  using R = std::conditional_t<
      std::is_void_v<T>, std::size_t,
      std::pair<amp2hip::detail::ppl_value_t<T>, std::size_t>>;
  std::vector<element> tasks(first, last);
  if (tasks.empty())
    throw invalid_operation(
        "when_any(begin, end) cannot be called on an empty container.");
  auto result = std::make_shared<amp2hip::detail::ppl_task_state<R>>();
  struct join {
    std::mutex mutex;
    std::size_t failures = 0;
    std::exception_ptr error;
  };
  auto shared = std::make_shared<join>();
  const std::size_t count = tasks.size();
  for (std::size_t index = 0; index < count; ++index) {
    const amp2hip::detail::ppl_state_ptr<T> state =
        tasks[index].amp2hip_state();
    if (state == nullptr)
      throw invalid_operation("when_any: a default-constructed task");
    state->on_done(amp2hip::detail::make_ppl_work_item(
        [state, result, shared, index, count]() noexcept {
          const auto status = state->current();
          if (status == amp2hip::detail::ppl_task_state<T>::status::completed) {
            try {
              if constexpr (std::is_void_v<T>)
                result->complete(index);
              else
                result->complete(state->value(), index);
            } catch (...) {
              result->fault(std::current_exception());
            }
            return;
          }
          std::unique_lock<std::mutex> lock(shared->mutex);
          if (status == amp2hip::detail::ppl_task_state<T>::status::faulted &&
              !shared->error)
            shared->error = state->error();
          if (++shared->failures != count)
            return;
          std::exception_ptr error = shared->error;
          lock.unlock();
          if (error)
            result->fault(error);
          else
            result->cancel();
        }));
  }
  return task<R>(result);
}

/// when_all of two tasks: task<std::vector<T>> with both values.
template <typename T>
task<std::vector<T>> operator&&(const task<T> &left, const task<T> &right) {
  const task<T> both[] = {left, right};
  return when_all(std::begin(both), std::end(both));
}

/// when_all of a task<std::vector<T>> and a task<T>: the vector with the
/// value appended.
template <typename T>
task<std::vector<T>> operator&&(const task<std::vector<T>> &left,
                                const task<T> &right) {
  return (left &&
          right.then([](T value) { return std::vector<T>{std::move(value)}; }));
}

/// when_all of a task<T> and a task<std::vector<T>>: the value, then the
/// vector.
template <typename T>
task<std::vector<T>> operator&&(const task<T> &left,
                                const task<std::vector<T>> &right) {
  return (left.then([](T value) { return std::vector<T>{std::move(value)}; }) &&
          right);
}

/// when_all of two task<std::vector<T>>: the vectors concatenated.
template <typename T>
task<std::vector<T>> operator&&(const task<std::vector<T>> &left,
                                const task<std::vector<T>> &right) {
  const task<std::vector<T>> both[] = {left, right};
  return when_all(std::begin(both), std::end(both))
      .then([](std::vector<std::vector<T>> parts) {
        std::vector<T> joined = std::move(parts[0]);
        joined.insert(joined.end(), std::make_move_iterator(parts[1].begin()),
                      std::make_move_iterator(parts[1].end()));
        return joined;
      });
}

/// when_all of two task<void>.
inline task<void> operator&&(const task<void> &left, const task<void> &right) {
  const task<void> both[] = {left, right};
  return when_all(std::begin(both), std::end(both));
}

/// when_any of two tasks: the value of the first to complete.
template <typename T>
task<T> operator||(const task<T> &left, const task<T> &right) {
  const task<T> both[] = {left, right};
  return when_any(std::begin(both), std::end(both))
      .then([](std::pair<T, std::size_t> first) {
        return std::move(first.first);
      });
}

/// when_any of two task<void>.
inline task<void> operator||(const task<void> &left, const task<void> &right) {
  const task<void> both[] = {left, right};
  return when_any(std::begin(both), std::end(both)).then([](std::size_t) {});
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_PPL_TASKS_H
