//===- amp2hip/detail/is_iterator.h - Iterator test -------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// amp2hip::detail::is_iterator, the test that keeps the iterator overloads
/// of array's constructors and of copy() from matching arrays, views and
/// accelerator_views. Plain C++, written once: the runtime (detail/array.h)
/// and the translator's parse <amp.h> (tool/amp-include, which names it
/// Concurrency::detail::is_iterator) both include it.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_IS_ITERATOR_H
#define AMP2HIP_DETAIL_IS_ITERATOR_H

#include <iterator>
#include <type_traits>

namespace amp2hip::detail {

/// True for types with std::iterator_traits (iterators and pointers).
template <typename It, typename = void> struct is_iterator : std::false_type {};
template <typename It>
struct is_iterator<
    It, std::void_t<typename std::iterator_traits<It>::iterator_category>>
    : std::true_type {};

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_IS_ITERATOR_H
