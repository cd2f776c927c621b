//===- ppl_containers_test.cpp - concurrent_vector, concurrent_queue
//-------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// <amp2hip/concurrent_vector.h> and <amp2hip/concurrent_queue.h>
// (docs/features/ppl.md): concurrent appends from 8 threads give exactly the
// expected multiset, element addresses taken early stay valid while the
// vector grows, grow_by blocks are contiguous, the sequential members; the
// queue's producer/consumer totals and FIFO order; the unordered map's
// concurrent inserts of overlapping keys (each key once, its first value
// kept), references that stay valid while it grows, iteration during
// inserts, and its sequential members. Host code only.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/concurrent_queue.h>
#include <amp2hip/concurrent_unordered_map.h>
#include <amp2hip/concurrent_vector.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <iterator>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

using concurrency::concurrent_queue;
using concurrency::concurrent_unordered_map;
using concurrency::concurrent_vector;

TEST(PplConcurrentVector, EightThreadsAppendTheExpectedMultiset) {
  const int threads = 8;
  const int per_thread = 20000;
  concurrent_vector<int> vector;
  // Elements appended before the threads start: their addresses must hold.
  const int *early[3];
  for (int k = 0; k < 3; ++k)
    early[k] = &*vector.push_back(-1 - k);

  struct record {
    int value;
    const int *address;
    std::size_t index;
  };
  std::vector<std::vector<record>> records(threads);
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t)
    workers.emplace_back([&vector, &records, t] {
      for (int k = 0; k < per_thread; ++k) {
        const int value = t * per_thread + k;
        int moved = value;
        auto it = value % 2 == 0 ? vector.push_back(value)
                                 : vector.push_back(std::move(moved));
        if (k % 97 == 0)
          records[t].push_back(
              {value, &*it, static_cast<std::size_t>(it - vector.begin())});
        // Concurrent reads of elements appended before.
        if (k % 1000 == 0) {
          EXPECT_EQ(vector[0], -1);
        }
      }
    });
  for (std::thread &worker : workers)
    worker.join();

  ASSERT_EQ(vector.size(), static_cast<std::size_t>(threads * per_thread + 3));
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(&vector[static_cast<std::size_t>(k)], early[k]);
    EXPECT_EQ(*early[k], -1 - k);
  }
  for (const std::vector<record> &list : records)
    for (const record &r : list) {
      EXPECT_EQ(&vector[r.index], r.address);
      EXPECT_EQ(*r.address, r.value);
    }
  std::vector<int> contents(vector.begin(), vector.end());
  std::sort(contents.begin(), contents.end());
  std::vector<int> expected;
  for (int k = 3; k >= 1; --k)
    expected.push_back(-k);
  for (int value = 0; value < threads * per_thread; ++value)
    expected.push_back(value);
  EXPECT_EQ(contents, expected);
}

TEST(PplConcurrentVector, GrowByBlocksAreContiguous) {
  concurrent_vector<std::string> vector;
  std::vector<std::thread> workers;
  for (int t = 0; t < 8; ++t)
    workers.emplace_back([&vector, t] {
      for (int k = 0; k < 200; ++k) {
        const std::string tag = std::to_string(t) + ":" + std::to_string(k);
        auto first = vector.grow_by(7, tag);
        for (int j = 0; j < 7; ++j)
          EXPECT_EQ(first[j], tag);
      }
    });
  for (std::thread &worker : workers)
    worker.join();
  ASSERT_EQ(vector.size(), 8u * 200u * 7u);
  for (std::size_t block = 0; block < vector.size(); block += 7)
    for (std::size_t j = 1; j < 7; ++j)
      EXPECT_EQ(vector[block + j], vector[block]);
}

TEST(PplConcurrentVector, GrowToAtLeastFromSeveralThreads) {
  concurrent_vector<int> vector;
  std::vector<std::thread> workers;
  for (int t = 0; t < 8; ++t)
    workers.emplace_back([&vector, t] {
      for (int k = 1; k <= 100; ++k)
        vector.grow_to_at_least(static_cast<std::size_t>(k * 10 + t));
    });
  for (std::thread &worker : workers)
    worker.join();
  EXPECT_EQ(vector.size(), 1007u);
  EXPECT_TRUE(
      std::all_of(vector.begin(), vector.end(), [](int x) { return x == 0; }));
  auto it = vector.grow_to_at_least(5);
  EXPECT_EQ(it - vector.begin(), 5);
  EXPECT_EQ(vector.size(), 1007u);
}

