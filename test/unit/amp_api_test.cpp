//===- amp_api_test.cpp - The C++ AMP API of chapters 3 to 5 --------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// The members of the C++ AMP v1.2 API that the parse headers
// (tool/amp-include/amp.h) declare and the runtime must have too: the
// signatures (checked at compile time), the host-only array_view members
// (sections by components, copies between views, copy_to, synchronize with
// an access type, get_source_accelerator_view of host memory), the sections
// by components of the kernels' device_view, the CPU accelerator (§3.2:
// properties, views, get_all; arrays on it in host memory with element
// access, copies, array_views, sections; staging array properties; a
// parallel_for_each on it throws Microsoft's runtime_exception), none of
// which needs a HIP device, and, when a HIP device is present, the
// accelerator_view properties, create_marker, get_auto_selection_view,
// staging arrays (CPU -> GPU and back) and the array properties.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include "no_transfer_test.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <future>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace {

using concurrency::accelerator;
using concurrency::accelerator_view;
using concurrency::access_type_none;
using concurrency::access_type_read;
using concurrency::access_type_read_write;
using concurrency::array;
using concurrency::array_view;
using concurrency::completion_future;
using concurrency::extent;
using concurrency::index;

// §5.1.3: operator()(int) is the projection, as operator[](int) is.
static_assert(std::is_same<decltype(std::declval<array<int, 2> &>()(0)),
                           array_view<int, 1>>::value);
static_assert(std::is_same<decltype(std::declval<const array<int, 3> &>()(0)),
                           array_view<const int, 2>>::value);
static_assert(
    std::is_same<decltype(std::declval<array<int, 1> &>()(0)), int &>::value);
// §5.1.4: sections of a const array are read-only views.
static_assert(std::is_same<decltype(std::declval<const array<int, 3> &>()
                                        .section(0, 0, 0, 1, 1, 1)),
                           array_view<const int, 3>>::value);
static_assert(std::is_same<decltype(std::declval<array<int, 2> &>().section(
                               extent<2>(1, 1))),
                           array_view<int, 2>>::value);
// §5.1.1: the iterator constructors on a view and the staging constructors.
static_assert(std::is_constructible<array<int, 1>, int, const int *,
                                    accelerator_view>::value);
static_assert(
    std::is_constructible<array<int, 2>, int, int, std::vector<int>::iterator,
                          accelerator_view>::value);
static_assert(std::is_constructible<array<int, 3>, extent<3>, accelerator_view,
                                    accelerator_view>::value);
static_assert(
    std::is_constructible<array<int, 1>, int, const int *, const int *,
                          accelerator_view, accelerator_view>::value);
static_assert(std::is_constructible<array<int, 1>, array_view<const int, 1>,
                                    accelerator_view, accelerator_view>::value);
// §5.1.2: the properties.
static_assert(std::is_same<decltype(std::declval<array<int, 1> &>()
                                        .associated_accelerator_view),
                           accelerator_view>::value);
static_assert(
    std::is_same<decltype(std::declval<array<int, 1> &>().cpu_access_type),
                 concurrency::access_type>::value);
// §3.3: accelerator_view's members and properties, §3.2.3.
static_assert(
    std::is_same<decltype(std::declval<accelerator_view &>().create_marker()),
                 completion_future>::value);
static_assert(std::is_same<decltype(std::declval<accelerator_view &>().version),
                           unsigned int>::value);
static_assert(
    std::is_same<decltype(std::declval<accelerator_view &>().queuing_mode),
                 concurrency::queuing_mode>::value);
static_assert(std::is_same<decltype(accelerator::get_auto_selection_view()),
                           accelerator_view>::value);

bool has_device() {
  int count = 0;
  return hipGetDeviceCount(&count) == hipSuccess && count > 0;
}

class AmpApiHostTest : public amp2hip_test::NoTransferTest {};

