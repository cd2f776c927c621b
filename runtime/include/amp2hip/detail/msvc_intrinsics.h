//===- amp2hip/detail/msvc_intrinsics.h - MSVC's <intrin.h> -----*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The MSVC intrinsics (Microsoft Learn, "Compiler intrinsics") that C++ AMP
/// programs call on the host, with MSVC's meaning, in portable C++17 over
/// GCC's and Clang's builtins. MSVC declares them in <intrin.h>, which its
/// <amp.h> (through <concrt.h>) and its <windows.h> (through <winnt.h>)
/// include, so programs call them without naming <intrin.h>:
///
///  - bit scans: _BitScanForward, _BitScanReverse (and the 64 forms): the
///    index of the lowest / highest set bit through the pointer, 0 when the
///    mask is 0 (the index is then left as it was);
///  - population counts: __popcnt16, __popcnt, __popcnt64;
///  - rotations and byte swaps: _rotl, _rotr (32-bit), _rotl8, _rotr8,
///    _rotl16, _rotr16, _rotl64, _rotr64; _byteswap_ushort, _byteswap_ulong,
///    _byteswap_uint64;
///  - interlocked operations: _InterlockedIncrement, _InterlockedDecrement
///    (the new value), _InterlockedExchange, _InterlockedExchangeAdd,
///    _InterlockedAnd, _InterlockedOr, _InterlockedXor (the old value),
///    _InterlockedCompareExchange(destination, exchange, comparand) (the old
///    value), their 64 forms, the pointer forms, and <winnt.h>'s names
///    without the underscore (InterlockedIncrement...): sequentially
///    consistent, as MSVC's full barriers. MSVC's `long` is 32 bits and
///    Linux's 64: they take a pointer to any 32- or 64-bit integer (LONG,
///    long, unsigned), so a program's `long` counter and its `LONG` one
///    both work;
///  - 64-bit products: _umul128, _mul128 (the high half through the
///    pointer), __umulh, __mulh;
///  - compiler barriers and hints: _ReadWriteBarrier, _ReadBarrier,
///    _WriteBarrier (std::atomic_signal_fence), __debugbreak (SIGTRAP),
///    __assume (a macro: unreachable when false; the condition is
///    evaluated, where MSVC does not evaluate it);
///  - on x86: __cpuid, __cpuidex (the CPUID instruction), and what GCC's and
///    Clang's <x86intrin.h> declare (MSVC's <intrin.h> includes the SSE and
///    AVX headers: _mm_add_ps, __rdtsc...).
///
/// The functions are defined in namespace amp2hip::msvc_intrinsics and
/// named at global scope by using-declarations: Clang's Microsoft mode,
/// which the translator parses with, knows most of these names as builtins
/// with Windows' types, and a builtin cannot be defined at global scope.
/// Every name is a row of windows_api.def (header "intrin.h"); the
/// translator reports a call of an MSVC intrinsic this header does not
/// provide (AMP2HIP-E0027).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_MSVC_INTRINSICS_H
#define AMP2HIP_DETAIL_MSVC_INTRINSICS_H

#include <atomic>
#include <csignal>
#include <cstdint>
#include <type_traits>

#if defined(__x86_64__) || defined(__i386__)
// Clang's <xsaveintrin.h> declares _xgetbv and _xsetbv as MSVC's library
// functions when _MSC_VER is defined, which conflicts with the builtins of
// those names: a program parsed with `-D_MSC_VER=...` (docs/features/
// msvc-dialect.md) sees the headers as the output's compilers, which never
// define it, do.
#pragma push_macro("_MSC_VER")
#undef _MSC_VER
#include <x86intrin.h>
#pragma pop_macro("_MSC_VER")
// GCC's <ia32intrin.h> defines _rotl and _rotr as macros of other types
// (__rold); MSVC's are functions of unsigned int, declared below.
#undef _rotl
#undef _rotr
#endif

