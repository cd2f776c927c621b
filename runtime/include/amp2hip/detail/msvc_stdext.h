//===- msvc_stdext.h - MSVC's stdext array iterators -------------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// MSVC's <iterator> declares, in namespace stdext, iterators over a pointer
/// and a size that its debug library checks (Microsoft Learn,
/// "checked_array_iterator Class", "unchecked_array_iterator Class",
/// "make_checked_array_iterator", "make_unchecked_array_iterator"). C++ AMP
/// programs pass them to concurrency::copy and std algorithms to silence
/// MSVC's warning C4996 about raw pointers; MSVC's <amp.h> brings <iterator>
/// in. Here they do what MSVC's release library does, with no checks:
/// unchecked_array_iterator<Ptr> is the pointer type itself (so
/// `unchecked_array_iterator<int *>(p)` and make_unchecked_array_iterator(p)
/// are p), and checked_array_iterator<Ptr> is a random-access iterator that
/// holds the pointer (constructed from (pointer, size[, index]) as in MSVC;
/// base() gives the pointer), which make_checked_array_iterator makes.
/// Plain C++, parsed by the translator and compiled by hipcc and nvcc as is.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_MSVC_STDEXT_H
#define AMP2HIP_DETAIL_MSVC_STDEXT_H

#include <cstddef>
#include <iterator>

namespace stdext {

/// MSVC's unchecked_array_iterator<Ptr>: the pointer type itself.
template <typename Ptr> using unchecked_array_iterator = Ptr;

/// MSVC's checked_array_iterator<Ptr> (Ptr a pointer type) without its
/// checks: a random-access iterator over the pointer.
template <typename Ptr> class checked_array_iterator {
  typedef std::iterator_traits<Ptr> traits;

public:
  typedef std::random_access_iterator_tag iterator_category;
  typedef typename traits::value_type value_type;
  typedef typename traits::difference_type difference_type;
  typedef typename traits::pointer pointer;
  typedef typename traits::reference reference;

  constexpr checked_array_iterator() = default;
  /// An iterator over the \p size elements at \p array, at element \p index.
  constexpr checked_array_iterator(Ptr array, std::size_t size,
                                   std::size_t index = 0)
      : ptr_(array + index) {
    (void)size;
  }

  /// The pointer it is at (MSVC's base()).
  constexpr Ptr base() const { return ptr_; }

  constexpr reference operator*() const { return *ptr_; }
  constexpr pointer operator->() const { return ptr_; }
  constexpr reference operator[](difference_type n) const { return ptr_[n]; }

  constexpr checked_array_iterator &operator++() {
    ++ptr_;
    return *this;
  }
  constexpr checked_array_iterator operator++(int) {
    checked_array_iterator old = *this;
    ++ptr_;
    return old;
  }
  constexpr checked_array_iterator &operator--() {
    --ptr_;
    return *this;
  }
  constexpr checked_array_iterator operator--(int) {
    checked_array_iterator old = *this;
    --ptr_;
    return old;
  }
  constexpr checked_array_iterator &operator+=(difference_type n) {
    ptr_ += n;
    return *this;
  }
  constexpr checked_array_iterator &operator-=(difference_type n) {
    ptr_ -= n;
    return *this;
  }
  friend constexpr checked_array_iterator operator+(checked_array_iterator it,
                                                    difference_type n) {
    return it += n;
  }
  friend constexpr checked_array_iterator operator+(difference_type n,
                                                    checked_array_iterator it) {
    return it += n;
  }
  friend constexpr checked_array_iterator operator-(checked_array_iterator it,
                                                    difference_type n) {
    return it -= n;
  }
  friend constexpr difference_type operator-(const checked_array_iterator &a,
                                             const checked_array_iterator &b) {
    return a.ptr_ - b.ptr_;
  }
  friend constexpr bool operator==(const checked_array_iterator &a,
                                   const checked_array_iterator &b) {
    return a.ptr_ == b.ptr_;
  }
  friend constexpr bool operator!=(const checked_array_iterator &a,
                                   const checked_array_iterator &b) {
    return a.ptr_ != b.ptr_;
  }
  friend constexpr bool operator<(const checked_array_iterator &a,
                                  const checked_array_iterator &b) {
    return a.ptr_ < b.ptr_;
  }
  friend constexpr bool operator>(const checked_array_iterator &a,
                                  const checked_array_iterator &b) {
    return a.ptr_ > b.ptr_;
  }
  friend constexpr bool operator<=(const checked_array_iterator &a,
                                   const checked_array_iterator &b) {
    return a.ptr_ <= b.ptr_;
  }
  friend constexpr bool operator>=(const checked_array_iterator &a,
                                   const checked_array_iterator &b) {
    return a.ptr_ >= b.ptr_;
  }

private:
  Ptr ptr_ = Ptr();
};

/// An iterator over the \p size elements at \p array, at element \p index.
template <typename Ptr>
constexpr checked_array_iterator<Ptr>
make_checked_array_iterator(Ptr array, std::size_t size,
                            std::size_t index = 0) {
  return checked_array_iterator<Ptr>(array, size, index);
}

/// An iterator at \p it: it.
template <typename Ptr> constexpr Ptr make_unchecked_array_iterator(Ptr it) {
  return it;
}

} // namespace stdext

#endif // AMP2HIP_DETAIL_MSVC_STDEXT_H
