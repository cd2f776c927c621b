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
/// at once while others read its elements. Storage is segmented: segment k
/// holds 8 * 2^k elements, is allocated once (by whichever thread first
/// needs it, with a compare-and-swap) and never moved, so the address of an
/// element stays valid while the vector grows. Plain C++17, no HIP include.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CONCURRENT_VECTOR_H
#define AMP2HIP_CONCURRENT_VECTOR_H

#include "detail/namespace.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <utility>

namespace amp2hip::detail {

/// The position of the highest set bit of \p value (not 0).
inline unsigned ppl_floor_log2(std::size_t value) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return static_cast<unsigned>(
      std::numeric_limits<unsigned long long>::digits - 1 -
      __builtin_clzll(static_cast<unsigned long long>(value)));
#else
  unsigned result = 0;
  while (value >>= 1)
    ++result;
  return result;
#endif
}

/// An iterator of concurrent_vector: the vector and an index, so that it
/// stays valid while the vector grows. Random access.
template <typename Vector, typename Value> class ppl_vector_iterator {
public:
  typedef std::random_access_iterator_tag iterator_category;
  typedef std::remove_const_t<Value> value_type;
  typedef std::ptrdiff_t difference_type;
  typedef Value *pointer;
  typedef Value &reference;

  ppl_vector_iterator() = default;
  ppl_vector_iterator(Vector *vector, std::size_t index)
      : vector_(vector), index_(index) {}
  /// The const_iterator made from an iterator.
  template <
      typename OtherVector, typename OtherValue,
      std::enable_if_t<std::is_convertible_v<OtherValue *, Value *>, int> = 0>
  ppl_vector_iterator(const ppl_vector_iterator<OtherVector, OtherValue> &other)
      : vector_(other.amp2hip_vector()), index_(other.amp2hip_index()) {}

  reference operator*() const { return (*vector_)[index_]; }
  pointer operator->() const { return &(*vector_)[index_]; }
  reference operator[](difference_type offset) const {
    return (*vector_)[index_ + static_cast<std::size_t>(offset)];
  }

  ppl_vector_iterator &operator++() {
    ++index_;
    return *this;
  }
  ppl_vector_iterator operator++(int) {
    ppl_vector_iterator old = *this;
    ++index_;
    return old;
  }
  ppl_vector_iterator &operator--() {
    --index_;
    return *this;
  }
  ppl_vector_iterator operator--(int) {
    ppl_vector_iterator old = *this;
    --index_;
    return old;
  }
  ppl_vector_iterator &operator+=(difference_type offset) {
    index_ += static_cast<std::size_t>(offset);
    return *this;
  }
  ppl_vector_iterator &operator-=(difference_type offset) {
    index_ -= static_cast<std::size_t>(offset);
    return *this;
  }
  friend ppl_vector_iterator operator+(ppl_vector_iterator it,
                                       difference_type offset) {
    return it += offset;
  }
  friend ppl_vector_iterator operator+(difference_type offset,
                                       ppl_vector_iterator it) {
    return it += offset;
  }
  friend ppl_vector_iterator operator-(ppl_vector_iterator it,
                                       difference_type offset) {
    return it -= offset;
  }
  friend difference_type operator-(const ppl_vector_iterator &a,
                                   const ppl_vector_iterator &b) {
    return static_cast<difference_type>(a.index_) -
           static_cast<difference_type>(b.index_);
  }
  friend bool operator==(const ppl_vector_iterator &a,
                         const ppl_vector_iterator &b) {
    return a.index_ == b.index_;
  }
  friend bool operator!=(const ppl_vector_iterator &a,
                         const ppl_vector_iterator &b) {
    return a.index_ != b.index_;
  }
  friend bool operator<(const ppl_vector_iterator &a,
                        const ppl_vector_iterator &b) {
    return a.index_ < b.index_;
  }
  friend bool operator>(const ppl_vector_iterator &a,
                        const ppl_vector_iterator &b) {
    return a.index_ > b.index_;
  }
  friend bool operator<=(const ppl_vector_iterator &a,
                         const ppl_vector_iterator &b) {
    return a.index_ <= b.index_;
  }
  friend bool operator>=(const ppl_vector_iterator &a,
                         const ppl_vector_iterator &b) {
    return a.index_ >= b.index_;
  }

  /// amp2hip's: the vector and the index.
  Vector *amp2hip_vector() const { return vector_; }
  std::size_t amp2hip_index() const { return index_; }

private:
  Vector *vector_ = nullptr;
  std::size_t index_ = 0;
};

} // namespace amp2hip::detail

