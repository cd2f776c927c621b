//===- amp2hip/ppl.h - Parallel Patterns Library ----------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated code includes in place of <ppl.h>: the CPU
/// side of Microsoft's Parallel Patterns Library (PPL), which C++ AMP
/// programs use beside AMP, usually as their CPU baseline. Behaviour as
/// Microsoft Learn documents it ("Parallel Patterns Library (PPL)",
/// "Parallel Algorithms", "Task Parallelism", "Parallel Containers and
/// Objects", "concurrency namespace functions"):
///
///   parallel_for, parallel_for_each, parallel_invoke, parallel_reduce,
///   parallel_transform, parallel_sort, parallel_buffered_sort,
///   parallel_radixsort, the partitioners, task_group,
///   structured_task_group, task_handle, make_task, combinable,
///   critical_section, reader_writer_lock.
///
/// Built on oneTBB where it has the same thing (detail/ppl_tbb.h: the loops,
/// parallel_invoke, parallel_sort, the task groups, combinable), with no HIP
/// include: the translator parses this header with Clang in
/// `-x cuda --cuda-host-only` mode, and programs link with -ltbb. No
/// cancellation tokens or location arguments, and of the scheduler only its
/// queries (CurrentScheduler, SchedulerPolicy: detail/concrt_scheduler.h); see
/// docs/features/ppl.md for every name and its limits.
///
/// PPL's parallel_for_each(first, last, f) lives in namespace Concurrency
/// beside C++ AMP's parallel_for_each(extent, kernel): it takes two
/// iterators of one type (std::iterator_traits must know it), which an
/// extent, a tiled_extent and an accelerator_view are not, so overload
/// resolution never confuses the two.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_PPL_H
#define AMP2HIP_PPL_H

#include "detail/namespace.h"

#include "detail/concrt_scheduler.h"
#include "detail/ppl_common.h"
#include "detail/ppl_tbb.h"

#include <oneapi/tbb/combinable.h>
#include <oneapi/tbb/parallel_for_each.h>
#include <oneapi/tbb/parallel_invoke.h>
#include <oneapi/tbb/parallel_sort.h>
#include <oneapi/tbb/task_group.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <stdexcept>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace amp2hip::detail {

/// The iterator category of \p Iterator; SFINAE-fails for non-iterators
/// (an extent, an accelerator_view), which keeps PPL's parallel_for_each
/// out of C++ AMP's overload set.
template <typename Iterator>
using ppl_iterator_category_t =
    typename std::iterator_traits<Iterator>::iterator_category;

template <typename Iterator>
inline constexpr bool is_ppl_random_access_v =
    std::is_base_of_v<std::random_access_iterator_tag,
                      ppl_iterator_category_t<Iterator>>;

template <typename Iterator>
inline constexpr bool is_ppl_forward_v =
    std::is_base_of_v<std::forward_iterator_tag,
                      ppl_iterator_category_t<Iterator>>;

/// parallel_for with a step: calls function(first + k * step) for every k
/// with first + k * step < last, split as PPL's \p partitioner says.
template <typename Index, typename Function, typename Partitioner>
void ppl_parallel_for(Index first, Index last, Index step,
                      const Function &function, Partitioner &&partitioner) {
  static_assert(std::is_integral_v<Index> && !std::is_same_v<Index, bool>,
                "concurrency::parallel_for: the index type must be an "
                "integer type");
  if (step < static_cast<Index>(1))
    throw std::invalid_argument("concurrency::parallel_for: step < 1");
  if (!(first < last))
    return;
  using Unsigned = std::make_unsigned_t<Index>;
  const auto distance = static_cast<std::uintmax_t>(static_cast<Unsigned>(
      static_cast<Unsigned>(last) - static_cast<Unsigned>(first)));
  const auto ustep = static_cast<std::uintmax_t>(step);
  const auto count = static_cast<std::size_t>((distance - 1) / ustep + 1);
  const auto origin = static_cast<std::uintmax_t>(first);
  ppl_for_range(count, partitioner, [&](std::size_t begin, std::size_t end) {
    for (std::size_t k = begin; k < end; ++k)
      function(static_cast<Index>(origin + k * ustep));
  });
}

/// parallel_for_each over random-access iterators: by index.
template <typename Iterator, typename Function, typename Partitioner>
void ppl_for_each_random(Iterator first, Iterator last,
                         const Function &function, Partitioner &&partitioner) {
  const auto n = static_cast<std::size_t>(last - first);
  ppl_for_range(n, partitioner, [&](std::size_t begin, std::size_t end) {
    Iterator it = first;
    std::advance(it, static_cast<std::ptrdiff_t>(begin));
    for (std::size_t k = begin; k < end; ++k, ++it)
      function(*it);
  });
}

/// parallel_for_each over forward iterators: tbb::parallel_for_each, which
/// hands out blocks of iterators as it walks the range.
template <typename Iterator, typename Function>
void ppl_for_each_forward(Iterator first, Iterator last,
                          const Function &function) {
  using reference = typename std::iterator_traits<Iterator>::reference;
  tbb::parallel_for_each(first, last,
                         [&function](reference element) { function(element); });
}

