//===- ppl_bench.cpp - PPL on the host: times and checks ------------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// The runtime's PPL (<amp2hip/ppl.h>, the concurrent containers) timed on
// the host, as C++ AMP programs use it for their CPU baselines: loops,
// combinable, parallel_reduce, parallel_sort, recursive task groups and the
// concurrent containers filled from parallel loops. Each row is the median of
// the given number of rounds (default 11) by the host's steady clock; each
// result is checked against a serial computation in this program, and the
// program exits 1 when one differs.
//
//   ppl_bench [rounds]
//
// Plain C++17 and PPL, no HIP: built with the host compiler and linked with
// oneTBB (bench/CMakeLists.txt). The same source also builds against an older
// runtime (-I <old runtime/include>) to compare implementations side by side
// (bench/RESULTS.md, "PPL on oneTBB").
//
//===----------------------------------------------------------------------===//

#include <amp2hip/concurrent_queue.h>
#include <amp2hip/concurrent_vector.h>
#include <amp2hip/ppl.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <numeric>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace {

/// The median of \p v (not empty).
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return (v[v.size() / 2] + v[(v.size() - 1) / 2]) / 2;
}

/// The milliseconds \p run takes.
double timeMs(const std::function<void()> &run) {
  const auto start = std::chrono::steady_clock::now();
  run();
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - start)
      .count();
}

bool all_correct = true;

/// Runs \p body (which returns whether its result is right) \p rounds times
/// and prints a row: name, size, median ms, min ms, correct.
void row(const char *name, const char *size, int rounds,
         const std::function<bool()> &body) {
  std::vector<double> times;
  bool correct = true;
  for (int round = 0; round < rounds; ++round) {
    bool ok = false;
    times.push_back(timeMs([&] { ok = body(); }));
    correct = correct && ok;
  }
  all_correct = all_correct && correct;
  std::printf("| %-34s | %-10s | %10.3f | %10.3f | %-7s |\n", name, size,
              median(times), *std::min_element(times.begin(), times.end()),
              correct ? "yes" : "NO");
}

long long value_of(long long i) { return (i * 2654435761LL) % 1000; }

long long fib_serial(int n) {
  return n < 2 ? n : fib_serial(n - 1) + fib_serial(n - 2);
}

long long fib_group(int n) {
  if (n < 2)
    return n;
  long long a = 0;
  long long b = 0;
  concurrency::task_group group;
  group.run([&a, n] { a = fib_group(n - 1); });
  group.run([&b, n] { b = fib_group(n - 2); });
  group.wait();
  return a + b;
}

} // namespace

int main(int argc, char **argv) {
  const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 11;
  const long long n = 1LL << 24;
  long long serial_sum = 0;
  for (long long i = 0; i < n; ++i)
    serial_sum += value_of(i);

  std::printf("PPL on the host: %u hardware threads, %d rounds, median and "
              "min ms\n",
              std::thread::hardware_concurrency(), rounds);
  std::printf("| %-34s | %-10s | %10s | %10s | %-7s |\n", "measure", "size",
              "median ms", "min ms", "correct");
  std::printf("|%s|%s|%s|%s|%s|\n", std::string(36, '-').c_str(),
              std::string(12, '-').c_str(), std::string(12, '-').c_str(),
              std::string(12, '-').c_str(), std::string(9, '-').c_str());

  std::vector<long long> filled(static_cast<std::size_t>(n));
  row("parallel_for (fill)", "2^24", rounds, [&] {
    concurrency::parallel_for(0LL, n, [&](long long i) {
      filled[static_cast<std::size_t>(i)] = value_of(i);
    });
    return std::accumulate(filled.begin(), filled.end(), 0LL) == serial_sum;
  });

  row("parallel_for + combinable (sum)", "2^24", rounds, [&] {
    concurrency::combinable<long long> sum;
    concurrency::parallel_for(0LL, n,
                              [&](long long i) { sum.local() += value_of(i); });
    return sum.combine(std::plus<long long>()) == serial_sum;
  });

  row("parallel_for, static_partitioner", "2^24", rounds, [&] {
    concurrency::combinable<long long> sum;
    concurrency::parallel_for(
        0LL, n, [&](long long i) { sum.local() += value_of(i); },
        concurrency::static_partitioner());
    return sum.combine(std::plus<long long>()) == serial_sum;
  });

  row("parallel_reduce (sum)", "2^24", rounds, [&] {
    return concurrency::parallel_reduce(filled.begin(), filled.end(), 0LL) ==
           serial_sum;
  });

  std::vector<std::uint32_t> keys(1u << 22);
  std::mt19937 random(42);
  for (std::uint32_t &key : keys)
    key = random();
  std::vector<std::uint32_t> sorted = keys;
  std::sort(sorted.begin(), sorted.end());
  row("parallel_sort", "2^22", rounds, [&] {
    std::vector<std::uint32_t> work = keys;
    concurrency::parallel_sort(work.begin(), work.end());
    return work == sorted;
  });

  const long long fib_expected = fib_serial(22);
  row("task_group, recursive fib(22)", "28656 grp", rounds,
      [&] { return fib_group(22) == fib_expected; });

  const long long m = 1LL << 20;
  long long pushed_sum = 0;
  for (long long i = 0; i < m; ++i)
    pushed_sum += value_of(i);
  row("concurrent_vector::push_back", "2^20", rounds, [&] {
    concurrency::concurrent_vector<long long> vector;
    concurrency::parallel_for(
        0LL, m, [&](long long i) { vector.push_back(value_of(i)); });
    return static_cast<long long>(vector.size()) == m &&
           std::accumulate(vector.begin(), vector.end(), 0LL) == pushed_sum;
  });

  row("concurrent_queue push, then try_pop", "2^20", rounds, [&] {
    concurrency::concurrent_queue<long long> queue;
    concurrency::parallel_for(0LL, m,
                              [&](long long i) { queue.push(value_of(i)); });
    concurrency::combinable<long long> popped;
    concurrency::parallel_for(0LL, m, [&](long long) {
      long long item = 0;
      if (queue.try_pop(item))
        popped.local() += item;
    });
    return popped.combine(std::plus<long long>()) == pushed_sum &&
           queue.empty();
  });

  std::printf("all results correct: %s\n", all_correct ? "yes" : "NO");
  return all_correct ? 0 : 1;
}
