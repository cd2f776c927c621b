//===- amp2hip/cpu/host_kernel_entry.h - A host-kernel library's entry -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The entry points of a host-kernel library (detail/host_kernel_abi.h): a
/// translation built for the CPU platform with -DAMP2HIP_HOST_KERNELS=1,
/// -fPIC -shared and the version script host_kernels.map, which exports
/// these two and the kernels (`amp2hip_kernel_*`) and nothing else. The
/// CPU platform's <hip/hip_runtime.h> includes this file then; each
/// translation unit defines the two as weak symbols, and the link keeps one.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CPU_HOST_KERNEL_ENTRY_H
#define AMP2HIP_CPU_HOST_KERNEL_ENTRY_H

#include "threads.h"

#include <amp2hip/detail/host_kernel_abi.h>

#include <cstdio>
#include <exception>

extern "C" {

/// The boundary's version (amp2hip_host_kernel_abi_version).
__attribute__((weak, visibility("default"))) int amp2hip_host_kernel_abi() {
  return amp2hip_host_kernel_abi_version;
}

/// Runs \p args->thread once per thread of the grid, on oneTBB's workers
/// and fibers (amp2hip::cpu::launch), and returns when all have run: 0, or
/// 1 with args->error set when the launch threw.
__attribute__((weak, visibility("default"))) int
amp2hip_host_launch(amp2hip_host_launch_args *args) {
  try {
    void (*thread)(void *) = args->thread;
    void *context = args->context;
    amp2hip::cpu::launch(dim3(args->grid[0], args->grid[1], args->grid[2]),
                         dim3(args->block[0], args->block[1], args->block[2]),
                         args->may_synchronize != 0,
                         [thread, context] { thread(context); });
    return 0;
  } catch (const std::exception &error) {
    std::snprintf(args->error, sizeof args->error, "%s", error.what());
  } catch (...) {
    std::snprintf(args->error, sizeof args->error, "an unknown exception");
  }
  return 1;
}

} // extern "C"

#endif // AMP2HIP_CPU_HOST_KERNEL_ENTRY_H
