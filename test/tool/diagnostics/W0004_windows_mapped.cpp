// Windows and CRT names with a portable meaning are mapped to the runtime's
// portability layer (runtime/include/amp2hip/detail/windows_api.def): the
// includes are rewritten to it, each use is reported as AMP2HIP-W0004 with
// the table's doc line, and a _tmain program gets the main that calls it.
// RUN: %amp2hip %s 2> %t.err | %nochecks | FileCheck %s --check-prefix=OUTCHECK
// RUN: FileCheck %s --check-prefix=DIAGCHECK < %t.err
// RUN: FileCheck %s --check-prefix=ONCECHECK < %t.err
#include <SDKDDKVer.h>
// DIAGCHECK-DAG: W0004_windows_mapped.cpp:[[@LINE-1]]:1: warning: 'SDKDDKVer.h' is dropped: Windows SDK version macros{{.*}}[AMP2HIP-W0004]
// OUTCHECK: // #include <SDKDDKVer.h> (amp2hip: not needed)
#include <tchar.h>
// DIAGCHECK-DAG: W0004_windows_mapped.cpp:[[@LINE-1]]:1: warning: 'tchar.h' is mapped to <amp2hip/tchar.h>, amp2hip's portability layer: generic-text mappings{{.*}}[AMP2HIP-W0004]
// OUTCHECK: #include <amp2hip/tchar.h>
#include <windows.h>
// OUTCHECK: #include <amp2hip/windows.h>
#include <amp.h>
using namespace concurrency;

double elapsedMs(const LARGE_INTEGER &start) {
  // DIAGCHECK-DAG: W0004_windows_mapped.cpp:[[@LINE-1]]:24: warning: 'LARGE_INTEGER' (windows.h) is mapped to amp2hip's portability layer: union of LONGLONG QuadPart{{.*}}[AMP2HIP-W0004]
  // Reported once, though two declarators share the type:
  LARGE_INTEGER now, freq;
  // DIAGCHECK-DAG: W0004_windows_mapped.cpp:[[@LINE-1]]:3: warning: 'LARGE_INTEGER'
  // ONCECHECK: W0004_windows_mapped.cpp:[[@LINE-2]]:3: warning: 'LARGE_INTEGER'
  // ONCECHECK-NOT: W0004_windows_mapped.cpp:[[@LINE-3]]:{{[0-9]+}}: warning: 'LARGE_INTEGER'
  QueryPerformanceCounter(&now);
  // DIAGCHECK-DAG: W0004_windows_mapped.cpp:[[@LINE-1]]:3: warning: 'QueryPerformanceCounter' (windows.h) is mapped to amp2hip's portability layer: std::chrono::steady_clock in nanoseconds; the frequency is 1e9 [AMP2HIP-W0004]
  QueryPerformanceFrequency(&freq);
  return (now.QuadPart - start.QuadPart) * 1000.0 / freq.QuadPart;
}

int _tmain(int argc, _TCHAR *argv[]) {
  // DIAGCHECK-DAG: W0004_windows_mapped.cpp:[[@LINE-1]]:5: warning: '_tmain' (tchar.h) is mapped to amp2hip's portability layer{{.*}}[AMP2HIP-W0004]
  // DIAGCHECK-DAG: W0004_windows_mapped.cpp:[[@LINE-2]]:22: warning: '_TCHAR' (tchar.h) is mapped
  LARGE_INTEGER start;
  QueryPerformanceCounter(&start);
  std::vector<int> v(4, 1);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  av.synchronize();
  _tprintf(_T("%d %.0f\n"), v[0], elapsedMs(start) * 0);
  // DIAGCHECK-DAG: W0004_windows_mapped.cpp:[[@LINE-1]]:3: warning: '_tprintf' (tchar.h) is mapped
  // DIAGCHECK-DAG: W0004_windows_mapped.cpp:[[@LINE-2]]:12: warning: '_T' (tchar.h) is mapped
  return 0;
}
// The kernel is outlined from the function that _tmain names, and main is
// appended after it.
// OUTCHECK: __global__ void amp2hip_kernel_amp2hip_tmain_[[#]](
// OUTCHECK: int _tmain(int argc, _TCHAR *argv[]) {
// OUTCHECK: amp2hip::parallel_for_each(av.extent,
// OUTCHECK: {{^}}}
// OUTCHECK-NEXT: // amp2hip: main converts argv and calls amp2hip_tmain
// OUTCHECK-NEXT: #include <amp2hip/tchar.h>
// OUTCHECK-NEXT: AMP2HIP_TMAIN_ENTRY
// DIAGCHECK-NOT: error
