//===- amp2hip/detail/barrier.h - tile_barrier and fences --------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::tile_barrier and the free memory-fence functions (C++ AMP
/// v1.2 §4.5 tile_barrier). One AMP tile is one HIP block, so every wait is
/// __syncthreads() (which also orders the block's global and shared memory
/// accesses) and every fence is __threadfence_block().
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_BARRIER_H
#define AMP2HIP_DETAIL_BARRIER_H

#include "namespace.h"

#include <hip/hip_runtime.h>

namespace Concurrency {

/// The barrier of one tile (C++ AMP v1.2 §4.5 tile_barrier). Obtained from
/// tiled_index::barrier; the wait functions may only be called in kernels,
/// by every thread of the tile (as __syncthreads()).
class tile_barrier {
public:
  /// A barrier for the calling thread's tile. Kernels get theirs from
  /// tiled_index::barrier.
  __host__ __device__ tile_barrier() {}

  /// Blocks until every thread of the tile has reached it; orders all memory
  /// accesses of the tile (__syncthreads()).
  __device__ void wait() const { __syncthreads(); }
  /// Same as wait(): a barrier with a fence on global and tile_static memory.
  __device__ void wait_with_all_memory_fence() const { __syncthreads(); }
  /// Same as wait(): a barrier with a fence on global memory.
  __device__ void wait_with_global_memory_fence() const { __syncthreads(); }
  /// Same as wait(): a barrier with a fence on tile_static memory.
  __device__ void wait_with_tile_static_memory_fence() const {
    __syncthreads();
  }
};

/// Orders the calling thread's global and tile_static memory accesses as
/// seen by the other threads of its tile, without a barrier
/// (__threadfence_block()). C++ AMP v1.2 §4.5.
__device__ inline void all_memory_fence(const tile_barrier &) {
  __threadfence_block();
}

/// Orders the calling thread's global memory accesses as seen by the other
/// threads of its tile (__threadfence_block()). C++ AMP v1.2 §4.5.
__device__ inline void global_memory_fence(const tile_barrier &) {
  __threadfence_block();
}

/// Orders the calling thread's tile_static memory accesses as seen by the
/// other threads of its tile (__threadfence_block()). C++ AMP v1.2 §4.5.
__device__ inline void tile_static_memory_fence(const tile_barrier &) {
  __threadfence_block();
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_BARRIER_H
