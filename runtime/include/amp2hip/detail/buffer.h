//===- amp2hip/detail/buffer.h - Host/device coherence of one buffer -*- C++
//-*-//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// buffer_state: the memory behind array_view and array, and the lazy
/// coherence between its host copy and its device copy (DESIGN.md decision
/// 3, modelled on HCC's per-buffer valid/modified state).
///
/// Each copy is either valid or stale:
///  - a device use copies host -> device only when the device copy is stale
///    and the host copy valid (never after discard_data(), when neither is);
///    a writable device use makes the host copy stale;
///  - a host use copies device -> host only when the host copy is stale and
///    the device copy valid; a writable host use makes the device copy stale;
///  - the last reference to a buffer over user memory copies device-modified
///    data back, unless the memory was given as const (at program exit, a
///    handler does it for the buffers still alive, see lifetime.h).
/// Copies between the host and the device run on the transfer stream of the
/// buffer's accelerator_view (view_state::transfer_stream()), through the
/// transfer engine (transfer.h: direct hipMemcpyAsync for small copies,
/// pinned staging buffers for large ones); kernels and device-to-device
/// copies run on the view's compute stream. Two events per buffer keep the
/// buffer's own work in issue order across the two streams (stream_order):
/// a copy waits for the last kernel that used the buffer (the compute
/// event, recorded right after that kernel's launch, but only once needed:
/// before the view's next launch that does not use the buffer, or before
/// the copy; kernel_uses.h), and a kernel, or any
/// other compute-stream use of the device copy, waits for the last copy
/// into or out of it (the transfer event). Work on other buffers does not
/// wait, so a copy into one array overlaps a kernel on another. The host
/// waits for a stream only where it needs the data, and view_state::wait()
/// waits for both. A buffer's views must not be used from several host
/// threads at once without synchronization.
///
/// An array_view of an array used on another accelerator (C++ AMP v1.2
/// §5.2: an array_view may be accessed on any accelerator_view, the runtime
/// copies the data) gets a remote copy on that accelerator's device, next
/// to the array's own copies (remote_copy). The array's accelerator stays
/// its home: a remote copy is filled from whichever copy is current, and a
/// write through it makes every home copy stale, so the next use anywhere
/// else first copies it back (pull_remote()): to the home device copy when
/// the use is on the device, to the host copy otherwise. Between two
/// devices' copies the data moves with hipMemcpyPeerAsync, which goes
/// directly where the devices reach each other (NVLink, PCIe peer access)
/// and through the host where not; from and to the host copy as any copy.
/// An array itself, captured by a kernel on another accelerator, is still a
/// runtime_exception. Remote copies wait for the streams of both views and
/// for the copy: correct, not overlapped.
///
/// An array with a CPU access type on an accelerator with CPU shared memory
/// has one copy instead (host_storage::shared): memory that the CPU and the
/// device both access (hipMallocManaged, or mapped pinned host memory on an
/// integrated GPU). Both are always current, nothing is ever copied or
/// counted, and host use first waits for the device work queued on the
/// buffer's view since the buffer's last device use.
///
/// An array on a view of AMP's CPU accelerator (on_cpu(); staging arrays
/// too) lives in host memory of its own, with no HIP call: its host copy is
/// the array. It is not bound to a device: an array_view of it used in a
/// kernel on a HIP view gets a device copy there, kept coherent as for an
/// array_view of host memory. Copies into it always write its host copy;
/// copies between it and a buffer on a HIP device are host<->device copies.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_BUFFER_H
#define AMP2HIP_DETAIL_BUFFER_H

#include "namespace.h"

#include "accelerator.h"
#include "hip_check.h"
#include "lifetime.h"
#include "stats.h"
#include "transfer.h"

