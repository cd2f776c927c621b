// restrict(cpu) on a pointer or reference to function, on a typedef of a
// function type, or in a type-id is what the function type is without a
// specifier (C++ AMP v1.2 §2.1.1; MSVC accepts it, the suite's
// Overloading_2/Test.33): amp2hip drops it before the parse, also when it
// comes through a macro, so that neither Clang nor the output (nvcc has no
// `restrict(...)`) sees it. restrict(amp) there stays an error.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %not %amp2hip %s -- -DAMP_POINTER 2>&1 | FileCheck %s --check-prefix=AMP
#include <amp.h>
#define CPU_ONLY restrict(cpu)
struct C {
  int f(int a) { return a; }
};
int g(int a) { return a; }
int h(int a) restrict(amp) { return a; }

typedef int unary(int) restrict(cpu);
// CHECK: {{^}}typedef int unary(int){{ +}};
typedef int (*unary_ptr)(int) CPU_ONLY;
// CHECK-NEXT: {{^}}typedef int (*unary_ptr)(int){{ +}};
int apply(int (*fn)(int) restrict(cpu), int v) { return fn(v); }
// CHECK-NEXT: {{^}}int apply(int (*fn)(int){{ +}}, int v) { return fn(v); }

int main() {
  int (*p)(int) restrict(cpu) = &g;
  // CHECK: {{^}}  int (*p)(int){{ +}}= &g;
  int (&r)(int) restrict(cpu) = g;
  // CHECK-NEXT: {{^}}  int (&r)(int){{ +}}= g;
  int (C::*pm)(int) CPU_ONLY = &C::f;
  // CHECK-NEXT: {{^}}  int (C::*pm)(int){{ +}}= &C::f;
  unary *u = &g;
  unary_ptr up = &g;
  C c;
#ifdef AMP_POINTER
  int (*ap)(int) restrict(amp) = &h;
  // AMP: :[[#@LINE-1]]:18: error: restrict(amp) on this variable: {{.*}} [AMP2HIP-E0019]
#endif
  return p(1) + r(1) + (c.*pm)(2) + u(3) + up(4) + apply(&g, 5);
}

// A conversion function's parameter list follows a type, not a name: its
// specifiers are kept and emitted as for any member function (the two
// overloads by restriction each in their nvcc pass).
struct Wrapped {
  unsigned v;
  operator unsigned int() const restrict(cpu) { return v; }
  // CHECK: #if !defined(__CUDA_ARCH__) // amp2hip: restrict(cpu) overload (nvcc: host pass)
  // CHECK-NEXT: {{^}}operator unsigned int() const { return v; }
  // CHECK-NEXT: #endif
  operator unsigned int() const restrict(amp) { return v + 1; }
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU)) // amp2hip: restrict(amp) overload (nvcc: device pass; the CPU platform has the restrict(cpu) one only)
  // CHECK-NEXT: {{^}}__device__ operator unsigned int() const { return v + 1; }
  // CHECK-NEXT: #endif
  operator const unsigned &() const restrict(amp, cpu) { return v; }
  // CHECK: {{^}}  __host__ __device__ operator const unsigned &() const { return v; }
};
