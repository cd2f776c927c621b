//===- amp2hip/detail/windows_base.h - Win32 types and timers ---*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Win32 part of <amp2hip/windows.h>: the basic Windows data types, the
/// calling-convention and keyword macros, the memory macros (as functions),
/// the performance counter, the tick counts and Sleep, in plain C++17 over
/// <chrono> and <thread>. Every public name is a row of windows_api.def.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_WINDOWS_BASE_H
#define AMP2HIP_DETAIL_WINDOWS_BASE_H

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <thread>

#include <sys/syscall.h>
#include <unistd.h>

//===----------------------------------------------------------------------===//
// Basic types. Microsoft Learn, "Windows Data Types" (Win32 API reference).
// Windows is LLP64: LONG, ULONG and DWORD are 32 bits there, so they are the
// 32-bit fixed-width types here, not long (64 bits on Linux). WCHAR is
// wchar_t, which is 32 bits on Linux (UTF-16 code units on Windows).
//===----------------------------------------------------------------------===//

typedef int BOOL;
typedef unsigned char BOOLEAN;
typedef unsigned char BYTE;
typedef char CHAR;
typedef wchar_t WCHAR;
typedef short SHORT;
typedef unsigned short USHORT;
typedef unsigned short WORD;
typedef int INT;
typedef unsigned int UINT;
typedef std::int32_t LONG;
typedef std::uint32_t ULONG;
typedef std::uint32_t DWORD;
typedef long long LONGLONG;
typedef unsigned long long ULONGLONG;
typedef std::size_t SIZE_T;
typedef void *HANDLE;
/// A module handle (Microsoft Learn, "Windows Data Types"): DllMain's
/// first parameter. Nothing calls DllMain on Linux; a shared library runs
/// its static constructors when it is loaded.
typedef void *HMODULE;
typedef void *HINSTANCE;
typedef void *PVOID;
typedef void *LPVOID;
typedef char *LPSTR;
typedef const char *LPCSTR;
typedef wchar_t *LPWSTR;
typedef const wchar_t *LPCWSTR;

/// A signed 64-bit integer that can also be read as two 32-bit halves
/// (Microsoft Learn, "LARGE_INTEGER union (winnt.h)"): QuadPart, or LowPart
/// and HighPart, directly or through the member u. Little-endian, as on every
/// target amp2hip builds for, so LowPart is the low half of QuadPart.
typedef union {
  __extension__ struct {
    DWORD LowPart;
    LONG HighPart;
  };
  struct {
    DWORD LowPart;
    LONG HighPart;
  } u;
  LONGLONG QuadPart;
} LARGE_INTEGER;

/// LARGE_INTEGER's unsigned form (Microsoft Learn, "ULARGE_INTEGER union
/// (winnt.h)").
typedef union {
  __extension__ struct {
    DWORD LowPart;
    DWORD HighPart;
  };
  struct {
    DWORD LowPart;
    DWORD HighPart;
  } u;
  ULONGLONG QuadPart;
} ULARGE_INTEGER;

static_assert(sizeof(LARGE_INTEGER) == 8 && sizeof(ULARGE_INTEGER) == 8,
              "amp2hip: LARGE_INTEGER must be 64 bits, as on Windows");
static_assert(sizeof(DWORD) == 4 && sizeof(LONG) == 4 && sizeof(WORD) == 2,
              "amp2hip: the Windows integer types keep their Windows widths");

//===----------------------------------------------------------------------===//
// Macros (Microsoft Learn, "Windows Data Types"; "Calling Conventions" and
// "__int8, __int16, __int32, __int64" in the C++ language reference).
// Calling conventions mean nothing on x86-64 Linux and expand to nothing.
// __int8.. __int64 and __forceinline are keywords under Clang's
// -fms-extensions (the translator's parse mode, which rewrites them itself):
// they are defined only where they are not keywords. The __intN macros name
// the built-in types of those widths, so that `unsigned __int64` stays
// valid. __stdcall and __cdecl are defined always: Clang knows them as
// keywords on every target and warns that they are ignored on this one.
//===----------------------------------------------------------------------===//