/// Merges the sorted ranges [first, middle) and [middle, last) through
/// \p buffer (std::merge, which is stable). amp2hip avoids
/// std::inplace_merge and std::stable_sort: with libstdc++ 12 they warn
/// (deprecated get_temporary_buffer) under hipcc -Wall, and translated
/// programs build with -Werror.
template <typename Iterator, typename Less, typename Value>
void ppl_merge_adjacent(Iterator first, Iterator middle, Iterator last,
                        const Less &less, std::vector<Value> &buffer) {
  if (first == middle || middle == last || !less(*middle, *(middle - 1)))
    return;
  buffer.clear();
  buffer.reserve(static_cast<std::size_t>(last - first));
  std::merge(std::make_move_iterator(first), std::make_move_iterator(middle),
             std::make_move_iterator(middle), std::make_move_iterator(last),
             std::back_inserter(buffer), less);
  std::move(buffer.begin(), buffer.end(), first);
}

/// Sorts [first, last) stably, serially: insertion sort of short ranges,
/// merge sort through \p buffer above.
template <typename Iterator, typename Less, typename Value>
void ppl_stable_sort_serial(Iterator first, Iterator last, const Less &less,
                            std::vector<Value> &buffer) {
  const auto n = last - first;
  if (n <= 32) {
    for (Iterator next = first + (n > 0 ? 1 : 0); next < last; ++next) {
      Value moving = std::move(*next);
      Iterator hole = next;
      for (; hole != first && less(moving, *(hole - 1)); --hole)
        *hole = std::move(*(hole - 1));
      *hole = std::move(moving);
    }
    return;
  }
  const Iterator middle = first + n / 2;
  ppl_stable_sort_serial(first, middle, less, buffer);
  ppl_stable_sort_serial(middle, last, less, buffer);
  ppl_merge_adjacent(first, middle, last, less, buffer);
}

/// Sorts [begin, end) stably with \p comp (oneTBB has no stable sort): one
/// piece per thread sorted in parallel, then rounds of pairwise stable
/// merges, in parallel. Ranges of at most \p chunk elements are sorted
/// serially.
template <typename Iterator, typename Compare>
void ppl_stable_merge_sort(Iterator begin, Iterator end, const Compare &comp,
                           std::size_t chunk) {
  using value_type = typename std::iterator_traits<Iterator>::value_type;
  static_assert(is_ppl_random_access_v<Iterator>,
                "concurrency::parallel_radixsort needs random-access "
                "iterators");
  const auto less = [&comp](const value_type &a, const value_type &b) {
    return static_cast<bool>(comp(a, b));
  };
  const auto sort_piece = [&](Iterator first, Iterator last) {
    std::vector<value_type> buffer;
    ppl_stable_sort_serial(first, last, less, buffer);
  };
  const auto n = static_cast<std::size_t>(end - begin);
  const std::size_t threads = ppl_concurrency();
  const std::size_t pieces =
      std::min(threads, n / std::max<std::size_t>(chunk, 1));
  if (pieces <= 1) {
    sort_piece(begin, end);
    return;
  }
  const auto at = [begin](std::size_t offset) {
    return begin + static_cast<std::ptrdiff_t>(offset);
  };
  std::vector<std::size_t> bounds(pieces + 1);
  for (std::size_t piece = 0; piece <= pieces; ++piece)
    bounds[piece] = n / pieces * piece + std::min(piece, n % pieces);
  ppl_for_range(pieces, concurrency::simple_partitioner(1),
                [&](std::size_t first, std::size_t last) {
                  for (std::size_t piece = first; piece < last; ++piece)
                    sort_piece(at(bounds[piece]), at(bounds[piece + 1]));
                });
  while (bounds.size() > 2) {
    const std::size_t pairs = (bounds.size() - 1) / 2;
    ppl_for_range(pairs, concurrency::simple_partitioner(1),
                  [&](std::size_t first, std::size_t last) {
                    std::vector<value_type> buffer;
                    for (std::size_t pair = first; pair < last; ++pair)
                      ppl_merge_adjacent(
                          at(bounds[2 * pair]), at(bounds[2 * pair + 1]),
                          at(bounds[2 * pair + 2]), less, buffer);
                  });
    std::vector<std::size_t> merged;
    for (std::size_t k = 0; k < bounds.size(); k += 2)
      merged.push_back(bounds[k]);
    if (merged.back() != bounds.back())
      merged.push_back(bounds.back());
    bounds.swap(merged);
  }
}

/// What task_group and structured_task_group share: a tbb::task_group,
/// whose destructor waits (PPL's would throw missing_wait, oneTBB's too).
class ppl_chore_set {
public:
  ppl_chore_set() = default;
  ppl_chore_set(const ppl_chore_set &) = delete;
  ppl_chore_set &operator=(const ppl_chore_set &) = delete;

