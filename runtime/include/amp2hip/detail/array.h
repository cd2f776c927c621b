//===- amp2hip/detail/array.h - concurrency::array and copy ------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::array<T, N> (C++ AMP v1.2 §5.1): N-dimensional data in an
/// accelerator's memory, owned (copies are deep), and the copy functions of
/// §5.3 between arrays, array_views and host iterators. An array made with a
/// CPU access type (access_type_read, _write, _read_write, or auto with such
/// a default) on an accelerator with CPU shared memory lives in memory the
/// CPU accesses directly, so host element access and data() use it without
/// copies; any other array lives in device memory only, and its host element
/// access throws runtime_exception (copy it out, or use an array_view of it,
/// which copies). See docs/features/shared-memory.md. An array on a view of
/// AMP's CPU accelerator (staging arrays among them, §5.1.1.1) lives in host
/// memory: the host uses it directly, kernels only through array_views of
/// it (buffer.h).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_ARRAY_H
#define AMP2HIP_DETAIL_ARRAY_H

#include "namespace.h"

#include "accelerator.h"
#include "array_view.h"
#include "buffer.h"
#include "completion_future.h"
#include "device_view.h"
#include "exceptions.h"
#include "extent.h"
#include "index.h"
#include "is_iterator.h"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace amp2hip::detail {

/// Calls \p f(idx) for every index of \p e in row-major order (host).
template <int N, typename F>
void for_each_index(const concurrency::extent<N> &e, F &&f) {
  if (e.size64() == 0)
    return;
  concurrency::index<N> idx;
  while (true) {
    f(static_cast<const concurrency::index<N> &>(idx));
    int d = N - 1;
    while (d >= 0 && ++idx[d] == e[d]) {
      idx[d] = 0;
      --d;
    }
    if (d < 0)
      return;
  }
}

/// Arrays are held by reference by copy_async (run_async()).
template <typename T, int N>
struct held_by_reference<concurrency::array<T, N>> : std::true_type {};

/// True when \p It walks contiguous elements of type T (pure): T *,
/// const T * and std::vector<T>'s iterators. concurrency::copy and the
/// array constructors hand such ranges to the transfer engine as they are,
/// with no staging vector.
template <typename T, typename It>
constexpr bool is_contiguous_iterator_of =
    std::is_same<It, T *>::value || std::is_same<It, const T *>::value ||
    std::is_same<It, typename std::vector<T>::iterator>::value ||
    std::is_same<It, typename std::vector<T>::const_iterator>::value;

/// True when \p It writes contiguous elements of type T (pure): T * and
/// std::vector<T>::iterator.
template <typename T, typename It>
constexpr bool is_contiguous_output_of =
    std::is_same<It, T *>::value ||
    std::is_same<It, typename std::vector<T>::iterator>::value;

/// Copies \p count elements from \p first into a vector.
template <typename T, typename InputIt>
std::vector<T> gather(InputIt first, std::size_t count) {
  std::vector<T> staging;
  staging.reserve(count);
  for (std::size_t i = 0; i < count; ++i, ++first)
    staging.push_back(*first);
  return staging;
}

/// The number of elements from \p first to \p last, checked to be exactly
/// \p needed, the destination's size. A longer range is an error in C++ AMP
/// (Microsoft's copy() throws E_INVALIDARG when the source exceeds the
/// destination); a shorter one would leave elements unwritten.
/// \throws concurrency::runtime_exception (E_INVALIDARG) otherwise.
template <typename InputIt>
std::size_t checked_distance(InputIt first, InputIt last,
                             unsigned long long needed) {
  auto count = std::distance(first, last);
  if (count < 0 || static_cast<unsigned long long>(count) < needed)
    throw concurrency::runtime_exception(
        "amp2hip: the source range has fewer elements than the destination",
        hresult::e_invalidarg);
  if (static_cast<unsigned long long>(count) > needed)
    throw concurrency::runtime_exception(
        "amp2hip: the source range has more elements than the destination",
        hresult::e_invalidarg);
  return static_cast<std::size_t>(needed);
}

/// Why the host may not access an array element (or data()) through an array
/// whose CPU access type is \p type, on an accelerator with
/// (\p supports_shared) or without CPU shared memory; \p read_only is true
/// for the const accessors, which only read. Empty when it may (pure).
/// Modelled on Microsoft's amp.h, which masks the access an accessor asks
/// for with the access the array allows: a non-const accessor gets what the
/// type allows (reading an access_type_write array through it is not
/// refused), a const one needs read access, access_type_none allows
/// nothing.
inline std::string host_access_error(concurrency::access_type type,
                                     bool read_only, bool supports_shared) {
  if (is_cpu_access(type)) {
    if (read_only && type == concurrency::access_type_write)
      return "amp2hip: the array is not accessible for reading on the CPU: "
             "its cpu_access_type is access_type_write (make it with "
             "access_type_read_write to read it on the host)";
    return std::string();
  }
  std::string message =
      "amp2hip: the array is not accessible on the CPU: its cpu_access_type "
      "is access_type_none, so its elements are in accelerator memory only. "
      "Copy them to the host (std::vector<T> v = arr; concurrency::copy) or "
      "use an array_view of the array";
  if (supports_shared)
    message += ", or make the array with access_type_read_write (the "
               "accelerator supports CPU shared memory)";
  else
    message += " (this accelerator has no CPU shared memory: "
               "supports_cpu_shared_memory is false)";
  return message;
}

} // namespace amp2hip::detail

