// restrict(amp) applies only to the declarator of a function, member function
// or lambda; C++ AMP has no pointers or references to amp-restricted functions
// (C++ AMP v1.2 §2.1.1, §2.3.1; MSVC error C3939). restrict(amp) written on a
// variable, parameter, data member or type name is AMP2HIP-E0019 at the
// restriction: on a local variable or a parameter Clang's CUDA check reports
// it first ("__device__ ... not allowed on non-static local variables", kept as
// a note), everywhere else amp2hip's own check does. restrict(cpu) alone on a
// pointer to function is an ordinary pointer to function (MSVC accepts it).
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

int ampOnly(int x) restrict(amp) { return x; }

int (*global)(int) restrict(amp);
// CHECK-DAG: E0019_restriction_on_variable.cpp:[[@LINE-1]]:20: error: restrict(amp) on the variable 'global': it applies only to the declarator of a function, member function or lambda, and C++ AMP has no pointers or references to amp-restricted functions (C++ AMP v1.2 §2.1.1, §2.3.1; MSVC error C3939) [AMP2HIP-E0019]
typedef int (*Callback)(int) restrict(amp, cpu);
// CHECK-DAG: E0019_restriction_on_variable.cpp:[[@LINE-1]]:30: error: restrict(amp) on the type name 'Callback'{{.*}}[AMP2HIP-E0019]

struct Holder {
  int (*member)(int) restrict(amp);
  // CHECK-DAG: E0019_restriction_on_variable.cpp:[[@LINE-1]]:22: error: restrict(amp) on the data member 'member'{{.*}}[AMP2HIP-E0019]
  int call(int x) restrict(amp) { return x; } // a member function: fine
};

int byReference(int (&fn)(int) restrict(amp)) { return 0; }
// CHECK-DAG: E0019_restriction_on_variable.cpp:[[@LINE-1]]:32: error: restrict(amp) on this variable{{.*}}[AMP2HIP-E0019]
// CHECK-DAG: E0019_restriction_on_variable.cpp:[[@LINE-2]]:32: note: Clang's CUDA diagnostic: __constant__, __device__, and __managed__ are not allowed on non-static local variables

int locals(int x) restrict(cpu) {
  int (*local)(int) restrict(amp) = nullptr;
  // CHECK-DAG: E0019_restriction_on_variable.cpp:[[@LINE-1]]:21: error: restrict(amp) on this variable{{.*}}[AMP2HIP-E0019]
  static int (*kept)(int) restrict(amp);
  // CHECK-DAG: E0019_restriction_on_variable.cpp:[[@LINE-1]]:27: error: restrict(amp) on the variable 'kept'{{.*}}[AMP2HIP-E0019]
  int (*cpuPointer)(int) restrict(cpu) = nullptr; // an ordinary pointer: fine
  auto lambda = [](int y) restrict(amp, cpu) { return y; }; // fine
  return lambda(x) + (local ? 1 : 0) + (cpuPointer ? 1 : 0);
}
