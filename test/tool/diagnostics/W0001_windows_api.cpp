// A Windows-only header and Windows API calls (the "Using Tiles" sample's
// console colours): a warning with an ID at the include and at the first call
// of each API, a comment at every spot in the output, and the translation
// still succeeds.
// RUN: %amp2hip %s 2> %t.err | %nochecks | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
#include <iostream>
#include <Windows.h>
#include <amp.h>
using namespace concurrency;

void SetConsoleColor(int color) {
  int colorValue = (color == 0) ? 4 : 2;
  SetConsoleTextAttribute(GetStdHandle(STD_OUTPUT_HANDLE), colorValue);
}
void Twice() {
  SetConsoleTextAttribute(GetStdHandle(STD_OUTPUT_HANDLE), 7);
}
void Pause() {
  Sleep(10);
}

// DIAG: W0001_windows_api.cpp:8:10: warning: 'Windows.h' is a Windows-only header; amp2hip keeps the include, but the translated program will not build on Linux: remove it and replace the Windows APIs it provides with portable code [AMP2HIP-W0001]
// DIAG: W0001_windows_api.cpp:14:3: warning: 'SetConsoleTextAttribute' is a Windows API with no Linux counterpart; the translated program will not build until it is replaced with portable code (console colours and cursor: ANSI escape sequences) [AMP2HIP-W0001]
// DIAG: W0001_windows_api.cpp:14:27: warning: 'GetStdHandle' is a Windows API
// DIAG-NOT: 17:{{.*}}SetConsoleTextAttribute
// DIAG: W0001_windows_api.cpp:20:3: warning: 'Sleep' is a Windows API with no Linux counterpart; the translated program will not build until it is replaced with portable code (std::this_thread::sleep_for) [AMP2HIP-W0001]
// OUT: #include <Windows.h> /* AMP2HIP-W0001: Windows-only header */
// OUT: /* AMP2HIP-W0001 */ SetConsoleTextAttribute(/* AMP2HIP-W0001 */ GetStdHandle(STD_OUTPUT_HANDLE), colorValue);
// OUT: /* AMP2HIP-W0001 */ SetConsoleTextAttribute(/* AMP2HIP-W0001 */ GetStdHandle(STD_OUTPUT_HANDLE), 7);
