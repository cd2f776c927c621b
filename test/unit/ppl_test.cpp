//===- ppl_test.cpp - PPL algorithms, task groups, combinable, locks
//-------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// <amp2hip/ppl.h> (docs/features/ppl.md): parallel_for in every form,
// parallel_for_each over a std::list and a std::vector, parallel_invoke,
// task_group and structured_task_group, combinable, critical_section,
// reader_writer_lock, parallel_reduce, parallel_transform and the sorts.
// Every expected value comes from a serial computation in the same test.
// Host code only; builds with g++, hipcc -x hip and nvcc -x cu.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/ppl.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <cstdint>
#include <functional>
#include <list>
#include <mutex>
#include <numeric>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

using concurrency::affinity_partitioner;
using concurrency::auto_partitioner;
using concurrency::combinable;
using concurrency::critical_section;
using concurrency::reader_writer_lock;
using concurrency::simple_partitioner;
using concurrency::static_partitioner;

/// Some value per index, so that sums are not trivial.
long long weight(long long i) { return (i * 7919) % 1009 - 300; }

long long serial_weight_sum(int n) {
  long long sum = 0;
  for (int i = 0; i < n; ++i)
    sum += weight(i);
  return sum;
}

//===----------------------------------------------------------------------===//
// parallel_for
//===----------------------------------------------------------------------===//

TEST(PplFor, SumWithCombinableMatchesSerialLoop) {
  const int n = 200000;
  const long long expected = serial_weight_sum(n);
  combinable<long long> sum;
  concurrency::parallel_for(0, n, [&](int i) { sum.local() += weight(i); });
  EXPECT_EQ(sum.combine(std::plus<long long>()), expected);
}

TEST(PplFor, EveryPartitionerCoversTheRange) {
  const int n = 100003;
  const long long expected = serial_weight_sum(n);
  const auto run = [&](auto &&partitioner) {
    combinable<long long> sum;
    std::atomic<int> calls{0};
    concurrency::parallel_for(
        0, n,
        [&](int i) {
          sum.local() += weight(i);
          calls.fetch_add(1, std::memory_order_relaxed);
        },
        partitioner);
    EXPECT_EQ(calls.load(), n);
    return sum.combine(std::plus<long long>());
  };
  EXPECT_EQ(run(auto_partitioner()), expected);
  EXPECT_EQ(run(static_partitioner()), expected);
  EXPECT_EQ(run(simple_partitioner(37)), expected);
  EXPECT_EQ(run(simple_partitioner(1000000)), expected);
  affinity_partitioner affinity;
  EXPECT_EQ(run(affinity), expected);
  EXPECT_EQ(run(affinity), expected); // reused, as PPL programs do
}

/// The indices parallel_for(first, last, step, ...) visits, sorted.
template <typename Index, typename... Partitioner>
std::vector<Index> visited(Index first, Index last, Index step,
                           Partitioner &&...partitioner) {
  std::mutex mutex;
  std::vector<Index> seen;
  concurrency::parallel_for(
      first, last, step,
      [&](Index i) {
        std::lock_guard<std::mutex> lock(mutex);
        seen.push_back(i);
      },
      partitioner...);
  std::sort(seen.begin(), seen.end());
  return seen;
}

/// first, first + step, ... while < last, by a serial loop that never
/// computes past last (the test ranges keep last - first representable).
template <typename Index>
std::vector<Index> expected_indices(Index first, Index last, Index step) {
  std::vector<Index> indices;
  if (!(first < last))
    return indices;
  for (Index i = first;; i = static_cast<Index>(i + step)) {
    indices.push_back(i);
    if (static_cast<Index>(last - i) <= step)
      break;
  }
  return indices;
}