  /// Waits for the chores still running, ignoring their exceptions.
  ~ppl_chore_set() {
    try {
      group_.wait();
    } catch (...) {
      // A destructor cannot report it; PPL would have thrown missing_wait.
    }
  }

  /// Schedules \p chore (a callable taking no argument) on oneTBB's arena;
  /// it is skipped while the set is canceled.
  template <typename Chore> void run(Chore chore) {
    group_.run(std::move(chore));
  }

  /// Runs \p chore on the calling thread, as a chore of the set, then
  /// wait(). \throws as wait().
  template <typename Chore>
  concurrency::task_group_status run_and_wait(const Chore &chore) {
    return status_of(group_.run_and_wait([&chore] { chore(); }));
  }

  /// Waits until every chore has finished (the calling thread takes part),
  /// then resets the set for reuse. \returns completed, or canceled when
  /// cancel() was called. \throws the first exception a chore threw (which
  /// canceled the chores not started).
  concurrency::task_group_status wait() { return status_of(group_.wait()); }

  /// Makes chores not yet started skip their work, until wait() returns.
  void cancel() { group_.cancel(); }

  /// True after cancel() (or a chore's exception) until wait() returns.
  bool is_canceling() { return context_.is_group_execution_cancelled(); }

private:
  static concurrency::task_group_status
  status_of(tbb::task_group_status status) noexcept {
    return status == tbb::canceled ? concurrency::canceled
                                   : concurrency::completed;
  }

  /// The group's own context (as tbb::task_group() makes one), so that
  /// is_canceling() can ask it.
  tbb::task_group_context context_{
      tbb::task_group_context::bound,
      tbb::task_group_context::default_traits |
          tbb::task_group_context::concurrent_wait};
  tbb::task_group group_{context_};
};

} // namespace amp2hip::detail

