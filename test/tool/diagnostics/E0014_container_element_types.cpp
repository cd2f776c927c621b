// The elements of an array or array_view live in accelerator memory and are
// used by amp code: their type must be amp-compatible and not a pointer
// (C++ AMP v1.2 §2.4.1, §5.1, §5.2; MSVC error C3581), in host code too.
// Reported at the variable, in every position (free functions, members,
// templates, lambdas); element sizes that are not a multiple of 4 bytes are
// the library's rule (AMP2HIP-E0015), not reported again here. Pointers to
// classes that are not amp-compatible, in amp code, are at the end.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Base { int m; };
struct VirtualBase : virtual Base { int n; };
struct Polymorphic { virtual int get() const { return 1; } int m; };
struct Wide { long long w; };
struct Plain { int a; float b; };

void host(std::vector<VirtualBase> &v, array<int, 1> &ints) {
  array<VirtualBase, 1> a(10);
  // CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:25: error: 'a' is an array whose element type is not amp-compatible: 'VirtualBase' has a virtual base class (C++ AMP v1.2 §2.4.1, §5.1, §5.2; MSVC error C3581) [AMP2HIP-E0014]
  array_view<VirtualBase, 1> av(10, v);
  // CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:30: error: 'av' is an array_view whose element type is not amp-compatible: 'VirtualBase' has a virtual base class
  array_view<int *, 1> r = ints.reinterpret_as<int *>();
  // CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:24: error: 'r' is an array_view whose element type is not amp-compatible: 'int *' is a pointer
  array<Plain, 1> fine(10);                 // silent
  array_view<const float, 1> alsoFine(ints.reinterpret_as<float>()); // silent
  (void)a, (void)av, (void)r, (void)fine, (void)alsoFine;
}

struct Owner {
  void member() {
    array<Polymorphic, 1> p(4);
    // CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:27: error: 'p' is an array whose element type is not amp-compatible: 'Polymorphic' has virtual member functions
    (void)p;
  }
};

template <typename T> void templ() {
  array<T, 1> t(4);
  // CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:15: error: 't' is an array whose element type is not amp-compatible: the member 'w' of 'Wide': 'long long' is not an amp-compatible fundamental type
  (void)t;
}
void instantiate() {
  templ<Wide>();
  templ<int>();                             // silent
  auto lambda = [](array_view<float *, 1> &ref) { (void)ref; };
  // CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:44: error: 'ref' is an array_view whose element type is not amp-compatible: 'float *' is a pointer
  (void)lambda;
}

// §2.4.1.3: in amp code a pointer is amp-compatible when what it points to
// is: a pointer to a class with virtual functions or with a member of an
// incompatible type (a pointer member too) is reported like the class itself.
struct Chars { wchar_t c; int i; };
struct Node { Node *next; int v; };           // a pointer member: not either
void pointers(Polymorphic *host, Chars *hostToo) restrict(cpu) {
  (void)host, (void)hostToo;                  // silent: host code
}
int ampPointers(Node *n) restrict(amp) {
  // CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:23: error: the parameter 'n' has a type that is not allowed in amp-restricted code: 'Node *' points to a class that is not amp-compatible: the member 'next' of 'Node' is a pointer ('Node *')
  Chars local{};
  // CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:9: error: 'local' has a type that is not allowed in amp-restricted code: the member 'c' of 'Chars'
  Chars *p = &local;
  // CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:10: error: 'p' has a type that is not allowed in amp-restricted code: 'Chars *' points to a class that is not amp-compatible: the member 'c' of 'Chars': 'wchar_t' is not an amp-compatible fundamental type
  Plain plain{};
  Plain *fine = &plain;                       // silent
  return n->next->v + p->i + fine->a;
}
int ampPolymorphic(const Polymorphic *q) restrict(amp) { return q->m; }
// CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:39: error: the parameter 'q' has a type that is not allowed in amp-restricted code: 'const Polymorphic *' points to a class that is not amp-compatible: 'Polymorphic' has virtual member functions

// A pointer to a member function is a pointer to a function (§2.4.1.3); a
// pointer to a data member is fine (MSVC accepts it).
struct Methods { int f(int) restrict(amp, cpu) { return 0; } int d; };
int memberPointers(Methods o) restrict(amp, cpu) {
  int (Methods::*pfn)(int) = &Methods::f;
  // CHECK-DAG: E0014_container_element_types.cpp:[[@LINE-1]]:18: error: 'pfn' has a type that is not allowed in amp-restricted code: 'int (Methods::*)(int)' is a pointer to a member function
  int Methods::*pd = &Methods::d;             // silent
  return o.*pd;
}
