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
/// concurrency-safe (unsafe_erase). amp2hip's keeps the elements in a
/// std::list (an element never moves, so references and iterators stay valid
/// while other threads insert) indexed by a std::unordered_map, both under one
/// std::shared_mutex: lookups share it, insertions take it alone. Simple and
/// always correct, as the rest of amp2hip's PPL (docs/features/ppl.md);
/// plain C++17, no HIP include.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CONCURRENT_UNORDERED_MAP_H
#define AMP2HIP_CONCURRENT_UNORDERED_MAP_H

#include "detail/namespace.h"

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <list>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <stdexcept>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>

namespace Concurrency {

/// A hash map safe for concurrent insert(), operator[], find(), count(),
/// at(), size(), empty() and iteration (Microsoft Learn,
/// "concurrent_unordered_map Class"). Insertion never invalidates an
/// iterator or a reference. unsafe_erase(), clear(), swap(), assignment,
/// construction and destruction are not safe concurrently with other
/// members. Iteration visits the elements in the order they were inserted
/// (the order is unspecified on MSVC).
template <typename Key, typename Value, typename Hasher = std::hash<Key>,
          typename KeyEquality = std::equal_to<Key>,
          typename Allocator = std::allocator<std::pair<const Key, Value>>>
class concurrent_unordered_map {
  using nodes = std::list<std::pair<const Key, Value>, Allocator>;

public:
  typedef Key key_type;
  typedef Value mapped_type;
  typedef std::pair<const Key, Value> value_type;
  typedef value_type &reference;
  typedef const value_type &const_reference;
  typedef value_type *pointer;
  typedef const value_type *const_pointer;
  typedef std::size_t size_type;
  typedef std::ptrdiff_t difference_type;
  typedef Hasher hasher;
  typedef KeyEquality key_equal;
  typedef Allocator allocator_type;

  /// A forward iterator that stays valid while other threads insert; each
  /// step takes the map's lock for reading.
  template <bool Const> class basic_iterator {
    using map_pointer = std::conditional_t<Const, const concurrent_unordered_map *,
                                           concurrent_unordered_map *>;
    using node_iterator = typename nodes::const_iterator;

  public:
    typedef std::forward_iterator_tag iterator_category;
    typedef typename concurrent_unordered_map::value_type value_type;
    typedef std::ptrdiff_t difference_type;
    typedef std::conditional_t<Const, const value_type *, value_type *> pointer;
    typedef std::conditional_t<Const, const value_type &, value_type &>
        reference;

    basic_iterator() = default;
    /// An iterator converts to a const_iterator.
    template <bool C = Const, typename = std::enable_if_t<C>>
    basic_iterator(const basic_iterator<false> &other)
        : map_(other.map_), node_(other.node_) {}

    reference operator*() const { return const_cast<reference>(*node_); }
    pointer operator->() const { return &**this; }
    basic_iterator &operator++() {
      std::shared_lock<std::shared_mutex> lock(map_->mutex_);
      ++node_;
      return *this;
    }
    basic_iterator operator++(int) {
      basic_iterator old = *this;
      ++*this;
      return old;
    }
    friend bool operator==(const basic_iterator &a, const basic_iterator &b) {
      return a.node_ == b.node_;
    }
    friend bool operator!=(const basic_iterator &a, const basic_iterator &b) {
      return !(a == b);
    }

  private:
    friend class concurrent_unordered_map;
    template <bool> friend class basic_iterator;
    basic_iterator(map_pointer map, node_iterator node)
        : map_(map), node_(node) {}
    map_pointer map_ = nullptr;
    node_iterator node_;
  };
  typedef basic_iterator<false> iterator;
  typedef basic_iterator<true> const_iterator;

