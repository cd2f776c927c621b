//===- amp2hip/detail/accelerator.h - accelerator, accelerator_view -*- C++
//-*-//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// concurrency::accelerator (C++ AMP v1.2 §3.2) and accelerator_view (§3.3)
/// over HIP devices, plus AMP's CPU accelerator. An accelerator is one HIP
/// device (device paths L"hip:0", L"hip:1", ...); an accelerator_view is one
/// HIP stream on it for kernels (the compute stream), created on first use,
/// and a second one for copies between the host and the device (the
/// transfer stream, see view_state::transfer_stream()), so that a copy into
/// or out of one array overlaps a kernel that uses others. Every accelerator
/// object of one device shares the device's default view (and so its stream)
/// and its default CPU access type. supports_cpu_shared_memory follows from the
/// device's memory facts (device_info.h); arrays with a CPU access type other
/// than access_type_none live in memory the CPU accesses directly (array.h,
/// docs/features/shared-memory.md). queuing_mode is recorded but changes
/// nothing: HIP submits work at once.
///
/// The CPU accelerator (accelerator::cpu_accelerator, device path L"cpu") is
/// Microsoft's: it holds data in host memory (arrays on its views, and
/// staging arrays, §5.1.1.1) but runs no kernels: a parallel_for_each on one
/// of its views throws runtime_exception. Internally its device ordinal is
/// amp2hip::detail::cpu_device (-1); it needs no HIP device, makes no HIP
/// call and has no stream.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_ACCELERATOR_H
#define AMP2HIP_DETAIL_ACCELERATOR_H

#include "namespace.h"

#include "api_enums.h"
#include "completion_future.h"
#include "device_info.h"
#include "exceptions.h"
#include "hip_check.h"
#include "host_kernels.h"
#include "kernel_uses.h"
#include "lifetime.h"

#include <hip/hip_runtime.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace amp2hip::detail {

class buffer_state;

/// The device ordinal of AMP's CPU accelerator (accelerator::cpu_accelerator):
/// no HIP device has it, so no HIP call ever receives it.
inline constexpr int cpu_device = -1;

#if defined(AMP2HIP_PLATFORM_CPU)
/// On the CPU platform (docs/platforms.md) Microsoft's two software
/// accelerators are its HIP devices, both the host, and run kernels and hold
/// data: WARP (accelerator::direct3d_warp, "Microsoft Basic Render Driver")
/// is device 0 and so the default accelerator, as in C++ AMP on a machine
/// without a DirectX 11 GPU; the reference accelerator
/// (accelerator::direct3d_ref, "Software Adapter") is device 1
/// (cpu/api.h).
inline constexpr int warp_device = 0;
/// The reference accelerator's device on the CPU platform.
inline constexpr int ref_device = 1;
/// False: on the CPU platform no accelerator is a stand-in.
constexpr bool is_direct3d_stand_in(int) { return false; }
#else
/// The device ordinal of Microsoft's Direct3D reference accelerator
/// (accelerator::direct3d_ref, "Software Adapter"): programs construct it
/// to compare the default accelerator with; in a GPU build it holds arrays
/// and runs kernels only on the host, with the program's host kernels
/// (host_kernels.h), and no HIP call ever receives it.
inline constexpr int ref_device = -2;

/// The device ordinal of Microsoft's Direct3D WARP accelerator
/// (accelerator::direct3d_warp, "Microsoft Basic Render Driver"): as
/// ref_device, constructed and compared, never used for data or kernels.
inline constexpr int warp_device = -3;

/// True for the ordinals of the Direct3D reference and WARP accelerators of
/// a GPU build, which hold data and run kernels on the host with the
/// program's host kernels (host_kernels.h) and are stand-ins otherwise.
constexpr bool is_direct3d_stand_in(int device) {
  return device == ref_device || device == warp_device;
}
#endif

/// True for the ordinals of the Direct3D reference and WARP accelerators,
/// whose properties are Microsoft's (stand-ins in a GPU build, the devices
/// of the CPU platform).
constexpr bool is_direct3d_software_device(int device) {
  return device == ref_device || device == warp_device;
}

/// The description Microsoft's C++ AMP reports for \p device (ref_device or
/// warp_device), which also names it in amp2hip's messages.
constexpr const char *direct3d_software_description(int device) {
  return device == ref_device ? "Software Adapter"
                              : "Microsoft Basic Render Driver";
}

/// What the runtime throws (in an unsupported_feature) for a
/// parallel_for_each on a view of the Direct3D reference or WARP
/// accelerator \p device: Microsoft's wording for an accelerator that runs
/// no kernels, and why.
inline std::string direct3d_software_kernel_message(int device) {
  return std::string("concurrency::parallel_for_each is not supported on the "
                     "selected accelerator \"") +
         direct3d_software_description(device) +
         "\": amp2hip runs kernels on HIP devices only (the Direct3D "
         "reference and WARP accelerators can be constructed, compared and "
         "queried, not used to run kernels or hold arrays)";
}

/// What the runtime throws (in an unsupported_feature) for an array or
/// texture made on a view of the Direct3D reference or WARP accelerator
/// \p device.
inline std::string direct3d_software_data_message(int device) {
  return std::string("amp2hip: arrays and textures cannot be made on the "
                     "accelerator \"") +
         direct3d_software_description(device) +
         "\" (the Direct3D reference and WARP accelerators can be "
         "constructed, compared and queried, not used to run kernels or hold "
         "data); use a HIP device or accelerator::cpu_accelerator";
}

/// What the runtime throws (in a runtime_exception) for a parallel_for_each
/// on a view of the CPU accelerator: Microsoft's C++ AMP message, which its
/// conformance suite looks for.
inline constexpr char cpu_parallel_for_each_message[] =
    "concurrency::parallel_for_each is not supported on the selected "
    "accelerator \"CPU accelerator\".";

/// The default CPU access type the runtime selects for every accelerator
/// until set_default_cpu_access_type() changes it: device memory, as on a
/// GPU without shared memory, so that programs move data as they did before
/// they asked for shared memory.
inline constexpr concurrency::access_type runtime_default_cpu_access_type =
    concurrency::access_type_none;

/// True for access_type_read, access_type_write and access_type_read_write:
/// the types that give the CPU direct access.
constexpr bool is_cpu_access(concurrency::access_type type) {
  return type == concurrency::access_type_read ||
         type == concurrency::access_type_write ||
         type == concurrency::access_type_read_write;
}

/// True for the five access_type values.
constexpr bool is_access_type(concurrency::access_type type) {
  return type == concurrency::access_type_none || is_cpu_access(type) ||
         type == concurrency::access_type_auto;
}

