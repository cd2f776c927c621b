// A Windows-only library's include is AMP2HIP-E0013 whatever Clang's error
// limit (-ferror-limit, 20 by default): the errors that follow the include
// are counted, not shown, and do not count towards the limit, whose fatal
// "too many errors emitted" used to silence the E0013 too (exit status 1 and
// not one error shown). Here the header is not used and the errors are the
// program's own; they are counted all the same.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=3 2> %t.err3
// RUN: FileCheck %s < %t.err3
// RUN: not test -e %t.out
#include <d3d11.h>
// CHECK: E0013_error_limit.cpp:[[@LINE-1]]:10: error: 'd3d11.h' is Direct3D 11, {{.*}} (25 Clang error(s) in code that uses Windows-only libraries were not shown) [AMP2HIP-E0013]
// CHECK-NOT: too many errors
// CHECK-NOT: undeclared
int v1 = undeclared1;
int v2 = undeclared2;
int v3 = undeclared3;
int v4 = undeclared4;
int v5 = undeclared5;
int v6 = undeclared6;
int v7 = undeclared7;
int v8 = undeclared8;
int v9 = undeclared9;
int v10 = undeclared10;
int v11 = undeclared11;
int v12 = undeclared12;
int v13 = undeclared13;
int v14 = undeclared14;
int v15 = undeclared15;
int v16 = undeclared16;
int v17 = undeclared17;
int v18 = undeclared18;
int v19 = undeclared19;
int v20 = undeclared20;
int v21 = undeclared21;
int v22 = undeclared22;
int v23 = undeclared23;
int v24 = undeclared24;
int v25 = undeclared25;
int main() {}
