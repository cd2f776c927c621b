//===- io.h - Windows header for parsing ----------------------------------===//
// Part of amp2hip, used ONLY to parse programs written for Windows: the
// runtime's portability layer, parsed as it is built
// (runtime/include/amp2hip/detail/windows_api.def maps the header).
#include <amp2hip/windows.h>
