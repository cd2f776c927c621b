//===- amp2hip/cpu/fibers.h - The threads of one tile as fibers -*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The fibers (Boost.Context's boost::context::fiber) that run the threads of
/// one block on one worker thread of the CPU platform, and the barrier that
/// switches between them (threads.h says when a block runs as fibers).
/// Each worker has its own fibers and stacks: AMP2HIP_CPU_FIBER_STACK_KIB
/// KiB each (default 256), mapped once per worker without reserving memory,
/// with a guard page below each, so a kernel thread that overflows its stack
/// faults instead of writing into its neighbour's.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CPU_FIBERS_H
#define AMP2HIP_CPU_FIBERS_H

#include "builtins.h"

#include <boost/context/fiber.hpp>

#include <atomic>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

#include <sys/mman.h>
#include <unistd.h>

namespace amp2hip::cpu {

/// The most threads a block may have (C++ AMP v1.2 §4.3: 1024 per tile).
constexpr unsigned int max_block_threads = 1024;

/// The bytes of one fiber's stack: AMP2HIP_CPU_FIBER_STACK_KIB (at least 16)
/// KiB, else 256 KiB.
inline std::size_t fiber_stack_bytes() {
  static const std::size_t bytes = [] {
    std::size_t kib = 256;
    if (const char *text = std::getenv("AMP2HIP_CPU_FIBER_STACK_KIB")) {
      const long value = std::strtol(text, nullptr, 10);
      if (value >= 16)
        kib = static_cast<std::size_t>(value);
    }
    return kib * 1024;
  }();
  return bytes;
}

/// One thread of a block, run as a fiber.
struct fiber_slot {
  /// Seen from the worker: the suspended fiber (empty once it has ended).
  boost::context::fiber context;
  /// Seen from inside the fiber: the worker's continuation, to switch back.
  boost::context::fiber sink;
  /// What the thread threw, if anything.
  std::exception_ptr error;
  /// The thread's threadIdx.
  dim3 thread;
  bool done = true;
};

/// The fiber that the calling worker runs now; null outside a fiber.
inline thread_local fiber_slot *current_fiber = nullptr;

/// Whether the block the calling worker runs may run as its kernel's tile
/// loops (the translation's `#if defined(AMP2HIP_PLATFORM_CPU)` block, which
/// runs every thread of the tile a phase at a time between the barriers:
/// docs/architecture.md, "Tile loops").
enum class tile_loops_state { off, offered, taken };
inline thread_local tile_loops_state tile_loops = tile_loops_state::off;

/// Whether tiled blocks are offered to tile loops: true unless
/// AMP2HIP_CPU_TILE_LOOPS is 0 (kernels with tile loops then run their
/// threads as fibers too, to compare the two or to rule one out), or as
/// set_tile_loops_enabled() set it last.
inline std::atomic<bool> &tile_loops_switch() {
  static std::atomic<bool> enabled{[] {
    const char *text = std::getenv("AMP2HIP_CPU_TILE_LOOPS");
    return text == nullptr || std::strcmp(text, "0") != 0;
  }()};
  return enabled;
}
inline bool tile_loops_enabled() {
  return tile_loops_switch().load(std::memory_order_relaxed);
}
/// For launches that start after it returns (bench/cpu/cpu_bench times both).
inline void set_tile_loops_enabled(bool enabled) {
  tile_loops_switch().store(enabled);
}

/// Called by a kernel's tile loops, in the block's first thread: true if the
/// runtime offered them for this block (the kernel then runs every thread of
/// the tile and returns), false if its threads run one by one.
inline bool tile_loops_begin() {
  if (tile_loops != tile_loops_state::offered)
    return false;
  tile_loops = tile_loops_state::taken;
  return true;
}

/// Makes thread \p tid (linear, x fastest) of the block the calling one, in
/// a kernel's tile loops.
inline void enter_tile_thread(unsigned int tid) {
  threadIdx = dim3(tid % blockDim.x, tid / blockDim.x % blockDim.y,
                   tid / (blockDim.x * blockDim.y));
}

/// The same for a tile of extents D0 x D1 x D2 (C++ AMP's order, as in
/// tiled_extent<D0, D1, D2>: the last nonzero one is x, the block's
/// blockDim), which the translation's tile loops call: the divisions are by
/// constants (a multiplication each), where the form above divides by the
/// block's extents at run time in every thread of every phase (half of the
/// tile-sum reduction's time on the CPU: bench/RESULTS.md).
template <int D0, int D1 = 0, int D2 = 0>
inline void enter_tile_thread(unsigned int tid) {
  static_assert(D0 > 0 && D1 >= 0 && D2 >= 0 && (D2 == 0 || D1 > 0),
                "enter_tile_thread: a tile's extents are positive");
  constexpr unsigned int X = D2 ? D2 : D1 ? D1 : D0;
  constexpr unsigned int Y = D2 ? D1 : D1 ? D0 : 1;
  threadIdx = dim3(tid % X, tid / X % Y, tid / (X * Y));
}

/// The number of leading threads (linear, x fastest) of a tile of extents
/// D0 x D1 x D2 whose `local[0]` is below \p bound (at most \p bound with
/// \p inclusive): local[0] is the slowest-varying coordinate (C++ AMP v1.2
/// §4.4.1), so those threads are the first `rows x D1 x D2`. A tile loop
/// whose phase is `if (t.local[0] < bound) ...` stops after them (the
/// translator's TileLoops.h checks that \p bound is the same for the tile).
template <int D0, int D1 = 0, int D2 = 0, class Integer>
constexpr unsigned int tile_threads_below(Integer bound, bool inclusive) {
  static_assert(std::is_integral_v<Integer> && !std::is_same_v<Integer, bool>,
                "tile_threads_below: the bound is an integer");
  constexpr unsigned int Rest = (D1 ? D1 : 1) * (D2 ? D2 : 1);
  if constexpr (std::is_signed_v<Integer>)
    if (bound < 0)
      return 0;
  // Rows 0 .. bound - 1 (or bound), at most D0 of them.
  const unsigned long long last = static_cast<unsigned long long>(bound);
  const unsigned long long rows =
      last >= static_cast<unsigned long long>(D0) ? D0 : last + inclusive;
  return static_cast<unsigned int>(rows) * Rest;
}

/// Switches from the calling fiber back to its worker, which resumes it when
/// every other thread of the block has reached this barrier too. Does nothing
/// outside a fiber. A barrier inside tile loops is a translation defect (the
/// translator gives tile loops only to kernels whose barriers it cut):
/// reported, and the program aborts rather than run on wrong.
inline void fiber_barrier() {
  if (tile_loops == tile_loops_state::taken) {
    std::fputs("amp2hip: a tile barrier was reached inside a kernel's tile "
               "loops (a defect of the translation; please report it)\n",
               stderr);
    std::abort();
  }
  fiber_slot *self = current_fiber;
  if (self == nullptr)
    return;
  self->sink = std::move(self->sink).resume();
}

/// A Boost.Context stack allocator that hands out one preallocated stack.
struct slot_stack {
  void *top;
  std::size_t size;
  boost::context::stack_context allocate() {
    boost::context::stack_context stack;
    stack.sp = top;
    stack.size = size;
    return stack;
  }
  void deallocate(boost::context::stack_context &) noexcept {}
};

/// A worker's fibers and their stacks (max_block_threads of each).
class block_fibers {
public:
  block_fibers() : slots_(max_block_threads) {}
  ~block_fibers() {
    slots_.clear(); // unwinds any fiber still suspended, before the unmap
    if (stacks_ != nullptr)
      munmap(stacks_, stride() * max_block_threads);
  }
  block_fibers(const block_fibers &) = delete;
  block_fibers &operator=(const block_fibers &) = delete;

