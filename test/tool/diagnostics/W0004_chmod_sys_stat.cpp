// MSVC's <io.h> declares _chmod and its <sys/stat.h> the permission bits
// _S_IREAD, _S_IWRITE, _S_IEXEC (B3DContest's ParseTSP.cpp:
// `_chmod(tspname, _S_IREAD | _S_IWRITE)` after <sys/stat.h>, <sys/types.h>
// and <io.h>). <io.h> is mapped to <amp2hip/windows.h>; a file that
// includes only <sys/stat.h> gets it at the top of its output, as for the
// CRT names of MSVC's other C headers. Each use is AMP2HIP-W0004. The CPU
// platform run makes a file read-only and writable again (the runtime's unit
// test checks the permission bits).
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ rm -f %t.file && touch %t.file && %t.exe %t.file | FileCheck %s --check-prefix=RESULT %}
// RUN: %amp2hip %S/Inputs/sys_stat_only.cpp -o %t.only.cpp 2> %t.only.err
// RUN: FileCheck %s --check-prefix=ONLY < %t.only.cpp
// OUT: {{^}}#include <sys/stat.h>
// OUT-NEXT: {{^}}#include <amp2hip/windows.h>
// ONLY: {{^}}#include <amp2hip/windows.h> // amp2hip: the CRT names MSVC's C headers declare
// ONLY: {{^}}#include <sys/stat.h>
#include <sys/stat.h>
#include <io.h>
#include <cstdio>

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  // DIAG-DAG: W0004_chmod_sys_stat.cpp:[[@LINE-6]]:1: warning: 'io.h' is mapped to <amp2hip/windows.h>
  // DIAG-DAG: W0004_chmod_sys_stat.cpp:[[@LINE+3]]:23: warning: '_S_IREAD' (sys/stat.h) is mapped to amp2hip's portability layer: 0400, POSIX's S_IRUSR (read permission) [AMP2HIP-W0004]
  // DIAG-DAG: W0004_chmod_sys_stat.cpp:[[@LINE+2]]:7: warning: '_chmod' (io.h) is mapped to amp2hip's portability layer: POSIX chmod()
  // OUT: if (_chmod(argv[1], _S_IREAD) != 0)
  if (_chmod(argv[1], _S_IREAD) != 0)
    return 1;
  struct stat info {};
  stat(argv[1], &info);
  bool readOnly = (info.st_mode & 0222) == 0;
  // DIAG-DAG: W0004_chmod_sys_stat.cpp:[[@LINE+3]]:19: warning: '_S_IREAD'
  // DIAG-DAG: W0004_chmod_sys_stat.cpp:[[@LINE+2]]:30: warning: '_S_IWRITE'
  // DIAG-DAG: W0004_chmod_sys_stat.cpp:[[@LINE+1]]:3: warning: '_chmod'
  _chmod(argv[1], _S_IREAD | _S_IWRITE);
  stat(argv[1], &info);
  // RESULT: read-only 1, writable 1
  std::printf("read-only %d, writable %d\n", readOnly,
              (info.st_mode & 0200) != 0);
  return 0;
}