namespace amp2hip::msvc_intrinsics {

namespace detail {
/// A 32- or 64-bit integer type, as MSVC's LONG and LONG64 are (or Linux's
/// 64-bit long).
template <typename T>
using interlocked_t = std::enable_if_t<
    std::is_integral_v<T> && (sizeof(T) == 4 || sizeof(T) == 8), T>;
/// \p T, not deduced from the argument (the operand takes the type of the
/// destination, as the conversion to MSVC's LONG does).
template <typename T> struct operand { using type = T; };
template <typename T> using operand_t = typename operand<T>::type;
} // namespace detail

//===-- Bit scans and population counts -----------------------------------===//

/// _BitScanForward: \p *Index = the lowest set bit of \p Mask, result 1; 0
/// for a zero mask (\p *Index unchanged). Index is MSVC's `unsigned long *`
/// (32 bits: DWORD) or Linux's 64-bit unsigned long.
template <typename IndexT, typename = detail::interlocked_t<IndexT>>
inline unsigned char _BitScanForward(IndexT *Index, std::uint32_t Mask) {
  if (Mask == 0)
    return 0;
  *Index = static_cast<IndexT>(__builtin_ctz(Mask));
  return 1;
}
/// _BitScanReverse: \p *Index = the highest set bit of \p Mask, result 1;
/// 0 for a zero mask (\p *Index unchanged).
template <typename IndexT, typename = detail::interlocked_t<IndexT>>
inline unsigned char _BitScanReverse(IndexT *Index, std::uint32_t Mask) {
  if (Mask == 0)
    return 0;
  *Index = static_cast<IndexT>(31 - __builtin_clz(Mask));
  return 1;
}
/// _BitScanForward64: as _BitScanForward, of a 64-bit mask.
template <typename IndexT, typename = detail::interlocked_t<IndexT>>
inline unsigned char _BitScanForward64(IndexT *Index, unsigned long long Mask) {
  if (Mask == 0)
    return 0;
  *Index = static_cast<IndexT>(__builtin_ctzll(Mask));
  return 1;
}
/// _BitScanReverse64: as _BitScanReverse, of a 64-bit mask.
template <typename IndexT, typename = detail::interlocked_t<IndexT>>
inline unsigned char _BitScanReverse64(IndexT *Index, unsigned long long Mask) {
  if (Mask == 0)
    return 0;
  *Index = static_cast<IndexT>(63 - __builtin_clzll(Mask));
  return 1;
}

/// The number of set bits of \p Value (16, 32, 64 bits).
inline unsigned short __popcnt16(unsigned short Value) {
  return static_cast<unsigned short>(__builtin_popcount(Value));
}
inline unsigned int __popcnt(std::uint32_t Value) {
  return static_cast<unsigned int>(__builtin_popcount(Value));
}
inline unsigned long long __popcnt64(unsigned long long Value) {
  return static_cast<unsigned long long>(__builtin_popcountll(Value));
}

//===-- Rotations and byte swaps ------------------------------------------===//

namespace detail {
/// \p Value rotated left by \p Shift modulo its width (a negative shift
/// rotates right), as MSVC's _rotl family.
template <typename T> constexpr T rotate_left(T Value, int Shift) {
  constexpr unsigned Width = sizeof(T) * 8;
  unsigned S = static_cast<unsigned>(Shift) % Width;
  if (S == 0)
    return Value;
  return static_cast<T>(static_cast<T>(Value << S) | (Value >> (Width - S)));
}
} // namespace detail

inline unsigned int _rotl(std::uint32_t Value, int Shift) {
  return detail::rotate_left<std::uint32_t>(Value, Shift);
}
inline unsigned int _rotr(std::uint32_t Value, int Shift) {
  return detail::rotate_left<std::uint32_t>(Value, -Shift);
}
inline unsigned char _rotl8(unsigned char Value, unsigned char Shift) {
  return detail::rotate_left<unsigned char>(Value, Shift);
}
inline unsigned char _rotr8(unsigned char Value, unsigned char Shift) {
  return detail::rotate_left<unsigned char>(Value, -int(Shift));
}
inline unsigned short _rotl16(unsigned short Value, unsigned char Shift) {
  return detail::rotate_left<unsigned short>(Value, Shift);
}
inline unsigned short _rotr16(unsigned short Value, unsigned char Shift) {
  return detail::rotate_left<unsigned short>(Value, -int(Shift));
}
inline unsigned long long _rotl64(unsigned long long Value, int Shift) {
  return detail::rotate_left<unsigned long long>(Value, Shift);
}
inline unsigned long long _rotr64(unsigned long long Value, int Shift) {
  return detail::rotate_left<unsigned long long>(Value, -Shift);
}

/// \p Value with its bytes in the opposite order (16, 32, 64 bits).
inline unsigned short _byteswap_ushort(unsigned short Value) {
  return __builtin_bswap16(Value);
}
inline std::uint32_t _byteswap_ulong(std::uint32_t Value) {
  return __builtin_bswap32(Value);
}
inline unsigned long long _byteswap_uint64(unsigned long long Value) {
  return __builtin_bswap64(Value);
}

//===-- Interlocked operations --------------------------------------------===//

/// Adds 1 to \p *Addend atomically; the new value.
template <typename T, typename = detail::interlocked_t<T>>
inline T _InterlockedIncrement(volatile T *Addend) {
  return __atomic_add_fetch(Addend, T(1), __ATOMIC_SEQ_CST);
}
/// Subtracts 1 from \p *Addend atomically; the new value.
template <typename T, typename = detail::interlocked_t<T>>
inline T _InterlockedDecrement(volatile T *Addend) {
  return __atomic_sub_fetch(Addend, T(1), __ATOMIC_SEQ_CST);
}
/// Stores \p Value in \p *Target atomically; the old value.
template <typename T, typename = detail::interlocked_t<T>>
inline T _InterlockedExchange(volatile T *Target, detail::operand_t<T> Value) {
  return __atomic_exchange_n(Target, Value, __ATOMIC_SEQ_CST);
}
/// Adds \p Value to \p *Addend atomically; the old value.
template <typename T, typename = detail::interlocked_t<T>>
inline T _InterlockedExchangeAdd(volatile T *Addend,
                                 detail::operand_t<T> Value) {
  return __atomic_fetch_add(Addend, Value, __ATOMIC_SEQ_CST);
}
/// \p *Destination &= \p Value atomically; the old value.
template <typename T, typename = detail::interlocked_t<T>>
inline T _InterlockedAnd(volatile T *Destination, detail::operand_t<T> Value) {
  return __atomic_fetch_and(Destination, Value, __ATOMIC_SEQ_CST);
}
/// \p *Destination |= \p Value atomically; the old value.
template <typename T, typename = detail::interlocked_t<T>>
inline T _InterlockedOr(volatile T *Destination, detail::operand_t<T> Value) {
  return __atomic_fetch_or(Destination, Value, __ATOMIC_SEQ_CST);
}
/// \p *Destination ^= \p Value atomically; the old value.
template <typename T, typename = detail::interlocked_t<T>>
inline T _InterlockedXor(volatile T *Destination, detail::operand_t<T> Value) {
  return __atomic_fetch_xor(Destination, Value, __ATOMIC_SEQ_CST);
}
/// Stores \p Exchange in \p *Destination if it holds \p Comparand,
/// atomically; the value it held (equal to \p Comparand on success).
template <typename T, typename = detail::interlocked_t<T>>
inline T _InterlockedCompareExchange(volatile T *Destination,
                                     detail::operand_t<T> Exchange,
                                     detail::operand_t<T> Comparand) {
  __atomic_compare_exchange_n(Destination, &Comparand, Exchange, false,
                              __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return Comparand;
}
/// The pointer forms of _InterlockedExchange and
/// _InterlockedCompareExchange.
inline void *_InterlockedExchangePointer(void *volatile *Target, void *Value) {
  return __atomic_exchange_n(Target, Value, __ATOMIC_SEQ_CST);
}
inline void *_InterlockedCompareExchangePointer(void *volatile *Destination,
                                                void *Exchange,
                                                void *Comparand) {
  __atomic_compare_exchange_n(Destination, &Comparand, Exchange, false,
                              __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return Comparand;
}

/// The 64 forms (MSVC's operate on `__int64`) and <winnt.h>'s names without
/// the underscore (InterlockedIncrement...): the functions above, which
/// take 32- and 64-bit integers alike.
#define AMP2HIP_INTERLOCKED_ALIAS(Alias, Name)                                 \
  template <typename... Args>                                                  \
  inline auto Alias(Args... Arguments)->decltype(Name(Arguments...)) {         \
    return Name(Arguments...);                                                 \
  }
AMP2HIP_INTERLOCKED_ALIAS(_InterlockedIncrement64, _InterlockedIncrement)
AMP2HIP_INTERLOCKED_ALIAS(_InterlockedDecrement64, _InterlockedDecrement)
AMP2HIP_INTERLOCKED_ALIAS(_InterlockedExchange64, _InterlockedExchange)
AMP2HIP_INTERLOCKED_ALIAS(_InterlockedExchangeAdd64, _InterlockedExchangeAdd)
AMP2HIP_INTERLOCKED_ALIAS(_InterlockedAnd64, _InterlockedAnd)
AMP2HIP_INTERLOCKED_ALIAS(_InterlockedOr64, _InterlockedOr)
AMP2HIP_INTERLOCKED_ALIAS(_InterlockedXor64, _InterlockedXor)
AMP2HIP_INTERLOCKED_ALIAS(_InterlockedCompareExchange64,
                          _InterlockedCompareExchange)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedIncrement, _InterlockedIncrement)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedDecrement, _InterlockedDecrement)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedExchange, _InterlockedExchange)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedExchangeAdd, _InterlockedExchangeAdd)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedAnd, _InterlockedAnd)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedOr, _InterlockedOr)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedXor, _InterlockedXor)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedCompareExchange,
                          _InterlockedCompareExchange)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedIncrement64, _InterlockedIncrement)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedDecrement64, _InterlockedDecrement)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedExchange64, _InterlockedExchange)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedExchangeAdd64, _InterlockedExchangeAdd)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedCompareExchange64,
                          _InterlockedCompareExchange)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedExchangePointer,
                          _InterlockedExchangePointer)
