//===- shared_memory_gpu_check.hip.cpp - CPU shared memory on a GPU -------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// Self-checking program for C++ AMP's CPU shared memory on a real device
// (docs/features/shared-memory.md): the device facts behind
// supports_cpu_shared_memory, set_default_cpu_access_type(), arrays with a
// CPU access type in managed (or mapped host) memory that the host uses
// directly, waiting for asynchronous kernels before host access, no counted
// copies, the managed-memory size check, and the errors for arrays that the
// CPU cannot access. Kernels are written as the translator emits them. Not
// run by CTest (CI has no GPU). On an accelerator without CPU shared memory
// it checks the refusals instead and prints SKIP for the rest. Prints one
// PASS/FAIL line per check and exits 0 when all pass (1: a check failed,
// 2: an unexpected exception).
//
// NVIDIA (the HIP headers patched for CUDA 13, as the build makes them; one
// line):
//   nvcc -arch=sm_90 -std=c++17 -O2 -x cu -D__HIP_PLATFORM_NVIDIA__
//     -isystem <build>/hip-nvidia/include -Iruntime/include -cudart static
//     test/unit/shared_memory_gpu_check.hip.cpp -o shared_memory_gpu_check
// AMD (one line):
//   hipcc --offload-arch=gfx90a -std=c++17 -O2 -Iruntime/include
//     test/unit/shared_memory_gpu_check.hip.cpp -o shared_memory_gpu_check
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp.h>

#include <cstdio>
#include <string>
#include <vector>

using concurrency::accelerator;
using concurrency::accelerator_view;
using concurrency::access_type;
using concurrency::access_type_auto;
using concurrency::access_type_none;
using concurrency::access_type_read;
using concurrency::access_type_read_write;
using concurrency::access_type_write;
using concurrency::array;
using concurrency::array_view;
using concurrency::extent;

namespace {

int checks = 0;
int failures = 0;

void check(bool ok, const std::string &what) {
  std::printf("%s %s\n", ok ? "PASS" : "FAIL", what.c_str());
  ++checks;
  if (!ok)
    ++failures;
}

void skip(const std::string &what) { std::printf("SKIP %s\n", what.c_str()); }

bool noCopiesAnd(unsigned long long launches) {
  amp2hip::transfer_stats s = amp2hip::get_stats();
  bool ok = s.launches == launches && s.copies_to_device == 0 &&
            s.copies_to_host == 0;
  if (!ok)
    std::printf("     stats: launches %llu, to device %llu, to host %llu\n",
                static_cast<unsigned long long>(s.launches),
                static_cast<unsigned long long>(s.copies_to_device),
                static_cast<unsigned long long>(s.copies_to_host));
  return ok;
}

/// Runs \p f and returns the message of the runtime_exception it throws
/// ("<no exception>" when it throws none).
template <typename F> std::string thrownMessage(F &&f) {
  try {
    f();
  } catch (const concurrency::runtime_exception &error) {
    return error.what();
  }
  return "<no exception>";
}

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

/// One integer device attribute, read directly (not through the runtime).
int attribute(int device, int which) {
  int value = -1;
#if defined(__HIP_PLATFORM_NVIDIA__) || defined(__HIP_PLATFORM_NVCC__)
  if (cudaDeviceGetAttribute(&value, static_cast<cudaDeviceAttr>(which),
                             device) != cudaSuccess)
    return -1;
#else
  if (hipDeviceGetAttribute(&value, static_cast<hipDeviceAttribute_t>(which),
                            device) != hipSuccess)
    return -1;
#endif
  return value;
}

#if defined(__HIP_PLATFORM_NVIDIA__) || defined(__HIP_PLATFORM_NVCC__)
const int attrIntegrated = cudaDevAttrIntegrated;
const int attrManaged = cudaDevAttrManagedMemory;
const int attrConcurrent = cudaDevAttrConcurrentManagedAccess;
const int attrCanMap = cudaDevAttrCanMapHostMemory;
#else
const int attrIntegrated = hipDeviceAttributeIntegrated;
const int attrManaged = hipDeviceAttributeManagedMemory;
const int attrConcurrent = hipDeviceAttributeConcurrentManagedAccess;
const int attrCanMap = hipDeviceAttributeCanMapHostMemory;
#endif

// Waits about \p cycles clock cycles, then writes 10 * i + 1.
__global__ void
slowFillKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
               const amp2hip::kernel_param_t<array<int, 1>> a,
               const amp2hip::kernel_param_t<long long> cycles) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  long long start = clock64();
  while (clock64() - start < cycles) {
  }
  a[idx] = 10 * idx[0] + 1;
}