TEST_F(AmpApiHostTest, SectionsByComponents) {
  std::vector<int> data(24);
  for (int i = 0; i < 24; ++i)
    data[i] = i;
  array_view<int, 1> v1(24, data);
  array_view<int, 1> s1 = v1.section(3, 4);
  EXPECT_EQ(s1.extent, extent<1>(4));
  EXPECT_EQ(s1[0], 3);
  array_view<int, 2> v2(4, 6, data);
  array_view<int, 2> s2 = v2.section(1, 2, 2, 3);
  EXPECT_EQ(s2.extent, extent<2>(2, 3));
  EXPECT_EQ(s2(1, 2), 16); // (2, 4)
  array_view<int, 3> v3(2, 3, 4, data);
  array_view<int, 3> s3 = v3.section(1, 1, 1, 1, 2, 3);
  EXPECT_EQ(s3(0, 1, 2), 23); // (1, 2, 3)
  EXPECT_THROW(v2.section(3, 0, 2, 1), concurrency::runtime_exception);
}

TEST_F(AmpApiHostTest, CopyBetweenViews) {
  std::vector<int> source = {1, 2, 3, 4, 5, 6};
  std::vector<int> target(6);
  array_view<const int, 2> from(2, 3, source);
  array_view<int, 2> to(2, 3, target);
  concurrency::copy(from, to);
  EXPECT_EQ(target, source);
  std::vector<int> again(6);
  array_view<int, 2> writable(2, 3, source);
  concurrency::copy(writable, array_view<int, 2>(2, 3, again));
  EXPECT_EQ(again, source);
  std::vector<int> small(4);
  EXPECT_THROW(concurrency::copy(from, array_view<int, 2>(2, 2, small)),
               concurrency::runtime_exception);
}

TEST_F(AmpApiHostTest, CopyToAndCopyAsyncBetweenViews) {
  std::vector<int> source = {7, 8, 9};
  std::vector<int> target(3);
  array_view<int, 1> from(3, source);
  from.copy_to(array_view<int, 1>(3, target));
  EXPECT_EQ(target, source);
  std::vector<int> again(3);
  array_view<const int, 1> read_only(from);
  concurrency::copy_async(read_only, array_view<int, 1>(3, again)).get();
  EXPECT_EQ(again, source);
}

TEST_F(AmpApiHostTest, SynchronizeWithAnAccessType) {
  std::vector<int> data = {1, 2};
  array_view<int, 1> view(2, data);
  view.synchronize(access_type_read);
  view.synchronize(access_type_read_write);
  completion_future done = view.synchronize_async(access_type_read);
  EXPECT_TRUE(done.valid());
  done.get();
  EXPECT_EQ(view[1], 2);
}

// §4.6 then(): a ready future calls the functor at once, on this thread; a
// pending one returns at once and calls it on another thread once the
// operation completes. to_task() (MSVC) completes with the future and
// rethrows its exception; both refuse a future without shared state.
TEST(CompletionFutureTest, ThenRunsAtOnceWhenReady) {
  int calls = 0;
  completion_future::ready().then([&calls] { ++calls; });
  EXPECT_EQ(calls, 1);
}

TEST(CompletionFutureTest, ThenDoesNotBlockOnAPendingOperation) {
  std::promise<void> operation;
  completion_future pending(operation.get_future().share());
  std::promise<std::thread::id> ran_on;
  std::future<std::thread::id> ran = ran_on.get_future();
  // The operation completes 300 ms from now, on another thread (so that a
  // then() that waits for it fails this test instead of hanging it).
  std::atomic<bool> completed(false);
  std::thread completer([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    completed = true;
    operation.set_value();
  });
  pending.then([&ran_on] { ran_on.set_value(std::this_thread::get_id()); });
  const bool returned_before_completion = !completed.load();
  completer.join();
  EXPECT_TRUE(returned_before_completion);
  ASSERT_EQ(ran.wait_for(std::chrono::seconds(10)), std::future_status::ready);
  EXPECT_NE(ran.get(), std::this_thread::get_id());
}

