//===- windows.h - Windows API declarations for parsing -------------------===//
//
// Part of amp2hip, used ONLY to parse C++ AMP programs written for Windows.
// It declares the small part of the Windows API that AMP samples use (console
// colours and sizes, Sleep, ...), so that the rest of the program can be
// parsed and translated. The portable part is the runtime's portability
// layer; every call of a console function declared here is reported as
// AMP2HIP-W0001: the translated program will not build on Linux until the
// call is replaced with portable code.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSE_WINDOWS_H
#define AMP2HIP_PARSE_WINDOWS_H

// The portable part of the Windows API is the runtime's portability layer
// (runtime/include/amp2hip/windows.h, plain C++): parsed as it is built.
#include <amp2hip/windows.h>

#define AMP2HIP_WINDOWS_API __attribute__((annotate("amp2hip.windows_api")))

// Console functions have no portable meaning: declared for parsing only, and
// each call is reported as AMP2HIP-W0001.
typedef long HRESULT;
#define S_OK ((HRESULT)0L)
#define E_FAIL ((HRESULT)0x80004005L)
#define INVALID_HANDLE_VALUE ((HANDLE)(long)-1)
#define STD_INPUT_HANDLE ((DWORD)-10)
#define STD_OUTPUT_HANDLE ((DWORD)-11)
#define STD_ERROR_HANDLE ((DWORD)-12)
#define FOREGROUND_BLUE 0x0001
#define FOREGROUND_GREEN 0x0002
#define FOREGROUND_RED 0x0004
#define FOREGROUND_INTENSITY 0x0008
#define BACKGROUND_BLUE 0x0010
#define BACKGROUND_GREEN 0x0020
#define BACKGROUND_RED 0x0040
#define BACKGROUND_INTENSITY 0x0080

typedef struct _COORD {
  SHORT X;
  SHORT Y;
} COORD, *PCOORD;

typedef struct _SMALL_RECT {
  SHORT Left;
  SHORT Top;
  SHORT Right;
  SHORT Bottom;
} SMALL_RECT, *PSMALL_RECT;

typedef struct _CONSOLE_SCREEN_BUFFER_INFO {
  COORD dwSize;
  COORD dwCursorPosition;
  WORD wAttributes;
  SMALL_RECT srWindow;
  COORD dwMaximumWindowSize;
} CONSOLE_SCREEN_BUFFER_INFO, *PCONSOLE_SCREEN_BUFFER_INFO;

AMP2HIP_WINDOWS_API HANDLE GetStdHandle(DWORD Handle);
AMP2HIP_WINDOWS_API BOOL SetConsoleTextAttribute(HANDLE Console, WORD Attributes);
AMP2HIP_WINDOWS_API BOOL SetConsoleScreenBufferSize(HANDLE Console, COORD Size);
AMP2HIP_WINDOWS_API BOOL SetConsoleWindowInfo(HANDLE Console, BOOL Absolute,
                                              const SMALL_RECT *Window);
AMP2HIP_WINDOWS_API BOOL SetConsoleCursorPosition(HANDLE Console, COORD Pos);
AMP2HIP_WINDOWS_API BOOL GetConsoleScreenBufferInfo(
    HANDLE Console, PCONSOLE_SCREEN_BUFFER_INFO Info);
AMP2HIP_WINDOWS_API BOOL SetConsoleTitleA(LPCSTR Title);
AMP2HIP_WINDOWS_API BOOL SetConsoleTitleW(LPCWSTR Title);
AMP2HIP_WINDOWS_API DWORD GetLastError();
AMP2HIP_WINDOWS_API void OutputDebugStringA(LPCSTR Text);
AMP2HIP_WINDOWS_API void OutputDebugStringW(LPCWSTR Text);

#endif // AMP2HIP_PARSE_WINDOWS_H
