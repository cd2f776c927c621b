//===- amp2hip/concurrent_unordered_map.h - concurrent_unordered_map ---===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated code includes in place of
/// <concurrent_unordered_map.h>: concurrency::concurrent_unordered_map
/// (Microsoft Learn, "concurrent_unordered_map Class"), a hash map that many
/// threads may insert into, look up and iterate at once; erasing is not
/// concurrency-safe (unsafe_erase): tbb::concurrent_unordered_map, which
/// has PPL's members, with PPL's default allocator. Elements never move, so
/// references and iterators stay valid while other threads insert. No HIP
/// include; programs link with -ltbb (docs/features/ppl.md).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CONCURRENT_UNORDERED_MAP_H
#define AMP2HIP_CONCURRENT_UNORDERED_MAP_H

#include "detail/namespace.h"
#include "detail/ppl_tbb.h"

// GCC 12 at -O2 reports -Warray-bounds inside oneTBB 2021.8's node
// destruction (a path its run-time node-kind test excludes), which -Werror
// builds of programs with a map of std::string would stop at; the pragma holds
// for the code of this header and oneTBB's.
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
#endif
#include <oneapi/tbb/concurrent_unordered_map.h>

#include <functional>
#include <memory>
#include <utility>

namespace Concurrency {

/// A hash map for concurrent insertion, lookup and iteration (Microsoft
/// Learn, "concurrent_unordered_map Class"):
/// tbb::concurrent_unordered_map<Key, Value, Hasher, KeyEquality,
/// Allocator>. unsafe_erase, clear, swap and assignment are not
/// concurrency-safe (as in PPL). \throws std::out_of_range from at() for a
/// missing key.
template <typename Key, typename Value, typename Hasher = std::hash<Key>,
          typename KeyEquality = std::equal_to<Key>,
          typename Allocator = std::allocator<std::pair<const Key, Value>>>
class concurrent_unordered_map
    : public tbb::concurrent_unordered_map<Key, Value, Hasher, KeyEquality,
                                           Allocator> {
  using base =
      tbb::concurrent_unordered_map<Key, Value, Hasher, KeyEquality, Allocator>;

public:
  using base::base;
  concurrent_unordered_map() = default;
  concurrent_unordered_map(const concurrent_unordered_map &) = default;
  concurrent_unordered_map(concurrent_unordered_map &&) = default;
  concurrent_unordered_map &
  operator=(const concurrent_unordered_map &) = default;
  concurrent_unordered_map &operator=(concurrent_unordered_map &&) = default;
  concurrent_unordered_map(
      std::initializer_list<typename base::value_type> values)
      : base(values) {}
};

} // namespace Concurrency

#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

#endif // AMP2HIP_CONCURRENT_UNORDERED_MAP_H