  /// Runs thread 0 of a block as a fiber until it ends or reaches a
  /// barrier; returns true in the second case.
  template <typename Thread> bool run_first(Thread &run_thread) {
    start(0, dim3(0, 0, 0), run_thread);
    if (!slots_[0].done)
      return true;
    rethrow_errors(1);
    return false;
  }

  /// After run_first() returned true: starts the other threads of \p block,
  /// each until it reaches the barrier thread 0 waits at, then resumes all of
  /// them, a barrier at a time, until every one has ended.
  /// \throws what a thread threw, after unwinding the block's fibers.
  template <typename Thread>
  void run_rest(const dim3 &block, Thread &run_thread) {
    unsigned int t = 0;
    for (unsigned int z = 0; z < block.z; ++z)
      for (unsigned int y = 0; y < block.y; ++y)
        for (unsigned int x = 0; x < block.x; ++x, ++t)
          if (t != 0)
            start(t, dim3(x, y, z), run_thread);
    const unsigned int threads = t;
    for (bool waiting = true; waiting;) {
      waiting = false;
      for (t = 0; t < threads; ++t) {
        if (slots_[t].done)
          continue;
        resume(t);
        waiting = waiting || !slots_[t].done;
      }
    }
    rethrow_errors(threads);
  }

private:
  std::size_t stride() const {
    return fiber_stack_bytes() +
           static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  }