namespace Concurrency {

//===----------------------------------------------------------------------===//
// parallel_for, parallel_for_each, parallel_invoke
//===----------------------------------------------------------------------===//

/// Calls \p function(i) for i = first, first + step, first + 2 * step, ...
/// while i < last, in parallel, and returns when all calls have returned
/// (Microsoft Learn, "parallel_for Function"). The index type must be an
/// integer type. Iterations are split as \p partitioner says.
/// \throws std::invalid_argument when \p step < 1; otherwise one of the
///         exceptions that \p function threw (the remaining iterations are
///         then skipped, as PPL cancels the loop).
template <typename Index, typename Function, typename Partitioner,
          std::enable_if_t<amp2hip::detail::is_ppl_partitioner_v<Partitioner>,
                           int> = 0>
void parallel_for(Index first, Index last, Index step, const Function &function,
                  Partitioner &&partitioner) {
  amp2hip::detail::ppl_parallel_for(first, last, step, function, partitioner);
}

/// Same, with auto_partitioner.
template <typename Index, typename Function>
void parallel_for(Index first, Index last, Index step,
                  const Function &function) {
  amp2hip::detail::ppl_parallel_for(first, last, step, function,
                                    auto_partitioner());
}

/// Calls \p function(i) for every i in [first, last), in parallel
/// (Microsoft Learn, "parallel_for Function"); split in chunks that idle
/// threads take on demand. \throws one of the exceptions \p function threw.
template <typename Index, typename Function>
void parallel_for(Index first, Index last, const Function &function,
                  const auto_partitioner &partitioner = auto_partitioner()) {
  amp2hip::detail::ppl_parallel_for(first, last, static_cast<Index>(1),
                                    function, partitioner);
}

/// Same, one equal range per thread.
template <typename Index, typename Function>
void parallel_for(Index first, Index last, const Function &function,
                  const static_partitioner &partitioner) {
  amp2hip::detail::ppl_parallel_for(first, last, static_cast<Index>(1),
                                    function, partitioner);
}

/// Same, in chunks of partitioner.chunk_size() iterations.
template <typename Index, typename Function>
void parallel_for(Index first, Index last, const Function &function,
                  const simple_partitioner &partitioner) {
  amp2hip::detail::ppl_parallel_for(first, last, static_cast<Index>(1),
                                    function, partitioner);
}

/// Same, as auto_partitioner (affinity is not replayed).
template <typename Index, typename Function>
void parallel_for(Index first, Index last, const Function &function,
                  affinity_partitioner &partitioner) {
  amp2hip::detail::ppl_parallel_for(first, last, static_cast<Index>(1),
                                    function, partitioner);
}

/// Calls \p function(*it) for every iterator it in [first, last), in
/// parallel, and returns when all calls have returned (Microsoft Learn,
/// "parallel_for_each Function"). Random-access iterators are split by
/// index; forward iterators are handed out in chunks from a shared cursor.
/// \throws one of the exceptions \p function threw (the remaining elements
///         are then skipped).
template <typename Iterator, typename Function,
          typename = amp2hip::detail::ppl_iterator_category_t<Iterator>>
void parallel_for_each(Iterator first, Iterator last,
                       const Function &function) {
  static_assert(amp2hip::detail::is_ppl_forward_v<Iterator>,
                "concurrency::parallel_for_each needs forward iterators");
  if constexpr (amp2hip::detail::is_ppl_random_access_v<Iterator>)
    amp2hip::detail::ppl_for_each_random(first, last, function,
                                         auto_partitioner());
  else
    amp2hip::detail::ppl_for_each_forward(first, last, function);
}

/// Same, split as \p partitioner says for random-access iterators (forward
/// iterators ignore it, as in PPL).
template <typename Iterator, typename Function, typename Partitioner,
          typename = amp2hip::detail::ppl_iterator_category_t<Iterator>,
          std::enable_if_t<amp2hip::detail::is_ppl_partitioner_v<Partitioner>,
                           int> = 0>
void parallel_for_each(Iterator first, Iterator last, const Function &function,
                       Partitioner &&partitioner) {
  static_assert(amp2hip::detail::is_ppl_forward_v<Iterator>,
                "concurrency::parallel_for_each needs forward iterators");
  if constexpr (amp2hip::detail::is_ppl_random_access_v<Iterator>)
    amp2hip::detail::ppl_for_each_random(first, last, function, partitioner);
  else
    amp2hip::detail::ppl_for_each_forward(first, last, function);
}

/// Calls each of \p functions (2 to 10 callables taking no argument), in
/// parallel, and returns when all have returned (Microsoft Learn,
/// "parallel_invoke Function"). \throws one of the exceptions they threw,
/// after all that started have returned.
template <typename... Functions>
void parallel_invoke(const Functions &...functions) {
  static_assert(sizeof...(Functions) >= 2 && sizeof...(Functions) <= 10,
                "concurrency::parallel_invoke takes 2 to 10 functions");
  tbb::parallel_invoke(functions...);
}

//===----------------------------------------------------------------------===//
// parallel_reduce, parallel_transform
//===----------------------------------------------------------------------===//

/// Reduces [begin, end) in parallel: \p range_function(first, last,
/// identity) reduces each chunk (as std::accumulate would), then
/// \p sym_function(a, b) combines the chunk results, left to right
/// (Microsoft Learn, "parallel_reduce Function"). \p sym_function must be
/// associative and \p identity its identity. \returns identity for an empty
/// range. \throws what the functions throw.
template <typename ReduceType, typename ForwardIterator, typename RangeFunction,
          typename SymFunction>
ReduceType parallel_reduce(ForwardIterator begin, ForwardIterator end,
                           const ReduceType &identity,
                           const RangeFunction &range_function,
                           const SymFunction &sym_function) {
  static_assert(amp2hip::detail::is_ppl_forward_v<ForwardIterator>,
                "concurrency::parallel_reduce needs forward iterators");
  const auto n = static_cast<std::size_t>(std::distance(begin, end));
  if (n == 0)
    return identity;
  const std::size_t chunks =
      std::min(n, 4 * amp2hip::detail::ppl_concurrency());
  std::vector<ForwardIterator> starts;
  starts.reserve(chunks + 1);
  ForwardIterator cursor = begin;
  for (std::size_t chunk = 0; chunk < chunks; ++chunk) {
    starts.push_back(cursor);
    std::advance(cursor, static_cast<std::ptrdiff_t>(
                             n / chunks + (chunk < n % chunks ? 1 : 0)));
  }
  starts.push_back(end);
  std::vector<std::optional<ReduceType>> partial(chunks);
  amp2hip::detail::ppl_for_range(
      chunks, simple_partitioner(1), [&](std::size_t first, std::size_t last) {
        for (std::size_t chunk = first; chunk < last; ++chunk)
          partial[chunk].emplace(
              range_function(starts[chunk], starts[chunk + 1], identity));
      });
  ReduceType result = std::move(*partial[0]);
  for (std::size_t chunk = 1; chunk < chunks; ++chunk)
    result = sym_function(result, *partial[chunk]);
  return result;
}

/// Reduces [begin, end) with the associative \p sym_function, whose
/// identity is \p identity, in parallel (Microsoft Learn, "parallel_reduce
/// Function"). \returns identity for an empty range.
template <typename ForwardIterator, typename SymFunction>
typename std::iterator_traits<ForwardIterator>::value_type parallel_reduce(
    ForwardIterator begin, ForwardIterator end,
    const typename std::iterator_traits<ForwardIterator>::value_type &identity,
    SymFunction sym_function) {
  using value_type = typename std::iterator_traits<ForwardIterator>::value_type;
  return parallel_reduce(
      begin, end, identity,
      [&sym_function](ForwardIterator first, ForwardIterator last,
                      value_type init) {
        for (; first != last; ++first)
          init = sym_function(init, *first);
        return init;
      },
      sym_function);
}

/// Sums [begin, end) with operator+, starting from \p identity, in parallel
/// (Microsoft Learn, "parallel_reduce Function").
template <typename ForwardIterator>
typename std::iterator_traits<ForwardIterator>::value_type
parallel_reduce(ForwardIterator begin, ForwardIterator end,
                const typename std::iterator_traits<ForwardIterator>::value_type
                    &identity) {
  return parallel_reduce(
      begin, end, identity,
      std::plus<typename std::iterator_traits<ForwardIterator>::value_type>());
}

/// Writes \p op(*it) for every it in [first, last) to the range starting at
/// \p result, in parallel when all the iterators are random-access (else
/// serially, as std::transform), and returns the end of the output
/// (Microsoft Learn, "parallel_transform Function"). Split as
/// \p partitioner says. \throws one of the exceptions \p op threw.
template <typename InputIterator, typename OutputIterator,
          typename UnaryOperator, typename Partitioner,
          std::enable_if_t<amp2hip::detail::is_ppl_partitioner_v<Partitioner>,
                           int> = 0>
OutputIterator parallel_transform(InputIterator first, InputIterator last,
                                  OutputIterator result,
                                  const UnaryOperator &op,
                                  Partitioner &&partitioner) {
  if constexpr (amp2hip::detail::is_ppl_random_access_v<InputIterator> &&
                amp2hip::detail::is_ppl_random_access_v<OutputIterator>) {
    const auto n = static_cast<std::size_t>(last - first);
    amp2hip::detail::ppl_for_range(
        n, partitioner, [&](std::size_t begin, std::size_t end) {
          for (std::size_t k = begin; k < end; ++k) {
            const auto offset = static_cast<std::ptrdiff_t>(k);
            *(result + offset) = op(*(first + offset));
          }
        });
    return result + static_cast<std::ptrdiff_t>(n);
  } else {
    return std::transform(first, last, result, op);
  }
}

/// Same, with auto_partitioner.
template <typename InputIterator, typename OutputIterator,
          typename UnaryOperator>
OutputIterator parallel_transform(InputIterator first, InputIterator last,
                                  OutputIterator result,
                                  const UnaryOperator &op) {
  return parallel_transform(first, last, result, op, auto_partitioner());
}

/// Writes \p op(*it1, *it2) for corresponding elements of [first1, last1)
/// and the range starting at \p first2 to the range starting at \p result;
/// otherwise as the unary form (Microsoft Learn, "parallel_transform
/// Function").
template <
    typename InputIterator1, typename InputIterator2, typename OutputIterator,
    typename BinaryOperator, typename Partitioner,
    std::enable_if_t<amp2hip::detail::is_ppl_partitioner_v<Partitioner>, int> =
        0>
OutputIterator parallel_transform(InputIterator1 first1, InputIterator1 last1,
                                  InputIterator2 first2, OutputIterator result,
                                  const BinaryOperator &op,
                                  Partitioner &&partitioner) {
  if constexpr (amp2hip::detail::is_ppl_random_access_v<InputIterator1> &&
                amp2hip::detail::is_ppl_random_access_v<InputIterator2> &&
                amp2hip::detail::is_ppl_random_access_v<OutputIterator>) {
    const auto n = static_cast<std::size_t>(last1 - first1);
    amp2hip::detail::ppl_for_range(
        n, partitioner, [&](std::size_t begin, std::size_t end) {
          for (std::size_t k = begin; k < end; ++k) {
            const auto offset = static_cast<std::ptrdiff_t>(k);
            *(result + offset) = op(*(first1 + offset), *(first2 + offset));
          }
        });
    return result + static_cast<std::ptrdiff_t>(n);
  } else {
    return std::transform(first1, last1, first2, result, op);
  }
}

/// Same, with auto_partitioner.
template <typename InputIterator1, typename InputIterator2,
          typename OutputIterator, typename BinaryOperator,
          std::enable_if_t<
              !amp2hip::detail::is_ppl_partitioner_v<BinaryOperator>, int> = 0>
OutputIterator parallel_transform(InputIterator1 first1, InputIterator1 last1,
                                  InputIterator2 first2, OutputIterator result,
                                  const BinaryOperator &op) {
  return parallel_transform(first1, last1, first2, result, op,
                            auto_partitioner());
}

//===----------------------------------------------------------------------===//
// Sorting
//===----------------------------------------------------------------------===//

/// Sorts [begin, end) by \p comp in parallel, not stably (Microsoft Learn,
/// "parallel_sort Function"): tbb::parallel_sort. \p chunk_size (PPL's
/// smallest range sorted serially) is accepted; oneTBB chooses its own.
template <typename RandomIterator, typename Compare>
void parallel_sort(RandomIterator begin, RandomIterator end,
                   const Compare &comp, std::size_t chunk_size = 2048) {
  static_assert(amp2hip::detail::is_ppl_random_access_v<RandomIterator>,
                "concurrency::parallel_sort needs random-access iterators");
  (void)chunk_size;
  tbb::parallel_sort(begin, end, comp);
}

/// Same, by operator<.
template <typename RandomIterator>
void parallel_sort(RandomIterator begin, RandomIterator end) {
  parallel_sort(begin, end, std::less<>());
}

/// Sorts [begin, end) by \p comp in parallel (Microsoft Learn,
/// "parallel_buffered_sort Function"); sorted as parallel_sort.
template <typename RandomIterator, typename Compare>
void parallel_buffered_sort(RandomIterator begin, RandomIterator end,
                            const Compare &comp,
                            std::size_t chunk_size = 2048) {
  parallel_sort(begin, end, comp, chunk_size);
}

/// Same, by operator<.
template <typename RandomIterator>
void parallel_buffered_sort(RandomIterator begin, RandomIterator end) {
  parallel_buffered_sort(begin, end, std::less<>());
}

/// Same, with an allocator for the buffer (accepted, not used).
template <typename Allocator, typename RandomIterator>
void parallel_buffered_sort(const Allocator &, RandomIterator begin,
                            RandomIterator end) {
  parallel_buffered_sort(begin, end, std::less<>());
}

/// Same, with an allocator (accepted, not used) and a comparator.
template <typename Allocator, typename RandomIterator, typename Compare>
void parallel_buffered_sort(const Allocator &, RandomIterator begin,
                            RandomIterator end, const Compare &comp,
                            std::size_t chunk_size = 2048) {
  parallel_buffered_sort(begin, end, comp, chunk_size);
}

/// Sorts [begin, end) stably by the unsigned key \p projection(element),
/// in parallel (Microsoft Learn, "parallel_radixsort Function"); amp2hip
/// runs a parallel stable merge sort by key, not a radix sort.
template <typename RandomIterator, typename Projection>
void parallel_radixsort(RandomIterator begin, RandomIterator end,
                        const Projection &projection,
                        std::size_t chunk_size = 256 * 256) {
  using value_type = typename std::iterator_traits<RandomIterator>::value_type;
  amp2hip::detail::ppl_stable_merge_sort(
      begin, end,
      [&projection](const value_type &a, const value_type &b) {
        return projection(a) < projection(b);
      },
      chunk_size);
}

/// Same, the elements (of an unsigned integer type) being their own keys.
template <typename RandomIterator>
void parallel_radixsort(RandomIterator begin, RandomIterator end) {
  amp2hip::detail::ppl_stable_merge_sort(begin, end, std::less<>(), 256 * 256);
}

/// Same, with an allocator (accepted, not used).
template <typename Allocator, typename RandomIterator>
void parallel_radixsort(const Allocator &, RandomIterator begin,
                        RandomIterator end) {
  parallel_radixsort(begin, end);
}

/// Same, with an allocator (accepted, not used) and a projection.
template <typename Allocator, typename RandomIterator, typename Projection>
void parallel_radixsort(const Allocator &, RandomIterator begin,
                        RandomIterator end, const Projection &projection,
                        std::size_t chunk_size = 256 * 256) {
  parallel_radixsort(begin, end, projection, chunk_size);
}

//===----------------------------------------------------------------------===//
// Task groups
//===----------------------------------------------------------------------===//

/// A function object to run in a task group (Microsoft Learn, "task_handle
/// Class"). structured_task_group::run and task_group::run(task_handle&)
/// keep a reference: the handle must live until the group's wait returns.
template <typename Function> class task_handle {
public:
  /// Keeps a copy of \p function.
  task_handle(const Function &function) : function_(function) {}
  /// Calls the function.
  void operator()() const { function_(); }

private:
  Function function_;
};

/// Makes a task_handle of \p function (Microsoft Learn, "make_task
/// Function").
template <typename Function>
task_handle<Function> make_task(const Function &function) {
  return task_handle<Function>(function);
}

/// A set of chores (callables taking no argument) that run in parallel
/// until wait() (Microsoft Learn, "task_group Class"). run() may be called
/// from any thread, chores included. An exception thrown by a chore cancels
/// the group (chores not yet started are skipped) and is rethrown by wait().
/// Unlike PPL, the destructor waits for running chores instead of throwing
/// missing_wait.
class task_group {
public:
  task_group() = default;
  task_group(const task_group &) = delete;
  task_group &operator=(const task_group &) = delete;

