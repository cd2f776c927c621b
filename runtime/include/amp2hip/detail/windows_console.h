//===- amp2hip/detail/windows_console.h - The Win32 console API -*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What C++ AMP programs use of the Win32 console API (Microsoft Learn,
/// "Console functions"), on a POSIX terminal: the "Using Tiles" document
/// colours each tile with SetConsoleTextAttribute(GetStdHandle(
/// STD_OUTPUT_HANDLE), 4) and sizes its window with
/// SetConsoleScreenBufferSize and SetConsoleWindowInfo.
///
///  - GetStdHandle: a handle for file descriptor 0, 1 or 2;
///  - SetConsoleTextAttribute: the attribute's colours as ANSI SGR escape
///    sequences (FOREGROUND_RED -> ESC[31m, FOREGROUND_INTENSITY -> the
///    bright colours, BACKGROUND_* -> ESC[4Xm; light grey on black, the
///    console's default, -> the terminal's default colours), written to the
///    stream in order with what the program wrote before;
///  - SetConsoleCursorPosition: ESC[row;colH; SetConsoleTitleA/W: the
///    terminal's title (OSC 0);
///  - GetConsoleScreenBufferInfo: the terminal's size (TIOCGWINSZ) and the
///    last attribute set;
///  - SetConsoleScreenBufferSize, SetConsoleWindowInfo: a terminal's size is
///    its user's: no effect, TRUE;
///  - GetLastError, SetLastError: the calling thread's last error of these
///    functions (ERROR_INVALID_HANDLE, ERROR_SUCCESS);
///  - OutputDebugStringA/W: debugger output, which Windows discards when no
///    debugger listens: discarded, or written to stderr when the
///    environment variable AMP2HIP_DEBUG_OUTPUT is set (to anything but 0).
///
/// As on Windows, where a redirected handle is not a console, the console
/// functions fail (FALSE, ERROR_INVALID_HANDLE) on a descriptor that is not
/// a terminal, and write nothing: a program's redirected output has no
/// escape sequences. AMP2HIP_CONSOLE_COLORS=1 in the environment writes
/// them to any stream (as CLICOLOR_FORCE does for other tools).
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_DETAIL_WINDOWS_CONSOLE_H
#define AMP2HIP_DETAIL_WINDOWS_CONSOLE_H

#include "windows_base.h"
#include "windows_text.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include <sys/ioctl.h>
#include <unistd.h>

// 32 bits as on Windows (long is 64 bits on Linux): a failure code has the
// sign bit set. E_FAIL is 0x80004005.
typedef std::int32_t HRESULT;
#define S_OK ((HRESULT)0)
#define E_FAIL ((HRESULT)(-0x7FFFBFFB))
#define SUCCEEDED(hr) (((HRESULT)(hr)) >= 0)
#define FAILED(hr) (((HRESULT)(hr)) < 0)
#define ERROR_SUCCESS 0L
#define ERROR_INVALID_HANDLE 6L
#define INVALID_HANDLE_VALUE ((HANDLE)(std::intptr_t)-1)
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