__global__ void
doubleKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
             const amp2hip::kernel_param_t<array<int, 1>> a) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  a[idx] = 2 * a[idx];
}

__global__ void
incrementViewKernel(const amp2hip::detail::launch_domain<1> amp2hip_domain,
                    const amp2hip::kernel_param_t<array_view<int, 1>> v) {
  concurrency::index<1> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  v[idx] += 1;
}

const long long slowCycles = 200000000; // ~0.1 s at 2 GHz

bool valuesAre(const array<int, 1> &a, int scale, int offset) {
  for (int i = 0; i < a.extent[0]; ++i)
    if (a[i] != scale * i + offset)
      return false;
  return true;
}

void deviceFacts(const accelerator &acc) {
  const int device = acc.get_hip_device();
  const amp2hip::detail::device_info &info =
      amp2hip::detail::device_registry::instance().info(device);
  std::printf("     device %d: %s; integrated %d, managed memory %d, "
              "concurrent managed access %d, maps host memory %d\n",
              device, info.name.c_str(), info.integrated, info.managed_memory,
              info.concurrent_managed_access, info.can_map_host_memory);
  check(attribute(device, attrIntegrated) == int(info.integrated) &&
            attribute(device, attrManaged) == int(info.managed_memory) &&
            attribute(device, attrConcurrent) ==
                int(info.concurrent_managed_access) &&
            attribute(device, attrCanMap) == int(info.can_map_host_memory),
        "device facts agree with the device attributes");
  const bool rule = (info.managed_memory && info.concurrent_managed_access) ||
                    (info.integrated && info.can_map_host_memory);
  check(acc.supports_cpu_shared_memory == rule &&
            acc.get_supports_cpu_shared_memory() == rule,
        std::string("supports_cpu_shared_memory follows the rule: ") +
            (rule ? "true" : "false"));
  check(acc.get_default_cpu_access_type() == access_type_none &&
            acc.default_cpu_access_type == access_type_none,
        "default_cpu_access_type starts as access_type_none");
}

void withoutSharedMemory(accelerator &acc) {
  accelerator_view view = acc.default_view;
  check(!acc.set_default_cpu_access_type(access_type_read_write) &&
            acc.get_default_cpu_access_type() == access_type_none,
        "set_default_cpu_access_type(access_type_read_write) is false, "
        "nothing changes");
  std::string assigned = thrownMessage(
      [&] { acc.default_cpu_access_type = access_type_read_write; });
  check(contains(assigned, "no CPU shared memory"),
        "assigning default_cpu_access_type throws: " + assigned);
  array<int, 1> rw(extent<1>(4), view, access_type_read_write);
  check(rw.get_cpu_access_type() == access_type_none,
        "array(access_type_read_write) reports access_type_none");
  std::string error = thrownMessage([&] { rw[0] = 1; });
  check(contains(error, "not accessible on the CPU") &&
            contains(error, "supports_cpu_shared_memory is false"),
        "host access throws: " + error);
  skip("managed or mapped host memory checks (no CPU shared memory)");
}

