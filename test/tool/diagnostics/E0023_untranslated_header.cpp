// AMP2HIP-E0023: a header with C++ AMP code that is not translated with the
// input (a single input, or a header outside --root) would be included as it
// was written, and its restrict(amp) functions and kernels do not build with
// hipcc or nvcc. The header is reported at its first AMP construct, and
// nothing is written. A header without AMP code that includes <amp.h> (AMP
// types only) is reported at that #include: only the files amp2hip writes
// include the runtime's header instead, and the build of the translation
// finds no <amp.h>. With a --root that holds the headers, the program
// translates.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %not %amp2hip %s -o %t/single.cpp -- -I%S/Inputs/E0023/inc -I%S/Inputs/E0023/types 2>&1 | FileCheck %s --check-prefix=SINGLE
// RUN: test ! -e %t/single.cpp
// RUN: cp %s %t/main.cpp
// RUN: %not %amp2hip --root %t --out-dir %t/outside %t/main.cpp -- -I%S/Inputs/E0023/inc -I%S/Inputs/E0023/types 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// RUN: test ! -e %t/outside
// RUN: %amp2hip --root %S --out-dir %t/whole %s -- -I%S/Inputs/E0023/inc -I%S/Inputs/E0023/types 2>&1 | FileCheck %s --check-prefix=WHOLE --allow-empty
// RUN: %nochecks < %t/whole/Inputs/E0023/inc/amp_helpers.h | FileCheck %s --check-prefix=CHECK-HEADER
// RUN: %if nvcc %{ %nvcc-check %t/whole/E0023_untranslated_header.cpp -I%t/whole/Inputs/E0023/inc -I%t/whole/Inputs/E0023/types %}
#include <amp.h>
#include "amp_helpers.h"
#include "amp_types.h"

// SINGLE: amp_helpers.h:9:12: error: 'amp_helpers.h' holds C++ AMP code (the restrict(amp, cpu) function 'twice') but is not translated with this input, and hipcc and nvcc cannot build it as written; translate the program with --out-dir DIR and a --root that holds 'amp_helpers.h' (single inputs are translated alone) [AMP2HIP-E0023]
// SINGLE: amp_types.h:2:1: error: 'amp_types.h' includes <amp.h> but is not translated with this input, and hipcc and nvcc cannot build it as written; translate the program with --out-dir DIR and a --root that holds 'amp_types.h' (single inputs are translated alone) [AMP2HIP-E0023]
// SINGLE-NOT: AMP2HIP-E0023
// OUTSIDE: amp_helpers.h:9:12: error: 'amp_helpers.h' holds C++ AMP code (the restrict(amp, cpu) function 'twice') but is not translated with this input, and hipcc and nvcc cannot build it as written; pass a --root that holds it (--root is '{{.*}}')
// OUTSIDE: amp_types.h:2:1: error: 'amp_types.h' includes <amp.h> but is not translated with this input{{.*}}; pass a --root that holds it (--root is '{{.*}}') [AMP2HIP-E0023]
// OUTSIDE: nothing written
// WHOLE-NOT: error
// CHECK-HEADER: __global__ void

int main() {
  std::vector<int> Values(8, 1);
  concurrency::array_view<int, 1> View(8, Values);
  doubleAll(View);
  return total(View) == 16 ? 0 : 1;
}
