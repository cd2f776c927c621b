// A crash inside Clang while parsing the input (a Clang bug that malformed
// input can trigger; the fuzzer found one in Sema's lambda captures) is
// reported as this file's AMP2HIP-E0001 error with exit status 1, and no
// output is written: amp2hip itself does not crash. The stack of the crash
// is printed first, for the bug report; the process then ends without the
// exit-time handlers, so that a sanitized build's leak check does not report
// the memory of the parse the crash abandoned. Clang's own debugging pragma
// stands in for the bug here.
// RUN: rm -f %t.out
// RUN: not %amp2hip %s -o %t.out > %t.stdout 2> %t.stderr
// RUN: FileCheck %s --implicit-check-not=LeakSanitizer < %t.stderr
// RUN: count 0 < %t.stdout
// RUN: not test -e %t.out
#include <amp.h>
#pragma clang __debug crash
int main() { return 0; }
// CHECK: PLEASE report this to amp2hip's maintainers with the input file, its command line and this stack dump.
// CHECK: Stack dump:
// CHECK: clang::Preprocessor::HandlePragmaDirective
// CHECK: E0001_clang_crash.cpp: error: Clang stopped with an internal error (a crash) while parsing this file; this is a bug in Clang or amp2hip, not in the input: please report it with the file. Nothing was translated [AMP2HIP-E0001]
// CHECK: translation failed; no output written
