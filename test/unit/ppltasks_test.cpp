//===- ppltasks_test.cpp - PPL tasks
//---------------------------------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// <amp2hip/ppltasks.h> (docs/features/ppl.md): task<T> and task<void>,
// then() chains (value-based and task-based, unwrapping), get()/wait(),
// exceptions through get() and continuations, cancel_current_task(),
// task_completion_event, when_all, when_any, operator&& and operator||,
// and tasks that block each other (the pool must grow). Expected values are
// computed serially in each test. Host code only.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/ppltasks.h>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace {

using concurrency::create_task;
using concurrency::task;
using concurrency::task_completion_event;

TEST(PplTasks, ChainOfThenComputesInOrder) {
  int start = 6; // not const: captured by value
  const std::string expected = std::to_string((start + 1) * 10) + "!";
  task<std::string> chain =
      create_task([start] { return start; })
          .then([](int x) { return x + 1; })
          .then([](int x) { return x * 10; })
          .then([](int x) { return std::to_string(x); })
          .then([](const std::string &s) { return s + "!"; });
  static_assert(std::is_same_v<decltype(chain), task<std::string>>);
  EXPECT_EQ(chain.get(), expected);
  EXPECT_TRUE(chain.is_done());
  EXPECT_EQ(chain.wait(), concurrency::completed);
  EXPECT_EQ(chain.get(), expected); // get() may be called again
}

TEST(PplTasks, VoidTasksAndTaskBasedContinuations) {
  std::atomic<int> steps{0};
  task<void> first = create_task([&steps] { steps += 1; });
  task<int> second = first.then([&steps] {
    steps += 10;
    return 5;
  });
  task<void> third = second.then(
      [&steps](task<int> previous) { steps += 100 * previous.get(); });
  third.get();
  EXPECT_EQ(steps.load(), 1 + 10 + 500);
  EXPECT_EQ(third.wait(), concurrency::completed);
}

TEST(PplTasks, ManyContinuationsOfOneTask) {
  task_completion_event<int> event;
  task<int> source(event);
  std::vector<task<int>> branches;
  for (int k = 0; k < 50; ++k)
    branches.push_back(source.then([k](int x) { return x * k; }));
  EXPECT_FALSE(source.is_done());
  EXPECT_TRUE(event.set(3));
  for (int k = 0; k < 50; ++k)
    EXPECT_EQ(branches[static_cast<std::size_t>(k)].get(), 3 * k);
}

TEST(PplTasks, ContinuationsReturningTasksAreUnwrapped) {
  task<int> outer = create_task([] { return create_task([] { return 21; }); });
  static_assert(std::is_same_v<decltype(outer), task<int>>);
  task<int> doubled =
      outer.then([](int x) { return create_task([x] { return 2 * x; }); });
  static_assert(std::is_same_v<decltype(doubled), task<int>>);
  EXPECT_EQ(doubled.get(), 42);
}

TEST(PplTasks, ExceptionsPropagateThroughGetAndContinuations) {
  task<int> failing =
      create_task([]() -> int { throw std::runtime_error("task failed"); });
  std::atomic<bool> value_continuation_ran{false};
  task<int> value_based = failing.then([&](int x) {
    value_continuation_ran = true;
    return x + 1;
  });
  task<std::string> task_based = failing.then([](task<int> previous) {
    try {
      previous.get();
      return std::string("no exception");
    } catch (const std::runtime_error &error) {
      return std::string("caught: ") + error.what();
    }
  });
  EXPECT_EQ(task_based.get(), "caught: task failed");
  try {
    value_based.get();
    FAIL() << "no exception";
  } catch (const std::runtime_error &error) {
    EXPECT_STREQ(error.what(), "task failed");
  }
  EXPECT_FALSE(value_continuation_ran.load());
  EXPECT_THROW(failing.wait(), std::runtime_error);
  EXPECT_THROW(failing.get(), std::runtime_error);
  EXPECT_TRUE(failing.is_done());

  // A continuation that throws faults its own task only.
  task<int> good = create_task([] { return 1; });
  task<void> bad = good.then([](int) { throw std::logic_error("then"); });
  EXPECT_THROW(bad.get(), std::logic_error);
  EXPECT_EQ(good.get(), 1);
}

