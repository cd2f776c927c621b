//===- amp2hip/detail/transfer.h - Host<->device transfer engine -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The transfer engine: every copy between pageable host memory (user
/// memory under an array_view, a buffer's own host copy, the source or
/// destination of concurrency::copy) and device memory goes through
/// copy_host_to_device() / copy_device_to_host(). The strategy depends on
/// the size (plan_transfer()):
///
///  - direct: below transfer_settings::staged_min_bytes (default 256 KiB),
///    one hipMemcpyAsync from or to the pageable memory, as HIP does it (the
///    driver stages through its own pinned buffers). Small copies are what
///    they were before the engine existed. (256 KiB, not 4 MiB as first:
///    from there on the registration below makes a repeated 1 MiB round
///    trip as fast as one from pinned memory instead of 5x slower; measured
///    in bench/RESULTS.md, issue 26.)
///  - staged: larger copies stream through a pool of pinned staging buffers
///    of the device (transfer_settings::slots buffers of chunk_bytes each,
///    default 4 x 8 MiB, allocated with hipHostMalloc on first use and
///    reused for the life of the process). Chunk i uses buffer i % slots.
///    Host to device: host threads memcpy chunk i from the pageable memory
///    into its staging buffer (after the event of that buffer's last
///    hipMemcpyAsync has completed) while the DMA of the chunks before it
///    runs; the calling thread then queues hipMemcpyAsync of the chunk on
///    the stream it is given (the view's transfer stream, buffer.h) and
///    records the staging buffer's event. Device to host is
///    the mirror image: the calling thread queues the DMA of up to `slots`
///    chunks ahead, and the host threads copy each chunk out of its staging
///    buffer once its event has completed.
///
///  - registered: a buffer's own host memory (the user memory under an
///    array_view, or the host copy the runtime allocated) that has been
///    staged transfer_settings::register_after times (default 3) is
///    page-locked with hipHostRegister (try_register_host()) and from then
///    on copied directly at the pinned rate, until the buffer releases its
///    device copy (hipHostUnregister). Registering costs about as much as
///    three or four pinned copies of the same bytes (bench/RESULTS.md), so
///    only memory that is copied again and again is registered; when
///    registration fails (memory registered already, a limit on locked
///    memory) the buffer stays with staging.
///
/// The host memcpy is split between transfer_settings::threads threads
/// (default: min(8, half the hardware threads); 1 means the calling thread
/// copies alone, double-buffered): one pageable memcpy stream of one core
/// is slower than PCIe 5, several together reach the pinned rate. The
/// threads are started on the first staged copy and wait on a condition
/// variable between copies.
///
/// Semantics: host to device returns when the pageable memory may be
/// reused (for a staged copy, every byte is in a staging buffer or on the
/// device; for a direct copy, see host_read_pending in buffer.h), with the
/// device copy complete in the stream's order (later work on the stream
/// sees the data). Device to host returns when the data is in host memory.
/// Copies are ordered on the stream after the work queued before them.
/// The engine does not count transfers: its callers count each logical
/// copy once (stats.h). One staged copy runs at a time in the process
/// (a mutex); the staging buffers' events make a copy wait for the DMA of
/// the one before that still uses them.
///
/// Settings come from the environment at first use
/// (AMP2HIP_TRANSFER_STAGED_MIN, AMP2HIP_TRANSFER_CHUNK (bytes, or with a
/// K/M/G suffix), AMP2HIP_TRANSFER_SLOTS, AMP2HIP_TRANSFER_THREADS;
/// AMP2HIP_TRANSFER_STAGED_MIN=off never stages or registers), and
/// set_transfer_settings() changes them (for tests and benchmarks).
/// AMP2HIP_TRANSFER_REGISTER_AFTER (a count, or off) sets register_after.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_TRANSFER_H
#define AMP2HIP_DETAIL_TRANSFER_H

#include "namespace.h"

#include "hip_check.h"

#include <hip/hip_runtime.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace amp2hip::detail {

