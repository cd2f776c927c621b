//===- amp2hip/conio.h - Portable subset of MSVC's <conio.h> ----*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated programs include in place of MSVC's <conio.h>
/// (docs/features/windows-portability.md): the console input functions that
/// C++ AMP programs call to wait for a key or to poll for one (the ant
/// colony and Floyd 2-opt demos: `if (_kbhit() != 0) toupper(_getch())`),
/// on a POSIX terminal (Microsoft Learn, "_getch, _getwch", "_kbhit"):
///
///  - _getch, getch: one character from standard input, without echo and
///    without waiting for Enter when it is a terminal; EOF (-1) at the end
///    of input;
///  - _getche: _getch with echo;
///  - _kbhit, kbhit: nonzero when a character (or the end of input) can be
///    read from standard input without waiting.
///
/// Terminal settings are changed only for the duration of one call and
/// restored before it returns. <termios.h> defines short macros (ECHO,
/// ICANON...): it is included here, not by <amp2hip/windows.h>.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CONIO_H
#define AMP2HIP_CONIO_H

#include <cstdio>
#include <iostream>

#include <sys/select.h>
#include <termios.h>
#include <unistd.h>

namespace amp2hip::detail {

/// Standard input in non-canonical mode (each key at once), with or without
/// echo, while it lives; nothing when standard input is not a terminal.
class raw_terminal {
public:
  explicit raw_terminal(bool Echo) {
    if (::tcgetattr(0, &Saved) != 0)
      return;
    Active = true;
    struct termios Raw = Saved;
    Raw.c_lflag &= ~static_cast<tcflag_t>(ICANON);
    if (!Echo)
      Raw.c_lflag &= ~static_cast<tcflag_t>(ECHO);
    Raw.c_cc[VMIN] = 1;
    Raw.c_cc[VTIME] = 0;
    ::tcsetattr(0, TCSANOW, &Raw);
  }
  ~raw_terminal() {
    if (Active)
      ::tcsetattr(0, TCSANOW, &Saved);
  }
  raw_terminal(const raw_terminal &) = delete;
  raw_terminal &operator=(const raw_terminal &) = delete;

private:
  struct termios Saved {};
  bool Active = false;
};

/// One byte of standard input, as MSVC's _getch / _getche return it (an
/// unsigned char value), or EOF; what the program wrote before is shown
/// first.
inline int console_read(bool Echo) {
  std::cout.flush();
  std::fflush(stdout);
  raw_terminal Mode(Echo);
  unsigned char Byte = 0;
  if (::read(0, &Byte, 1) != 1)
    return EOF;
  return Byte;
}

} // namespace amp2hip::detail

/// One character from standard input without echo (EOF at the end).
inline int _getch() { return amp2hip::detail::console_read(false); }
/// _getch's older name.
inline int getch() { return _getch(); }
/// One character from standard input, echoed (EOF at the end).
inline int _getche() { return amp2hip::detail::console_read(true); }

/// Nonzero when standard input can be read without waiting.
inline int _kbhit() {
  amp2hip::detail::raw_terminal Mode(false);
  fd_set Ready;
  FD_ZERO(&Ready);
  FD_SET(0, &Ready);
  struct timeval Now {};
  return ::select(1, &Ready, nullptr, nullptr, &Now) > 0 ? 1 : 0;
}
/// _kbhit's older name.
inline int kbhit() { return _kbhit(); }

#endif // AMP2HIP_CONIO_H
