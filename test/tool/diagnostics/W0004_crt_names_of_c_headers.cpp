// MSVC's C headers declare the CRT's own functions (`_stricmp` in
// <string.h>, `sprintf_s` in <stdio.h>), and its C++ headers include them:
// a program may call them with no Windows header (B3DContest's ParseTSP.cpp:
// `_stricmp("NAME", cbuf)` with only <stdio.h>, <cmath>, <vector> and
// <set>). glibc declares none of them. The parse then includes amp2hip's
// portability layer first, and so does the output, at the top of the main
// file; each use is reported as AMP2HIP-W0004. A name that is no CRT name
// stays Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=RESULT %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DNOT_CRT 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
// OUT: // Translated from W0004_crt_names_of_c_headers.cpp by amp2hip
// OUT-NEXT: // parallel_for_each are marked
// OUT-NEXT: {{^}}#include <amp2hip/windows.h> // amp2hip: the CRT names MSVC's C headers declare
// OUT: {{^}}#include <cstdio>
#include <cstdio>
#include <set>

int main() {
  char number[8];
  // DIAG-DAG: W0004_crt_names_of_c_headers.cpp:[[@LINE+1]]:3: warning: 'sprintf_s' (stdio.h) is mapped to amp2hip's portability layer
  sprintf_s(number, "%d", 42);
  // DIAG-DAG: W0004_crt_names_of_c_headers.cpp:[[@LINE+1]]:18: warning: '_stricmp' (string.h) is mapped to amp2hip's portability layer
  int compared = _stricmp("NAME", "name");
#ifdef NOT_CRT
  // BAD: W0004_crt_names_of_c_headers.cpp:[[@LINE+1]]:3: error: use of undeclared identifier '_not_a_crt_name'
  _not_a_crt_name();
#endif
  // RESULT: 42 0
  std::printf("%s %d\n", number, compared);
  return 0;
}
