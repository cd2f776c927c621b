//===- amp2hip/detail/ppl_scheduler.h - PPL pool ----------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The scheduler under amp2hip's PPL tasks (<amp2hip/ppltasks.h>): a
/// process-wide pool of std::threads fed from one FIFO queue. The loops and
/// task groups of <amp2hip/ppl.h> run on oneTBB (detail/ppl_tbb.h); tasks
/// stay here because a task body may block on something other than a task
/// (a lock, a spin on a concurrent_queue, another task's result), which
/// PPL's scheduler survives by adding threads and oneTBB's fixed arena
/// would not (docs/features/ppl.md).
///
/// Work items run at most once: the pool runs an item, or a thread waiting
/// for it claims it first and runs it inline. A wait only ever runs the work
/// it waits for, so nested parallel loops and recursive task groups cannot
/// deadlock on a full pool. Work that blocks on something else (a lock, a
/// spin on a concurrent_queue) is covered by the pool's monitor: when the
/// queue holds work, no worker is idle and none took work for 20 ms, it adds
/// a worker (at most max_threads()); added workers leave after 2 s idle.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_PPL_SCHEDULER_H
#define AMP2HIP_DETAIL_PPL_SCHEDULER_H

#include "namespace.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace amp2hip::detail {

/// Work that runs at most once: whoever claims it first (a pool worker, or a
/// thread that waits for it) runs it.
class ppl_work_item {
public:
  virtual ~ppl_work_item() = default;

  /// Runs the work unless another thread claimed it before. True when this
  /// call ran it. The work itself never throws (run() is noexcept).
  bool try_run() noexcept {
    bool expected = false;
    if (!claimed_.compare_exchange_strong(expected, true,
                                          std::memory_order_acq_rel))
      return false;
    run();
    return true;
  }

protected:
  /// The work; called once.
  virtual void run() noexcept = 0;

private:
  std::atomic<bool> claimed_{false};
};

/// A work item that calls a function object (which must not throw), then
/// destroys it, so that its captures are released when the work is done.
template <typename Function>
class ppl_function_item final : public ppl_work_item {
public:
  explicit ppl_function_item(Function function)
      : function_(std::move(function)) {}

private:
  void run() noexcept override {
    (*function_)();
    function_.reset();
  }

  std::optional<Function> function_;
};

/// Makes a work item of \p function (called once, must not throw).
template <typename Function>
std::shared_ptr<ppl_work_item> make_ppl_work_item(Function function) {
  return std::make_shared<ppl_function_item<Function>>(std::move(function));
}

/// The process-wide pool. Created on first use and never destroyed: its
/// workers are detached and may still be waiting for work at exit.
class ppl_scheduler {
public:
  /// The pool.
  static ppl_scheduler &instance() {
    static ppl_scheduler *const scheduler = new ppl_scheduler();
    return *scheduler;
  }

  /// The number of threads the algorithms split work for:
  /// std::thread::hardware_concurrency(), at least 1.
  static std::size_t concurrency() noexcept {
    static const std::size_t count =
        std::max(1u, std::thread::hardware_concurrency());
    return count;
  }

  /// The most workers the monitor may grow the pool to.
  static std::size_t max_threads() noexcept {
    return std::max<std::size_t>(256, 4 * concurrency());
  }

  /// Queues \p item for a worker. Starts a worker when fewer than
  /// concurrency() exist. \throws std::system_error when no worker exists
  /// and none can be started (the item is then not queued).
  void submit(std::shared_ptr<ppl_work_item> item) {
    std::unique_lock<std::mutex> lock(mutex_);
    queue_.push_back(std::move(item));
    if (threads_ < concurrency() && idle_ == 0) {
      try {
        start_worker_locked(false);
      } catch (const std::system_error &) {
        if (threads_ == 0) {
          queue_.pop_back();
          throw;
        }
      }
    }
    if (!monitor_started_) {
      try {
        std::thread(&ppl_scheduler::monitor, this).detach();
        monitor_started_ = true;
      } catch (const std::system_error &) {
        // No monitor: the pool keeps its fixed size. Try again next time.
      }
    }
    const bool starving = idle_ == 0;
    lock.unlock();
    work_ready_.notify_one();
    if (starving)
      monitor_wake_.notify_one();
  }

private:
  ppl_scheduler() = default;

  void start_worker_locked(bool extra) {
    std::thread(&ppl_scheduler::worker, this, extra).detach();
    ++threads_;
  }

  void worker(bool extra) {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      if (!queue_.empty()) {
        std::shared_ptr<ppl_work_item> item = std::move(queue_.front());
        queue_.pop_front();
        ++taken_;
        // This worker is busy now: if work is left and no worker is idle,
        // the monitor must watch for starvation.
        const bool starving = !queue_.empty() && idle_ == 0;
        lock.unlock();
        if (starving)
          monitor_wake_.notify_one();
        item->try_run();
        item.reset();
        lock.lock();
        continue;
      }
      ++idle_;
      const auto has_work = [this] { return !queue_.empty(); };
      if (extra) {
        const bool woken =
            work_ready_.wait_for(lock, std::chrono::seconds(2), has_work);
        --idle_;
        if (!woken) {
          --threads_;
          return;
        }
      } else {
        work_ready_.wait(lock, has_work);
        --idle_;
      }
    }
  }

  void monitor() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      // Woken by submit() and by workers taking work; the timeout is a
      // safety net only.
      monitor_wake_.wait_for(lock, std::chrono::milliseconds(200),
                             [this] { return !queue_.empty() && idle_ == 0; });
      if (queue_.empty() || idle_ != 0)
        continue;
      const unsigned long long seen = taken_;
      lock.unlock();
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      lock.lock();
      if (!queue_.empty() && idle_ == 0 && taken_ == seen &&
          threads_ < max_threads()) {
        try {
          start_worker_locked(true);
        } catch (const std::system_error &) {
          // Out of threads: the work waits for a busy worker.
        }
      }
    }
  }

  std::mutex mutex_;
  std::condition_variable work_ready_;
  std::condition_variable monitor_wake_;
  std::deque<std::shared_ptr<ppl_work_item>> queue_;
  std::size_t threads_ = 0;
  std::size_t idle_ = 0;
  unsigned long long taken_ = 0;
  bool monitor_started_ = false;
};

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_PPL_SCHEDULER_H
