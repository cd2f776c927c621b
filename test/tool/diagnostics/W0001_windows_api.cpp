// Windows API calls without a portable meaning (the "Using Tiles" sample's
// console colours): a warning with an ID at the first call of each API, a
// comment at every spot in the output, and the translation still succeeds.
// RUN: %amp2hip %s 2> %t.err | %nochecks | FileCheck %s --check-prefix=OUTCHECK
// RUN: FileCheck %s --check-prefix=DIAGCHECK < %t.err
// RUN: FileCheck %s --check-prefix=ONCECHECK < %t.err
#include <iostream>
// The header and Sleep have a portable meaning: mapped (AMP2HIP-W0004).
#include <Windows.h>
// DIAGCHECK-DAG: W0001_windows_api.cpp:[[@LINE-1]]:1: warning: 'Windows.h' is mapped to <amp2hip/windows.h>{{.*}}[AMP2HIP-W0004]
// OUTCHECK: #include <amp2hip/windows.h>
#include <amp.h>
using namespace concurrency;

void SetConsoleColor(int color) {
  int colorValue = (color == 0) ? 4 : 2;
  SetConsoleTextAttribute(GetStdHandle(STD_OUTPUT_HANDLE), colorValue);
  // DIAGCHECK-DAG: W0001_windows_api.cpp:[[@LINE-1]]:3: warning: 'SetConsoleTextAttribute' is a Windows API with no Linux counterpart; the translated program will not build until it is replaced with portable code (console colours and cursor: ANSI escape sequences) [AMP2HIP-W0001]
  // DIAGCHECK-DAG: W0001_windows_api.cpp:[[@LINE-2]]:27: warning: 'GetStdHandle' is a Windows API
  // OUTCHECK: /* AMP2HIP-W0001 */ SetConsoleTextAttribute(/* AMP2HIP-W0001 */ GetStdHandle(STD_OUTPUT_HANDLE), colorValue);
}
void Twice() {
  SetConsoleTextAttribute(GetStdHandle(STD_OUTPUT_HANDLE), 7);
  // ONCECHECK-NOT: W0001_windows_api.cpp:[[@LINE-1]]:{{.*}}SetConsoleTextAttribute
  // OUTCHECK: /* AMP2HIP-W0001 */ SetConsoleTextAttribute(/* AMP2HIP-W0001 */ GetStdHandle(STD_OUTPUT_HANDLE), 7);
}
void Pause() {
  Sleep(10);
  // DIAGCHECK-DAG: W0001_windows_api.cpp:[[@LINE-1]]:3: warning: 'Sleep' (windows.h) is mapped to amp2hip's portability layer: std::this_thread::sleep_for{{.*}}[AMP2HIP-W0004]
  // OUTCHECK: {{^}}  Sleep(10);
}