namespace Concurrency {

/// N-dimensional data of type T in an accelerator's memory (C++ AMP v1.2
/// §5.1 array). Lives on one accelerator_view's device; copies are deep.
/// Kernels that capture an array by reference get an amp2hip::device_view
/// of its memory. With a CPU access type on an accelerator with CPU shared
/// memory the memory is shared with the CPU: host element access and data()
/// wait for the view's queued work that used the array, then use it
/// directly (no copies). On a view of the CPU accelerator (cpu_access_type
/// access_type_read_write) it is host memory that the host uses directly;
/// a kernel cannot capture it (parallel_for_each throws runtime_exception)
/// but can use an array_view of it, which copies to the kernel's device and
/// back as an array_view of host memory does. Otherwise host element access
/// throws runtime_exception; the copy functions, the vector conversion and
/// array_views of the array still work (by copying).
template <typename T, int N = 1> class array {
  static_assert(N > 0, "array<T, N>: the rank N must be at least 1");
  static_assert(!std::is_const<T>::value, "array<T, N>: T must not be const");
  // Elements are stored and copied as bytes, as Microsoft's C++ AMP stores
  // them in Direct3D buffers: no constructor, copy or destructor of T runs
  // on them (MSVC accepts element types with user-provided copy operations
  // or destructors; the conformance suite's amp_compatible tests use them).
  // A polymorphic T is not amp-compatible (C++ AMP v1.2 §2.4.1.2: no
  // virtual functions), and its vtable pointer would not survive the copy.
  static_assert(!std::is_polymorphic<T>::value,
                "array<T, N>: T must not be polymorphic (C++ AMP v1.2 "
                "section 2.4.1.2)");

  template <typename It>
  using if_iterator =
      std::enable_if_t<amp2hip::detail::is_iterator<It>::value, int>;

public:
  /// The number of dimensions.
  static constexpr int rank = N;
  /// The element type.
  using value_type = T;

  /// The array's shape (AMP's extent property).
  concurrency::extent<N> extent;
  /// The view the array lives on (AMP's accelerator_view property, C++ AMP
  /// v1.2 §5.1.2).
  concurrency::accelerator_view accelerator_view;
  /// The staging array's associated view (a HIP view, for an array on the
  /// CPU accelerator), or accelerator_view (AMP's
  /// associated_accelerator_view property, §5.1.2).
  concurrency::accelerator_view associated_accelerator_view;
  /// The CPU access type the array has, as get_cpu_access_type() (AMP's
  /// cpu_access_type property, §5.1.2).
  access_type cpu_access_type = access_type_none;

  /// An array of shape \p shape on \p view (contents undefined), whose CPU
  /// access type is \p cpu_access_type resolved for the view's accelerator
  /// (access_type_auto: the accelerator's default_cpu_access_type; a CPU
  /// access type without CPU shared memory: access_type_none; see
  /// get_cpu_access_type()). With a CPU access type the memory is shared
  /// with the CPU (managed or mapped host memory), otherwise device memory.
  /// On a view of the CPU accelerator it is host memory, allocated without
  /// a HIP call, and the CPU access type is access_type_read_write whatever
  /// \p cpu_access_type asks (C++ AMP v1.2 §5.1.1).
  /// \throws runtime_exception (E_INVALIDARG) for a component that is not
  ///         positive (C++ AMP v1.2 §5.1.1: an array's extent has no empty
  ///         dimension; Microsoft's amp.h throws the same) or a shape of 2^31
  ///         or more elements (before allocating; check_container_extent()),
  ///         out_of_memory when the memory cannot be allocated (managed memory:
  ///         more than the device has free); std::bad_alloc on the CPU
  ///         accelerator; unsupported_feature (before allocating) on a view
  ///         of the Direct3D reference or WARP accelerator of a GPU build
  ///         without its host kernels (with them, host memory, as on the
  ///         CPU accelerator: detail/host_kernels.h).
  array(const concurrency::extent<N> &shape, concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : extent(shape), accelerator_view(std::move(view)),
        associated_accelerator_view(accelerator_view), layout_(shape) {
    amp2hip::detail::check_positive_extent(shape, "array");
    const std::size_t bytes = amp2hip::detail::checked_bytes<T>(shape);
    if (accelerator_view.state()->is_direct3d_software() &&
        !amp2hip::detail::host_kernels_available())
      throw unsupported_feature(amp2hip::detail::direct3d_software_data_message(
                                    accelerator_view.get_hip_device())
                                    .c_str());
    // The CPU accelerator, and WARP and REF whose kernels run on the host
    // (detail/host_kernels.h): host memory.
    if (accelerator_view.state()->is_cpu() ||
        accelerator_view.state()->is_direct3d_software()) {
      this->cpu_access_type = access_type_read_write;
      buffer_ = amp2hip::detail::buffer_state::on_cpu(bytes, alignof(T),
                                                      accelerator_view.state());
      return;
    }
    const amp2hip::detail::array_placement placement =
        amp2hip::detail::device_registry::instance().place_array(
            accelerator_view.get_hip_device(), cpu_access_type);
    this->cpu_access_type = placement.cpu_access_type;
    buffer_ = amp2hip::detail::buffer_state::for_array(
        bytes, alignof(T), accelerator_view.state(), placement.memory);
  }
  /// An array of shape \p shape on the default accelerator's default view.
  explicit array(const concurrency::extent<N> &shape)
      : array(shape, concurrency::accelerator_view::
                         default_view_of_default_accelerator()) {}
  /// A rank-1 array of \p e0 elements.
  explicit array(int e0) : array(concurrency::extent<N>(e0)) {}
  /// A rank-2 array of e0 x e1 elements.
  array(int e0, int e1) : array(concurrency::extent<N>(e0, e1)) {}
  /// A rank-3 array of e0 x e1 x e2 elements.
  array(int e0, int e1, int e2) : array(concurrency::extent<N>(e0, e1, e2)) {}
  /// A rank-1 array of \p e0 elements on \p view.
  array(int e0, concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(concurrency::extent<N>(e0), std::move(view), cpu_access_type) {}
  /// A rank-2 array of e0 x e1 elements on \p view.
  array(int e0, int e1, concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(concurrency::extent<N>(e0, e1), std::move(view),
              cpu_access_type) {}
  /// A rank-3 array of e0 x e1 x e2 elements on \p view.
  array(int e0, int e1, int e2, concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(concurrency::extent<N>(e0, e1, e2), std::move(view),
              cpu_access_type) {}

  /// An array of shape \p shape on \p view holding the shape.size()
  /// elements from \p first. \throws runtime_exception when [first, last)
  /// is shorter than the shape, or on a HIP error.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(const concurrency::extent<N> &shape, InputIt first, InputIt last,
        concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(shape, std::move(view), cpu_access_type) {
    copy_from(first,
              amp2hip::detail::checked_distance(first, last, shape.size64()));
  }
  /// Same, on the default view.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(const concurrency::extent<N> &shape, InputIt first, InputIt last)
      : array(shape) {
    copy_from(first,
              amp2hip::detail::checked_distance(first, last, shape.size64()));
  }
  /// An array of shape \p shape on \p view holding shape.size() elements
  /// read from \p first.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(const concurrency::extent<N> &shape, InputIt first,
        concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(shape, std::move(view), cpu_access_type) {
    copy_from(first, static_cast<std::size_t>(shape.size64()));
  }
  /// Same, on the default view.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(const concurrency::extent<N> &shape, InputIt first) : array(shape) {
    copy_from(first, static_cast<std::size_t>(shape.size64()));
  }
  /// A rank-1 array of \p e0 elements from [first, last).
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, InputIt first, InputIt last)
      : array(concurrency::extent<N>(e0), first, last) {}
  /// A rank-1 array of \p e0 elements from [first, last) on \p view.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, InputIt first, InputIt last, concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(concurrency::extent<N>(e0), first, last, std::move(view),
              cpu_access_type) {}
  /// A rank-1 array of \p e0 elements read from \p first.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, InputIt first) : array(concurrency::extent<N>(e0), first) {}
  /// A rank-2 array of e0 x e1 elements from [first, last).
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, InputIt first, InputIt last)
      : array(concurrency::extent<N>(e0, e1), first, last) {}
  /// A rank-2 array of e0 x e1 elements from [first, last) on \p view.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, InputIt first, InputIt last,
        concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(concurrency::extent<N>(e0, e1), first, last, std::move(view),
              cpu_access_type) {}
  /// A rank-2 array of e0 x e1 elements read from \p first.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, InputIt first)
      : array(concurrency::extent<N>(e0, e1), first) {}
  /// A rank-3 array of e0 x e1 x e2 elements from [first, last).
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, int e2, InputIt first, InputIt last)
      : array(concurrency::extent<N>(e0, e1, e2), first, last) {}
  /// A rank-3 array of e0 x e1 x e2 elements from [first, last) on \p view.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, int e2, InputIt first, InputIt last,
        concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(concurrency::extent<N>(e0, e1, e2), first, last, std::move(view),
              cpu_access_type) {}
  /// A rank-3 array of e0 x e1 x e2 elements read from \p first.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, int e2, InputIt first)
      : array(concurrency::extent<N>(e0, e1, e2), first) {}
  /// A rank-1 array of \p e0 elements read from \p first, on \p view
  /// (C++ AMP v1.2 §5.1.1).
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, InputIt first, concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(concurrency::extent<N>(e0), first, std::move(view),
              cpu_access_type) {}
  /// A rank-2 array of e0 x e1 elements read from \p first, on \p view.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, InputIt first, concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(concurrency::extent<N>(e0, e1), first, std::move(view),
              cpu_access_type) {}
  /// A rank-3 array of e0 x e1 x e2 elements read from \p first, on
  /// \p view.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, int e2, InputIt first,
        concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(concurrency::extent<N>(e0, e1, e2), first, std::move(view),
              cpu_access_type) {}

  /// A staging array of shape \p shape (C++ AMP v1.2 §5.1.1.1): an array
  /// on \p view for transfers to and from \p associated. The pair is
  /// compatible for staging when \p view is a view of the CPU accelerator
  /// (accelerator(accelerator::cpu_accelerator).default_view) and
  /// \p associated a HIP view: the array lives in host memory
  /// (access_type_read_write: data() and element access on the host without
  /// copies), copies to and from arrays on \p associated are host<->device
  /// copies, and get_associated_accelerator_view() is \p associated.
  /// Otherwise, as in Microsoft's C++ AMP (whose conformance suite checks
  /// it), \p associated is ignored: an ordinary array on \p view, whose
  /// associated view is \p view. \throws as array(shape, view).
  array(const concurrency::extent<N> &shape, concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(shape, std::move(view)) {
    if (accelerator_view.state()->is_cpu() && !associated.state()->is_cpu())
      associated_accelerator_view = std::move(associated);
  }
  /// A rank-1 staging array of \p e0 elements.
  array(int e0, concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(concurrency::extent<N>(e0), std::move(view),
              std::move(associated)) {}
  /// A rank-2 staging array of e0 x e1 elements.
  array(int e0, int e1, concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(concurrency::extent<N>(e0, e1), std::move(view),
              std::move(associated)) {}
  /// A rank-3 staging array of e0 x e1 x e2 elements.
  array(int e0, int e1, int e2, concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(concurrency::extent<N>(e0, e1, e2), std::move(view),
              std::move(associated)) {}
  /// A staging array of shape \p shape holding shape.size() elements read
  /// from \p first.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(const concurrency::extent<N> &shape, InputIt first,
        concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(shape, std::move(view), std::move(associated)) {
    copy_from(first, static_cast<std::size_t>(shape.size64()));
  }
  /// A staging array of shape \p shape holding the elements from
  /// [first, last). \throws runtime_exception when the range is shorter
  /// than the shape.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(const concurrency::extent<N> &shape, InputIt first, InputIt last,
        concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(shape, std::move(view), std::move(associated)) {
    copy_from(first,
              amp2hip::detail::checked_distance(first, last, shape.size64()));
  }
  /// A rank-1 staging array of \p e0 elements read from \p first.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, InputIt first, concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(concurrency::extent<N>(e0), first, std::move(view),
              std::move(associated)) {}
  /// A rank-1 staging array of \p e0 elements from [first, last).
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, InputIt first, InputIt last, concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(concurrency::extent<N>(e0), first, last, std::move(view),
              std::move(associated)) {}
  /// A rank-2 staging array of e0 x e1 elements read from \p first.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, InputIt first, concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(concurrency::extent<N>(e0, e1), first, std::move(view),
              std::move(associated)) {}
  /// A rank-2 staging array of e0 x e1 elements from [first, last).
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, InputIt first, InputIt last,
        concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(concurrency::extent<N>(e0, e1), first, last, std::move(view),
              std::move(associated)) {}
  /// A rank-3 staging array of e0 x e1 x e2 elements read from \p first.
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, int e2, InputIt first,
        concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(concurrency::extent<N>(e0, e1, e2), first, std::move(view),
              std::move(associated)) {}
  /// A rank-3 staging array of e0 x e1 x e2 elements from [first, last).
  template <typename InputIt, if_iterator<InputIt> = 0>
  array(int e0, int e1, int e2, InputIt first, InputIt last,
        concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(concurrency::extent<N>(e0, e1, e2), first, last, std::move(view),
              std::move(associated)) {}
  /// A staging array holding a copy of the elements of \p source.
  array(const array_view<const T, N> &source,
        concurrency::accelerator_view view,
        concurrency::accelerator_view associated)
      : array(source.extent, std::move(view), std::move(associated)) {
    copy_from_view(source);
  }

  /// An array holding a copy of the elements of \p source, on the default
  /// view.
  explicit array(const array_view<const T, N> &source) : array(source.extent) {
    copy_from_view(source);
  }
  /// Same, on \p view.
  array(const array_view<const T, N> &source,
        concurrency::accelerator_view view,
        access_type cpu_access_type = access_type_auto)
      : array(source.extent, std::move(view), cpu_access_type) {
    copy_from_view(source);
  }

  /// A deep copy of \p other, on the same view, with the same CPU access
  /// type.
  array(const array &other)
      : array(other.extent, other.accelerator_view, other.cpu_access_type) {
    associated_accelerator_view = other.associated_accelerator_view;
    amp2hip::detail::buffer_state::copy(*other.buffer_, *buffer_);
  }
  /// Takes \p other's memory; \p other is left empty.
  array(array &&other) noexcept = default;
  /// Copies the contents of \p other (deep).
  array &operator=(const array &other) {
    if (this != &other)
      *this = array(other);
    return *this;
  }
  /// Takes \p other's memory.
  array &operator=(array &&other) noexcept = default;
  /// Copies the elements of \p source into this array (same shape).
  array &operator=(const array_view<const T, N> &source) {
    if (source.extent != extent)
      throw runtime_exception("amp2hip: array and array_view shapes differ",
                              amp2hip::detail::hresult::e_invalidarg);
    copy_from_view(source);
    return *this;
  }

  /// The array's shape.
  concurrency::extent<N> get_extent() const { return extent; }
  /// The view the array lives on.
  concurrency::accelerator_view get_accelerator_view() const {
    return accelerator_view;
  }
  /// The HIP view given to a staging array on the CPU accelerator as its
  /// associated view (C++ AMP v1.2 §5.1.1.1), or the view the array lives
  /// on.
  concurrency::accelerator_view get_associated_accelerator_view() const {
    return associated_accelerator_view;
  }
  /// The CPU access type the array has: the one asked for, resolved as the
  /// constructor says (access_type_none on an accelerator without CPU
  /// shared memory; never access_type_auto).
  access_type get_cpu_access_type() const { return this->cpu_access_type; }

  /// Copies the elements into \p destination (same shape).
  void copy_to(array &destination) const {
    amp2hip::detail::buffer_state::copy(*buffer_, *destination.buffer_);
  }
  /// Copies the elements into the view \p destination, of the same extent
  /// (C++ AMP v1.2 §5.1.2 copy_to; as concurrency::copy(*this, dest)).
  void copy_to(const array_view<T, N> &destination) const {
    copy(*this, destination);
  }

  /// A host vector of the elements in row-major order (copies device ->
  /// host and waits). \throws runtime_exception on a HIP error.
  operator std::vector<T>() const {
    std::vector<T> result(static_cast<std::size_t>(extent.size64()));
    buffer_->copy_out(result.data());
    return result;
  }

  /// The element at \p idx, in the memory shared with the CPU or the host
  /// memory of an array on the CPU accelerator (after the view's queued work
  /// that used the array has finished; for an array on the CPU accelerator,
  /// after copying back what a kernel wrote through an array_view of it).
  /// \throws runtime_exception when the array is not accessible on the CPU
  ///         (amp2hip::detail::host_access_error()), or on a HIP error.
  T &operator[](const index<N> &idx) {
    return host_base(true)[amp2hip::detail::row_major_offset(idx, layout_)];
  }
  /// Same, read-only (needs read access: not for access_type_write).
  const T &operator[](const index<N> &idx) const {
    return host_base(false)[amp2hip::detail::row_major_offset(idx, layout_)];
  }
  /// Same as operator[](idx).
  T &operator()(const index<N> &idx) { return (*this)[idx]; }
  /// Same as operator[](idx).
  const T &operator()(const index<N> &idx) const { return (*this)[idx]; }
  /// Same as operator[](i0): the element i0 of a rank-1 array, the
  /// rank-(N-1) projection of a rank-N one (C++ AMP v1.2 §5.1.3).
  decltype(auto) operator()(int i0) { return (*this)[i0]; }
  /// Read-only form of operator()(i0).
  decltype(auto) operator()(int i0) const { return (*this)[i0]; }
  /// The element (i0, i1) of a rank-2 array.
  T &operator()(int i0, int i1) { return (*this)[index<N>(i0, i1)]; }
  /// The element (i0, i1) of a rank-2 array.
  const T &operator()(int i0, int i1) const {
    return (*this)[index<N>(i0, i1)];
  }
  /// The element (i0, i1, i2) of a rank-3 array.
  T &operator()(int i0, int i1, int i2) {
    return (*this)[index<N>(i0, i1, i2)];
  }
  /// The element (i0, i1, i2) of a rank-3 array.
  const T &operator()(int i0, int i1, int i2) const {
    return (*this)[index<N>(i0, i1, i2)];
  }
  /// For rank 1, the element i0 (as operator[](index)); for rank N > 1, a
  /// view of the elements whose first index is i0 (an array_view: host use
  /// of it copies when the array is not accessible on the CPU).
  decltype(auto) operator[](int i0) {
    if constexpr (N == 1)
      return (*this)[index<1>(i0)];
    else
      return array_view<T, N>(*this)[i0];
  }
  /// Read-only form of operator[](i0).
  decltype(auto) operator[](int i0) const {
    if constexpr (N == 1)
      return (*this)[index<1>(i0)];
    else
      return array_view<const T, N>(*this)[i0];
  }

  /// A view of the part of shape \p shape at \p origin.
  array_view<T, N> section(const index<N> &origin,
                           const concurrency::extent<N> &shape) {
    return array_view<T, N>(*this).section(origin, shape);
  }
  /// A view from \p origin to the end of every dimension.
  array_view<T, N> section(const index<N> &origin) {
    return array_view<T, N>(*this).section(origin);
  }
  /// A view of the part of shape \p shape at index 0.
  array_view<T, N> section(const concurrency::extent<N> &shape) {
    return array_view<T, N>(*this).section(shape);
  }
  /// The rank-1 view of \p e0 elements from \p i0 (C++ AMP v1.2 §5.1.4).
  array_view<T, N> section(int i0, int e0) {
    return array_view<T, N>(*this).section(i0, e0);
  }
  /// The rank-2 view of e0 x e1 elements at (i0, i1).
  array_view<T, N> section(int i0, int i1, int e0, int e1) {
    return array_view<T, N>(*this).section(i0, i1, e0, e1);
  }
  /// The rank-3 view of e0 x e1 x e2 elements at (i0, i1, i2).
  array_view<T, N> section(int i0, int i1, int i2, int e0, int e1, int e2) {
    return array_view<T, N>(*this).section(i0, i1, i2, e0, e1, e2);
  }
  /// Read-only forms of the section()s above (C++ AMP v1.2 §5.1.4).
  array_view<const T, N> section(const index<N> &origin,
                                 const concurrency::extent<N> &shape) const {
    return array_view<const T, N>(*this).section(origin, shape);
  }
  /// Read-only section(origin).
  array_view<const T, N> section(const index<N> &origin) const {
    return array_view<const T, N>(*this).section(origin);
  }
  /// Read-only section(shape).
  array_view<const T, N> section(const concurrency::extent<N> &shape) const {
    return array_view<const T, N>(*this).section(shape);
  }
  /// Read-only section(i0, e0).
  array_view<const T, N> section(int i0, int e0) const {
    return array_view<const T, N>(*this).section(i0, e0);
  }
  /// Read-only section(i0, i1, e0, e1).
  array_view<const T, N> section(int i0, int i1, int e0, int e1) const {
    return array_view<const T, N>(*this).section(i0, i1, e0, e1);
  }
  /// Read-only section(i0, i1, i2, e0, e1, e2).
  array_view<const T, N> section(int i0, int i1, int i2, int e0, int e1,
                                 int e2) const {
    return array_view<const T, N>(*this).section(i0, i1, i2, e0, e1, e2);
  }

  /// The rank-K view of shape \p shape over the array's elements in
  /// row-major order (C++ AMP v1.2 §5.1 view_as; any rank). It shares the
  /// array's memory and coherence state, as array_view(array) does: host use
  /// of it copies when the array is not accessible on the CPU.
  /// \throws runtime_exception (E_INVALIDARG) when a component is negative
  ///         or \p shape has more elements than the array.
  template <int K>
  array_view<T, K> view_as(const concurrency::extent<K> &shape) {
    amp2hip::detail::check_view_as(shape, extent.size64());
    return array_view<T, K>(buffer_, 0, shape, shape);
  }
  /// Read-only form of view_as().
  template <int K>
  array_view<const T, K> view_as(const concurrency::extent<K> &shape) const {
    amp2hip::detail::check_view_as(shape, extent.size64());
    return array_view<const T, K>(buffer_, 0, shape, shape);
  }

  /// The rank-1 view of the array's bytes as elements of type U (C++ AMP
  /// v1.2 §5.1 reinterpret_as; any rank), extent.size() * sizeof(T) /
  /// sizeof(U) of them. It shares the array's memory and coherence state.
  /// \throws runtime_exception (E_INVALIDARG) when the size in bytes is not
  ///         a multiple of sizeof(U).
  template <typename U> array_view<U, 1> reinterpret_as() {
    return reinterpreted<U>();
  }
  /// Read-only form of reinterpret_as().
  template <typename U> array_view<const U, 1> reinterpret_as() const {
    return reinterpreted<const U>();
  }

  /// The elements in the memory shared with the CPU (or the host memory of
  /// an array on the CPU accelerator), row-major (after the view's queued
  /// work that used the array has finished). Null when the array is not
  /// accessible on the CPU (in accelerator memory only: cpu_access_type
  /// access_type_none), as in Microsoft's amp.h, whose conformance suite
  /// checks it; element access on the host throws instead.
  /// \throws runtime_exception on a HIP error.
  T *data() { return cpu_accessible() ? host_base(true) : nullptr; }
  /// Same, read-only (needs read access: throws runtime_exception for
  /// access_type_write).
  const T *data() const {
    return cpu_accessible() ? host_base(false) : nullptr;
  }

private:
  template <typename U, int M> friend class array_view;
  friend struct amp2hip::detail::container_access;

  template <typename U> array_view<U, 1> reinterpreted() const {
    const amp2hip::detail::reinterpreted_shape shape =
        amp2hip::detail::reinterpret_shape(extent.size64(), 0, sizeof(T),
                                           sizeof(U));
    const concurrency::extent<1> result_extent(shape.size);
    return array_view<U, 1>(buffer_, 0, result_extent, result_extent);
  }

  template <typename InputIt> void copy_from(InputIt first, std::size_t count) {
    using source_type =
        std::remove_cv_t<typename std::iterator_traits<InputIt>::value_type>;
    if constexpr (amp2hip::detail::is_contiguous_iterator_of<source_type,
                                                             InputIt> &&
                  std::is_same<source_type, T>::value) {
      if (count != 0)
        buffer_->copy_in(&*first); // contiguous already: no staging copy
    } else {
      std::vector<T> staging = amp2hip::detail::gather<T>(first, count);
      buffer_->copy_in(staging.data());
    }
  }

  void copy_from_view(const array_view<const T, N> &source) {
    std::vector<T> staging;
    staging.reserve(static_cast<std::size_t>(source.extent.size64()));
    amp2hip::detail::for_each_index(source.extent, [&](const index<N> &idx) {
      staging.push_back(source[idx]);
    });
    buffer_->copy_in(staging.data());
  }

  /// True when the host may use the array's memory directly.
  bool cpu_accessible() const { return buffer_->shared() || buffer_->on_cpu(); }

  /// The shared memory (the host memory of an array on the CPU
  /// accelerator), after checking the CPU access type; \p write is false
  /// for the const accessors.
  T *host_base(bool write) const {
    if (!cpu_accessible() ||
        (!write && this->cpu_access_type == access_type_write))
      throw_host_access_error(write);
    return static_cast<T *>(buffer_->host_data(write));
  }

  [[noreturn]] void throw_host_access_error(bool write) const {
    const bool supports = amp2hip::detail::supports_cpu_shared_memory(
        amp2hip::detail::device_registry::instance().info(
            accelerator_view.get_hip_device()));
    const std::string error = amp2hip::detail::host_access_error(
        this->cpu_access_type, !write, supports);
    throw runtime_exception(error.c_str(), amp2hip::detail::hresult::e_fail);
  }

  std::shared_ptr<amp2hip::detail::buffer_state> buffer_;
  long long offset_ = 0;
  concurrency::extent<N> layout_;
};

template <typename T, int N>
array_view<T, N>::array_view(array<element_type, N> &source)
    : extent(source.extent), buffer_(source.buffer_), layout_(source.extent) {}

template <typename T, int N>
array_view<T, N>::array_view(array<element_type, N> &&source)
    : array_view(source) {}

template <typename T, int N>
array_view<T, N>::array_view(const array<element_type, N> &source)
    : extent(source.extent), buffer_(source.buffer_), layout_(source.extent) {
  static_assert(!writable,
                "an array_view of a const array must have a const element "
                "type: array_view<const T, N>");
}

/// Copies the elements of \p source into host memory from \p destination
/// (C++ AMP v1.2 §5.3). Waits for the copy. \throws runtime_exception on a
/// HIP error.
template <
    typename T, int N, typename OutputIt,
    typename = std::enable_if_t<amp2hip::detail::is_iterator<OutputIt>::value>>
void copy(const array<T, N> &source, OutputIt destination) {
  if constexpr (amp2hip::detail::is_contiguous_output_of<T, OutputIt>) {
    if (source.extent.size64() != 0) // straight into the destination
      amp2hip::detail::container_access::buffer(source)->copy_out(
          &*destination);
    return;
  }
  std::vector<T> staging = source;
  std::copy(staging.begin(), staging.end(), destination);
}

/// Copies [first, last) into \p destination (C++ AMP v1.2 §5.3). Waits for
/// the copy. \throws runtime_exception when the range is shorter than the
/// array, or on a HIP error.
template <
    typename InputIt, typename T, int N,
    typename = std::enable_if_t<amp2hip::detail::is_iterator<InputIt>::value>>
void copy(InputIt first, InputIt last, array<T, N> &destination) {
  std::size_t count = amp2hip::detail::checked_distance(
      first, last, destination.extent.size64());
  if constexpr (amp2hip::detail::is_contiguous_iterator_of<T, InputIt>) {
    if (count != 0) { // straight from the source
      amp2hip::detail::container_access::buffer(destination)->copy_in(&*first);
      return;
    }
  }
  std::vector<T> staging = amp2hip::detail::gather<T>(first, count);
  amp2hip::detail::container_access::buffer(destination)
      ->copy_in(staging.data());
}

/// Copies destination.extent.size() elements read from \p first into
/// \p destination (C++ AMP v1.2 §5.3). Waits for the copy.
template <
    typename InputIt, typename T, int N,
    typename = std::enable_if_t<amp2hip::detail::is_iterator<InputIt>::value>>
void copy(InputIt first, array<T, N> &destination) {
  if constexpr (amp2hip::detail::is_contiguous_iterator_of<T, InputIt>) {
    if (destination.extent.size64() != 0) { // straight from the source
      amp2hip::detail::container_access::buffer(destination)->copy_in(&*first);
      return;
    }
  }
  std::vector<T> staging = amp2hip::detail::gather<T>(
      first, static_cast<std::size_t>(destination.extent.size64()));
  amp2hip::detail::container_access::buffer(destination)
      ->copy_in(staging.data());
}

/// Copies \p source into \p destination, device to device (C++ AMP v1.2
/// §5.3). Waits for the copy. \throws runtime_exception when the sizes
/// differ, or on a HIP error.
template <typename T, int N>
void copy(const array<T, N> &source, array<T, N> &destination) {
  source.copy_to(destination);
}

/// Copies the elements of \p source, in row-major order, to \p destination
/// (C++ AMP v1.2 §5.3). Reads the current copy of the data without changing
/// which copies are current: from the host copy when it is current, else
/// from the device copy through a temporary, so the view's data source is
/// not written (as in Microsoft's amp.h: the conformance suite's
/// OverlappingSynchronize/Test.04 checks that a vector behind a view keeps
/// its values after copy() from the view) and a writable view's device copy
/// stays current. \throws runtime_exception on a HIP error.
template <
    typename T, int N, typename OutputIt,
    typename = std::enable_if_t<amp2hip::detail::is_iterator<OutputIt>::value>>
void copy(const array_view<T, N> &source, OutputIt destination) {
  using element = std::remove_const_t<T>;
  using amp2hip::detail::container_access;
  const auto &buffer = container_access::buffer(source);
  const long long base = container_access::offset(source);
  const concurrency::extent<N> &layout = container_access::layout(source);
  // elements[I] is element First + I of the buffer.
  auto emit = [&](const element *elements, long long First) {
    amp2hip::detail::for_each_index(source.extent, [&](const index<N> &idx) {
      *destination = elements[base - First +
                              amp2hip::detail::row_major_offset(idx, layout)];
      ++destination;
    });
  };
  if (buffer->shared() || buffer->host_valid()) {
    emit(static_cast<const element *>(buffer->host_data(false)), 0);
    return;
  }
  if (source.extent.size() == 0)
    return;
  // Only the elements from the view's first to its last (row-major) move:
  // a section of a large array copies its own range.
  index<N> last;
  for (int d = 0; d < N; ++d)
    last[d] = source.extent[d] - 1;
  const long long first = base;
  const long long end =
      base + amp2hip::detail::row_major_offset(last, layout) + 1;
  std::vector<element> current(static_cast<std::size_t>(end - first));
  buffer->copy_out(current.data(), first * sizeof(element),
                   current.size() * sizeof(element));
  emit(current.data(), first);
}

/// Copies [first, last) into \p destination in row-major order (C++ AMP
/// v1.2 §5.3; through the view's host copy). \throws runtime_exception
/// when the range is shorter than the view.
template <
    typename InputIt, typename T, int N,
    typename = std::enable_if_t<amp2hip::detail::is_iterator<InputIt>::value>>
void copy(InputIt first, InputIt last, const array_view<T, N> &destination) {
  (void)amp2hip::detail::checked_distance(first, last,
                                          destination.extent.size64());
  amp2hip::detail::for_each_index(destination.extent, [&](const index<N> &idx) {
    destination[idx] = *first;
    ++first;
  });
}

/// Copies destination.extent.size() elements read from \p first into
/// \p destination in row-major order (through the view's host copy).
template <
    typename InputIt, typename T, int N,
    typename = std::enable_if_t<amp2hip::detail::is_iterator<InputIt>::value>>
void copy(InputIt first, const array_view<T, N> &destination) {
  amp2hip::detail::for_each_index(destination.extent, [&](const index<N> &idx) {
    destination[idx] = *first;
    ++first;
  });
}

/// Copies \p source into \p destination (same shape).
template <typename T, int N>
void copy(const array<T, N> &source, const array_view<T, N> &destination) {
  std::vector<T> staging = source;
  copy(staging.begin(), staging.end(), destination);
}

/// Copies \p source into \p destination (same shape).
template <typename T, int N>
void copy(const array_view<const T, N> &source, array<T, N> &destination) {
  destination = source;
}

/// Copies \p source into \p destination (same shape).
template <typename T, int N>
void copy(const array_view<T, N> &source, array<T, N> &destination) {
  destination = array_view<const T, N>(source);
}

/// Copies the elements of \p source into \p destination, of the same
/// extent, in row-major order through the views' host copies (C++ AMP v1.2
/// §5.3). \throws runtime_exception (E_INVALIDARG) when the extents
/// differ, or on a HIP error.
template <typename T, int N>
void copy(const array_view<const T, N> &source,
          const array_view<T, N> &destination) {
  if (source.extent != destination.extent)
    throw runtime_exception("amp2hip: copy: the array_views' extents differ",
                            amp2hip::detail::hresult::e_invalidarg);
  amp2hip::detail::for_each_index(source.extent, [&](const index<N> &idx) {
    destination[idx] = source[idx];
  });
}

/// Same, from a writable view.
template <typename T, int N>
void copy(const array_view<T, N> &source, const array_view<T, N> &destination) {
  copy(array_view<const T, N>(source), destination);
}

/// The copy() with the same arguments, run on a thread of its own (C++ AMP
/// v1.2 §5.3 copy_async), so that the calling thread can go on with other
/// work: the future is ready when the copy is done, and get() rethrows its
/// exception. Arrays are taken by reference, array_views and iterators by
/// value; as in AMP, the containers must stay alive and unused by other
/// threads until the future is ready.
template <typename... Args> completion_future copy_async(Args &&...args) {
  return amp2hip::detail::run_async(
      [](auto &&...captured) { copy(captured...); },
      std::forward<Args>(args)...);
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_ARRAY_H
