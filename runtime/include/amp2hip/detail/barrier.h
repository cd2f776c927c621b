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
/// They are `__host__ __device__`: MSVC accepts a call in a function
/// template declared restrict(amp, cpu) that only amp code instantiates
/// (B3DContest's `static void yieldall(tiled_index<...> th) restrict(amp,
/// cpu)`), which amp2hip writes `__host__ __device__`, and nvcc rejects a
/// call of a `__device__` function there. No tile exists on the host, so
/// their host side (AMP2HIP_TILE_DEVICE_SIDE false) is never reached and
/// does nothing; on the CPU platform, where kernels are host code, they
/// wait and fence.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_BARRIER_H
#define AMP2HIP_DETAIL_BARRIER_H

#include "namespace.h"

#include <hip/hip_runtime.h>

/// True in the compilation that runs tiles: the device side of a GPU
/// build, or any code of the CPU platform (docs/platforms.md).
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__) ||               \
    defined(AMP2HIP_PLATFORM_CPU)
#define AMP2HIP_TILE_DEVICE_SIDE 1
#else
#define AMP2HIP_TILE_DEVICE_SIDE 0
#endif

namespace amp2hip {
namespace detail {

/// Every wait of a tile: __syncthreads() where tiles run, nothing on the host
/// side of a GPU build.
__host__ __device__ inline void tile_wait() {
#if AMP2HIP_TILE_DEVICE_SIDE
  __syncthreads();
#endif
}

/// Every fence of a tile: __threadfence_block() where tiles run, nothing on
/// the host side of a GPU build.
__host__ __device__ inline void tile_fence() {
#if AMP2HIP_TILE_DEVICE_SIDE
  __threadfence_block();
#endif
}

} // namespace detail
} // namespace amp2hip

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
  __host__ __device__ void wait() const { amp2hip::detail::tile_wait(); }
  /// Same as wait(): a barrier with a fence on global and tile_static memory.
  __host__ __device__ void wait_with_all_memory_fence() const {
    amp2hip::detail::tile_wait();
  }
  /// Same as wait(): a barrier with a fence on global memory.
  __host__ __device__ void wait_with_global_memory_fence() const {
    amp2hip::detail::tile_wait();
  }
  /// Same as wait(): a barrier with a fence on tile_static memory.
  __host__ __device__ void wait_with_tile_static_memory_fence() const {
    amp2hip::detail::tile_wait();
  }
};

/// Orders the calling thread's global and tile_static memory accesses as
/// seen by the other threads of its tile, without a barrier
/// (__threadfence_block()). C++ AMP v1.2 §4.5.
__host__ __device__ inline void all_memory_fence(const tile_barrier &) {
  amp2hip::detail::tile_fence();
}

/// Orders the calling thread's global memory accesses as seen by the other
/// threads of its tile (__threadfence_block()). C++ AMP v1.2 §4.5.
__host__ __device__ inline void global_memory_fence(const tile_barrier &) {
  amp2hip::detail::tile_fence();
}

/// Orders the calling thread's tile_static memory accesses as seen by the
/// other threads of its tile (__threadfence_block()). C++ AMP v1.2 §4.5.
__host__ __device__ inline void tile_static_memory_fence(const tile_barrier &) {
  amp2hip::detail::tile_fence();
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_BARRIER_H