  /// An empty map.
  concurrent_unordered_map() = default;
  /// An empty map with the given bucket count (a hint), hash, equality and
  /// allocator.
  explicit concurrent_unordered_map(size_type buckets,
                                    const hasher &hash = hasher(),
                                    const key_equal &equal = key_equal(),
                                    const allocator_type &allocator =
                                        allocator_type())
      : nodes_(allocator), index_(buckets, hash_adapter{hash},
                                  equal_adapter{equal}) {}
  /// An empty map using \p allocator.
  explicit concurrent_unordered_map(const allocator_type &allocator)
      : nodes_(allocator) {}
  /// The elements of [first, last); a key already there is not inserted
  /// again.
  template <typename InputIterator>
  concurrent_unordered_map(InputIterator first, InputIterator last,
                           size_type buckets = 8,
                           const hasher &hash = hasher(),
                           const key_equal &equal = key_equal(),
                           const allocator_type &allocator = allocator_type())
      : concurrent_unordered_map(buckets, hash, equal, allocator) {
    insert(first, last);
  }
  /// The elements of \p list.
  concurrent_unordered_map(std::initializer_list<value_type> list)
      : concurrent_unordered_map(list.begin(), list.end()) {}
  /// A copy of \p other (not safe while \p other changes).
  concurrent_unordered_map(const concurrent_unordered_map &other)
      : concurrent_unordered_map(other.bucket_hint(), other.hash_function(),
                                 other.key_eq(), other.get_allocator()) {
    insert(other.begin(), other.end());
  }
  /// Takes \p other's elements (not safe while \p other changes).
  concurrent_unordered_map(concurrent_unordered_map &&other) noexcept
      : nodes_(std::move(other.nodes_)), index_(std::move(other.index_)) {}
  concurrent_unordered_map &operator=(const concurrent_unordered_map &other) {
    if (this != &other) {
      concurrent_unordered_map copy(other);
      swap(copy);
    }
    return *this;
  }
  concurrent_unordered_map &operator=(concurrent_unordered_map &&other) noexcept {
    nodes_ = std::move(other.nodes_);
    index_ = std::move(other.index_);
    return *this;
  }

  /// Inserts \p value unless its key is there; the element with the key,
  /// and whether it was inserted.
  std::pair<iterator, bool> insert(const value_type &value) {
    return emplace(value);
  }
  /// Inserts \p value (moved) unless its key is there.
  std::pair<iterator, bool> insert(value_type &&value) {
    return emplace(std::move(value));
  }
  /// Inserts a value_type made from \p value (`std::make_pair(k, v)` with
  /// other types) unless its key is there.
  template <typename V,
            typename = std::enable_if_t<std::is_constructible_v<value_type, V &&>>>
  std::pair<iterator, bool> insert(V &&value) {
    return emplace(std::forward<V>(value));
  }
  /// insert(value); \p hint is not used.
  iterator insert(const_iterator, const value_type &value) {
    return insert(value).first;
  }
  /// Inserts each element of [first, last).
  template <typename InputIterator>
  void insert(InputIterator first, InputIterator last) {
    for (; first != last; ++first)
      insert(*first);
  }
  /// Inserts the element made from \p args unless its key is there.
  template <typename... Args>
  std::pair<iterator, bool> emplace(Args &&...args) {
    nodes node(nodes_.get_allocator());
    node.emplace_back(std::forward<Args>(args)...);
    std::unique_lock<std::shared_mutex> lock(mutex_);
    auto found = index_.find(&node.front().first);
    if (found != index_.end())
      return {iterator(this, found->second), false};
    auto where = node.begin();
    nodes_.splice(nodes_.end(), node);
    index_.emplace(&where->first, where);
    return {iterator(this, where), true};
  }