/// One device's default CPU access type (C++ AMP v1.2
/// accelerator::default_cpu_access_type) and whether it may still change.
struct cpu_access_setting {
  /// The default; never access_type_auto.
  concurrency::access_type value = runtime_default_cpu_access_type;
  /// set_default_cpu_access_type() succeeded once.
  bool overridden = false;
  /// An array took the default (made with access_type_auto).
  bool used = false;
};

/// Why set_default_cpu_access_type(\p requested) must fail on a device with
/// (\p supports_shared) or without CPU shared memory whose setting is
/// \p current; null when it may succeed (pure). C++ AMP: the call "only
/// succeeds if the default_cpu_access_type for the accelerator has not
/// already been overridden by a previous call to this method and the
/// runtime selected default_cpu_access_type for this accelerator has not
/// yet been used for allocating an array"; and a CPU access type needs
/// shared memory (access_type_none and access_type_auto are always valid).
inline const char *
default_cpu_access_type_refusal(concurrency::access_type requested,
                                bool supports_shared,
                                const cpu_access_setting &current) {
  if (!is_access_type(requested))
    return "amp2hip: set_default_cpu_access_type: the value is not an "
           "access_type";
  if (is_cpu_access(requested) && !supports_shared)
    return "amp2hip: set_default_cpu_access_type: the accelerator has no CPU "
           "shared memory (supports_cpu_shared_memory is false), so its "
           "default can only be access_type_none or access_type_auto";
  if (current.overridden)
    return "amp2hip: set_default_cpu_access_type: the accelerator's default "
           "CPU access type was already set (C++ AMP allows it once per "
           "accelerator)";
  if (current.used)
    return "amp2hip: set_default_cpu_access_type: the accelerator's default "
           "CPU access type was already used by an array (C++ AMP allows "
           "changing it only before that)";
  return nullptr;
}

/// The CPU access type an array made with \p requested gets on a device
/// with (\p supports_shared) or without CPU shared memory whose default is
/// \p device_default (pure): access_type_auto takes the default; without
/// shared memory, or for a value that is not a CPU access type, it is
/// access_type_none (C++ AMP: the actual type may differ from the one asked
/// for; get_cpu_access_type() reports it).
constexpr concurrency::access_type
resolve_cpu_access_type(concurrency::access_type requested,
                        concurrency::access_type device_default,
                        bool supports_shared) {
  concurrency::access_type type =
      requested == concurrency::access_type_auto ? device_default : requested;
  if (!supports_shared || !is_cpu_access(type))
    return concurrency::access_type_none;
  return type;
}

/// The memory an array whose (resolved) CPU access type is \p type gets on
/// a device whose shared memory is \p kind (pure): device memory (none) for
/// access_type_none, the device's shared memory otherwise.
constexpr shared_memory_kind choose_array_memory(concurrency::access_type type,
                                                 shared_memory_kind kind) {
  return is_cpu_access(type) ? kind : shared_memory_kind::none;
}

/// Where a new array goes: its CPU access type and its memory.
struct array_placement {
  concurrency::access_type cpu_access_type = concurrency::access_type_none;
  shared_memory_kind memory = shared_memory_kind::none;
};

/// True unless \p setting (the value of AMP2HIP_COPY_STREAM, null when
/// unset) is "off" or "0" (pure): whether accelerator_views queue copies on
/// a transfer stream of their own (view_state::transfer_stream()) instead of
/// their compute stream.
inline bool copy_stream_enabled(const char *setting) {
  if (setting == nullptr)
    return true;
  return std::strcmp(setting, "off") != 0 && std::strcmp(setting, "0") != 0;
}

/// copy_stream_enabled() of the environment, read once.
inline bool copy_stream_enabled_by_environment() {
  static const bool enabled =
      copy_stream_enabled(std::getenv("AMP2HIP_COPY_STREAM"));
  return enabled;
}

/// The state shared by the copies of one accelerator_view: its device, its
/// compute stream (kernels, device-to-device copies) and its transfer stream
/// (copies between the host and the device), each created on first use
/// (thread-safe). Both are ordinary (blocking) HIP streams: they do not wait
/// for each other, but both still synchronize with the legacy default
/// stream, as the one stream did, so interoperating HIP code that uses the
/// null stream stays ordered after the view's work. Work on one buffer that
/// spans both streams is ordered by the buffer's events (buffer.h). A view
/// of the CPU accelerator (device cpu_device) never has a stream: nothing
/// runs on it.
class view_state {
public:
  /// The state of a view on HIP device \p device (or cpu_device); \p
  /// owns_stream says whether the stream it makes is destroyed with it.
  view_state(int device, concurrency::queuing_mode mode, bool owns_stream)
      : device_(device), mode_(mode), owns_stream_(owns_stream) {}
  view_state(const view_state &) = delete;
  view_state &operator=(const view_state &) = delete;

  /// Destroys the streams when this view made them; never throws (errors
  /// are reported on stderr).
  ~view_state() {
    if (!owns_stream_ || hip_shut_down())
      return;
    if (transfer_stream_ != nullptr && transfer_stream_ != stream_)
      AMP2HIP_HIP_CHECK_NOTHROW(hipStreamDestroy(transfer_stream_));
    if (stream_ != nullptr)
      AMP2HIP_HIP_CHECK_NOTHROW(hipStreamDestroy(stream_));
  }

  /// The HIP device ordinal (cpu_device for the CPU accelerator).
  int device() const { return device_; }
  /// True for a view of the CPU accelerator.
  bool is_cpu() const { return device_ == cpu_device; }
  /// True for a view of the Direct3D reference or WARP accelerator of a GPU
  /// build: its kernels run on the host with the program's host kernels
  /// (host_kernels.h, launch_on_host()); it has no HIP device or stream.
  bool is_direct3d_software() const { return is_direct3d_stand_in(device_); }
  /// The queuing mode the view was made with.
  concurrency::queuing_mode mode() const { return mode_; }

  /// Makes this view's device current for the calling thread.
  /// \throws concurrency::runtime_exception when hipSetDevice fails, or
  ///         (without a HIP call) for a view of the CPU accelerator.
  void activate() const {
    if (is_cpu())
      throw concurrency::runtime_exception(
          "amp2hip: the CPU accelerator has no HIP device to make current",
          hresult::e_fail);
    if (is_direct3d_software())
      throw concurrency::unsupported_feature(
          direct3d_software_data_message(device_).c_str());
    // hipGetDevice reads the thread's current device; hipSetDevice costs
    // 0.1 us of every launch even when nothing changes (bench/RESULTS.md).
    int current = -1;
    if (hipGetDevice(&current) != hipSuccess || current != device_)
      AMP2HIP_HIP_CHECK(hipSetDevice(device_));
  }

