//===- amp2hip/windows.h - Portable subset of <windows.h> -------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated programs include in place of <windows.h> and
/// <mmsystem.h> (docs/features/windows-portability.md): the parts of the
/// Windows API and of the Microsoft CRT that C++ AMP programs use around
/// their AMP code, with their documented Windows behaviour, in plain C++17
/// (no HIP, nothing GPU-specific; it does not need <amp2hip/amp.h>):
///
///  - detail/windows_base.h: the Windows data types (BOOL, DWORD,
///    LARGE_INTEGER...), TRUE/FALSE, calling conventions, MSVC's __int64 and
///    __forceinline, ZeroMemory and friends, QueryPerformanceCounter /
///    QueryPerformanceFrequency, GetTickCount(64), timeGetTime, Sleep;
///  - detail/windows_tchar_type.h: TCHAR and TEXT() by UNICODE;
///  - detail/windows_crt.h: the CRT secure functions (fopen_s, sprintf_s,
///    strcpy_s, memcpy_s, localtime_s...), _strdup, _stricmp, _countof;
///  - detail/windows_entry.h: AMP2HIP_WMAIN_ENTRY for programs that start at
///    wmain;
///  - detail/windows_minmax.h: min and max (unless NOMINMAX is defined) and
///    __min and __max, as function templates, not the macros of MSVC's
///    headers (which would break the standard library);
///  - detail/windows_io.h: <io.h>'s _access and _access_s;
///  - detail/windows_console.h: the console API (GetStdHandle,
///    SetConsoleTextAttribute as ANSI colours, GetLastError,
///    OutputDebugString...) and HRESULT;
///  - detail/msvc_intrinsics.h: the MSVC intrinsics that <winnt.h> brings in
///    (through <intrin.h>), and its InterlockedIncrement... names.
///
/// Every public name is a row of detail/windows_api.def (<conio.h>'s are
/// <amp2hip/conio.h>'s). Not provided: window, GDI and Direct3D functions;
/// the translator reports those uses.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_WINDOWS_H
#define AMP2HIP_WINDOWS_H

#include "detail/windows_base.h"
#include "detail/windows_console.h"
#include "detail/windows_crt.h"
#include "detail/windows_entry.h"
#include "detail/windows_io.h"
#include "detail/msvc_intrinsics.h"
#include "detail/windows_minmax.h"
#include "detail/windows_tchar_type.h"

#endif // AMP2HIP_WINDOWS_H