void settingTheDefault(accelerator &acc) {
  accelerator_view view = acc.default_view;
  // Explicit types do not use the default, so it may still be set.
  array<int, 1> arr_w(extent<1>(10), view, access_type_write);
  array<int, 1> arr_r(extent<1>(10), view, access_type_read);
  array<int, 1> arr_rw(extent<1>(10), view, access_type_read_write);
  array<int, 1> arr_none(extent<1>(10), view, access_type_none);
  check(arr_w.get_cpu_access_type() == access_type_write &&
            arr_r.get_cpu_access_type() == access_type_read &&
            arr_rw.get_cpu_access_type() == access_type_read_write &&
            arr_none.get_cpu_access_type() == access_type_none,
        "explicit CPU access types are kept: 2 1 3 0");
  using amp2hip::detail::container_access;
  check(container_access::buffer(arr_rw)->shared() &&
            container_access::buffer(arr_w)->shared() &&
            container_access::buffer(arr_r)->shared() &&
            !container_access::buffer(arr_none)->shared(),
        "CPU access types get shared memory, access_type_none device memory");

  check(acc.set_default_cpu_access_type(access_type_read_write),
        "set_default_cpu_access_type(access_type_read_write) is true");
  check(acc.get_default_cpu_access_type() == access_type_read_write &&
            accelerator().get_default_cpu_access_type() ==
                access_type_read_write &&
            acc.default_cpu_access_type == access_type_read_write,
        "the default is the device's: every accelerator object sees it");
  check(!acc.set_default_cpu_access_type(access_type_read) &&
            acc.get_default_cpu_access_type() == access_type_read_write,
        "a second set_default_cpu_access_type is false (C++ AMP: once)");
  std::string same = thrownMessage(
      [&] { acc.default_cpu_access_type = access_type_read_write; });
  check(same == "<no exception>",
        "assigning the value it has is allowed (the AMP overview's line)");
  std::string other =
      thrownMessage([&] { acc.default_cpu_access_type = access_type_read; });
  check(contains(other, "already set"),
        "assigning another value throws: " + other);

  array<int, 1> fromDefault(extent<1>(10), view);
  check(fromDefault.get_cpu_access_type() == access_type_read_write &&
            container_access::buffer(fromDefault)->shared(),
        "an array without an access type takes the default "
        "(access_type_read_write, shared)");

  // Write-only: the const accessors may not read; the others may write.
  std::string readWriteOnly = thrownMessage([&] {
    const array<int, 1> &constant = arr_w;
    (void)constant[0];
  });
  check(contains(readWriteOnly, "not accessible for reading"),
        "const read of an access_type_write array throws: " + readWriteOnly);
  arr_w[0] = 5;
  check(arr_w.data()[0] == 5, "an access_type_write array is written on the "
                              "host");
}

void hostAccessWithoutCopies(const accelerator &acc) {
  accelerator_view view = acc.default_view;
  array<int, 1> a(extent<1>(1000), view, access_type_read_write);
  amp2hip::reset_stats();
  for (int i = 0; i < 1000; ++i)
    a[i] = -1;
  amp2hip::parallel_for_each(a.extent, slowFillKernel, a, slowCycles);
  // The launch is asynchronous; host access must wait for it.
  check(a[0] == 1 && a[999] == 9991 && valuesAre(a, 10, 1),
        "host access after an asynchronous kernel sees its results");
  check(noCopiesAnd(1), "shared array: 1 launch, no host<->device copies");

  int *data = a.data();
  check(data != nullptr && data == &a[0] && data[3] == 31,
        "data() is the shared memory");
  for (int i = 0; i < 1000; ++i)
    data[i] = i;
  amp2hip::parallel_for_each(a.extent, doubleKernel, a);
  const array<int, 1> &constant = a;
  check(constant[500] == 1000 && valuesAre(a, 2, 0),
        "host writes reach the kernel, its writes reach the host");
  check(noCopiesAnd(2), "still no copies");

  array_view<int, 1> view_of_a(a);
  view_of_a[0] = 100;
  amp2hip::parallel_for_each(view_of_a.extent, incrementViewKernel, view_of_a);
  check(view_of_a[0] == 101 && a[1] == 3 && a[999] == 1999,
        "an array_view of a shared array uses the same memory");
  view_of_a.synchronize();
  check(noCopiesAnd(3), "array_view of a shared array: no copies");

  std::vector<int> values = a;
  std::vector<int> ones(1000, 1);
  concurrency::copy(ones.begin(), ones.end(), a);
  check(values[2] == 5 && a[2] == 1 && noCopiesAnd(3),
        "vector conversion and copy() into a shared array: no counted copies");

  // The kernel runs on another view of the device: host access waits for
  // that view.
  accelerator_view second = const_cast<accelerator &>(acc).create_view();
  amp2hip::parallel_for_each(second, a.extent, slowFillKernel, a, slowCycles);
  check(a[999] == 9991, "host access waits for a kernel on another view");
}