namespace amp2hip::detail {

/// The calling thread's last error (GetLastError).
inline DWORD &last_error() {
  thread_local DWORD Error = ERROR_SUCCESS;
  return Error;
}

/// The console's current attribute (GetConsoleScreenBufferInfo): light
/// grey on black until SetConsoleTextAttribute changes it.
inline WORD &console_attribute() {
  static WORD Attribute = FOREGROUND_RED | FOREGROUND_GREEN | FOREGROUND_BLUE;
  return Attribute;
}

/// GetStdHandle's handles: descriptor 0, 1, 2 plus 16, never null nor
/// INVALID_HANDLE_VALUE.
constexpr std::uintptr_t console_handle_base = 16;

/// The descriptor of \p Console (0, 1, 2), or -1 for another handle.
inline int console_descriptor(HANDLE Console) {
  auto Value = reinterpret_cast<std::uintptr_t>(Console);
  if (Value < console_handle_base || Value > console_handle_base + 2)
    return -1;
  return static_cast<int>(Value - console_handle_base);
}

/// True if \p Name is set in the environment to something other than "0".
inline bool environment_flag(const char *Name) {
  const char *Value = std::getenv(Name);
  return Value != nullptr && *Value != '\0' && std::strcmp(Value, "0") != 0;
}

/// The descriptor of \p Console if it is a terminal (or
/// AMP2HIP_CONSOLE_COLORS is set and it is 1 or 2); else -1 with
/// ERROR_INVALID_HANDLE, as a handle that is not a console on Windows.
inline int console_terminal(HANDLE Console) {
  int Fd = console_descriptor(Console);
  if (Fd < 0 || !(::isatty(Fd) ||
                  (Fd > 0 && environment_flag("AMP2HIP_CONSOLE_COLORS")))) {
    last_error() = ERROR_INVALID_HANDLE;
    return -1;
  }
  last_error() = ERROR_SUCCESS;
  return Fd;
}

/// Writes \p Text to descriptor \p Fd's stream after what the program wrote
/// there before (std::cout or std::cerr and stdio share the order).
inline void console_write(int Fd, const std::string &Text) {
  std::FILE *Stream = Fd == 2 ? stderr : stdout;
  if (Fd == 2)
    std::cerr.flush();
  else
    std::cout.flush();
  std::fputs(Text.c_str(), Stream);
  std::fflush(Stream);
}

/// The ANSI colour (0-7, red 1, green 2, blue 4) of a Windows attribute's
/// three colour bits \p Bits (blue 1, green 2, red 4).
constexpr int ansi_colour(unsigned Bits) {
  return ((Bits & 4) ? 1 : 0) | (Bits & 2) | ((Bits & 1) ? 4 : 0);
}

/// The SGR escape sequence of Windows attribute \p Attributes: foreground
/// 30-37 (90-97 with FOREGROUND_INTENSITY), background 40-47 (100-107 with
/// BACKGROUND_INTENSITY); light grey and black, the console's defaults,
/// are the terminal's default colours (39, 49).
inline std::string sgr_sequence(WORD Attributes) {
  unsigned Foreground = Attributes & 7, Background = (Attributes >> 4) & 7;
  bool BrightForeground = Attributes & FOREGROUND_INTENSITY;
  bool BrightBackground = Attributes & BACKGROUND_INTENSITY;
  int Fg = BrightForeground  ? 90 + ansi_colour(Foreground)
           : Foreground == 7 ? 39
                             : 30 + ansi_colour(Foreground);
  int Bg = BrightBackground  ? 100 + ansi_colour(Background)
           : Background == 0 ? 49
                             : 40 + ansi_colour(Background);
  return "\x1b[" + std::to_string(Fg) + ";" + std::to_string(Bg) + "m";
}

} // namespace amp2hip::detail

/// A handle for standard input, output or error (STD_INPUT_HANDLE...), or
/// INVALID_HANDLE_VALUE with ERROR_INVALID_HANDLE for another value.
inline HANDLE GetStdHandle(DWORD StdHandle) {
  int Fd = StdHandle == STD_INPUT_HANDLE    ? 0
           : StdHandle == STD_OUTPUT_HANDLE ? 1
           : StdHandle == STD_ERROR_HANDLE  ? 2
                                            : -1;
  if (Fd < 0) {
    amp2hip::detail::last_error() = ERROR_INVALID_HANDLE;
    return INVALID_HANDLE_VALUE;
  }
  return reinterpret_cast<HANDLE>(amp2hip::detail::console_handle_base + Fd);
}

/// The colours of \p Attributes (FOREGROUND_*, BACKGROUND_*) for what is
/// written to \p Console from now on, as an SGR escape sequence; FALSE
/// when \p Console is not a terminal.
inline BOOL SetConsoleTextAttribute(HANDLE Console, WORD Attributes) {
  int Fd = amp2hip::detail::console_terminal(Console);
  if (Fd < 1)
    return FALSE;
  amp2hip::detail::console_attribute() = Attributes;
  amp2hip::detail::console_write(Fd, amp2hip::detail::sgr_sequence(Attributes));
  return TRUE;
}

