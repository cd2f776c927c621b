static __forceinline int onTheFirstLine() { return 1; } // line 1: see below
// A UTF-8 byte-order mark at the start of an input (this file, which the RUN
// lines copy with one in front) or of a program header it includes is not
// written: after amp2hip's banner it would be in the middle of the text, and
// nvcc stops at it (`error: "#" not expected here`). The input is parsed
// without it, so columns on its first line count from its first character
// (they counted the mark's three bytes: `__forceinline` was at column 11).
// A header with nothing to translate is written unchanged, mark included.
// RUN: rm -rf %t && mkdir -p %t/src
// RUN: printf '\357\273\277' > %t/src/bom.cpp
// RUN: cat %s >> %t/src/bom.cpp
// RUN: printf '\357\273\277#include <amp.h>\nint twice(int x) restrict(amp, cpu) { return 2 * x; }\n' > %t/src/bom_header.h
// RUN: printf '\357\273\277int plain();\n' > %t/src/bom_plain.h
// RUN: %amp2hip --root %t/src --out-dir %t/out %t/src/bom.cpp 2> %t/err
// RUN: FileCheck %s --check-prefix=DIAG < %t/err
// RUN: %nochecks < %t/out/bom.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=HEADER < %t/out/bom_header.h
// RUN: cmp %t/src/bom_plain.h %t/out/bom_plain.h
// RUN: python3 -c "import sys; sys.exit(any(open(f, 'rb').read().find(b'\xef\xbb\xbf') >= 0 for f in sys.argv[1:]))" %t/out/bom.cpp %t/out/bom_header.h
// DIAG-DAG: bom.cpp:[[@LINE-19]]:8: warning: '__forceinline' is an MSVC keyword; written 'inline' in the output [AMP2HIP-W0003]
// CHECK: // Translated from bom.cpp by amp2hip: C++ AMP to HIP. Kernels outlined from
// CHECK-NEXT: // parallel_for_each are marked "amp2hip: kernel".
// CHECK-NEXT: {{^}}static inline int onTheFirstLine() { return 1; } // line 1: see below
// HEADER: // Translated from bom_header.h by amp2hip: C++ AMP to HIP. Kernels outlined from
// HEADER-NEXT: // parallel_for_each are marked "amp2hip: kernel".
// HEADER-NEXT: {{^}}#include <amp2hip/amp.h>
// HEADER-NEXT: __host__ __device__ int twice(int x) { return 2 * x; }
#include "bom_header.h"
#include "bom_plain.h"

void main() {
  // DIAG-DAG: bom.cpp:[[@LINE-1]]:1: warning: 'void main()' is not standard C++
  // CHECK: int main() {
  int doubled = twice(onTheFirstLine());
  (void)doubled;
}
