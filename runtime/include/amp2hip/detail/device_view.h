//===- amp2hip/detail/device_view.h - Kernel-side views ----------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What kernels get in place of the AMP containers they capture (the
/// generated-code contract in docs/architecture.md):
///  - amp2hip::device_view<T, N> for array_view<T, N> and array<T, N>: a
///    pointer and an extent, indexed like array_view (C++ AMP v1.2 §5.2) on
///    the device or on the host;
///  - amp2hip::captured_array<E[K]> for a captured C array.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_DEVICE_VIEW_H
#define AMP2HIP_DETAIL_DEVICE_VIEW_H

#include "namespace.h"

#include "extent.h"
#include "index.h"

#include <hip/hip_runtime.h>

#include <cstddef>
#include <cstring>
#include <type_traits>

namespace amp2hip {

template <typename T, int N> struct device_view;

namespace detail {
/// The type of a projection (operator[](int)) of a rank-N view of T: an
/// element reference for N == 1, a rank-(N-1) view otherwise.
template <typename T, int N>
using device_projection_t =
    std::conditional_t<N == 1, T &, device_view<T, (N > 1 ? N - 1 : 1)>>;

/// The extent \p e without its first component (rank N-1 >= 1).
template <int N>
__host__ __device__ inline concurrency::extent<N - 1>
drop_first(const concurrency::extent<N> &e) {
  concurrency::extent<N - 1> result;
  for (int d = 1; d < N; ++d)
    result[d - 1] = e[d];
  return result;
}
/// The row-major offset in elements of \p idx in memory of shape \p layout,
/// in 64 bits: ((idx[0] * layout[1] + idx[1]) * layout[2] + idx[2]) ...
template <int N>
__host__ __device__ inline long long
row_major_offset(const concurrency::index<N> &idx,
                 const concurrency::extent<N> &layout) {
  long long offset = idx[0];
  for (int d = 1; d < N; ++d)
    offset = offset * layout[d] + idx[d];
  return offset;
}

/// The row-major offset in elements of \p idx in memory of shape \p layout,
/// in 32-bit signed arithmetic: ((idx[0] * layout[1] + idx[1]) * layout[2] +
/// idx[2]) .... Device views index with it, so that a kernel's view access
/// costs what hand-written `y * cols + x` does, constant parts of an index
/// included (signed overflow being undefined, the compiler folds the `+ 2` of
/// `f(i, j + 2)` into the load's address).
///
/// Exact for every index inside \p layout when layout has fewer than 2^31
/// elements: each partial sum is then at most the final offset, which is
/// below layout.size64(). That holds for every device view: its layout is
/// the extent of an array or array_view (or a view_as/reinterpret_as of one,
/// which is no larger), and the runtime refuses to make a container of 2^31
/// or more elements (check_container_extent() in array_view.h throws
/// concurrency::runtime_exception). Direct3D 11, where C++ AMP ran, never
/// allowed that much: a resource holds at most 2048 MB
/// (D3D11_REQ_RESOURCE_SIZE_IN_MEGABYTES_EXPRESSION_C_TERM), 2^29 elements
/// of a 4-byte type. Indices outside the layout are undefined behaviour, as
/// in C++ AMP.
template <int N>
__host__ __device__ inline int
view_offset32(const concurrency::index<N> &idx,
              const concurrency::extent<N> &layout) {
  int offset = idx[0];
  for (int d = 1; d < N; ++d)
    offset = offset * layout[d] + idx[d];
  return offset;
}

/// The number of elements in one row (index 0 fixed) of memory of shape
/// \p layout, the product of layout[1..N-1], in 32-bit signed arithmetic
/// (exact under view_offset32()'s condition, layout.size64() < 2^31).
template <int N>
__host__ __device__ inline int
row_length32(const concurrency::extent<N> &layout) {
  int length = 1;
  for (int d = 1; d < N; ++d)
    length *= layout[d];
  return length;
}

/// The element type of a reinterpret_as<U>() of a view of T: U, made const
/// when T is const (a read-only view stays read-only).
template <typename T, typename U>
using reinterpreted_t =
    std::conditional_t<std::is_const<T>::value, std::add_const_t<U>, U>;

/// The number of elements in one row (index 0 fixed) of memory of shape
/// \p layout: the product of layout[1..N-1].
template <int N>
__host__ __device__ inline long long
row_length(const concurrency::extent<N> &layout) {
  long long length = 1;
  for (int d = 1; d < N; ++d)
    length *= layout[d];
  return length;
}

/// True when every component of \p idx lies in [0, shape[d]).
template <int N>
__host__ __device__ inline bool inside(const concurrency::index<N> &idx,
                                       const concurrency::extent<N> &shape) {
  for (int d = 0; d < N; ++d)
    if (static_cast<unsigned>(idx[d]) >= static_cast<unsigned>(shape[d]))
      return false;
  return true;
}

#if defined(AMP2HIP_DIRECTX_BOUNDS)
/// The device memory behind outside_element<T>(): Size bytes aligned to
/// Align, one per element size and alignment (raw bytes, so that element
/// types with constructors need no dynamic initialization of a __device__
/// variable).
template <std::size_t Size, std::size_t Align> struct alignas(Align) raw_bytes {
  unsigned char bytes[Size];
};
template <std::size_t Size, std::size_t Align>
__device__ raw_bytes<Size, Align> outside_bytes;

/// The element a view access outside the view's extent gives when the
/// program is built with AMP2HIP_DIRECTX_BOUNDS (docs/features/
/// directx-bounds.md): a scratch element set to zero bytes just before it is
/// returned, so that a read gives zero and a write lands in the scratch and is
/// lost, as Direct3D 11 does for a resource access out of its bounds (the
/// D3D11 functional spec, "Out of Bounds Behavior"). The scratch is per
/// element size in device memory (shared by the threads: a thread reading
/// zero relies on its own store being the one it loads, which holds unless
/// another thread writes outside a view in between) and thread_local on the
/// host. Never throws.
template <typename T> __host__ __device__ inline T &outside_element() {
  using E = std::remove_const_t<T>;
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
  unsigned char *bytes = outside_bytes<sizeof(E), alignof(E)>.bytes;
#else
  static thread_local raw_bytes<sizeof(E), alignof(E)> storage;
  unsigned char *bytes = storage.bytes;
#endif
  for (std::size_t b = 0; b < sizeof(E); ++b) // (memset is host-only in HIP)
    bytes[b] = 0;
  return *reinterpret_cast<E *>(bytes);
}
#endif

/// The members of a device view of elements E (E not const), shared by
/// device_view<const E, N> and device_view<E, N> (derived from it).
template <typename E, int N> struct device_view_data {
  /// The element at index 0 (const through a device_view<const E, N>).
  E *data_;
  /// The view's shape.
  concurrency::extent<N> extent;
  /// The shape of the row-major memory the view lies in.
  concurrency::extent<N> layout_;
};

/// The base of device_view<T, N>: device_view<const T, N> for a writable
/// view, so that a view of E is a view of const E (derived to base), also
/// when a function template deduces E from a `device_view<const E, N>`
/// parameter; the members for a read-only view.
template <typename T, int N> struct device_view_parent {
  using type = device_view<const T, N>;
};
template <typename T, int N> struct device_view_parent<const T, N> {
  using type = device_view_data<T, N>;
};
} // namespace detail

/// A rank-N view of elements of type T in one memory space, as a kernel
/// sees an array_view or array (C++ AMP v1.2 §5.2 array_view, device side).
/// Trivially copyable: `data_` points at the element at index 0, `extent`
/// is the view's shape and `layout_` the shape of the row-major memory it
/// lies in (equal to `extent` except for sections), so that element idx is
/// data_[((idx[0] * layout_[1] + idx[1]) * layout_[2] + idx[2]) ...],
/// computed in 32-bit signed arithmetic (detail::view_offset32(): exact,
/// since no AMP container has 2^31 or more elements). Indexing is not
/// bounds-checked, unless the program is built with AMP2HIP_DIRECTX_BOUNDS:
/// then an element access outside `extent` reads zero and its writes are
/// lost, as on Direct3D 11 (detail::outside_element()). Every member is
/// __host__ __device__ and never throws. Const views (T = const E) give const
/// references; a view of E derives from the view of const E (its members,
/// detail::device_view_data, are the base's), so it converts to it and
/// `template <class E> f(device_view<const E, N>)` deduces E from it, as
/// `f(const array<E, N> &)` does from an array<E, N> in AMP.
template <typename T, int N>
struct device_view : detail::device_view_parent<T, N>::type {
  static_assert(N > 0, "device_view<T, N>: the rank N must be at least 1");

