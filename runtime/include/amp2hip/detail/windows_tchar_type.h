//===- amp2hip/detail/windows_tchar_type.h - TCHAR, TEXT --------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// TCHAR, LPTSTR, LPCTSTR and TEXT(), which Windows declares in <winnt.h>
/// (through <windows.h>) and selects with UNICODE (Microsoft Learn, "Windows
/// Data Types"; "Working with Strings"): wchar_t and L"..." when UNICODE is
/// defined, char and "..." otherwise. tchar.h's _TCHAR and _T() follow
/// _UNICODE instead, as on Windows; Visual Studio's "Use Unicode Character
/// Set" defines both (build with -DUNICODE -D_UNICODE for that).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_WINDOWS_TCHAR_TYPE_H
#define AMP2HIP_DETAIL_WINDOWS_TCHAR_TYPE_H

#ifdef UNICODE
typedef wchar_t TCHAR;
#define AMP2HIP_DETAIL_TEXT(Quote) L##Quote
#else
typedef char TCHAR;
#define AMP2HIP_DETAIL_TEXT(Quote) Quote
#endif
typedef TCHAR *LPTSTR;
typedef const TCHAR *LPCTSTR;

#ifndef TEXT
/// A string or character literal of TCHARs: TEXT("a") is L"a" or "a".
#define TEXT(Quote) AMP2HIP_DETAIL_TEXT(Quote)
#endif

#endif // AMP2HIP_DETAIL_WINDOWS_TCHAR_TYPE_H