TEST(PplTasks, CancelCurrentTaskCancels) {
  task<int> canceled_task =
      create_task([]() -> int { concurrency::cancel_current_task(); });
  EXPECT_EQ(canceled_task.wait(), concurrency::canceled);
  EXPECT_THROW(canceled_task.get(), concurrency::task_canceled);
  std::atomic<bool> ran{false};
  task<int> value_based = canceled_task.then([&ran](int x) {
    ran = true;
    return x;
  });
  EXPECT_EQ(value_based.wait(), concurrency::canceled);
  EXPECT_FALSE(ran.load());
  task<bool> task_based = canceled_task.then([](task<int> previous) {
    return previous.wait() == concurrency::canceled;
  });
  EXPECT_TRUE(task_based.get());
}

TEST(PplTasks, DefaultConstructedTaskHasNoOperation) {
  task<int> empty;
  EXPECT_THROW(empty.get(), concurrency::invalid_operation);
  EXPECT_THROW(empty.wait(), concurrency::invalid_operation);
  EXPECT_THROW(empty.is_done(), concurrency::invalid_operation);
  EXPECT_THROW(empty.then([](int x) { return x; }),
               concurrency::invalid_operation);
  task<int> other;
  EXPECT_TRUE(empty == other);
  task<int> real = create_task([] { return 1; });
  task<int> same = real;
  EXPECT_TRUE(real == same);
  EXPECT_TRUE(real != empty);
  real.wait();
}

TEST(PplTasks, TaskCompletionEventSetsOnce) {
  task_completion_event<std::string> event;
  task<std::string> waiting(event);
  task<std::size_t> length =
      waiting.then([](const std::string &s) { return s.size(); });
  EXPECT_FALSE(waiting.is_done());
  std::thread setter([event] {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    event.set("hello");
  });
  EXPECT_EQ(waiting.get(), "hello");
  EXPECT_EQ(length.get(), 5u);
  setter.join();
  EXPECT_FALSE(event.set("again"));
  EXPECT_FALSE(event.set_exception(std::runtime_error("late")));
  // A task made after the event was set completes at once.
  EXPECT_EQ(create_task(event).get(), "hello");

  task_completion_event<void> done;
  task<void> on_done = create_task(done);
  EXPECT_TRUE(done.set());
  EXPECT_EQ(on_done.wait(), concurrency::completed);

  task_completion_event<int> failed;
  task<int> from_failed(failed);
  EXPECT_TRUE(failed.set_exception(std::invalid_argument("bad input")));
  EXPECT_THROW(from_failed.get(), std::invalid_argument);
  task_completion_event<int> failed_ptr;
  EXPECT_TRUE(failed_ptr.set_exception(
      std::make_exception_ptr(std::overflow_error("ptr"))));
  EXPECT_THROW(task<int>(failed_ptr).get(), std::overflow_error);
}

TEST(PplTasks, WhenAllKeepsRangeOrder) {
  std::vector<task<int>> tasks;
  std::vector<int> expected;
  for (int k = 0; k < 40; ++k) {
    tasks.push_back(create_task([k] {
      std::this_thread::sleep_for(std::chrono::microseconds((40 - k) * 50));
      return k * k;
    }));
    expected.push_back(k * k);
  }
  task<std::vector<int>> all =
      concurrency::when_all(tasks.begin(), tasks.end());
  EXPECT_EQ(all.get(), expected);

  std::atomic<int> count{0};
  std::vector<task<void>> voids;
  for (int k = 0; k < 10; ++k)
    voids.push_back(create_task([&count] { ++count; }));
  task<void> all_voids = concurrency::when_all(voids.begin(), voids.end());
  all_voids.get();
  EXPECT_EQ(count.load(), 10);

  std::vector<task<int>> none;
  EXPECT_TRUE(concurrency::when_all(none.begin(), none.end()).get().empty());

  tasks.push_back(
      create_task([]() -> int { throw std::runtime_error("one"); }));
  EXPECT_THROW(concurrency::when_all(tasks.begin(), tasks.end()).get(),
               std::runtime_error);
}

