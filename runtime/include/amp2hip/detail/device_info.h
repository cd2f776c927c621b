//===- amp2hip/detail/device_info.h - Device properties ----------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The few device properties that accelerator reports, read through
/// hipGetDeviceProperties / hipDeviceGetAttribute on AMD and through
/// cudaGetDeviceProperties on NVIDIA, where HIP's wrappers of both do not
/// build against CUDA 12 and later and are removed from the patched HIP
/// headers. Also the rule that turns the device's memory facts into C++
/// AMP's supports_cpu_shared_memory (docs/features/shared-memory.md).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_DEVICE_INFO_H
#define AMP2HIP_DETAIL_DEVICE_INFO_H

#include "namespace.h"

#include "hip_check.h"

#include <hip/hip_runtime.h>

#include <cstddef>
#include <string>

namespace amp2hip::detail {

/// What the runtime reports about a HIP device.
struct device_info {
  std::string name;             ///< the device's name
  std::size_t total_memory = 0; ///< global memory in bytes
  int major = 0;                ///< compute capability / GCN major version
  int minor = 0;                ///< compute capability / GCN minor version
  /// An integrated GPU: its memory is the host's memory
  /// (hipDeviceProp_t::integrated).
  bool integrated = false;
  /// It can allocate managed memory, hipMallocManaged
  /// (hipDeviceAttributeManagedMemory / cudaDevAttrManagedMemory).
  bool managed_memory = false;
  /// The CPU may access managed memory while the device runs kernels
  /// (hipDeviceAttributeConcurrentManagedAccess /
  /// cudaDevAttrConcurrentManagedAccess). Without it, the CPU must not touch
  /// any managed memory while any kernel runs on the device.
  bool concurrent_managed_access = false;
  /// It can map pinned host memory into its address space, hipHostMalloc
  /// with hipHostMallocMapped (hipDeviceProp_t::canMapHostMemory).
  bool can_map_host_memory = false;
};

/// The memory that a device and the CPU can both access directly, as the
/// runtime allocates it for arrays with a CPU access type.
enum class shared_memory_kind {
  none,        ///< no such memory: arrays live in device memory only
  managed,     ///< hipMallocManaged memory, accessed concurrently
  host_mapped, ///< pinned host memory mapped into an integrated GPU
};

/// The rule behind accelerator::supports_cpu_shared_memory (pure):
///  1. managed memory that the CPU and the device may access concurrently
///     (managed_memory and concurrent_managed_access): hipMallocManaged;
///  2. otherwise an integrated GPU that maps host memory (integrated and
///     can_map_host_memory): pinned host memory, which the GPU reads and
///     writes in place (the same physical memory);
///  3. otherwise none. Managed memory without concurrent access does not
///     count: the CPU would fault touching it while any kernel runs on the
///     device, and C++ AMP lets the host use an array while kernels that do
///     not use it run.
inline shared_memory_kind cpu_shared_memory_kind(const device_info &info) {
  if (info.managed_memory && info.concurrent_managed_access)
    return shared_memory_kind::managed;
  if (info.integrated && info.can_map_host_memory)
    return shared_memory_kind::host_mapped;
  return shared_memory_kind::none;
}

/// accelerator::supports_cpu_shared_memory for a device (pure): true when
/// cpu_shared_memory_kind() is not none.
inline bool supports_cpu_shared_memory(const device_info &info) {
  return cpu_shared_memory_kind(info) != shared_memory_kind::none;
}

#if !(defined(__HIP_PLATFORM_NVIDIA__) || defined(__HIP_PLATFORM_NVCC__))
/// One integer attribute of HIP device \p device, as a flag. An attribute
/// that this HIP runtime does not know (hipErrorInvalidValue,
/// hipErrorNotSupported) counts as absent.
/// \throws concurrency::runtime_exception for other errors.
inline bool device_flag(hipDeviceAttribute_t attribute, int device) {
  int value = 0;
  const hipError_t error = hipDeviceGetAttribute(&value, attribute, device);
  if (error == hipErrorInvalidValue || error == hipErrorNotSupported) {
    (void)hipGetLastError(); // clear it: launches check the last error
    return false;
  }
  AMP2HIP_HIP_CHECK(error);
  return value != 0;
}
#endif

/// The properties of HIP device \p device.
/// \throws concurrency::runtime_exception when they cannot be read.
inline device_info query_device(int device) {
  device_info info;
#if defined(__HIP_PLATFORM_NVIDIA__) || defined(__HIP_PLATFORM_NVCC__)
  cudaDeviceProp props{};
  AMP2HIP_HIP_CHECK(
      hipCUDAErrorTohipError(cudaGetDeviceProperties(&props, device)));
  info.managed_memory = props.managedMemory != 0;
  info.concurrent_managed_access = props.concurrentManagedAccess != 0;
#else
  hipDeviceProp_t props{};
  AMP2HIP_HIP_CHECK(hipGetDeviceProperties(&props, device));
  info.managed_memory = device_flag(hipDeviceAttributeManagedMemory, device);
  info.concurrent_managed_access =
      device_flag(hipDeviceAttributeConcurrentManagedAccess, device);
#endif
  info.name = props.name;
  info.total_memory = props.totalGlobalMem;
  info.major = props.major;
  info.minor = props.minor;
  info.integrated = props.integrated != 0;
  info.can_map_host_memory = props.canMapHostMemory != 0;
  return info;
}

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_DEVICE_INFO_H
