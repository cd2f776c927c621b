//===- ppl_amp_test.cpp - PPL beside C++ AMP in one translation unit ------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// A translated program includes <amp2hip/amp.h> and the PPL headers
// together, with `using namespace concurrency;`. PPL's
// parallel_for_each(first, last, f) (namespace Concurrency) and the runtime's
// amp2hip::parallel_for_each(extent, kernel, captures...) must both resolve,
// even unqualified with both namespaces visible, and PPL's overload must not
// be viable for an extent, a tiled_extent or an accelerator_view (it takes
// iterators only). The AMP launches here need no GPU: an empty extent
// launches nothing, and a launch capturing an array on the CPU accelerator
// throws runtime_exception before any HIP call.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>
#include <amp2hip/concurrent_queue.h>
#include <amp2hip/concurrent_vector.h>
#include <amp2hip/ppl.h>
#include <amp2hip/ppltasks.h>

#include <gtest/gtest.h>

#include <list>
#include <numeric>
#include <type_traits>
#include <utility>
#include <vector>

using namespace concurrency;

namespace {

__global__ void pplAmpEmptyKernel(amp2hip::detail::launch_domain<1>) {}

__global__ void pplAmpCpuKernel(amp2hip::detail::launch_domain<1>,
                                amp2hip::device_view<int, 1> out) {
  out[0] = 1;
}

auto increment = [](int &x) { x += 1; };
using increment_type = decltype(increment);

/// Whether concurrency::parallel_for_each(First, Last, F) is viable.
template <typename First, typename Last, typename F, typename = void>
struct ppl_for_each_viable : std::false_type {};
template <typename First, typename Last, typename F>
struct ppl_for_each_viable<
    First, Last, F,
    std::void_t<decltype(concurrency::parallel_for_each(
        std::declval<First>(), std::declval<Last>(), std::declval<F>()))>>
    : std::true_type {};

static_assert(
    ppl_for_each_viable<std::vector<int>::iterator, std::vector<int>::iterator,
                        increment_type>::value);
static_assert(
    ppl_for_each_viable<std::list<int>::iterator, std::list<int>::iterator,
                        increment_type>::value);
static_assert(ppl_for_each_viable<int *, int *, increment_type>::value);
// C++ AMP's argument lists: not PPL's.
static_assert(
    !ppl_for_each_viable<extent<1>, extent<1>, increment_type>::value);
static_assert(
    !ppl_for_each_viable<accelerator_view, extent<1>, increment_type>::value);
static_assert(!ppl_for_each_viable<accelerator_view, tiled_extent<4>,
                                   increment_type>::value);
// The runtime's AMP launch, unevaluated.
static_assert(std::is_void_v<decltype(amp2hip::parallel_for_each(
                  extent<1>(0), pplAmpEmptyKernel))>);

TEST(PplWithAmp, BothParallelForEachResolveQualified) {
  std::vector<int> values(1000);
  std::iota(values.begin(), values.end(), 0);
  concurrency::parallel_for_each(values.begin(), values.end(), increment);
  for (int k = 0; k < 1000; ++k)
    EXPECT_EQ(values[static_cast<std::size_t>(k)], k + 1);
  // The AMP overload is chosen: an empty domain throws before any HIP call.
  EXPECT_THROW(amp2hip::parallel_for_each(extent<1>(0), pplAmpEmptyKernel),
               concurrency::invalid_compute_domain);
}

TEST(PplWithAmp, BothParallelForEachResolveUnqualified) {
  using namespace amp2hip;
  std::list<int> values(100, 1);
  parallel_for_each(values.begin(), values.end(), increment);
  EXPECT_EQ(std::accumulate(values.begin(), values.end(), 0), 200);
  EXPECT_THROW(parallel_for_each(extent<1>(0), pplAmpEmptyKernel),
               invalid_compute_domain);

  // An array on the CPU accelerator, captured, makes the launch throw
  // before any HIP call.
  array<int, 1> on_cpu(4,
                       accelerator(accelerator::cpu_accelerator).default_view);
  EXPECT_THROW(parallel_for_each(extent<1>(4), pplAmpCpuKernel, on_cpu),
               runtime_exception);
}

TEST(PplWithAmp, PplNamesBesideAmpNames) {
  // A CPU baseline as AMP programs write it: parallel_for and a task, beside
  // an array_view over the same data.
  std::vector<int> data(256);
  parallel_for(0, 256, [&](int i) { data[static_cast<std::size_t>(i)] = i; });
  array_view<int, 1> view(256, data);
  task<int> sum = create_task(
      [&data] { return std::accumulate(data.begin(), data.end(), 0); });
  EXPECT_EQ(sum.get(), 255 * 256 / 2);
  EXPECT_EQ(view[5], 5);
  EXPECT_EQ(sum.wait(), completed);
  concurrent_vector<int> appended;
  concurrent_queue<int> queue;
  parallel_for(0, 100, [&](int i) {
    appended.push_back(i);
    queue.push(i);
  });
  EXPECT_EQ(appended.size(), 100u);
  EXPECT_EQ(queue.unsafe_size(), 100u);
}

} // namespace