template <typename Index> void check_step(Index first, Index last, Index step) {
  const std::vector<Index> expected = expected_indices(first, last, step);
  EXPECT_EQ(visited(first, last, step), expected)
      << "first " << +first << " last " << +last << " step " << +step;
  EXPECT_EQ(visited(first, last, step, static_partitioner()), expected);
  EXPECT_EQ(visited(first, last, step, simple_partitioner(3)), expected);
}

TEST(PplFor, StepFormsCoverExactlyTheExpectedIndices) {
  check_step(0, 100, 3);
  check_step(0, 99, 3);
  check_step(-17, 50, 4);
  check_step(-1000, -3, 7);
  check_step(5, 6, 10);
  check_step(0, 100000, 1);
  check_step(3u, 1000u, 7u);
  check_step<short>(-100, 100, 9);
  check_step<unsigned char>(0, 255, 16);
  check_step<long long>(LLONG_MAX - 1000, LLONG_MAX, 7);
  check_step<unsigned>(UINT_MAX - 500, UINT_MAX, 13);
  check_step<std::size_t>(0, 12345, 1000);
  // Empty ranges call nothing.
  EXPECT_TRUE(visited(5, 5, 1).empty());
  EXPECT_TRUE(visited(10, 3, 2).empty());
  // The form without a step visits every index once.
  std::vector<std::atomic<int>> hits(25);
  concurrency::parallel_for(-5, 20, [&](int i) { ++hits[i + 5]; });
  for (std::size_t k = 0; k < hits.size(); ++k)
    EXPECT_EQ(hits[k].load(), 1) << k;
}

TEST(PplFor, StepBelowOneThrowsInvalidArgument) {
  std::atomic<int> calls{0};
  EXPECT_THROW(concurrency::parallel_for(0, 10, 0, [&](int) { ++calls; }),
               std::invalid_argument);
  EXPECT_THROW(concurrency::parallel_for(0, 10, -2, [&](int) { ++calls; }),
               std::invalid_argument);
  EXPECT_THROW(
      concurrency::parallel_for(0u, 10u, 0u, [&](unsigned) { ++calls; }),
      std::invalid_argument);
  EXPECT_EQ(calls.load(), 0);
  EXPECT_THROW(simple_partitioner(0), std::invalid_argument);
}

TEST(PplFor, ExceptionFromTheBodyReachesTheCaller) {
  std::atomic<int> calls{0};
  try {
    concurrency::parallel_for(0, 100000, [&](int i) {
      calls.fetch_add(1, std::memory_order_relaxed);
      if (i == 777)
        throw std::runtime_error("body failed at 777");
    });
    FAIL() << "no exception";
  } catch (const std::runtime_error &error) {
    EXPECT_STREQ(error.what(), "body failed at 777");
  }
  EXPECT_GE(calls.load(), 1);
  // The scheduler still works afterwards.
  combinable<long long> sum;
  concurrency::parallel_for(0, 1000, [&](int i) { sum.local() += weight(i); });
  EXPECT_EQ(sum.combine(std::plus<long long>()), serial_weight_sum(1000));
}

TEST(PplFor, NestedLoopsComplete) {
  const int outer = 64;
  const int inner = 300;
  long long expected = 0;
  for (int i = 0; i < outer; ++i)
    for (int j = 0; j < inner; ++j)
      expected += weight(i * inner + j);
  combinable<long long> sum;
  concurrency::parallel_for(0, outer, [&](int i) {
    concurrency::parallel_for(
        0, inner, [&](int j) { sum.local() += weight(i * inner + j); });
  });
  EXPECT_EQ(sum.combine(std::plus<long long>()), expected);
}

TEST(PplFor, UsesSeveralThreads) {
  if (std::thread::hardware_concurrency() < 2)
    GTEST_SKIP() << "one hardware thread";
  std::mutex mutex;
  std::set<std::thread::id> threads;
  concurrency::parallel_for(0, 64, [&](int) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    std::lock_guard<std::mutex> lock(mutex);
    threads.insert(std::this_thread::get_id());
  });
  EXPECT_GT(threads.size(), 1u);
}

