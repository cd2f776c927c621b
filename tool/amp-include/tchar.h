//===- tchar.h - Windows generic-text mappings for parsing ----------------===//
// Part of amp2hip, used ONLY to parse programs written for Windows (narrow
// character mappings, as without _UNICODE).
#ifndef AMP2HIP_PARSE_TCHAR_H
#define AMP2HIP_PARSE_TCHAR_H
typedef char TCHAR;
typedef char _TCHAR;
#define _T(x) x
#define _TEXT(x) x
#define _tmain main
#endif