  /// Maps every stack once, reserving no memory, with a guard page at the
  /// low end of each. \throws std::bad_alloc when the mapping fails.
  void map_stacks() {
    const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    void *memory =
        mmap(nullptr, stride() * max_block_threads, PROT_READ | PROT_WRITE,
             MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (memory == MAP_FAILED)
      throw std::bad_alloc();
    stacks_ = static_cast<char *>(memory);
    for (unsigned int t = 0; t < max_block_threads; ++t)
      mprotect(stacks_ + t * stride(), page, PROT_NONE);
  }

  template <typename Thread>
  void start(unsigned int t, const dim3 &thread, Thread &run_thread) {
    if (stacks_ == nullptr)
      map_stacks();
    fiber_slot &slot = slots_[t];
    slot.done = false;
    slot.error = nullptr;
    slot.thread = thread;
    slot_stack stack{stacks_ + (t + 1) * stride(), fiber_stack_bytes()};
    slot.context = boost::context::fiber(
        std::allocator_arg, stack,
        [&slot, &run_thread](boost::context::fiber &&sink) {
          slot.sink = std::move(sink);
          try {
            run_thread();
          } catch (boost::context::detail::forced_unwind &) {
            throw; // a suspended fiber being destroyed: let it unwind
          } catch (...) {
            slot.error = std::current_exception();
          }
          return std::move(slot.sink);
        });
    resume(t);
  }

  void resume(unsigned int t) {
    threadIdx = slots_[t].thread;
    current_fiber = &slots_[t];
    slots_[t].context = std::move(slots_[t].context).resume();
    current_fiber = nullptr;
    if (!slots_[t].context)
      slots_[t].done = true;
  }

  /// Rethrows the first error of threads 0 to \p threads - 1, after
  /// destroying (unwinding) every fiber still suspended.
  void rethrow_errors(unsigned int threads) {
    std::exception_ptr first;
    for (unsigned int t = 0; t < threads; ++t)
      if (slots_[t].error && !first)
        first = slots_[t].error;
    if (!first)
      return;
    for (unsigned int t = 0; t < threads; ++t) {
      slots_[t].context = boost::context::fiber();
      slots_[t].done = true;
      slots_[t].error = nullptr;
    }
    std::rethrow_exception(first);
  }

  std::vector<fiber_slot> slots_;
  char *stacks_ = nullptr;
};

/// The calling worker's fibers.
inline block_fibers &worker_fibers() {
  thread_local block_fibers fibers;
  return fibers;
}

} // namespace amp2hip::cpu

#endif // AMP2HIP_CPU_FIBERS_H
