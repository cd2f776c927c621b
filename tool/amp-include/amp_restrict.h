//===- amp_restrict.h - restrict(...) and tile_static for parsing -*- C++ -*-===//
//
// Part of amp2hip. Used ONLY by the amp2hip translator to parse C++ AMP
// sources (DESIGN.md, decision 1); force-included in every translation unit,
// because MSVC treats `restrict` and `tile_static` as keywords in every file,
// whether or not it includes <amp.h>.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSE_AMP_RESTRICT_H
#define AMP2HIP_PARSE_AMP_RESTRICT_H

// Clang's CUDA wrapper of <new> calls ::malloc/::free, which the CUDA runtime
// headers would have declared.
#include <stdlib.h>

// glibc's <strings.h> (included by <string.h>) declares POSIX ::index(),
// which makes `index<1>` ambiguous after `using namespace concurrency;`.
// Windows has no such function: parse it under another name.
#define index amp2hip_posix_index
#define rindex amp2hip_posix_rindex
#include <strings.h>
#undef index
#undef rindex

// `restrict(amp, cpu)` is read back by the translator from the annotation,
// and is also Clang's CUDA execution space (amp -> device, cpu -> host): the
// file is parsed as CUDA (host side only), so that restriction overloading
// (C++ AMP v1.2 §2.3.2) and the calling-context rules of §2.3 are Clang's
// own CUDA target rules (docs/architecture.md, "Parse mode").
#define AMP2HIP_PP_CAT_(A, B) A##B
#define AMP2HIP_PP_CAT(A, B) AMP2HIP_PP_CAT_(A, B)
#define AMP2HIP_PP_NARGS_(A1, A2, A3, A4, N, ...) N
#define AMP2HIP_PP_NARGS(...) AMP2HIP_PP_NARGS_(__VA_ARGS__, 4, 3, 2, 1, 0)
#define AMP2HIP_RESTRICT_1(A) AMP2HIP_RESTRICT_##A
#define AMP2HIP_RESTRICT_2(A, B) AMP2HIP_RESTRICT_##A AMP2HIP_RESTRICT_##B
#define AMP2HIP_RESTRICT_3(A, B, C)                                            \
  AMP2HIP_RESTRICT_##A AMP2HIP_RESTRICT_##B AMP2HIP_RESTRICT_##C
#define AMP2HIP_RESTRICT_4(A, B, C, D)                                         \
  AMP2HIP_RESTRICT_3(A, B, C) AMP2HIP_RESTRICT_##D
#define AMP2HIP_RESTRICT_amp __attribute__((device))
#define AMP2HIP_RESTRICT_cpu __attribute__((host))
// Unknown specifiers keep only the annotation (reported as AMP2HIP-E0008).
#define AMP2HIP_RESTRICT_direct3d
#define AMP2HIP_RESTRICT_auto
// The annotation spells the specifiers after macro expansion, as MSVC reads
// them (`restrict(AMP_RESTRICTION)` with AMP_RESTRICTION defined as `amp`).
#define AMP2HIP_PP_STR(...) #__VA_ARGS__
#ifndef restrict
#define restrict(...)                                                          \
  __attribute__((                                                              \
      annotate("amp2hip.restrict(" AMP2HIP_PP_STR(__VA_ARGS__) ")")))          \
  AMP2HIP_PP_CAT(AMP2HIP_RESTRICT_, AMP2HIP_PP_NARGS(__VA_ARGS__))(__VA_ARGS__)
#endif
#define tile_static __attribute__((annotate("amp2hip.tile_static")))

// The CUDA spellings that Clang's own CUDA wrapper headers (<algorithm>,
// <cmath>, <new>, ...) use; the CUDA runtime headers that would define them
// are not used (-nocudainc).
#ifndef __host__
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#endif

#endif // AMP2HIP_PARSE_AMP_RESTRICT_H