  /// The view's stream, created (on its device) by the first call.
  /// \throws concurrency::runtime_exception when the stream cannot be made,
  ///         or (without a HIP call) for a view of the CPU accelerator,
  ///         which has none.
  hipStream_t stream() {
    if (is_cpu())
      throw concurrency::runtime_exception(
          "amp2hip: an accelerator_view of the CPU accelerator has no HIP "
          "stream (nothing runs on the CPU accelerator)",
          hresult::e_fail);
    if (is_direct3d_software())
      throw concurrency::unsupported_feature(
          direct3d_software_kernel_message(device_).c_str());
    std::call_once(stream_once_, [this] {
      activate();
      AMP2HIP_HIP_CHECK(hipStreamCreate(&stream_));
    });
    return stream_;
  }

  /// The view's transfer stream, on which copies between the host and a
  /// buffer's device copy are queued (buffer.h), created (on the view's
  /// device) by the first call; the compute stream itself when
  /// AMP2HIP_COPY_STREAM is "off" or "0" (copy_stream_enabled()).
  /// \throws concurrency::runtime_exception as stream().
  hipStream_t transfer_stream() {
    hipStream_t compute = stream();
    std::call_once(transfer_once_, [this, compute] {
      if (!copy_stream_enabled_by_environment()) {
        transfer_stream_ = compute;
        return;
      }
      activate();
      hipStream_t created = nullptr;
      AMP2HIP_HIP_CHECK(hipStreamCreate(&created));
      transfer_stream_ = created;
    });
    return transfer_stream_;
  }

  /// True when copies have a stream of their own (transfer_stream() was
  /// made and is not the compute stream).
  bool has_transfer_stream() const {
    hipStream_t transfer = transfer_stream_;
    return transfer != nullptr && transfer != stream_;
  }

  /// Waits for everything queued on the view's streams (kernels and
  /// copies); nothing when no stream was made yet (always so on the CPU
  /// accelerator, which queues nothing). The transfer stream is waited for
  /// only when a copy that may still run was queued on it since the last
  /// wait that covered it (note_transfer_queued()): waiting for an idle
  /// stream costs about 1.7 us, as much as waiting for a busy one
  /// (bench/RESULTS.md, issue 26).
  /// \throws concurrency::runtime_exception on a HIP error (including
  /// errors of kernels that ran on the stream).
  void wait() {
    if (stream_ != nullptr)
      AMP2HIP_HIP_CHECK(hipStreamSynchronize(stream_));
    hipStream_t transfer = transfer_stream_;
    if (transfer == nullptr || transfer == stream_)
      return;
    // A copy queued (and noted) before this point is waited for here or by
    // the wait that already advanced transfers_waited_ past it.
    const std::uint64_t queued =
        transfers_queued_.load(std::memory_order_acquire);
    std::uint64_t waited = transfers_waited_.load(std::memory_order_acquire);
    if (queued == waited)
      return;
    AMP2HIP_HIP_CHECK(hipStreamSynchronize(transfer));
    // Advance transfers_waited_ to queued unless another wait went further.
    while (waited < queued && !transfers_waited_.compare_exchange_weak(
                                  waited, queued, std::memory_order_acq_rel))
      continue;
  }

  /// A copy was queued on the transfer stream that may still run when the
  /// call that queued it returns (buffer_state::end_transfer()); the next
  /// wait() waits for the transfer stream. Call after queuing it.
  void note_transfer_queued() {
    transfers_queued_.fetch_add(1, std::memory_order_acq_rel);
  }

  /// The buffers whose compute event is not yet recorded after their last
  /// kernel on this view, with the mutex that guards them (kernel_uses.h).
  unrecorded_kernel_uses<buffer_state> &kernel_uses() { return kernel_uses_; }

private:
  int device_;
  concurrency::queuing_mode mode_;
  bool owns_stream_;
  std::once_flag stream_once_;
  hipStream_t stream_ = nullptr;
  std::once_flag transfer_once_;
  std::atomic<hipStream_t> transfer_stream_{nullptr};
  /// Copies noted on the transfer stream, and how many of them a finished
  /// wait() covered.
  std::atomic<std::uint64_t> transfers_queued_{0};
  std::atomic<std::uint64_t> transfers_waited_{0};
  unrecorded_kernel_uses<buffer_state> kernel_uses_;
};

/// What the runtime knows about one HIP device.
struct device_record {
  /// Guards the one reading of `info`.
  std::once_flag info_once;
  /// The device's properties (see device_registry::info()).
  device_info info;
  /// The device's default view. Never destroyed (see device_registry).
  std::shared_ptr<view_state> default_view;
  /// Guards `cpu_access`.
  std::mutex cpu_access_mutex;
  /// The device's default CPU access type, shared by all its accelerator
  /// objects and views.
  cpu_access_setting cpu_access;
};

/// The process's HIP devices, made on first use and never destroyed, so that
/// default views outlive static objects that still use them at exit.
class device_registry {
public:
  /// The one registry. \throws concurrency::runtime_exception when
  /// hipGetDeviceCount fails (no device, no driver).
  static device_registry &instance() {
    static device_registry *registry = new device_registry();
    return *registry;
  }

  /// The number of HIP devices (at least 1).
  int device_count() const { return static_cast<int>(records_.size()); }

  /// The record of \p device (0 <= device < device_count()).
  device_record &record(int device) {
    return *records_[static_cast<std::size_t>(device)];
  }

  /// The properties of \p device, read on first use.
  /// \throws concurrency::runtime_exception when they cannot be read.
  const device_info &info(int device) {
    device_record &rec = record(device);
    std::call_once(rec.info_once,
                   [&rec, device] { rec.info = query_device(device); });
    return rec.info;
  }

  /// The default CPU access type of \p device.
  concurrency::access_type default_cpu_access_type(int device) {
    device_record &rec = record(device);
    std::lock_guard<std::mutex> lock(rec.cpu_access_mutex);
    return rec.cpu_access.value;
  }

  /// Sets the default CPU access type of \p device to \p type
  /// (access_type_auto: the runtime's default) unless
  /// default_cpu_access_type_refusal() refuses; returns the refusal (null on
  /// success) and, in \p current, the setting after the call.
  /// \throws concurrency::runtime_exception when the device's properties
  ///         cannot be read.
  const char *set_default_cpu_access_type(int device,
                                          concurrency::access_type type,
                                          concurrency::access_type &current) {
    const bool supports = supports_cpu_shared_memory(info(device));
    device_record &rec = record(device);
    std::lock_guard<std::mutex> lock(rec.cpu_access_mutex);
    const char *refusal =
        default_cpu_access_type_refusal(type, supports, rec.cpu_access);
    if (refusal == nullptr) {
      rec.cpu_access.value = type == concurrency::access_type_auto
                                 ? runtime_default_cpu_access_type
                                 : type;
      rec.cpu_access.overridden = true;
    }
    current = rec.cpu_access.value;
    return refusal;
  }

