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
///   - the atomics, on std::atomic_ref (C++20), sequentially consistent;
///   - the fast intrinsics (__sinf, __expf...), as the C library's functions:
///     at least as precise as HIP's, which C++ AMP's fast_math allows.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CPU_DEVICE_FUNCTIONS_H
#define AMP2HIP_CPU_DEVICE_FUNCTIONS_H

#include <atomic>
#include <cmath>

template <typename T> T atomicAdd(T *address, T value) {
  return std::atomic_ref<T>(*address).fetch_add(value);
}
template <typename T> T atomicSub(T *address, T value) {
  return std::atomic_ref<T>(*address).fetch_sub(value);
}
template <typename T> T atomicAnd(T *address, T value) {
  return std::atomic_ref<T>(*address).fetch_and(value);
}
template <typename T> T atomicOr(T *address, T value) {
  return std::atomic_ref<T>(*address).fetch_or(value);
}
template <typename T> T atomicXor(T *address, T value) {
  return std::atomic_ref<T>(*address).fetch_xor(value);
}
template <typename T> T atomicExch(T *address, T value) {
  return std::atomic_ref<T>(*address).exchange(value);
}
/// Stores \p value if *address == \p compare; returns the old value.
template <typename T> T atomicCAS(T *address, T compare, T value) {
  std::atomic_ref<T>(*address).compare_exchange_strong(compare, value);
  return compare; // the old value, whether or not it was replaced
}
template <typename T> T atomicMin(T *address, T value) {
  std::atomic_ref<T> target(*address);
  T old = target.load();
  while (value < old && !target.compare_exchange_weak(old, value)) {
  }
  return old;
}
template <typename T> T atomicMax(T *address, T value) {
  std::atomic_ref<T> target(*address);
  T old = target.load();
  while (old < value && !target.compare_exchange_weak(old, value)) {
  }
  return old;
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