TEST(PplConcurrentVector, SequentialMembers) {
  concurrent_vector<int> vector;
  EXPECT_TRUE(vector.empty());
  EXPECT_EQ(vector.capacity(), 0u);
  vector.reserve(100);
  EXPECT_GE(vector.capacity(), 100u);
  for (int k = 0; k < 1000; ++k)
    vector.push_back(k * 3);
  EXPECT_EQ(vector.size(), 1000u);
  EXPECT_GE(vector.capacity(), 1000u);
  EXPECT_EQ(vector.front(), 0);
  EXPECT_EQ(vector.back(), 2997);
  EXPECT_EQ(vector.at(10), 30);
  EXPECT_THROW(vector.at(1000), std::out_of_range);
  std::vector<int> expected(1000);
  for (int k = 0; k < 1000; ++k)
    expected[static_cast<std::size_t>(k)] = k * 3;
  EXPECT_TRUE(std::equal(vector.begin(), vector.end(), expected.begin(),
                         expected.end()));
  EXPECT_TRUE(std::equal(vector.rbegin(), vector.rend(), expected.rbegin(),
                         expected.rend()));
  const concurrent_vector<int> &view = vector;
  concurrent_vector<int>::const_iterator it = vector.begin();
  EXPECT_EQ(it[999], 2997);
  EXPECT_EQ(std::accumulate(view.cbegin(), view.cend(), 0LL),
            std::accumulate(expected.begin(), expected.end(), 0LL));

  concurrent_vector<int> copy = vector;
  EXPECT_TRUE(
      std::equal(copy.begin(), copy.end(), expected.begin(), expected.end()));
  concurrent_vector<int> moved = std::move(copy);
  EXPECT_EQ(moved.size(), 1000u);
  EXPECT_TRUE(copy.empty());

  vector.resize(10);
  EXPECT_EQ(vector.size(), 10u);
  EXPECT_EQ(vector.back(), 27);
  vector.resize(12, 5);
  EXPECT_EQ(vector[11], 5);
  vector.shrink_to_fit();
  EXPECT_GE(vector.capacity(), 12u);
  EXPECT_EQ(vector[9], 27);
  vector.clear();
  EXPECT_TRUE(vector.empty());

  concurrent_vector<int> filled(5, 4);
  EXPECT_EQ(std::accumulate(filled.begin(), filled.end(), 0), 20);
  concurrent_vector<int> listed = {1, 2, 3};
  filled.swap(listed);
  EXPECT_EQ(filled.size(), 3u);
  EXPECT_EQ(listed.size(), 5u);
  filled.assign(expected.begin(), expected.begin() + 4);
  EXPECT_EQ(filled.back(), 9);

  concurrent_vector<std::unique_ptr<int>> owners;
  owners.push_back(std::make_unique<int>(8));
  owners.grow_by(2);
  EXPECT_EQ(*owners[0], 8);
  EXPECT_TRUE(owners[2] == nullptr);
}

