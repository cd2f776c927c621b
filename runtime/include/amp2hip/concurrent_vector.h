//===- amp2hip/concurrent_vector.h - concurrent_vector ----------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated code includes in place of
/// <concurrent_vector.h>: concurrency::concurrent_vector (Microsoft Learn,
/// "concurrent_vector Class"), a sequence that many threads may append to
/// at once while others read its elements: tbb::concurrent_vector, which
/// has PPL's members (push_back and grow_by returning iterators,
/// grow_to_at_least, at, reserve, shrink_to_fit...), with PPL's default
/// allocator. Element addresses stay valid while the vector grows. No HIP
/// include; programs link with -ltbb (docs/features/ppl.md).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CONCURRENT_VECTOR_H
#define AMP2HIP_CONCURRENT_VECTOR_H

#include "detail/namespace.h"
#include "detail/ppl_tbb.h"

#include <oneapi/tbb/concurrent_vector.h>

#include <cstddef>
#include <initializer_list>
#include <memory>

namespace Concurrency {

/// A vector that threads may grow and read at once (Microsoft Learn,
/// "concurrent_vector Class"): tbb::concurrent_vector<T, Allocator>.
/// push_back, grow_by, grow_to_at_least, operator[], at and the iterators
/// are concurrency-safe; reserve, clear, resize, shrink_to_fit,
/// assignment and swap are not (as in PPL).
/// \throws std::out_of_range from at() past size().
template <typename T, typename Allocator = std::allocator<T>>
class concurrent_vector : public tbb::concurrent_vector<T, Allocator> {
  using base = tbb::concurrent_vector<T, Allocator>;

public:
  using base::base;
  concurrent_vector() = default;
  concurrent_vector(const concurrent_vector &) = default;
  concurrent_vector(concurrent_vector &&) = default;
  concurrent_vector &operator=(const concurrent_vector &) = default;
  concurrent_vector &operator=(concurrent_vector &&) = default;
  concurrent_vector(std::initializer_list<T> values) : base(values) {}

  /// Grows the vector to at least \p n elements (value-initialized).
  /// \returns PPL's iterator: the first appended element, or element \p n
  /// when nothing was appended (oneTBB's would be end()).
  typename base::iterator grow_to_at_least(typename base::size_type n) {
    return at_least(base::grow_to_at_least(n), n);
  }

  /// Same, appending copies of \p value.
  typename base::iterator grow_to_at_least(typename base::size_type n,
                                           const T &value) {
    return at_least(base::grow_to_at_least(n, value), n);
  }

private:
  /// oneTBB returns the first appended element (before index n) or, when
  /// nothing was appended, end() (at n or later).
  typename base::iterator at_least(typename base::iterator grown,
                                   typename base::size_type n) {
    const auto index =
        static_cast<typename base::size_type>(grown - this->begin());
    return index >= n ? this->begin() + static_cast<std::ptrdiff_t>(n) : grown;
  }
};

} // namespace Concurrency

#endif // AMP2HIP_CONCURRENT_VECTOR_H
