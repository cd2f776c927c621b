//===- hip/hip_runtime.h - HIP on the CPU platform --------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The CPU platform's <hip/hip_runtime.h>: what amp2hip's runtime and its
/// translations use of HIP, implemented on the host (oneTBB, Boost.Context).
/// A translated program builds for it with the host compiler alone:
///   c++ -std=c++17 -isystem <runtime>/amp2hip/platform/cpu -I <runtime> \
///       program.cpp -ltbb -lboost_context
/// (amp2hip_add_hip_executable(... PLATFORM cpu), docs/platforms.md). It is
/// not HIP: only the subset amp2hip needs, with the meanings said in
/// amp2hip/cpu/*.h.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_PLATFORM_CPU_HIP_RUNTIME_H
#define AMP2HIP_PLATFORM_CPU_HIP_RUNTIME_H

#if __cplusplus < 201703L
#error "amp2hip's CPU platform needs C++17 (as HIP does): build with -std=c++17"
#endif

#ifndef AMP2HIP_PLATFORM_CPU
#define AMP2HIP_PLATFORM_CPU 1
#endif

#include <amp2hip/cpu/api.h>
#include <amp2hip/cpu/builtins.h>
#include <amp2hip/cpu/device_functions.h>
#include <amp2hip/cpu/threads.h>
#if defined(AMP2HIP_HOST_KERNELS)
// A host-kernel library of a GPU build (docs/features/warp-in-gpu-builds.md).
#include <amp2hip/cpu/host_kernel_entry.h>
#endif
// Last: the keywords are macros, which the headers above (oneTBB's, Boost's)
// must not see.
#include <amp2hip/cpu/keywords.h>

#endif // AMP2HIP_PLATFORM_CPU_HIP_RUNTIME_H
