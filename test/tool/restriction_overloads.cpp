// Overloading by restriction (C++ AMP v1.2 §2.3.2): Clang resolves each call
// by its context; nvcc cannot overload on __host__/__device__, so each side
// of an overloaded name is kept to its nvcc pass with #if. restrict(amp, cpu)
// functions and names with one side only are not guarded.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>

struct Tagged {
  int tag;
  void stamp() restrict(cpu);
  // CHECK: #if !defined(__CUDA_ARCH__) // amp2hip: restrict(cpu) overload (nvcc: host pass)
  // CHECK-NEXT: void stamp();
  // CHECK-NEXT: #endif
  void stamp() restrict(amp) { tag = 7; }
  // CHECK: #if defined(__CUDA_ARCH__) || !defined(__NVCC__) // amp2hip: restrict(amp) overload (nvcc: device pass)
  // CHECK-NEXT: __device__ void stamp() { tag = 7; }
  // CHECK-NEXT: #endif
  explicit Tagged(int x) restrict(amp, cpu) : tag(x) { stamp(); }
  // CHECK-NOT: #if
  // CHECK: __host__ __device__ explicit Tagged(int x) : tag(x) { stamp(); }
};
void Tagged::stamp() restrict(cpu) { tag = 3; }
// CHECK: #if !defined(__CUDA_ARCH__)
// CHECK-NEXT: void Tagged::stamp() { tag = 3; }
// CHECK-NEXT: #endif

template <typename T> int kind(T) restrict(cpu) { return 10; }
// CHECK: #if !defined(__CUDA_ARCH__)
// CHECK-NEXT: template <typename T> int kind(T) { return 10; }
// CHECK-NEXT: #endif
int kind(float) restrict(amp) { return 20; }
// CHECK: #if defined(__CUDA_ARCH__) || !defined(__NVCC__)
// CHECK-NEXT: __device__ int kind(float) { return 20; }
// CHECK-NEXT: #endif

int single(int x) restrict(amp) { return x; }
// CHECK-NOT: #if
// CHECK: __device__ int single(int x) { return x; }

// Overloads of other arities are ordinary overloads: nvcc checks a device
// function's body in its host pass too, so both stay visible to both passes
// (the conformance suite's CalculateGroupSum).
int group(int *a, int *b) restrict(cpu) { return a[0] + b[0]; }
// CHECK-NOT: #if
// CHECK: int group(int *a, int *b) { return a[0] + b[0]; }
int group(int x, int y, int z) restrict(amp) { return x + y + z; }
// CHECK-NOT: #if
// CHECK: __device__ int group(int x, int y, int z) { return x + y + z; }
int useGroup(int x) restrict(amp) { return group(x, x, x); }