TEST(CompletionFutureTest, ToTaskCompletesWithTheOperation) {
  std::promise<void> operation;
  completion_future pending(operation.get_future().share());
  concurrency::task<void> task = pending.to_task();
  concurrency::task<int> after = task.then([] { return 42; });
  EXPECT_FALSE(task.is_done());
  operation.set_value();
  EXPECT_EQ(after.get(), 42);
  EXPECT_TRUE(task.is_done());
}

TEST(CompletionFutureTest, ToTaskRethrowsTheOperationsException) {
  std::promise<void> operation;
  operation.set_exception(
      std::make_exception_ptr(concurrency::runtime_exception("failed", 7)));
  completion_future failed(operation.get_future().share());
  EXPECT_THROW(failed.to_task().get(), concurrency::runtime_exception);
}

TEST(CompletionFutureTest, NoSharedStateIsAnError) {
  completion_future empty;
  EXPECT_FALSE(empty.valid());
  EXPECT_THROW(empty.to_task(), std::future_error);
  EXPECT_THROW(empty.then([] {}), std::future_error);
}

// As in Microsoft's C++ AMP: the source of a view of host memory is the CPU
// accelerator's default view; a view made from an extent has no source.
TEST_F(AmpApiHostTest, SourceViewOfHostMemoryIsTheCpuAccelerator) {
  std::vector<int> data(4);
  array_view<int, 1> view(4, data);
  accelerator_view source = view.get_source_accelerator_view();
  EXPECT_TRUE(source == accelerator(accelerator::cpu_accelerator).default_view);
  EXPECT_TRUE(source.get_accelerator() ==
              accelerator(accelerator::cpu_accelerator));
  array_view<int, 1> no_source(4);
  EXPECT_THROW(no_source.get_source_accelerator_view(),
               concurrency::runtime_exception);
}

TEST_F(AmpApiHostTest, DeviceViewSectionsByComponents) {
  // What kernels get for a captured array_view or array: the same sections.
  int data[24];
  for (int i = 0; i < 24; ++i)
    data[i] = i;
  const amp2hip::device_view<int, 1> d1{data, extent<1>(24), extent<1>(24)};
  EXPECT_EQ(d1.section(3, 4)[0], 3);
  EXPECT_EQ(d1.section(3, 4).extent, extent<1>(4));
  const amp2hip::device_view<int, 2> d2{data, extent<2>(4, 6), extent<2>(4, 6)};
  EXPECT_EQ(d2.section(1, 2, 2, 3)(1, 2), 16);
  const amp2hip::device_view<int, 3> d3{data, extent<3>(2, 3, 4),
                                        extent<3>(2, 3, 4)};
  EXPECT_EQ(d3.section(1, 1, 1, 1, 2, 3)(0, 1, 2), 23);
}

//===--------------------------------------------------------------------===//
// The CPU accelerator (C++ AMP v1.2 §3.2, §5.1.1.1): host memory, no kernels,
// no HIP call (NoTransferTest checks that nothing was copied or launched;
// on a machine without a GPU any HIP call would throw).
//===--------------------------------------------------------------------===//

class CpuAcceleratorTest : public amp2hip_test::NoTransferTest {};

accelerator_view cpu_view() {
  return accelerator(accelerator::cpu_accelerator).default_view;
}

TEST_F(CpuAcceleratorTest, Properties) {
  accelerator cpu(accelerator::cpu_accelerator);
  // Microsoft's values for its CPU accelerator.
  EXPECT_EQ(cpu.device_path, std::wstring(L"cpu"));
  EXPECT_EQ(cpu.get_device_path(), std::wstring(accelerator::cpu_accelerator));
  EXPECT_EQ(cpu.get_description(), std::wstring(L"CPU accelerator"));
  EXPECT_EQ(cpu.get_version(), 0u);
  EXPECT_EQ(cpu.get_dedicated_memory(), 0u);
  EXPECT_TRUE(cpu.get_is_emulated());
  EXPECT_TRUE(cpu.is_emulated);
  EXPECT_FALSE(cpu.get_has_display());
  EXPECT_FALSE(cpu.get_is_debug());
  EXPECT_TRUE(cpu.get_supports_cpu_shared_memory());
  EXPECT_FALSE(cpu.get_supports_double_precision());
  EXPECT_FALSE(cpu.get_supports_limited_double_precision());
  EXPECT_EQ(cpu.get_default_cpu_access_type(), access_type_read_write);
  EXPECT_EQ(static_cast<concurrency::access_type>(cpu.default_cpu_access_type),
            access_type_read_write);
  EXPECT_EQ(cpu.get_hip_device(), amp2hip::detail::cpu_device);
}

