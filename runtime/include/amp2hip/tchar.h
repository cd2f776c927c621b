//===- amp2hip/tchar.h - Generic-text mappings ------------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated programs include in place of <tchar.h>
/// (docs/features/windows-portability.md). As on Windows (Microsoft Learn,
/// "Generic-text mappings in tchar.h"), _UNICODE selects the wide mappings:
/// _TCHAR is wchar_t, _T("x") is L"x" and _tcslen is wcslen; without it,
/// char, "x" and strlen. (_MBCS, the multibyte variant, is not supported: its
/// _mbs functions have no Linux counterpart; without _UNICODE the mappings
/// are the single-byte ones.) TCHAR and TEXT() follow UNICODE, as in
/// <windows.h>. Build with -DUNICODE -D_UNICODE for a Visual Studio project
/// that uses the Unicode character set (its default).
///
/// The names map to the standard C functions, or to the Microsoft CRT
/// functions of detail/windows_crt.h (strcpy_s, _stricmp, _wtoi...), which
/// this header brings in; _tprintf and _ftprintf map to functions that follow
/// MSVC's format letters for both widths and write wide text as bytes in the
/// current locale (detail/windows_text.h).
///
/// _tmain is amp2hip_tmain: the translator appends AMP2HIP_TMAIN_ENTRY after
/// the program's _tmain, which defines main and calls amp2hip_tmain with argv
/// converted to _TCHAR strings (detail/windows_entry.h lists the accepted
/// signatures). A file without _tmain includes this header as well.
///
/// Nothing here depends on _UNICODE but macros and typedefs, so files built
/// with and without it link together.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_TCHAR_H
#define AMP2HIP_TCHAR_H

#include "detail/windows_crt.h"
#include "detail/windows_entry.h"
#include "detail/windows_tchar_type.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#define _tmain amp2hip_tmain
#define _tprintf ::amp2hip::detail::msvc_printf
#define _ftprintf ::amp2hip::detail::msvc_fprintf

#ifdef _UNICODE

typedef wchar_t _TCHAR;
#define AMP2HIP_DETAIL_T(Quote) L##Quote

#define _stprintf_s swprintf_s
#define _tcslen wcslen
#define _tcscmp wcscmp
#define _tcsncmp wcsncmp
#define _tcsicmp _wcsicmp
#define _tcsnicmp _wcsnicmp
#define _tcscpy wcscpy
#define _tcscat wcscat
#define _tcscpy_s wcscpy_s
#define _tcscat_s wcscat_s
#define _tcsncpy_s wcsncpy_s
#define _tcschr wcschr
#define _tcsrchr wcsrchr
#define _tcsstr wcsstr
#define _tcsdup _wcsdup
#define _tcstok_s wcstok_s
#define _ttoi _wtoi
#define _tstoi _wtoi
#define _ttol _wtol
#define _tstol _wtol
#define _ttof _wtof
#define _tstof _wtof
#define _tcstol wcstol
#define _tcstoul wcstoul
#define _tcstod wcstod
#define _tfopen_s _wfopen_s
#define _itot_s _itow_s

#else // !_UNICODE

typedef char _TCHAR;
#define AMP2HIP_DETAIL_T(Quote) Quote

#define _stprintf_s sprintf_s
#define _tcslen strlen
#define _tcscmp strcmp
#define _tcsncmp strncmp
#define _tcsicmp _stricmp
#define _tcsnicmp _strnicmp
#define _tcscpy strcpy
#define _tcscat strcat
#define _tcscpy_s strcpy_s
#define _tcscat_s strcat_s
#define _tcsncpy_s strncpy_s
#define _tcschr strchr
#define _tcsrchr strrchr
#define _tcsstr strstr
#define _tcsdup _strdup
#define _tcstok_s strtok_s
#define _ttoi atoi
#define _tstoi atoi
#define _ttol atol
#define _tstol atol
#define _ttof atof
#define _tstof atof
#define _tcstol strtol
#define _tcstoul strtoul
#define _tcstod strtod
#define _tfopen_s fopen_s
#define _itot_s _itoa_s

#endif // _UNICODE

/// A string or character literal of _TCHARs: _T("a") is L"a" with _UNICODE.
/// The argument is macro-expanded first, as on Windows.
#define _T(Quote) AMP2HIP_DETAIL_T(Quote)
/// Same as _T.
#define _TEXT(Quote) AMP2HIP_DETAIL_T(Quote)

/// Written by the translator after a program's _tmain: defines main, which
/// calls amp2hip_tmain (the program's _tmain) with argv converted to _TCHAR
/// strings.
#define AMP2HIP_TMAIN_ENTRY AMP2HIP_DETAIL_MAIN_ENTRY(_TCHAR, amp2hip_tmain)

#endif // AMP2HIP_TCHAR_H
