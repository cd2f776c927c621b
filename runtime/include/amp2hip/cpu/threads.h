//===- amp2hip/cpu/threads.h - Kernel threads on the CPU platform -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How the CPU platform runs a kernel's grid (docs/architecture.md, "The CPU
/// platform"):
///   - the blocks (AMP's tiles) run in parallel on oneTBB's workers
///     (tbb::parallel_for), each block whole on one worker;
///   - a block without a barrier runs its threads one after the other on the
///     worker's stack;
///   - a block whose threads reach a barrier runs each thread as a fiber
///     (Boost.Context) on the worker; __syncthreads() switches to the next
///     fiber, and a round of switches ends when every thread of the block has
///     reached the barrier, as on a GPU (C++ AMP v1.2 §8.1.2 tile_barrier).
/// threadIdx, blockIdx, blockDim and gridDim are thread_local, set before each
/// thread runs or resumes. Thread 0 of a block always runs as a fiber: when
/// it ends without reaching a barrier, no thread of the block may reach one
/// (AMP requires barriers in tile-uniform control flow), and the other
/// threads run on the worker's stack. A kernel whose translation cut its
/// body at its barriers takes the block in thread 0 and runs it as loops
/// over the threads, a phase at a time (fibers.h, tile_loops_begin).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CPU_THREADS_H
#define AMP2HIP_CPU_THREADS_H

#include "builtins.h"
#include "fibers.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <atomic>
#include <cstddef>
#include <exception>

/// Waits until every thread of the block has reached it (HIP's
/// __syncthreads). Outside a block's fibers (a block found to have no
/// barrier) it does nothing.
inline void __syncthreads() { amp2hip::cpu::fiber_barrier(); }

/// Orders the calling thread's memory accesses as the other threads of its
/// block see them: they run on the same host thread, so the compiler's
/// order suffices.
inline void __threadfence_block() {
  std::atomic_signal_fence(std::memory_order_seq_cst);
}

/// Orders the calling thread's memory accesses as every thread sees them.
inline void __threadfence() {
  std::atomic_thread_fence(std::memory_order_seq_cst);
}
inline void __threadfence_system() {
  std::atomic_thread_fence(std::memory_order_seq_cst);
}

namespace amp2hip::cpu {

/// Runs the block whose coordinates are in blockIdx: \p run_thread once per
/// thread, as said in the file comment.
template <typename Thread>
void run_block(const dim3 &block, bool may_synchronize, Thread &run_thread) {
  if (may_synchronize) {
    // Thread 0 may run the whole block as its kernel's tile loops.
    tile_loops = tile_loops_enabled() ? tile_loops_state::offered
                                      : tile_loops_state::off;
    bool waiting = false;
    try {
      waiting = worker_fibers().run_first(run_thread);
    } catch (...) {
      tile_loops = tile_loops_state::off;
      throw;
    }
    const bool taken = tile_loops == tile_loops_state::taken;
    tile_loops = tile_loops_state::off;
    if (taken)
      return;
    if (waiting) {
      worker_fibers().run_rest(block, run_thread);
      return;
    }
  }
  // No barrier: the threads one after the other (thread 0 already ran when
  // may_synchronize).
  for (unsigned int z = 0; z < block.z; ++z)
    for (unsigned int y = 0; y < block.y; ++y)
      for (unsigned int x = 0; x < block.x; ++x) {
        if (may_synchronize && x == 0 && y == 0 && z == 0)
          continue;
        threadIdx = dim3(x, y, z);
        run_thread();
      }
}

/// Runs \p run_thread once per thread of a \p grid of \p block (HIP's
/// kernel launch), and returns when all have run. \p may_synchronize: the
/// kernel is tiled (only tiled kernels have barriers).
/// \throws what a thread throws (the first, as oneTBB passes it on).
template <typename Thread>
void launch(const dim3 &grid, const dim3 &block, bool may_synchronize,
            Thread run_thread) {
  const std::size_t blocks = static_cast<std::size_t>(grid.x) * grid.y * grid.z;
  tbb::parallel_for(
      tbb::blocked_range<std::size_t>(0, blocks),
      [&](const tbb::blocked_range<std::size_t> &range) {
        Thread thread = run_thread; // the worker's own copy
        gridDim = grid;
        blockDim = block;
        for (std::size_t b = range.begin(); b != range.end(); ++b) {
          blockIdx = dim3(static_cast<unsigned int>(b % grid.x),
                          static_cast<unsigned int>(b / grid.x % grid.y),
                          static_cast<unsigned int>(
                              b / (static_cast<std::size_t>(grid.x) * grid.y)));
          run_block(block, may_synchronize, thread);
        }
      });
}

} // namespace amp2hip::cpu

#endif // AMP2HIP_CPU_THREADS_H