TEST_F(CpuAcceleratorTest, DefaultCpuAccessTypeIsFixed) {
  accelerator cpu(accelerator::cpu_accelerator);
  EXPECT_TRUE(cpu.set_default_cpu_access_type(access_type_read_write));
  EXPECT_TRUE(cpu.set_default_cpu_access_type(concurrency::access_type_auto));
  EXPECT_FALSE(cpu.set_default_cpu_access_type(access_type_none));
  EXPECT_FALSE(cpu.set_default_cpu_access_type(access_type_read));
  EXPECT_EQ(cpu.get_default_cpu_access_type(), access_type_read_write);
  cpu.default_cpu_access_type = access_type_read_write; // its value: no-op
  EXPECT_THROW(cpu.default_cpu_access_type = access_type_none,
               concurrency::runtime_exception);
  EXPECT_EQ(cpu.get_default_cpu_access_type(), access_type_read_write);
}

TEST_F(CpuAcceleratorTest, EqualityAndViews) {
  accelerator a(accelerator::cpu_accelerator);
  accelerator b(accelerator::cpu_accelerator);
  EXPECT_TRUE(a == b);
  EXPECT_FALSE(a != b);
  accelerator copy(a);
  EXPECT_TRUE(copy == a);
  // One default view, shared by every CPU accelerator object.
  EXPECT_TRUE(a.default_view == b.get_default_view());
  accelerator_view created = a.create_view(concurrency::queuing_mode_immediate);
  EXPECT_TRUE(created != a.default_view);
  EXPECT_EQ(created.queuing_mode, concurrency::queuing_mode_immediate);
  EXPECT_TRUE(created.get_accelerator() == a);
  EXPECT_TRUE(a.default_view.get_accelerator() == a);
  EXPECT_EQ(created.get_version(), 0u);
  EXPECT_FALSE(created.get_is_debug());
  EXPECT_FALSE(created.get_is_auto_selection());
  // Nothing is queued on the CPU accelerator: these return at once.
  created.wait();
  created.flush();
  completion_future marker = a.default_view.create_marker();
  EXPECT_TRUE(marker.valid());
  marker.get();
  // It has no HIP stream.
  EXPECT_THROW((void)created.get_hip_stream(), concurrency::runtime_exception);
  EXPECT_THROW((void)a.default_view.get_hip_stream(),
               concurrency::runtime_exception);
  EXPECT_EQ(created.get_hip_device(), amp2hip::detail::cpu_device);
}

int hip_device_count() {
  int count = 0;
  return hipGetDeviceCount(&count) == hipSuccess ? count : 0;
}

TEST_F(CpuAcceleratorTest, GetAllListsItLast) {
  std::vector<accelerator> all = accelerator::get_all();
  // The HIP devices, then the CPU accelerator.
  ASSERT_EQ(all.size(), static_cast<std::size_t>(hip_device_count()) + 1);
  EXPECT_EQ(all.back().device_path, std::wstring(L"cpu"));
  EXPECT_TRUE(all.back() == accelerator(accelerator::cpu_accelerator));
  for (std::size_t i = 0; i + 1 < all.size(); ++i) {
    EXPECT_TRUE(all[i] != all.back()) << i; // no HIP device equals it
    EXPECT_FALSE(all[i].is_emulated) << i;
    EXPECT_EQ(all[i].device_path, L"hip:" + std::to_wstring(i));
  }
}

