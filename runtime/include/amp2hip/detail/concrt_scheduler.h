//===- amp2hip/detail/concrt_scheduler.h - ConcRT scheduler queries -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What C++ AMP programs ask the Concurrency Runtime's scheduler before they
/// size their CPU work (Microsoft Learn, "CurrentScheduler Class",
/// "SchedulerPolicy Class", "PolicyElementKey Enumeration"):
///
///   int threads = CurrentScheduler::GetNumberOfVirtualProcessors();
///   SchedulerPolicy sp = CurrentScheduler::GetPolicy();
///   unsigned limit = sp.GetPolicyValue(MaxConcurrency);
///   sp.SetConcurrencyLimits(1, limit);
///
/// amp2hip's PPL loops run on oneTBB (detail/ppl_tbb.h), so the scheduler
/// these describe is oneTBB's arena: GetNumberOfVirtualProcessors() is its
/// maximum concurrency, and the policy GetPolicy() returns is the one a
/// default scheduler resolves to, MaxConcurrency that number and
/// MinConcurrency 1. A SchedulerPolicy keeps the values it is given and
/// checks them as ConcRT does; no scheduler is created from one
/// (CurrentScheduler::Create and Scheduler are not provided, so a program
/// that calls them does not compile). Unlike ConcRT, which answers -1 on a
/// thread with no scheduler attached yet, GetNumberOfVirtualProcessors()
/// always answers: oneTBB's arena is always there.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_CONCRT_SCHEDULER_H
#define AMP2HIP_DETAIL_CONCRT_SCHEDULER_H

#include "ppl_common.h"

#include <oneapi/tbb/task_arena.h>

#include <cstdarg>
#include <cstddef>

namespace Concurrency {

/// The keys of a SchedulerPolicy (Microsoft Learn, "PolicyElementKey
/// Enumeration"), in ConcRT's order. Unscoped, as in ConcRT.
enum PolicyElementKey {
  SchedulerKind,
  MaxConcurrency,
  MinConcurrency,
  TargetOversubscriptionFactor,
  LocalContextCacheSize,
  ContextStackSize,
  ContextPriority,
  SchedulingProtocol,
  DynamicProgressFeedback,
  WinRTInitialization,
  MaxPolicyElementKey
};

/// MaxConcurrency's value for "as many as the machine has" (Microsoft
/// Learn, "MaxExecutionResources Constant").
constexpr unsigned int MaxExecutionResources = 0xFFFFFFFF;

/// Thrown for a key outside PolicyElementKey (Microsoft Learn,
/// "invalid_scheduler_policy_key Class").
class invalid_scheduler_policy_key : public amp2hip::detail::ppl_exception {
public:
  explicit invalid_scheduler_policy_key(const char *message)
      : ppl_exception(message) {}
  invalid_scheduler_policy_key()
      : ppl_exception("Invalid scheduler policy key.") {}
};

/// Thrown for a MinConcurrency above MaxConcurrency, or a MaxConcurrency of
/// 0 (Microsoft Learn, "invalid_scheduler_policy_thread_specification
/// Class").
class invalid_scheduler_policy_thread_specification
    : public amp2hip::detail::ppl_exception {
public:
  explicit invalid_scheduler_policy_thread_specification(const char *message)
      : ppl_exception(message) {}
  invalid_scheduler_policy_thread_specification()
      : ppl_exception("Invalid scheduler policy thread specification.") {}
};

/// A scheduler's policy: one unsigned value per PolicyElementKey (Microsoft
/// Learn, "SchedulerPolicy Class"). Defaults as ConcRT's: MaxConcurrency
/// MaxExecutionResources, MinConcurrency 1, TargetOversubscriptionFactor 1,
/// LocalContextCacheSize 8, the others 0.
class SchedulerPolicy {
public:
  /// The default policy.
  SchedulerPolicy() {
    for (unsigned int &V : values_)
      V = 0;
    values_[MaxConcurrency] = MaxExecutionResources;
    values_[MinConcurrency] = 1;
    values_[TargetOversubscriptionFactor] = 1;
    values_[LocalContextCacheSize] = 8;
  }
  /// The default policy with \p count pairs of (PolicyElementKey, unsigned
  /// int) after it set, as ConcRT's variadic constructor.
  /// \throws invalid_scheduler_policy_key, or
  /// invalid_scheduler_policy_thread_specification, as SetPolicyValue.
  SchedulerPolicy(std::size_t count, ...) : SchedulerPolicy() {
    std::va_list Args;
    va_start(Args, count);
    try {
      for (std::size_t I = 0; I < count; ++I) {
        auto Key = static_cast<PolicyElementKey>(va_arg(Args, int));
        unsigned int Value = va_arg(Args, unsigned int);
        set(Key, Value);
      }
    } catch (...) {
      va_end(Args);
      throw;
    }
    va_end(Args);
    check();
  }

