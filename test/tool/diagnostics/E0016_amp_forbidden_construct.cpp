// C++ AMP v1.2 §2.4.2/§2.4.3: amp-restricted code (restrict(amp) and
// restrict(amp, cpu) functions and lambdas, kernels and template
// instantiations included) may not recurse, be or call virtual functions,
// take `...`, have a dynamic exception specification, use dynamic_cast,
// typeid, goto, labels, try/catch/throw, asm, new or delete, declare static or
// thread_local locals, use variables of static storage duration other than
// constants read by value, or declare tile_static outside a tiled kernel.
// Each is AMP2HIP-E0016 at its line, and nothing is written. Host code and
// restrict(cpu) functions may do all of it.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E0016" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

int counter;
extern int external;
const int limit = 8;
const float scale = 2.0f;
static constexpr int table_size = 3;

struct Shape {
  static int instances;
  static const int sides = 4;
  virtual int area() const restrict(amp, cpu) { return 1; }
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:15: error: the virtual member function 'area' is not allowed in amp-restricted code: amp functions may not be virtual (C++ AMP v1.2 §2.4.2; MSVC error C3581) [AMP2HIP-E0016]
  int plain() const restrict(amp, cpu) { return 2; }
};
int Shape::instances;

int factorial(int n) restrict(amp) { return n <= 1 ? 1 : n * factorial(n - 1); }
// CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:62: error: the recursive call of 'factorial' is not allowed in amp-restricted code: amp functions may not call themselves, directly or through other amp functions (C++ AMP v1.2 §2.4.3.7) [AMP2HIP-E0016]
int is_odd(int n) restrict(amp);
int is_even(int n) restrict(amp) { return n == 0 ? 1 : is_odd(n - 1); }
// CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:56: error: the recursive call of 'is_odd'
int is_odd(int n) restrict(amp) { return n == 0 ? 0 : is_even(n - 1); }
// CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:55: error: the recursive call of 'is_even'
int sum_all(int n, ...) restrict(amp) { return n; }
// CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:5: error: the function 'sum_all' is not allowed in amp-restricted code: amp functions may not take a variable argument list ('...') (C++ AMP v1.2 §2.4.2; MSVC error C3581)
int no_throw() throw() restrict(amp) { return 0; }
// CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:5: error: the function 'no_throw' is not allowed in amp-restricted code: amp functions may not have a dynamic exception specification ('throw(...)')
// MSVC's throw(...) too (Clang's own error about it in C++17 comes as well).
int any_throw(int x) throw(...) restrict(amp) { return x; }
// CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:5: error: the function 'any_throw' is not allowed in amp-restricted code: amp functions may not have a dynamic exception specification

// Host code and restrict(cpu) functions may do all of it.
int host_factorial(int n) { return n <= 1 ? 1 : n * host_factorial(n - 1); }
int cpu_only(const Shape &s, int n, ...) restrict(cpu) {
  static int calls = 0;
  if (n < 0)
    goto fail;
  try {
    int *p = new int(counter + external + Shape::instances);
    delete p;
  } catch (...) {
  }
  return s.area() + ++calls + (typeid(s) == typeid(Shape));
fail:
  throw 1;
}

int statements(int x, const Shape &s) restrict(amp, cpu) {
  static int calls = 0;
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:14: error: the static local variable 'calls' is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.5; MSVC error C3586)
  static constexpr int two = 2;
  static const int three = 3;
  if (x < 0)
    goto done;
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:5: error: 'goto' is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.7; MSVC error C3593)
done:
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:1: error: the label 'done' is not allowed in amp-restricted code
  try {
    // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:3: error: 'try'/'catch' is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.7; MSVC error C3594)
    x++;
  } catch (...) {
  }
  if (x > 100)
    throw x;
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:5: error: 'throw' is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.7; MSVC error C3594)
  int *p = new int(1);
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:12: error: 'new' is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.7)
  delete p;
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:3: error: 'delete' is not allowed in amp-restricted code
  x += s.area();
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:10: error: the virtual call of 'area' is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.2)
  x += s.Shape::area() + s.plain();
  const Shape *d = dynamic_cast<const Shape *>(&s);
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:20: error: 'dynamic_cast' is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.7; MSVC error C3587)
  x += typeid(s) == typeid(Shape);
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:8: error: 'typeid' is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.7; MSVC error C3591)
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-2]]:21: error: 'typeid' is not allowed
  x += counter;
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:8: error: the use of the global variable 'counter' is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.2; MSVC error C3586)
  x += external + Shape::instances;
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:8: error: the use of the global variable 'external'
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-2]]:26: error: the use of the static data member 'instances'
  const int *where = &limit;
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:23: error: the use of the global variable 'limit'
  // Constants read by value, unevaluated operands and the static local
  // itself (reported at its declaration) are not reported.
  x += limit + (int)scale + table_size + Shape::sides + two + three + calls;
  x += sizeof(counter) + *where + (d != nullptr);
  return x;
}

int low_level(int x) restrict(amp) {
  asm("nop");
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:3: error: inline assembly is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.7)
  thread_local int per_thread = 0;
  // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:20: error: the thread_local variable 'per_thread' is not allowed in amp-restricted code
  return x;
}

template <typename T> T scaled(T t) restrict(amp) { return t * counter; }
// CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:64: error: the use of the global variable 'counter'

void kernels(array_view<int, 1> v) {
  static int host_static = 3;
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    tile_static int shared;
    // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:21: error: the tile_static variable 'shared' is not allowed in a kernel that is not tiled (its parameter is an index, not a tiled_index) (C++ AMP v1.2 §2.4.3.5.1)
    v[i] = scaled(1) + host_static;
    // CHECK-DAG: E0016_amp_forbidden_construct.cpp:[[@LINE-1]]:24: error: the use of the static local 'host_static'
  });
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int shared;
    shared = table_size;
    v[t.global] = shared;
  });
  host_static += counter;
}

int main() { return 0; }
