// Input that is not valid C++ AMP: Clang's error, amp2hip's summary, exit 1,
// nothing on stdout.
// RUN: %not %amp2hip %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: count 0 < %t.out
#include <amp.h>
void broken() {
  int x = undeclared_name;
  // CHECK: E0001_parse_failed.cpp:[[@LINE-1]]:11: error: use of undeclared identifier 'undeclared_name'
}
// CHECK: error: the input could not be parsed as C++ AMP; nothing was translated [AMP2HIP-E0001]
// CHECK: translation failed; no output written
