//===- amp2hip/detail/array_view.h - concurrency::array_view -----*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::array_view<T, N> and array_view<const T, N> (C++ AMP v1.2
/// §5.2): a view of host memory (a pointer or a contiguous container), of
/// host memory of its own, of an array's device memory, or of an array on
/// the CPU accelerator (host memory, treated as a view of host memory), with
/// lazy
/// coherence between the host and the device copies (see buffer.h). Copies
/// of a view, its sections, projections, view_as() and reinterpret_as()
/// views share one buffer_state. On the host, element access makes the host
/// copy current (copying back when the device copy is newer) and, for
/// non-const T, makes the device copy stale.
/// Kernels get an amp2hip::device_view instead (kernel_param.h).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_ARRAY_VIEW_H
#define AMP2HIP_DETAIL_ARRAY_VIEW_H

#include "namespace.h"

#include "accelerator.h"
#include "buffer.h"
#include "completion_future.h"
#include "device_view.h"
#include "exceptions.h"
#include "extent.h"
#include "index.h"

#include <climits>
#include <cstddef>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>

namespace Concurrency {
template <typename T, int N> class array;
template <typename T, int N> class array_view;
} // namespace Concurrency

namespace amp2hip::detail {

/// The runtime's access to the private parts of array and array_view.
struct container_access {
  /// The shared buffer_state of an array or array_view.
  template <typename C> static const auto &buffer(const C &container) {
    return container.buffer_;
  }
  /// The offset in elements of the view's index 0 in its buffer.
  template <typename C> static long long offset(const C &container) {
    return container.offset_;
  }
  /// The shape of the row-major memory the view lies in.
  template <typename C> static const auto &layout(const C &container) {
    return container.layout_;
  }
};

/// True for std::vector-like containers whose data() converts to T*.
template <typename Container, typename T, typename = void>
struct is_contiguous_container_of : std::false_type {};
template <typename Container, typename T>
struct is_contiguous_container_of<
    Container, T,
    std::void_t<decltype(std::declval<Container &>().data()),
                decltype(std::declval<Container &>().size())>>
    : std::is_convertible<decltype(std::declval<Container &>().data()), T *> {};

/// Checks that every component of \p e is non-negative.
/// \throws concurrency::runtime_exception (E_INVALIDARG) otherwise.
template <int N> void check_extent(const concurrency::extent<N> &e) {
  for (int d = 0; d < N; ++d)
    if (e[d] < 0)
      throw concurrency::runtime_exception(
          "amp2hip: an extent component is negative", hresult::e_invalidarg);
}

/// Checks that every component of \p e is positive: the extent of an array
/// or of a section (C++ AMP v1.2 §5.1.1, §5.2.5; Microsoft's amp.h throws
/// E_INVALIDARG for an empty dimension, and its conformance suite checks it).
/// \p what names the object in the message.
/// \throws concurrency::runtime_exception (E_INVALIDARG) otherwise.
template <int N>
void check_positive_extent(const concurrency::extent<N> &e, const char *what) {
  for (int d = 0; d < N; ++d)
    if (e[d] <= 0)
      throw concurrency::runtime_exception(
          (std::string("amp2hip: ") + what + " extent component " +
           std::to_string(d) + " is " + std::to_string(e[d]) +
           "; it must be positive")
              .c_str(),
          hresult::e_invalidarg);
}

/// The most elements an array or array_view may hold: 2^31 - 1. Device views
/// index in 32-bit signed arithmetic (view_offset32() in device_view.h), as a
/// hand-written kernel's `y * cols + x` does. C++ AMP v1.2 §4.2 allows up to
/// 2^32 - 1 (extent::size() is an unsigned int), but Direct3D 11, where C++
/// AMP ran, never held more than 2048 MB in one resource, 2^29 elements of a
/// 4-byte type; an index<1> cannot reach element 2^31 either.
inline constexpr unsigned long long max_container_elements = 0x7FFFFFFFull;

/// Checks the shape of a new container (array, or array_view of host
/// memory): no component negative, fewer than 2^31 elements.
/// \throws concurrency::runtime_exception (E_INVALIDARG) otherwise, before
///         any memory is allocated.
template <int N> void check_container_extent(const concurrency::extent<N> &e) {
  check_extent(e);
  if (e.size64() > max_container_elements)
    throw concurrency::runtime_exception(
        ("amp2hip: an array or array_view of " + std::to_string(e.size64()) +
         " elements: amp2hip holds at most 2^31 - 1 elements in one "
         "container (kernels index it in 32-bit int arithmetic; Direct3D 11 "
         "allowed at most 2048 MB)")
            .c_str(),
        hresult::e_invalidarg);
}

/// The size in bytes of \p e elements of type T, after
/// check_container_extent().
template <typename T, int N>
std::size_t checked_bytes(const concurrency::extent<N> &e) {
  check_container_extent(e);
  return static_cast<std::size_t>(e.size64()) * sizeof(T);
}

/// Checks the shape of a view_as() of a source of \p available elements.
/// \throws concurrency::runtime_exception (E_INVALIDARG) when a component is
///         negative or \p shape has more elements than the source.
template <int K>
void check_view_as(const concurrency::extent<K> &shape,
                   unsigned long long available) {
  check_extent(shape);
  if (shape.size64() > available)
    throw concurrency::runtime_exception(
        ("amp2hip: view_as: the new extent has " +
         std::to_string(shape.size64()) + " elements, the source only " +
         std::to_string(available))
            .c_str(),
        hresult::e_invalidarg);
}

/// A reinterpret_as() view's size and offset, in elements of the new type.
struct reinterpreted_shape {
  int size;         ///< the number of elements of the new type
  long long offset; ///< the offset of index 0 in elements of the new type
};

/// The reinterpret_as() of \p count elements of \p from bytes each, whose
/// index 0 is \p offset elements into the buffer, as elements of \p to
/// bytes (pure but for the exception).
/// \throws concurrency::runtime_exception (E_INVALIDARG) when the size in
///         bytes or the offset in bytes (a section) is not a multiple of
///         \p to, or the new count does not fit in an extent<1>.
inline reinterpreted_shape reinterpret_shape(unsigned long long count,
                                             long long offset, std::size_t from,
                                             std::size_t to) {
  const unsigned long long bytes = count * from;
  if (bytes % to != 0)
    throw concurrency::runtime_exception(
        ("amp2hip: reinterpret_as: the view's size, " + std::to_string(bytes) +
         " bytes, is not a multiple of the new element's size, " +
         std::to_string(to) + " bytes")
            .c_str(),
        hresult::e_invalidarg);
  const unsigned long long offset_bytes =
      static_cast<unsigned long long>(offset) * from;
  if (offset_bytes % to != 0)
    throw concurrency::runtime_exception(
        ("amp2hip: reinterpret_as: the view starts " +
         std::to_string(offset_bytes) +
         " bytes into its data, not a multiple of the new element's size, " +
         std::to_string(to) + " bytes")
            .c_str(),
        hresult::e_invalidarg);
  if (bytes / to > static_cast<unsigned long long>(INT_MAX))
    throw concurrency::runtime_exception(
        "amp2hip: reinterpret_as: more elements than an extent<1> holds",
        hresult::e_invalidarg);
  return {static_cast<int>(bytes / to),
          static_cast<long long>(offset_bytes / to)};
}

} // namespace amp2hip::detail