/// The transfer engine's tunables (see the file comment).
struct transfer_settings {
  /// Copies of at least this many bytes are staged; smaller ones are
  /// direct. SIZE_MAX: never stage.
  std::size_t staged_min_bytes = std::size_t(256) << 10;
  /// The size in bytes of one staging buffer (one chunk), > 0.
  std::size_t chunk_bytes = std::size_t(8) << 20;
  /// The number of staging buffers per device (chunks in flight), >= 2.
  unsigned slots = 4;
  /// The host threads that memcpy to and from the staging buffers, >= 1.
  unsigned threads = 1;
  /// A buffer's host memory is registered on its register_after-th staged
  /// copy (see should_register()); 0: never.
  unsigned register_after = 3;
};

/// The default number of memcpy threads for \p hardware_threads hardware
/// threads (pure): half of them, at least 1, at most 8.
constexpr unsigned default_transfer_threads(unsigned hardware_threads) {
  return std::min(8u, std::max(1u, hardware_threads / 2));
}

/// Parses a size in bytes with an optional K, M or G suffix (powers of
/// 1024), as "8M" or "4096" (pure). Returns \p fallback for an empty,
/// malformed or zero value.
inline std::size_t parse_transfer_size(const char *text, std::size_t fallback) {
  if (text == nullptr || *text == '\0')
    return fallback;
  char *end = nullptr;
  unsigned long long value = std::strtoull(text, &end, 10);
  if (end == text)
    return fallback;
  switch (*end) {
  case 'K':
  case 'k':
    value <<= 10;
    ++end;
    break;
  case 'M':
  case 'm':
    value <<= 20;
    ++end;
    break;
  case 'G':
  case 'g':
    value <<= 30;
    ++end;
    break;
  default:
    break;
  }
  if (*end != '\0' || value == 0)
    return fallback;
  return static_cast<std::size_t>(value);
}

/// Makes \p settings usable (pure): chunk_bytes > 0, slots >= 2,
/// threads >= 1, at most 64 threads.
inline transfer_settings normalized(transfer_settings settings) {
  if (settings.chunk_bytes == 0)
    settings.chunk_bytes = transfer_settings().chunk_bytes;
  settings.slots = std::max(2u, settings.slots);
  settings.threads = std::min(64u, std::max(1u, settings.threads));
  return settings;
}

/// The settings the environment asks for (see the file comment), from the
/// defaults; \p hardware_threads sets the default thread count.
inline transfer_settings settings_from_environment(unsigned hardware_threads) {
  transfer_settings settings;
  settings.threads = default_transfer_threads(hardware_threads);
  const char *staged = std::getenv("AMP2HIP_TRANSFER_STAGED_MIN");
  if (staged != nullptr && std::strcmp(staged, "off") == 0)
    settings.staged_min_bytes = SIZE_MAX;
  else
    settings.staged_min_bytes =
        parse_transfer_size(staged, settings.staged_min_bytes);
  settings.chunk_bytes = parse_transfer_size(
      std::getenv("AMP2HIP_TRANSFER_CHUNK"), settings.chunk_bytes);
  settings.slots = static_cast<unsigned>(parse_transfer_size(
      std::getenv("AMP2HIP_TRANSFER_SLOTS"), settings.slots));
  settings.threads = static_cast<unsigned>(parse_transfer_size(
      std::getenv("AMP2HIP_TRANSFER_THREADS"), settings.threads));
  const char *after = std::getenv("AMP2HIP_TRANSFER_REGISTER_AFTER");
  if (after != nullptr && std::strcmp(after, "off") == 0)
    settings.register_after = 0;
  else
    settings.register_after = static_cast<unsigned>(
        parse_transfer_size(after, settings.register_after));
  return normalized(settings);
}

/// How one copy of some bytes is done (plan_transfer()).
struct transfer_plan {
  /// True: through the staging buffers; false: one direct hipMemcpyAsync.
  bool staged = false;
  /// The number of chunks (staged copies; 1 for a direct one).
  std::size_t chunks = 1;
  /// The host threads that copy each chunk (staged copies; 1 otherwise).
  unsigned threads = 1;
};

