//===- amp2hip/detail/lifetime.h - Buffers alive at exit ---------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The runtime's record of live buffers, for program exit. An array_view at
/// namespace scope is made before the HIP runtime starts, so it is destroyed
/// after the HIP runtime has shut down, too late to copy its data back. So
/// the first device allocation registers an exit handler (after the HIP
/// runtime's own, hence run before it) that copies every live buffer's
/// device-modified data back and frees the device memory; after it, buffers
/// and views make no more HIP calls.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_LIFETIME_H
#define AMP2HIP_DETAIL_LIFETIME_H

#include "namespace.h"

#include <atomic>
#include <mutex>
#include <unordered_set>

namespace amp2hip::detail {

class buffer_state;

/// The live buffers and whether the exit handler has run. Never destroyed,
/// so that it can be used during static destruction.
struct lifetime_registry {
  /// Guards `buffers`.
  std::mutex mutex;
  /// Every buffer_state not yet destroyed.
  std::unordered_set<buffer_state *> buffers;
  /// True once the exit handler has run: HIP may be shut down, so make no
  /// more HIP calls.
  std::atomic<bool> shut_down{false};
};

/// The process's one lifetime_registry.
inline lifetime_registry &lifetime() {
  static lifetime_registry *registry = new lifetime_registry();
  return *registry;
}

/// True once the exit handler has run (see lifetime_registry::shut_down).
inline bool hip_shut_down() {
  return lifetime().shut_down.load(std::memory_order_acquire);
}

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_LIFETIME_H