AMP2HIP_INTERLOCKED_ALIAS(InterlockedCompareExchangePointer,
                          _InterlockedCompareExchangePointer)
#undef AMP2HIP_INTERLOCKED_ALIAS

//===-- 64-bit products ---------------------------------------------------===//

/// The 128-bit product of \p A and \p B: the low half returned, the high
/// half stored in \p *High (MSVC's `unsigned __int64 *`: unsigned long long
/// here, or a program's uint64_t, which is unsigned long on Linux).
template <typename HighT, typename = std::enable_if_t<
                              std::is_integral_v<HighT> &&
                              std::is_unsigned_v<HighT> && sizeof(HighT) == 8>>
inline unsigned long long _umul128(unsigned long long A, unsigned long long B,
                                   HighT *High) {
  unsigned __int128 P = static_cast<unsigned __int128>(A) * B;
  *High = static_cast<HighT>(P >> 64);
  return static_cast<unsigned long long>(P);
}
template <typename HighT, typename = std::enable_if_t<
                              std::is_integral_v<HighT> &&
                              std::is_signed_v<HighT> && sizeof(HighT) == 8>>
inline long long _mul128(long long A, long long B, HighT *High) {
  __int128 P = static_cast<__int128>(A) * B;
  *High = static_cast<HighT>(P >> 64);
  return static_cast<long long>(P);
}
/// The high 64 bits of the 128-bit product of \p A and \p B.
inline unsigned long long __umulh(unsigned long long A, unsigned long long B) {
  return static_cast<unsigned long long>(
      (static_cast<unsigned __int128>(A) * B) >> 64);
}
inline long long __mulh(long long A, long long B) {
  return static_cast<long long>((static_cast<__int128>(A) * B) >> 64);
}

