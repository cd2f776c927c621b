//===- amp2hip/detail/launch.h - amp2hip::parallel_for_each ------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// amp2hip::parallel_for_each (C++ AMP v1.2 §7 parallel_for_each, as the
/// translator calls it): launches a generated __global__ kernel over a
/// compute domain, asynchronously, on an accelerator_view's compute stream.
/// Converting the captures makes each used buffer's device copy current and
/// makes the stream wait for the buffer's pending copies (buffer.h); after
/// the launch, each used buffer's compute event, which later copies into or
/// out of it wait for, is recorded when first needed (kernel_uses.h).
/// Kernels wait for no other copy. The translator
/// replaces
///   parallel_for_each(domain, [=](index<N> idx) restrict(amp) {...});
/// with
///   amp2hip::parallel_for_each(domain, kernel, captures...);
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_LAUNCH_H
#define AMP2HIP_DETAIL_LAUNCH_H

#include "namespace.h"

#include "accelerator.h"
#include "hip_check.h"
#include "host_kernels.h"
#include "kernel_param.h"
#include "launch_domain.h"
#include "stats.h"
#include "tiled.h"

#include <hip/hip_runtime.h>

#include <cstddef>
#include <memory>
#include <mutex>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace amp2hip {
namespace detail {

#if defined(AMP2HIP_DIRECTX_BOUNDS) && !defined(AMP2HIP_PLATFORM_CPU)
/// The bytes of dynamic shared memory a launch asks for, unused, when the
/// program is built with AMP2HIP_DIRECTX_BOUNDS (docs/features/
/// directx-bounds.md): room after \p kernel's tile_static memory, so that an
/// access a little past a tile_static array stays inside the tile's shared
/// memory, where Direct3D 11 did not stop the shader (its value is undefined,
/// as there) and NVIDIA's Hopper GPUs otherwise stop the kernel with an
/// illegal address. 4 KiB, less when the kernel's own shared memory comes
/// near the 48 KiB a launch gets without opting in; 0 when HIP cannot say
/// (the error is cleared).
template <typename Kernel>
unsigned int directx_tile_static_slack(Kernel kernel) {
  constexpr std::size_t slack = 4096, limit = 48 * 1024;
  hipFuncAttributes attributes;
  if (hipFuncGetAttributes(
          &attributes, reinterpret_cast<const void *>(kernel)) != hipSuccess) {
    (void)hipGetLastError();
    return 0;
  }
  const std::size_t own = attributes.sharedSizeBytes;
  return own >= limit ? 0u
                      : static_cast<unsigned int>(
                            limit - own < slack ? limit - own : slack);
}
#endif

/// Launches \p kernel with the arguments in \p params (the launch domain
/// first) on \p state's stream. On a GPU, the buffers of \p uses become the
/// view's unrecorded kernel uses (kernel_uses.h): their compute events,
/// which later copies of them wait for, are recorded when first needed;
/// first, under the view's kernel_uses() mutex, the events of the previous
/// launch's buffers that this one does not use are recorded, so that they
/// mark the end of that launch. On the CPU platform the kernel has run when
/// the launch returns, so the events are recorded at once and no lock is
/// held while it runs (its oneTBB workers may run other launches).
/// \p may_synchronize: the kernel is tiled, so its threads may reach
/// barriers (the CPU platform runs them as fibers then).
template <typename Kernel, typename Tuple, std::size_t... I>
void launch_kernel(Kernel kernel, const dim3 &grid, const dim3 &block,
                   bool may_synchronize, Tuple &params,
                   const std::shared_ptr<view_state> &state,
                   const launch_use_scope &uses, std::index_sequence<I...>) {
  hipStream_t stream = state->stream();
  state->activate();
  // The scope holds only buffers whose kernel uses are ordered by events
  // (buffer_state::orders_kernel_uses()).
  const std::vector<buffer_state *> &ordered = uses.buffers();
  for (buffer_state *buffer : ordered)
    buffer->prepare_kernel_use();
#if defined(AMP2HIP_PLATFORM_CPU)
  // The CPU platform (amp2hip/cpu/threads.h): the kernel runs here, now.
  amp2hip::cpu::launch(grid, block, may_synchronize,
                       [kernel, &params] { kernel(std::get<I>(params)...); });
  count_launch();
  for (buffer_state *buffer : ordered) {
    buffer->after_kernel_use();
    buffer->record_compute_event(stream);
  }
#else
  (void)may_synchronize;
  std::lock_guard<std::mutex> lock(state->kernel_uses().mutex());
  for (buffer_state *buffer : state->kernel_uses().before_launch(ordered))
    buffer->record_compute_event(stream);
  void *pointers[] = {static_cast<void *>(&std::get<I>(params))...};
#if defined(AMP2HIP_DIRECTX_BOUNDS)
  const unsigned int shared_bytes = directx_tile_static_slack(kernel);
#else
  const unsigned int shared_bytes = 0;
#endif
  hipError_t result =
      hipLaunchKernel(reinterpret_cast<const void *>(kernel), grid, block,
                      pointers, shared_bytes, stream);
  if (result != hipSuccess) {
    (void)hipGetLastError(); // clear it: the exception reports it
    check_hip(result, "hipLaunchKernel", __FILE__, __LINE__);
  }
  count_launch();
  for (buffer_state *buffer : ordered)
    buffer->after_kernel_use();
#endif
}

/// Throws, before any HIP call, when a launch on \p state cannot run: on a
/// view of the CPU accelerator (Microsoft's message,
/// cpu_parallel_for_each_message), or when \p cpu_array_captured (an
/// array on the CPU accelerator among the captures,
/// cpu_array_capture_message). Views of the Direct3D reference and WARP
/// accelerators of a GPU build are launch_on_host()'s.
/// \throws concurrency::runtime_exception as said.
inline void check_launch_target(const view_state &state,
                                bool cpu_array_captured) {
  if (state.is_cpu())
    throw concurrency::runtime_exception(cpu_parallel_for_each_message,
                                         hresult::e_fail);
  if (cpu_array_captured)
    throw concurrency::runtime_exception(cpu_array_capture_message,
                                         hresult::e_invalidarg);
}

#if !defined(AMP2HIP_PLATFORM_CPU)
/// What a thread of a kernel run on the host calls: the host build of the
/// kernel with the launch's converted arguments.
template <typename HostKernel, typename Tuple> struct host_kernel_call {
  HostKernel kernel;
  const Tuple *params;

  static void run_thread(void *context) {
    const auto &call = *static_cast<const host_kernel_call *>(context);
    std::apply(call.kernel, *call.params);
  }
};

/// Runs \p kernel on the host, on \p state, a view of the Direct3D WARP or
/// reference accelerator of a GPU build (host_kernels.h): its host build,
/// found in the program's host-kernel library, runs once per thread on the
/// host's cores and has finished when the call returns. Captured
/// array_views give the kernel their host copies, made current (and, when
/// written, the only current copy: buffer_state::device_data()); arrays
/// must be on the same accelerator.
/// \throws concurrency::unsupported_feature when there is no host build of
///         \p kernel (host_kernel_library::find()); runtime_exception for
///         an array of another accelerator or when the host launch fails.
template <int N, typename... Params, typename... Args>
void launch_on_host(const launch_config<N> &config,
                    const std::shared_ptr<view_state> &state,
                    void (*kernel)(launch_domain<N>, Params...),
                    Args &&...args) {
  using kernel_type = void (*)(launch_domain<N>, Params...);
  host_kernel_library &library = host_kernel_library::instance();
  auto host = reinterpret_cast<kernel_type>(
      library.find(reinterpret_cast<const void *>(kernel),
                   direct3d_software_description(state->device())));
  using tuple_type = std::tuple<launch_domain<N>, Params...>;
  // Braced initialization converts the captures in order, left to right.
  const tuple_type params{
      config.domain, to_kernel_arg<Params>(std::forward<Args>(args), state)...};
  host_kernel_call<kernel_type, tuple_type> call{host, &params};
  library.launch(config.grid, config.block,
                 config.domain.mode == launch_mode::tiled,
                 &host_kernel_call<kernel_type, tuple_type>::run_thread, &call);
  count_launch();
}
#endif

/// Converts the captures and launches. \p view null means: the view of the
/// first array (or array_view of an array) among the captures, else the
/// default accelerator's default view (as AMP chooses).
/// \throws concurrency::runtime_exception (before any HIP call) when that
///         view is the CPU accelerator's, or an array on the CPU
///         accelerator is captured (check_launch_target()).
template <int N, typename... Params, typename... Args>
void launch(const launch_config<N> &config,
            const concurrency::accelerator_view *view,
            void (*kernel)(launch_domain<N>, Params...), Args &&...args) {
  static_assert(sizeof...(Params) == sizeof...(Args),
                "amp2hip::parallel_for_each: the kernel takes another number "
                "of captures than given");
  const bool cpu_array_captured = (false || ... || is_cpu_array(args));
  // The explicit view, or the captures' (no HIP call to find either).
  std::shared_ptr<view_state> state =
      view != nullptr ? view->state() : bound_view(args...);
  if (state == nullptr) {
    // The default accelerator's default view, without making an
    // accelerator_view (whose properties cost a registry lookup per launch).
    state = default_view_state(default_selection::instance().use());
  }
#if !defined(AMP2HIP_PLATFORM_CPU)
  if (state->is_direct3d_software()) {
    launch_on_host(config, state, kernel, std::forward<Args>(args)...);
    return;
  }
#endif
  check_launch_target(*state, cpu_array_captured);
  // The buffers the conversions make current (the captures keep them
  // alive until the launch is queued).
  launch_use_scope uses;
  // Braced initialization converts the captures in order, left to right.
  std::tuple<launch_domain<N>, Params...> params{
      config.domain, to_kernel_arg<Params>(std::forward<Args>(args), state)...};
  launch_kernel(kernel, config.grid, config.block,
                config.domain.mode == launch_mode::tiled, params, state, uses,
                std::make_index_sequence<1 + sizeof...(Params)>());
}

} // namespace detail