TEST_F(CpuAcceleratorTest, ArrayElementAccessAndData) {
  array<int, 2> a(2, 3, cpu_view());
  EXPECT_TRUE(a.get_accelerator_view() == cpu_view());
  EXPECT_TRUE(a.get_associated_accelerator_view() == cpu_view());
  EXPECT_EQ(a.get_cpu_access_type(), access_type_read_write);
  EXPECT_EQ(a.cpu_access_type, access_type_read_write);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      a(i, j) = 10 * i + j; // 0 1 2 / 10 11 12
  EXPECT_EQ(a[index<2>(1, 2)], 12);
  EXPECT_EQ(a.data()[1 * 3 + 2], 12); // row-major
  a.data()[0] = 5;
  const array<int, 2> &ca = a;
  EXPECT_EQ(ca(0, 0), 5);
  EXPECT_EQ(ca.data()[4], 11); // (1, 1)
  EXPECT_EQ(a[1][2], 12);      // projection
  EXPECT_EQ(ca[1](1), 11);
  // Whatever CPU access type is asked for, host memory is read_write.
  array<float, 1> none(4, cpu_view(), access_type_none);
  EXPECT_EQ(none.get_cpu_access_type(), access_type_read_write);
  none[3] = 2.5f;
  EXPECT_EQ(none.data()[3], 2.5f);
}

TEST_F(CpuAcceleratorTest, ArrayCopiesToAndFromHostContainers) {
  std::vector<int> source = {1, 2, 3, 4, 5};
  array<int, 1> a(5, source.begin(), source.end(), cpu_view());
  EXPECT_EQ(std::vector<int>(a), source);
  array<int, 1> b(extent<1>(5), source.data(), cpu_view()); // from a pointer
  EXPECT_EQ(b[4], 5);
  std::vector<int> out(5);
  concurrency::copy(a, out.begin());
  EXPECT_EQ(out, source);
  std::vector<int> reversed = {5, 4, 3, 2, 1};
  concurrency::copy(reversed.begin(), reversed.end(), a);
  EXPECT_EQ(a[0], 5);
  EXPECT_EQ(a[4], 1);
  concurrency::copy(source.begin(), a); // a holds 1..5 again
  EXPECT_EQ(a[0], 1);
  // Between arrays on the CPU accelerator: deep copies.
  array<int, 1> deep(a);
  deep[0] = 100;
  EXPECT_EQ(a[0], 1);
  concurrency::copy(deep, b); // b: 100 2 3 4 5
  EXPECT_EQ(b[0], 100);
  a.copy_to(b); // b: 1 2 3 4 5
  EXPECT_EQ(b[0], 1);
  concurrency::copy_async(reversed.begin(), reversed.end(), b).get();
  EXPECT_EQ(std::vector<int>(b), reversed);
  array<int, 1> assigned(5, cpu_view());
  assigned = b;
  EXPECT_EQ(assigned[1], 4);
  // To and from array_views of host memory.
  std::vector<int> target(5);
  concurrency::copy(a, array_view<int, 1>(5, target));
  EXPECT_EQ(target, source);
  concurrency::copy(array_view<const int, 1>(5, reversed), a);
  EXPECT_EQ(a[0], 5);
}