#ifndef TRUE
#define TRUE 1
#endif
#ifndef FALSE
#define FALSE 0
#endif
#ifndef WINAPI
#define WINAPI
#endif
#ifndef CALLBACK
#define CALLBACK
#endif
#ifndef APIENTRY
#define APIENTRY
#endif
/// winnt.h's qualifier of pointers to data that may be misaligned: nothing
/// on x86-64 (and on x86), where MSVC's winnt.h defines it empty too; its
/// __unaligned was for Itanium and ARM.
#ifndef UNALIGNED
#define UNALIGNED
#endif
#ifndef __stdcall
#define __stdcall
#endif
#ifndef __cdecl
#define __cdecl
#endif
/// DllMain's reason codes (Microsoft Learn, "DllMain entry point").
#ifndef DLL_PROCESS_DETACH
#define DLL_PROCESS_DETACH 0
#define DLL_PROCESS_ATTACH 1
#define DLL_THREAD_ATTACH 2
#define DLL_THREAD_DETACH 3
#endif
/// The longest path the Win32 file functions accept (Microsoft Learn, "Maximum
/// Path Length Limitation").
#ifndef MAX_PATH
#define MAX_PATH 260
#endif
/// Sleep(INFINITE) never returns (Microsoft Learn, "Sleep function").
#ifndef INFINITE
#define INFINITE 0xFFFFFFFF
#endif

#if defined(__is_identifier)
#if __is_identifier(__int64)
#define AMP2HIP_DETAIL_DEFINE_INT_KEYWORDS 1
#endif
#if __is_identifier(__forceinline)
#define AMP2HIP_DETAIL_DEFINE_FORCEINLINE 1
#endif
#if __is_identifier(__declspec)
#define AMP2HIP_DETAIL_DEFINE_DECLSPEC 1
#endif
#if __is_identifier(_stdcall)
#define AMP2HIP_DETAIL_DEFINE_OLD_CALLING_CONVENTIONS 1
#endif
#else
#define AMP2HIP_DETAIL_DEFINE_INT_KEYWORDS 1
#define AMP2HIP_DETAIL_DEFINE_FORCEINLINE 1
#define AMP2HIP_DETAIL_DEFINE_DECLSPEC 1
#define AMP2HIP_DETAIL_DEFINE_OLD_CALLING_CONVENTIONS 1
#endif

// MSVC's __declspec(...) (Microsoft Learn, "__declspec"), where it is not a
// keyword (Clang knows it with CUDA and HIP, and ignores dllexport on Linux):
// dllexport is the ELF default visibility (a shared library's exported
// symbol), dllimport nothing, and the attributes with a GCC counterpart are
// spelled as GCC's. _stdcall and _cdecl, MSVC's older spellings of the
// calling conventions, are nothing where they are not keywords.
#ifdef AMP2HIP_DETAIL_DEFINE_DECLSPEC
#ifndef __declspec
#define __declspec(Attribute) AMP2HIP_DETAIL_DECLSPEC_##Attribute
#define AMP2HIP_DETAIL_DECLSPEC_dllexport __attribute__((visibility("default")))
#define AMP2HIP_DETAIL_DECLSPEC_dllimport
#define AMP2HIP_DETAIL_DECLSPEC_noinline __attribute__((noinline))
#define AMP2HIP_DETAIL_DECLSPEC_noreturn __attribute__((noreturn))
#define AMP2HIP_DETAIL_DECLSPEC_nothrow __attribute__((nothrow))
#define AMP2HIP_DETAIL_DECLSPEC_align(Bytes) __attribute__((aligned(Bytes)))
#define AMP2HIP_DETAIL_DECLSPEC_selectany __attribute__((weak))
#endif
#undef AMP2HIP_DETAIL_DEFINE_DECLSPEC
#endif
#ifdef AMP2HIP_DETAIL_DEFINE_OLD_CALLING_CONVENTIONS
#ifndef _stdcall
#define _stdcall
#endif
#ifndef _cdecl
#define _cdecl
#endif
#undef AMP2HIP_DETAIL_DEFINE_OLD_CALLING_CONVENTIONS
#endif

#ifdef AMP2HIP_DETAIL_DEFINE_INT_KEYWORDS
#ifndef __int8
#define __int8 char
#endif
#ifndef __int16
#define __int16 short
#endif
#ifndef __int32
#define __int32 int
#endif
#ifndef __int64
#define __int64 long long
#endif
#undef AMP2HIP_DETAIL_DEFINE_INT_KEYWORDS
#endif
#ifdef AMP2HIP_DETAIL_DEFINE_FORCEINLINE
#ifndef __forceinline
#define __forceinline inline
#endif
#undef AMP2HIP_DETAIL_DEFINE_FORCEINLINE
#endif

//===----------------------------------------------------------------------===//
// Memory macros, as functions (Microsoft Learn, "RtlZeroMemory macro",
// "RtlCopyMemory macro", "RtlMoveMemory function", "RtlFillMemory macro").
//===----------------------------------------------------------------------===//

/// Sets \p Length bytes at \p Destination to zero (std::memset).
inline void ZeroMemory(void *Destination, SIZE_T Length) {
  std::memset(Destination, 0, Length);
}

/// Copies \p Length bytes; the blocks must not overlap (std::memcpy).
inline void CopyMemory(void *Destination, const void *Source, SIZE_T Length) {
  std::memcpy(Destination, Source, Length);
}

