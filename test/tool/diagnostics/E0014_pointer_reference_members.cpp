// C++ AMP v1.2 §2.4.1.3: no pointer or reference type is amp-compatible, and a
// class is amp-compatible only when its data members are, except references
// to an `array` or a `texture` (MSVC error C3581: "pointer or reference is not
// allowed as ... data member type"). Such a class may not be used in amp code:
// as a variable, through a pointer, or as the object of an amp-restricted
// member function (its constructors and destructor too, reported once per
// class at the first of them, even when no amp code creates an object).
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

struct HoldsViewPointer {
  HoldsViewPointer(array_view<int, 1> &v) restrict(amp, cpu) : p(&v) {}
  // CHECK: E0014_pointer_reference_members.cpp:[[@LINE-1]]:3: error: the object ('*this') of 'HoldsViewPointer' has a type that is not allowed in amp-restricted code: the member 'p' of 'HoldsViewPointer' is a pointer ('array_view<int, 1> *') (C++ AMP v1.2 §2.4.1; MSVC error C3581) [AMP2HIP-E0014]
  ~HoldsViewPointer() restrict(amp, cpu) {} // the same class: not again
  array_view<int, 1> *p;
};

struct HoldsArrayPointer {
  int get() const restrict(amp) { return 0; }
  // CHECK: E0014_pointer_reference_members.cpp:[[@LINE-1]]:7: error: the object ('*this') of 'get' has a type that is not allowed in amp-restricted code: the member 'a' of 'HoldsArrayPointer' is a pointer ('array<float, 1> *')
  array<float, 1> *a;
};

struct RefToInt { int &r; };
struct Outer { float f; RefToInt inner; };

template <typename T> struct Box {
  T *item;
  T get() const restrict(amp) { return *item; }
  // CHECK: E0014_pointer_reference_members.cpp:[[@LINE-1]]:5: error: the object ('*this') of 'get' has a type that is not allowed in amp-restricted code: the member 'item' of 'Box' is a pointer ('float *')
};

float use(const Box<float> &box, Outer *host) restrict(amp) {
  // CHECK: E0014_pointer_reference_members.cpp:[[@LINE-1]]:29: error: the parameter 'box' has a type that is not allowed in amp-restricted code: the member 'item' of 'Box' is a pointer ('float *')
  // CHECK: E0014_pointer_reference_members.cpp:[[@LINE-2]]:41: error: the parameter 'host' has a type that is not allowed in amp-restricted code: 'Outer *' points to a class that is not amp-compatible: the member 'inner' of 'Outer': the member 'r' of 'RefToInt' is a reference ('int &') to something other than an array or a texture
  Outer local = *host;
  // CHECK: E0014_pointer_reference_members.cpp:[[@LINE-1]]:9: error: 'local' has a type that is not allowed in amp-restricted code: the member 'inner' of 'Outer': the member 'r' of 'RefToInt' is a reference
  return box.get() + local.f;
}

// Legal: references to an array, array_view members, pointers as local
// variables and parameters (to amp-compatible types, an array_view too), and
// classes with pointers that amp code never sees.
struct ArrayRef {
  ArrayRef(array<int, 1> &a) restrict(amp, cpu) : arr(a) {}
  int first() const restrict(amp) { return arr[0]; }
  array<int, 1> &arr;
};
struct ViewMember {
  int first() const restrict(amp) { return view[0]; }
  array_view<int, 1> view;
};
struct HostOnly {
  int *data;
  int get() const restrict(cpu) { return *data; }
};
int legal(array_view<int, 1> &v, int *p, const ArrayRef &r) restrict(amp) {
  array_view<int, 1> *pv = &v;
  return (*pv)[0] + *p + r.first();
}
int host(HostOnly h) { return h.get(); }