  /// Schedules a copy of \p function.
  template <typename Function> void run(const Function &function) {
    chores_.run(function);
  }

  /// Schedules \p handle, by reference.
  template <typename Function> void run(task_handle<Function> &handle) {
    task_handle<Function> *const pointer = &handle;
    chores_.run([pointer] { (*pointer)(); });
  }

  /// Runs \p function on the calling thread, then wait().
  template <typename Function>
  task_group_status run_and_wait(const Function &function) {
    return chores_.run_and_wait(function);
  }

  /// Runs \p handle on the calling thread, then wait().
  template <typename Function>
  task_group_status run_and_wait(task_handle<Function> &handle) {
    return chores_.run_and_wait(handle);
  }

  /// Waits until every chore has finished (chores not yet started may run
  /// on the calling thread). \returns completed, or canceled after cancel().
  /// \throws the first exception a chore threw.
  task_group_status wait() { return chores_.wait(); }

  /// Cancels the group: chores not yet started are skipped, until wait()
  /// returns (chores already running are not interrupted).
  void cancel() { chores_.cancel(); }

  /// True while the group is canceled (after cancel() or a chore's
  /// exception, until wait() returns).
  bool is_canceling() { return chores_.is_canceling(); }

private:
  amp2hip::detail::ppl_chore_set chores_;
};

/// A task group whose chores are task_handles run by reference, from the
/// thread that owns the group (Microsoft Learn, "structured_task_group
/// Class"). Otherwise as task_group.
class structured_task_group {
public:
  structured_task_group() = default;
  structured_task_group(const structured_task_group &) = delete;
  structured_task_group &operator=(const structured_task_group &) = delete;

