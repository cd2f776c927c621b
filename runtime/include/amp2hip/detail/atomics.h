//===- amp2hip/detail/atomics.h - C++ AMP atomic operations -----*- C++ -*-===//
//
// C++ AMP v1.2 §9 atomic operations on int, unsigned int (and float for
// atomic_exchange), mapped onto HIP's device atomics. Each returns the value
// *Dest held before the operation, as AMP specifies. Device code only.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_ATOMICS_H
#define AMP2HIP_DETAIL_ATOMICS_H

#include "namespace.h"

#include <hip/hip_runtime.h>

namespace Concurrency {

/// *Dest += Value atomically; returns the old value.
__device__ inline int atomic_fetch_add(int *Dest, int Value) {
  return atomicAdd(Dest, Value);
}
__device__ inline unsigned int atomic_fetch_add(unsigned int *Dest,
                                                unsigned int Value) {
  return atomicAdd(Dest, Value);
}
/// *Dest -= Value atomically; returns the old value.
__device__ inline int atomic_fetch_sub(int *Dest, int Value) {
  return atomicSub(Dest, Value);
}
__device__ inline unsigned int atomic_fetch_sub(unsigned int *Dest,
                                                unsigned int Value) {
  return atomicSub(Dest, Value);
}
/// *Dest = max(*Dest, Value) atomically; returns the old value.
__device__ inline int atomic_fetch_max(int *Dest, int Value) {
  return atomicMax(Dest, Value);
}
__device__ inline unsigned int atomic_fetch_max(unsigned int *Dest,
                                                unsigned int Value) {
  return atomicMax(Dest, Value);
}
/// *Dest = min(*Dest, Value) atomically; returns the old value.
__device__ inline int atomic_fetch_min(int *Dest, int Value) {
  return atomicMin(Dest, Value);
}
__device__ inline unsigned int atomic_fetch_min(unsigned int *Dest,
                                                unsigned int Value) {
  return atomicMin(Dest, Value);
}
/// *Dest &= Value atomically; returns the old value.
__device__ inline int atomic_fetch_and(int *Dest, int Value) {
  return atomicAnd(Dest, Value);
}
__device__ inline unsigned int atomic_fetch_and(unsigned int *Dest,
                                                unsigned int Value) {
  return atomicAnd(Dest, Value);
}
/// *Dest |= Value atomically; returns the old value.
__device__ inline int atomic_fetch_or(int *Dest, int Value) {
  return atomicOr(Dest, Value);
}
__device__ inline unsigned int atomic_fetch_or(unsigned int *Dest,
                                               unsigned int Value) {
  return atomicOr(Dest, Value);
}
/// *Dest ^= Value atomically; returns the old value.
__device__ inline int atomic_fetch_xor(int *Dest, int Value) {
  return atomicXor(Dest, Value);
}
__device__ inline unsigned int atomic_fetch_xor(unsigned int *Dest,
                                                unsigned int Value) {
  return atomicXor(Dest, Value);
}
/// ++*Dest atomically; returns the old value.
__device__ inline int atomic_fetch_inc(int *Dest) { return atomicAdd(Dest, 1); }
__device__ inline unsigned int atomic_fetch_inc(unsigned int *Dest) {
  return atomicAdd(Dest, 1u);
}
/// --*Dest atomically; returns the old value.
__device__ inline int atomic_fetch_dec(int *Dest) { return atomicSub(Dest, 1); }
__device__ inline unsigned int atomic_fetch_dec(unsigned int *Dest) {
  return atomicSub(Dest, 1u);
}
/// *Dest = Value atomically; returns the old value.
__device__ inline int atomic_exchange(int *Dest, int Value) {
  return atomicExch(Dest, Value);
}
__device__ inline unsigned int atomic_exchange(unsigned int *Dest,
                                               unsigned int Value) {
  return atomicExch(Dest, Value);
}
__device__ inline float atomic_exchange(float *Dest, float Value) {
  return atomicExch(Dest, Value);
}
/// If *Dest == *Expected, stores Value and returns true; otherwise stores the
/// current *Dest in *Expected and returns false.
__device__ inline bool atomic_compare_exchange(int *Dest, int *Expected,
                                               int Value) {
  int Old = atomicCAS(Dest, *Expected, Value);
  bool Swapped = Old == *Expected;
  *Expected = Old;
  return Swapped;
}
__device__ inline bool atomic_compare_exchange(unsigned int *Dest,
                                               unsigned int *Expected,
                                               unsigned int Value) {
  unsigned int Old = atomicCAS(Dest, *Expected, Value);
  bool Swapped = Old == *Expected;
  *Expected = Old;
  return Swapped;
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_ATOMICS_H
