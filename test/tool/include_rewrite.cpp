// The AMP headers are redirected to the runtime's; other includes stay.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <vector>
#include <amp.h>
#include "amp.h"
int main() { return 0; }
// CHECK: #include <vector>
// CHECK-NEXT: #include <amp2hip/amp.h>
// CHECK-NEXT: #include <amp2hip/amp.h>
