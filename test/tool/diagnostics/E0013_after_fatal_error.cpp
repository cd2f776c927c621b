// A Windows-only library's include is AMP2HIP-E0013 even when a fatal error
// follows (here a missing header that is not a Windows-only library's, which
// is shown: fatal errors are never counted away). Clang shows nothing after
// a fatal error; the E0013 used to be dropped with the rest, and the input
// failed with no error at all (exit status 1, "translation failed").
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: not test -e %t.out
#include <afxwin.h>
// CHECK-DAG: E0013_after_fatal_error.cpp:[[@LINE-1]]:10: error: 'afxwin.h' is MFC, a Windows-only library with no portable counterpart; amp2hip cannot translate a program that uses it: a portable GUI toolkit (Qt, wxWidgets) or a console front end [AMP2HIP-E0013]
#include <strsafe.h>
// CHECK-DAG: E0013_after_fatal_error.cpp:[[@LINE-1]]:10: fatal error: 'strsafe.h' file not found
int main() {}
// CHECK-NOT: [AMP2HIP-E0001]
