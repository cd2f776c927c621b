// Restriction overloads of constructors, operators and conversion functions
// (C++ AMP v1.2 §2.3.2): nvcc rejects two members of one signature that
// differ only in __host__/__device__ ("invalid redeclaration"), so each side
// is kept to its nvcc pass, as for named functions (restriction_overloads.cpp).
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>

struct Meters {
  float v;
};

struct Cell {
  int n;
  Cell() restrict(cpu) : n(1) {}
  // CHECK: #if !defined(__CUDA_ARCH__) // amp2hip: restrict(cpu) overload (nvcc: host pass)
  // CHECK-NEXT: Cell() : n(1) {}
  // CHECK-NEXT: #endif
  Cell() restrict(amp) : n(2) {}
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU)) // amp2hip: restrict(amp) overload (nvcc: device pass; the CPU platform has the restrict(cpu) one only)
  // CHECK-NEXT: __device__ Cell() : n(2) {}
  // CHECK-NEXT: #endif
  Cell(const Cell &o) restrict(cpu);
  // CHECK: #if !defined(__CUDA_ARCH__)
  // CHECK-NEXT: Cell(const Cell &o);
  // CHECK-NEXT: #endif
  Cell(const Cell &o) restrict(amp) : n(o.n + 20) {}
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
  // CHECK-NEXT: __device__ Cell(const Cell &o) : n(o.n + 20) {}
  // CHECK-NEXT: #endif
  Cell &operator=(const Cell &o) restrict(cpu) { n = o.n + 100; return *this; }
  // CHECK: #if !defined(__CUDA_ARCH__)
  // CHECK-NEXT: Cell &operator=(const Cell &o) { n = o.n + 100; return *this; }
  // CHECK-NEXT: #endif
  Cell &operator=(const Cell &o) restrict(amp) { n = o.n + 200; return *this; }
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
  // CHECK-NEXT: __device__ Cell &operator=(const Cell &o) { n = o.n + 200; return *this; }
  // CHECK-NEXT: #endif
  int operator[](int i) const restrict(cpu) { return n + i; }
  // CHECK: #if !defined(__CUDA_ARCH__)
  // CHECK-NEXT: int operator[](int i) const { return n + i; }
  // CHECK-NEXT: #endif
  int operator[](int i) const restrict(amp) { return n - i; }
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
  // CHECK-NEXT: __device__ int operator[](int i) const { return n - i; }
  // CHECK-NEXT: #endif
  operator Meters() const restrict(cpu);
  // CHECK: #if !defined(__CUDA_ARCH__)
  // CHECK-NEXT: operator Meters() const;
  // CHECK-NEXT: #endif
  operator Meters() const restrict(amp) { return Meters{2.0f * n}; }
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
  // CHECK-NEXT: __device__ operator Meters() const { return Meters{2.0f * n}; }
  // CHECK-NEXT: #endif
  // One side only: an ordinary member, not guarded.
  explicit operator bool() const restrict(amp) { return n != 0; }
  // CHECK-NOT: #if
  // CHECK: __device__ explicit operator bool() const { return n != 0; }
};

// Out-of-class definitions get the guard of their declaration's side.
Cell::Cell(const Cell &o) restrict(cpu) : n(o.n + 10) {}
// CHECK: #if !defined(__CUDA_ARCH__)
// CHECK-NEXT: Cell::Cell(const Cell &o) : n(o.n + 10) {}
// CHECK-NEXT: #endif
Cell::operator Meters() const restrict(cpu) { return Meters{1.0f * n}; }
// CHECK: #if !defined(__CUDA_ARCH__)
// CHECK-NEXT: Cell::operator Meters() const { return Meters{1.0f * n}; }
// CHECK-NEXT: #endif

// Copy constructors and assignment operators of different parameter types
// are ordinary overloads to nvcc; the implicit members of classes built on
// them (Wrapped below) are derived from both, in both passes: not guarded.
struct Source {
  Source() restrict(cpu, amp) {}
  Source(Source &) restrict(cpu) {}
  // CHECK-NOT: #if
  // CHECK: Source(Source &) {}
  Source(const Source &) restrict(amp) {}
  // CHECK-NOT: #if
  // CHECK: __device__ Source(const Source &) {}
  Source(const Source &, int) restrict(cpu) {}
  // CHECK-NOT: #if
  // CHECK: Source(const Source &, int) {}
};
struct Wrapped : Source {};

// A call that could go to either (a default argument meets the other's
// arity, with the same first parameter): guarded.
struct Counted {
  Counted() restrict(cpu, amp) {}
  Counted(const Counted &, int = 0) restrict(cpu) {}
  // CHECK: #if !defined(__CUDA_ARCH__)
  // CHECK-NEXT: Counted(const Counted &, int = 0) {}
  // CHECK-NEXT: #endif
  Counted(const Counted &) restrict(amp) {}
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
  // CHECK-NEXT: __device__ Counted(const Counted &) {}
  // CHECK-NEXT: #endif
};

// Conversion functions of a class template: `operator T()` becomes
// `operator Meters()` in Convert<Meters>, so it clashes with the cpu one;
// an amp conversion template may be chosen for any type.
template <typename T> struct Convert {
  operator Meters() const restrict(cpu) { return Meters{1.0f}; }
  // CHECK: #if !defined(__CUDA_ARCH__)
  // CHECK-NEXT: operator Meters() const { return Meters{1.0f}; }
  // CHECK-NEXT: #endif
  operator T() const restrict(amp) { return T{}; }
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
  // CHECK-NEXT: __device__ operator T() const { return T{}; }
  // CHECK-NEXT: #endif
};
struct AnyTarget {
  operator int() const restrict(cpu) { return 1; }
  // CHECK: #if !defined(__CUDA_ARCH__)
  // CHECK-NEXT: operator int() const { return 1; }
  // CHECK-NEXT: #endif
  template <typename U> operator U() const restrict(amp) { return U(2); }
  // CHECK: #if defined(__CUDA_ARCH__) || (!defined(__NVCC__) && !defined(AMP2HIP_PLATFORM_CPU))
  // CHECK-NEXT: template <typename U> __device__ operator U() const { return U(2); }
  // CHECK-NEXT: #endif
};

// restrict(amp, cpu) code calls the cpu overload in Clang's (host) parse and
// the amp one on the GPU: no AMP2HIP-E0011 for it.
int use(const Cell &c, const Convert<Meters> &m, const AnyTarget &a)
    restrict(amp, cpu) {
  Cell copy(c);
  Meters x = c;
  Meters y = m;
  int z = a;
  return copy[1] + static_cast<int>(x.v + y.v) + z;
}
// CHECK: __host__ __device__ int use(