  /// The element with \p key, or end().
  iterator find(const key_type &key) {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    auto found = index_.find(&key);
    return found == index_.end() ? iterator(this, nodes_.end())
                                 : iterator(this, found->second);
  }
  const_iterator find(const key_type &key) const {
    return const_cast<concurrent_unordered_map *>(this)->find(key);
  }
  /// 1 if \p key is there, else 0.
  size_type count(const key_type &key) const {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    return index_.count(&key);
  }
  /// [the element with \p key, the one after it), or [end(), end()).
  std::pair<iterator, iterator> equal_range(const key_type &key) {
    iterator first = find(key);
    iterator last = first;
    if (last != end())
      ++last;
    return {first, last};
  }
  /// The value of \p key; std::out_of_range if it is not there.
  mapped_type &at(const key_type &key) {
    iterator found = find(key);
    if (found == end())
      throw std::out_of_range("concurrent_unordered_map::at: no such key");
    return found->second;
  }
  const mapped_type &at(const key_type &key) const {
    return const_cast<concurrent_unordered_map *>(this)->at(key);
  }
  /// The value of \p key, inserted value-initialized if it is not there.
  mapped_type &operator[](const key_type &key) {
    iterator found = find(key);
    if (found != end())
      return found->second;
    return emplace(std::piecewise_construct, std::forward_as_tuple(key),
                   std::forward_as_tuple())
        .first->second;
  }

  iterator begin() {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    return iterator(this, nodes_.begin());
  }
  iterator end() { return iterator(this, nodes_.end()); }
  const_iterator begin() const {
    return const_cast<concurrent_unordered_map *>(this)->begin();
  }
  const_iterator end() const {
    return const_cast<concurrent_unordered_map *>(this)->end();
  }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }

  /// The number of elements.
  size_type size() const {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    return index_.size();
  }
  bool empty() const { return size() == 0; }
  size_type max_size() const { return index_.max_size(); }

  /// Removes the element with \p key; the number removed (not
  /// concurrency-safe).
  size_type unsafe_erase(const key_type &key) {
    auto found = index_.find(&key);
    if (found == index_.end())
      return 0;
    auto node = found->second;
    index_.erase(found);
    nodes_.erase(node);
    return 1;
  }
  /// Removes the element at \p where; the one after it.
  iterator unsafe_erase(const_iterator where) {
    auto next = std::next(where.node_);
    index_.erase(&where.node_->first);
    nodes_.erase(where.node_);
    return iterator(this, next);
  }
  /// Removes every element (not concurrency-safe).
  void clear() {
    index_.clear();
    nodes_.clear();
  }
  /// Exchanges the elements with \p other's (not concurrency-safe).
  void swap(concurrent_unordered_map &other) {
    nodes_.swap(other.nodes_);
    index_.swap(other.index_);
  }

  hasher hash_function() const { return index_.hash_function().hash; }
  key_equal key_eq() const { return index_.key_eq().equal; }
  allocator_type get_allocator() const { return nodes_.get_allocator(); }
  /// The number of buckets (not concurrency-safe).
  size_type unsafe_bucket_count() const { return index_.bucket_count(); }
  float load_factor() const { return index_.load_factor(); }
  float max_load_factor() const { return index_.max_load_factor(); }
  void max_load_factor(float factor) { index_.max_load_factor(factor); }
  /// Rehashes to at least \p buckets buckets (not concurrency-safe).
  void rehash(size_type buckets) { index_.rehash(buckets); }

private:
  // The index keys are pointers to the keys in the nodes, hashed and
  // compared as the keys they point to.
  struct hash_adapter {
    hasher hash;
    std::size_t operator()(const key_type *key) const { return hash(*key); }
  };
  struct equal_adapter {
    key_equal equal;
    bool operator()(const key_type *a, const key_type *b) const {
      return equal(*a, *b);
    }
  };
  size_type bucket_hint() const { return index_.bucket_count(); }

  nodes nodes_;
  std::unordered_map<const key_type *, typename nodes::iterator, hash_adapter,
                     equal_adapter>
      index_;
  mutable std::shared_mutex mutex_;
};

template <typename K, typename V, typename H, typename E, typename A>
void swap(concurrent_unordered_map<K, V, H, E, A> &a,
          concurrent_unordered_map<K, V, H, E, A> &b) {
  a.swap(b);
}

} // namespace Concurrency

#endif // AMP2HIP_CONCURRENT_UNORDERED_MAP_H
