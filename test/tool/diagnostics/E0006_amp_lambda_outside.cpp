// A restrict(amp) lambda in host code whose restriction comes from a macro
// that also writes more than the specifier: the specifier cannot be removed
// from the text. (A macro use that writes the whole lambda is expanded
// instead: see amp_lambda_in_macro.cpp.)
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;
#define AMP_BODY restrict(amp) { (void)i; }
void run(int *p) {
  auto kernel = [=](index<1> i) AMP_BODY;
  // CHECK: E0006_amp_lambda_outside.cpp:[[@LINE-1]]:33: error: this restriction specifier is written by a macro that expands to more than the specifier{{.*}}[AMP2HIP-E0006]
  (void)kernel;
}
