//===- amp2hip/detail/atomics.h - C++ AMP atomic operations -----*- C++ -*-===//
//
// C++ AMP v1.2 §9 atomic operations on int, unsigned int (and float for
// atomic_exchange), mapped onto HIP's device atomics. Each returns the value
// *Dest held before the operation, as AMP specifies. Device code only.
//
// C++ AMP lets them address a thread's own (private) memory too: a local
// variable or array of the kernel (the conformance suite's RefToPointer
// tests). GPU atomics on private memory are undefined (nvcc compiles an
// atomic on an address it knows to be local into a trap), and nothing else
// can see that memory, so there the operation is a plain read-modify-write
// (is_private(): CUDA's __isLocal, AMDGPU's is_private builtin).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_ATOMICS_H
#define AMP2HIP_DETAIL_ATOMICS_H

#include "namespace.h"

#include <hip/hip_runtime.h>

namespace amp2hip::detail {

/// True when \p Address is in the calling thread's private (local) memory.
__device__ inline bool is_private(const void *Address) {
#if defined(__HIP_PLATFORM_NVIDIA__) && defined(__CUDA_ARCH__)
  return __isLocal(Address) != 0;
#elif defined(__HIP_DEVICE_COMPILE__) && defined(__AMDGCN__)
  return __builtin_amdgcn_is_private(Address);
#else
  (void)Address;
  return false;
#endif
}

/// \p Address, which is_private() said is not private, with its address
/// space hidden from the compiler: nvcc infers the address space of an
/// atomic's pointer where it can, and warns of (and compiles into a trap)
/// an atomic on one it knows to be local, even on the path that
/// is_private() rules out. An opaque move keeps the atomic generic there.
template <typename T> __device__ inline T *shared_or_global(T *Address) {
#if defined(__HIP_PLATFORM_NVIDIA__) && defined(__CUDA_ARCH__)
  asm("mov.b64 %0, %0;" : "+l"(Address));
#endif
  return Address;
}

/// *Dest = NewValue(*Dest), not atomically (private memory); returns the old
/// value.
template <typename T, typename Update>
__device__ inline T private_update(T *Dest, Update NewValue) {
  T Old = *Dest;
  *Dest = NewValue(Old);
  return Old;
}

} // namespace amp2hip::detail

