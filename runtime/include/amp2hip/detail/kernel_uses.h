//===- amp2hip/detail/kernel_uses.h - Events recorded when needed -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// unrecorded_kernel_uses: which buffers of one accelerator_view have not
/// yet had their compute event recorded after their last kernel use
/// (buffer.h orders a buffer's copies after the last kernel that used it
/// through that event). The event is recorded when it is first needed, not
/// after every launch:
///  - before the view's next launch that does not use the buffer (the
///    event then lands right after the buffer's last kernel, as if recorded
///    at once), or
///  - before a copy into or out of the buffer (no launch came since, so
///    again right after its last kernel).
/// A loop of kernels over the same buffers then records no event at all:
/// an event record costs about 0.35 us of a launch's host time and of the
/// GPU's throughput of small kernels (bench/RESULTS.md, issue 26), where
/// hand-written HIP records none. HIP-free; the view holds one of these
/// and its mutex (view_state::kernel_uses()).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_KERNEL_USES_H
#define AMP2HIP_DETAIL_KERNEL_USES_H

#include "namespace.h"

#include <algorithm>
#include <mutex>
#include <vector>

namespace amp2hip::detail {

/// The buffers (of type \p Buffer, never dereferenced here) used by the
/// newest launch on one view whose compute event is not recorded yet. Not
/// thread-safe by itself: callers hold mutex() around a launch's
/// before_launch(), the launch and nothing else, and around take() and
/// forget().
template <typename Buffer> class unrecorded_kernel_uses {
public:
  /// The mutex that orders launches on the view against copies' take().
  std::mutex &mutex() { return mutex_; }

  /// Before a launch that uses \p next (each buffer once): returns the
  /// buffers that the previous launch used and \p next does not (the caller
  /// records their events now, before queuing the launch), and makes \p
  /// next the unrecorded set.
  std::vector<Buffer *> before_launch(const std::vector<Buffer *> &next) {
    std::vector<Buffer *> record_now;
    for (Buffer *buffer : pending_)
      if (std::find(next.begin(), next.end(), buffer) == next.end())
        record_now.push_back(buffer);
    pending_ = next;
    return record_now;
  }

  /// True (and \p buffer no longer pending) when \p buffer's event is
  /// unrecorded: the caller records it now.
  bool take(const Buffer *buffer) {
    auto found = std::find(pending_.begin(), pending_.end(), buffer);
    if (found == pending_.end())
      return false;
    pending_.erase(found);
    return true;
  }

  /// Drops \p buffer (its events are destroyed, or its work has finished).
  void forget(const Buffer *buffer) { (void)take(buffer); }

  /// The unrecorded buffers, in the launch's use order (tests).
  const std::vector<Buffer *> &pending() const { return pending_; }

private:
  std::mutex mutex_;
  std::vector<Buffer *> pending_;
};

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_KERNEL_USES_H
