//===- amp2hip/detail/host_kernel_abi.h - GPU build <-> host kernels -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one boundary between a GPU build (AMD or NVIDIA platform) and its host
/// kernels: the same translation built for the CPU platform into a shared
/// library, `<program>.host-kernels.so`, that runs the kernels of the
/// Direct3D WARP and reference accelerators (docs/features/
/// warp-in-gpu-builds.md). The GPU build finds a kernel's host build by its
/// symbol (detail/host_kernels.h) and runs it through amp2hip_host_launch(),
/// which the library defines (cpu/host_kernel_entry.h). Plain C types only:
/// both sides include this file, each with its own platform's headers.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_HOST_KERNEL_ABI_H
#define AMP2HIP_DETAIL_HOST_KERNEL_ABI_H

extern "C" {

/// The version of this boundary; amp2hip_host_kernel_abi() returns it, and
/// the GPU build refuses a library that returns another.
enum { amp2hip_host_kernel_abi_version = 1 };

/// One launch: a grid of blocks (HIP's dims, x first) whose every thread
/// calls \p thread(\p context) with the library's thread indices set.
struct amp2hip_host_launch_args {
  unsigned grid[3];
  unsigned block[3];
  /// Nonzero for a tiled kernel, whose threads may reach barriers: they
  /// run as fibers (cpu/threads.h).
  int may_synchronize;
  void (*thread)(void *context);
  void *context;
  /// Set by amp2hip_host_launch() when it returns nonzero: what failed.
  char error[256];
};

/// The library's entry points, found with dlsym.
typedef int (*amp2hip_host_kernel_abi_fn)(void);
typedef int (*amp2hip_host_launch_fn)(struct amp2hip_host_launch_args *);

} // extern "C"

#endif // AMP2HIP_DETAIL_HOST_KERNEL_ABI_H