  /// The number of dimensions.
  static constexpr int rank = N;
  /// The element type (const E for a read-only view).
  using value_type = T;

  using parent_type = typename detail::device_view_parent<T, N>::type;
  using parent_type::data_;
  using parent_type::extent;
  using parent_type::layout_;

  /// An uninitialized view (trivial).
  device_view() = default;
  /// The view of shape \p shape whose element at index 0 is \p data, in
  /// row-major memory of shape \p layout.
  __host__ __device__ device_view(T *data, const concurrency::extent<N> &shape,
                                  const concurrency::extent<N> &layout)
      : parent_type{const_cast<std::remove_const_t<T> *>(data), shape, layout} {
  }

  /// The view of shape \p shape over the row-major elements at \p data:
  /// AMP's array_view(extent, T*) in amp code (C++ AMP v1.2 §5.2.2: an
  /// array_view of a local array, restrict(amp, cpu)); the translator writes
  /// such a local's type as kernel_param_t<array_view<T, N>>.
  __host__ __device__ device_view(const concurrency::extent<N> &shape, T *data)
      : device_view(data, shape, shape) {}
  /// The rank-1 view of \p e0 elements at \p data.
  __host__ __device__ device_view(int e0, T *data)
      : device_view(concurrency::extent<N>(e0), data) {
    static_assert(N == 1, "device_view(e0, data) needs rank 1");
  }
  /// The rank-2 view of e0 x e1 elements at \p data.
  __host__ __device__ device_view(int e0, int e1, T *data)
      : device_view(concurrency::extent<N>(e0, e1), data) {
    static_assert(N == 2, "device_view(e0, e1, data) needs rank 2");
  }
  /// The rank-3 view of e0 x e1 x e2 elements at \p data.
  __host__ __device__ device_view(int e0, int e1, int e2, T *data)
      : device_view(concurrency::extent<N>(e0, e1, e2), data) {
    static_assert(N == 3, "device_view(e0, e1, e2, data) needs rank 3");
  }

