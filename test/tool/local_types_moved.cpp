// Classes, enums and typedefs declared in the function around a kernel and
// named by the kernel (in its body, or in a captured variable's type) move
// to namespace scope, before the kernel, with their own edits applied: the
// outlined __global__ function could not name them inside the function.
// Declarations that cannot move keep AMP2HIP-E0005, with the reason.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %not %amp2hip %s -- -DSTAYS 2>&1 | FileCheck --check-prefix=STAYS %s
#include <amp.h>
using namespace concurrency;

// CHECK-LABEL: // amp2hip: moved from function 'in_body', where a kernel names it
// CHECK-NEXT: struct Pair {
// CHECK-NEXT:     float A, B;
// CHECK-NEXT:     __host__ __device__ float sum() const { return A + B; }
// CHECK-NEXT:   };
// CHECK-EMPTY:
// CHECK-NEXT: // amp2hip: moved from function 'in_body', where a kernel names it
// CHECK-NEXT: enum Channel { Red, Green };
// CHECK-EMPTY:
// CHECK-NEXT: // amp2hip: moved from function 'in_body', where a kernel names it
// CHECK-NEXT: typedef float real;
// CHECK-EMPTY:
void in_body(float *p) {
  struct Pair {
    float A, B;
    float sum() const restrict(amp, cpu) { return A + B; }
  };
  enum Channel { Red, Green };
  typedef float real;
  Pair host = {3.0f, 4.0f};
  array_view<float, 1> v(4, p);
  // CHECK-NEXT: // amp2hip: kernel of the parallel_for_each at local_types_moved.cpp:[[#@LINE+4]]:3
  // CHECK-NEXT: __global__ void amp2hip_kernel_in_body_[[#@LINE+3]](
  // CHECK-NEXT:     const amp2hip::detail::launch_domain<1> amp2hip_domain,
  // CHECK-NEXT:     const amp2hip::kernel_param_t<Pair> host,
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    Pair q = {1.0f, 2.0f};
    real r = q.sum() + host.A;
    v[i] = i[0] == Green ? r : 0.0f;
  });
}
// The declarations' lines are gone from the function.
// CHECK:      void in_body(float *p) {
// CHECK-NEXT:   Pair host = {3.0f, 4.0f};

// A captured array and array_view of a local class: the kernel's parameter
// types name it.
// CHECK-LABEL: // amp2hip: moved from function 'element_type', where a kernel names it
// CHECK-NEXT: class Foo {
// CHECK-NEXT:   public:
// CHECK-NEXT:     int r, g;
// CHECK-NEXT:   };
void element_type(int *d) {
  class Foo {
  public:
    int r, g;
  };
  array<Foo, 1> arr(4, reinterpret_cast<Foo *>(d));
  array_view<Foo, 1> av(arr);
  // CHECK:      __global__ void amp2hip_kernel_element_type_[[#@LINE+4]](
  // CHECK-NEXT:     const amp2hip::detail::launch_domain<1> amp2hip_domain,
  // CHECK-NEXT:     const amp2hip::read_only_param_t<Concurrency::array<Foo, 1>> arr,
  // CHECK-NEXT:     const amp2hip::kernel_param_t<Concurrency::array_view<Foo, 1>> av) {
  parallel_for_each(av.extent, [=, &arr](index<1> i) restrict(amp) {
    av[i].r = arr[i].g;
  });
}
// CHECK:      void element_type(int *d) {
// CHECK-NEXT:   array<Foo, 1> arr(4, reinterpret_cast<Foo *>(d));

// In a member function, the declaration moves before the class; a member
// named like it would take the function's uses of the name: it stays.
// CHECK-LABEL: // amp2hip: moved from function 'Solver::run', where a kernel names it
// CHECK-NEXT: struct Own { float a; };
// CHECK-EMPTY:
// CHECK-NEXT: // amp2hip: kernel of the parallel_for_each at local_types_moved.cpp:[[#@LINE+10]]:5
// CHECK:      class Solver {
class Solver {
public:
  typedef float value_type;
#ifdef STAYS
  struct Shadow {};
#endif
  void run(array_view<float, 1> v) {
    struct Own { float a; };
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      Own o = {1.0f};
      v[i] = o.a;
    });
#ifdef STAYS
    struct UsesMember { value_type b; };
    struct Shadow { int s; };
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      // STAYS: local_types_moved.cpp:[[@LINE-1]]:33: error: the kernel names 'UsesMember', which is declared inside the enclosing function; move it to namespace scope (amp2hip cannot move it: it names 'value_type', a member of 'Solver') [AMP2HIP-E0005]
      // STAYS: local_types_moved.cpp:[[@LINE-2]]:33: error: the kernel names 'Shadow', which is declared inside the enclosing function; move it to namespace scope (amp2hip cannot move it: the name is taken by a member of 'Solver') [AMP2HIP-E0005]
      UsesMember u = {2.0f};
      Shadow w = {1};
      v[i] = u.b + w.s;
    });
#endif
  }
};

#ifdef STAYS
struct Taken {
  int x;
};

void cannot_move(array_view<int, 1> v) {
  typedef int value;
  struct UsesLocal {
    value x;
  };
  struct Taken {
    int y;
  };
  struct WithVariable {
    int z;
  } made = {1};
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    // STAYS: local_types_moved.cpp:[[@LINE-1]]:31: error: the kernel names 'UsesLocal', which is declared inside the enclosing function; move it to namespace scope (amp2hip cannot move it: it names 'value', which is declared in the function too) [AMP2HIP-E0005]
    // STAYS: local_types_moved.cpp:[[@LINE-2]]:31: error: the kernel names 'Taken', which is declared inside the enclosing function; move it to namespace scope (amp2hip cannot move it: the name is taken at namespace scope) [AMP2HIP-E0005]
    UsesLocal a = {1};
    Taken b = {2};
    v[i] = a.x + b.y + made.z;
  });
}

void with_using(array_view<int, 1> v) {
  using namespace concurrency;
  struct Local {
    int x;
  };
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    // STAYS: local_types_moved.cpp:[[@LINE-1]]:31: error: the kernel names 'Local', which is declared inside the enclosing function; move it to namespace scope (amp2hip cannot move it: the function has using-declarations or using-directives that it may rely on) [AMP2HIP-E0005]
    Local l = {1};
    v[i] = l.x;
  });
}
#endif