namespace Concurrency {

/// A sequence that is safe to grow (push_back, grow_by, grow_to_at_least)
/// from many threads at once, and to read (operator[], at, iterators,
/// size) while it grows (Microsoft Learn, "concurrent_vector Class").
/// Elements never move: pointers, references and iterators to them stay
/// valid until clear(), resize() to a smaller size, shrink_to_fit() or
/// destruction. As in PPL, size() counts elements that other threads are
/// still constructing. reserve(), resize(), clear(), shrink_to_fit(),
/// assignment and swap() are not concurrency-safe.
template <typename T, typename Allocator = std::allocator<T>>
class concurrent_vector {
  using traits = std::allocator_traits<Allocator>;

public:
  typedef T value_type;
  typedef T &reference;
  typedef const T &const_reference;
  typedef T *pointer;
  typedef const T *const_pointer;
  typedef std::size_t size_type;
  typedef std::ptrdiff_t difference_type;
  typedef Allocator allocator_type;
  typedef amp2hip::detail::ppl_vector_iterator<concurrent_vector, T> iterator;
  typedef amp2hip::detail::ppl_vector_iterator<const concurrent_vector, const T>
      const_iterator;
  typedef std::reverse_iterator<iterator> reverse_iterator;
  typedef std::reverse_iterator<const_iterator> const_reverse_iterator;

  /// An empty vector.
  concurrent_vector() = default;
  /// An empty vector using \p allocator.
  explicit concurrent_vector(const allocator_type &allocator)
      : allocator_(allocator) {}
  /// \p count value-initialized elements.
  explicit concurrent_vector(size_type count,
                             const allocator_type &allocator = allocator_type())
      : allocator_(allocator) {
    grow_by(count);
  }
  /// \p count copies of \p value.
  concurrent_vector(size_type count, const T &value,
                    const allocator_type &allocator = allocator_type())
      : allocator_(allocator) {
    grow_by(count, value);
  }
  /// The elements of [first, last).
  template <typename InputIterator, typename = typename std::iterator_traits<
                                        InputIterator>::iterator_category>
  concurrent_vector(InputIterator first, InputIterator last,
                    const allocator_type &allocator = allocator_type())
      : allocator_(allocator) {
    for (; first != last; ++first)
      push_back(*first);
  }
  /// The elements of \p values.
  concurrent_vector(std::initializer_list<T> values,
                    const allocator_type &allocator = allocator_type())
      : concurrent_vector(values.begin(), values.end(), allocator) {}
  /// A copy of \p other (not safe while \p other grows).
  concurrent_vector(const concurrent_vector &other)
      : allocator_(
            traits::select_on_container_copy_construction(other.allocator_)) {
    try {
      copy_from(other);
    } catch (...) {
      release();
      throw;
    }
  }
  /// Takes \p other's storage; \p other becomes empty.
  concurrent_vector(concurrent_vector &&other) noexcept
      : allocator_(std::move(other.allocator_)) {
    steal(other);
  }

  /// Destroys the elements and frees the segments.
  ~concurrent_vector() { release(); }

  /// Replaces the elements with copies of \p other's.
  concurrent_vector &operator=(const concurrent_vector &other) {
    if (this != &other) {
      release();
      copy_from(other);
    }
    return *this;
  }
  /// Takes \p other's storage.
  concurrent_vector &operator=(concurrent_vector &&other) noexcept {
    if (this != &other) {
      release();
      allocator_ = std::move(other.allocator_);
      steal(other);
    }
    return *this;
  }

  /// Appends a copy of \p value. Concurrency-safe. \returns an iterator to
  /// the new element.
  iterator push_back(const T &value) {
    const size_type index = size_.fetch_add(1, std::memory_order_acq_rel);
    construct(index, value);
    return iterator(this, index);
  }

  /// Appends \p value, moved. Concurrency-safe.
  iterator push_back(T &&value) {
    const size_type index = size_.fetch_add(1, std::memory_order_acq_rel);
    construct(index, std::move(value));
    return iterator(this, index);
  }

  /// Appends \p count value-initialized elements, contiguous in index.
  /// Concurrency-safe. \returns an iterator to the first of them.
  iterator grow_by(size_type count) {
    const size_type first = size_.fetch_add(count, std::memory_order_acq_rel);
    for (size_type index = first; index < first + count; ++index)
      construct(index);
    return iterator(this, first);
  }

  /// Appends \p count copies of \p value. Concurrency-safe.
  iterator grow_by(size_type count, const T &value) {
    const size_type first = size_.fetch_add(count, std::memory_order_acq_rel);
    for (size_type index = first; index < first + count; ++index)
      construct(index, value);
    return iterator(this, first);
  }