  /// Where a new array on \p device made with CPU access type \p requested
  /// goes (resolve_cpu_access_type(), choose_array_memory()). Taking the
  /// device's default (access_type_auto) fixes it: later
  /// set_default_cpu_access_type() calls fail.
  /// \throws concurrency::runtime_exception when the device's properties
  ///         cannot be read.
  array_placement place_array(int device, concurrency::access_type requested) {
    const device_info &facts = info(device);
    concurrency::access_type device_default = runtime_default_cpu_access_type;
    if (requested == concurrency::access_type_auto) {
      device_record &rec = record(device);
      std::lock_guard<std::mutex> lock(rec.cpu_access_mutex);
      rec.cpu_access.used = true;
      device_default = rec.cpu_access.value;
    }
    array_placement placement;
    placement.cpu_access_type = resolve_cpu_access_type(
        requested, device_default, supports_cpu_shared_memory(facts));
    placement.memory = choose_array_memory(placement.cpu_access_type,
                                           cpu_shared_memory_kind(facts));
    return placement;
  }

private:
  device_registry() {
    int count = 0;
    AMP2HIP_HIP_CHECK(hipGetDeviceCount(&count));
    if (count <= 0)
      throw concurrency::runtime_exception("amp2hip: no HIP device found",
                                           hipErrorNoDevice);
    for (int device = 0; device < count; ++device) {
      auto rec = std::make_unique<device_record>();
      rec->default_view = std::make_shared<view_state>(
          device, concurrency::queuing_mode_automatic, /*owns_stream=*/false);
      records_.push_back(std::move(rec));
    }
  }

  std::vector<std::unique_ptr<device_record>> records_;
};

/// The number of HIP devices, 0 when HIP reports none or fails (no driver);
/// clears the error HIP records for the failure.
inline int hip_device_count_or_zero() {
  int count = 0;
  if (hipGetDeviceCount(&count) != hipSuccess) {
    (void)hipGetLastError();
    return 0;
  }
  return count < 0 ? 0 : count;
}

/// The default view of the CPU accelerator: one for the process, made on
/// first use and never destroyed (as the HIP devices' default views).
inline const std::shared_ptr<view_state> &cpu_default_view() {
  static const std::shared_ptr<view_state> *view =
      new std::shared_ptr<view_state>(std::make_shared<view_state>(
          cpu_device, concurrency::queuing_mode_automatic,
          /*owns_stream=*/false));
  return *view;
}

/// The default view of the Direct3D reference (\p device ref_device) or
/// WARP (warp_device) accelerator: one each for the process, made on first
/// use and never destroyed; it has no stream.
inline const std::shared_ptr<view_state> &
direct3d_software_default_view(int device) {
  static const std::shared_ptr<view_state> *ref =
      new std::shared_ptr<view_state>(std::make_shared<view_state>(
          ref_device, concurrency::queuing_mode_automatic,
          /*owns_stream=*/false));
  static const std::shared_ptr<view_state> *warp =
      new std::shared_ptr<view_state>(std::make_shared<view_state>(
          warp_device, concurrency::queuing_mode_automatic,
          /*owns_stream=*/false));
  return device == ref_device ? *ref : *warp;
}

/// The default view of \p device: cpu_default_view() for cpu_device,
/// direct3d_software_default_view() for ref_device and warp_device, else
/// the HIP device's (0 <= device < device_count()).
/// \throws concurrency::runtime_exception when there is no HIP device.
inline const std::shared_ptr<view_state> &default_view_state(int device) {
  if (device == cpu_device)
    return cpu_default_view();
  if (is_direct3d_stand_in(device))
    return direct3d_software_default_view(device);
  return device_registry::instance().record(device).default_view;
}

/// Which accelerator is the default one (accelerator::set_default): HIP
/// device 0 unless changed, possibly the CPU, reference or WARP accelerator
/// (never chosen by the runtime itself). As in Microsoft's C++ AMP
/// (accelerator::set_default, Visual Studio 2012-2015), the program may
/// choose it once, and only before an operation used the default
/// implicitly (an array or a parallel_for_each without a view, the auto
/// selection view): that use fixes it. Constructing `accelerator()` names
/// the current default without using it, so Microsoft's own pattern (a
/// default-constructed `accelerator chosen_one;` replaced by the pick, then
/// set_default) succeeds. Kept apart from device_registry so that choosing
/// one of those needs no HIP device.
class default_selection {
public:
  /// The one selection.
  static default_selection &instance() {
    static default_selection *selection = new default_selection();
    return *selection;
  }

  /// The default accelerator's device, fixed from now on (an implicit
  /// use). \throws concurrency::runtime_exception (leaving the default
  /// unused) when it is a HIP device and there is none.
  int use() {
    // Once used, device_ never changes: every launch on the default view
    // reads it without the lock.
    if (fixed_.load(std::memory_order_acquire))
      return device_;
    std::lock_guard<std::mutex> lock(mutex_);
    resolve();
    if (device_ >= 0)
      (void)device_registry::instance();
    fixed_.store(true, std::memory_order_release);
    return device_;
  }

  /// The default accelerator's device as of now, without fixing it
  /// (`accelerator()`, the path L"default"): a later set_default() may still
  /// choose another.
  int current() {
    if (fixed_.load(std::memory_order_acquire))
      return device_;
    std::lock_guard<std::mutex> lock(mutex_);
    resolve();
    return device_;
  }

  /// Makes \p device (a HIP ordinal, cpu_device, ref_device or warp_device) the
  /// default accelerator's device. False (and no change) when the default was
  /// already used, or already chosen by an earlier call.
  bool set(int device) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (fixed_.load(std::memory_order_relaxed) || chosen_)
      return false;
    device_ = device;
    chosen_ = true;
    return true;
  }

private:
  default_selection() = default;

  /// The runtime's own pick, unless the program chose (mutex_ held): HIP
  /// device 0; without a HIP device (or driver), WARP where it runs kernels
  /// (a GPU build with its host kernels, host_kernels.h), as C++ AMP fell
  /// back to WARP without a DirectX 11 GPU.
  void resolve() {
    if (!chosen_ && device_ == 0 && hip_device_count_or_zero() == 0 &&
        host_kernels_available())
      device_ = warp_device;
  }

  std::mutex mutex_;
  int device_ = 0;
  /// set() was called: the program chose the default.
  bool chosen_ = false;
  /// An implicit use fixed the default; readable without the mutex.
  std::atomic<bool> fixed_{false};
};

