//===- amp2hip/detail/kernel_param.h - Kernel parameter types ----*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The types of generated kernels' parameters, one per lambda capture
/// (docs/architecture.md, "Generated code contract"), and the conversion of
/// each host argument to its parameter, which applies array_view coherence:
///
/// | capture type T                         | kernel_param_t<T>               |
/// |----------------------------------------|---------------------------------|
/// | array_view<E, N>, array<E, N>          | device_view<E, N>               |
/// | array_view<const E, N>, const array<E, N>, every read_only_param_t |    |
/// |                                        | device_view<const E, N>         |
/// | E[K], E[K][L]                          | captured_array<E[K]>            |
/// | anything else (trivially copyable, or  | T without cv                    |
/// | an nvcc extended lambda's closure)     |                                 |
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_KERNEL_PARAM_H
#define AMP2HIP_DETAIL_KERNEL_PARAM_H

#include "namespace.h"

#include "accelerator.h"
#include "array.h"
#include "array_view.h"
#include "buffer.h"
#include "device_view.h"

#include <cstddef>
#include <cstring>
#include <memory>
#include <type_traits>
#include <utility>

namespace amp2hip {
namespace detail {

/// The message of the runtime_exception a kernel launched on a HIP view
/// gets for capturing an array on the CPU accelerator.
inline constexpr char cpu_array_capture_message[] =
    "amp2hip: a kernel captures an array on the CPU accelerator (a staging "
    "array, or an array made on accelerator(accelerator::cpu_accelerator)'s "
    "view): kernels cannot use its host memory. Capture an array_view of it "
    "(copied to the kernel's accelerator and back), or copy it to an array "
    "on the kernel's accelerator_view";

/// True for the storage of an array on the CPU accelerator itself (not on
/// the WARP or reference accelerator of a GPU build, whose arrays are host
/// memory too: host_kernels.h).
inline bool on_cpu_accelerator(const buffer_state &buffer) {
  return buffer.on_cpu() && buffer.cpu_view()->is_cpu();
}

/// Throws for array storage in host memory used by a kernel on the GPU
/// \p state: an array on the CPU accelerator, which no kernel can use, or
/// on the WARP or reference accelerator of a GPU build, which only their
/// kernels use (pure but for the exception). Kernels on WARP and REF check
/// their arrays in buffer_state::device_data().
/// \throws concurrency::runtime_exception (E_INVALIDARG) as said.
inline void reject_cpu_array(const buffer_state &buffer,
                             const view_state &state) {
  if (!buffer.on_cpu() || state.is_direct3d_software())
    return;
  throw concurrency::runtime_exception(on_cpu_accelerator(buffer)
                                           ? cpu_array_capture_message
                                           : another_accelerator_message,
                                       hresult::e_invalidarg);
}

/// True for the closure type of an nvcc extended lambda (a __device__ or
/// __host__ __device__ lambda in host code, nvcc --extended-lambda): what a
/// restrict(amp) or restrict(cpu, amp) lambda becomes. nvcc passes such
/// closures to kernels by value (CUDA C++ Programming Guide, "Extended
/// Lambdas"), but std::is_trivially_copyable is false for their wrapper
/// types. False elsewhere (HIP-Clang's lambdas are ordinary classes).
template <typename T>
inline constexpr bool is_extended_lambda_closure =
#if defined(__NVCC__) && defined(__CUDACC_EXTENDED_LAMBDA__)
    __nv_is_extended_device_lambda_closure_type(T) ||
    __nv_is_extended_host_device_lambda_closure_type(T);
#else
    false;
#endif

/// The argument of amp2hip_device_form_of, the hook by which the translator
/// gives a class holding views its device form (docs/features/
/// views-in-classes.md): `amp2hip_device_C amp2hip_device_form_of(
/// amp2hip::detail::device_form_tag<C>);`, declared (never defined) after
/// the device form, in C's namespace, and found by argument-dependent
/// lookup. The tag names C exactly, so a class derived from C has none.
template <typename T> struct device_form_tag {};

/// The device form's constructor from the host object's members (the
/// first argument of the constructor the translator writes).
struct from_host_members {};

/// True when the translator gave T (a class holding views) a device form.
template <typename T, typename = void>
inline constexpr bool has_device_form = false;
template <typename T>
inline constexpr bool has_device_form<
    T, std::void_t<decltype(amp2hip_device_form_of(device_form_tag<T>()))>> =
    true;

/// kernel_param_t<T>: a captured value of type T (not an AMP container).
template <typename T, typename = void> struct kernel_param_impl {
  static_assert(std::is_trivially_copyable<std::remove_cv_t<T>>::value ||
                    is_extended_lambda_closure<std::remove_cv_t<T>>,
                "amp2hip::kernel_param_t<T>: a kernel captures this variable "
                "by value, so its type must be trivially copyable (or an AMP "
                "container: array_view, array, or a C array)");
  using type = std::remove_cv_t<T>;
};
/// array_view<E, N> (E may be const): a view of the same constness.
template <typename E, int N>
struct kernel_param_impl<concurrency::array_view<E, N>> {
  using type = device_view<E, N>;
};
/// A const array_view is still writable (its constness is shallow).
template <typename E, int N>
struct kernel_param_impl<const concurrency::array_view<E, N>> {
  using type = device_view<E, N>;
};
/// array<E, N> captured by reference: a writable view of its memory.
template <typename E, int N>
struct kernel_param_impl<concurrency::array<E, N>> {
  using type = device_view<E, N>;
};
/// const array<E, N>: a read-only view of its memory.
template <typename E, int N>
struct kernel_param_impl<const concurrency::array<E, N>> {
  using type = device_view<const E, N>;
};
/// A class holding views, with the device form the translator wrote for
/// it: that class (device views where the host class holds views).
template <typename T>
struct kernel_param_impl<
    T, std::enable_if_t<has_device_form<std::remove_cv_t<T>>>> {
  using type =
      decltype(amp2hip_device_form_of(device_form_tag<std::remove_cv_t<T>>()));
};
/// A C array E[K] (E may itself be an array): captured_array, without cv.
template <typename E, std::size_t K> struct kernel_param_impl<E[K]> {
  using type = captured_array<std::remove_cv_t<E>[K]>;
};

/// read_only_param_t<T>: as kernel_param_t<T>, with const elements.
template <typename T> struct read_only_param_impl : kernel_param_impl<T> {};
/// A read-only array_view capture.
template <typename E, int N>
struct read_only_param_impl<concurrency::array_view<E, N>> {
  using type = device_view<const std::remove_const_t<E>, N>;
};
/// A read-only const array_view capture.
template <typename E, int N>
struct read_only_param_impl<const concurrency::array_view<E, N>> {
  using type = device_view<const std::remove_const_t<E>, N>;
};
/// A read-only array capture.
template <typename E, int N>
struct read_only_param_impl<concurrency::array<E, N>> {
  using type = device_view<const E, N>;
};
/// A read-only const array capture.
template <typename E, int N>
struct read_only_param_impl<const concurrency::array<E, N>> {
  using type = device_view<const E, N>;
};

} // namespace detail

/// The kernel parameter type of a capture of type T (cv and reference
/// removed by the translator, except `const array`; a reference is removed
/// here too, for a template parameter deduced as one: ampblas's
/// `fill(..., x_type &&x)` with x_type = `array_view<float, 2> &`): see the
/// table at the top of this file. Fails with a static_assert when T is neither
/// an AMP container nor trivially copyable.
template <typename T>
using kernel_param_t =
    typename detail::kernel_param_impl<std::remove_reference_t<T>>::type;

/// The kernel parameter type of an array_view or array capture that the
/// kernel only reads: device_view<const E, N>. For other T, kernel_param_t.
template <typename T>
using read_only_param_t =
    typename detail::read_only_param_impl<std::remove_reference_t<T>>::type;

namespace detail {
/// device_form_t<T>: values are their own device form; views, references
/// to arrays and textures, and classes holding views (with the device form
/// the translator wrote) have kernel_param_t's.
template <typename T, typename = void> struct device_form_impl {
  using type = T;
};
template <typename E, int N>
struct device_form_impl<concurrency::array_view<E, N>>
    : kernel_param_impl<concurrency::array_view<E, N>> {};
template <typename E, int N>
struct device_form_impl<const concurrency::array_view<E, N>>
    : kernel_param_impl<const concurrency::array_view<E, N>> {};
template <typename E, int N>
struct device_form_impl<concurrency::array<E, N>>
    : kernel_param_impl<concurrency::array<E, N>> {};
template <typename E, int N>
struct device_form_impl<const concurrency::array<E, N>>
    : kernel_param_impl<const concurrency::array<E, N>> {};
template <typename T>
struct device_form_impl<T,
                        std::enable_if_t<has_device_form<std::remove_cv_t<T>>>>
    : kernel_param_impl<std::remove_cv_t<T>> {};

/// A std::pair holding views (ampblas passes pairs of vectors to its
/// reduction kernels): a pair of their device forms, trivially copyable.
template <typename First, typename Second> struct device_pair {
  First first;
  Second second;
};

/// True for a std::pair of which a member has a device form of its own.
template <typename T> inline constexpr bool is_view_pair = false;
template <typename First, typename Second>
inline constexpr bool is_view_pair<std::pair<First, Second>> =
    !std::is_same_v<typename device_form_impl<First>::type, First> ||
    !std::is_same_v<typename device_form_impl<Second>::type, Second>;

template <typename First, typename Second> struct view_pair_form {
  using type = device_pair<typename device_form_impl<First>::type,
                           typename device_form_impl<Second>::type>;
};
template <typename T>
struct kernel_param_impl<T, std::enable_if_t<is_view_pair<std::remove_cv_t<T>>>>
    : view_pair_form<typename std::remove_cv_t<T>::first_type,
                     typename std::remove_cv_t<T>::second_type> {};
template <typename T>
struct device_form_impl<T, std::enable_if_t<is_view_pair<std::remove_cv_t<T>>>>
    : kernel_param_impl<std::remove_cv_t<T>> {};
} // namespace detail

/// The type a member of type T of a class holding views has in the class's
/// device form (docs/features/views-in-classes.md): device_view<E, N> for
/// array_view<E, N> and for array<E, N> (a reference member), the device
/// texture of a texture or texture view, the device form of a class
/// holding views, and T itself for any other type.
template <typename T>
using device_form_t = typename detail::device_form_impl<T>::type;

namespace detail {
/// True if a type of T... (references and cv removed) has a device form
/// other than itself (an array_view, an array, a texture, a class holding
/// views). A restrict(amp, cpu) member function of a class template taking
/// its class's template parameters (`const x_type &X`) is written three
/// times by the translator: `__host__ __device__` where this is false, and
/// `__host__` taking T... and `__device__` taking device_form_t<T>... where
/// it is true (docs/features/views-in-classes.md).
template <typename... T>
inline constexpr bool differs_on_device =
    (... || !std::is_same_v<
                device_form_t<std::remove_cv_t<std::remove_reference_t<T>>>,
                std::remove_cv_t<std::remove_reference_t<T>>>);
} // namespace detail

namespace detail {
/// device_param_t<T>, T a parameter's type as written.
template <typename T> struct device_param_impl {
  using type = device_form_t<T>;
};
template <typename U> struct device_param_impl<U &> {
  using Value = std::remove_cv_t<U>;
  using Form = device_form_t<Value>;
  // A class holding views: a reference to its device form, cv kept.
  using FormRef = std::conditional_t<
      std::is_const_v<U>,
      std::conditional_t<std::is_volatile_v<U>, const volatile Form, const Form>,
      std::conditional_t<std::is_volatile_v<U>, volatile Form, Form>> &;
  using type = std::conditional_t<
      std::is_same_v<Form, Value>, U &,
      std::conditional_t<has_device_form<Value> || is_view_pair<Value>,
                         FormRef, const Form &>>;
};
} // namespace detail

/// The type that a parameter written T (`Grid &wm`, Grid a class
/// template's parameter) has in the device form of a class holding views
/// (docs/features/views-in-classes.md): for a view, an array or a texture
/// (Grid = array<float4, 3>), a const reference to its device view, which
/// binds to a kernel's const parameter and still writes the elements; for a
/// class holding views, a reference to its device form; T itself for any
/// other type.
template <typename T>
using device_param_t = typename detail::device_param_impl<T>::type;

/// The type amp code holds for T (an explicit template argument of a call in
/// amp code, written by the translator): a view's, an array's or a
/// texture's const device view, a class holding views' device form, T
/// itself for any other type; so that a parameter `U &` of the function
/// template takes what amp code passes (a kernel's const parameter).
template <typename T>
using device_argument_t = std::remove_reference_t<device_param_t<T &>>;

namespace detail {

/// Converts a host argument to the kernel parameter type Param.
template <typename Param> struct kernel_arg_converter {
  /// Copies \p arg (a trivially copyable capture).
  template <typename Arg>
  static Param convert(Arg &&arg, const std::shared_ptr<view_state> &) {
    return Param(std::forward<Arg>(arg));
  }
};

/// array_view / array -> device_view: makes the device copy current on the
/// launch's view; a writable parameter makes the host copy stale.
template <typename E, int N> struct kernel_arg_converter<device_view<E, N>> {
  static constexpr bool write = !std::is_const<E>::value;
  using element_type = std::remove_const_t<E>;

  /// The device view of \p view's data on \p state's device; the view of
  /// an array on another device gets a remote copy there (buffer.h).
  template <typename U>
  static device_view<E, N> convert(const concurrency::array_view<U, N> &view,
                                   const std::shared_ptr<view_state> &state) {
    static_assert(std::is_same<std::remove_const_t<U>, element_type>::value,
                  "array_view element type differs from the kernel's");
    static_assert(!write || !std::is_const<U>::value,
                  "a kernel cannot write through an array_view<const T, N>");
    return from(container_access::buffer(view), container_access::offset(view),
                view.extent, container_access::layout(view), state,
                /*remote_allowed=*/true);
  }

  /// The device view of \p array's memory (same device as \p state).
  /// \throws concurrency::runtime_exception (before any HIP call) for an
  ///         array on the CPU accelerator (reject_cpu_array()).
  static device_view<E, N> convert(concurrency::array<element_type, N> &array,
                                   const std::shared_ptr<view_state> &state) {
    reject_cpu_array(*container_access::buffer(array), *state);
    return from(container_access::buffer(array), 0, array.extent, array.extent,
                state, /*remote_allowed=*/false);
  }

  /// The read-only device view of the const \p array's memory.
  /// \throws concurrency::runtime_exception for an array on the CPU
  ///         accelerator.
  static device_view<E, N>
  convert(const concurrency::array<element_type, N> &array,
          const std::shared_ptr<view_state> &state) {
    static_assert(!write, "a kernel cannot write to a const array");
    reject_cpu_array(*container_access::buffer(array), *state);
    return from(container_access::buffer(array), 0, array.extent, array.extent,
                state, /*remote_allowed=*/false);
  }

private:
  static device_view<E, N> from(const std::shared_ptr<buffer_state> &buffer,
                                long long offset,
                                const concurrency::extent<N> &shape,
                                const concurrency::extent<N> &layout,
                                const std::shared_ptr<view_state> &state,
                                bool remote_allowed) {
    void *base = buffer->device_data(state, write, remote_allowed);
    return {static_cast<E *>(base) + offset, shape, layout};
  }
};

/// C array -> captured_array: copies the elements.
template <typename E, std::size_t K>
struct kernel_arg_converter<captured_array<E[K]>> {
  /// A copy of the elements of \p source.
  template <typename U>
  static captured_array<E[K]> convert(const U (&source)[K],
                                      const std::shared_ptr<view_state> &) {
    static_assert(sizeof(source) == sizeof(captured_array<E[K]>::value),
                  "captured C array has another shape than the parameter");
    captured_array<E[K]> result;
    std::memcpy(&result.value, &source, sizeof(source));
    return result;
  }
};

/// True for a capture that is an array on the CPU accelerator (by reference
/// or const), which no kernel can use; false for anything else.
template <typename T> bool is_cpu_array(const T &) { return false; }
/// An array is on the CPU accelerator when its storage is.
template <typename E, int N>
bool is_cpu_array(const concurrency::array<E, N> &array) {
  return on_cpu_accelerator(*container_access::buffer(array));
}

/// The view of the first argument bound to one (an array, or an array_view
/// of an array; an array on the CPU accelerator gives that accelerator's
/// view, on which no kernel runs), else null.
inline std::shared_ptr<view_state> bound_view() { return nullptr; }
template <typename First, typename... Rest>
std::shared_ptr<view_state> bound_view(const First &first, const Rest &...rest);

/// The view a capture is bound to: none for values and host data.
template <typename T> std::shared_ptr<view_state> bound_view_of(const T &) {
  return nullptr;
}
/// An array is bound to the view it was made on.
template <typename E, int N>
std::shared_ptr<view_state>
bound_view_of(const concurrency::array<E, N> &array) {
  return array.get_accelerator_view().state();
}
/// An array_view of an array is bound to the array's view; an array_view
/// of an array on the CPU accelerator to none (as one of host memory).
template <typename E, int N>
std::shared_ptr<view_state>
bound_view_of(const concurrency::array_view<E, N> &view) {
  const std::shared_ptr<buffer_state> &buffer = container_access::buffer(view);
  return buffer->bound() ? buffer->view() : nullptr;
}

template <typename First, typename... Rest>
std::shared_ptr<view_state> bound_view(const First &first,
                                       const Rest &...rest) {
  std::shared_ptr<view_state> state = bound_view_of(first);
  return state != nullptr ? state : bound_view(rest...);
}

/// Converts \p arg to the kernel parameter type Param on the view \p state:
/// array_view and array arguments get their device copy made current (and,
/// for writable parameters, their host copy made stale); C arrays are
/// copied into a captured_array; other values are copied.
/// \throws concurrency::runtime_exception / out_of_memory on HIP errors.
template <typename Member>
device_form_t<std::remove_reference_t<Member>>
to_device_form(Member &&member, const std::shared_ptr<view_state> &state);

template <typename Param, typename Arg>
Param to_kernel_arg(Arg &&arg, const std::shared_ptr<view_state> &state) {
  using Host = std::remove_cv_t<std::remove_reference_t<Arg>>;
  if constexpr (has_device_form<Host>)
    // A class holding views: its members converted one by one
    // (to_device_form), by the member function the translator added.
    return arg.template amp2hip_device_form<Param>(state);
  else if constexpr (is_view_pair<Host>)
    return Param{to_device_form(arg.first, state),
                 to_device_form(arg.second, state)};
  else
    return kernel_arg_converter<Param>::convert(std::forward<Arg>(arg), state);
}

/// The device form of \p member, a member of a class holding views, for a
/// launch on \p state (device_form_t of its type, cv kept): views become
/// device views with their coherence applied as for a capture (the device
/// copy made current; a writable one makes the host copy stale), classes
/// holding views their device forms, other values copies.
/// \throws concurrency::runtime_exception / out_of_memory on HIP errors.
template <typename Member>
device_form_t<std::remove_reference_t<Member>>
to_device_form(Member &&member, const std::shared_ptr<view_state> &state) {
  using Host = std::remove_reference_t<Member>;
  using Device = device_form_t<Host>;
  if constexpr (std::is_same_v<std::remove_cv_t<Device>,
                               std::remove_cv_t<Host>>)
    return member;
  else
    return to_kernel_arg<Device>(std::forward<Member>(member), state);
}

/// Same, on \p view, or on the default accelerator's default view when
/// \p view is null (the form named in docs/architecture.md).
template <typename Param, typename Arg>
Param to_kernel_arg(Arg &&arg,
                    const concurrency::accelerator_view *view = nullptr) {
  std::shared_ptr<view_state> state =
      view != nullptr
          ? view->state()
          : concurrency::accelerator_view::default_view_of_default_accelerator()
                .state();
  return to_kernel_arg<Param>(std::forward<Arg>(arg), state);
}

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_KERNEL_PARAM_H