namespace Concurrency {

/// *Dest += Value atomically; returns the old value.
__device__ inline int atomic_fetch_add(int *Dest, int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](int Old) -> int { return Old + Value; });
  return atomicAdd(amp2hip::detail::shared_or_global(Dest), Value);
}
__device__ inline unsigned int atomic_fetch_add(unsigned int *Dest,
                                                unsigned int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](unsigned int Old) -> unsigned int { return Old + Value; });
  return atomicAdd(amp2hip::detail::shared_or_global(Dest), Value);
}
/// *Dest -= Value atomically; returns the old value.
__device__ inline int atomic_fetch_sub(int *Dest, int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](int Old) -> int { return Old - Value; });
  return atomicSub(amp2hip::detail::shared_or_global(Dest), Value);
}
__device__ inline unsigned int atomic_fetch_sub(unsigned int *Dest,
                                                unsigned int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](unsigned int Old) -> unsigned int { return Old - Value; });
  return atomicSub(amp2hip::detail::shared_or_global(Dest), Value);
}
/// *Dest = max(*Dest, Value) atomically; returns the old value.
__device__ inline int atomic_fetch_max(int *Dest, int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](int Old) -> int { return Old > Value ? Old : Value; });
  return atomicMax(amp2hip::detail::shared_or_global(Dest), Value);
}
__device__ inline unsigned int atomic_fetch_max(unsigned int *Dest,
                                                unsigned int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](unsigned int Old) -> unsigned int {
          return Old > Value ? Old : Value;
        });
  return atomicMax(amp2hip::detail::shared_or_global(Dest), Value);
}
/// *Dest = min(*Dest, Value) atomically; returns the old value.
__device__ inline int atomic_fetch_min(int *Dest, int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](int Old) -> int { return Old < Value ? Old : Value; });
  return atomicMin(amp2hip::detail::shared_or_global(Dest), Value);
}
__device__ inline unsigned int atomic_fetch_min(unsigned int *Dest,
                                                unsigned int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](unsigned int Old) -> unsigned int {
          return Old < Value ? Old : Value;
        });
  return atomicMin(amp2hip::detail::shared_or_global(Dest), Value);
}
/// *Dest &= Value atomically; returns the old value.
__device__ inline int atomic_fetch_and(int *Dest, int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](int Old) -> int { return Old & Value; });
  return atomicAnd(amp2hip::detail::shared_or_global(Dest), Value);
}
__device__ inline unsigned int atomic_fetch_and(unsigned int *Dest,
                                                unsigned int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](unsigned int Old) -> unsigned int { return Old & Value; });
  return atomicAnd(amp2hip::detail::shared_or_global(Dest), Value);
}
/// *Dest |= Value atomically; returns the old value.
__device__ inline int atomic_fetch_or(int *Dest, int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](int Old) -> int { return Old | Value; });
  return atomicOr(amp2hip::detail::shared_or_global(Dest), Value);
}
__device__ inline unsigned int atomic_fetch_or(unsigned int *Dest,
                                               unsigned int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](unsigned int Old) -> unsigned int { return Old | Value; });
  return atomicOr(amp2hip::detail::shared_or_global(Dest), Value);
}
/// *Dest ^= Value atomically; returns the old value.
__device__ inline int atomic_fetch_xor(int *Dest, int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](int Old) -> int { return Old ^ Value; });
  return atomicXor(amp2hip::detail::shared_or_global(Dest), Value);
}
__device__ inline unsigned int atomic_fetch_xor(unsigned int *Dest,
                                                unsigned int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](unsigned int Old) -> unsigned int { return Old ^ Value; });
  return atomicXor(amp2hip::detail::shared_or_global(Dest), Value);
}
/// ++*Dest atomically; returns the old value.
__device__ inline int atomic_fetch_inc(int *Dest) {
  return atomic_fetch_add(Dest, 1);
}
__device__ inline unsigned int atomic_fetch_inc(unsigned int *Dest) {
  return atomic_fetch_add(Dest, 1u);
}
/// --*Dest atomically; returns the old value.
__device__ inline int atomic_fetch_dec(int *Dest) {
  return atomic_fetch_sub(Dest, 1);
}
__device__ inline unsigned int atomic_fetch_dec(unsigned int *Dest) {
  return atomic_fetch_sub(Dest, 1u);
}
/// *Dest = Value atomically; returns the old value.
__device__ inline int atomic_exchange(int *Dest, int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(Dest,
                                           [=](int) -> int { return Value; });
  return atomicExch(amp2hip::detail::shared_or_global(Dest), Value);
}
__device__ inline unsigned int atomic_exchange(unsigned int *Dest,
                                               unsigned int Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](unsigned int) -> unsigned int { return Value; });
  return atomicExch(amp2hip::detail::shared_or_global(Dest), Value);
}
__device__ inline float atomic_exchange(float *Dest, float Value) {
  if (amp2hip::detail::is_private(Dest))
    return amp2hip::detail::private_update(
        Dest, [=](float) -> float { return Value; });
  return atomicExch(amp2hip::detail::shared_or_global(Dest), Value);
}
/// If *Dest == *Expected, stores Value and returns true; otherwise stores the
/// current *Dest in *Expected and returns false.
__device__ inline bool atomic_compare_exchange(int *Dest, int *Expected,
                                               int Value) {
  int Old = amp2hip::detail::is_private(Dest)
                ? amp2hip::detail::private_update(Dest,
                                                  [=](int Current) -> int {
                                                    return Current == *Expected
                                                               ? Value
                                                               : Current;
                                                  })
                : atomicCAS(amp2hip::detail::shared_or_global(Dest), *Expected,
                            Value);
  bool Swapped = Old == *Expected;
  *Expected = Old;
  return Swapped;
}
__device__ inline bool atomic_compare_exchange(unsigned int *Dest,
                                               unsigned int *Expected,
                                               unsigned int Value) {
  unsigned int Old = amp2hip::detail::is_private(Dest)
                         ? amp2hip::detail::private_update(
                               Dest,
                               [=](unsigned int Current) -> unsigned int {
                                 return Current == *Expected ? Value : Current;
                               })
                         : atomicCAS(amp2hip::detail::shared_or_global(Dest),
                                     *Expected, Value);
  bool Swapped = Old == *Expected;
  *Expected = Old;
  return Swapped;
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_ATOMICS_H