/// Parses an amp2hip device path (L"hip:<ordinal>", L"cpu" for AMP's CPU
/// accelerator, Microsoft's L"direct3d\\ref" and L"direct3d\\warp", or
/// L"default" for the default accelerator) into a device ordinal
/// (cpu_device, ref_device, warp_device without a HIP call). L"default"
/// names the default accelerator as of now, without fixing it
/// (default_selection::current()).
/// \throws concurrency::runtime_exception for any other path, an ordinal
///         with no device, or no HIP device at all.
inline int device_from_path(const std::wstring &path) {
  if (path == L"cpu")
    return cpu_device;
  if (path == L"direct3d\\ref")
    return ref_device;
  if (path == L"direct3d\\warp")
    return warp_device;
  if (path.empty() || path == L"default")
    return default_selection::instance().current();
  device_registry &registry = device_registry::instance();
  const std::wstring prefix = L"hip:";
  const bool has_prefix = path.size() > prefix.size() &&
                          path.size() <= prefix.size() + 6 &&
                          path.compare(0, prefix.size(), prefix) == 0;
  if (has_prefix) {
    int device = 0;
    bool digits_only = true;
    for (std::size_t i = prefix.size(); i < path.size() && digits_only; ++i) {
      digits_only = path[i] >= L'0' && path[i] <= L'9';
      device = device * 10 + static_cast<int>(path[i] - L'0');
    }
    if (digits_only && device < registry.device_count())
      return device;
  }
  throw concurrency::runtime_exception(
      "amp2hip: no accelerator has this device path (expected \"hip:N\" "
      "with N below the number of HIP devices, or \"default\")",
      amp2hip::detail::hresult::e_invalidarg);
}

/// Why set_default_cpu_access_type(\p requested) must fail on the CPU
/// accelerator, whose default CPU access type is always
/// access_type_read_write (its memory is the host's); null when it may
/// succeed (pure): for access_type_read_write and access_type_auto (the
/// CPU accelerator's runtime default, access_type_read_write).
inline const char *
cpu_default_cpu_access_type_refusal(concurrency::access_type requested) {
  if (!is_access_type(requested))
    return "amp2hip: set_default_cpu_access_type: the value is not an "
           "access_type";
  if (requested == concurrency::access_type_read_write ||
      requested == concurrency::access_type_auto)
    return nullptr;
  return "amp2hip: set_default_cpu_access_type: the CPU accelerator's default "
         "CPU access type is always access_type_read_write";
}

/// Why set_default_cpu_access_type(\p requested) must fail on the Direct3D
/// reference or WARP accelerator, which holds no arrays in amp2hip, so that
/// its default CPU access type stays access_type_none; null for
/// access_type_none and access_type_auto (pure).
inline const char *
direct3d_software_cpu_access_type_refusal(concurrency::access_type requested) {
  if (!is_access_type(requested))
    return "amp2hip: set_default_cpu_access_type: the value is not an "
           "access_type";
  if (requested == concurrency::access_type_none ||
      requested == concurrency::access_type_auto)
    return nullptr;
  return "amp2hip: set_default_cpu_access_type: the Direct3D reference and "
         "WARP accelerators hold no arrays in amp2hip; their default CPU "
         "access type stays access_type_none";
}

/// The default CPU access type of \p device: the HIP device's setting,
/// access_type_read_write for the CPU accelerator (cpu_device),
/// access_type_none for the reference and WARP accelerators' stand-ins of a
/// GPU build.
inline concurrency::access_type default_cpu_access_type_of(int device) {
  if (device == cpu_device)
    return concurrency::access_type_read_write;
  if (is_direct3d_stand_in(device))
    return concurrency::access_type_none;
  return device_registry::instance().default_cpu_access_type(device);
}

/// set_default_cpu_access_type(\p type) on \p device (a HIP ordinal, see
/// device_registry::set_default_cpu_access_type(), or cpu_device, see
/// cpu_default_cpu_access_type_refusal()): the refusal, null on success,
/// and in \p current the setting after the call.
/// \throws concurrency::runtime_exception when a HIP device's properties
///         cannot be read.
inline const char *
set_default_cpu_access_type_of(int device, concurrency::access_type type,
                               concurrency::access_type &current) {
  if (device == cpu_device) {
    current = concurrency::access_type_read_write;
    return cpu_default_cpu_access_type_refusal(type);
  }
  if (is_direct3d_stand_in(device)) {
    current = concurrency::access_type_none;
    return direct3d_software_cpu_access_type_refusal(type);
  }
  return device_registry::instance().set_default_cpu_access_type(device, type,
                                                                 current);
}

/// accelerator::default_cpu_access_type: C++ AMP's property over the
/// device's setting (device_registry), so that every accelerator object and
/// view of a device sees one value (on the CPU accelerator, always
/// access_type_read_write). Reading it gives the setting; assigning
/// it calls set_default_cpu_access_type() (Visual C++'s property is
/// read-only; amp2hip accepts the assignment the AMP overview writes).
class default_cpu_access_type_property {
public:
  /// The property of HIP device \p device (or cpu_device).
  explicit default_cpu_access_type_property(int device) noexcept
      : device_(device) {}
  default_cpu_access_type_property(const default_cpu_access_type_property &) =
      default;

  /// The device's default CPU access type.
  operator concurrency::access_type() const {
    return default_cpu_access_type_of(device_);
  }

  /// Sets the device's default to \p type as set_default_cpu_access_type()
  /// does. Assigning the value it already has changes nothing and succeeds.
  /// \throws concurrency::runtime_exception (E_INVALIDARG) with the reason
  ///         when set_default_cpu_access_type() would return false.
  default_cpu_access_type_property &operator=(concurrency::access_type type) {
    concurrency::access_type current = runtime_default_cpu_access_type;
    const char *refusal =
        set_default_cpu_access_type_of(device_, type, current);
    const concurrency::access_type wanted =
        type != concurrency::access_type_auto ? type
        : device_ == cpu_device ? concurrency::access_type_read_write
                                : runtime_default_cpu_access_type;
    if (refusal != nullptr && wanted != current)
      throw concurrency::runtime_exception(refusal, hresult::e_invalidarg);
    return *this;
  }

  /// Assigns the value of \p other (property semantics, as above).
  default_cpu_access_type_property &
  operator=(const default_cpu_access_type_property &other) {
    return *this = static_cast<concurrency::access_type>(other);
  }