TEST(PplTasks, WhenAnyGivesTheFirstAndItsPosition) {
  task_completion_event<int> events[3];
  std::vector<task<int>> tasks;
  for (const auto &event : events)
    tasks.push_back(task<int>(event));
  auto any = concurrency::when_any(tasks.begin(), tasks.end());
  static_assert(
      std::is_same_v<decltype(any), task<std::pair<int, std::size_t>>>);
  events[1].set(99);
  const std::pair<int, std::size_t> first = any.get();
  EXPECT_EQ(first.first, 99);
  EXPECT_EQ(first.second, 1u);
  events[0].set(1);
  events[2].set(2);

  // Failed tasks are skipped.
  task_completion_event<void> void_events[2];
  std::vector<task<void>> voids = {task<void>(void_events[0]),
                                   task<void>(void_events[1])};
  auto any_void = concurrency::when_any(voids.begin(), voids.end());
  static_assert(std::is_same_v<decltype(any_void), task<std::size_t>>);
  void_events[0].set_exception(std::runtime_error("first fails"));
  EXPECT_FALSE(any_void.is_done());
  void_events[1].set();
  EXPECT_EQ(any_void.get(), 1u);

  // All fail: the exception comes through.
  std::vector<task<int>> failing = {
      create_task([]() -> int { throw std::domain_error("a"); }),
      create_task([]() -> int { throw std::domain_error("b"); })};
  EXPECT_THROW(concurrency::when_any(failing.begin(), failing.end()).get(),
               std::domain_error);

  std::vector<task<int>> none;
  EXPECT_THROW(concurrency::when_any(none.begin(), none.end()),
               concurrency::invalid_operation);
}

TEST(PplTasks, AndOrOperators) {
  task<int> a = create_task([] { return 1; });
  task<int> b = create_task([] { return 2; });
  task<int> c = create_task([] { return 3; });
  EXPECT_EQ((a && b).get(), (std::vector<int>{1, 2}));
  EXPECT_EQ((a && b && c).get(), (std::vector<int>{1, 2, 3}));
  EXPECT_EQ((a && (b && c)).get(), (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(((a && b) && (b && c)).get(), (std::vector<int>{1, 2, 2, 3}));

  task_completion_event<int> never;
  task<int> pending(never);
  EXPECT_EQ((pending || c).get(), 3);
  never.set(0);

  std::atomic<int> ran{0};
  task<void> x = create_task([&ran] { ++ran; });
  task<void> y = create_task([&ran] { ++ran; });
  (x && y).get();
  EXPECT_EQ(ran.load(), 2);
  (x || y).get();
}

TEST(PplTasks, TaskFromResultAndException) {
  EXPECT_EQ(concurrency::task_from_result(7).get(), 7);
  concurrency::task_from_result().get();
  task<int> failed =
      concurrency::task_from_exception<int>(std::runtime_error("stored"));
  EXPECT_THROW(failed.get(), std::runtime_error);
}

/// Starts \p count tasks that each wait until all have started.
/// \returns how many saw all start (within 20 s).
std::size_t run_tasks_waiting_for_each_other(std::size_t count) {
  std::atomic<std::size_t> started{0};
  std::vector<task<bool>> tasks;
  for (std::size_t k = 0; k < count; ++k)
    tasks.push_back(create_task([&started, count] {
      ++started;
      const auto deadline =
          std::chrono::steady_clock::now() + std::chrono::seconds(20);
      while (started.load() < count) {
        if (std::chrono::steady_clock::now() > deadline)
          return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      }
      return true;
    }));
  std::size_t succeeded = 0;
  for (task<bool> &t : tasks)
    succeeded += t.get() ? 1 : 0;
  return succeeded;
}

TEST(PplTasks, BlockingTasksDoNotStarve) {
  // The pool must grow beyond hardware_concurrency() threads (its monitor
  // adds workers). The second round starts while the workers added by the
  // first are idle, which the monitor must notice too.
  const std::size_t count = 2 * std::thread::hardware_concurrency() + 3;
  EXPECT_EQ(run_tasks_waiting_for_each_other(count), count);
  EXPECT_EQ(run_tasks_waiting_for_each_other(count + 4), count + 4);
}

TEST(PplTasks, WaitInsideATaskDoesNotDeadlock) {
  // Tasks that wait for tasks they create (the waiter runs them inline).
  std::vector<task<long long>> outer;
  for (int k = 0; k < 64; ++k)
    outer.push_back(create_task([k] {
      std::vector<task<long long>> inner;
      for (int j = 0; j < 8; ++j)
        inner.push_back(create_task([k, j] { return 1LL * k * j; }));
      long long sum = 0;
      for (task<long long> &t : inner)
        sum += t.get();
      return sum;
    }));
  long long expected = 0;
  for (int k = 0; k < 64; ++k)
    for (int j = 0; j < 8; ++j)
      expected += 1LL * k * j;
  long long total = 0;
  for (task<long long> &t : outer)
    total += t.get();
  EXPECT_EQ(total, expected);
}

} // namespace
