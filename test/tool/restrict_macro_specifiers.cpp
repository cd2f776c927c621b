// The specifiers of a restriction may come from macros, which MSVC expands
// (`restrict(AMP_RESTRICTION)` with AMP_RESTRICTION defined as `amp` or
// `cpu,amp`, in the program or on the command line): amp2hip reads them after
// expansion, not as an unknown specifier named after the macro.
// RUN: %amp2hip %s -- -DCOMMAND_LINE=amp | %nochecks | FileCheck %s
#include <amp.h>
#define ONLY_AMP amp
#define BOTH_SIDES cpu, amp
#define ONLY_CPU cpu

int f(int x) restrict(ONLY_AMP) { return x; }
int g(int x) restrict(BOTH_SIDES) { return x; }
int h(int x) restrict(amp, ONLY_CPU) { return x; }
int k(int x) restrict(COMMAND_LINE) { return x; }

// CHECK: __device__ int f(int x) { return x; }
// CHECK-NEXT: __host__ __device__ int g(int x) { return x; }
// CHECK-NEXT: __host__ __device__ int h(int x) { return x; }
// CHECK-NEXT: __device__ int k(int x) { return x; }
