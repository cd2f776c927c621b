// A restrict(amp) lambda in host code written by a macro: its qualifiers
// cannot be moved in the text.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
#define MAKE_KERNEL [=](index<1> i) restrict(amp) { (void)i; }
void run(int *p) {
  auto kernel = MAKE_KERNEL;
  (void)kernel;
}
// CHECK: E0006_amp_lambda_outside.cpp:8:17: error: this restriction specifier is written by a macro that expands to more than the specifier{{.*}}[AMP2HIP-E0006]