  /// The value of \p key. \throws invalid_scheduler_policy_key for a key
  /// outside the enumeration.
  unsigned int GetPolicyValue(PolicyElementKey key) const {
    checkKey(key);
    return values_[key];
  }
  /// Sets \p key to \p value; the old value. MaxConcurrency and
  /// MinConcurrency go through SetConcurrencyLimits in ConcRT: here too,
  /// with the other limit kept. \throws invalid_scheduler_policy_key,
  /// invalid_scheduler_policy_thread_specification.
  unsigned int SetPolicyValue(PolicyElementKey key, unsigned int value) {
    checkKey(key);
    unsigned int Old = values_[key];
    if (key == MaxConcurrency)
      SetConcurrencyLimits(values_[MinConcurrency], value);
    else if (key == MinConcurrency)
      SetConcurrencyLimits(value, values_[MaxConcurrency]);
    else
      values_[key] = value;
    return Old;
  }
  /// Sets MinConcurrency and MaxConcurrency. \throws
  /// invalid_scheduler_policy_thread_specification when \p min_concurrency
  /// is above \p max_concurrency or \p max_concurrency is 0 (nothing set).
  void
  SetConcurrencyLimits(unsigned int min_concurrency,
                       unsigned int max_concurrency = MaxExecutionResources) {
    if (max_concurrency == 0 || min_concurrency > max_concurrency)
      throw invalid_scheduler_policy_thread_specification();
    values_[MinConcurrency] = min_concurrency;
    values_[MaxConcurrency] = max_concurrency;
  }

private:
  static void checkKey(PolicyElementKey key) {
    if (static_cast<int>(key) < 0 || key >= MaxPolicyElementKey)
      throw invalid_scheduler_policy_key();
  }
  void set(PolicyElementKey key, unsigned int value) {
    checkKey(key);
    values_[key] = value;
  }
  void check() const {
    if (values_[MaxConcurrency] == 0 ||
        values_[MinConcurrency] > values_[MaxConcurrency])
      throw invalid_scheduler_policy_thread_specification();
  }

  unsigned int values_[MaxPolicyElementKey];
};

/// The scheduler of the calling thread (Microsoft Learn, "CurrentScheduler
/// Class"): oneTBB's arena, which amp2hip's PPL loops run on.
class CurrentScheduler {
public:
  /// The arena's maximum concurrency (oneTBB's
  /// this_task_arena::max_concurrency(): the machine's hardware threads
  /// unless a global_control or an arena limits them).
  static unsigned int GetNumberOfVirtualProcessors() {
    int Count = oneapi::tbb::this_task_arena::max_concurrency();
    return Count > 0 ? static_cast<unsigned int>(Count) : 1u;
  }
  /// The policy of the default scheduler, resolved: MaxConcurrency is
  /// GetNumberOfVirtualProcessors(), the rest ConcRT's defaults.
  static SchedulerPolicy GetPolicy() {
    SchedulerPolicy Policy;
    Policy.SetConcurrencyLimits(1, GetNumberOfVirtualProcessors());
    return Policy;
  }
};

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_CONCRT_SCHEDULER_H
