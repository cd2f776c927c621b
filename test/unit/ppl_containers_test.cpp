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
// queue's producer/consumer totals and FIFO order. Host code only.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/concurrent_queue.h>
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