  /// The HIP device ordinal, or cpu_device (runtime use).
  int device() const noexcept { return device_; }
  /// Makes this the property of \p device (accelerator's assignment).
  void rebind(int device) noexcept { device_ = device; }

private:
  int device_;
};

/// Widens a device name (ASCII or UTF-8 bytes) to a wide string, byte by
/// byte.
inline std::wstring widen(const char *text) {
  std::wstring result;
  for (; *text != '\0'; ++text)
    result.push_back(static_cast<wchar_t>(static_cast<unsigned char>(*text)));
  return result;
}

/// The version AMP reports for the device of \p info: the compute
/// capability / GCN version, (major << 16) | minor.
inline unsigned int device_version(const device_info &info) {
  return (static_cast<unsigned int>(info.major) << 16) |
         static_cast<unsigned int>(info.minor);
}

/// The version Microsoft's C++ AMP reports for its Direct3D reference and
/// WARP accelerators: Direct3D feature level 11.0, (11 << 16) | 0.
inline constexpr unsigned int direct3d_software_version = (11u << 16) | 0u;

/// The version AMP reports for \p device: device_version() of the HIP
/// device's properties, 0 for the CPU accelerator (as Microsoft's),
/// direct3d_software_version for the reference and WARP accelerators.
/// \throws concurrency::runtime_exception when a HIP device's properties
///         cannot be read.
inline unsigned int device_version_of(int device) {
  if (device == cpu_device)
    return 0;
  if (is_direct3d_software_device(device))
    return direct3d_software_version;
  return device_version(device_registry::instance().info(device));
}

} // namespace amp2hip::detail

namespace Concurrency {

class accelerator;

/// A queue of commands on one accelerator (C++ AMP v1.2 §3.3
/// accelerator_view): a HIP stream for kernels and one for copies between
/// the host and the device, created on first use; the commands on one
/// array or array_view run in the order they were issued (buffer.h orders
/// them across the two streams), commands on different ones may overlap.
/// Copies of a view share its streams; views compare equal when they are
/// copies of one another. A
/// view of the CPU accelerator has no stream: arrays live on it in host
/// memory, nothing runs on it (wait(), flush() and create_marker() return at
/// once; parallel_for_each on it throws runtime_exception). AMP's properties
/// is_debug, version, queuing_mode and is_auto_selection are public data
/// members, set at construction, beside their get_ functions (the
/// accelerator property is not: use get_accelerator()).
class accelerator_view {
public:
  /// False: amp2hip has no debug layer (C++ AMP v1.2 §3.3.4 is_debug);
  /// true on views of the reference accelerator, which is a debug device
  /// (its accelerator's is_debug, as in Microsoft's C++ AMP).
  bool is_debug = false;
  /// The accelerator's version, (major << 16) | minor (§3.3.4 version).
  unsigned int version = 0;
  /// The queuing mode the view was made with (§3.3.4 queuing_mode).
  Concurrency::queuing_mode queuing_mode = queuing_mode_automatic;
  /// True only for the view accelerator::get_auto_selection_view() returns
  /// (§3.3.4 is_auto_selection).
  bool is_auto_selection = false;

  /// Waits until every command queued on this view (launches, copies) has
  /// finished; nothing to wait for on the CPU accelerator. \throws
  /// runtime_exception on a HIP error, including an error of a kernel that
  /// ran on the view.
  void wait() const { state_->wait(); }

  /// Submits queued commands. HIP submits at once, so this does nothing.
  void flush() const {}

  /// The accelerator this view belongs to (the CPU accelerator for its
  /// views). \throws runtime_exception as accelerator's constructor.
  accelerator get_accelerator() const;

  /// The queuing mode the view was made with.
  Concurrency::queuing_mode get_queuing_mode() const { return state_->mode(); }

  /// False: amp2hip has no debug layer.
  bool get_is_debug() const { return is_debug; }

  /// The version of the view's accelerator (C++ AMP v1.2 §3.3.4); 0 on the
  /// CPU accelerator.
  unsigned int get_version() const { return version; }

  /// True for the view of accelerator::get_auto_selection_view(), which
  /// amp2hip resolves to the default accelerator's default view.
  bool get_is_auto_selection() const { return is_auto_selection; }

  /// A future that is ready once every command queued on this view before
  /// the call has finished (C++ AMP v1.2 §3.3.4 create_marker). amp2hip
  /// waits for them before returning, so the future is ready.
  /// \throws runtime_exception on a HIP error.
  completion_future create_marker() const {
    wait();
    return completion_future::ready();
  }

  /// The view's HIP stream for kernels (amp2hip extension, for
  /// interoperation with HIP code); made on first use. Copies between the
  /// host and the device run on the view's transfer stream instead; wait()
  /// waits for both. \throws runtime_exception when it cannot be, and for a
  /// view of the CPU accelerator, which has none.
  hipStream_t get_hip_stream() const { return state_->stream(); }

  /// The view's HIP device ordinal (amp2hip extension);
  /// amp2hip::detail::cpu_device (-1) for a view of the CPU accelerator.
  int get_hip_device() const { return state_->device(); }

  /// True when both are copies of one view.
  friend bool operator==(const accelerator_view &lhs,
                         const accelerator_view &rhs) {
    return lhs.state_ == rhs.state_;
  }
  /// True when they are different views.
  friend bool operator!=(const accelerator_view &lhs,
                         const accelerator_view &rhs) {
    return !(lhs == rhs);
  }

  /// The shared state (runtime use).
  const std::shared_ptr<amp2hip::detail::view_state> &state() const {
    return state_;
  }

  /// A view of the default accelerator's default view (runtime use; the
  /// CPU accelerator's after accelerator::set_default(cpu_accelerator)).
  /// Fixes the default accelerator. \throws runtime_exception when the
  /// default is a HIP device and there is none.
  static accelerator_view default_view_of_default_accelerator() {
    return accelerator_view(amp2hip::detail::default_view_state(
        amp2hip::detail::default_selection::instance().use()));
  }

  /// The view whose shared state is \p state (runtime use: the view an
  /// array lives on, from its buffer).
  static accelerator_view
  from_state(std::shared_ptr<amp2hip::detail::view_state> state) {
    return accelerator_view(std::move(state));
  }

private:
  friend class accelerator;
  explicit accelerator_view(std::shared_ptr<amp2hip::detail::view_state> state)
      : is_debug(state->device() == amp2hip::detail::ref_device),
        version(amp2hip::detail::device_version_of(state->device())),
        queuing_mode(state->mode()), state_(std::move(state)) {}

