// A member function of a local class in amp code is amp code (the AMP
// restriction rules apply to it), unless it has its own restriction
// specifier: `restrict(cpu)` there is host code, where `long long` is allowed
// (C++ AMP v1.2 §2.4.1; the suite's Exception_specification/Test.02).
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %not %amp2hip %s -- -DIMPLICIT 2>&1 | FileCheck %s --check-prefix=IMPLICIT
#include <amp.h>

int foo() restrict(amp, cpu) {
  struct A {
    // The two are restriction overloads (the exception specification is not
    // part of the signature), each kept to its nvcc pass.
    int h(void) restrict(cpu) throw() { long long x = 1; return (int)x; }
    // CHECK: {{^}}#if !defined(__CUDA_ARCH__) // amp2hip: restrict(cpu) overload
    // CHECK-NEXT: {{^}}int h(void) throw() { long long x = 1; return (int)x; }
    int h(void) restrict(amp) { return 2; }
    // CHECK: {{^}}#if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU)) // amp2hip: restrict(amp) overload
    // CHECK-NEXT: {{^}}__device__ int h(void) { return 2; }
  } a;
  return a.h();
}

#ifdef IMPLICIT
int bar() restrict(amp) {
  struct B {
    int g() { long long y = 3; return (int)y; }
    // IMPLICIT: :[[#@LINE-1]]:25: error: 'y' has a type that is not allowed in amp-restricted code: {{.*}} [AMP2HIP-E0014]
  } b;
  return b.g();
}
#endif

int main() { return foo() == 1 ? 0 : 1; }
