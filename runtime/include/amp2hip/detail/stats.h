//===- amp2hip/detail/stats.h - Launch and transfer counters -----*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Process-wide counters of kernel launches and host<->device copies, so that
/// tests and benchmarks can check that the lazy coherence of array_view moves
/// nothing twice. Not part of C++ AMP.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_STATS_H
#define AMP2HIP_DETAIL_STATS_H

#include "namespace.h"

#include <atomic>
#include <cstdint>

namespace amp2hip {

/// A snapshot of the runtime's counters since the start of the process or the
/// last reset_stats(). Copies within one device are not counted.
struct transfer_stats {
  uint64_t launches;         ///< kernels launched by parallel_for_each
  uint64_t copies_to_device; ///< host-to-device copies
  uint64_t bytes_to_device;  ///< bytes copied host to device
  uint64_t copies_to_host;   ///< device-to-host copies
  uint64_t bytes_to_host;    ///< bytes copied device to host
  /// Copies between the memory of two devices (hipMemcpyPeerAsync: a
  /// remote array_view's data, buffer.h).
  uint64_t copies_peer;
  uint64_t bytes_peer; ///< bytes copied between two devices
};

namespace detail {

/// The live counters behind transfer_stats (relaxed atomics: the counts are
/// exact, their order with respect to other memory is not).
struct stats_counters {
  std::atomic<uint64_t> launches{0};
  std::atomic<uint64_t> copies_to_device{0};
  std::atomic<uint64_t> bytes_to_device{0};
  std::atomic<uint64_t> copies_to_host{0};
  std::atomic<uint64_t> bytes_to_host{0};
  std::atomic<uint64_t> copies_peer{0};
  std::atomic<uint64_t> bytes_peer{0};
  /// Compute events recorded after kernel uses (buffer.h, kernel_uses.h);
  /// not part of transfer_stats: the tests' view of the event policy.
  std::atomic<uint64_t> kernel_use_events{0};
};

/// The process's one set of counters.
inline stats_counters &counters() {
  static stats_counters instance;
  return instance;
}

/// Counts one kernel launch.
inline void count_launch() {
  counters().launches.fetch_add(1, std::memory_order_relaxed);
}

/// Counts one host-to-device copy of \p bytes bytes.
inline void count_copy_to_device(uint64_t bytes) {
  counters().copies_to_device.fetch_add(1, std::memory_order_relaxed);
  counters().bytes_to_device.fetch_add(bytes, std::memory_order_relaxed);
}

/// Counts one device-to-host copy of \p bytes bytes.
inline void count_copy_to_host(uint64_t bytes) {
  counters().copies_to_host.fetch_add(1, std::memory_order_relaxed);
  counters().bytes_to_host.fetch_add(bytes, std::memory_order_relaxed);
}

/// Counts one copy of \p bytes bytes between two devices.
inline void count_copy_peer(uint64_t bytes) {
  counters().copies_peer.fetch_add(1, std::memory_order_relaxed);
  counters().bytes_peer.fetch_add(bytes, std::memory_order_relaxed);
}

/// Counts one compute event recorded after a kernel use of a buffer.
inline void count_kernel_use_event() {
  counters().kernel_use_events.fetch_add(1, std::memory_order_relaxed);
}

/// The compute events recorded after kernel uses since the process started
/// or reset_stats() was last called (tests).
inline uint64_t kernel_use_events() {
  return counters().kernel_use_events.load(std::memory_order_relaxed);
}

} // namespace detail

/// Returns the counters: launches, host<->device and peer copies since the
/// process started or reset_stats() was last called.
inline transfer_stats get_stats() {
  detail::stats_counters &c = detail::counters();
  return {c.launches.load(std::memory_order_relaxed),
          c.copies_to_device.load(std::memory_order_relaxed),
          c.bytes_to_device.load(std::memory_order_relaxed),
          c.copies_to_host.load(std::memory_order_relaxed),
          c.bytes_to_host.load(std::memory_order_relaxed),
          c.copies_peer.load(std::memory_order_relaxed),
          c.bytes_peer.load(std::memory_order_relaxed)};
}

/// Sets every counter to zero.
inline void reset_stats() {
  detail::stats_counters &c = detail::counters();
  c.launches.store(0, std::memory_order_relaxed);
  c.copies_to_device.store(0, std::memory_order_relaxed);
  c.bytes_to_device.store(0, std::memory_order_relaxed);
  c.copies_to_host.store(0, std::memory_order_relaxed);
  c.bytes_to_host.store(0, std::memory_order_relaxed);
  c.copies_peer.store(0, std::memory_order_relaxed);
  c.bytes_peer.store(0, std::memory_order_relaxed);
  c.kernel_use_events.store(0, std::memory_order_relaxed);
}

} // namespace amp2hip

#endif // AMP2HIP_DETAIL_STATS_H