  /// The offset in elements of \p idx from data_ (detail::view_offset32()).
  __host__ __device__ int offset_of(const concurrency::index<N> &idx) const {
    return detail::view_offset32(idx, layout_);
  }

  /// The element at \p idx. Outside the extent: undefined, as in C++ AMP,
  /// or detail::outside_element() with AMP2HIP_DIRECTX_BOUNDS.
  __host__ __device__ T &operator[](const concurrency::index<N> &idx) const {
#if defined(AMP2HIP_DIRECTX_BOUNDS)
    if (!detail::inside(idx, extent))
      return detail::outside_element<T>();
#endif
    return data_[offset_of(idx)];
  }
  /// The element at \p idx (as operator[](idx)).
  __host__ __device__ T &operator()(const concurrency::index<N> &idx) const {
    return (*this)[idx];
  }

  /// For rank 1, the element i0; for rank N > 1, the rank-(N-1) view of
  /// the elements whose first index is i0 (AMP's projection).
  __host__ __device__ detail::device_projection_t<T, N>
  operator[](int i0) const {
    if constexpr (N == 1) {
      return (*this)[concurrency::index<1>(i0)];
    } else {
      concurrency::extent<N - 1> row = detail::drop_first(extent);
#if defined(AMP2HIP_DIRECTX_BOUNDS)
      // A row outside the view: an empty view, every element outside.
      if (static_cast<unsigned>(i0) >= static_cast<unsigned>(extent[0]))
        row[0] = 0;
#endif
      return {data_ + detail::row_length32(layout_) * i0, row,
              detail::drop_first(layout_)};
    }
  }
  /// Same as operator[](i0).
  __host__ __device__ detail::device_projection_t<T, N>
  operator()(int i0) const {
    return (*this)[i0];
  }
  /// The element (i0, i1). Rank 2 only.
  __host__ __device__ T &operator()(int i0, int i1) const {
    static_assert(N == 2, "operator()(i0, i1) needs rank 2");
    return (*this)[concurrency::index<N>(i0, i1)];
  }
  /// The element (i0, i1, i2). Rank 3 only.
  __host__ __device__ T &operator()(int i0, int i1, int i2) const {
    static_assert(N == 3, "operator()(i0, i1, i2) needs rank 3");
    return (*this)[concurrency::index<N>(i0, i1, i2)];
  }

  /// The view's shape.
  __host__ __device__ concurrency::extent<N> get_extent() const {
    return extent;
  }
  /// The element at index 0.
  __host__ __device__ T *data() const { return data_; }