//===----------------------------------------------------------------------===//
// parallel_for_each
//===----------------------------------------------------------------------===//

TEST(PplForEach, OverAListAndAVector) {
  std::list<int> list;
  std::vector<int> vector;
  for (int i = 0; i < 20011; ++i) {
    list.push_back(i * 3 - 7);
    vector.push_back(i * 5 + 1);
  }
  std::list<int> list_expected = list;
  for (int &x : list_expected)
    x = x * 2 + 1;
  std::vector<int> vector_expected = vector;
  for (int &x : vector_expected)
    x = x * 2 + 1;

  concurrency::parallel_for_each(list.begin(), list.end(),
                                 [](int &x) { x = x * 2 + 1; });
  concurrency::parallel_for_each(vector.begin(), vector.end(),
                                 [](int &x) { x = x * 2 + 1; });
  EXPECT_EQ(list, list_expected);
  EXPECT_EQ(vector, vector_expected);

  // Reading: sums with combinable.
  long long expected = 0;
  for (int x : list)
    expected += x;
  combinable<long long> sum;
  concurrency::parallel_for_each(list.cbegin(), list.cend(),
                                 [&](int x) { sum.local() += x; });
  EXPECT_EQ(sum.combine(std::plus<long long>()), expected);
}

TEST(PplForEach, WithPartitionersAndPointers) {
  std::vector<int> data(5003);
  std::iota(data.begin(), data.end(), 1);
  const long long expected = std::accumulate(data.begin(), data.end(), 0LL);
  const auto sum_with = [&](auto &&partitioner) {
    combinable<long long> sum;
    concurrency::parallel_for_each(
        data.begin(), data.end(), [&](int x) { sum.local() += x; },
        partitioner);
    return sum.combine(std::plus<long long>());
  };
  EXPECT_EQ(sum_with(auto_partitioner()), expected);
  EXPECT_EQ(sum_with(static_partitioner()), expected);
  EXPECT_EQ(sum_with(simple_partitioner(100)), expected);
  affinity_partitioner affinity;
  EXPECT_EQ(sum_with(affinity), expected);

  std::atomic<long long> total{0};
  const int *first = data.data();
  concurrency::parallel_for_each(first, first + data.size(),
                                 [&](const int &x) { total += x; });
  EXPECT_EQ(total.load(), expected);

  std::list<int> empty;
  concurrency::parallel_for_each(empty.begin(), empty.end(),
                                 [](int) { FAIL(); });
}

TEST(PplForEach, ExceptionFromTheBodyReachesTheCaller) {
  std::list<int> list(5000, 1);
  list.back() = -1;
  EXPECT_THROW(concurrency::parallel_for_each(list.begin(), list.end(),
                                              [](int x) {
                                                if (x < 0)
                                                  throw std::domain_error("-");
                                              }),
               std::domain_error);
}

//===----------------------------------------------------------------------===//
// parallel_invoke
//===----------------------------------------------------------------------===//

TEST(PplInvoke, RunsEveryFunction) {
  std::atomic<int> mask{0};
  const auto bit = [&](int k) { return [&mask, k] { mask |= 1 << k; }; };
  concurrency::parallel_invoke(bit(0), bit(1));
  EXPECT_EQ(mask.load(), 0x3);
  mask = 0;
  concurrency::parallel_invoke(bit(0), bit(1), bit(2), bit(3), bit(4));
  EXPECT_EQ(mask.load(), 0x1f);
  mask = 0;
  concurrency::parallel_invoke(bit(0), bit(1), bit(2), bit(3), bit(4), bit(5),
                               bit(6), bit(7), bit(8), bit(9));
  EXPECT_EQ(mask.load(), 0x3ff);
}