namespace Concurrency {

/// A rank-N view of elements of type T (C++ AMP v1.2 §5.2 array_view; T may
/// be const E for a read-only view). Copies are shallow and share the data
/// and its coherence state. A read-only view never writes to its source.
/// When the last view of host memory goes away, device-modified data is
/// copied back (errors are reported on stderr, never thrown).
template <typename T, int N = 1> class array_view {
  static_assert(N > 0, "array_view<T, N>: the rank N must be at least 1");
  // Elements are stored and copied as bytes, as Microsoft's C++ AMP stores
  // them in Direct3D buffers: no constructor, copy or destructor of T runs
  // on them (MSVC accepts element types with user-provided copy operations
  // or destructors; the conformance suite's amp_compatible tests use them).
  // A polymorphic T is not amp-compatible (C++ AMP v1.2 §2.4.1.2: no
  // virtual functions), and its vtable pointer would not survive the copy.
  static_assert(!std::is_polymorphic<T>::value,
                "array_view<T, N>: T must not be polymorphic (C++ AMP v1.2 "
                "section 2.4.1.2)");

  using element_type = std::remove_const_t<T>;
  static constexpr bool writable = !std::is_const<T>::value;
  using projection_type =
      std::conditional_t<N == 1, T &, array_view<T, (N > 1 ? N - 1 : 1)>>;

public:
  /// The number of dimensions.
  static constexpr int rank = N;
  /// The element type (const E for a read-only view).
  using value_type = T;

  /// The view's shape (AMP's extent property).
  concurrency::extent<N> extent;

  /// A view of the host memory at \p source, of shape \p shape, row-major.
  /// The memory must hold shape.size() elements and outlive the view's
  /// last copy. \throws runtime_exception when a component is negative or
  /// the shape has 2^31 or more elements (check_container_extent()).
  array_view(const concurrency::extent<N> &shape, T *source)
      : extent(shape), buffer_(amp2hip::detail::buffer_state::over_host(
                           const_cast<element_type *>(source),
                           amp2hip::detail::checked_bytes<T>(shape), writable)),
        layout_(shape) {}
  /// A rank-1 view of \p e0 elements at \p source.
  array_view(int e0, T *source)
      : array_view(concurrency::extent<N>(e0), source) {}
  /// A rank-2 view of e0 x e1 elements at \p source.
  array_view(int e0, int e1, T *source)
      : array_view(concurrency::extent<N>(e0, e1), source) {}
  /// A rank-3 view of e0 x e1 x e2 elements at \p source.
  array_view(int e0, int e1, int e2, T *source)
      : array_view(concurrency::extent<N>(e0, e1, e2), source) {}

  /// A view of the elements of \p source (a contiguous container such as
  /// std::vector, whose data() converts to T*), of shape \p shape.
  /// \throws runtime_exception when source.size() < shape.size(), a
  ///         component is negative or the shape has 2^31 or more elements.
  template <
      typename Container,
      typename = std::enable_if_t<
          amp2hip::detail::is_contiguous_container_of<Container, T>::value>>
  array_view(const concurrency::extent<N> &shape, Container &source)
      : array_view(shape, checked_data(shape, source)) {}
  /// A rank-1 view of the first \p e0 elements of \p source.
  template <
      typename Container,
      typename = std::enable_if_t<
          amp2hip::detail::is_contiguous_container_of<Container, T>::value>>
  array_view(int e0, Container &source)
      : array_view(concurrency::extent<N>(e0), source) {}
  /// A rank-2 view of e0 x e1 elements of \p source.
  template <
      typename Container,
      typename = std::enable_if_t<
          amp2hip::detail::is_contiguous_container_of<Container, T>::value>>
  array_view(int e0, int e1, Container &source)
      : array_view(concurrency::extent<N>(e0, e1), source) {}
  /// A rank-3 view of e0 x e1 x e2 elements of \p source.
  template <
      typename Container,
      typename = std::enable_if_t<
          amp2hip::detail::is_contiguous_container_of<Container, T>::value>>
  array_view(int e0, int e1, int e2, Container &source)
      : array_view(concurrency::extent<N>(e0, e1, e2), source) {}

  /// A view of new zeroed host memory of shape \p shape, owned by the view
  /// and its copies. Writable views only. \throws runtime_exception when a
  /// component is negative or the shape has 2^31 or more elements (before
  /// allocating), std::bad_alloc.
  explicit array_view(const concurrency::extent<N> &shape)
      : extent(shape),
        buffer_(amp2hip::detail::buffer_state::with_owned_host(
            amp2hip::detail::checked_bytes<T>(shape), alignof(T))),
        layout_(shape) {
    static_assert(writable, "array_view(extent) needs a writable element type");
  }
  /// A rank-1 view of \p e0 new zeroed elements.
  explicit array_view(int e0) : array_view(concurrency::extent<N>(e0)) {}
  /// A rank-2 view of e0 x e1 new zeroed elements.
  array_view(int e0, int e1) : array_view(concurrency::extent<N>(e0, e1)) {}
  /// A rank-3 view of e0 x e1 x e2 new zeroed elements.
  array_view(int e0, int e1, int e2)
      : array_view(concurrency::extent<N>(e0, e1, e2)) {}

  /// A view of the whole of \p source, sharing its device memory.
  array_view(array<element_type, N> &source);
  /// A view of a temporary array, as MSVC binds the temporary to the
  /// array& constructor (a Microsoft extension, C4239): the view shares the
  /// array's device memory, which outlives the temporary.
  array_view(array<element_type, N> &&source);
  /// A read-only view of the whole of \p source. Read-only views only.
  array_view(const array<element_type, N> &source);

  /// A read-only view of the same data as \p other.
  template <typename U, typename = std::enable_if_t<
                            !writable && std::is_same<U, element_type>::value>>
  array_view(const array_view<U, N> &other)
      : extent(other.extent), buffer_(other.buffer_), offset_(other.offset_),
        layout_(other.layout_) {}

  /// The view's shape.
  concurrency::extent<N> get_extent() const { return extent; }

  /// The element at \p idx (host). Makes the host copy current; for a
  /// writable view, makes the device copy stale.
  /// \throws runtime_exception when copying back fails.
  T &operator[](const index<N> &idx) const {
    return host_base()[amp2hip::detail::row_major_offset(idx, layout_)];
  }
  /// Same as operator[](idx).
  T &operator()(const index<N> &idx) const { return (*this)[idx]; }

  /// For rank 1, the element i0; for rank N > 1, the rank-(N-1) view of the
  /// elements whose first index is i0 (AMP's projection).
  /// \throws runtime_exception (E_INVALIDARG) for a projection (N > 1)
  ///         whose i0 is outside [0, extent[0]) (as Microsoft's amp.h); a
  ///         rank-1 element access is not checked.
  projection_type operator[](int i0) const {
    if constexpr (N == 1) {
      return host_base()[i0];
    } else {
      if (i0 < 0 || i0 >= extent[0])
        throw runtime_exception(("amp2hip: projection [" + std::to_string(i0) +
                                 "] outside the view's first dimension of " +
                                 std::to_string(extent[0]))
                                    .c_str(),
                                amp2hip::detail::hresult::e_invalidarg);
      return array_view<T, N - 1>(
          buffer_, offset_ + amp2hip::detail::row_length(layout_) * i0,
          amp2hip::detail::drop_first(extent),
          amp2hip::detail::drop_first(layout_));
    }
  }
  /// Same as operator[](i0).
  projection_type operator()(int i0) const { return (*this)[i0]; }
  /// The element (i0, i1). Rank 2 only.
  T &operator()(int i0, int i1) const {
    static_assert(N == 2, "operator()(i0, i1) needs rank 2");
    return (*this)[index<2>(i0, i1)];
  }
  /// The element (i0, i1, i2). Rank 3 only.
  T &operator()(int i0, int i1, int i2) const {
    static_assert(N == 3, "operator()(i0, i1, i2) needs rank 3");
    return (*this)[index<3>(i0, i1, i2)];
  }

  /// The host memory of the element at index 0, made current as by
  /// operator[]. The view's rows are contiguous unless it is a section.
  T *data() const { return host_base(); }

  /// The sub-view of shape \p shape whose index 0 is \p origin here
  /// (C++ AMP v1.2 §5.2 section); it shares this view's data.
  /// \throws runtime_exception (E_INVALIDARG) when it does not lie inside
  ///         this view or has an empty dimension (as Microsoft's amp.h).
  array_view section(const index<N> &origin,
                     const concurrency::extent<N> &shape) const {
    for (int d = 0; d < N; ++d)
      if (origin[d] < 0 || shape[d] <= 0 ||
          static_cast<long long>(origin[d]) + shape[d] > extent[d])
        throw runtime_exception("amp2hip: section out of the view's bounds",
                                amp2hip::detail::hresult::e_invalidarg);
    return array_view(
        buffer_, offset_ + amp2hip::detail::row_major_offset(origin, layout_),
        shape, layout_);
  }
  /// The sub-view from \p origin to the end of every dimension.
  array_view section(const index<N> &origin) const {
    return section(origin, extent - origin);
  }
  /// The sub-view of shape \p shape at index 0.
  array_view section(const concurrency::extent<N> &shape) const {
    return section(index<N>(), shape);
  }
  /// The rank-1 sub-view of \p e0 elements from \p i0 (C++ AMP v1.2
  /// §5.2.5 section(int i0, int e0)). Rank 1 only.
  array_view section(int i0, int e0) const {
    static_assert(N == 1, "section(i0, e0) needs rank 1");
    return section(index<N>(i0), concurrency::extent<N>(e0));
  }
  /// The rank-2 sub-view of e0 x e1 elements at (i0, i1) (C++ AMP v1.2
  /// §5.2.5). Rank 2 only.
  array_view section(int i0, int i1, int e0, int e1) const {
    static_assert(N == 2, "section(i0, i1, e0, e1) needs rank 2");
    return section(index<N>(i0, i1), concurrency::extent<N>(e0, e1));
  }
  /// The rank-3 sub-view of e0 x e1 x e2 elements at (i0, i1, i2) (C++ AMP
  /// v1.2 §5.2.5). Rank 3 only.
  array_view section(int i0, int i1, int i2, int e0, int e1, int e2) const {
    static_assert(N == 3, "section(i0, i1, i2, e0, e1, e2) needs rank 3");
    return section(index<N>(i0, i1, i2), concurrency::extent<N>(e0, e1, e2));
  }

  /// The rank-K view of shape \p shape over this view's elements in order
  /// (C++ AMP v1.2 §5.2 view_as; rank 1 only, as in AMP: a rank-1 view is
  /// contiguous). It shares this view's data and coherence state; nothing
  /// is copied. \throws runtime_exception (E_INVALIDARG) when a component
  /// is negative or \p shape has more elements than this view.
  template <int K>
  array_view<T, K> view_as(const concurrency::extent<K> &shape) const {
    static_assert(N == 1, "view_as is only permissible on array views of "
                          "rank 1 (C++ AMP v1.2); arrays of any rank have it");
    amp2hip::detail::check_view_as(shape, extent.size64());
    return array_view<T, K>(buffer_, offset_, shape, shape);
  }

  /// The view of this view's bytes as elements of type U (C++ AMP v1.2
  /// §5.2 reinterpret_as; rank 1 only, as in AMP); const U for a read-only
  /// view. Its extent is extent.size() * sizeof(T) / sizeof(U). It shares
  /// this view's data and coherence state; nothing is copied. Alignment is
  /// the source's (as in AMP). \throws runtime_exception (E_INVALIDARG)
  /// when the size in bytes, or the offset in bytes of a section, is not a
  /// multiple of sizeof(U).
  template <typename U>
  array_view<amp2hip::detail::reinterpreted_t<T, U>, 1> reinterpret_as() const {
    static_assert(N == 1, "reinterpret_as is only permissible on array views "
                          "of rank 1 (C++ AMP v1.2); arrays of any rank have "
                          "it");
    const amp2hip::detail::reinterpreted_shape shape =
        amp2hip::detail::reinterpret_shape(extent.size64(), offset_, sizeof(T),
                                           sizeof(U));
    const concurrency::extent<1> result_extent(shape.size);
    return array_view<amp2hip::detail::reinterpreted_t<T, U>, 1>(
        buffer_, shape.offset, result_extent, result_extent);
  }

  /// Makes the host copy current, copying device-modified data back and
  /// waiting for it. \throws runtime_exception on a HIP error.
  void synchronize() const { buffer_->synchronize(); }
  /// synchronize() on a thread of its own, so that the calling thread can
  /// go on with other work; the future is ready when the host copy is
  /// current (get() rethrows a HIP error). The view must not be used until
  /// then.
  completion_future synchronize_async() const {
    return amp2hip::detail::run_async(
        [](const std::shared_ptr<amp2hip::detail::buffer_state> &buffer) {
          buffer->synchronize();
        },
        buffer_);
  }
  /// Makes the host copy current for the access \p type (C++ AMP v1.2
  /// §5.2.3 synchronize(access_type)): with write access (a writable view
  /// and access_type_write or _read_write) the device copy also becomes
  /// stale, as a host write through the view would make it.
  /// \throws runtime_exception on a HIP error.
  void synchronize(access_type type) const {
    (void)buffer_->host_data(writable && (type & access_type_write) != 0);
  }
  /// synchronize(type) on a thread of its own, as synchronize_async().
  completion_future synchronize_async(access_type type) const {
    return amp2hip::detail::run_async(
        [](const array_view &view, access_type access) {
          view.synchronize(access);
        },
        *this, type);
  }
  /// Makes the data current on \p view's accelerator (C++ AMP v1.2 §5.2.3
  /// synchronize_to), copying host -> device on the view's stream when the
  /// device copy is stale; \p type is the access the device will need
  /// (write access makes the host copy stale). On a view of the CPU
  /// accelerator, as synchronize(type): the host copy is made current.
  /// \throws runtime_exception on a HIP error or when the data is an
  ///         (HIP's); out_of_memory.
  void synchronize_to(const accelerator_view &view,
                      access_type type = access_type_read) const {
    if (view.state()->is_cpu()) {
      synchronize(type);
      return;
    }
    (void)buffer_->device_data(view.state(),
                               writable && (type & access_type_write) != 0,
                               /*remote_allowed=*/true);
  }
  /// synchronize_to(view, type) and a wait for the view's queued work, on
  /// a thread of its own, as synchronize_async().
  completion_future
  synchronize_to_async(const accelerator_view &view,
                       access_type type = access_type_read) const {
    return amp2hip::detail::run_async(
        [](const array_view &self, const accelerator_view &target,
           access_type access) {
          self.synchronize_to(target, access);
          target.wait();
        },
        *this, view, type);
  }

  /// The view the data source lives on (C++ AMP v1.2 §5.2.3
  /// get_source_accelerator_view): the accelerator_view of the array the
  /// view was made from (a view of the CPU accelerator for an array on it),
  /// or, for a view of host memory (a pointer or a container), the CPU
  /// accelerator's default view, as in Microsoft's C++ AMP.
  /// \throws runtime_exception (E_INVALIDARG) for a view made from an
  ///         extent only, which has no data source.
  accelerator_view get_source_accelerator_view() const {
    if (buffer_->on_cpu())
      return accelerator_view::from_state(buffer_->cpu_view());
    if (buffer_->bound() && buffer_->view() != nullptr)
      return accelerator_view::from_state(buffer_->view());
    if (buffer_->over_user_memory())
      return accelerator_view::from_state(amp2hip::detail::cpu_default_view());
    throw runtime_exception(
        "amp2hip: get_source_accelerator_view: the array_view has no data "
        "source (it was made from an extent only)",
        amp2hip::detail::hresult::e_invalidarg);
  }

  /// Copies the view's elements into \p destination, of the same extent
  /// (C++ AMP v1.2 §5.2.3 copy_to; as concurrency::copy(*this, dest)).
  void copy_to(array<element_type, N> &destination) const {
    copy(*this, destination);
  }
  /// Same, into the view \p destination.
  void copy_to(const array_view<element_type, N> &destination) const {
    copy(*this, destination);
  }
  /// Declares the data unneeded: the next use, on the host or the device,
  /// copies nothing (C++ AMP v1.2 §5.2 discard_data). Writable views only.
  void discard_data() const {
    static_assert(writable, "discard_data() needs a writable view");
    buffer_->discard();
  }
  /// Declares that the source memory was changed other than through the
  /// view: the next device use copies it again.
  void refresh() const { buffer_->refresh(); }

private:
  template <typename U, int M> friend class array_view;
  template <typename U, int M> friend class array;
  friend struct amp2hip::detail::container_access;

  array_view(std::shared_ptr<amp2hip::detail::buffer_state> buffer,
             long long offset, const concurrency::extent<N> &shape,
             const concurrency::extent<N> &layout)
      : extent(shape), buffer_(std::move(buffer)), offset_(offset),
        layout_(layout) {}

  template <typename Container>
  static T *checked_data(const concurrency::extent<N> &shape,
                         Container &source) {
    amp2hip::detail::check_container_extent(shape);
    if (static_cast<unsigned long long>(source.size()) < shape.size64())
      throw runtime_exception(
          "amp2hip: array_view container has fewer elements than the extent",
          amp2hip::detail::hresult::e_invalidarg);
    return source.data();
  }

  T *host_base() const {
    return static_cast<T *>(buffer_->host_data(writable)) + offset_;
  }

  std::shared_ptr<amp2hip::detail::buffer_state> buffer_;
  long long offset_ = 0;
  concurrency::extent<N> layout_;
};

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_ARRAY_VIEW_H