  /// Schedules \p handle, by reference.
  template <typename Function> void run(task_handle<Function> &handle) {
    task_handle<Function> *const pointer = &handle;
    chores_.run([pointer] { (*pointer)(); });
  }

  /// Runs \p handle on the calling thread, then wait().
  template <typename Function>
  task_group_status run_and_wait(task_handle<Function> &handle) {
    return chores_.run_and_wait(handle);
  }

  /// Runs \p function on the calling thread, then wait().
  template <typename Function>
  task_group_status run_and_wait(const Function &function) {
    return chores_.run_and_wait(function);
  }

  /// As task_group::wait().
  task_group_status wait() { return chores_.wait(); }

  /// As task_group::cancel().
  void cancel() { chores_.cancel(); }

  /// As task_group::is_canceling().
  bool is_canceling() { return chores_.is_canceling(); }

private:
  amp2hip::detail::ppl_chore_set chores_;
};

/// True when the task group whose chore the calling thread runs is canceling
/// (Microsoft Learn, "is_current_task_group_canceling Function"); false
/// outside any chore: tbb::is_current_task_group_canceling.
inline bool is_current_task_group_canceling() {
  return tbb::is_current_task_group_canceling();
}

//===----------------------------------------------------------------------===//
// combinable
//===----------------------------------------------------------------------===//

/// Thread-private copies of a T, made on first use by each thread, then
/// combined (Microsoft Learn, "combinable Class"): tbb::combinable, which
/// has PPL's members (local(), local(bool&), combine(op), combine_each(f),
/// clear(), copying). Each instance keeps its own copies, so several may be
/// used at once. local() is safe from any thread; combine(), combine_each(),
/// clear(), copying and assignment are not safe concurrently with local().
/// combine() of no copy returns a freshly initialized T.
template <typename T> class combinable {
public:
  /// Thread-local copies are value-initialized (T()).
  combinable() = default;

  /// Thread-local copies are initialized with \p initialize() (called
  /// concurrently from the threads that first use the object).
  template <typename Function,
            std::enable_if_t<
                !std::is_same_v<std::decay_t<Function>, combinable>, int> = 0>
  explicit combinable(Function initialize) : copies_(std::move(initialize)) {}

  /// The calling thread's copy, made on first use.
  T &local() { return copies_.local(); }

  /// The calling thread's copy, made on first use; \p exists is set to
  /// whether it existed before the call.
  T &local(bool &exists) { return copies_.local(exists); }

  /// Destroys every thread's copy.
  void clear() { copies_.clear(); }

  /// Combines the copies with \p op(a, b) (associative and commutative; any
  /// order). \returns the combination, or a freshly initialized T when no
  /// thread made a copy.
  template <typename Function> T combine(Function op) const {
    return copies_.combine(op);
  }

  /// Calls \p function(copy) for every thread's copy.
  template <typename Function> void combine_each(Function function) const {
    copies_.combine_each(function);
  }

private:
  // PPL's combine and combine_each are const; oneTBB's read the copies
  // without changing them but are not declared const.
  mutable tbb::combinable<T> copies_;
};

//===----------------------------------------------------------------------===//
// Locks
//===----------------------------------------------------------------------===//

/// A non-reentrant mutual-exclusion lock (Microsoft Learn,
/// "critical_section Class").
class critical_section {
public:
  /// What native_handle() returns: the critical_section itself.
  typedef critical_section &native_handle_type;