  std::shared_ptr<amp2hip::detail::view_state> state_;
};

/// A HIP device, or AMP's CPU accelerator (C++ AMP v1.2 §3.2 accelerator).
/// The properties that AMP exposes as properties are public data members,
/// filled from the device's properties at construction, with get_
/// functions beside them. The CPU accelerator (cpu_accelerator) has
/// Microsoft's values: device_path L"cpu", description L"CPU accelerator",
/// version 0, dedicated_memory 0, no double precision, CPU shared memory,
/// is_emulated true, has_display false, default_cpu_access_type
/// access_type_read_write. Its arrays live in host memory; it runs no
/// kernels (parallel_for_each on its views throws runtime_exception).
class accelerator {
public:
  /// The path that names the default accelerator.
  static inline const wchar_t default_accelerator[] = L"default";
  /// The path of AMP's CPU accelerator (C++ AMP v1.2 §3.2.3): host memory,
  /// no kernels.
  static inline const wchar_t cpu_accelerator[] = L"cpu";
  /// The path of Microsoft's Direct3D reference accelerator ("Software
  /// Adapter"): constructed, compared and queried with Microsoft's
  /// properties; it holds no arrays and runs no kernels in amp2hip
  /// (unsupported_feature).
  static inline const wchar_t direct3d_ref[] = L"direct3d\\ref";
  /// The path of Microsoft's Direct3D WARP accelerator ("Microsoft Basic
  /// Render Driver"): as direct3d_ref.
  static inline const wchar_t direct3d_warp[] = L"direct3d\\warp";

  /// The device path, L"hip:<ordinal>" (L"cpu" for the CPU accelerator).
  std::wstring device_path;
  /// The device's name (hipDeviceProp_t::name), widened; L"CPU
  /// accelerator" for the CPU accelerator.
  std::wstring description;
  /// The compute capability / GCN version, (major << 16) | minor; 0 for
  /// the CPU accelerator.
  unsigned int version = 0;
  /// The device's global memory, in kilobytes (as in AMP); 0 for the CPU
  /// accelerator.
  std::size_t dedicated_memory = 0;
  /// True: HIP devices support double precision; false for the CPU
  /// accelerator (Microsoft's value: it runs no kernels).
  bool supports_double_precision = true;
  /// True: HIP devices support double precision; false for the CPU
  /// accelerator.
  bool supports_limited_double_precision = true;
  /// True when the CPU and the device can share memory: managed memory they
  /// may access concurrently, or an integrated GPU that maps host memory
  /// (amp2hip::detail::supports_cpu_shared_memory(), device_info.h); true
  /// for the CPU accelerator.
  bool supports_cpu_shared_memory = false;
  /// False: no debug layer.
  bool is_debug = false;
  /// False: HIP devices are real hardware; true for the CPU accelerator.
  bool is_emulated = false;
  /// False: not known through HIP.
  bool has_display = false;
  /// The CPU access type of arrays made with access_type_auto (or without
  /// one) on the device's views: one value per device, shared by all its
  /// accelerator objects; access_type_none until changed (always
  /// access_type_read_write on the CPU accelerator). Converts to
  /// access_type; assigning it calls set_default_cpu_access_type() and
  /// throws runtime_exception with the reason when that would return false.
  amp2hip::detail::default_cpu_access_type_property default_cpu_access_type;
  /// The device's default view, shared by every accelerator object of the
  /// device (the CPU accelerator has one too).
  accelerator_view default_view;

  /// The default accelerator (HIP device 0 unless set_default() chose
  /// another, possibly the CPU accelerator). \throws runtime_exception when
  /// it is a HIP device and there is none.
  accelerator() : accelerator(std::wstring(default_accelerator)) {}

  /// The accelerator named \p path: L"default", L"hip:<ordinal>",
  /// cpu_accelerator (L"cpu"), direct3d_ref or direct3d_warp (these three
  /// need no HIP device; C++ AMP v1.2 §3.2.3, §3.2.4). \throws
  /// runtime_exception for an unknown path, no HIP device (for a HIP path)
  /// or when its properties cannot be read.
  explicit accelerator(const std::wstring &path)
      : accelerator(amp2hip::detail::device_from_path(path), 0) {}

  /// Another object for the same device.
  accelerator(const accelerator &) = default;
  /// Makes this an object for \p other's device (default_cpu_access_type
  /// follows: it is the device's, not the object's).
  accelerator &operator=(const accelerator &other) {
    device_path = other.device_path;
    description = other.description;
    version = other.version;
    dedicated_memory = other.dedicated_memory;
    supports_double_precision = other.supports_double_precision;
    supports_limited_double_precision = other.supports_limited_double_precision;
    supports_cpu_shared_memory = other.supports_cpu_shared_memory;
    is_debug = other.is_debug;
    is_emulated = other.is_emulated;
    has_display = other.has_display;
    default_cpu_access_type.rebind(other.device_);
    default_view = other.default_view;
    device_ = other.device_;
    return *this;
  }

  /// Every HIP device, in ordinal order, then the CPU accelerator (C++ AMP
  /// v1.2 §3.2.3 get_all; Microsoft's lists its CPU accelerator too, and
  /// programs that want devices that run kernels skip it by device path or
  /// is_emulated). Without a HIP device (or driver), only the CPU
  /// accelerator. In a GPU build with its host kernels
  /// (host_kernels.h) WARP and REF follow the HIP devices, as Microsoft's
  /// lists them where the Windows SDK is installed; without them they are
  /// not listed: programs that launch on every listed accelerator but the
  /// CPU one would fail on them; construct them by path
  /// (docs/features/accelerators.md). On the CPU
  /// platform they are its devices and listed first: WARP, REF, CPU, as
  /// Microsoft's on a machine without a DirectX 11 GPU. \throws
  /// runtime_exception when a device's properties cannot be read.
  static std::vector<accelerator> get_all() {
    std::vector<accelerator> all;
    if (amp2hip::detail::hip_device_count_or_zero() > 0) {
      int count = amp2hip::detail::device_registry::instance().device_count();
      for (int device = 0; device < count; ++device)
        all.push_back(accelerator(device, 0));
    }
    if (amp2hip::detail::host_kernels_available()) {
      all.push_back(accelerator(amp2hip::detail::warp_device, 0));
      all.push_back(accelerator(amp2hip::detail::ref_device, 0));
    }
    all.push_back(accelerator(amp2hip::detail::cpu_device, 0));
    return all;
  }