TEST(PplInvoke, ExceptionIsRethrownAfterTheOthersRan) {
  std::atomic<int> ran{0};
  EXPECT_THROW(concurrency::parallel_invoke(
                   [&] { ++ran; }, [] { throw std::logic_error("second"); },
                   [&] { ++ran; }),
               std::logic_error);
  // Each function ran at most once (skipped when the failure came first).
  EXPECT_LE(ran.load(), 2);
  // Nothing is left running: a later call sees only its own functions.
  ran = 0;
  concurrency::parallel_invoke([&] { ++ran; }, [&] { ++ran; });
  EXPECT_EQ(ran.load(), 2);
}

//===----------------------------------------------------------------------===//
// task_group, structured_task_group
//===----------------------------------------------------------------------===//

TEST(PplTaskGroup, RunsEveryChoreBeforeWaitReturns) {
  concurrency::task_group group;
  std::atomic<long long> sum{0};
  for (int i = 0; i < 500; ++i)
    group.run([&sum, i] { sum += weight(i); });
  EXPECT_EQ(group.wait(), concurrency::completed);
  EXPECT_EQ(sum.load(), serial_weight_sum(500));
  // Reusable, and run_and_wait runs its function too.
  sum = 0;
  group.run([&sum] { sum += 1; });
  EXPECT_EQ(group.run_and_wait([&sum] { sum += 2; }), concurrency::completed);
  EXPECT_EQ(sum.load(), 3);
}

TEST(PplTaskGroup, WaitRethrowsAChoreException) {
  concurrency::task_group group;
  group.run([] { throw std::out_of_range("chore"); });
  group.run([] {});
  EXPECT_THROW(group.wait(), std::out_of_range);
  // The group is usable again.
  std::atomic<int> ran{0};
  group.run([&ran] { ++ran; });
  EXPECT_EQ(group.wait(), concurrency::completed);
  EXPECT_EQ(ran.load(), 1);
}

TEST(PplTaskGroup, CancelSkipsChoresNotStarted) {
  concurrency::task_group group;
  group.cancel();
  EXPECT_TRUE(group.is_canceling());
  bool ran = false;
  group.run([&ran] { ran = true; });
  EXPECT_EQ(group.wait(), concurrency::canceled);
  EXPECT_FALSE(ran);
  EXPECT_FALSE(group.is_canceling());
}

long long serial_fib(int n) {
  return n < 2 ? n : serial_fib(n - 1) + serial_fib(n - 2);
}

long long group_fib(int n) {
  if (n < 2)
    return n;
  long long a = 0;
  long long b = 0;
  concurrency::task_group group;
  group.run([&a, n] { a = group_fib(n - 1); });
  group.run([&b, n] { b = group_fib(n - 2); });
  group.wait();
  return a + b;
}

TEST(PplTaskGroup, RecursiveGroupsComplete) {
  EXPECT_EQ(group_fib(18), serial_fib(18));
}

TEST(PplTaskGroup, StructuredGroupRunsHandles) {
  int a = 0;
  int b = 0;
  int c = 0;
  auto first = concurrency::make_task([&a] { a = 1; });
  auto second = concurrency::make_task([&b] { b = 2; });
  auto third = concurrency::make_task([&c] { c = 3; });
  concurrency::structured_task_group group;
  group.run(first);
  group.run(second);
  EXPECT_EQ(group.run_and_wait(third), concurrency::completed);
  EXPECT_EQ(a + b + c, 6);

  auto failing = concurrency::make_task([] { throw std::length_error("x"); });
  concurrency::structured_task_group other;
  other.run(failing);
  EXPECT_THROW(other.wait(), std::length_error);

  concurrency::task_group plain;
  a = 0;
  plain.run(first);
  plain.wait();
  EXPECT_EQ(a, 1);
}

//===----------------------------------------------------------------------===//
// combinable
//===----------------------------------------------------------------------===//

TEST(PplCombinable, LocalReportsWhetherTheCopyExisted) {
  combinable<int> counter([] { return 40; });
  bool exists = true;
  counter.local(exists) += 1;
  EXPECT_FALSE(exists);
  counter.local(exists) += 1;
  EXPECT_TRUE(exists);
  EXPECT_EQ(counter.local(), 42);
  EXPECT_EQ(counter.combine(std::plus<int>()), 42);
}

