//===- ppl_through_amp_test.cpp - PPL from <amp.h> alone ------------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// Microsoft's <amp.h> brings PPL (amprt.h includes <ppltasks.h>, which
// includes <ppl.h>), and programs call parallel_for after including <amp.h>
// alone. This file includes <amp2hip/amp.h> only: with oneTBB installed (as
// on every machine that builds these tests) PPL's algorithms must be there.
// Expected values are serial loops in the same test.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <atomic>
#include <functional>

namespace {

TEST(PplThroughAmp, AmpHeaderAloneBringsTheAlgorithms) {
  const int n = 10000;
  long long expected = 0;
  for (int i = 0; i < n; ++i)
    expected += 3LL * i + 1;
  concurrency::combinable<long long> sum;
  concurrency::parallel_for(0, n, [&](int i) { sum.local() += 3LL * i + 1; });
  EXPECT_EQ(sum.combine(std::plus<long long>()), expected);
}

TEST(PplThroughAmp, CurrentTaskGroupCanceling) {
  // Outside any chore nothing is canceling; inside a chore of a canceled
  // group the chore sees it (Microsoft Learn,
  // "is_current_task_group_canceling Function").
  EXPECT_FALSE(concurrency::is_current_task_group_canceling());
  concurrency::task_group group;
  std::atomic<bool> seen_before{true};
  std::atomic<bool> seen_after{false};
  group.run_and_wait([&] {
    seen_before = concurrency::is_current_task_group_canceling();
    group.cancel();
    seen_after = concurrency::is_current_task_group_canceling();
  });
  EXPECT_FALSE(seen_before.load());
  EXPECT_TRUE(seen_after.load());
  EXPECT_FALSE(group.is_canceling());
}

} // namespace
