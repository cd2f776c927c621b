//===- conio.h - MS-DOS console I/O for parsing ---------------------------===//
// Part of amp2hip, used ONLY to parse programs written for Windows: the
// runtime's <amp2hip/conio.h> (_getch, _kbhit...), parsed as it is built
// (runtime/include/amp2hip/detail/windows_api.def maps the header).
#include <amp2hip/conio.h>