  /// The sub-view of shape \p shape whose index 0 is \p origin here
  /// (C++ AMP v1.2 §5.2 section). Not bounds-checked.
  __host__ __device__ device_view
  section(const concurrency::index<N> &origin,
          const concurrency::extent<N> &shape) const {
    return {data_ + offset_of(origin), shape, layout_};
  }
  /// The sub-view from \p origin to the end of every dimension.
  __host__ __device__ device_view
  section(const concurrency::index<N> &origin) const {
    concurrency::extent<N> shape = extent;
    for (int d = 0; d < N; ++d)
      shape[d] -= origin[d];
    return section(origin, shape);
  }
  /// The sub-view of shape \p shape at index 0.
  __host__ __device__ device_view
  section(const concurrency::extent<N> &shape) const {
    return {data_, shape, layout_};
  }
  /// The rank-1 sub-view of \p e0 elements from \p i0 (C++ AMP v1.2
  /// §5.1.4, §5.2.5 section(int i0, int e0)). Rank 1 only.
  __host__ __device__ device_view section(int i0, int e0) const {
    static_assert(N == 1, "section(i0, e0) needs rank 1");
    return section(concurrency::index<N>(i0), concurrency::extent<N>(e0));
  }
  /// The rank-2 sub-view of e0 x e1 elements at (i0, i1). Rank 2 only.
  __host__ __device__ device_view section(int i0, int i1, int e0,
                                          int e1) const {
    static_assert(N == 2, "section(i0, i1, e0, e1) needs rank 2");
    return section(concurrency::index<N>(i0, i1),
                   concurrency::extent<N>(e0, e1));
  }
  /// The rank-3 sub-view of e0 x e1 x e2 elements at (i0, i1, i2). Rank 3
  /// only.
  __host__ __device__ device_view section(int i0, int i1, int i2, int e0,
                                          int e1, int e2) const {
    static_assert(N == 3, "section(i0, i1, i2, e0, e1, e2) needs rank 3");
    return section(concurrency::index<N>(i0, i1, i2),
                   concurrency::extent<N>(e0, e1, e2));
  }

  /// The rank-K view of shape \p shape over the elements from index 0 in
  /// row-major order (C++ AMP v1.2 view_as of an array, or of a rank-1
  /// array_view). The view's memory must be contiguous, as it is for arrays
  /// and rank-1 views, the only sources AMP allows view_as on (the
  /// translator's <amp.h> declares array_view::view_as for rank 1 only);
  /// neither that nor shape.size() <= extent.size() is checked here.
  template <int K>
  __host__ __device__ device_view<T, K>
  view_as(const concurrency::extent<K> &shape) const {
    return {data_, shape, shape};
  }

  /// The rank-1 view of the same bytes as elements of type U (const U for a
  /// read-only view), extent.size() * sizeof(T) / sizeof(U) of them (C++ AMP
  /// v1.2 reinterpret_as of an array or of a rank-1 array_view; the memory
  /// must be contiguous). Not checked: the host-side reinterpret_as throws
  /// when the size in bytes is not a multiple of sizeof(U).
  template <typename U>
  __host__ __device__ device_view<detail::reinterpreted_t<T, U>, 1>
  reinterpret_as() const {
    using result_type = detail::reinterpreted_t<T, U>;
    const concurrency::extent<1> shape(
        static_cast<int>(extent.size64() * sizeof(T) / sizeof(U)));
    return {reinterpret_cast<result_type *>(data_), shape, shape};
  }
};

/// A C array captured by a kernel, by value (E may itself be an array type
/// for multi-dimensional C arrays: captured_array<int[2][3]> holds
/// int value[2][3]). The generated kernel reads it through `.value`.
template <typename A> struct captured_array {
  static_assert(std::is_array<A>::value,
                "captured_array<A>: A must be a C array type");
};

/// A captured C array of K elements of type E.
template <typename E, std::size_t K> struct captured_array<E[K]> {
  static_assert(std::is_trivially_copyable<E>::value,
                "a C array captured by a kernel must have trivially copyable "
                "elements");
  /// The captured elements.
  E value[K];
};

/// The captured_array holding a copy of \p source (host only).
template <typename E, std::size_t K>
captured_array<std::remove_cv_t<E>[K]>
make_captured_array(const E (&source)[K]) {
  captured_array<std::remove_cv_t<E>[K]> result;
  static_assert(sizeof(result.value) == sizeof(source));
  std::memcpy(&result.value, &source, sizeof(source));
  return result;
}

} // namespace amp2hip

#endif // AMP2HIP_DETAIL_DEVICE_VIEW_H