TEST(PplCombinable, SeveralInstancesAtOnceStayApart) {
  const int n = 50000;
  combinable<long long> count;
  combinable<long long> sum;
  combinable<long long> odd([] { return 0LL; });
  concurrency::parallel_for(0, n, [&](int i) {
    count.local() += 1;
    sum.local() += weight(i);
    if (i % 2 != 0)
      odd.local() += 1;
  });
  EXPECT_EQ(count.combine(std::plus<long long>()), n);
  EXPECT_EQ(sum.combine(std::plus<long long>()), serial_weight_sum(n));
  EXPECT_EQ(odd.combine(std::plus<long long>()), n / 2);

  long long each = 0;
  sum.combine_each([&each](long long part) { each += part; });
  EXPECT_EQ(each, serial_weight_sum(n));

  const combinable<long long> copy = sum;
  EXPECT_EQ(copy.combine(std::plus<long long>()), serial_weight_sum(n));

  sum.clear();
  EXPECT_EQ(sum.combine(std::plus<long long>()), 0);
  EXPECT_EQ(copy.combine(std::plus<long long>()), serial_weight_sum(n));
}

TEST(PplCombinable, ThreadsGetTheirOwnCopies) {
  combinable<std::vector<int>> lists;
  std::vector<std::thread> threads;
  // The threads stay alive until all have filled their copy, so that no
  // thread id is reused.
  std::atomic<int> filled{0};
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&lists, &filled, t] {
      for (int k = 0; k < 1000; ++k)
        lists.local().push_back(t * 1000 + k);
      ++filled;
      while (filled.load() < 8)
        std::this_thread::yield();
    });
  for (std::thread &thread : threads)
    thread.join();
  int copies = 0;
  lists.combine_each([&copies](const std::vector<int> &list) {
    ++copies;
    EXPECT_EQ(list.size(), 1000u);
    // One thread's values, in order.
    for (std::size_t k = 1; k < list.size(); ++k)
      EXPECT_EQ(list[k], list[0] + static_cast<int>(k));
  });
  EXPECT_EQ(copies, 8);
  std::vector<int> all =
      lists.combine([](std::vector<int> a, const std::vector<int> &b) {
        a.insert(a.end(), b.begin(), b.end());
        return a;
      });
  std::sort(all.begin(), all.end());
  std::vector<int> expected(8000);
  std::iota(expected.begin(), expected.end(), 0);
  EXPECT_EQ(all, expected);
}

//===----------------------------------------------------------------------===//
// critical_section, reader_writer_lock
//===----------------------------------------------------------------------===//

TEST(PplLocks, CriticalSectionExcludes) {
  critical_section section;
  long long counter = 0; // not atomic: only the lock protects it
  std::atomic<int> inside{0};
  std::atomic<int> most_inside{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&] {
      for (int k = 0; k < 20000; ++k) {
        critical_section::scoped_lock lock(section);
        const int now = ++inside;
        int most = most_inside.load();
        while (now > most && !most_inside.compare_exchange_weak(most, now)) {
        }
        ++counter;
        --inside;
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(counter, 8 * 20000);
  EXPECT_EQ(most_inside.load(), 1);
}

TEST(PplLocks, CriticalSectionIsNotReentrant) {
  critical_section section;
  section.lock();
  EXPECT_THROW(section.lock(), concurrency::improper_lock);
  EXPECT_FALSE(section.try_lock());
  bool other = true;
  std::thread([&] { other = section.try_lock(); }).join();
  EXPECT_FALSE(other);
  section.unlock();
  std::thread([&] {
    other = section.try_lock_for(1000);
    if (other)
      section.unlock();
  }).join();
  EXPECT_TRUE(other);
  EXPECT_TRUE(section.try_lock());
  section.unlock();
}

TEST(PplLocks, ReaderWriterLockKeepsPairsConsistent) {
  reader_writer_lock lock;
  long long first = 0;
  long long second = 0;
  std::atomic<int> torn{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int k = 0; k < 5000; ++k) {
        reader_writer_lock::scoped_lock hold(lock);
        ++first;
        ++second;
      }
    });
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int k = 0; k < 5000; ++k) {
        reader_writer_lock::scoped_lock_read hold(lock);
        if (first != second)
          ++torn;
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(first, 4 * 5000);
  EXPECT_EQ(second, 4 * 5000);
  EXPECT_EQ(torn.load(), 0);
  lock.lock();
  EXPECT_THROW(lock.lock(), concurrency::improper_lock);
  EXPECT_FALSE(lock.try_lock_read());
  lock.unlock();
  EXPECT_TRUE(lock.try_lock_read());
  lock.unlock();
}

