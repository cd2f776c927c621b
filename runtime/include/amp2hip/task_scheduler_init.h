//===- amp2hip/task_scheduler_init.h - TBB 4.x class ------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated programs include in place of Intel TBB's
/// <tbb/task_scheduler_init.h> (docs/features/windows-portability.md). C++
/// AMP programs of Visual Studio 2012's and 2013's time compare their kernels
/// with TBB 4.x (Stefano Tommesani's TBBDemo); oneTBB 2021, the TBB that
/// Linux distributions ship, removed `tbb::task_scheduler_init` and its
/// header. This is the class as TBB 4.x declares it, on oneTBB's documented
/// replacement ("Migrating from tbb::task_scheduler_init", oneTBB Developer
/// Guide): `oneapi::tbb::global_control` limits the parallelism and the
/// worker threads' stack size while an object is active, and
/// `oneapi::tbb::info::default_concurrency` is the default number of
/// threads.
///
///  - `task_scheduler_init(n = automatic, stack = 0)`: active; n > 0 limits
///    the threads TBB's algorithms use to n (the calling thread included),
///    `automatic` keeps the default, `deferred` leaves the object inactive
///    until `initialize`. A stack size of 0 keeps oneTBB's.
///  - `initialize(n = automatic[, stack])`: activates an inactive object; on
///    an active one it changes nothing (TBB 4.x asserts in debug builds).
///  - `terminate()`: inactive again; the limit is lifted.
///  - `is_active()`, `default_num_threads()`.
///
/// TBB 4.x limited the threads of the calling thread's arena; a
/// `global_control` limits the whole process while it lives (where several
/// are active, the smallest limit holds), which is what programs that
/// create one object in `main` see either way. Built against a TBB that
/// still has the class (before oneTBB 2021), its own header is used.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_TASK_SCHEDULER_INIT_H
#define AMP2HIP_TASK_SCHEDULER_INIT_H

#if __has_include(<oneapi/tbb/global_control.h>)

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/info.h>

#include <cstddef>
#include <optional>

namespace tbb {

/// TBB 4.x's `tbb::task_scheduler_init` on oneTBB's `global_control`.
class task_scheduler_init {
public:
  using stack_size_type = std::size_t;
  /// The default number of threads.
  static const int automatic = -1;
  /// Constructs an inactive object, activated by `initialize`.
  static const int deferred = -2;

  explicit task_scheduler_init(int number_of_threads = automatic,
                               stack_size_type thread_stack_size = 0) {
    if (number_of_threads != deferred)
      initialize(number_of_threads, thread_stack_size);
  }
  task_scheduler_init(const task_scheduler_init &) = delete;
  task_scheduler_init &operator=(const task_scheduler_init &) = delete;
  ~task_scheduler_init() { terminate(); }

  void initialize(int number_of_threads = automatic) {
    initialize(number_of_threads, 0);
  }
  void initialize(int number_of_threads, stack_size_type thread_stack_size) {
    if (Active)
      return;
    Active = true;
    if (number_of_threads > 0)
      Parallelism.emplace(oneapi::tbb::global_control::max_allowed_parallelism,
                          static_cast<std::size_t>(number_of_threads));
    if (thread_stack_size > 0)
      StackSize.emplace(oneapi::tbb::global_control::thread_stack_size,
                        thread_stack_size);
  }
  void terminate() {
    Parallelism.reset();
    StackSize.reset();
    Active = false;
  }
  bool is_active() const { return Active; }
  /// The number of threads TBB uses by default: the hardware threads this
  /// process may run on.
  static int default_num_threads() {
    return oneapi::tbb::info::default_concurrency();
  }

private:
  bool Active = false;
  std::optional<oneapi::tbb::global_control> Parallelism;
  std::optional<oneapi::tbb::global_control> StackSize;
};

} // namespace tbb

#else // a TBB before oneTBB 2021, which has the header itself

#include <tbb/task_scheduler_init.h>

#endif

#endif // AMP2HIP_TASK_SCHEDULER_INIT_H