TEST_F(CpuAcceleratorTest, ArrayViewsSectionsAndReinterpretation) {
  array<int, 2> a(2, 3, cpu_view());
  for (int i = 0; i < 6; ++i)
    a.data()[i] = i; // 0 1 2 / 3 4 5
  array_view<int, 2> view(a);
  EXPECT_TRUE(view.get_source_accelerator_view() == cpu_view());
  EXPECT_EQ(view(1, 1), 4);
  view(1, 1) = 40; // the array sees writes through its views
  EXPECT_EQ(a(1, 1), 40);
  a(0, 2) = 20;
  EXPECT_EQ(view(0, 2), 20);
  array_view<int, 2> s = a.section(index<2>(1, 1), extent<2>(1, 2));
  EXPECT_EQ(s(0, 0), 40); // (1, 1)
  EXPECT_EQ(s(0, 1), 5);  // (1, 2)
  s(0, 1) = 50;
  EXPECT_EQ(a(1, 2), 50);
  array_view<int, 1> flat = a.view_as(extent<1>(6)); // 0 1 20 3 40 50
  EXPECT_EQ(flat[4], 40);
  array_view<unsigned int, 1> bits = a.reinterpret_as<unsigned int>();
  EXPECT_EQ(bits.extent, extent<1>(6));
  EXPECT_EQ(bits[5], 50u);
  const array<int, 2> &ca = a;
  array_view<const int, 2> read_only(ca);
  EXPECT_EQ(read_only(0, 2), 20);
  std::vector<int> out(6);
  concurrency::copy(view, out.begin());
  EXPECT_EQ(out, (std::vector<int>{0, 1, 20, 3, 40, 50}));
  // synchronize_to the CPU accelerator makes the host copy current.
  view.synchronize_to(cpu_view());
  EXPECT_EQ(a(0, 1), 1);
}

TEST_F(CpuAcceleratorTest, StagingFormWithTwoCpuViews) {
  // Two CPU views are not compatible for staging (that needs a HIP view as
  // the associated one, tested in AmpApiDeviceTest): the associated view is
  // ignored, as in Microsoft's C++ AMP, and the array is an ordinary one on
  // the first view, in host memory.
  accelerator cpu(accelerator::cpu_accelerator);
  accelerator_view other = cpu.create_view();
  std::vector<int> data = {1, 2, 3, 4};
  array<int, 1> staged(4, data.begin(), cpu.default_view, other);
  EXPECT_TRUE(staged.get_accelerator_view() == cpu.default_view);
  EXPECT_TRUE(staged.get_associated_accelerator_view() == cpu.default_view);
  EXPECT_TRUE(staged.associated_accelerator_view == cpu.default_view);
  EXPECT_EQ(staged.get_cpu_access_type(), access_type_read_write);
  EXPECT_EQ(staged.data()[3], 4);
  array<int, 1> copied(staged);
  EXPECT_TRUE(copied.get_accelerator_view() == cpu.default_view);
  EXPECT_EQ(copied[2], 3);
}

__global__ void cpuNeverRunsKernel(amp2hip::detail::launch_domain<1>,
                                   amp2hip::device_view<int, 1> out) {
  out[0] = 1;
}

__global__ void cpuNeverRunsTiledKernel(amp2hip::detail::launch_domain<1>,
                                        amp2hip::device_view<int, 1> out) {
  out[0] = 1;
}

// Microsoft's message, which the conformance suite finds with strstr.
const char unsupported_accelerator_message[] =
    "concurrency::parallel_for_each is not supported on the selected "
    "accelerator \"CPU accelerator\".";

template <typename F> std::string launch_error(F launch) {
  try {
    launch();
  } catch (const concurrency::runtime_exception &error) {
    return error.what();
  }
  return "(no exception)";
}

TEST_F(CpuAcceleratorTest, ParallelForEachOnItThrows) {
  array<int, 1> a(4, cpu_view());
  array_view<int, 1> view(a);
  // On its default view, explicitly.
  std::string error = launch_error([&] {
    amp2hip::parallel_for_each(cpu_view(), extent<1>(4), cpuNeverRunsKernel,
                               view);
  });
  EXPECT_NE(std::strstr(error.c_str(), unsupported_accelerator_message),
            nullptr)
      << error;
  EXPECT_EQ(error, unsupported_accelerator_message);
  // On another view of it, tiled.
  error = launch_error([&] {
    amp2hip::parallel_for_each(
        accelerator(accelerator::cpu_accelerator).create_view(),
        extent<1>(4).tile<4>(), cpuNeverRunsTiledKernel, view);
  });
  EXPECT_EQ(error, unsupported_accelerator_message);
  // Without a view: the first captured array, on the CPU accelerator,
  // chooses it.
  error = launch_error(
      [&] { amp2hip::parallel_for_each(extent<1>(4), cpuNeverRunsKernel, a); });
  EXPECT_EQ(error, unsupported_accelerator_message);
  try {
    amp2hip::parallel_for_each(cpu_view(), extent<1>(4), cpuNeverRunsKernel,
                               view);
  } catch (const concurrency::runtime_exception &e) {
    EXPECT_EQ(e.get_error_code(), static_cast<int>(0x80004005u)); // E_FAIL
  }
  // The array was not touched by a device: its host copy is current.
  EXPECT_EQ(amp2hip::detail::container_access::buffer(a)->view(), nullptr);
}

