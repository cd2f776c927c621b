//===- amp2hip/cpu/keywords.h - HIP's keywords on the CPU platform -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The CPU platform's meaning of HIP's function and variable qualifiers
/// (HIP Programming Guide, "Function-type qualifiers" and "Variable-type
/// qualifiers"), so that translated HIP compiles with the host compiler
/// alone:
///   - __global__, __device__, __host__, __constant__, __managed__ and
///     __launch_bounds__(...) say nothing: every function is a host function;
///   - __shared__ is `static thread_local`: the threads of one tile run as
///     fibers on one worker thread, which runs one tile at a time, so a
///     thread_local is shared by the tile's threads and private to the tile
///     (docs/architecture.md, "The CPU platform").
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CPU_KEYWORDS_H
#define AMP2HIP_CPU_KEYWORDS_H

#define __global__
#define __device__
#define __host__
#define __constant__
#define __managed__
#define __shared__ static thread_local
#define __launch_bounds__(...)
#define __forceinline__ inline __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))

#endif // AMP2HIP_CPU_KEYWORDS_H