  /// Appends value-initialized elements until size() >= \p count.
  /// Concurrency-safe. \returns an iterator to the first element appended,
  /// or to the element at index \p count when none was.
  iterator grow_to_at_least(size_type count) {
    size_type current = size_.load(std::memory_order_acquire);
    while (current < count) {
      if (size_.compare_exchange_weak(current, count,
                                      std::memory_order_acq_rel)) {
        for (size_type index = current; index < count; ++index)
          construct(index);
        return iterator(this, current);
      }
    }
    return iterator(this, count);
  }

  /// The element at \p index (< size(); unchecked).
  reference operator[](size_type index) { return *slot(index); }
  const_reference operator[](size_type index) const { return *slot(index); }

  /// The element at \p index. \throws std::out_of_range when index >=
  /// size(); std::range_error when its construction failed (or is still
  /// under way).
  reference at(size_type index) { return *checked_slot(index); }
  const_reference at(size_type index) const { return *checked_slot(index); }

  /// The first and the last element (the vector must not be empty).
  reference front() { return (*this)[0]; }
  const_reference front() const { return (*this)[0]; }
  reference back() { return (*this)[size() - 1]; }
  const_reference back() const { return (*this)[size() - 1]; }

  /// The number of elements, those under construction included.
  size_type size() const { return size_.load(std::memory_order_acquire); }
  /// True when size() is 0.
  bool empty() const { return size() == 0; }
  /// How many elements fit without allocating a segment.
  size_type capacity() const {
    size_type total = 0;
    for (unsigned k = 0; k < max_segments; ++k) {
      if (segments_[k].load(std::memory_order_acquire) == nullptr)
        break;
      total += segment_size(k);
    }
    return total;
  }
  /// The largest size the vector can reach.
  size_type max_size() const {
    return std::min<size_type>(traits::max_size(allocator_),
                               std::numeric_limits<size_type>::max() / 2);
  }
  /// The allocator.
  allocator_type get_allocator() const { return allocator_; }

  /// Allocates segments until capacity() >= \p count. Not concurrency-safe
  /// in PPL (safe here). \throws std::length_error beyond max_size().
  void reserve(size_type count) {
    if (count > max_size())
      throw std::length_error("concurrent_vector::reserve");
    if (count == 0)
      return;
    const unsigned last = locate(count - 1).first;
    for (unsigned k = 0; k <= last; ++k)
      segment_at(k);
  }

  /// Frees the segments that hold no element. Not concurrency-safe.
  void shrink_to_fit() {
    const size_type count = size();
    const unsigned keep = count == 0 ? 0 : locate(count - 1).first + 1;
    for (unsigned k = keep; k < max_segments; ++k)
      free_segment(k);
  }

  /// Destroys every element; keeps the segments. Not concurrency-safe.
  void clear() { destroy_from(0); }

  /// Makes size() \p count: destroys the elements past it, or appends
  /// value-initialized ones. Not concurrency-safe.
  void resize(size_type count) {
    if (count < size())
      destroy_from(count);
    else
      grow_to_at_least(count);
  }

  /// Same, appending copies of \p value.
  void resize(size_type count, const T &value) {
    if (count < size())
      destroy_from(count);
    else
      grow_by(count - size(), value);
  }

  /// Replaces the elements with \p count copies of \p value.
  void assign(size_type count, const T &value) {
    clear();
    grow_by(count, value);
  }

  /// Replaces the elements with those of [first, last).
  template <typename InputIterator, typename = typename std::iterator_traits<
                                        InputIterator>::iterator_category>
  void assign(InputIterator first, InputIterator last) {
    clear();
    for (; first != last; ++first)
      push_back(*first);
  }

  /// Exchanges the contents with \p other. Not concurrency-safe.
  void swap(concurrent_vector &other) {
    using std::swap;
    if constexpr (traits::propagate_on_container_swap::value)
      swap(allocator_, other.allocator_);
    for (unsigned k = 0; k < max_segments; ++k) {
      segment *mine = segments_[k].load(std::memory_order_relaxed);
      segments_[k].store(other.segments_[k].load(std::memory_order_relaxed),
                         std::memory_order_relaxed);
      other.segments_[k].store(mine, std::memory_order_relaxed);
    }
    const size_type mine = size_.load(std::memory_order_relaxed);
    size_.store(other.size_.load(std::memory_order_relaxed),
                std::memory_order_relaxed);
    other.size_.store(mine, std::memory_order_relaxed);
  }