#include <hip/hip_runtime.h>

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace amp2hip::detail {

/// Where a buffer's host copy lives.
enum class host_storage {
  user,   ///< memory the user owns (array_view over a pointer or container)
  owned,  ///< memory the buffer allocated at creation (array_view(extent))
  shadow, ///< memory allocated on first host use (array storage)
  shared, ///< one allocation the host and the device both use (array
          ///< storage with a CPU access type, see shared_memory_kind)
};

/// The message of the runtime_exception for an array (not an array_view of
/// it) used on an accelerator_view of another accelerator than its own.
inline constexpr char another_accelerator_message[] =
    "amp2hip: an array is used on an accelerator_view of another "
    "accelerator (only an array_view of it may be)";

/// True when an allocation of \p bytes bytes of managed memory fits in the
/// \p free_bytes bytes the device has free (pure). The runtime does not
/// oversubscribe device memory with managed memory: an array is the
/// accelerator's memory in C++ AMP, so one that cannot be resident on the
/// device is out_of_memory, as a hipMalloc of that size would be.
constexpr bool fits_in_free_memory(std::size_t bytes, std::size_t free_bytes) {
  return bytes <= free_bytes;
}

/// The message of the out_of_memory thrown when \p bytes bytes of managed
/// memory do not fit in the device's \p free_bytes free bytes (pure).
inline std::string managed_out_of_memory_message(std::size_t bytes,
                                                 std::size_t free_bytes) {
  return "amp2hip: an array of " + std::to_string(bytes) +
         " bytes in shared (managed) memory does not fit in the "
         "accelerator's free memory (" +
         std::to_string(free_bytes) +
         " bytes free); amp2hip does not oversubscribe device memory";
}

/// The HIP-free part of ordering one buffer's work across its view's
/// compute stream and transfer stream (see the file comment): what is
/// pending on which stream, and what the next copy or kernel must wait
/// for. buffer_state turns its answers into hipEventRecord and
/// hipStreamWaitEvent calls. Conservative: a device copy handed out for
/// compute-stream work outside a kernel launch (note_compute_use() without
/// after_kernel()) makes the next copy wait for all compute-stream work
/// queued before it.
class stream_order {
public:
  /// What a copy must do before it is queued on the transfer stream.
  struct transfer_waits {
    /// Record the compute event on the compute stream now (it then covers
    /// every compute-stream use of the buffer queued so far).
    bool record_compute = false;
    /// Make the transfer stream wait for the compute event.
    bool wait_compute = false;
  };

  /// A copy into or out of the device copy is about to be queued on the
  /// transfer stream: what it must wait for. Assumes the caller does it.
  transfer_waits before_transfer() {
    transfer_waits waits;
    if (compute_unknown_) {
      waits.record_compute = true;
      compute_unknown_ = false;
      compute_pending_ = true;
    }
    waits.wait_compute = compute_pending_;
    return waits;
  }

  /// A copy was queued on the transfer stream and the transfer event
  /// recorded after it.
  void after_transfer() { transfer_pending_ = true; }

  /// True when compute-stream work that uses the device copy must first
  /// wait for the transfer event (a copy into or out of the buffer may
  /// still run).
  bool needs_transfer_wait() const { return transfer_pending_; }

  /// The compute stream now waits for the transfer event: later work on it
  /// is ordered after the copy.
  void transfer_waited() { transfer_pending_ = false; }

  /// The device copy was handed out for compute-stream work; until
  /// after_kernel() says which event covers it, the next copy waits for
  /// everything queued on the compute stream.
  void note_compute_use() { compute_unknown_ = true; }

  /// A kernel that uses the buffer was queued; the compute event, recorded
  /// right after it (at once, or when first needed: kernel_uses.h), covers
  /// every earlier compute-stream use.
  void after_kernel() {
    compute_pending_ = true;
    compute_unknown_ = false;
  }

  /// Every stream of the view has finished (or the buffer's device copy
  /// moved): nothing is left to wait for.
  void settled() {
    compute_pending_ = false;
    compute_unknown_ = false;
    transfer_pending_ = false;
  }

  /// True when the compute event marks work that a copy must wait for.
  bool compute_pending() const { return compute_pending_; }
  /// True when compute-stream work not covered by the compute event may
  /// use the buffer.
  bool compute_unknown() const { return compute_unknown_; }
  /// True when the transfer event marks a copy that compute-stream work
  /// must wait for.
  bool transfer_pending() const { return transfer_pending_; }

private:
  bool compute_pending_ = false;
  bool compute_unknown_ = false;
  bool transfer_pending_ = false;
};

class buffer_state;

/// The buffers whose device copies the kernel launch being prepared on this
/// thread uses (launch.h): while a launch_use_scope is open, every
/// buffer_state::device_data() call adds its buffer when the buffer's kernel
/// uses are ordered by events (orders_kernel_uses()), so that the launch
/// notes exactly the buffers it uses (arrays, array_views, textures,
/// whatever the capture).
class launch_use_scope {
public:
  /// Opens the scope on this thread (scopes nest: the previous one is
  /// restored on close).
  launch_use_scope() : previous_(current()) { current() = this; }
  launch_use_scope(const launch_use_scope &) = delete;
  launch_use_scope &operator=(const launch_use_scope &) = delete;
  /// Closes the scope.
  ~launch_use_scope() { current() = previous_; }

  /// The innermost open scope of this thread, or null.
  static launch_use_scope *active() { return current(); }

  /// Adds \p buffer (once, however often it is used).
  void add(buffer_state *buffer) {
    for (buffer_state *known : buffers_)
      if (known == buffer)
        return;
    buffers_.push_back(buffer);
  }

  /// The buffers used, in first-use order.
  const std::vector<buffer_state *> &buffers() const { return buffers_; }

private:
  static launch_use_scope *&current() {
    static thread_local launch_use_scope *scope = nullptr;
    return scope;
  }

  launch_use_scope *previous_;
  std::vector<buffer_state *> buffers_;
};

/// The memory of one array_view data source or one array, in bytes, with
/// its host copy, its device copy and which of them hold the current data.
class buffer_state {
public:
  /// A buffer over \p bytes bytes of user memory at \p host. The device copy
  /// is made on first device use. When \p host_writable is false (the memory
  /// was given as const) nothing is ever written to it.
  static std::shared_ptr<buffer_state> over_host(void *host, std::size_t bytes,
                                                 bool host_writable) {
    auto buffer = std::shared_ptr<buffer_state>(
        new buffer_state(host_storage::user, bytes, 1, host_writable));
    buffer->host_ = host;
    buffer->host_valid_ = true;
    return buffer;
  }

  /// A buffer with \p bytes bytes of zeroed host memory of its own, aligned
  /// to \p alignment. \throws std::bad_alloc.
  static std::shared_ptr<buffer_state> with_owned_host(std::size_t bytes,
                                                       std::size_t alignment) {
    auto buffer = std::shared_ptr<buffer_state>(
        new buffer_state(host_storage::owned, bytes, alignment, true));
    buffer->allocate_host();
    std::memset(buffer->host_, 0, bytes);
    buffer->host_valid_ = true;
    return buffer;
  }

  /// A buffer whose \p bytes bytes live on \p view's device, allocated now
  /// (array storage; contents undefined). It stays bound to \p view's
  /// device. \throws concurrency::out_of_memory when hipMalloc fails for
  /// lack of memory, concurrency::runtime_exception for other HIP errors;
  /// concurrency::unsupported_feature (before any HIP call) when \p view
  /// is the CPU accelerator's, which has no device memory.
  static std::shared_ptr<buffer_state>
  on_device(std::size_t bytes, std::size_t alignment,
            const std::shared_ptr<view_state> &view) {
    if (view->is_cpu())
      throw concurrency::unsupported_feature(
          "amp2hip: device memory cannot be allocated on the CPU "
          "accelerator");
    auto buffer = std::shared_ptr<buffer_state>(
        new buffer_state(host_storage::shadow, bytes, alignment, true));
    buffer->bound_ = true;
    buffer->attach(view);
    buffer->device_valid_ = true;
    return buffer;
  }

  /// The storage of an array of \p bytes bytes on \p view, a view of the
  /// CPU accelerator: host memory of its own, allocated now (contents
  /// undefined), aligned to \p alignment; no HIP call. The buffer is not
  /// bound (see the file comment). \throws std::bad_alloc.
  static std::shared_ptr<buffer_state>
  on_cpu(std::size_t bytes, std::size_t alignment,
         const std::shared_ptr<view_state> &view) {
    auto buffer = std::shared_ptr<buffer_state>(
        new buffer_state(host_storage::owned, bytes, alignment, true));
    buffer->cpu_view_ = view;
    buffer->allocate_host();
    buffer->host_valid_ = true;
    return buffer;
  }

  /// The storage of an array of \p bytes bytes on \p view, allocated now
  /// (contents undefined) and bound to \p view's device: device memory
  /// (on_device()) when \p memory is none; otherwise one allocation that
  /// the CPU and the device both use (host_storage::shared): managed memory
  /// (hipMallocManaged, after checking hipMemGetInfo: never more than the
  /// device's free memory) or mapped pinned host memory (hipHostMalloc) for
  /// an integrated GPU. Shared memory is aligned to at least 256 bytes.
  /// \throws concurrency::out_of_memory when the memory cannot be had,
  ///         concurrency::runtime_exception for other HIP errors.
  static std::shared_ptr<buffer_state>
  for_array(std::size_t bytes, std::size_t alignment,
            const std::shared_ptr<view_state> &view,
            shared_memory_kind memory) {
    if (memory == shared_memory_kind::none)
      return on_device(bytes, alignment, view);
    auto buffer = std::shared_ptr<buffer_state>(
        new buffer_state(host_storage::shared, bytes, alignment, true));
    buffer->bound_ = true;
    buffer->memory_ = memory;
    buffer->view_ = view;
    buffer->host_valid_ = true;
    buffer->device_valid_ = true;
    buffer->allocate_shared();
    return buffer;
  }

  /// Not copyable: views share a buffer through std::shared_ptr.
  buffer_state(const buffer_state &) = delete;
  buffer_state &operator=(const buffer_state &) = delete;

  /// Copies device-modified data back to user memory (unless it was given
  /// as const) and frees the device copy, unless the exit handler already
  /// did. Never throws: errors are reported on stderr.
  ~buffer_state() {
    {
      lifetime_registry &registry = lifetime();
      std::lock_guard<std::mutex> lock(registry.mutex);
      registry.buffers.erase(this);
    }
    if (!hip_shut_down())
      release_device();
    forget_unrecorded_kernel_use(); // also after HIP has shut down
    if ((kind_ == host_storage::owned || kind_ == host_storage::shadow) &&
        host_ != nullptr)
      ::operator delete(host_, std::align_val_t(alignment_));
  }

  /// The size in bytes.
  std::size_t bytes() const { return bytes_; }
  /// True for array storage: bound to one accelerator's device.
  bool bound() const { return bound_; }
  /// True when the host and the device use one allocation (see
  /// host_storage::shared).
  bool shared() const { return kind_ == host_storage::shared; }
  /// The kind of shared memory (none unless shared()).
  shared_memory_kind memory() const { return memory_; }
  /// True when the host copy holds the current data.
  bool host_valid() const { return host_valid_; }
  /// True when the device copy holds the current data.
  bool device_valid() const { return device_valid_; }
  /// The view whose device holds the device copy (null before first
  /// device use).
  const std::shared_ptr<view_state> &view() const { return view_; }
  /// True for the storage of an array on the CPU accelerator (on_cpu()).
  bool on_cpu() const { return cpu_view_ != nullptr; }
  /// The CPU accelerator's view the array lives on (null unless on_cpu()).
  const std::shared_ptr<view_state> &cpu_view() const { return cpu_view_; }
  /// True for a buffer over user memory (array_view of a pointer or
  /// container: host_storage::user).
  bool over_user_memory() const { return kind_ == host_storage::user; }

  /// The host copy, made current: copies device -> host (and waits) when
  /// the host copy is stale. With \p write, the device copy becomes stale.
  /// \throws concurrency::runtime_exception on a HIP error, std::bad_alloc.
  void *host_data(bool write) {
    pull_remote();
    if (write)
      drop_remotes();
    if (kind_ == host_storage::shared) {
      wait_for_device_use();
      return host_;
    }
    if (host_valid_ && !write)
      return host_;
    if (host_ == nullptr)
      allocate_host();
    if (!host_valid_) {
      if (device_valid_)
        copy_to_host_copy();
      host_valid_ = true;
    }
    if (write) {
      if (host_read_pending_) {
        view_->wait();
        host_read_pending_ = false;
      }
      device_valid_ = false;
    }
    return host_;
  }

  /// The device copy on \p view's device, made current for work queued on
  /// \p view's compute stream after the call: copies host -> device (on the
  /// transfer stream) when the device copy is stale and the host copy
  /// valid, and makes the compute stream wait for the buffer's pending
  /// copies. With \p write, the host copy becomes stale. Inside a kernel
  /// launch (launch_use_scope) the buffer is noted, so that the launch
  /// records its event on it; elsewhere the next copy waits for everything
  /// queued on the compute stream. Null for an empty buffer.
  ///
  /// Array storage used on another device than its own: with \p
  /// remote_allowed (the caller is an array_view, C++ AMP v1.2 §5.2), a
  /// remote copy on \p view's device (remote_data(), see the file comment);
  /// without it (the array itself), a runtime_exception.
  /// \throws concurrency::out_of_memory, concurrency::runtime_exception on
  ///         HIP errors; runtime_exception when array storage is used on
  ///         another device without \p remote_allowed, or (before any HIP
  ///         call) when \p view is the CPU accelerator's, which has no
  ///         device memory.
  ///
  /// On a view of the Direct3D WARP or reference accelerator of a GPU
  /// build, whose kernels run on the host (host_kernels.h): the host copy,
  /// made current (host_data()); array storage must be on that
  /// accelerator (remote_allowed false: else runtime_exception).
  void *device_data(const std::shared_ptr<view_state> &view, bool write,
                    bool remote_allowed = false) {
    if (view->is_direct3d_software()) {
      const bool elsewhere =
          bound_ || (on_cpu() && cpu_view_->device() != view->device());
      if (elsewhere && !remote_allowed)
        throw concurrency::runtime_exception(another_accelerator_message,
                                             hresult::e_invalidarg);
      return host_data(write);
    }
    if (bound_ && !view->is_cpu() && view->device() != view_->device()) {
      if (!remote_allowed)
        throw concurrency::runtime_exception(another_accelerator_message,
                                             hresult::e_invalidarg);
      return remote_data(view, write);
    }
    void *device = prepare_device(view, write);
    if (kind_ == host_storage::shared)
      return device;
    order_.note_compute_use();
    if (launch_use_scope *scope = launch_use_scope::active();
        scope != nullptr && orders_kernel_uses())
      scope->add(this);
    if (order_.needs_transfer_wait()) {
      AMP2HIP_HIP_CHECK(
          hipStreamWaitEvent(view_->stream(), transfer_event_, 0));
      order_.transfer_waited();
    }
    return device;
  }

  /// True when kernels that use the buffer must be followed by its compute
  /// event before a copy of it (it has a device copy, not shared memory).
  bool orders_kernel_uses() const {
    return kind_ != host_storage::shared && device_ != nullptr;
  }

  /// Before a launch that uses the buffer (launch.h): creates its events,
  /// so that record_compute_event() can be called at any later point.
  /// \throws concurrency::runtime_exception on a HIP error.
  void prepare_kernel_use() { ensure_events(); }

  /// A kernel that uses the buffer was queued on its view's compute stream;
  /// the compute event that later copies wait for is recorded when first
  /// needed (kernel_uses.h: before the view's next launch that does not use
  /// the buffer, or before a copy of it), by record_compute_event().
  void after_kernel_use() {
    order_.after_kernel();
    compute_event_recorded_ = false;
  }

  /// Records the compute event on \p stream (the compute stream of the
  /// buffer's view) now, with the view's kernel_uses() mutex held.
  /// \throws concurrency::runtime_exception on a HIP error.
  void record_compute_event(hipStream_t stream) {
    AMP2HIP_HIP_CHECK(hipEventRecord(compute_event_, stream));
    compute_event_recorded_ = true;
    count_kernel_use_event();
  }

  /// The ordering state (tests).
  const stream_order &order() const { return order_; }

  /// Makes the host copy current (array_view::synchronize()).
  void synchronize() { (void)host_data(false); }

  /// Forgets the data: neither copy is current, so the next use copies
  /// nothing (array_view::discard_data()).
  void discard() {
    drop_remotes();
    home_stale_ = false;
    if (kind_ == host_storage::shared)
      return; // one copy: nothing would be copied anyway
    host_valid_ = false;
    device_valid_ = false;
  }

  /// Declares the host copy current and the device copy stale: the host
  /// memory was changed behind the runtime's back (array_view::refresh(),
  /// C++ AMP v1.2 §5.2: the view's bound memory was modified outside the
  /// array_view interface). Only the user's memory and the host memory of
  /// an array on the CPU accelerator can be; for a view without a data
  /// source (array_view(extent)) or of a GPU array, whose data no other
  /// interface reaches, it does nothing, as in Microsoft's C++ AMP (the
  /// conformance suite's WithoutDataSource/refresh test keeps the kernels'
  /// results across refresh()).
  void refresh() {
    if (kind_ == host_storage::shared)
      return; // the device reads the host's writes directly
    if (kind_ == host_storage::shadow ||
        (kind_ == host_storage::owned && cpu_view_ == nullptr))
      return; // no memory outside the runtime holds this data
    if (host_ == nullptr)
      allocate_host();
    host_valid_ = true;
    device_valid_ = false;
  }

  /// Copies the current data into \p destination (bytes() bytes of host
  /// memory) and waits for the copy.
  /// \throws concurrency::runtime_exception on a HIP error.
  void copy_out(void *destination) { copy_out(destination, 0, bytes_); }

  /// Copies \p count bytes of the current data, from byte \p offset, into
  /// \p destination (\p count bytes of host memory) and waits for the copy:
  /// a section's range, so that copy() from a small section of a large
  /// array moves the section, not the array. offset + count <= bytes().
  /// \throws concurrency::runtime_exception on a HIP error.
  void copy_out(void *destination, std::size_t offset, std::size_t count) {
    if (count == 0)
      return;
    pull_remote();
    if (kind_ == host_storage::shared) {
      wait_for_device_use();
      // not a host<->device copy
      std::memcpy(destination, static_cast<const char *>(host_) + offset,
                  count);
      return;
    }
    if (host_valid_) {
      std::memcpy(destination, static_cast<const char *>(host_) + offset,
                  count);
      return;
    }
    if (!device_valid_)
      return; // discarded: there is no data to copy
    activate_for_copy();
    hipStream_t stream = begin_transfer();
    copy_device_to_host(destination,
                        static_cast<const char *>(device_) + offset, count,
                        view_->device(), stream);
    count_copy_to_host(count);
  }

  /// Replaces the data with bytes() bytes of host memory at \p source,
  /// copied to the device copy (which becomes the only current one; the host
  /// copy when the buffer has no device copy yet, or is on the CPU
  /// accelerator); waits for the copy, so \p source may change right after.
  /// \throws concurrency::runtime_exception on a HIP error.
  void copy_in(const void *source) {
    if (on_cpu()) { // the array is the host copy: no HIP call
      void *target = host_for_overwrite();
      if (bytes_ != 0)
        std::memcpy(target, source, bytes_);
      return;
    }
    if (kind_ == host_storage::shared) {
      discard(); // the remote copies
      if (bytes_ == 0)
        return;
      wait_for_device_use();
      std::memcpy(host_, source, bytes_); // not a host<->device copy
      return;
    }
    if (view_ == nullptr) { // no device copy yet: the host copy takes it
      std::memcpy(host_data(/*write=*/true), source, bytes_);
      return;
    }
    discard();
    void *device = prepare_device(view_, /*write=*/true);
    if (bytes_ == 0)
      return;
    activate_for_copy();
    hipStream_t stream = begin_transfer();
    (void)copy_host_to_device(device, source, bytes_, view_->device(), stream);
    end_transfer(stream);
    if (stream == view_->stream())
      AMP2HIP_HIP_CHECK(hipStreamSynchronize(stream));
    else
      AMP2HIP_HIP_CHECK(hipEventSynchronize(transfer_event_));
    count_copy_to_device(bytes_);
  }

  /// Copies the data of \p source (same size) into \p destination, device to
  /// device when the source's device copy is current, and waits for the copy.
  /// Into a buffer on the CPU accelerator, the data goes to its host copy
  /// (device -> host when only the source's device copy is current; no HIP
  /// call when the source's host copy is).
  /// \throws concurrency::runtime_exception on a HIP error or a size
  ///         mismatch.
  static void copy(buffer_state &source, buffer_state &destination) {
    if (source.bytes_ != destination.bytes_)
      throw concurrency::runtime_exception(
          "amp2hip: copy between containers of different sizes",
          hresult::e_invalidarg);
    if (&source == &destination || source.bytes_ == 0)
      return;
    source.pull_remote();
    if (destination.on_cpu()) {
      source.copy_out(destination.host_for_overwrite());
      return;
    }
    if (!source.device_valid_ || destination.view_ == nullptr) {
      destination.copy_in(source.host_data(false));
      return;
    }
    source.view_->wait(); // the source's last writer may be on its stream
    destination.discard();
    void *target = destination.device_data(destination.view_, true);
    hipStream_t stream = destination.view_->stream();
    // Shared memory (managed or mapped host memory): let HIP tell the kind.
    const hipMemcpyKind kind = source.shared() || destination.shared()
                                   ? hipMemcpyDefault
                                   : hipMemcpyDeviceToDevice;
    AMP2HIP_HIP_CHECK(
        hipMemcpyAsync(target, source.device_, source.bytes_, kind, stream));
    AMP2HIP_HIP_CHECK(hipStreamSynchronize(stream));
  }

private:
  buffer_state(host_storage kind, std::size_t bytes, std::size_t alignment,
               bool host_writable)
      : kind_(kind), bytes_(bytes),
        alignment_(alignment < alignof(std::max_align_t)
                       ? alignof(std::max_align_t)
                       : alignment),
        host_writable_(host_writable) {
    lifetime_registry &registry = lifetime();
    std::lock_guard<std::mutex> lock(registry.mutex);
    registry.buffers.insert(this);
  }

  /// device_data() without the compute-stream ordering: attaches the
  /// buffer to \p view and makes the device copy current (a host -> device
  /// copy on the transfer stream when needed); with \p write, the host copy
  /// becomes stale. For the buffer's own copies, which order themselves.
  void *prepare_device(const std::shared_ptr<view_state> &view, bool write) {
    if (view->is_cpu())
      throw concurrency::runtime_exception(
          "amp2hip: the CPU accelerator has no device memory: data cannot "
          "be made current on it for the device",
          hresult::e_invalidarg);
    attach(view);
    pull_remote(/*to_device=*/true);
    if (write)
      drop_remotes();
    if (kind_ == host_storage::shared) {
      device_use_pending_ = true; // the host waits before its next use
      return device_;
    }
    if (!device_valid_) {
      if (host_valid_)
        copy_to_device_copy();
      device_valid_ = true;
    }
    if (write)
      host_valid_ = false;
    return device_;
  }

  /// Creates the buffer's two events (on its view's device) on first use.
  void ensure_events() {
    if (compute_event_ != nullptr)
      return;
    view_->activate();
    AMP2HIP_HIP_CHECK(
        hipEventCreateWithFlags(&transfer_event_, hipEventDisableTiming));
    AMP2HIP_HIP_CHECK(
        hipEventCreateWithFlags(&compute_event_, hipEventDisableTiming));
  }

  /// Destroys the events (after a wait for the view: nothing pending).
  /// Never throws: errors are reported on stderr.
  void release_events() noexcept {
    forget_unrecorded_kernel_use();
    if (compute_event_ != nullptr)
      AMP2HIP_HIP_CHECK_NOTHROW(hipEventDestroy(compute_event_));
    if (transfer_event_ != nullptr)
      AMP2HIP_HIP_CHECK_NOTHROW(hipEventDestroy(transfer_event_));
    compute_event_ = nullptr;
    transfer_event_ = nullptr;
    compute_event_recorded_ = true;
    order_.settled();
  }

  /// The stream for a copy into or out of the device copy: the view's
  /// transfer stream, made to wait for the compute-stream work that used
  /// the buffer before (stream_order::before_transfer()); the compute stream
  /// itself when the view has no transfer stream (AMP2HIP_COPY_STREAM=off),
  /// where the copy is ordered anyway. Follow a copy that the device still
  /// runs with end_transfer().
  hipStream_t begin_transfer() {
    hipStream_t transfer = view_->transfer_stream();
    hipStream_t compute = view_->stream();
    if (transfer == compute)
      return compute;
    const stream_order::transfer_waits waits = order_.before_transfer();
    if (waits.record_compute) {
      ensure_events();
      forget_unrecorded_kernel_use();
      AMP2HIP_HIP_CHECK(hipEventRecord(compute_event_, compute));
    } else if (waits.wait_compute) {
      // The last kernel's event, when it is still unrecorded: no launch on
      // the view came since that kernel, so recording now is exact. (A
      // buffer dropped from the list unrecorded is recorded now too: later,
      // so waiting for more, never for less.)
      std::lock_guard<std::mutex> lock(view_->kernel_uses().mutex());
      const bool pending = view_->kernel_uses().take(this);
      if (pending || !compute_event_recorded_)
        record_compute_event(compute);
    }
    if (waits.wait_compute)
      AMP2HIP_HIP_CHECK(hipStreamWaitEvent(transfer, compute_event_, 0));
    return transfer;
  }

  /// Records the transfer event after the copy just queued on \p stream
  /// (from begin_transfer()), which later compute-stream uses of the
  /// buffer wait for; nothing on the compute stream.
  void end_transfer(hipStream_t stream) {
    if (stream == view_->stream())
      return;
    ensure_events();
    AMP2HIP_HIP_CHECK(hipEventRecord(transfer_event_, stream));
    order_.after_transfer();
    view_->note_transfer_queued();
  }

  /// Drops the buffer from its view's unrecorded kernel uses (its events
  /// are about to be destroyed or moved, or they are recorded now).
  void forget_unrecorded_kernel_use() noexcept {
    if (view_ == nullptr)
      return;
    std::lock_guard<std::mutex> lock(view_->kernel_uses().mutex());
    view_->kernel_uses().forget(this);
  }

  /// Copies device-modified data back to user memory (unless it was given
  /// as const), waits for the buffer's streams and frees the device copy.
  /// Never throws: errors are reported on stderr.
  void release_device() noexcept {
    release_remotes();
    if (kind_ == host_storage::shared) {
      release_shared();
      return;
    }
    try {
      if (kind_ == host_storage::user && host_writable_ && !host_valid_ &&
          device_valid_) {
        copy_to_host_copy();
        host_valid_ = true;
      }
      if (view_ != nullptr && (host_read_pending_ || device_ != nullptr))
        view_->wait(); // kernels or copies may still use either copy
    } catch (const std::exception &error) {
      report_swallowed("array_view destructor (copying data back)", error);
    }
    release_events();
    if (host_registered_)
      unregister_host(host_);
    host_registered_ = false;
    staged_copies_ = 0;
    if (device_ != nullptr)
      AMP2HIP_HIP_CHECK_NOTHROW(hipFree(device_));
    device_ = nullptr;
    device_valid_ = false;
    host_read_pending_ = false;
  }

  /// The exit handler (see lifetime.h): releases every live buffer's device
  /// copy while HIP still runs, then stops all later HIP calls.
  static void release_all_at_exit() {
    lifetime_registry &registry = lifetime();
    std::lock_guard<std::mutex> lock(registry.mutex);
    for (buffer_state *buffer : registry.buffers)
      buffer->release_device();
    registry.shut_down.store(true, std::memory_order_release);
  }

  void allocate_host() {
    host_ =
        ::operator new(bytes_ == 0 ? 1 : bytes_, std::align_val_t(alignment_));
  }

  /// The host copy, about to be overwritten whole: made the only current
  /// copy without copying anything into it (after the stream has passed a
  /// pending host -> device copy that reads it). Not for shared buffers.
  void *host_for_overwrite() {
    discard();
    return host_data(/*write=*/true);
  }

  /// Puts the device copy on \p view's device (allocating it on first use),
  /// and makes \p view the one whose stream orders the buffer's copies.
  void attach(const std::shared_ptr<view_state> &view) {
    if (view_ == view)
      return;
    if (view_ == nullptr) {
      view_ = view;
      allocate_device();
      return;
    }
    if (view_->device() == view->device()) {
      view_->wait(); // order the new streams after the old ones' work
      forget_unrecorded_kernel_use();
      order_.settled();
      view_ = view;
      return;
    }
    if (bound_)
      throw concurrency::runtime_exception(another_accelerator_message,
                                           hresult::e_invalidarg);
    (void)host_data(false); // bring the data home before moving devices
    view_->wait();          // kernels may still read the old device copy
    release_events();       // they belong to the old device
    if (device_ != nullptr)
      AMP2HIP_HIP_CHECK(hipFree(device_));
    device_ = nullptr;
    device_valid_ = false;
    view_ = view;
    allocate_device();
  }

  /// Registers release_all_at_exit() once; called after HIP has started
  /// (a device allocation), so the handler runs before HIP shuts down.
  static void register_exit_handler() {
    static const int registered = std::atexit(release_all_at_exit);
    (void)registered;
  }

  void allocate_device() {
    if (bytes_ == 0)
      return;
    view_->activate();
    AMP2HIP_HIP_CHECK(hipMalloc(&device_, bytes_));
    register_exit_handler();
  }

  /// Allocates the one copy of a shared buffer (see for_array()).
  void allocate_shared() {
    if (bytes_ == 0)
      return;
    view_->activate();
    if (memory_ == shared_memory_kind::managed) {
      std::size_t free_bytes = 0;
      std::size_t total_bytes = 0;
      AMP2HIP_HIP_CHECK(hipMemGetInfo(&free_bytes, &total_bytes));
      if (!fits_in_free_memory(bytes_, free_bytes))
        throw concurrency::out_of_memory(
            managed_out_of_memory_message(bytes_, free_bytes).c_str());
      AMP2HIP_HIP_CHECK(hipMallocManaged(&host_, bytes_, hipMemAttachGlobal));
      device_ = host_;
    } else {
      AMP2HIP_HIP_CHECK(hipHostMalloc(&host_, bytes_, hipHostMallocMapped));
      // On failure the destructor frees host_ (release_shared()).
      AMP2HIP_HIP_CHECK(hipHostGetDevicePointer(&device_, host_, 0));
    }
    register_exit_handler();
  }

  /// Waits for the device work queued on the view since the buffer's last
  /// device use (a shared buffer's host use: launches are asynchronous).
  /// \throws concurrency::runtime_exception on a HIP error, including an
  ///         error of a kernel that ran on the view.
  void wait_for_device_use() {
    if (!device_use_pending_)
      return;
    view_->wait();
    device_use_pending_ = false;
  }

  /// Waits for the view and frees a shared buffer's memory. Never throws:
  /// errors are reported on stderr.
  void release_shared() noexcept {
    if (host_ == nullptr)
      return;
    try {
      view_->wait(); // kernels may still use the memory
    } catch (const std::exception &error) {
      report_swallowed("array destructor (waiting for the accelerator)", error);
    }
    if (memory_ == shared_memory_kind::managed)
      AMP2HIP_HIP_CHECK_NOTHROW(hipFree(host_));
    else
      AMP2HIP_HIP_CHECK_NOTHROW(hipHostFree(host_));
    host_ = nullptr;
    device_ = nullptr;
    device_use_pending_ = false;
  }

  /// Makes the view's device current before a copy that the transfer
  /// engine stages or that uses registered memory (their events and pinned
  /// memory belong to a device); a direct copy needs no hipSetDevice, and
  /// small copies make none, as before the engine.
  void activate_for_copy() {
    if (host_registered_ || transfer_stages(bytes_))
      view_->activate();
  }

  /// True when the host copy is page-locked, or has just been registered
  /// (transfer.h: a buffer's host memory is registered after a few staged
  /// copies); counts the staged copies. Before a copy of the host copy.
  bool host_copy_registered() {
    if (host_registered_)
      return true;
    if (register_refused_ || !transfer_stages(bytes_))
      return false;
    const transfer_settings settings = get_transfer_settings();
    if (!plan_transfer(bytes_, settings).staged)
      return false;
    ++staged_copies_;
    if (!should_register(bytes_, staged_copies_, settings))
      return false;
    host_registered_ = try_register_host(host_, bytes_);
    register_refused_ = !host_registered_;
    return host_registered_;
  }

  /// Copies device -> host copy (transfer engine, or one direct copy when
  /// the host copy is registered) and waits.
  void copy_to_host_copy() {
    if (bytes_ == 0)
      return;
    activate_for_copy();
    hipStream_t stream = begin_transfer();
    if (host_copy_registered()) {
      AMP2HIP_HIP_CHECK(hipMemcpyAsync(host_, device_, bytes_,
                                       hipMemcpyDeviceToHost, stream));
      AMP2HIP_HIP_CHECK(hipStreamSynchronize(stream));
    } else {
      copy_device_to_host(host_, device_, bytes_, view_->device(), stream);
    }
    count_copy_to_host(bytes_);
  }

  /// Copies host copy -> device (transfer engine) on the transfer stream,
  /// ordered after the kernels that used the buffer; compute-stream work
  /// waits for it through the transfer event (device_data()). After a
  /// direct copy the host copy must not be written until the stream has
  /// passed it (host_read_pending_), after a staged one it may.
  void copy_to_device_copy() {
    if (bytes_ == 0)
      return;
    activate_for_copy();
    hipStream_t stream = begin_transfer();
    if (host_copy_registered()) {
      AMP2HIP_HIP_CHECK(hipMemcpyAsync(device_, host_, bytes_,
                                       hipMemcpyHostToDevice, stream));
      host_read_pending_ = true;
    } else if (copy_host_to_device(device_, host_, bytes_, view_->device(),
                                   stream)) {
      host_read_pending_ = true;
    }
    end_transfer(stream);
    count_copy_to_device(bytes_);
  }

  host_storage kind_;
  std::size_t bytes_;
  std::size_t alignment_;
  bool host_writable_;
  bool bound_ = false;
  void *host_ = nullptr;
  void *device_ = nullptr;
  std::shared_ptr<view_state> view_;
  bool host_valid_ = false;
  bool device_valid_ = false;
  bool host_read_pending_ = false;
  shared_memory_kind memory_ = shared_memory_kind::none;
  bool device_use_pending_ = false;
  std::shared_ptr<view_state> cpu_view_;
  unsigned staged_copies_ = 0;    ///< staged copies of the host copy
  bool host_registered_ = false;  ///< host copy page-locked (transfer.h)
  bool register_refused_ = false; ///< hipHostRegister refused it
  /// Recorded on the compute stream after the last kernel that used the
  /// buffer (or before a copy, see stream_order); copies wait for it.
  hipEvent_t compute_event_ = nullptr;
  /// False from a kernel use until the compute event is recorded after it
  /// (guarded by the view's kernel_uses() mutex on a GPU).
  bool compute_event_recorded_ = true;
  /// Recorded on the transfer stream after the last copy into or out of
  /// the device copy that may still run; compute-stream work waits for it.
  hipEvent_t transfer_event_ = nullptr;
  stream_order order_; ///< what is pending on which stream

  /// A copy of array storage on a device other than its own (see the file
  /// comment), used by array_views of the array on that device.
  struct remote_copy {
    std::shared_ptr<view_state> view; ///< the last view that used it
    void *device = nullptr;           ///< bytes_ bytes on view's device
    bool valid = false;               ///< holds the current data
  };
  std::vector<remote_copy> remotes_; ///< one per other device used
  /// True when a remote copy holds the only current data (a kernel wrote
  /// through it): every home copy is stale.
  bool home_stale_ = false;

  /// Makes \p device current for the calling thread and restores the
  /// previous device on destruction (remote copies run on another device
  /// than the one the rest of the buffer's calls may assume).
  class device_scope {
  public:
    explicit device_scope(const view_state &view) {
      AMP2HIP_HIP_CHECK(hipGetDevice(&previous_));
      view.activate();
    }
    device_scope(const device_scope &) = delete;
    device_scope &operator=(const device_scope &) = delete;
    ~device_scope() { AMP2HIP_HIP_CHECK_NOTHROW(hipSetDevice(previous_)); }

  private:
    int previous_ = 0;
  };

  /// The remote copy on \p view's device, allocated on first use.
  /// \throws concurrency::out_of_memory, runtime_exception on HIP errors.
  remote_copy &remote_on(const std::shared_ptr<view_state> &view) {
    for (remote_copy &remote : remotes_) {
      if (remote.view->device() != view->device())
        continue;
      if (remote.view != view) {
        remote.view->wait(); // order the new view's work after the old's
        remote.view = view;
      }
      return remote;
    }
    remote_copy remote;
    remote.view = view;
    if (bytes_ != 0) {
      device_scope scope(*view);
      AMP2HIP_HIP_CHECK(hipMalloc(&remote.device, bytes_));
      register_exit_handler();
    }
    remotes_.push_back(remote);
    return remotes_.back();
  }

  /// The remote copy on \p view's device (another device than the
  /// buffer's), made current: filled from the host copy, made current
  /// first, when it is stale (waits for the copy). With \p write, it
  /// becomes the only current copy.
  /// \throws concurrency::out_of_memory, runtime_exception on HIP errors.
  void *remote_data(const std::shared_ptr<view_state> &view, bool write) {
    remote_copy &remote = remote_on(view);
    if (!remote.valid) {
      if (bytes_ == 0) {
        // nothing to copy
      } else if (const remote_copy *other = current_remote()) {
        copy_peer(remote.device, *remote.view, other->device, *other->view);
      } else if (kind_ != host_storage::shared && device_valid_ &&
                 device_ != nullptr) {
        copy_peer(remote.device, *remote.view, device_, *view_);
      } else if (const void *source = current_host_copy()) {
        remote.view->wait(); // kernels may still read its old contents
        device_scope scope(*remote.view);
        AMP2HIP_HIP_CHECK(
            hipMemcpy(remote.device, source, bytes_, hipMemcpyHostToDevice));
        count_copy_to_device(bytes_);
      }
      remote.valid = true;
    }
    if (write) {
      for (remote_copy &other : remotes_)
        other.valid = &other == &remote;
      if (kind_ != host_storage::shared) {
        if (host_read_pending_) {
          view_->wait();
          host_read_pending_ = false;
        }
        host_valid_ = false;
        device_valid_ = false;
      }
      home_stale_ = true;
    }
    return remote.device;
  }

  /// The host copy made current (from a remote copy or the device copy),
  /// or null when the data was discarded.
  const void *current_host_copy() {
    pull_remote();
    if (kind_ == host_storage::shared) {
      wait_for_device_use();
      return host_;
    }
    if (!host_valid_ && !device_valid_)
      return nullptr;
    return host_data(/*write=*/false);
  }

  /// The remote copy that holds the only current data (home_stale_), or
  /// null.
  const remote_copy *current_remote() const {
    if (home_stale_)
      for (const remote_copy &remote : remotes_)
        if (remote.valid)
          return &remote;
    return nullptr;
  }

  /// Copies bytes_ bytes from \p source, on \p source_view's device, to
  /// \p target, on \p target_view's (another device), after the work
  /// queued on both views, and waits for the copy (hipMemcpyPeerAsync on the
  /// target view's stream: direct where the devices reach each other, staged
  /// by HIP through the host where not).
  /// \throws runtime_exception on HIP errors.
  void copy_peer(void *target, view_state &target_view, const void *source,
                 view_state &source_view) {
    source_view.wait(); // the kernels that wrote the source
    target_view.wait(); // the kernels that may still read the target
    device_scope scope(target_view);
    enable_peer_access(target_view.device(), source_view.device());
    hipStream_t stream = target_view.stream();
    AMP2HIP_HIP_CHECK(hipMemcpyPeerAsync(target, target_view.device(), source,
                                         source_view.device(), bytes_, stream));
    AMP2HIP_HIP_CHECK(hipStreamSynchronize(stream));
    count_copy_peer(bytes_);
  }

  /// Lets devices \p a and \p b access each other's memory where they can
  /// (hipDeviceCanAccessPeer, hipDeviceEnablePeerAccess both ways), once per
  /// pair in the process, so that peer copies between them go directly; a
  /// pair that cannot is left alone (HIP stages its copies through the
  /// host). Restores the current device. Never throws: a refusal only makes
  /// the copies slower.
  static void enable_peer_access(int a, int b) noexcept {
    static std::mutex mutex;
    static std::set<std::pair<int, int>> done;
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (!done.insert({a < b ? a : b, a < b ? b : a}).second)
        return;
    }
    int previous = 0;
    if (hipGetDevice(&previous) != hipSuccess)
      return;
    const std::pair<int, int> directions[] = {{a, b}, {b, a}};
    for (const auto &[from, to] : directions) {
      int can = 0;
      if (hipDeviceCanAccessPeer(&can, from, to) != hipSuccess || !can ||
          hipSetDevice(from) != hipSuccess)
        continue;
      // hipErrorPeerAccessAlreadyEnabled when the program enabled it
      (void)hipDeviceEnablePeerAccess(to, 0);
    }
    (void)hipGetLastError(); // a refusal is not the program's error
    (void)hipSetDevice(previous);
  }

  /// When a remote copy holds the only current data, copies it home, after
  /// the remote view's work: with \p to_device, to the device copy (a peer
  /// copy), else to the host copy, which becomes the current home copy; the
  /// remote copy stays valid. \p to_device needs the device copy allocated
  /// (prepare_device()).
  /// \throws runtime_exception on HIP errors.
  void pull_remote(bool to_device = false) {
    const remote_copy *remote = current_remote();
    if (remote == nullptr) {
      home_stale_ = false;
      return;
    }
    if (to_device && kind_ != host_storage::shared && device_ != nullptr) {
      if (bytes_ != 0)
        copy_peer(device_, *view_, remote->device, *remote->view);
      home_stale_ = false;
      device_valid_ = true;
      host_valid_ = false;
      return;
    }
    remote->view->wait(); // the kernels that wrote it
    if (kind_ == host_storage::shared)
      wait_for_device_use();
    else if (host_ == nullptr)
      allocate_host();
    if (bytes_ != 0) {
      device_scope scope(*remote->view);
      AMP2HIP_HIP_CHECK(
          hipMemcpy(host_, remote->device, bytes_, hipMemcpyDeviceToHost));
      count_copy_to_host(bytes_);
    }
    home_stale_ = false;
    if (kind_ != host_storage::shared) {
      host_valid_ = true;
      device_valid_ = false;
    }
  }

  /// Makes every remote copy stale (a home copy is about to be written).
  void drop_remotes() {
    for (remote_copy &remote : remotes_)
      remote.valid = false;
  }

  /// Waits for the remote views and frees the remote copies. Never throws:
  /// errors are reported on stderr.
  void release_remotes() noexcept {
    for (remote_copy &remote : remotes_) {
      try {
        remote.view->wait();
      } catch (const std::exception &error) {
        report_swallowed("array destructor (waiting for a remote copy)", error);
      }
      if (remote.device != nullptr)
        AMP2HIP_HIP_CHECK_NOTHROW(hipFree(remote.device));
    }
    remotes_.clear();
    home_stale_ = false;
  }
};

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_BUFFER_H
