//===- intrin.h - MSVC's compiler intrinsics for parsing ------------------===//
// Part of amp2hip, used ONLY to parse programs written for Windows: the
// runtime's portability layer, parsed as it is built
// (runtime/include/amp2hip/detail/windows_api.def maps the header). It
// stands in front of Clang's own <intrin.h>, which includes MSVC's.
#include <amp2hip/intrin.h>