  critical_section() = default;
  critical_section(const critical_section &) = delete;
  critical_section &operator=(const critical_section &) = delete;

  /// Acquires the lock, blocking. \throws improper_lock when the calling
  /// thread holds it already.
  void lock() {
    if (owner_.load(std::memory_order_relaxed) == std::this_thread::get_id())
      throw improper_lock("critical_section: already held by this thread");
    mutex_.lock();
    owner_.store(std::this_thread::get_id(), std::memory_order_relaxed);
  }

  /// Acquires the lock if it is free. \returns whether it did (false when
  /// the calling thread holds it already).
  bool try_lock() {
    if (owner_.load(std::memory_order_relaxed) == std::this_thread::get_id())
      return false;
    if (!mutex_.try_lock())
      return false;
    owner_.store(std::this_thread::get_id(), std::memory_order_relaxed);
    return true;
  }

  /// Acquires the lock, waiting at most \p timeout milliseconds.
  /// \returns whether it did.
  bool try_lock_for(unsigned int timeout) {
    if (owner_.load(std::memory_order_relaxed) == std::this_thread::get_id())
      return false;
    if (!mutex_.try_lock_for(std::chrono::milliseconds(timeout)))
      return false;
    owner_.store(std::this_thread::get_id(), std::memory_order_relaxed);
    return true;
  }

