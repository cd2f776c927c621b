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
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU)) // amp2hip: restrict(amp) overload (nvcc: device pass; the CPU platform has the restrict(cpu) one only)
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
// CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
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

// The same for templates (the suite's ControlFlow tests: a cpu template of
// two parameters beside an amp template of three): a host template's calls
// are checked in nvcc's device pass too.
template <typename T> int sum(T *a, T *b) restrict(cpu) { return a[0] + b[0]; }
// CHECK-NOT: #if
// CHECK: template <typename T> int sum(T *a, T *b) { return a[0] + b[0]; }
template <typename T> T sum(T x, T y, T z) restrict(amp) { return x + y + z; }
// CHECK-NOT: #if
// CHECK: template <typename T> __device__ T sum(T x, T y, T z) { return x + y + z; }
int useSum(int x) restrict(amp) { return sum<int>(x, x, x); }
// CHECK: __device__ int useSum(int x) { return sum<int>(x, x, x); }

// Arities that meet through a default argument or a pack may clash: guarded.
int scale(int x, int y = 2) restrict(cpu) { return x * y; }
// CHECK: #if !defined(__CUDA_ARCH__)
// CHECK-NEXT: int scale(int x, int y = 2) { return x * y; }
// CHECK-NEXT: #endif
int scale(int x) restrict(amp) { return x; }
// CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
// CHECK-NEXT: __device__ int scale(int x) { return x; }
// CHECK-NEXT: #endif
template <typename... Ts> int count(Ts...) restrict(cpu) { return sizeof...(Ts); }
// CHECK: #if !defined(__CUDA_ARCH__)
// CHECK-NEXT: template <typename... Ts> int count(Ts...) { return sizeof...(Ts); }
// CHECK-NEXT: #endif
int count(int a, int b, int c, int d) restrict(amp) { return a + b + c + d; }
// CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
// CHECK-NEXT: __device__ int count(int a, int b, int c, int d) { return a + b + c + d; }
// CHECK-NEXT: #endif

// Constructors, operators and conversion functions overloaded by restriction
// are guarded the same way; a call from restrict(amp, cpu) code resolved to
// the cpu side (Clang resolves on the host side) has the amp side too, so it
// is not AMP2HIP-E0011.
struct Other {};
struct Sided {
  int m;
  Sided() restrict(cpu) : m(2) {}
  // CHECK: #if !defined(__CUDA_ARCH__)
  // CHECK-NEXT: Sided() : m(2) {}
  // CHECK-NEXT: #endif
  Sided() restrict(amp) : m(1) {}
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
  // CHECK-NEXT: __device__ Sided() : m(1) {}
  // CHECK-NEXT: #endif
  Sided &operator=(const Sided &o) restrict(cpu) { m = 0; return *this; }
  // CHECK: #if !defined(__CUDA_ARCH__)
  // CHECK-NEXT: Sided &operator=(const Sided &o) { m = 0; return *this; }
  // CHECK-NEXT: #endif
  Sided &operator=(const Sided &o) restrict(amp) { m = o.m; return *this; }
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
  // CHECK-NEXT: __device__ Sided &operator=(const Sided &o) { m = o.m; return *this; }
  // CHECK-NEXT: #endif
  operator Other() restrict(amp) { return Other(); }
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
  // CHECK-NEXT: __device__ operator Other() { return Other(); }
  // CHECK-NEXT: #endif
  operator Other() restrict(cpu) { return Other(); }
  // CHECK: #if !defined(__CUDA_ARCH__)
  // CHECK-NEXT: operator Other() { return Other(); }
  // CHECK-NEXT: #endif
  ~Sided() restrict(amp, cpu) {}
  // CHECK-NOT: #if
  // CHECK: __host__ __device__ ~Sided() {}
};
int useSided() restrict(amp, cpu) {
  Sided a, b;
  a = b;
  Other o = a;
  return a.m;
}