//===----------------------------------------------------------------------===//
// parallel_reduce, parallel_transform, sorts
//===----------------------------------------------------------------------===//

TEST(PplAlgorithms, ParallelReduceMatchesSerialFolds) {
  std::vector<long long> values(100001);
  for (std::size_t k = 0; k < values.size(); ++k)
    values[k] = weight(static_cast<long long>(k));
  const long long expected = std::accumulate(values.begin(), values.end(), 0LL);
  EXPECT_EQ(concurrency::parallel_reduce(values.begin(), values.end(), 0LL),
            expected);
  EXPECT_EQ(concurrency::parallel_reduce(values.begin(), values.end(), 0LL,
                                         std::plus<long long>()),
            expected);
  EXPECT_EQ(concurrency::parallel_reduce(
                values.begin(), values.end(), 0LL,
                [](std::vector<long long>::iterator first,
                   std::vector<long long>::iterator last, long long init) {
                  return std::accumulate(first, last, init);
                },
                std::plus<long long>()),
            expected);
  // Over a list, with a maximum.
  std::list<long long> list(values.begin(), values.end());
  EXPECT_EQ(concurrency::parallel_reduce(
                list.begin(), list.end(), LLONG_MIN,
                [](long long a, long long b) { return std::max(a, b); }),
            *std::max_element(values.begin(), values.end()));
  // Associative, not commutative: the chunks are combined in order.
  std::vector<std::string> words;
  std::string joined;
  for (int k = 0; k < 3000; ++k) {
    words.push_back(std::to_string(k) + ",");
    joined += words.back();
  }
  EXPECT_EQ(
      concurrency::parallel_reduce(words.begin(), words.end(), std::string()),
      joined);
  std::vector<int> empty;
  EXPECT_EQ(concurrency::parallel_reduce(empty.begin(), empty.end(), 17), 17);
}