TEST_F(CpuAcceleratorTest, CpuArrayCaptureOnAHipViewIsRefused) {
  // The check a launch on a HIP view makes before any HIP call (a HIP view
  // itself needs a GPU; AmpApiDeviceTest launches on one).
  array<int, 1> a(4, cpu_view());
  EXPECT_TRUE(amp2hip::detail::is_cpu_array(a));
  EXPECT_FALSE(amp2hip::detail::is_cpu_array(array_view<int, 1>(a)));
  EXPECT_FALSE(amp2hip::detail::is_cpu_array(42));
  amp2hip::detail::view_state hip_view(0, concurrency::queuing_mode_automatic,
                                       /*owns_stream=*/true);
  EXPECT_NO_THROW(amp2hip::detail::check_launch_target(hip_view, false));
  std::string error = launch_error(
      [&] { amp2hip::detail::check_launch_target(hip_view, true); });
  EXPECT_NE(error.find("array on the CPU accelerator"), std::string::npos)
      << error;
  EXPECT_THROW(amp2hip::detail::reject_cpu_array(
                   *amp2hip::detail::container_access::buffer(a), hip_view),
               concurrency::runtime_exception);
}

// What the child process of the death test below checks after
// set_default(cpu_accelerator): a bit per failed check, 0 when all pass.
int use_the_cpu_accelerator_as_default() {
  int failures = 0;
  if (!accelerator::set_default(accelerator::cpu_accelerator))
    failures |= 1;
  if (accelerator() != accelerator(accelerator::cpu_accelerator))
    failures |= 2;
  // The default is now used: it can no longer change.
  if (accelerator::set_default(accelerator::cpu_accelerator))
    failures |= 4;
  // An array made without a view lives on the CPU accelerator.
  array<int, 1> a(3);
  a[2] = 7;
  if (a.get_accelerator_view() != cpu_view() || a.data()[2] != 7)
    failures |= 8;
  // A launch that picks the default view throws Microsoft's message.
  std::vector<int> host(3);
  std::string error = launch_error([&] {
    amp2hip::parallel_for_each(extent<1>(3), cpuNeverRunsKernel,
                               array_view<int, 1>(3, host));
  });
  if (error != unsupported_accelerator_message)
    failures |= 16;
  accelerator_view automatic = accelerator::get_auto_selection_view();
  if (!automatic.get_is_auto_selection() || automatic != cpu_view())
    failures |= 32;
  return failures;
}

// set_default(cpu_accelerator) changes the process's default accelerator, so
// it runs in a child process of its own (a fresh runtime: the "threadsafe"
// death test style re-executes the test program for this test only).
TEST(CpuAcceleratorDeathTest, SetDefaultToTheCpuAccelerator) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(std::exit(use_the_cpu_accelerator_as_default()),
              ::testing::ExitedWithCode(0), "");
}

TEST(AmpApiDeviceTest, AcceleratorViewProperties) {
  if (!has_device())
    GTEST_SKIP() << "no HIP device";
  accelerator acc;
  accelerator_view view = acc.create_view(concurrency::queuing_mode_immediate);
  EXPECT_EQ(view.get_version(), acc.get_version());
  EXPECT_EQ(view.version, acc.version);
  EXPECT_EQ(view.queuing_mode, concurrency::queuing_mode_immediate);
  EXPECT_FALSE(view.is_debug);
  EXPECT_FALSE(view.get_is_auto_selection());
  completion_future marker = view.create_marker();
  EXPECT_TRUE(marker.valid());
  marker.wait();
  accelerator_view automatic = accelerator::get_auto_selection_view();
  EXPECT_TRUE(automatic.get_is_auto_selection());
  EXPECT_TRUE(automatic == acc.get_default_view());
}

