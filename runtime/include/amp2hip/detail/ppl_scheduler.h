//===- amp2hip/detail/ppl_scheduler.h - PPL pool ----------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The scheduler under amp2hip's PPL (<amp2hip/ppl.h>, <amp2hip/ppltasks.h>):
/// a process-wide pool of std::threads fed from one FIFO queue, and the
/// fork-join helper that parallel_for, parallel_invoke and the other
/// algorithms run on. Standard library only (std::thread, std::mutex,
/// std::condition_variable): the translated programs gain no link dependency
/// beyond -pthread, and the GPU machines have no TBB (docs/features/ppl.md).
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

/// Queues \p item on the pool; when the pool can start no thread at all,
/// leaves it to the waiting thread, which runs unclaimed items inline.
inline void ppl_submit_or_leave(const std::shared_ptr<ppl_work_item> &item) {
  try {
    ppl_scheduler::instance().submit(item);
  } catch (const std::system_error &) {
    // The waiter claims and runs it.
  }
}

/// What the runners of one ppl_fork_join share.
struct ppl_join_state {
  std::mutex mutex;
  std::condition_variable done;
  std::size_t pending = 0;
  std::exception_ptr error;
  std::atomic<bool> failed{false};

  /// Keeps the first exception and tells the other runners to stop.
  void fail(std::exception_ptr exception) noexcept {
    std::lock_guard<std::mutex> lock(mutex);
    if (!error)
      error = std::move(exception);
    failed.store(true, std::memory_order_relaxed);
  }

  /// One runner is done.
  void finish() noexcept {
    std::lock_guard<std::mutex> lock(mutex);
    if (--pending == 0)
      done.notify_all();
  }
};

/// Calls body(i, stop) for each i in [0, count): body(0) on the calling
/// thread, the others on the pool (or inline, when no worker took them by
/// the time the caller is done with its own), and returns when all have
/// returned. stop (a const std::atomic<bool>&) becomes true once a body has
/// thrown; bodies not yet started are then skipped, and long-running ones
/// may poll it. \throws the first exception a body threw, after all bodies
/// have finished.
template <typename Body>
void ppl_fork_join(std::size_t count, const Body &body) {
  if (count == 0)
    return;
  const auto state = std::make_shared<ppl_join_state>();
  state->pending = count;
  const auto run_one = [state, &body](std::size_t index) noexcept {
    if (!state->failed.load(std::memory_order_relaxed)) {
      try {
        body(index, static_cast<const std::atomic<bool> &>(state->failed));
      } catch (...) {
        state->fail(std::current_exception());
      }
    }
    state->finish();
  };
  std::vector<std::shared_ptr<ppl_work_item>> items;
  items.reserve(count - 1);
  for (std::size_t index = 1; index < count; ++index) {
    items.push_back(make_ppl_work_item([run_one, index] { run_one(index); }));
    ppl_submit_or_leave(items.back());
  }
  run_one(0);
  for (const std::shared_ptr<ppl_work_item> &item : items)
    item->try_run();
  std::unique_lock<std::mutex> lock(state->mutex);
  state->done.wait(lock, [&] { return state->pending == 0; });
  if (state->error)
    std::rethrow_exception(state->error);
}

/// How a loop's iterations are split (the partitioner's kind).
struct ppl_partition {
  /// dynamic: chunks of `chunk` iterations (0: about a quarter of
  /// n / concurrency()) handed out on demand; fixed: concurrency() equal
  /// ranges, one per thread.
  enum kind_type { dynamic, fixed } kind = dynamic;
  std::size_t chunk = 0;
};

/// Calls body(begin, end) over disjoint ranges covering [0, n), split as
/// \p partition says, in parallel (ppl_fork_join). \throws the first
/// exception a body threw; ranges not started by then are skipped.
template <typename RangeBody>
void ppl_for_range(std::size_t n, const ppl_partition &partition,
                   const RangeBody &body) {
  if (n == 0)
    return;
  const std::size_t threads = ppl_scheduler::concurrency();
  if (partition.kind == ppl_partition::fixed) {
    const std::size_t runners = std::min(threads, n);
    const std::size_t base = n / runners;
    const std::size_t extra = n % runners;
    ppl_fork_join(runners, [&](std::size_t runner, const std::atomic<bool> &) {
      const std::size_t begin = runner * base + std::min(runner, extra);
      body(begin, begin + base + (runner < extra ? 1 : 0));
    });
    return;
  }
  const std::size_t grain = partition.chunk != 0
                                ? partition.chunk
                                : std::max<std::size_t>(1, n / (4 * threads));
  const std::size_t chunks = (n - 1) / grain + 1;
  const std::size_t runners = std::min(threads, chunks);
  std::atomic<std::size_t> next{0};
  ppl_fork_join(runners, [&](std::size_t, const std::atomic<bool> &stop) {
    while (!stop.load(std::memory_order_relaxed)) {
      std::size_t begin = next.load(std::memory_order_relaxed);
      std::size_t end = 0;
      do {
        if (begin >= n)
          return;
        end = n - begin > grain ? begin + grain : n;
      } while (
          !next.compare_exchange_weak(begin, end, std::memory_order_relaxed));
      body(begin, end);
    }
  });
}

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_PPL_SCHEDULER_H