  /// Makes \p path the default accelerator (C++ AMP v1.2 §3.2.3
  /// set_default). cpu_accelerator is allowed, as in Microsoft's C++ AMP:
  /// arrays made without a view then live in host memory, and a
  /// parallel_for_each that picks the default view throws runtime_exception.
  /// direct3d_ref and direct3d_warp are allowed too; then arrays made
  /// without a view and parallel_for_each on the default view throw
  /// unsupported_feature.
  /// False when the default accelerator was already used implicitly (an
  /// array or a launch without a view), or already set (it is set once per
  /// process); then nothing changes. Constructing `accelerator()` before
  /// does not count as a use. \throws as accelerator(path) for a path that
  /// names no device.
  static bool set_default(const std::wstring &path) {
    int device = amp2hip::detail::device_from_path(path);
    return amp2hip::detail::default_selection::instance().set(device);
  }

  /// The view that lets the runtime choose the accelerator of a
  /// parallel_for_each (C++ AMP v1.2 §3.2.3 get_auto_selection_view):
  /// amp2hip chooses the default accelerator's default view, whose copy
  /// this is, with is_auto_selection true. \throws runtime_exception when
  /// the default accelerator is a HIP device and there is none.
  static accelerator_view get_auto_selection_view() {
    accelerator_view view =
        accelerator_view::default_view_of_default_accelerator();
    view.is_auto_selection = true;
    return view;
  }

  /// A new view (a new HIP stream, made on first use) on this accelerator
  /// (C++ AMP v1.2 §3.2.5 create_view); on the CPU accelerator, a new view
  /// without a stream, different from its default view.
  accelerator_view create_view(queuing_mode mode = queuing_mode_automatic) {
    return accelerator_view(std::make_shared<amp2hip::detail::view_state>(
        device_, mode, /*owns_stream=*/true));
  }

  /// The device_path member.
  const std::wstring &get_device_path() const { return device_path; }
  /// The description member.
  const std::wstring &get_description() const { return description; }
  /// The version member.
  unsigned int get_version() const { return version; }
  /// The dedicated_memory member (kilobytes).
  std::size_t get_dedicated_memory() const { return dedicated_memory; }
  /// The supports_double_precision member.
  bool get_supports_double_precision() const {
    return supports_double_precision;
  }
  /// The supports_limited_double_precision member.
  bool get_supports_limited_double_precision() const {
    return supports_limited_double_precision;
  }
  /// The supports_cpu_shared_memory member.
  bool get_supports_cpu_shared_memory() const {
    return supports_cpu_shared_memory;
  }
  /// The is_debug member.
  bool get_is_debug() const { return is_debug; }
  /// The is_emulated member.
  bool get_is_emulated() const { return is_emulated; }
  /// The has_display member.
  bool get_has_display() const { return has_display; }
  /// The device's default CPU access type (access_type_none until set;
  /// access_type_read_write on the CPU accelerator).
  access_type get_default_cpu_access_type() const {
    return default_cpu_access_type;
  }
  /// Makes \p type the CPU access type of the arrays made on this device's
  /// views with access_type_auto (C++ AMP v1.2 §3.2). Returns false and
  /// changes nothing when amp2hip::detail::default_cpu_access_type_refusal()
  /// refuses: a CPU access type (read, write, read_write) on an accelerator
  /// without supports_cpu_shared_memory, a second call, a call after an
  /// array took the default, or a value that is no access_type.
  /// access_type_auto sets the runtime's default, access_type_none. On the
  /// CPU accelerator the default is always access_type_read_write: true for
  /// access_type_read_write and access_type_auto, false otherwise
  /// (amp2hip::detail::cpu_default_cpu_access_type_refusal()).
  /// \throws runtime_exception when the device's properties cannot be read.
  bool set_default_cpu_access_type(access_type type) {
    access_type current = access_type_none;
    return amp2hip::detail::set_default_cpu_access_type_of(device_, type,
                                                           current) == nullptr;
  }
  /// The default_view member.
  accelerator_view get_default_view() const { return default_view; }

  /// The HIP device ordinal (amp2hip extension); amp2hip::detail::cpu_device
  /// (-1) for the CPU accelerator.
  int get_hip_device() const { return device_; }

  /// True when both name the same device (every CPU accelerator object
  /// equals every other, and no HIP device).
  friend bool operator==(const accelerator &lhs, const accelerator &rhs) {
    return lhs.device_ == rhs.device_;
  }
  /// True when they name different devices.
  friend bool operator!=(const accelerator &lhs, const accelerator &rhs) {
    return !(lhs == rhs);
  }

private:
  friend class accelerator_view;

  /// Microsoft's properties of its Direct3D reference (\p device
  /// ref_device) and WARP (warp_device) accelerators, no HIP call: both
  /// software emulators of a Direct3D 11.0 device with double precision and
  /// no memory of their own; REF is a debug device attached to the display
  /// (Microsoft's "direct3d_ref accelerator in C++ AMP"), WARP has shared
  /// memory with the CPU (Windows 8.1).
  void set_direct3d_software_properties(int device) {
    const bool ref = device == amp2hip::detail::ref_device;
    device_path = ref ? direct3d_ref : direct3d_warp;
    description = amp2hip::detail::widen(
        amp2hip::detail::direct3d_software_description(device));
    version = amp2hip::detail::direct3d_software_version;
    dedicated_memory = 0;
    supports_double_precision = true;
    supports_limited_double_precision = true;
    supports_cpu_shared_memory = !ref;
    is_debug = ref;
    is_emulated = true;
    has_display = ref;
  }

  accelerator(int device, int /*tag*/)
      : default_cpu_access_type(device),
        default_view(amp2hip::detail::default_view_state(device)),
        device_(device) {
    if (device == amp2hip::detail::cpu_device) {
      // Microsoft's CPU accelerator: host memory, no kernels, no HIP call.
      device_path = cpu_accelerator;
      description = L"CPU accelerator";
      version = 0;
      dedicated_memory = 0;
      supports_double_precision = false;
      supports_limited_double_precision = false;
      supports_cpu_shared_memory = true;
      is_emulated = true;
      return;
    }
    if (amp2hip::detail::is_direct3d_software_device(device)) {
      set_direct3d_software_properties(device);
      return;
    }
    const amp2hip::detail::device_info &info =
        amp2hip::detail::device_registry::instance().info(device);
    device_path = L"hip:" + std::to_wstring(device);
    description = amp2hip::detail::widen(info.name.c_str());
    version = amp2hip::detail::device_version(info);
    dedicated_memory = info.total_memory / 1024;
    supports_cpu_shared_memory =
        amp2hip::detail::supports_cpu_shared_memory(info);
  }

  int device_;
};

inline accelerator accelerator_view::get_accelerator() const {
  return accelerator(state_->device(), 0);
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_ACCELERATOR_H
