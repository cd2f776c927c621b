//===- amp2hip/cpu/device_functions.h - HIP device functions on the CPU -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// HIP's device functions that amp2hip's runtime calls and the C library
/// lacks, on the CPU platform (HIP Programming Guide, "Atomic functions" and
/// "Math functions"):
///   - the atomics, on GCC's and Clang's __atomic builtins (so that the
///     platform, like nvcc and hipcc, needs C++17 only), sequentially
///     consistent;
///   - the fast intrinsics (__sinf, __expf...), as the C library's functions:
///     at least as precise as HIP's, which C++ AMP's fast_math allows.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CPU_DEVICE_FUNCTIONS_H
#define AMP2HIP_CPU_DEVICE_FUNCTIONS_H

#include <cmath>
#include <type_traits>

namespace amp2hip::cpu {
/// Replaces *address with op(old) atomically (a compare-and-swap loop on the
/// compiler's generic __atomic builtins, which take any trivially copyable
/// type of 1, 2, 4 or 8 bytes, floats included); returns the old value.
template <typename T, typename Op> T atomic_update(T *address, Op op) {
  T old;
  __atomic_load(address, &old, __ATOMIC_SEQ_CST);
  T desired = op(old);
  while (!__atomic_compare_exchange(address, &old, &desired, /*weak=*/true,
                                    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
    desired = op(old);
  return old;
}
} // namespace amp2hip::cpu

template <typename T> T atomicAdd(T *address, T value) {
  if constexpr (std::is_integral_v<T>)
    return __atomic_fetch_add(address, value, __ATOMIC_SEQ_CST);
  else
    return amp2hip::cpu::atomic_update(address,
                                       [value](T old) { return old + value; });
}
template <typename T> T atomicSub(T *address, T value) {
  if constexpr (std::is_integral_v<T>)
    return __atomic_fetch_sub(address, value, __ATOMIC_SEQ_CST);
  else
    return amp2hip::cpu::atomic_update(address,
                                       [value](T old) { return old - value; });
}
template <typename T> T atomicAnd(T *address, T value) {
  return __atomic_fetch_and(address, value, __ATOMIC_SEQ_CST);
}
template <typename T> T atomicOr(T *address, T value) {
  return __atomic_fetch_or(address, value, __ATOMIC_SEQ_CST);
}
template <typename T> T atomicXor(T *address, T value) {
  return __atomic_fetch_xor(address, value, __ATOMIC_SEQ_CST);
}
template <typename T> T atomicExch(T *address, T value) {
  T old;
  __atomic_exchange(address, &value, &old, __ATOMIC_SEQ_CST);
  return old;
}
/// Stores \p value if *address == \p compare; returns the old value.
template <typename T> T atomicCAS(T *address, T compare, T value) {
  __atomic_compare_exchange(address, &compare, &value, /*weak=*/false,
                            __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return compare; // the old value, whether or not it was replaced
}
template <typename T> T atomicMin(T *address, T value) {
  return amp2hip::cpu::atomic_update(
      address, [value](T old) { return value < old ? value : old; });
}
template <typename T> T atomicMax(T *address, T value) {
  return amp2hip::cpu::atomic_update(
      address, [value](T old) { return old < value ? value : old; });
}

inline float __sinf(float x) { return std::sin(x); }
inline float __cosf(float x) { return std::cos(x); }
inline float __tanf(float x) { return std::tan(x); }
inline float __expf(float x) { return std::exp(x); }
inline float __logf(float x) { return std::log(x); }
inline float __log2f(float x) { return std::log2(x); }
inline float __log10f(float x) { return std::log10(x); }
inline float __powf(float x, float y) { return std::pow(x, y); }
inline void __sincosf(float x, float *s, float *c) {
  *s = std::sin(x);
  *c = std::cos(x);
}

#endif // AMP2HIP_CPU_DEVICE_FUNCTIONS_H