  iterator begin() { return iterator(this, 0); }
  iterator end() { return iterator(this, size()); }
  const_iterator begin() const { return const_iterator(this, 0); }
  const_iterator end() const { return const_iterator(this, size()); }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }
  reverse_iterator rbegin() { return reverse_iterator(end()); }
  reverse_iterator rend() { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const {
    return const_reverse_iterator(end());
  }
  const_reverse_iterator rend() const {
    return const_reverse_iterator(begin());
  }
  const_reverse_iterator crbegin() const { return rbegin(); }
  const_reverse_iterator crend() const { return rend(); }

private:
  /// log2 of the first segment's size.
  static constexpr unsigned first_bits = 3;
  static constexpr size_type first_size = size_type(1) << first_bits;
  static constexpr unsigned max_segments =
      std::numeric_limits<size_type>::digits - first_bits;

  struct segment {
    T *data;
    std::atomic<bool> *constructed; // one flag per element
  };

  static size_type segment_size(unsigned k) {
    return size_type(1) << (k + first_bits);
  }

  /// The segment and the offset in it of element \p index.
  static std::pair<unsigned, size_type> locate(size_type index) {
    const size_type shifted = index + first_size;
    const unsigned bit = amp2hip::detail::ppl_floor_log2(shifted);
    return {bit - first_bits, shifted - (size_type(1) << bit)};
  }

  /// Segment \p k, allocated if no thread did yet.
  segment *segment_at(unsigned k) {
    segment *existing = segments_[k].load(std::memory_order_acquire);
    if (existing != nullptr)
      return existing;
    const size_type count = segment_size(k);
    auto fresh = std::make_unique<segment>();
    fresh->data = traits::allocate(allocator_, count);
    try {
      fresh->constructed = new std::atomic<bool>[count]();
    } catch (...) {
      traits::deallocate(allocator_, fresh->data, count);
      throw;
    }
    if (segments_[k].compare_exchange_strong(existing, fresh.get(),
                                             std::memory_order_acq_rel,
                                             std::memory_order_acquire))
      return fresh.release();
    delete[] fresh->constructed;
    traits::deallocate(allocator_, fresh->data, count);
    return existing;
  }

  template <typename... Args> void construct(size_type index, Args &&...args) {
    const auto [k, offset] = locate(index);
    segment *const where = segment_at(k);
    traits::construct(allocator_, where->data + offset,
                      std::forward<Args>(args)...);
    where->constructed[offset].store(true, std::memory_order_release);
  }

  T *slot(size_type index) const {
    const auto [k, offset] = locate(index);
    return segments_[k].load(std::memory_order_acquire)->data + offset;
  }

  T *checked_slot(size_type index) const {
    if (index >= size())
      throw std::out_of_range("concurrent_vector::at: index out of range");
    const auto [k, offset] = locate(index);
    const segment *const where = segments_[k].load(std::memory_order_acquire);
    if (where == nullptr ||
        !where->constructed[offset].load(std::memory_order_acquire))
      throw std::range_error("concurrent_vector::at: element not constructed");
    return where->data + offset;
  }

  /// Destroys the constructed elements at index >= \p first; size() becomes
  /// \p first.
  void destroy_from(size_type first) {
    const size_type count = size();
    for (size_type index = first; index < count; ++index) {
      const auto [k, offset] = locate(index);
      segment *const where = segments_[k].load(std::memory_order_relaxed);
      if (where != nullptr &&
          where->constructed[offset].load(std::memory_order_relaxed)) {
        traits::destroy(allocator_, where->data + offset);
        where->constructed[offset].store(false, std::memory_order_relaxed);
      }
    }
    size_.store(std::min(first, count), std::memory_order_release);
  }

  /// Frees segment \p k (its elements must be destroyed).
  void free_segment(unsigned k) {
    segment *const where = segments_[k].exchange(nullptr);
    if (where == nullptr)
      return;
    delete[] where->constructed;
    traits::deallocate(allocator_, where->data, segment_size(k));
    delete where;
  }

  void release() {
    destroy_from(0);
    for (unsigned k = 0; k < max_segments; ++k)
      free_segment(k);
  }

  void copy_from(const concurrent_vector &other) {
    const size_type count = other.size();
    if (count == 0)
      return;
    reserve(count);
    size_.store(count, std::memory_order_relaxed);
    for (size_type index = 0; index < count; ++index) {
      const auto [k, offset] = locate(index);
      const segment *const from =
          other.segments_[k].load(std::memory_order_acquire);
      if (from != nullptr &&
          from->constructed[offset].load(std::memory_order_acquire))
        construct(index, from->data[offset]);
    }
  }

  void steal(concurrent_vector &other) {
    for (unsigned k = 0; k < max_segments; ++k)
      segments_[k].store(other.segments_[k].exchange(nullptr),
                         std::memory_order_relaxed);
    size_.store(other.size_.exchange(0), std::memory_order_relaxed);
  }

  Allocator allocator_;
  std::atomic<size_type> size_{0};
  std::atomic<segment *> segments_[max_segments] = {};
};

} // namespace Concurrency

#endif // AMP2HIP_CONCURRENT_VECTOR_H
