// Clang takes a restriction specifier's attributes only where a declarator
// may end, but C++ AMP v1.2 §2.1 places the specifier before the exception
// specification and the trailing return type. Before the parse, such a
// specifier moves in front of the declarator's name (the output shows it
// there), also when it comes through a macro; in a pointer-to-function or
// abstract (type-id) declarator, where Clang takes no attribute at all,
// `restrict(cpu)` is dropped: it is what a function type is without one.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// The specifier is kept, not lost: a restrict(cpu) function with a trailing
// return type is still not callable from amp code.
// RUN: %not %amp2hip %s -- -DCALL_CPU_FROM_AMP 2>&1 | FileCheck %s --check-prefix=CPU
#include <amp.h>
using namespace concurrency;
#define SPEC_AMP restrict(amp)
#define NOTHROW throw()

template <typename T> struct S {};

auto twice(int v) restrict(amp) -> int { return v + v; }
// CHECK: {{^}}__device__ auto twice(int v) -> int { return v + v; }
auto half(int v) SPEC_AMP -> int { return v / 2; }
// CHECK: {{^}}__device__ auto half(int v) -> int { return v / 2; }
int third(int v) restrict(amp) noexcept { return v / 3; }
// CHECK: {{^}}__device__ int third(int v) noexcept { return v / 3; }
int quarter(int v) restrict(cpu) NOTHROW { return v / 4; }
// CHECK: {{^}}int quarter(int v) NOTHROW { return v / 4; }
auto host_only(int v) restrict(cpu) -> int { return v; }
// CHECK: {{^}}auto host_only(int v) -> int { return v; }

// After the exception specification (MSVC accepts it there too) the
// specifier stays where it is.
int fifth(int v) noexcept restrict(amp) { return v / 5; }
// CHECK: {{^}}__device__ int fifth(int v) noexcept { return v / 5; }
int sixth(int v) throw() restrict(cpu) { return v / 6; }
// CHECK: {{^}}int sixth(int v) throw() { return v / 6; }

struct Ops {
  auto get(int v) const restrict(amp) -> int { return v; }
  // CHECK: {{^}}  __device__ auto get(int v) const -> int { return v; }
  int put(int v) restrict(cpu) throw() { return v; }
  // CHECK-NEXT: {{^}}  int put(int v) throw() { return v; }
};

template <const int (*F)(int) restrict(cpu) throw()> int call(int a) { return F(a); }
// CHECK: {{^}}template <const int (*F)(int){{ +}}throw()> int call(int a) { return F(a); }
template struct S<int (*)(int) restrict(cpu) throw()>;
// CHECK-NEXT: {{^}}template struct S<int (*)(int){{ +}}throw()>;
template struct S<const int && (int) restrict(cpu)>;
// CHECK-NEXT: {{^}}template struct S<const int && (int){{ +}}>;

void kernel(array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    Ops o;
    a[i] = twice(a[i]) + half(a[i]) + third(a[i]) + fifth(a[i]) + o.get(1);
#ifdef CALL_CPU_FROM_AMP
    a[i] = host_only(a[i]);
    // CPU: :[[#@LINE-1]]:12: error: 'host_only' is called from amp code {{.*}}[AMP2HIP-E0011]
#endif
  });
}