TEST(PplAlgorithms, ParallelTransformMatchesStdTransform) {
  std::vector<int> input(70001);
  std::vector<int> other(input.size());
  for (std::size_t k = 0; k < input.size(); ++k) {
    input[k] = static_cast<int>(weight(static_cast<long long>(k)));
    other[k] = static_cast<int>(k % 97);
  }
  const auto unary = [](int x) { return x * x - 3; };
  const auto binary = [](int x, int y) { return x * 31 + y; };
  std::vector<int> expected_unary(input.size());
  std::transform(input.begin(), input.end(), expected_unary.begin(), unary);
  std::vector<int> expected_binary(input.size());
  std::transform(input.begin(), input.end(), other.begin(),
                 expected_binary.begin(), binary);

  std::vector<int> out(input.size());
  auto end = concurrency::parallel_transform(input.begin(), input.end(),
                                             out.begin(), unary);
  EXPECT_TRUE(end == out.end());
  EXPECT_EQ(out, expected_unary);
  std::fill(out.begin(), out.end(), 0);
  concurrency::parallel_transform(input.begin(), input.end(), out.begin(),
                                  unary, static_partitioner());
  EXPECT_EQ(out, expected_unary);

  std::fill(out.begin(), out.end(), 0);
  end = concurrency::parallel_transform(input.begin(), input.end(),
                                        other.begin(), out.begin(), binary);
  EXPECT_TRUE(end == out.end());
  EXPECT_EQ(out, expected_binary);
  std::fill(out.begin(), out.end(), 0);
  affinity_partitioner affinity;
  concurrency::parallel_transform(input.begin(), input.end(), other.begin(),
                                  out.begin(), binary, affinity);
  EXPECT_EQ(out, expected_binary);
  std::fill(out.begin(), out.end(), 0);
  concurrency::parallel_transform(input.begin(), input.end(), other.begin(),
                                  out.begin(), binary, simple_partitioner(64));
  EXPECT_EQ(out, expected_binary);

  // Forward iterators (serial fallback) give the same result.
  std::list<int> list(input.begin(), input.end());
  std::vector<int> from_list;
  concurrency::parallel_transform(list.begin(), list.end(),
                                  std::back_inserter(from_list), unary);
  EXPECT_EQ(from_list, expected_unary);
}

std::vector<int> random_values(std::size_t n, unsigned seed) {
  std::mt19937 engine(seed);
  std::uniform_int_distribution<int> distribution(-100000, 100000);
  std::vector<int> values(n);
  for (int &value : values)
    value = distribution(engine);
  return values;
}

TEST(PplAlgorithms, ParallelSortMatchesStdSort) {
  for (std::size_t n : {0u, 1u, 2u, 100u, 5000u, 200003u}) {
    const std::vector<int> values =
        random_values(n, 7u + static_cast<unsigned>(n));
    std::vector<int> expected = values;
    std::sort(expected.begin(), expected.end());
    std::vector<int> sorted = values;
    concurrency::parallel_sort(sorted.begin(), sorted.end());
    EXPECT_EQ(sorted, expected) << n;

    std::vector<int> descending = values;
    concurrency::parallel_sort(descending.begin(), descending.end(),
                               std::greater<int>(), 16);
    std::vector<int> expected_descending = values;
    std::sort(expected_descending.begin(), expected_descending.end(),
              std::greater<int>());
    EXPECT_EQ(descending, expected_descending) << n;

    std::vector<int> buffered = values;
    concurrency::parallel_buffered_sort(buffered.begin(), buffered.end());
    EXPECT_EQ(buffered, expected) << n;
    buffered = values;
    concurrency::parallel_buffered_sort(buffered.begin(), buffered.end(),
                                        std::less<int>(), 64);
    EXPECT_EQ(buffered, expected) << n;
  }
  std::vector<std::string> words;
  for (int value : random_values(3000, 3))
    words.push_back(std::to_string(value));
  std::vector<std::string> expected_words = words;
  std::sort(expected_words.begin(), expected_words.end());
  concurrency::parallel_sort(words.begin(), words.end(), std::less<>(), 10);
  EXPECT_EQ(words, expected_words);
}

TEST(PplAlgorithms, ParallelRadixsortIsStableByKey) {
  // (key, position): sorted stably by key, equal keys keep their order.
  std::vector<std::pair<unsigned, int>> items;
  std::mt19937 engine(11);
  for (int k = 0; k < 100000; ++k)
    items.emplace_back(static_cast<unsigned>(engine() % 100), k);
  // Independent reference: a counting sort (stable by construction).
  std::vector<std::vector<std::pair<unsigned, int>>> buckets(100);
  for (const auto &item : items)
    buckets[item.first].push_back(item);
  std::vector<std::pair<unsigned, int>> expected;
  for (const auto &bucket : buckets)
    expected.insert(expected.end(), bucket.begin(), bucket.end());

  std::vector<std::pair<unsigned, int>> sorted = items;
  concurrency::parallel_radixsort(
      sorted.begin(), sorted.end(),
      [](const std::pair<unsigned, int> &item) {
        return static_cast<std::size_t>(item.first);
      },
      256);
  EXPECT_EQ(sorted, expected);

  std::vector<unsigned> keys;
  for (const auto &item : items)
    keys.push_back(item.first * 1000u + static_cast<unsigned>(item.second % 7));
  std::vector<unsigned> expected_keys = keys;
  std::sort(expected_keys.begin(), expected_keys.end());
  concurrency::parallel_radixsort(keys.begin(), keys.end());
  EXPECT_EQ(keys, expected_keys);
}

