// A UTF-16 input (Visual Studio's "Unicode" files: a UTF-16 byte-order mark,
// little- or big-endian), which MSVC reads and Clang does not (it stopped with
// "UTF-16 (LE) byte order mark detected ..., but encoding is not supported"),
// is converted to UTF-8 for the parse and written in UTF-8, reported as
// AMP2HIP-W0003 at its first line. The RUN lines write this file in UTF-16.
// One that is not valid UTF-16 is AMP2HIP-E0001 there.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 -c "import sys; open(sys.argv[2], 'wb').write(b'\xff\xfe' + open(sys.argv[1], encoding='utf-8').read().encode('utf-16-le'))" %s %t/le.cpp
// RUN: python3 -c "import sys; open(sys.argv[2], 'wb').write(b'\xfe\xff' + open(sys.argv[1], encoding='utf-8').read().encode('utf-16-be'))" %s %t/be.cpp
// RUN: %amp2hip %t/le.cpp -o %t/le.out 2> %t/le.err
// RUN: FileCheck %s --check-prefix=LE < %t/le.err
// RUN: %nochecks < %t/le.out | FileCheck %s
// RUN: %amp2hip %t/be.cpp -o %t/be.out 2> %t/be.err
// RUN: FileCheck %s --check-prefix=BE < %t/be.err
// RUN: %nochecks < %t/be.out | FileCheck %s
// LE: le.cpp:1:1: warning: the file is encoded in UTF-16 LE (it starts with a UTF-16 LE byte-order mark), which Clang, hipcc and nvcc do not read; converted to UTF-8 for the parse, and the output is written in UTF-8 [AMP2HIP-W0003]
// BE: be.cpp:1:1: warning: the file is encoded in UTF-16 BE {{.*}} [AMP2HIP-W0003]
//
// RUN: python3 -c "import sys; open(sys.argv[1], 'wb').write(b'\xff\xfei\x00n')" %t/odd.cpp
// RUN: %not %amp2hip %t/odd.cpp -o %t/odd.out 2> %t/odd.err
// RUN: FileCheck %s --check-prefix=ODD < %t/odd.err
// RUN: not test -e %t/odd.out
// ODD: odd.cpp:1:1: error: the file starts with a UTF-16 LE byte-order mark but is not valid UTF-16 LE (a byte count that is not a multiple of 2, or an invalid code unit); nothing was translated [AMP2HIP-E0001]
#include <amp.h>
// CHECK: // Translated from {{le|be}}.cpp by amp2hip
// CHECK: {{^}}#include <amp2hip/amp.h>
using namespace concurrency;

// "Größe": text beyond ASCII comes out as UTF-8.
// CHECK: // "Größe": text beyond ASCII comes out as UTF-8.
int scale(int factor) restrict(amp) { return 2 * factor; }
// CHECK: __device__ int scale(int factor) { return 2 * factor; }