/// Runs \p kernel once per index of \p domain (C++ AMP v1.2 §7
/// parallel_for_each), asynchronously on the stream of the first captured
/// array's view, else of the default accelerator's default view. \p args are
/// the lambda's captures, in capture order; each is converted to the
/// kernel's parameter type (array_view coherence: copy in when the device
/// copy is stale; writable parameters make the host copy stale).
/// \throws concurrency::invalid_compute_domain for an empty, negative or too
///         large domain (before any HIP call); runtime_exception (before any
///         HIP call) when the view is the CPU accelerator's (an array on it is
///         the first captured array, or it is the default accelerator), with
///         Microsoft's message "concurrency::parallel_for_each is not
///         supported on the selected accelerator \"CPU accelerator\".", or
///         when an array on the CPU accelerator is captured;
///         runtime_exception / out_of_memory when a copy, allocation or the
///         launch fails. On a view of the Direct3D WARP or reference
///         accelerator of a GPU build the kernel runs on the host
///         (launch_on_host()), or throws unsupported_feature without the
///         program's host kernels.
template <int N, typename... Params, typename... Args>
void parallel_for_each(const concurrency::extent<N> &domain,
                       void (*kernel)(detail::launch_domain<N>, Params...),
                       Args &&...args) {
  detail::launch(detail::make_launch_config(domain), nullptr, kernel,
                 std::forward<Args>(args)...);
}

