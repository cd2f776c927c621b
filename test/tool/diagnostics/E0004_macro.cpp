// A parallel_for_each written in a macro used in one of the program's headers
// cannot be rewritten (macro uses are expanded in the main file only).
// RUN: %not %amp2hip --root %S --out-dir %t %s 2>&1 | FileCheck %s
// RUN: test ! -e %t
#include "Inputs/kernel_macro_in_header.h"
void run(int *p) { fill(concurrency::array_view<int, 1>(8, p)); }
// CHECK: kernel_macro_in_header.h:4:3: error: parallel_for_each written in a macro expansion or outside the main file is not supported [AMP2HIP-E0004]
