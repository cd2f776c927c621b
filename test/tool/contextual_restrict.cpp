// C++ AMP v1.2 §2.1: `restrict` is a restriction specifier only after a
// function or lambda declarator's parameter list (and its cv- and
// ref-qualifiers); anywhere else it is an ordinary identifier, also when a
// `(` follows it. Both kinds in one file: the identifiers stay `restrict` in
// the output, the specifiers (also through a macro) become CUDA/HIP
// execution spaces.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %amp2hip %s | %nochecks | FileCheck %s --check-prefix=STANDIN
// The parse-time stand-in for the identifier never reaches the output.
// STANDIN-NOT: {{__rest[r]_}}
#include <amp.h>
using namespace concurrency;
#define __GPU restrict(amp, cpu)

struct Foo {
  int data;
  explicit Foo(int d) __GPU : data(d) {}
  // CHECK: __host__ __device__ explicit Foo(int d) : data(d) {}
  int restrict() const __GPU { return data; }
  // CHECK-NEXT: __host__ __device__ int restrict() const { return data; }
};

class restrict {
public:
  int size;
  restrict() restrict(amp, cpu) : size(1) {}
  // CHECK: __host__ __device__ restrict() : size(1) {}
  restrict(int s) restrict(amp, cpu) : size(s) {}
  // CHECK-NEXT: __host__ __device__ restrict(int s) : size(s) {}
  ~restrict() restrict(amp, cpu) {}
  // CHECK-NEXT: __host__ __device__ ~restrict() {}
};

struct Holder {
  int restrict;
  Holder(int g) restrict(cpu) : restrict(g) {}
  // CHECK: {{^}}  Holder(int g) : restrict(g) {}
};

int restrict(int a) restrict(amp, cpu) { return a + 1; }
// CHECK: {{^}}__host__ __device__ int restrict(int a) { return a + 1; }

template <typename restrict> restrict twice(restrict v) { return v + v; }
// CHECK: {{^}}template <typename restrict> restrict twice(restrict v) { return v + v; }

int locals(int x) __GPU {
  Foo restrict(x);
  return restrict.data + restrict.restrict();
}
// CHECK: __host__ __device__ int locals(int x) {
// CHECK-NEXT: Foo restrict(x);
// CHECK-NEXT: return restrict.data + restrict.restrict();

int calls(int x) {
  if (x > 0)
    restrict(x);
  class restrict *p = new class restrict(x);
  int s = p->size;
  delete p;
  return ::restrict(x) + s + twice(x);
}
// CHECK: if (x > 0)
// CHECK-NEXT: restrict(x);
// CHECK-NEXT: class restrict *p = new class restrict(x);
// CHECK: return ::restrict(x) + s + twice(x);

// A call of the function named restrict in a kernel: the outlined kernel's
// copy of the body spells it as written.
void kernel(array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] = restrict(a[i]);
  });
}
// CHECK: __global__ void amp2hip_kernel_kernel_[[#@LINE-4]](
// CHECK: a[i] = restrict(a[i]);