void copiesBetweenMemories(const accelerator &acc) {
  accelerator_view view = acc.default_view;
  std::vector<int> source(64);
  for (int i = 0; i < 64; ++i)
    source[static_cast<std::size_t>(i)] = 3 * i;
  array<int, 1> shared(extent<1>(64), source.begin(), source.end(), view,
                       access_type_read_write);
  array<int, 1> copy(shared);
  check(copy.get_cpu_access_type() == access_type_read_write &&
            amp2hip::detail::container_access::buffer(copy)->shared() &&
            valuesAre(copy, 3, 0),
        "copy constructor: shared memory, same type, same values");
  array<int, 1> device(extent<1>(64), view, access_type_none);
  concurrency::copy(shared, device);
  amp2hip::parallel_for_each(device.extent, doubleKernel, device);
  concurrency::copy(device, copy);
  check(valuesAre(copy, 6, 0), "copy() between shared and device memory");
}

void deviceMemoryArray(const accelerator &acc) {
  array<int, 1> a(extent<1>(8), acc.default_view, access_type_none);
  std::string element = thrownMessage([&] { a[0] = 1; });
  check(contains(element, "not accessible on the CPU") &&
            contains(element, "access_type_none"),
        "host access to an access_type_none array throws: " + element);
  const array<int, 1> &constant = a;
  check(a.data() == nullptr && constant.data() == nullptr,
        "data() of an access_type_none array is null (Microsoft's amp.h)");
  std::vector<int> ones(8, 1);
  concurrency::copy(ones.begin(), ones.end(), a);
  amp2hip::parallel_for_each(a.extent, doubleKernel, a);
  std::vector<int> back = a;
  array_view<int, 1> view(a);
  check(back[7] == 2 && view[7] == 2,
        "copies and array_views of it still work");
}

void outOfMemory(const accelerator &acc) {
  std::string error;
  bool thrown = false;
  try {
    // 40000^2 elements of 128 bytes, 205 GB (fewer than 2^31 elements:
    // more are refused with runtime_exception before allocating).
    struct Wide {
      double value[16];
    };
    array<Wide, 2> huge(extent<2>(40000, 40000), acc.default_view,
                        access_type_read_write);
  } catch (const concurrency::out_of_memory &oom) {
    thrown = true;
    error = oom.what();
  }
  check(thrown && contains(error, "does not fit in the accelerator's free "
                                  "memory"),
        "managed memory beyond the free memory throws out_of_memory: " + error);
}

} // namespace

int main() {
  try {
    accelerator acc;
    deviceFacts(acc);
    if (!acc.supports_cpu_shared_memory) {
      withoutSharedMemory(acc);
      deviceMemoryArray(acc);
    } else {
      settingTheDefault(acc);
      hostAccessWithoutCopies(acc);
      copiesBetweenMemories(acc);
      deviceMemoryArray(acc);
      outOfMemory(acc);
    }
    acc.default_view.wait();
  } catch (const std::exception &error) {
    std::printf("FAIL exception: %s\n", error.what());
    return 2;
  }
  std::printf("%s: %d check(s), %d failure(s)\n",
              failures == 0 ? "OK" : "FAILED", checks, failures);
  return failures == 0 ? 0 : 1;
}
