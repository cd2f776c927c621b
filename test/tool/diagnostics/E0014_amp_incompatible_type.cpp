// C++ AMP v1.2 §2.4.1: amp-restricted code (restrict(amp) and
// restrict(amp, cpu) functions and lambdas, kernels included) uses only
// amp-compatible types. Each declaration, parameter, result or cast that
// names another type is AMP2HIP-E0014 (MSVC error C3581) at its line, and
// nothing is written. Host code may use them.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E0014" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

short narrow(unsigned short s) restrict(amp) { return s; }
// CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:1: error: the result of 'narrow' has a type that is not allowed in amp-restricted code: 'short' is not an amp-compatible fundamental type (C++ AMP v1.2 §2.4.1; MSVC error C3581) [AMP2HIP-E0014]
// CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-2]]:29: error: the parameter 's' has a type {{.*}}'unsigned short' is not an amp-compatible fundamental type

struct Polymorphic {
  virtual int get() const restrict(amp, cpu) { return 1; }
};
struct WithByte {
  int value;
  char tag;
};
struct Bits {
  int low : 4;
};
enum class Small : char { A, B };

void host_code_may(char c, long double d, short s) { (void)c, (void)d, (void)s; }

int shared_rules(int x) restrict(amp, cpu) {
  long long wide = x;
  // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:13: error: 'wide' has a type {{.*}}'long long' is not an amp-compatible fundamental type
  return (int)wide;
}

void kernels(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    wchar_t w = 65;
    // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:13: error: 'w' has a type {{.*}}'wchar_t' is not an amp-compatible fundamental type
    volatile int flag = 0;
    // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:18: error: 'flag' has a type {{.*}}'volatile int' is volatile
    int *p = &v[i];
    int **pp = &p;
    // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:11: error: 'pp' has a type {{.*}}'int **' is a pointer to a pointer
    int (*fn)(int) = nullptr;
    // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:11: error: 'fn' has a type {{.*}}'int (*)(int)' is a pointer to a function
    Polymorphic poly;
    // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:17: error: 'poly' has a type {{.*}}'Polymorphic' has virtual member functions
    WithByte wb[2];
    // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:14: error: 'wb' has a type {{.*}}the member 'tag' of 'WithByte': 'char' is not an amp-compatible fundamental type
    Bits b;
    // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:10: error: 'b' has a type {{.*}}the member 'low' of 'Bits' is a bit-field
    Small sm = Small::A;
    // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:11: error: 'sm' has a type {{.*}}the enumeration 'Small' has the underlying type 'char'
    v[i] = (unsigned char)*p + **pp + w + flag;
    // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:12: error: the cast has a type {{.*}}'unsigned char' is not an amp-compatible fundamental type
    (void)fn, (void)poly, (void)wb, (void)b, (void)sm;
  });
}

// A template is checked in each instantiation, at the template's line.
template <typename T> T twice(T x) restrict(amp) {
  // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:23: error: the result of 'twice' {{.*}}'char'
  // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-2]]:33: error: the parameter 'x' {{.*}}'char'
  T y = x + x;
  // CHECK-DAG: E0014_amp_incompatible_type.cpp:[[@LINE-1]]:5: error: 'y' has a type {{.*}}'char' is not
  return y;
}
void instantiate(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = twice(v[i]) + twice('a');
  });
}
