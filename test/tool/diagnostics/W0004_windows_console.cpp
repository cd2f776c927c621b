// The Win32 console API and <conio.h> as C++ AMP programs call them: the
// "Using Tiles" document colours its tiles with SetConsoleTextAttribute, the
// ant colony and Floyd 2-opt demos poll `_kbhit()` and read `_getch()`, the
// Cartoonizer case study times its stages with OutputDebugStringW. The
// runtime's portability layer maps them (AMP2HIP-W0004; before, AMP2HIP-W0001
// said the translation would not build, which it did not): colours as ANSI
// escape sequences on a terminal, nothing and FALSE (ERROR_INVALID_HANDLE)
// on a redirected stream, as on Windows, where a redirected handle is not a
// console. Run on the CPU platform three ways: redirected, with
// AMP2HIP_CONSOLE_COLORS=1 (the sequences written anyway) and with
// AMP2HIP_DEBUG_OUTPUT=1 (debugger output on stderr); standard input from a
// file holding "q".
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=W0001 < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ printf q > %t.in %}
// RUN: %if cpu-platform %{ %t.exe < %t.in > %t.plain 2> %t.plain.err %}
// RUN: %if cpu-platform %{ FileCheck %s --check-prefix=PLAIN < %t.plain %}
// RUN: %if cpu-platform %{ count 0 < %t.plain.err %}
// RUN: %if cpu-platform %{ env AMP2HIP_CONSOLE_COLORS=1 AMP2HIP_DEBUG_OUTPUT=1 %t.exe < /dev/null > %t.colours 2> %t.colours.err %}
// RUN: %if cpu-platform %{ sed -e 's/\x1b/<ESC>/g' %t.colours | FileCheck %s --check-prefix=COLOURS %}
// RUN: %if cpu-platform %{ FileCheck %s --check-prefix=DEBUG < %t.colours.err %}
#include <Windows.h>
#include <amp.h>
#include <conio.h>
#include <cstdio>
// DIAG-DAG: W0004_windows_console.cpp:[[@LINE-2]]:1: warning: 'conio.h' is mapped to <amp2hip/conio.h>, amp2hip's portability layer: console input{{.*}}[AMP2HIP-W0004]
// OUT: {{^}}#include <amp2hip/conio.h>
using namespace concurrency;

int main() {
  array_view<int, 1> squares(4);
  parallel_for_each(squares.extent,
                    [=](index<1> i) restrict(amp) { squares[i] = i[0] * i[0]; });
  HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
  // DIAG-DAG: W0004_windows_console.cpp:[[@LINE+2]]:14: warning: 'SetConsoleTextAttribute' (windows.h) is mapped to amp2hip's portability layer: the attribute's colours as an ANSI SGR escape sequence{{.*}}[AMP2HIP-W0004]
  // OUT: BOOL red = SetConsoleTextAttribute(out, FOREGROUND_RED | FOREGROUND_INTENSITY);
  BOOL red = SetConsoleTextAttribute(out, FOREGROUND_RED | FOREGROUND_INTENSITY);
  // DIAG-DAG: W0004_windows_console.cpp:[[@LINE+1]]:17: warning: 'GetLastError' (windows.h) is mapped
  DWORD error = GetLastError();
  std::printf("squares %d %d %d %d\n", squares[0], squares[1], squares[2],
              squares[3]);
  SetConsoleTextAttribute(out, FOREGROUND_RED | FOREGROUND_GREEN |
                                   FOREGROUND_BLUE);
  // DIAG-DAG: W0004_windows_console.cpp:[[@LINE+1]]:3: warning: 'OutputDebugStringW' (windows.h) is mapped
  OutputDebugStringW(L"kernel done\n");
  HRESULT result = S_OK;
  // DIAG-DAG: W0004_windows_console.cpp:[[@LINE+1]]:15: warning: '_kbhit' (conio.h) is mapped
  int ready = _kbhit() != 0 ? 1 : 0;
  // DIAG-DAG: W0004_windows_console.cpp:[[@LINE+1]]:13: warning: '_getch' (conio.h) is mapped
  int key = _getch();
  // Redirected: the console call fails with ERROR_INVALID_HANDLE (6) and
  // writes nothing; the file's "q" can be read at once and is the key.
  // PLAIN: {{^}}squares 0 1 4 9{{$}}
  // PLAIN-NEXT: {{^}}red 0, error 6, succeeded 1, failed 1, ready 1, key q{{$}}
  // With AMP2HIP_CONSOLE_COLORS=1: ESC[91;49m (bright red: FOREGROUND_RED with
  // FOREGROUND_INTENSITY) before the squares, ESC[39;49m (light grey, the
  // console's default: the terminal's default) after; /dev/null: ready at
  // once (end of input), no key (EOF).
  // COLOURS: {{^}}<ESC>[91;49msquares 0 1 4 9{{$}}
  // COLOURS-NEXT: {{^}}<ESC>[39;49mred 1, error 0, succeeded 1, failed 1, ready 1, key EOF{{$}}
  // DEBUG: {{^}}kernel done{{$}}
  if (key == EOF)
    std::printf("red %d, error %u, succeeded %d, failed %d, ready %d, key EOF\n",
                red, error, SUCCEEDED(result) ? 1 : 0, FAILED(E_FAIL) ? 1 : 0,
                ready);
  else
    std::printf("red %d, error %u, succeeded %d, failed %d, ready %d, key %c\n",
                red, error, SUCCEEDED(result) ? 1 : 0, FAILED(E_FAIL) ? 1 : 0,
                ready, key);
  return 0;
}
