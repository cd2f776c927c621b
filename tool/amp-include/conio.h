//===- conio.h - MS-DOS console I/O declarations for parsing --------------===//
// Part of amp2hip, used ONLY to parse programs written for Windows. Calls of
// these functions are reported as AMP2HIP-W0001.
#ifndef AMP2HIP_PARSE_CONIO_H
#define AMP2HIP_PARSE_CONIO_H
#define AMP2HIP_WINDOWS_API_CONIO __attribute__((annotate("amp2hip.windows_api")))
AMP2HIP_WINDOWS_API_CONIO int _getch();
AMP2HIP_WINDOWS_API_CONIO int getch();
AMP2HIP_WINDOWS_API_CONIO int _kbhit();
AMP2HIP_WINDOWS_API_CONIO int kbhit();
AMP2HIP_WINDOWS_API_CONIO int _getche();
#endif