/// The plan for a copy of \p bytes bytes under \p settings (pure): staged
/// in ceil(bytes / chunk_bytes) chunks by settings.threads threads when
/// bytes >= staged_min_bytes; direct otherwise (always for 0 bytes).
inline transfer_plan plan_transfer(std::size_t bytes,
                                   const transfer_settings &settings) {
  transfer_plan plan;
  if (bytes == 0 || bytes < settings.staged_min_bytes)
    return plan;
  plan.staged = true;
  plan.chunks = (bytes + settings.chunk_bytes - 1) / settings.chunk_bytes;
  plan.threads = settings.threads;
  return plan;
}

/// True when a buffer's host memory of \p bytes bytes, about to be copied
/// for the \p staged_copies-th time by a staged copy (counting this one),
/// should be registered with hipHostRegister instead (pure): register_after
/// is not 0, the copy would be staged, and staged_copies has reached
/// register_after.
inline bool should_register(std::size_t bytes, unsigned staged_copies,
                            const transfer_settings &settings) {
  return settings.register_after != 0 &&
         plan_transfer(bytes, settings).staged &&
         staged_copies >= settings.register_after;
}

/// Page-locks \p bytes bytes of host memory at \p host for every device
/// (hipHostRegister, portable). Returns false, with HIP's last error
/// cleared, when HIP refuses (already registered, out of lockable memory):
/// the memory is then used as pageable memory. Never throws.
inline bool try_register_host(void *host, std::size_t bytes) noexcept {
  if (hipHostRegister(host, bytes, hipHostRegisterPortable) == hipSuccess)
    return true;
  (void)hipGetLastError();
  return false;
}

/// Undoes try_register_host(); errors are reported on stderr. Never throws.
inline void unregister_host(void *host) noexcept {
  AMP2HIP_HIP_CHECK_NOTHROW(hipHostUnregister(host));
}

/// The byte range [first, last) of slice \p slice of \p slices of a chunk
/// of \p bytes bytes (pure): equal slices rounded to 4 KiB, the last one
/// takes the rest; empty slices when the chunk is small.
struct byte_range {
  std::size_t first;
  std::size_t last;
};
inline byte_range slice_of(std::size_t bytes, unsigned slice, unsigned slices) {
  constexpr std::size_t page = 4096;
  std::size_t step = (bytes / slices + page - 1) / page * page;
  std::size_t first = std::min(bytes, step * slice);
  std::size_t last =
      slice + 1 == slices ? bytes : std::min(bytes, step * (slice + 1));
  return {first, last};
}

/// Which way a copy goes.
enum class transfer_direction { to_device, to_host };

/// The pinned staging buffers of one device and one event per buffer that
/// completes when the buffer's last hipMemcpyAsync has.
class staging_pool {
public:
  /// \p slots buffers of \p chunk_bytes bytes on the current device.
  /// \throws concurrency::out_of_memory / runtime_exception on HIP errors.
  staging_pool(std::size_t chunk_bytes, unsigned slots)
      : chunk_bytes_(chunk_bytes) {
    buffers_.assign(slots, nullptr);
    events_.assign(slots, nullptr);
    try {
      for (unsigned i = 0; i < slots; ++i) {
        AMP2HIP_HIP_CHECK(
            hipHostMalloc(&buffers_[i], chunk_bytes, hipHostMallocPortable));
        AMP2HIP_HIP_CHECK(
            hipEventCreateWithFlags(&events_[i], hipEventDisableTiming));
      }
    } catch (...) {
      release();
      throw;
    }
  }
  staging_pool(const staging_pool &) = delete;
  staging_pool &operator=(const staging_pool &) = delete;
  /// Frees the buffers after their last copies; never throws.
  ~staging_pool() { release(); }

