//===- msvc_amp_includes.h - What MSVC's <amp.h> brings in -------*- C++ -*-===//
//
// Part of amp2hip. The standard headers that MSVC's <amp.h> includes, directly
// or through amprt.h and its ConcRT headers, that AMP programs use without
// including them (std::find_if_not, memcpy, va_start, UINT_MAX, assert,
// std::cout, std::chrono, fabs, ...), the stdext iterators of MSVC's
// <iterator> (msvc_stdext.h), and the Windows that MSVC's <amp.h> brings
// along: amprt.h includes <unknwn.h>, which includes <windows.h>, so programs
// time their kernels with LARGE_INTEGER and QueryPerformanceCounter, and
// declare DWORDs, and call min and max (windef.h's macros, unless NOMINMAX),
// without including <windows.h> (the book's Timer.h and Reduction.cpp): the
// Windows data types, timers, Sleep and memory functions of windows_base.h
// and the min/max templates of windows_minmax.h are visible here too. So are
// what MSVC's C runtime declares in the standard headers that <amp.h>
// includes (fopen_s, sprintf_s, _stricmp... of windows_crt.h: MSVC's
// <cstdio> and <cstring> declare them), amprt.h's <crtdbg.h> (_ASSERT,
// _ASSERTE) and its <concrt.h> (critical_section, reader_writer_lock), and
// amp2hip::temporary_lvalue, which the translator writes for MSVC's
// temporaries bound to T& parameters. Plain C++: the runtime's <amp2hip/amp.h>
// and the translator's parse <amp.h> (tool/amp-include) both include this one
// list; test/tool/msvc_amp_includes.cpp translates a program that relies on it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_AMP_INCLUDES_H
#define AMP2HIP_MSVC_AMP_INCLUDES_H

#include <algorithm>
#include <cassert>
#include <cfloat>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <future>
#include <iostream>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

// MSVC's <iterator> also declares stdext::checked_array_iterator and
// friends: plain pointers here.
#include "msvc_stdext.h"

// What <windows.h> declares that programs use through MSVC's <amp.h>.
#include "windows_base.h"
#include "windows_minmax.h"
#include "windows_crt.h"
#include "../crtdbg.h"
// amprt.h's <concrt.h> includes <intrin.h>: MSVC's intrinsics (_BitScanReverse,
// _InterlockedIncrement...) and, on x86, the SSE and AVX ones.
#include "msvc_intrinsics.h"
// amprt.h's <concrt.h> and, through its <ppltasks.h>, <ppl.h>: programs call
// parallel_for after including <amp.h> alone. amp2hip's are built on oneTBB
// (docs/features/ppl.md): included where oneTBB's headers are, so that a
// program without PPL builds and translates without them.
#if __has_include(<oneapi/tbb/parallel_for.h>)
#include "../concrt.h"
#endif

// Temporaries that MSVC binds to T& parameters, as the translator writes
// them (amp2hip::temporary_lvalue).
#include "msvc_temporary_lvalue.h"

// std::basic_string's _Copy_s, as the translator writes it
// (amp2hip::string_copy_s).
#include "msvc_string.h"

// The members of MSVC's SIMD unions (v.m128i_i32[2]), as the translator
// writes them (amp2hip::m128i_i32(v)).
#include "msvc_simd_lanes.h"

// Range-based fors over ranges whose begin and end the program declares in
// namespace std, as the translator writes them (amp2hip::std_range).
#include "msvc_range_for.h"

#endif // AMP2HIP_MSVC_AMP_INCLUDES_H
