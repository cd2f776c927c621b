//===- shared_memory_test.cpp - CPU shared memory rules -------------------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// The host logic of C++ AMP's shared memory (docs/features/shared-memory.md),
// as pure functions that need no GPU: which device facts give
// supports_cpu_shared_memory, which set_default_cpu_access_type() calls
// succeed, which CPU access type and memory an array gets, when host access
// to an array is an error, the managed-memory size check, and the messages.
// The allocations themselves run on a GPU: shared_memory_gpu_check.hip.cpp.
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <string>
#include <type_traits>
#include <vector>

namespace {

using amp2hip::detail::cpu_access_setting;
using amp2hip::detail::device_info;
using amp2hip::detail::shared_memory_kind;
using concurrency::access_type;
using concurrency::access_type_auto;
using concurrency::access_type_none;
using concurrency::access_type_read;
using concurrency::access_type_read_write;
using concurrency::access_type_write;

const access_type all_types[] = {access_type_none, access_type_read,
                                 access_type_write, access_type_read_write,
                                 access_type_auto};
const access_type cpu_types[] = {access_type_read, access_type_write,
                                 access_type_read_write};

device_info facts(bool integrated, bool managed, bool concurrent,
                  bool can_map) {
  device_info info;
  info.name = "test device";
  info.integrated = integrated;
  info.managed_memory = managed;
  info.concurrent_managed_access = concurrent;
  info.can_map_host_memory = can_map;
  return info;
}

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

// --- supports_cpu_shared_memory from the device facts ---------------------

TEST(SharedMemoryRule, DiscreteWithConcurrentManagedAccessUsesManagedMemory) {
  // An H100 on Linux (CUDA): managedMemory 1, concurrentManagedAccess 1,
  // integrated 0; an MI250/MI300X with XNACK on reads the same.
  device_info h100 = facts(false, true, true, true);
  EXPECT_EQ(amp2hip::detail::cpu_shared_memory_kind(h100),
            shared_memory_kind::managed);
  EXPECT_TRUE(amp2hip::detail::supports_cpu_shared_memory(h100));
}

TEST(SharedMemoryRule, ManagedMemoryWithoutConcurrentAccessIsNotShared) {
  // Windows, pre-Pascal NVIDIA GPUs, AMD discrete GPUs with XNACK off: the
  // CPU may not touch managed memory while a kernel runs.
  device_info discrete = facts(false, true, false, true);
  EXPECT_EQ(amp2hip::detail::cpu_shared_memory_kind(discrete),
            shared_memory_kind::none);
  EXPECT_FALSE(amp2hip::detail::supports_cpu_shared_memory(discrete));
}

TEST(SharedMemoryRule, IntegratedGpuUsesMappedHostMemory) {
  // An APU with XNACK off, a Jetson: integrated, maps host memory, managed
  // memory without concurrent access (or none at all).
  EXPECT_EQ(
      amp2hip::detail::cpu_shared_memory_kind(facts(true, true, false, true)),
      shared_memory_kind::host_mapped);
  EXPECT_EQ(
      amp2hip::detail::cpu_shared_memory_kind(facts(true, false, false, true)),
      shared_memory_kind::host_mapped);
  EXPECT_TRUE(amp2hip::detail::supports_cpu_shared_memory(
      facts(true, false, false, true)));
}

TEST(SharedMemoryRule, IntegratedWithConcurrentManagedAccessUsesManaged) {
  // An MI300A with XNACK on: managed memory comes first.
  EXPECT_EQ(
      amp2hip::detail::cpu_shared_memory_kind(facts(true, true, true, true)),
      shared_memory_kind::managed);
}

TEST(SharedMemoryRule, NoFactsNoSharedMemory) {
  EXPECT_FALSE(amp2hip::detail::supports_cpu_shared_memory(
      facts(false, false, false, false)));
  EXPECT_FALSE(amp2hip::detail::supports_cpu_shared_memory(
      facts(false, false, false, true)));
  // Integrated but unable to map host memory, no managed memory.
  EXPECT_FALSE(amp2hip::detail::supports_cpu_shared_memory(
      facts(true, false, false, false)));
  // Concurrent access reported without managed memory counts for nothing.
  EXPECT_FALSE(amp2hip::detail::supports_cpu_shared_memory(
      facts(false, false, true, true)));
}

TEST(SharedMemoryRule, AllSixteenCombinations) {
  for (int bits = 0; bits < 16; ++bits) {
    const bool integrated = bits & 1, managed = bits & 2, concurrent = bits & 4,
               can_map = bits & 8;
    const bool expected = (managed && concurrent) || (integrated && can_map);
    EXPECT_EQ(amp2hip::detail::supports_cpu_shared_memory(
                  facts(integrated, managed, concurrent, can_map)),
              expected)
        << "integrated " << integrated << " managed " << managed
        << " concurrent " << concurrent << " can_map " << can_map;
  }
}

// --- set_default_cpu_access_type ------------------------------------------

TEST(DefaultCpuAccessType, RuntimeDefaultIsNone) {
  EXPECT_EQ(amp2hip::detail::runtime_default_cpu_access_type, access_type_none);
  cpu_access_setting fresh;
  EXPECT_EQ(fresh.value, access_type_none);
  EXPECT_FALSE(fresh.overridden);
  EXPECT_FALSE(fresh.used);
}

TEST(DefaultCpuAccessType, NoneAndAutoAlwaysAccepted) {
  cpu_access_setting fresh;
  for (bool supports : {false, true}) {
    EXPECT_EQ(amp2hip::detail::default_cpu_access_type_refusal(access_type_none,
                                                               supports, fresh),
              nullptr);
    EXPECT_EQ(amp2hip::detail::default_cpu_access_type_refusal(access_type_auto,
                                                               supports, fresh),
              nullptr);
  }
}

TEST(DefaultCpuAccessType, CpuAccessNeedsSharedMemory) {
  cpu_access_setting fresh;
  for (access_type type : cpu_types) {
    EXPECT_EQ(
        amp2hip::detail::default_cpu_access_type_refusal(type, true, fresh),
        nullptr)
        << type;
    const char *refusal =
        amp2hip::detail::default_cpu_access_type_refusal(type, false, fresh);
    ASSERT_NE(refusal, nullptr) << type;
    EXPECT_TRUE(contains(refusal, "no CPU shared memory")) << refusal;
    EXPECT_TRUE(contains(refusal, "supports_cpu_shared_memory is false"));
  }
}

TEST(DefaultCpuAccessType, OnlyOnceAndOnlyBeforeUse) {
  // C++ AMP: succeeds only if not already overridden and the default was
  // not yet used for an array.
  cpu_access_setting overridden;
  overridden.overridden = true;
  cpu_access_setting used;
  used.used = true;
  for (access_type type : all_types) {
    const char *again = amp2hip::detail::default_cpu_access_type_refusal(
        type, true, overridden);
    ASSERT_NE(again, nullptr) << type;
    EXPECT_TRUE(contains(again, "already set")) << again;
    const char *late =
        amp2hip::detail::default_cpu_access_type_refusal(type, true, used);
    ASSERT_NE(late, nullptr) << type;
    EXPECT_TRUE(contains(late, "already used by an array")) << late;
  }
}

TEST(DefaultCpuAccessType, NotAnAccessTypeIsRefused) {
  cpu_access_setting fresh;
  const char *refusal = amp2hip::detail::default_cpu_access_type_refusal(
      static_cast<access_type>(7), true, fresh);
  ASSERT_NE(refusal, nullptr);
  EXPECT_TRUE(contains(refusal, "not an access_type"));
  EXPECT_FALSE(amp2hip::detail::is_access_type(static_cast<access_type>(-1)));
}

TEST(DefaultCpuAccessType, SupportIsCheckedBeforeOnce) {
  // The reason given names the first problem: no shared memory.
  cpu_access_setting overridden;
  overridden.overridden = true;
  EXPECT_TRUE(contains(amp2hip::detail::default_cpu_access_type_refusal(
                           access_type_read_write, false, overridden),
                       "no CPU shared memory"));
}

TEST(DefaultCpuAccessType, PropertyReadsAndAssignsAccessType) {
  // accelerator::default_cpu_access_type converts to access_type and takes
  // an access_type (the AMP overview assigns it), without a GPU to ask.
  using property = amp2hip::detail::default_cpu_access_type_property;
  static_assert(std::is_convertible<property, access_type>::value);
  static_assert(std::is_assignable<property &, access_type>::value);
  static_assert(std::is_same<decltype(std::declval<concurrency::accelerator &>()
                                          .default_cpu_access_type),
                             property>::value);
  static_assert(
      std::is_same<decltype(std::declval<concurrency::accelerator &>()
                                .set_default_cpu_access_type(access_type_read)),
                   bool>::value);
  property p(3);
  EXPECT_EQ(p.device(), 3);
  p.rebind(1);
  EXPECT_EQ(p.device(), 1);
}

// --- the CPU access type and memory of an array ---------------------------

TEST(ArrayPlacement, AutoTakesTheDefault) {
  using amp2hip::detail::resolve_cpu_access_type;
  EXPECT_EQ(
      resolve_cpu_access_type(access_type_auto, access_type_read_write, true),
      access_type_read_write);
  EXPECT_EQ(resolve_cpu_access_type(access_type_auto, access_type_none, true),
            access_type_none);
  EXPECT_EQ(resolve_cpu_access_type(access_type_auto, access_type_read, true),
            access_type_read);
  // A default of auto (never stored) would mean none.
  EXPECT_EQ(resolve_cpu_access_type(access_type_auto, access_type_auto, true),
            access_type_none);
}

TEST(ArrayPlacement, ExplicitTypesKeptWithSharedMemory) {
  for (access_type type : cpu_types)
    EXPECT_EQ(
        amp2hip::detail::resolve_cpu_access_type(type, access_type_none, true),
        type);
  EXPECT_EQ(amp2hip::detail::resolve_cpu_access_type(
                access_type_none, access_type_read_write, true),
            access_type_none);
}

TEST(ArrayPlacement, WithoutSharedMemoryEverythingIsNone) {
  for (access_type requested : all_types)
    for (access_type fallback : all_types)
      EXPECT_EQ(
          amp2hip::detail::resolve_cpu_access_type(requested, fallback, false),
          access_type_none)
          << requested << " " << fallback;
}

TEST(ArrayPlacement, MemoryFollowsTheResolvedType) {
  using amp2hip::detail::choose_array_memory;
  for (shared_memory_kind kind :
       {shared_memory_kind::managed, shared_memory_kind::host_mapped}) {
    EXPECT_EQ(choose_array_memory(access_type_none, kind),
              shared_memory_kind::none);
    for (access_type type : cpu_types)
      EXPECT_EQ(choose_array_memory(type, kind), kind);
  }
  for (access_type type : all_types)
    EXPECT_EQ(choose_array_memory(type, shared_memory_kind::none),
              shared_memory_kind::none);
}

TEST(ArrayPlacement, EndToEndFromDeviceFacts) {
  // What the array constructor does, for the H100 and for a discrete GPU
  // without concurrent managed access, after
  // set_default_cpu_access_type(access_type_read_write) where it succeeds.
  struct device_case {
    device_info info;
    shared_memory_kind memory_for_read_write;
  };
  const device_case cases[] = {
      {facts(false, true, true, true), shared_memory_kind::managed},
      {facts(true, false, false, true), shared_memory_kind::host_mapped},
      {facts(false, true, false, true), shared_memory_kind::none},
  };
  for (const device_case &c : cases) {
    const bool supports = amp2hip::detail::supports_cpu_shared_memory(c.info);
    cpu_access_setting setting;
    if (amp2hip::detail::default_cpu_access_type_refusal(
            access_type_read_write, supports, setting) == nullptr)
      setting.value = access_type_read_write;
    access_type type = amp2hip::detail::resolve_cpu_access_type(
        access_type_auto, setting.value, supports);
    EXPECT_EQ(type, supports ? access_type_read_write : access_type_none);
    EXPECT_EQ(amp2hip::detail::choose_array_memory(
                  type, amp2hip::detail::cpu_shared_memory_kind(c.info)),
              c.memory_for_read_write);
  }
}

TEST(ArrayPlacement, ConstructorsTakeAnAccessType) {
  // C++ AMP v1.2 §5.1: every constructor with an accelerator_view has an
  // access_type parameter defaulting to access_type_auto.
  using concurrency::accelerator_view;
  using concurrency::array;
  using concurrency::extent;
  using iterator = std::vector<int>::iterator;
  static_assert(std::is_constructible<array<int, 1>, extent<1>,
                                      accelerator_view, access_type>::value);
  static_assert(
      std::is_constructible<array<int, 1>, extent<1>, accelerator_view>::value);
  static_assert(std::is_constructible<array<int, 1>, int, accelerator_view,
                                      access_type>::value);
  static_assert(std::is_constructible<array<int, 2>, int, int, accelerator_view,
                                      access_type>::value);
  static_assert(std::is_constructible<array<int, 3>, int, int, int,
                                      accelerator_view, access_type>::value);
  static_assert(
      std::is_constructible<array<int, 1>, extent<1>, iterator, iterator,
                            accelerator_view, access_type>::value);
  static_assert(std::is_constructible<array<int, 1>, int, iterator, iterator,
                                      accelerator_view, access_type>::value);
  static_assert(std::is_constructible<array<int, 1>, extent<1>, iterator,
                                      accelerator_view, access_type>::value);
  static_assert(std::is_constructible<array<int, 1>,
                                      concurrency::array_view<const int, 1>,
                                      accelerator_view, access_type>::value);
  SUCCEED();
}

// --- host access to an array ----------------------------------------------

TEST(HostAccess, AllowedWithCpuAccess) {
  using amp2hip::detail::host_access_error;
  for (bool supports : {false, true}) {
    EXPECT_EQ(host_access_error(access_type_read_write, true, supports), "");
    EXPECT_EQ(host_access_error(access_type_read_write, false, supports), "");
    EXPECT_EQ(host_access_error(access_type_read, true, supports), "");
    // Non-const accessors ask for what the type allows, as in Microsoft's
    // runtime: reading or writing through them is not refused.
    EXPECT_EQ(host_access_error(access_type_read, false, supports), "");
    EXPECT_EQ(host_access_error(access_type_write, false, supports), "");
  }
}

TEST(HostAccess, WriteOnlyArrayCannotBeReadThroughConstAccess) {
  std::string error =
      amp2hip::detail::host_access_error(access_type_write, true, true);
  EXPECT_TRUE(contains(error, "not accessible for reading on the CPU"))
      << error;
  EXPECT_TRUE(contains(error, "access_type_write"));
  EXPECT_TRUE(contains(error, "access_type_read_write"));
}

TEST(HostAccess, NoneIsAnErrorThatSaysWhatToDo) {
  for (bool read_only : {false, true}) {
    std::string without =
        amp2hip::detail::host_access_error(access_type_none, read_only, false);
    EXPECT_TRUE(contains(without, "amp2hip: the array is not accessible on "
                                  "the CPU"))
        << without;
    EXPECT_TRUE(contains(without, "access_type_none"));
    EXPECT_TRUE(contains(without, "std::vector<T> v = arr"));
    EXPECT_TRUE(contains(without, "array_view"));
    EXPECT_TRUE(contains(without, "supports_cpu_shared_memory is false"));
    std::string with =
        amp2hip::detail::host_access_error(access_type_none, read_only, true);
    EXPECT_TRUE(contains(with, "make the array with access_type_read_write"))
        << with;
    EXPECT_FALSE(contains(with, "supports_cpu_shared_memory is false"));
  }
  // access_type_auto is never an array's type; it counts as none.
  EXPECT_FALSE(amp2hip::detail::host_access_error(access_type_auto, false, true)
                   .empty());
}

// --- managed memory size check --------------------------------------------

TEST(ManagedMemory, NeverMoreThanTheFreeMemory) {
  using amp2hip::detail::fits_in_free_memory;
  EXPECT_TRUE(fits_in_free_memory(0, 0));
  EXPECT_TRUE(fits_in_free_memory(1024, 1024));
  EXPECT_FALSE(fits_in_free_memory(1025, 1024));
  const std::size_t gib = std::size_t(1) << 30;
  EXPECT_FALSE(fits_in_free_memory(320 * gib, 79 * gib)); // 200000^2 doubles
  EXPECT_TRUE(fits_in_free_memory(40, 79 * gib));
}

TEST(ManagedMemory, OutOfMemoryMessage) {
  std::string message =
      amp2hip::detail::managed_out_of_memory_message(4096, 1024);
  EXPECT_TRUE(contains(message, "amp2hip: an array of 4096 bytes")) << message;
  EXPECT_TRUE(contains(message, "(1024 bytes free)"));
  EXPECT_TRUE(contains(message, "does not oversubscribe"));
  concurrency::out_of_memory error(message.c_str());
  EXPECT_EQ(error.get_error_code(), amp2hip::detail::hresult::e_outofmemory);
  EXPECT_STREQ(error.what(), message.c_str());
}

} // namespace
