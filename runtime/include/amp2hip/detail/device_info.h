//===- amp2hip/detail/device_info.h - Device properties ----------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The few device properties that accelerator reports, read through
/// hipGetDeviceProperties on AMD and through cudaGetDeviceProperties on
/// NVIDIA, where HIP's wrapper (and hipDeviceGetAttribute) does not build
/// against CUDA 12 and later and is removed from the patched HIP headers.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_DEVICE_INFO_H
#define AMP2HIP_DETAIL_DEVICE_INFO_H

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
  bool integrated = false;      ///< shares memory with the host
};

/// The properties of HIP device \p device.
/// \throws concurrency::runtime_exception when they cannot be read.
inline device_info query_device(int device) {
  device_info info;
#if defined(__HIP_PLATFORM_NVIDIA__) || defined(__HIP_PLATFORM_NVCC__)
  cudaDeviceProp props{};
  AMP2HIP_HIP_CHECK(
      hipCUDAErrorTohipError(cudaGetDeviceProperties(&props, device)));
#else
  hipDeviceProp_t props{};
  AMP2HIP_HIP_CHECK(hipGetDeviceProperties(&props, device));
#endif
  info.name = props.name;
  info.total_memory = props.totalGlobalMem;
  info.major = props.major;
  info.minor = props.minor;
  info.integrated = props.integrated != 0;
  return info;
}

} // namespace amp2hip::detail

#endif // AMP2HIP_DETAIL_DEVICE_INFO_H