/// Same, on \p view's stream. \throws as above; runtime_exception with
/// Microsoft's message when \p view is the CPU accelerator's.
template <int N, typename... Params, typename... Args>
void parallel_for_each(const concurrency::accelerator_view &view,
                       const concurrency::extent<N> &domain,
                       void (*kernel)(detail::launch_domain<N>, Params...),
                       Args &&...args) {
  detail::launch(detail::make_launch_config(domain), &view, kernel,
                 std::forward<Args>(args)...);
}

/// Runs \p kernel once per index of the tiled \p domain, one tile per HIP
/// block (C++ AMP v1.2 §7 parallel_for_each with a tiled_extent); otherwise
/// as the non-tiled form.
/// \throws concurrency::invalid_compute_domain (before any HIP call) when the
///         tile does not divide the extent (use pad() or truncate()), has
///         more than 1024 threads, or the tiles do not fit the grid;
///         runtime_exception on the CPU accelerator, as the non-tiled form;
///         runtime_exception / out_of_memory on HIP errors.
template <int D0, int D1, int D2, int R, typename... Params, typename... Args>
void parallel_for_each(const concurrency::tiled_extent<D0, D1, D2> &domain,
                       void (*kernel)(detail::launch_domain<R>, Params...),
                       Args &&...args) {
  static_assert(R == detail::tile_rank<D0, D1, D2>,
                "amp2hip::parallel_for_each: the kernel's launch_domain rank "
                "differs from the tiled extent's");
  detail::launch(detail::make_tiled_launch_config(domain), nullptr, kernel,
                 std::forward<Args>(args)...);
}

/// Same, on \p view's stream. \throws as above; runtime_exception with
/// Microsoft's message when \p view is the CPU accelerator's.
template <int D0, int D1, int D2, int R, typename... Params, typename... Args>
void parallel_for_each(const concurrency::accelerator_view &view,
                       const concurrency::tiled_extent<D0, D1, D2> &domain,
                       void (*kernel)(detail::launch_domain<R>, Params...),
                       Args &&...args) {
  static_assert(R == detail::tile_rank<D0, D1, D2>,
                "amp2hip::parallel_for_each: the kernel's launch_domain rank "
                "differs from the tiled extent's");
  detail::launch(detail::make_tiled_launch_config(domain), &view, kernel,
                 std::forward<Args>(args)...);
}

} // namespace amp2hip

#endif // AMP2HIP_DETAIL_LAUNCH_H
