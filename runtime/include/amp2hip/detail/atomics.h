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
// The check costs nothing where the compiler knows the address space, as it
// does for a view's data or tile_static storage once the operation is
// inlined: is_private() folds, and the device atomic is the one HIP's
// atomicAdd and friends compile to (NVIDIA: atom.global / atom.shared, not a
// generic atom; AMD: global_atomic / ds_). test/compile/atomics_address_space
// checks the instructions.
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

/// \p Address, which is_private() said is not private, as the address a
/// device atomic takes. On NVIDIA, with its address space made known where
/// it is global or shared (__isGlobal / __isShared fold where the compiler
/// knows it, and are a run-time test where it does not), so that the atomic
/// is atom.global / atom.shared as HIP's is; and with the address space
/// hidden otherwise: nvcc warns of, and compiles into a trap, an atomic on
/// an address it knows to be local, even on the path that is_private()
/// rules out.
template <typename T> __device__ inline T *non_private(T *Address) {
#if defined(__HIP_PLATFORM_NVIDIA__) && defined(__CUDA_ARCH__)
  if (__isGlobal(Address))
    return static_cast<T *>(
        __cvta_global_to_generic(__cvta_generic_to_global(Address)));
  if (__isShared(Address))
    return static_cast<T *>(
        __cvta_shared_to_generic(__cvta_generic_to_shared(Address)));
  asm("mov.b64 %0, %0;" : "+l"(Address));
#endif
  return Address;
}

/// Applies an AMP atomic operation to *\p Dest and returns the old value:
/// \p Device (a device atomic, given the address) on shared or global
/// memory; *Dest = NewValue(*Dest), not atomically, on private memory,
/// which no other thread can see.
template <typename T, typename Update, typename Atomic>
__device__ inline T atomic_update(T *Dest, Update NewValue, Atomic Device) {
  if (is_private(Dest)) {
    T Old = *Dest;
    *Dest = NewValue(Old);
    return Old;
  }
  return Device(non_private(Dest));
}

/// atomic_compare_exchange for any operand type atomicCAS takes.
template <typename T>
__device__ inline bool compare_exchange(T *Dest, T *Expected, T Value) {
  T Compared = *Expected;
  T Old = amp2hip::detail::atomic_update(
      Dest,
      [=](T Current) -> T { return Current == Compared ? Value : Current; },
      [=](T *Target) -> T { return atomicCAS(Target, Compared, Value); });
  *Expected = Old;
  return Old == Compared;
}

} // namespace amp2hip::detail

namespace Concurrency {

// One line per operation and operand type (C++ AMP v1.2 §9.1 declares them
// as overloads, not templates: atomic_fetch_add(&UnsignedValue, 1) converts
// the 1). Op, an expression of Old and Value, is the new value; Hip is the
// device atomic.
#define AMP2HIP_ATOMIC_RMW(Name, T, Op, Hip)                                   \
  __device__ inline T Name(T *Dest, T Value) {                                 \
    return amp2hip::detail::atomic_update(                                     \
        Dest,                                                                  \
        [=](T Old) -> T {                                                      \
          (void)Old;                                                           \
          return Op;                                                           \
        },                                                                     \
        [=](T *Target) -> T { return Hip(Target, Value); });                   \
  }

/// *Dest += Value atomically; returns the old value.
AMP2HIP_ATOMIC_RMW(atomic_fetch_add, int, Old + Value, atomicAdd)
AMP2HIP_ATOMIC_RMW(atomic_fetch_add, unsigned int, Old + Value, atomicAdd)
/// *Dest -= Value atomically; returns the old value.
AMP2HIP_ATOMIC_RMW(atomic_fetch_sub, int, Old - Value, atomicSub)
AMP2HIP_ATOMIC_RMW(atomic_fetch_sub, unsigned int, Old - Value, atomicSub)
/// *Dest = max(*Dest, Value) atomically; returns the old value.
AMP2HIP_ATOMIC_RMW(atomic_fetch_max, int, Old > Value ? Old : Value, atomicMax)
AMP2HIP_ATOMIC_RMW(atomic_fetch_max, unsigned int, Old > Value ? Old : Value,
                   atomicMax)
/// *Dest = min(*Dest, Value) atomically; returns the old value.
AMP2HIP_ATOMIC_RMW(atomic_fetch_min, int, Old < Value ? Old : Value, atomicMin)
AMP2HIP_ATOMIC_RMW(atomic_fetch_min, unsigned int, Old < Value ? Old : Value,
                   atomicMin)
/// *Dest &= Value atomically; returns the old value.
AMP2HIP_ATOMIC_RMW(atomic_fetch_and, int, (Old & Value), atomicAnd)
AMP2HIP_ATOMIC_RMW(atomic_fetch_and, unsigned int, (Old & Value), atomicAnd)
/// *Dest |= Value atomically; returns the old value.
AMP2HIP_ATOMIC_RMW(atomic_fetch_or, int, Old | Value, atomicOr)
AMP2HIP_ATOMIC_RMW(atomic_fetch_or, unsigned int, Old | Value, atomicOr)
/// *Dest ^= Value atomically; returns the old value.
AMP2HIP_ATOMIC_RMW(atomic_fetch_xor, int, Old ^ Value, atomicXor)
AMP2HIP_ATOMIC_RMW(atomic_fetch_xor, unsigned int, Old ^ Value, atomicXor)
/// *Dest = Value atomically; returns the old value.
AMP2HIP_ATOMIC_RMW(atomic_exchange, int, Value, atomicExch)
AMP2HIP_ATOMIC_RMW(atomic_exchange, unsigned int, Value, atomicExch)
AMP2HIP_ATOMIC_RMW(atomic_exchange, float, Value, atomicExch)

#undef AMP2HIP_ATOMIC_RMW

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

/// If *Dest == *Expected, stores Value and returns true; otherwise stores the
/// current *Dest in *Expected and returns false.
__device__ inline bool atomic_compare_exchange(int *Dest, int *Expected,
                                               int Value) {
  return amp2hip::detail::compare_exchange(Dest, Expected, Value);
}
__device__ inline bool atomic_compare_exchange(unsigned int *Dest,
                                               unsigned int *Expected,
                                               unsigned int Value) {
  return amp2hip::detail::compare_exchange(Dest, Expected, Value);
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_ATOMICS_H
