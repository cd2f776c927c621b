//===- msvc_stdext.h - MSVC's stdext array iterators -------------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// MSVC's <iterator> declares, in namespace stdext, iterators over a pointer
/// and a size that the debug library checks (Microsoft Learn,
/// "checked_array_iterator Class", "unchecked_array_iterator Class",
/// "make_checked_array_iterator", "make_unchecked_array_iterator"). C++ AMP
/// programs pass them to concurrency::copy and std algorithms to silence
/// MSVC's warning C4996 about raw pointers; MSVC's <amp.h> brings <iterator>
/// in. Here the iterators are the plain pointers (as in MSVC's release
/// library, where the checks are off): the class templates are aliases of
/// their pointer type and the make_ functions return the pointer, moved by
/// \p index for make_checked_array_iterator. Constructing
/// checked_array_iterator<P>(p, size) is not provided (write
/// make_checked_array_iterator(p, size)). Plain C++, parsed by the
/// translator and compiled by hipcc and nvcc as is.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_MSVC_STDEXT_H
#define AMP2HIP_DETAIL_MSVC_STDEXT_H

#include <cstddef>

namespace stdext {

/// MSVC's checked_array_iterator<Ptr>: the pointer type itself.
template <typename Ptr> using checked_array_iterator = Ptr;

/// MSVC's unchecked_array_iterator<Ptr>: the pointer type itself.
template <typename Ptr> using unchecked_array_iterator = Ptr;

/// An iterator over the \p size elements at \p array, at element \p index:
/// array + index (MSVC's checks of the bounds are left out).
template <typename Ptr>
constexpr Ptr make_checked_array_iterator(Ptr array, std::size_t size,
                                          std::size_t index = 0) {
  (void)size;
  return array + index;
}

/// An iterator at \p it: it.
template <typename Ptr> constexpr Ptr make_unchecked_array_iterator(Ptr it) {
  return it;
}

} // namespace stdext

#endif // AMP2HIP_DETAIL_MSVC_STDEXT_H