//===----------------------------------------------------------------------===//
// CurrentScheduler, SchedulerPolicy (Microsoft Learn, "CurrentScheduler
// Class", "SchedulerPolicy Class"): the queries programs size their CPU
// work with, against oneTBB's arena and ConcRT's documented defaults.
//===----------------------------------------------------------------------===//

TEST(ConcrtScheduler, CurrentSchedulerDescribesTbbArena) {
  unsigned Processors =
      concurrency::CurrentScheduler::GetNumberOfVirtualProcessors();
  EXPECT_EQ(Processors, static_cast<unsigned>(
                            oneapi::tbb::this_task_arena::max_concurrency()));
  concurrency::SchedulerPolicy Policy =
      concurrency::CurrentScheduler::GetPolicy();
  EXPECT_EQ(Policy.GetPolicyValue(concurrency::MaxConcurrency), Processors);
  EXPECT_EQ(Policy.GetPolicyValue(concurrency::MinConcurrency), 1u);
}

TEST(ConcrtScheduler, PolicyDefaultsLimitsAndErrors) {
  concurrency::SchedulerPolicy Policy;
  EXPECT_EQ(Policy.GetPolicyValue(concurrency::MaxConcurrency),
            concurrency::MaxExecutionResources);
  EXPECT_EQ(Policy.GetPolicyValue(concurrency::MinConcurrency), 1u);
  EXPECT_EQ(Policy.GetPolicyValue(concurrency::LocalContextCacheSize), 8u);
  Policy.SetConcurrencyLimits(2, 6);
  EXPECT_EQ(Policy.GetPolicyValue(concurrency::MinConcurrency), 2u);
  EXPECT_EQ(Policy.GetPolicyValue(concurrency::MaxConcurrency), 6u);
  // min above max, or max 0: rejected, nothing changed.
  EXPECT_THROW(Policy.SetConcurrencyLimits(7, 6),
               concurrency::invalid_scheduler_policy_thread_specification);
  EXPECT_THROW(Policy.SetPolicyValue(concurrency::MaxConcurrency, 0),
               concurrency::invalid_scheduler_policy_thread_specification);
  EXPECT_EQ(Policy.GetPolicyValue(concurrency::MaxConcurrency), 6u);
  EXPECT_EQ(Policy.SetPolicyValue(concurrency::MaxConcurrency, 4), 6u);
  EXPECT_EQ(Policy.GetPolicyValue(concurrency::MaxConcurrency), 4u);
  EXPECT_THROW(Policy.GetPolicyValue(concurrency::MaxPolicyElementKey),
               concurrency::invalid_scheduler_policy_key);
  // ConcRT's variadic constructor: count, then (key, value) pairs.
  concurrency::SchedulerPolicy Two(2, concurrency::MinConcurrency, 3u,
                                   concurrency::MaxConcurrency, 5u);
  EXPECT_EQ(Two.GetPolicyValue(concurrency::MinConcurrency), 3u);
  EXPECT_EQ(Two.GetPolicyValue(concurrency::MaxConcurrency), 5u);
  EXPECT_THROW(concurrency::SchedulerPolicy(2, concurrency::MinConcurrency, 5u,
                                            concurrency::MaxConcurrency, 3u),
               concurrency::invalid_scheduler_policy_thread_specification);
}

} // namespace