//===-- Barriers and hints ------------------------------------------------===//

/// Compiler barriers: no memory access moves across them (no fence
/// instruction, as MSVC's).
inline void _ReadWriteBarrier() {
  std::atomic_signal_fence(std::memory_order_seq_cst);
}
inline void _ReadBarrier() {
  std::atomic_signal_fence(std::memory_order_seq_cst);
}
inline void _WriteBarrier() {
  std::atomic_signal_fence(std::memory_order_seq_cst);
}
/// A breakpoint: SIGTRAP, which stops a debugger and ends the program
/// without one (as the breakpoint exception does on Windows).
inline void __debugbreak() { std::raise(SIGTRAP); }

/// The CPUID instruction for leaf \p Function and subleaf \p SubFunction:
/// EAX, EBX, ECX, EDX in \p CpuInfo[0..3] (zeros where there is no CPUID:
/// leaf 0 reports no leaves).
inline void __cpuidex(int CpuInfo[4], int Function, int SubFunction) {
  unsigned A = 0, B = 0, C = 0, D = 0;
#if defined(__x86_64__) || defined(__i386__)
  __asm__ __volatile__("cpuid"
                       : "=a"(A), "=b"(B), "=c"(C), "=d"(D)
                       : "a"(Function), "c"(SubFunction));
#else
  (void)Function;
  (void)SubFunction;
#endif
  CpuInfo[0] = static_cast<int>(A);
  CpuInfo[1] = static_cast<int>(B);
  CpuInfo[2] = static_cast<int>(C);
  CpuInfo[3] = static_cast<int>(D);
}
/// __cpuidex with subleaf 0.
inline void __cpuid(int CpuInfo[4], int Function) {
  __cpuidex(CpuInfo, Function, 0);
}

} // namespace amp2hip::msvc_intrinsics

/// __assume(Condition); : Condition holds; when it does not, the behaviour
/// is undefined. A statement macro, so that `default: __assume(0);` ends a
/// function's paths for the compiler as for MSVC: GCC, Clang and nvcc's
/// front end all take `if (!(0)) __builtin_unreachable();` so (a function
/// call would not do, nor, for nvcc, a conditional expression).
#define __assume(Condition)                                                    \
  do {                                                                         \
    if (!(Condition))                                                          \
      __builtin_unreachable();                                                 \
  } while (0)

// The names at global scope, where MSVC declares them: the INTRINSIC rows of
// windows_api.def.
#define AMP2HIP_WINDOWS_INTRINSIC(Name, Header, Doc)                           \
  using amp2hip::msvc_intrinsics::Name;
#include "windows_api.def"

#endif // AMP2HIP_DETAIL_MSVC_INTRINSICS_H