/// Copies \p Length bytes; the blocks may overlap (std::memmove).
inline void MoveMemory(void *Destination, const void *Source, SIZE_T Length) {
  std::memmove(Destination, Source, Length);
}

/// Allocates \p Size bytes from the COM task allocator (Microsoft Learn,
/// "CoTaskMemAlloc function (combaseapi.h)"): std::malloc, which .NET's
/// Marshal.FreeCoTaskMem releases on Linux (free()). nullptr when out of
/// memory.
inline LPVOID CoTaskMemAlloc(SIZE_T Size) { return std::malloc(Size); }

/// Releases memory from CoTaskMemAlloc (std::free); nullptr is ignored.
inline void CoTaskMemFree(LPVOID Memory) { std::free(Memory); }

/// Sets \p Length bytes at \p Destination to \p Fill (std::memset).
inline void FillMemory(void *Destination, SIZE_T Length, BYTE Fill) {
  std::memset(Destination, Fill, Length);
}

//===----------------------------------------------------------------------===//
// Timers (Microsoft Learn, "QueryPerformanceCounter function (profileapi.h)",
// "QueryPerformanceFrequency function", "GetTickCount function
// (sysinfoapi.h)", "GetTickCount64 function", "timeGetTime function
// (timeapi.h)", "Sleep function (synchapi.h)"). Every clock is
// std::chrono::steady_clock, which is monotonic (CLOCK_MONOTONIC on Linux:
// time since boot, not counting suspend), as the Windows counters are.
//===----------------------------------------------------------------------===//

namespace amp2hip {
namespace detail {

/// Nanoseconds of std::chrono::steady_clock since its epoch.
inline long long steady_nanoseconds() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Milliseconds of std::chrono::steady_clock since its epoch.
inline unsigned long long steady_milliseconds() {
  return static_cast<unsigned long long>(
      std::chrono::duration_cast<std::chrono::milliseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

} // namespace detail
} // namespace amp2hip

/// Stores the performance counter, in ticks of QueryPerformanceFrequency
/// (nanoseconds of std::chrono::steady_clock), in \p PerformanceCount.
/// Returns TRUE; FALSE (storing nothing) if \p PerformanceCount is null, where
/// Windows would fault.
inline BOOL QueryPerformanceCounter(LARGE_INTEGER *PerformanceCount) {
  if (!PerformanceCount)
    return FALSE;
  PerformanceCount->QuadPart = amp2hip::detail::steady_nanoseconds();
  return TRUE;
}

/// Stores the frequency of QueryPerformanceCounter, 1000000000 ticks per
/// second, in \p Frequency. Returns TRUE; FALSE if \p Frequency is null.
inline BOOL QueryPerformanceFrequency(LARGE_INTEGER *Frequency) {
  if (!Frequency)
    return FALSE;
  Frequency->QuadPart = 1000000000LL;
  return TRUE;
}

/// Milliseconds since the steady clock's epoch (boot on Linux), as a DWORD:
/// wraps to zero after 2^32 ms (49.7 days), as on Windows.
inline DWORD GetTickCount() {
  return static_cast<DWORD>(amp2hip::detail::steady_milliseconds());
}

/// Milliseconds since the steady clock's epoch (boot on Linux); no wrap.
inline ULONGLONG GetTickCount64() {
  return static_cast<ULONGLONG>(amp2hip::detail::steady_milliseconds());
}

/// The multimedia timer: milliseconds as a DWORD, the same count as
/// GetTickCount (Windows' resolution depends on timeBeginPeriod; here it is
/// always 1 ms).
inline DWORD timeGetTime() { return GetTickCount(); }

/// The calling thread's identifier: Linux's thread ID (gettid), unique
/// among the running threads of the system, as Windows' is (Microsoft Learn,
/// "GetCurrentThreadId function").
inline DWORD GetCurrentThreadId() {
  return static_cast<DWORD>(::syscall(SYS_gettid));
}

/// The calling process's identifier (getpid; Microsoft Learn,
/// "GetCurrentProcessId function").
inline DWORD GetCurrentProcessId() { return static_cast<DWORD>(::getpid()); }

/// Suspends the calling thread for at least \p Milliseconds ms
/// (std::this_thread::sleep_for). Sleep(0) gives up the rest of the time
/// slice (std::this_thread::yield); Sleep(INFINITE) never returns.
inline void Sleep(DWORD Milliseconds) {
  if (Milliseconds == 0) {
    std::this_thread::yield();
    return;
  }
  if (Milliseconds == INFINITE) {
    for (;;)
      std::this_thread::sleep_for(std::chrono::hours(24));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(Milliseconds));
}

#endif // AMP2HIP_DETAIL_WINDOWS_BASE_H
