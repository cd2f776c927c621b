//===- amp2hip/detail/tiled.h - tiled_extent and tiled_index -----*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::tiled_extent<D0,D1,D2> (C++ AMP v1.2 §4.3) and
/// concurrency::tiled_index<D0,D1,D2> (§4.4), and the extent<N>::tile()
/// members that make tiled extents. D1 == 0 means a rank-1 tiling, D2 == 0 a
/// rank-2 one.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_TILED_H
#define AMP2HIP_DETAIL_TILED_H

#include "namespace.h"

#include "barrier.h"
#include "extent.h"
#include "index.h"

#include <hip/hip_runtime.h>

#include <type_traits>

namespace amp2hip::detail {

/// The rank of a tiling <D0, D1, D2>: 1 when D1 == 0, 2 when D2 == 0, else 3.
template <int D0, int D1, int D2>
inline constexpr int tile_rank = D1 == 0 ? 1 : (D2 == 0 ? 2 : 3);

/// The threads of one tile of a tiling <D0, D1, D2> (D1, D2 == 0: absent), the
/// block size of every launch of a tiled kernel (C++ AMP v1.2 §4.4: at most
/// 1024). amp2hip writes it as each tiled kernel's `__launch_bounds__`, so
/// that the device compiler allocates registers for that block size, not for
/// the largest one (HIP: `__launch_bounds__`; hip-clang otherwise assumes
/// 1024 threads).
template <int D0, int D1 = 0, int D2 = 0>
inline constexpr int tile_threads = (D1 > 0 ? D1 : 1) * (D2 > 0 ? D2 : 1) * D0;

/// Checks the tile dimensions at compile time.
template <int D0, int D1, int D2> constexpr bool check_tile_dims() {
  static_assert(D0 > 0, "tile dimensions must be positive");
  static_assert(D1 >= 0 && D2 >= 0, "tile dimensions must be positive");
  static_assert(D1 != 0 || D2 == 0,
                "a rank-3 tile needs a non-zero second dimension");
  return true;
}

/// The extent of one tile, (D0), (D0, D1) or (D0, D1, D2).
template <int D0, int D1, int D2>
__host__ __device__ inline concurrency::extent<tile_rank<D0, D1, D2>>
tile_extent_of() {
  const int dims[3] = {D0, D1, D2};
  return concurrency::extent<tile_rank<D0, D1, D2>>(dims);
}

/// The `tile_static` of a variable in a restrict(amp, cpu) function, which
/// amp2hip writes `__host__ __device__` (or as a host and a device copy):
/// `__shared__` where tiles run (AMP2HIP_TILE_DEVICE_SIDE: the device side
/// of a GPU build, the CPU platform), nothing on the host side of a GPU
/// build, where no tile runs and nvcc takes no `__shared__` variable in a
/// host function (B3DContest's `computeOneTree`, a `restrict(amp, cpu)`
/// member template that only kernels call). C++ AMP v1.2 §8.1.
#if AMP2HIP_TILE_DEVICE_SIDE
#define AMP2HIP_TILE_STATIC __shared__
#else
#define AMP2HIP_TILE_STATIC
#endif

/// The storage of a tile_static variable whose type has a non-trivial
/// default constructor (or an array of such objects). C++ AMP does not run
/// the constructor of a tile_static variable (nor its destructor): the
/// threads of the tile assign it and wait on the barrier. HIP rejects
/// `__shared__` objects with a non-empty constructor, so amp2hip declares
/// `__shared__ tile_static_storage<T> s; auto &v = s.get();` instead
/// (docs/features/tile_static.md). T: the variable's type, arrays included.
template <typename T> struct tile_static_storage {
  alignas(T) unsigned char bytes[sizeof(T)];
  /// The object (or array) the bytes hold, never constructed.
  __host__ __device__ T &get() { return *reinterpret_cast<T *>(bytes); }
};

/// The shared variable of a tile_static declaration in a template whose
/// element type is a template parameter's: T itself (an array type
/// included) when its default construction is trivial, else
/// tile_static_storage<T>. The translator writes one text for every
/// instantiation (`__shared__ tile_static_t<T [N]> s; auto &v =
/// tile_static_ref(s);`), as a header must read the same in every
/// translation unit that includes it.
template <typename T>
using tile_static_t =
    std::conditional_t<std::is_trivially_default_constructible_v<T>, T,
                       tile_static_storage<T>>;

/// The variable a tile_static_t holds: \p shared itself...
template <typename T> __host__ __device__ T &tile_static_ref(T &shared) {
  return shared;
}
/// ...or the object (array) its storage holds, never constructed.
template <typename T>
__host__ __device__ T &tile_static_ref(tile_static_storage<T> &shared) {
  return shared.get();
}

} // namespace amp2hip::detail

namespace Concurrency {

/// An extent divided into D0 (x D1 (x D2)) tiles (C++ AMP v1.2 §4.3
/// tiled_extent). The extent need not be a multiple of the tile:
/// parallel_for_each throws invalid_compute_domain for such an extent, and
/// pad() / truncate() make one that is.
template <int D0, int D1 = 0, int D2 = 0>
class tiled_extent : public extent<amp2hip::detail::tile_rank<D0, D1, D2>> {
  static_assert(amp2hip::detail::check_tile_dims<D0, D1, D2>());

public:
  /// The number of dimensions: 1, 2 or 3.
  static constexpr int rank = amp2hip::detail::tile_rank<D0, D1, D2>;
  /// The tile's length in dimension 0 (the slowest varying).
  static constexpr int tile_dim0 = D0;
  /// The tile's length in dimension 1 (0 for rank 1).
  static constexpr int tile_dim1 = D1;
  /// The tile's length in dimension 2 (0 below rank 3).
  static constexpr int tile_dim2 = D2;