/// Moves the cursor of \p Console to column \p Position.X, row
/// \p Position.Y (from 0); FALSE when \p Console is not a terminal.
inline BOOL SetConsoleCursorPosition(HANDLE Console, COORD Position) {
  int Fd = amp2hip::detail::console_terminal(Console);
  if (Fd < 1 || Position.X < 0 || Position.Y < 0)
    return FALSE;
  amp2hip::detail::console_write(Fd, "\x1b[" + std::to_string(Position.Y + 1) +
                                         ";" + std::to_string(Position.X + 1) +
                                         "H");
  return TRUE;
}

/// \p Console's size in characters (the terminal's, TIOCGWINSZ; 80 x 25 if
/// it does not say), a cursor at (0, 0) and the last attribute set; FALSE
/// when \p Console is not a terminal.
inline BOOL GetConsoleScreenBufferInfo(HANDLE Console,
                                       PCONSOLE_SCREEN_BUFFER_INFO Info) {
  int Fd = amp2hip::detail::console_terminal(Console);
  if (Fd < 0 || Info == nullptr)
    return FALSE;
  SHORT Columns = 80, Rows = 25;
  struct winsize Size {};
  if (::ioctl(Fd, TIOCGWINSZ, &Size) == 0 && Size.ws_col > 0 &&
      Size.ws_row > 0) {
    Columns = static_cast<SHORT>(Size.ws_col);
    Rows = static_cast<SHORT>(Size.ws_row);
  }
  Info->dwSize = {Columns, Rows};
  Info->dwCursorPosition = {0, 0};
  Info->wAttributes = amp2hip::detail::console_attribute();
  Info->srWindow = {0, 0, static_cast<SHORT>(Columns - 1),
                    static_cast<SHORT>(Rows - 1)};
  Info->dwMaximumWindowSize = {Columns, Rows};
  return TRUE;
}

/// A terminal's size is its user's: no effect; TRUE for a terminal, FALSE
/// otherwise.
inline BOOL SetConsoleScreenBufferSize(HANDLE Console, COORD) {
  return amp2hip::detail::console_terminal(Console) >= 0 ? TRUE : FALSE;
}
inline BOOL SetConsoleWindowInfo(HANDLE Console, BOOL, const SMALL_RECT *) {
  return amp2hip::detail::console_terminal(Console) >= 0 ? TRUE : FALSE;
}

/// The terminal's title (OSC 0), when standard output is a terminal; TRUE.
inline BOOL SetConsoleTitleA(LPCSTR Title) {
  if (Title != nullptr && ::isatty(1))
    amp2hip::detail::console_write(1, std::string("\x1b]0;") + Title + "\x07");
  return TRUE;
}
inline BOOL SetConsoleTitleW(LPCWSTR Title) {
  if (Title == nullptr)
    return TRUE;
  return SetConsoleTitleA(amp2hip::detail::narrow_text(Title).c_str());
}

/// The calling thread's last error of the functions above.
inline DWORD GetLastError() { return amp2hip::detail::last_error(); }
inline void SetLastError(DWORD Error) { amp2hip::detail::last_error() = Error; }

/// Debugger output: discarded (Windows discards it when no debugger
/// listens), or written to stderr when AMP2HIP_DEBUG_OUTPUT is set.
inline void OutputDebugStringA(LPCSTR Text) {
  if (Text != nullptr &&
      amp2hip::detail::environment_flag("AMP2HIP_DEBUG_OUTPUT"))
    amp2hip::detail::console_write(2, Text);
}
inline void OutputDebugStringW(LPCWSTR Text) {
  if (Text != nullptr)
    OutputDebugStringA(amp2hip::detail::narrow_text(Text).c_str());
}

#endif // AMP2HIP_DETAIL_WINDOWS_CONSOLE_H
