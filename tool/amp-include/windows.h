//===- windows.h - Windows API declarations for parsing -------------------===//
//
// Part of amp2hip, used ONLY to parse C++ AMP programs written for Windows:
// the runtime's portability layer (runtime/include/amp2hip/windows.h, plain
// C++: the Windows types, timers, the console API, the CRT's secure
// functions...), parsed as it is built, so that what parses is what the
// translation builds with (runtime/include/amp2hip/detail/windows_api.def
// maps the header).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSE_WINDOWS_H
#define AMP2HIP_PARSE_WINDOWS_H

#include <amp2hip/windows.h>

#endif // AMP2HIP_PARSE_WINDOWS_H
