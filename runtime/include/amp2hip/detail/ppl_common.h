//===- amp2hip/detail/ppl_common.h - PPL exceptions -------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What <amp2hip/ppl.h> and <amp2hip/ppltasks.h> share: the Concurrency
/// Runtime exceptions that they throw (Microsoft Learn, "concurrency
/// namespace": improper_lock, invalid_operation, missing_wait,
/// task_canceled, invalid_multiple_scheduling) and task_group_status, which
/// ppltasks.h names task_status. Plain C++17: the translator parses these
/// headers in `clang -x cuda --cuda-host-only` mode.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_PPL_COMMON_H
#define AMP2HIP_DETAIL_PPL_COMMON_H

#include "namespace.h"

#include <exception>
#include <string>

namespace amp2hip::detail {

/// Base of the PPL exceptions below: std::exception with a message.
class ppl_exception : public std::exception {
public:
  /// Keeps a copy of \p message (null means empty).
  explicit ppl_exception(const char *message)
      : message_(message != nullptr ? message : "") {}
  /// The message given at construction.
  const char *what() const noexcept override { return message_.c_str(); }

private:
  std::string message_;
};

} // namespace amp2hip::detail

namespace Concurrency {

/// The state in which a task_group, structured_task_group or task finished
/// waiting (Microsoft Learn, "task_group_status enumeration"): not_complete
/// (never returned by wait()), completed, or canceled. Unscoped, as in PPL,
/// so that `concurrency::completed` names the enumerator.
enum task_group_status { not_complete, completed, canceled };

/// Thrown when a lock is acquired improperly, e.g. a critical_section locked
/// again by the thread that holds it (Microsoft Learn, "improper_lock
/// Class").
class improper_lock : public amp2hip::detail::ppl_exception {
public:
  /// With \p message as what().
  explicit improper_lock(const char *message) : ppl_exception(message) {}
  /// With a default message.
  improper_lock() : ppl_exception("Lock was taken improperly.") {}
};

/// Thrown when an operation is called in a state where it is not allowed,
/// e.g. get() on a default-constructed task or when_any() over an empty range
/// (Microsoft Learn, "invalid_operation Class").
class invalid_operation : public amp2hip::detail::ppl_exception {
public:
  /// With \p message as what().
  explicit invalid_operation(const char *message) : ppl_exception(message) {}
  /// With a default message.
  invalid_operation() : ppl_exception("Invalid operation.") {}
};

/// PPL throws this when a task_group or structured_task_group is destroyed
/// with chores that were not waited for (Microsoft Learn, "missing_wait
/// Class"). amp2hip's destructors wait instead of throwing; the class exists
/// for programs that catch it.
class missing_wait : public amp2hip::detail::ppl_exception {
public:
  /// With \p message as what().
  explicit missing_wait(const char *message) : ppl_exception(message) {}
  /// With a default message.
  missing_wait() : ppl_exception("Task collection destroyed without wait.") {}
};

/// Thrown by task::get() on a canceled task, and by cancel_current_task() to
/// cancel the running task (Microsoft Learn, "task_canceled Class").
class task_canceled : public amp2hip::detail::ppl_exception {
public:
  /// With \p message as what().
  explicit task_canceled(const char *message) : ppl_exception(message) {}
  /// With a default message.
  task_canceled() : ppl_exception("The task was canceled.") {}
};

/// Thrown when a task_handle is run twice by a structured_task_group before
/// it completed (Microsoft Learn, "invalid_multiple_scheduling Class").
class invalid_multiple_scheduling : public amp2hip::detail::ppl_exception {
public:
  /// With \p message as what().
  explicit invalid_multiple_scheduling(const char *message)
      : ppl_exception(message) {}
  /// With a default message.
  invalid_multiple_scheduling()
      : ppl_exception("A task_handle was scheduled more than once.") {}
};

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_PPL_COMMON_H