  /// The size of one buffer in bytes.
  std::size_t chunk_bytes() const { return chunk_bytes_; }
  /// The number of buffers.
  unsigned slots() const { return static_cast<unsigned>(buffers_.size()); }
  /// Buffer \p slot.
  char *buffer(unsigned slot) const {
    return static_cast<char *>(buffers_[slot]);
  }
  /// The event of buffer \p slot.
  hipEvent_t event(unsigned slot) const { return events_[slot]; }

private:
  void release() noexcept {
    for (hipEvent_t event : events_)
      if (event != nullptr) {
        AMP2HIP_HIP_CHECK_NOTHROW(hipEventSynchronize(event));
        AMP2HIP_HIP_CHECK_NOTHROW(hipEventDestroy(event));
      }
    for (void *buffer : buffers_)
      if (buffer != nullptr)
        AMP2HIP_HIP_CHECK_NOTHROW(hipHostFree(buffer));
    buffers_.clear();
    events_.clear();
  }

  std::size_t chunk_bytes_;
  std::vector<void *> buffers_;
  std::vector<hipEvent_t> events_;
};

/// One staged copy, shared by the calling thread and the memcpy threads.
struct staged_copy {
  transfer_direction direction;
  char *host;
  char *device;
  std::size_t bytes;
  std::size_t chunks;
  unsigned workers;
  staging_pool *pool;
  hipStream_t stream;
  /// Per chunk: the number of workers done with their slice.
  std::unique_ptr<std::atomic<unsigned>[]> done;
  /// The number of chunks whose hipMemcpyAsync is queued.
  std::atomic<std::size_t> issued{0};
  /// Set when any thread failed: everyone stops.
  std::atomic<bool> failed{false};
  std::mutex error_mutex;
  std::exception_ptr error;

  std::size_t chunk_bytes() const { return pool->chunk_bytes(); }
  std::size_t chunk_size(std::size_t chunk) const {
    return std::min(chunk_bytes(), bytes - chunk * chunk_bytes());
  }
  unsigned slot(std::size_t chunk) const {
    return static_cast<unsigned>(chunk % pool->slots());
  }
  /// Records the first error and stops everyone.
  void fail(std::exception_ptr exception) {
    std::lock_guard<std::mutex> lock(error_mutex);
    if (error == nullptr)
      error = exception;
    failed.store(true, std::memory_order_release);
  }
  /// Spins (yielding) until \p ready() or a failure; false on failure.
  template <typename Ready> bool wait_until(Ready ready) const {
    while (!ready()) {
      if (failed.load(std::memory_order_acquire))
        return false;
      std::this_thread::yield();
    }
    return !failed.load(std::memory_order_acquire);
  }
};

/// Worker \p worker's part of \p copy: its slice of every chunk.
inline void run_copy_worker(staged_copy &copy, unsigned worker) {
  try {
    const std::size_t slots = copy.pool->slots();
    for (std::size_t chunk = 0; chunk < copy.chunks; ++chunk) {
      const unsigned slot = copy.slot(chunk);
      if (copy.direction == transfer_direction::to_device) {
        // The buffer is free once the DMA of chunk - slots has completed.
        if (chunk >= slots && !copy.wait_until([&] {
              return copy.issued.load(std::memory_order_acquire) >
                     chunk - slots;
            }))
          return;
      } else if (!copy.wait_until([&] {
                   return copy.issued.load(std::memory_order_acquire) > chunk;
                 })) {
        return;
      }
      AMP2HIP_HIP_CHECK(hipEventSynchronize(copy.pool->event(slot)));
      const byte_range range =
          slice_of(copy.chunk_size(chunk), worker, copy.workers);
      char *host = copy.host + chunk * copy.chunk_bytes() + range.first;
      char *staging = copy.pool->buffer(slot) + range.first;
      if (range.last > range.first) {
        if (copy.direction == transfer_direction::to_device)
          std::memcpy(staging, host, range.last - range.first);
        else
          std::memcpy(host, staging, range.last - range.first);
      }
      copy.done[chunk].fetch_add(1, std::memory_order_acq_rel);
    }
  } catch (...) {
    copy.fail(std::current_exception());
  }
}