  /// Releases the lock (held by the calling thread).
  void unlock() {
    owner_.store(std::thread::id(), std::memory_order_relaxed);
    mutex_.unlock();
  }

  /// The critical_section itself.
  native_handle_type native_handle() { return *this; }

  /// Holds a critical_section for its lifetime (Microsoft Learn,
  /// "critical_section::scoped_lock Class").
  class scoped_lock {
  public:
    /// Acquires \p section. \throws improper_lock as lock().
    explicit scoped_lock(critical_section &section) : section_(section) {
      section_.lock();
    }
    ~scoped_lock() { section_.unlock(); }
    scoped_lock(const scoped_lock &) = delete;
    scoped_lock &operator=(const scoped_lock &) = delete;

  private:
    critical_section &section_;
  };

private:
  std::timed_mutex mutex_;
  std::atomic<std::thread::id> owner_{std::thread::id()};
};

/// A lock with shared (reader) and exclusive (writer) modes, not reentrant
/// (Microsoft Learn, "reader_writer_lock Class"). PPL prefers writers; this
/// one gives no preference (std::shared_mutex).
class reader_writer_lock {
public:
  reader_writer_lock() = default;
  reader_writer_lock(const reader_writer_lock &) = delete;
  reader_writer_lock &operator=(const reader_writer_lock &) = delete;

  /// Acquires the lock as the writer. \throws improper_lock when the calling
  /// thread is the writer already.
  void lock() {
    if (writer_.load(std::memory_order_relaxed) == std::this_thread::get_id())
      throw improper_lock("reader_writer_lock: already held by this thread");
    mutex_.lock();
    writer_.store(std::this_thread::get_id(), std::memory_order_relaxed);
  }

  /// Acquires the lock as the writer if it is free. \returns whether it did.
  bool try_lock() {
    if (writer_.load(std::memory_order_relaxed) == std::this_thread::get_id())
      return false;
    if (!mutex_.try_lock())
      return false;
    writer_.store(std::this_thread::get_id(), std::memory_order_relaxed);
    return true;
  }

  /// Acquires the lock as a reader. \throws improper_lock when the calling
  /// thread is the writer.
  void lock_read() {
    if (writer_.load(std::memory_order_relaxed) == std::this_thread::get_id())
      throw improper_lock("reader_writer_lock: held for writing by this "
                          "thread");
    mutex_.lock_shared();
  }

  /// Acquires the lock as a reader if no writer holds it. \returns whether
  /// it did.
  bool try_lock_read() {
    if (writer_.load(std::memory_order_relaxed) == std::this_thread::get_id())
      return false;
    return mutex_.try_lock_shared();
  }

  /// Releases the lock, held by the calling thread as writer or reader.
  void unlock() {
    if (writer_.load(std::memory_order_relaxed) == std::this_thread::get_id()) {
      writer_.store(std::thread::id(), std::memory_order_relaxed);
      mutex_.unlock();
    } else {
      mutex_.unlock_shared();
    }
  }

  /// Holds the lock as the writer for its lifetime.
  class scoped_lock {
  public:
    /// Acquires \p lock as the writer. \throws improper_lock as lock().
    explicit scoped_lock(reader_writer_lock &lock) : lock_(lock) {
      lock_.lock();
    }
    ~scoped_lock() { lock_.unlock(); }
    scoped_lock(const scoped_lock &) = delete;
    scoped_lock &operator=(const scoped_lock &) = delete;

  private:
    reader_writer_lock &lock_;
  };

  /// Holds the lock as a reader for its lifetime.
  class scoped_lock_read {
  public:
    /// Acquires \p lock as a reader. \throws improper_lock as lock_read().
    explicit scoped_lock_read(reader_writer_lock &lock) : lock_(lock) {
      lock_.lock_read();
    }
    ~scoped_lock_read() { lock_.unlock(); }
    scoped_lock_read(const scoped_lock_read &) = delete;
    scoped_lock_read &operator=(const scoped_lock_read &) = delete;

  private:
    reader_writer_lock &lock_;
  };

private:
  std::shared_mutex mutex_;
  std::atomic<std::thread::id> writer_{std::thread::id()};
};

} // namespace Concurrency

#endif // AMP2HIP_PPL_H