TEST(PplConcurrentQueue, ProducersAndConsumersKeepTotals) {
  concurrent_queue<long long> queue;
  const int producers = 4;
  const int consumers = 4;
  const int per_producer = 50000;
  long long expected_sum = 0;
  for (int p = 0; p < producers; ++p)
    for (int k = 0; k < per_producer; ++k)
      expected_sum += 1LL * p * per_producer + k;

  std::atomic<long long> popped_sum{0};
  std::atomic<int> popped{0};
  std::vector<std::thread> threads;
  for (int p = 0; p < producers; ++p)
    threads.emplace_back([&queue, p] {
      for (int k = 0; k < per_producer; ++k) {
        const long long value = 1LL * p * per_producer + k;
        long long moved = value;
        if (k % 2 == 0)
          queue.push(value);
        else
          queue.push(std::move(moved));
      }
    });
  for (int c = 0; c < consumers; ++c)
    threads.emplace_back([&] {
      long long value = 0;
      while (popped.load() < producers * per_producer) {
        if (queue.try_pop(value)) {
          popped_sum += value;
          ++popped;
        } else {
          std::this_thread::yield();
        }
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(popped.load(), producers * per_producer);
  EXPECT_EQ(popped_sum.load(), expected_sum);
  EXPECT_TRUE(queue.empty());
  EXPECT_EQ(queue.unsafe_size(), 0u);
  long long none = 0;
  EXPECT_FALSE(queue.try_pop(none));
}

TEST(PplConcurrentQueue, FifoOrderAndSequentialMembers) {
  concurrent_queue<std::unique_ptr<int>> owners;
  owners.push(std::make_unique<int>(1));
  owners.push(std::make_unique<int>(2));
  std::unique_ptr<int> out;
  ASSERT_TRUE(owners.try_pop(out));
  EXPECT_EQ(*out, 1);

  std::vector<int> values = {5, 3, 9, 1};
  concurrent_queue<int> queue(values.begin(), values.end());
  EXPECT_EQ(queue.unsafe_size(), 4u);
  EXPECT_TRUE(std::equal(queue.unsafe_begin(), queue.unsafe_end(),
                         values.begin(), values.end()));
  concurrent_queue<int> copy(queue);
  int value = 0;
  for (int expected : values) {
    ASSERT_TRUE(copy.try_pop(value));
    EXPECT_EQ(value, expected);
  }
  EXPECT_TRUE(copy.empty());
  queue.clear();
  EXPECT_TRUE(queue.empty());
}

} // namespace

namespace {

// 8 threads insert the keys 0..999, each thread the keys k with
// k % 8 <= t (so key k is offered by 8 - k % 8 threads), value t * 1000 + k.
// Every key ends up there once; insert() reports true exactly once per key,
// and the value kept is the one of the insert that reported true.
TEST(PplConcurrentUnorderedMap, OverlappingInsertsKeepEachKeyOnce) {
  concurrent_unordered_map<int, int> map;
  constexpr int Threads = 8, Keys = 1000;
  std::vector<std::vector<std::pair<int, int>>> won(Threads);
  std::vector<std::thread> workers;
  for (int t = 0; t < Threads; ++t)
    workers.emplace_back([&, t] {
      for (int k = 0; k < Keys; ++k)
        if (k % 8 <= t) {
          auto [it, inserted] = map.insert(std::make_pair(k, t * 1000 + k));
          EXPECT_EQ(it->first, k);
          if (inserted)
            won[t].push_back({k, t * 1000 + k});
        }
    });
  for (std::thread &w : workers)
    w.join();
  EXPECT_EQ(map.size(), static_cast<size_t>(Keys));
  std::vector<int> winners(Keys, 0);
  for (const auto &list : won)
    for (auto [k, v] : list) {
      ++winners[k];
      EXPECT_EQ(map.at(k), v);
    }
  for (int k = 0; k < Keys; ++k)
    EXPECT_EQ(winners[k], 1) << "key " << k;
}

// A reference and an iterator taken before 10000 more inserts from other
// threads still reach the same element; a walk of the map during the inserts
// sees only keys that were inserted, each once.
TEST(PplConcurrentUnorderedMap, ReferencesAndIterationSurviveInserts) {
  concurrent_unordered_map<int, std::string> map;
  map[-1] = "first";
  std::string &first = map[-1];
  auto it = map.find(-1);
  std::atomic<bool> done{false};
  std::vector<std::thread> writers;
  for (int t = 0; t < 4; ++t)
    writers.emplace_back([&, t] {
      for (int k = t; k < 10000; k += 4)
        map.insert(std::make_pair(k, std::to_string(k)));
    });
  std::thread reader([&] {
    while (!done) {
      std::vector<int> seen;
      for (auto &entry : map) {
        seen.push_back(entry.first);
        EXPECT_TRUE(entry.first == -1 || entry.second == std::to_string(entry.first));
      }
      std::sort(seen.begin(), seen.end());
      EXPECT_TRUE(std::adjacent_find(seen.begin(), seen.end()) == seen.end());
    }
  });
  for (std::thread &w : writers)
    w.join();
  done = true;
  reader.join();
  EXPECT_EQ(map.size(), 10001u);
  EXPECT_EQ(&first, &map[-1]);
  EXPECT_EQ(it->second, "first");
  EXPECT_EQ(map.count(9999), 1u);
  EXPECT_EQ(map.count(10000), 0u);
}

TEST(PplConcurrentUnorderedMap, SequentialMembers) {
  concurrent_unordered_map<std::string, int> map{{"a", 1}, {"b", 2}};
  EXPECT_EQ(map.size(), 2u);
  EXPECT_FALSE(map.insert({"a", 9}).second);
  EXPECT_EQ(map["a"], 1);
  EXPECT_EQ(map["c"], 0); // inserted, value-initialized
  EXPECT_EQ(map.size(), 3u);
  EXPECT_THROW(map.at("z"), std::out_of_range);
  EXPECT_TRUE(map.find("z") == map.end());
  EXPECT_EQ(map.unsafe_erase("b"), 1u);
  EXPECT_EQ(map.unsafe_erase("b"), 0u);
  EXPECT_EQ(map.count("b"), 0u);
  // The element after the erased one, or the end: iteration order is
  // unspecified (as in PPL), and only "c" is left.
  auto next = map.unsafe_erase(map.find("a"));
  EXPECT_TRUE(next == map.end() || next->first == "c");
  EXPECT_EQ(map.count("a"), 0u);
  concurrent_unordered_map<std::string, int> copy(map);
  copy["d"] = 4;
  EXPECT_EQ(map.size(), 1u);
  EXPECT_EQ(copy.size(), 2u);
  int total = 0;
  for (const auto &entry : static_cast<const decltype(copy) &>(copy))
    total += entry.second;
  EXPECT_EQ(total, 4);
  map.swap(copy);
  EXPECT_EQ(map.size(), 2u);
  map.clear();
  EXPECT_TRUE(map.empty());
  EXPECT_TRUE(map.begin() == map.end());
}

} // namespace