/// The calling thread's part of \p copy: queues each chunk's DMA when the
/// workers allow it.
inline void run_copy_coordinator(staged_copy &copy) {
  try {
    const std::size_t slots = copy.pool->slots();
    const std::size_t chunk_bytes = copy.chunk_bytes();
    for (std::size_t chunk = 0; chunk < copy.chunks; ++chunk) {
      const unsigned slot = copy.slot(chunk);
      char *staging = copy.pool->buffer(slot);
      char *device = copy.device + chunk * chunk_bytes;
      if (copy.direction == transfer_direction::to_device) {
        if (!copy.wait_until([&] {
              return copy.done[chunk].load(std::memory_order_acquire) ==
                     copy.workers;
            }))
          return;
        AMP2HIP_HIP_CHECK(hipMemcpyAsync(device, staging,
                                         copy.chunk_size(chunk),
                                         hipMemcpyHostToDevice, copy.stream));
      } else {
        // The buffer is free once the workers copied chunk - slots out.
        if (chunk >= slots && !copy.wait_until([&] {
              return copy.done[chunk - slots].load(std::memory_order_acquire) ==
                     copy.workers;
            }))
          return;
        AMP2HIP_HIP_CHECK(hipMemcpyAsync(staging, device,
                                         copy.chunk_size(chunk),
                                         hipMemcpyDeviceToHost, copy.stream));
      }
      AMP2HIP_HIP_CHECK(hipEventRecord(copy.pool->event(slot), copy.stream));
      copy.issued.store(chunk + 1, std::memory_order_release);
    }
  } catch (...) {
    copy.fail(std::current_exception());
  }
}

/// Persistent host threads that run the workers of staged copies. Started
/// on first use; never destroyed (the threads wait on a condition variable
/// and end with the process).
class transfer_team {
public:
  /// The process's team.
  static transfer_team &instance() {
    static transfer_team *team = new transfer_team();
    return *team;
  }

  /// Runs workers 0..copy.workers-1 of \p copy on the team's threads
  /// (starting threads as needed) and the coordinator on the calling
  /// thread, and waits for all of them. One call at a time (the engine's
  /// mutex). \throws std::system_error when a thread cannot be started.
  void run(staged_copy &copy) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      while (threads_.size() < copy.workers) {
        const unsigned index = static_cast<unsigned>(threads_.size());
        threads_.emplace_back([this, index] { serve(index); });
        threads_.back().detach();
      }
      job_ = &copy;
      remaining_ = copy.workers;
      ++generation_;
    }
    wake_.notify_all();
    run_copy_coordinator(copy);
    std::unique_lock<std::mutex> lock(mutex_);
    finished_.wait(lock, [this] { return remaining_ == 0; });
    job_ = nullptr;
  }