  /// The extent of one tile: (D0), (D0, D1) or (D0, D1, D2).
  concurrency::extent<rank> tile_extent;

  /// An empty extent (every component 0).
  __host__ __device__ tiled_extent()
      : tile_extent(amp2hip::detail::tile_extent_of<D0, D1, D2>()) {}

  /// The extent \p domain, tiled.
  __host__ __device__ tiled_extent(const concurrency::extent<rank> &domain)
      : concurrency::extent<rank>(domain),
        tile_extent(amp2hip::detail::tile_extent_of<D0, D1, D2>()) {}

  /// The extent of one tile (same as the tile_extent member).
  __host__ __device__ concurrency::extent<rank> get_tile_extent() const {
    return tile_extent;
  }

  /// This extent with each dimension rounded up to a multiple of the tile.
  /// Without the intermediate `e + tile - 1`, which overflows int for
  /// extents near INT_MAX that a multiple of the tile still fits.
  __host__ __device__ tiled_extent pad() const {
    concurrency::extent<rank> padded = *this;
    for (int d = 0; d < rank; ++d) {
      int tiles = padded[d] / tile_extent[d];
      if (padded[d] % tile_extent[d] != 0)
        ++tiles;
      padded[d] = tiles * tile_extent[d];
    }
    return tiled_extent(padded);
  }

  /// This extent with each dimension rounded down to a multiple of the tile.
  __host__ __device__ tiled_extent truncate() const {
    concurrency::extent<rank> truncated = *this;
    for (int d = 0; d < rank; ++d)
      truncated[d] = truncated[d] / tile_extent[d] * tile_extent[d];
    return tiled_extent(truncated);
  }

  /// True when the extents are equal (the tiles are equal by type).
  __host__ __device__ friend bool operator==(const tiled_extent &lhs,
                                             const tiled_extent &rhs) {
    return static_cast<const concurrency::extent<rank> &>(lhs) ==
           static_cast<const concurrency::extent<rank> &>(rhs);
  }
  /// True when the extents differ.
  __host__ __device__ friend bool operator!=(const tiled_extent &lhs,
                                             const tiled_extent &rhs) {
    return !(lhs == rhs);
  }
};

template <int N>
template <int D0>
__host__ __device__ tiled_extent<D0, 0, 0> extent<N>::tile() const {
  static_assert(N == 1, "extent<N>::tile<D0>() needs rank 1");
  return tiled_extent<D0, 0, 0>(*this);
}

template <int N>
template <int D0, int D1>
__host__ __device__ tiled_extent<D0, D1, 0> extent<N>::tile() const {
  static_assert(N == 2, "extent<N>::tile<D0, D1>() needs rank 2");
  static_assert(D1 > 0, "tile dimensions must be positive");
  return tiled_extent<D0, D1, 0>(*this);
}

template <int N>
template <int D0, int D1, int D2>
__host__ __device__ tiled_extent<D0, D1, D2> extent<N>::tile() const {
  static_assert(N == 3, "extent<N>::tile<D0, D1, D2>() needs rank 3");
  static_assert(D1 > 0 && D2 > 0, "tile dimensions must be positive");
  return tiled_extent<D0, D1, D2>(*this);
}

/// The position of a thread in a tiled parallel_for_each (C++ AMP v1.2 §4.4
/// tiled_index): its global index, its index in its tile, its tile's index
/// and origin, and its tile's barrier. Converts to the global index.
template <int D0, int D1 = 0, int D2 = 0> class tiled_index {
  static_assert(amp2hip::detail::check_tile_dims<D0, D1, D2>());

public:
  /// The number of dimensions: 1, 2 or 3.
  static constexpr int rank = amp2hip::detail::tile_rank<D0, D1, D2>;
  /// The tile's length in dimension 0.
  static constexpr int tile_dim0 = D0;
  /// The tile's length in dimension 1 (0 for rank 1).
  static constexpr int tile_dim1 = D1;
  /// The tile's length in dimension 2 (0 below rank 3).
  static constexpr int tile_dim2 = D2;

  /// The thread's index in the whole compute domain.
  const index<rank> global;
  /// The thread's index within its tile (0 <= local[d] < tile dim d).
  const index<rank> local;
  /// The index of the thread's tile among the tiles.
  const index<rank> tile;
  /// The global index of the tile's first thread (tile * tile extent).
  const index<rank> tile_origin;
  /// The tile's barrier.
  const tile_barrier barrier;
  /// The extent of one tile: (D0), (D0, D1) or (D0, D1, D2).
  const extent<rank> tile_extent;

  /// A tiled index from its parts (normally made by the runtime,
  /// amp2hip::detail::tiled_thread_index).
  __host__ __device__ tiled_index(const index<rank> &global_index,
                                  const index<rank> &local_index,
                                  const index<rank> &tile_index,
                                  const index<rank> &tile_origin_index,
                                  const tile_barrier &tile_barrier_value)
      : global(global_index), local(local_index), tile(tile_index),
        tile_origin(tile_origin_index), barrier(tile_barrier_value),
        tile_extent(amp2hip::detail::tile_extent_of<D0, D1, D2>()) {}

  /// The extent of one tile (same as the tile_extent member).
  __host__ __device__ extent<rank> get_tile_extent() const {
    return tile_extent;
  }

  /// The global index.
  __host__ __device__ operator const index<rank> &() const { return global; }
};

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_TILED_H