TEST(AmpApiDeviceTest, StagingArraysAndArrayProperties) {
  if (!has_device())
    GTEST_SKIP() << "no HIP device";
  accelerator acc;
  accelerator_view view = acc.get_default_view();
  accelerator_view other = acc.create_view();
  std::vector<int> data = {1, 2, 3, 4, 5, 6};
  // Two HIP views are not compatible for staging: the associated view is
  // the array's own (the suite's associated_accvl_view Test.03).
  array<int, 2> staged(2, 3, data.begin(), view, other);
  EXPECT_TRUE(staged.get_accelerator_view() == view);
  EXPECT_TRUE(staged.accelerator_view == view);
  EXPECT_TRUE(staged.get_associated_accelerator_view() == view);
  EXPECT_EQ(staged.cpu_access_type, staged.get_cpu_access_type());
  array<int, 2> copied(staged);
  EXPECT_TRUE(copied.associated_accelerator_view == view);
  std::vector<int> out(3);
  staged.section(1, 0, 1, 3).copy_to(array_view<int, 2>(1, 3, out));
  EXPECT_EQ(out, (std::vector<int>{4, 5, 6}));
  array<int, 1> row(3, data.begin() + 3, view);
  EXPECT_EQ(std::vector<int>(row), (std::vector<int>{4, 5, 6}));
  array_view<int, 1> whole(row);
  EXPECT_TRUE(whole.get_source_accelerator_view() == view);
}

TEST(AmpApiDeviceTest, CpuAcceleratorIsNoHipDevice) {
  if (!has_device())
    GTEST_SKIP() << "no HIP device";
  accelerator gpu;
  accelerator cpu(accelerator::cpu_accelerator);
  EXPECT_TRUE(gpu != cpu);
  EXPECT_FALSE(gpu == cpu);
  EXPECT_TRUE(gpu.default_view != cpu.default_view);
  EXPECT_TRUE(accelerator::get_all().front() == gpu);
}

TEST(AmpApiDeviceTest, StagingArraysOnTheCpuAccelerator) {
  if (!has_device())
    GTEST_SKIP() << "no HIP device";
  accelerator_view gpu = accelerator().default_view;
  accelerator_view cpu = accelerator(accelerator::cpu_accelerator).default_view;
  array<int, 1> staged(4, cpu, gpu);
  EXPECT_TRUE(staged.get_accelerator_view() == cpu);
  EXPECT_TRUE(staged.get_associated_accelerator_view() == gpu);
  EXPECT_EQ(staged.get_cpu_access_type(), access_type_read_write);
  array<int, 1> copied(staged); // keeps the associated view
  EXPECT_TRUE(copied.get_associated_accelerator_view() == gpu);
  // The other way round is not compatible for staging (the suite's
  // associated_accvl_view Test.03): an ordinary GPU array.
  array<int, 1> reversed(4, gpu, cpu);
  EXPECT_TRUE(reversed.get_associated_accelerator_view() == gpu);
  for (int i = 0; i < 4; ++i)
    staged.data()[i] = i + 1; // 1 2 3 4
  array<int, 1> device(4, gpu);
  concurrency::copy(staged, device); // host -> device
  array<int, 1> back(4, cpu, gpu);
  concurrency::copy(device, back); // device -> host
  EXPECT_EQ(std::vector<int>(back), (std::vector<int>{1, 2, 3, 4}));
  // A kernel on the GPU view that captures the staging array itself is
  // refused before any HIP call; an array_view of it is fine (see
  // runtime_gpu_check.hip.cpp).
  EXPECT_THROW(
      amp2hip::parallel_for_each(gpu, extent<1>(4), cpuNeverRunsKernel, staged),
      concurrency::runtime_exception);
}

} // namespace