private:
  transfer_team() = default;

  void serve(unsigned index) {
    unsigned long long seen = 0;
    std::unique_lock<std::mutex> lock(mutex_);
    while (true) {
      wake_.wait(lock, [&] { return generation_ != seen; });
      seen = generation_;
      staged_copy *job = job_;
      if (job == nullptr || index >= job->workers)
        continue;
      lock.unlock();
      run_copy_worker(*job, index);
      lock.lock();
      if (--remaining_ == 0)
        finished_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable finished_;
  std::vector<std::thread> threads_;
  staged_copy *job_ = nullptr;
  unsigned remaining_ = 0;
  unsigned long long generation_ = 0;
};

/// The engine: settings, the staging pools of the devices, and the mutex
/// that lets one staged copy run at a time. Never destroyed (used by the
/// exit handler of buffer.h; the pinned memory goes with the process).
class transfer_engine {
public:
  /// The process's engine; settings from the environment on first use.
  static transfer_engine &instance() {
    static transfer_engine *engine = new transfer_engine(
        settings_from_environment(std::thread::hardware_concurrency()));
    return *engine;
  }

  /// The current settings.
  transfer_settings settings() {
    std::lock_guard<std::mutex> lock(mutex_);
    return settings_;
  }

  /// Replaces the settings (normalized()); the staging pools are remade on
  /// their next use when the chunk size or count changed.
  void set_settings(const transfer_settings &settings) {
    std::lock_guard<std::mutex> lock(mutex_);
    settings_ = normalized(settings);
    staged_min_bytes_.store(settings_.staged_min_bytes,
                            std::memory_order_relaxed);
  }

  /// True when a copy of \p bytes bytes is staged under the current
  /// settings; no lock, so that small copies cost what they did before the
  /// engine.
  bool stages(std::size_t bytes) const {
    return bytes != 0 &&
           bytes >= staged_min_bytes_.load(std::memory_order_relaxed);
  }

  /// Copies \p bytes bytes between \p host (pageable) and \p device, on
  /// \p stream of device \p device_ordinal (the current device), as the
  /// file comment says. Returns true when the stream may still read \p host
  /// after the call (a direct host-to-device copy), false otherwise.
  /// \throws concurrency::out_of_memory / runtime_exception on HIP errors;
  ///         std::system_error when a thread cannot be started.
  bool copy(transfer_direction direction, void *host, void *device,
            std::size_t bytes, int device_ordinal, hipStream_t stream) {
    if (!stages(bytes)) {
      copy_direct(direction, host, device, bytes, stream);
      return direction == transfer_direction::to_device;
    }
    std::unique_lock<std::mutex> lock(mutex_);
    const transfer_plan plan = plan_transfer(bytes, settings_);
    if (!plan.staged) { // the settings changed since stages()
      lock.unlock();
      copy_direct(direction, host, device, bytes, stream);
      return direction == transfer_direction::to_device;
    }
    staging_pool &pool = pool_for(device_ordinal);
    staged_copy job;
    job.direction = direction;
    job.host = static_cast<char *>(host);
    job.device = static_cast<char *>(device);
    job.bytes = bytes;
    job.chunks = plan.chunks;
    job.workers = plan.threads;
    job.pool = &pool;
    job.stream = stream;
    job.done.reset(new std::atomic<unsigned>[plan.chunks]);
    for (std::size_t i = 0; i < plan.chunks; ++i)
      job.done[i].store(0, std::memory_order_relaxed);
    if (plan.threads == 1)
      run_alone(job);
    else
      transfer_team::instance().run(job);
    if (job.error != nullptr)
      std::rethrow_exception(job.error);
    if (direction == transfer_direction::to_host)
      AMP2HIP_HIP_CHECK(hipStreamSynchronize(stream));
    return false;
  }

private:
  explicit transfer_engine(const transfer_settings &settings)
      : settings_(settings), staged_min_bytes_(settings.staged_min_bytes) {}

  static void copy_direct(transfer_direction direction, void *host,
                          void *device, std::size_t bytes, hipStream_t stream) {
    if (bytes == 0)
      return;
    if (direction == transfer_direction::to_device) {
      AMP2HIP_HIP_CHECK(
          hipMemcpyAsync(device, host, bytes, hipMemcpyHostToDevice, stream));
      return;
    }
    AMP2HIP_HIP_CHECK(
        hipMemcpyAsync(host, device, bytes, hipMemcpyDeviceToHost, stream));
    AMP2HIP_HIP_CHECK(hipStreamSynchronize(stream));
  }

  /// The pool of \p device, made (or remade, after a change of settings)
  /// on the current device. Called with mutex_ held.
  staging_pool &pool_for(int device) {
    std::unique_ptr<staging_pool> &pool = pools_[device];
    if (pool == nullptr || pool->chunk_bytes() != settings_.chunk_bytes ||
        pool->slots() != settings_.slots) {
      pool.reset();
      pool = std::make_unique<staging_pool>(settings_.chunk_bytes,
                                            settings_.slots);
    }
    return *pool;
  }

  /// A staged copy by the calling thread alone: memcpy and DMA alternate
  /// over the staging buffers, so that each memcpy overlaps the DMA of the
  /// chunks before it (to device) or after it (to host).
  static void run_alone(staged_copy &copy) {
    staging_pool &pool = *copy.pool;
    const std::size_t slots = pool.slots();
    const std::size_t chunk_bytes = pool.chunk_bytes();
    auto queue = [&](std::size_t chunk) {
      const unsigned slot = copy.slot(chunk);
      char *device = copy.device + chunk * chunk_bytes;
      if (copy.direction == transfer_direction::to_device)
        AMP2HIP_HIP_CHECK(hipMemcpyAsync(device, pool.buffer(slot),
                                         copy.chunk_size(chunk),
                                         hipMemcpyHostToDevice, copy.stream));
      else
        AMP2HIP_HIP_CHECK(hipMemcpyAsync(pool.buffer(slot), device,
                                         copy.chunk_size(chunk),
                                         hipMemcpyDeviceToHost, copy.stream));
      AMP2HIP_HIP_CHECK(hipEventRecord(pool.event(slot), copy.stream));
    };
    if (copy.direction == transfer_direction::to_host)
      for (std::size_t chunk = 0; chunk < std::min(slots, copy.chunks); ++chunk)
        queue(chunk);
    for (std::size_t chunk = 0; chunk < copy.chunks; ++chunk) {
      const unsigned slot = copy.slot(chunk);
      AMP2HIP_HIP_CHECK(hipEventSynchronize(pool.event(slot)));
      char *host = copy.host + chunk * chunk_bytes;
      if (copy.direction == transfer_direction::to_device) {
        std::memcpy(pool.buffer(slot), host, copy.chunk_size(chunk));
        queue(chunk);
      } else {
        std::memcpy(host, pool.buffer(slot), copy.chunk_size(chunk));
        if (chunk + slots < copy.chunks)
          queue(chunk + slots);
      }
    }
  }

  std::mutex mutex_;
  transfer_settings settings_;
  std::atomic<std::size_t> staged_min_bytes_; ///< settings_'s, unlocked
  std::map<int, std::unique_ptr<staging_pool>> pools_;
};

/// Copies \p bytes bytes of pageable host memory at \p host to \p device on
/// \p stream of device \p device_ordinal (made current by the caller),
/// through the transfer engine. Returns true when the stream may still
/// read \p host (the caller must not write it before the stream has passed
/// the copy), false when \p host may be reused at once.
/// \throws concurrency::out_of_memory / runtime_exception on HIP errors.
inline bool copy_host_to_device(void *device, const void *host,
                                std::size_t bytes, int device_ordinal,
                                hipStream_t stream) {
  return transfer_engine::instance().copy(transfer_direction::to_device,
                                          const_cast<void *>(host), device,
                                          bytes, device_ordinal, stream);
}

/// Copies \p bytes bytes from \p device to pageable host memory at \p host
/// on \p stream of device \p device_ordinal (made current by the caller),
/// through the transfer engine, after the work queued on the stream
/// before; returns when the data is in \p host.
/// \throws concurrency::out_of_memory / runtime_exception on HIP errors.
inline void copy_device_to_host(void *host, const void *device,
                                std::size_t bytes, int device_ordinal,
                                hipStream_t stream) {
  (void)transfer_engine::instance().copy(transfer_direction::to_host, host,
                                         const_cast<void *>(device), bytes,
                                         device_ordinal, stream);
}

/// True when a copy of \p bytes bytes would be staged (no lock).
inline bool transfer_stages(std::size_t bytes) {
  return transfer_engine::instance().stages(bytes);
}

/// The transfer engine's settings (see transfer.h's file comment).
inline transfer_settings get_transfer_settings() {
  return transfer_engine::instance().settings();
}

/// Changes the transfer engine's settings for the copies that follow (for
/// tests and benchmarks; normally the environment sets them).
inline void set_transfer_settings(const transfer_settings &settings) {
  transfer_engine::instance().set_settings(settings);
}

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_TRANSFER_H
