// After a fatal Clang error (a missing header) the E0001 summary still appears.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
#include "amp2hip_no_such_header.h"
// CHECK: E0001_after_fatal_error.cpp:[[@LINE-1]]:10: fatal error: 'amp2hip_no_such_header.h' file not found
int main() { return 0; }
// CHECK: E0001_after_fatal_error.cpp: error: the input could not be parsed as C++ AMP; nothing was translated [AMP2HIP-E0001]
