//===- tchar.h - Windows generic-text mappings for parsing ----------------===//
// Part of amp2hip, used ONLY to parse programs written for Windows: the
// runtime's portability layer, parsed as it is built (_UNICODE honoured).
#include <amp2hip/tchar.h>
