//===- amp2hip/cpu/builtins.h - dim3 and the built-in variables -*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// HIP's dim3 and the built-in variables threadIdx, blockIdx, blockDim and
/// gridDim on the CPU platform: thread_local, set by the launch (threads.h)
/// before each kernel thread runs or resumes (fibers.h).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CPU_BUILTINS_H
#define AMP2HIP_CPU_BUILTINS_H

/// Three extents or coordinates of a launch (HIP's dim3).
struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int X = 1, unsigned int Y = 1, unsigned int Z = 1)
      : x(X), y(Y), z(Z) {}
};

/// The calling kernel thread's coordinates (HIP's built-in variables).
inline thread_local dim3 threadIdx;
inline thread_local dim3 blockIdx;
inline thread_local dim3 blockDim;
inline thread_local dim3 gridDim;

#endif // AMP2HIP_CPU_BUILTINS_H
