// A class holding views passed in amp code to a parameter that a class
// template's member declares with the class's template parameter (ampblas's
// reduction helpers, `local_reduce(..., const x_type &X)`): amp code holds
// the class's device form (views-in-classes.md), which that parameter, the
// host class in this instantiation, cannot take, where amp2hip cannot write
// the member with device forms for its class's template parameters.
// AMP2HIP-E0009 at the argument, never an output that does not build.
// RUN: %not %amp2hip %s -o %t.out 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: %not %amp2hip %s -o %t.out -- -DPOINTER 2>&1 | FileCheck %s --check-prefix=PTR --implicit-check-not="error:"
#include <amp.h>
using namespace concurrency;

struct Vectors {
  array_view<float, 1> x;
};
// Nor does amp code point to one (the conformance suite's array.struct
// tests pass `s1<type, 2> *` to their amp functions).
#ifdef POINTER
float onHost(const Vectors &v) { return v.x[0]; }
float viaPointer(const Vectors *p) restrict(amp) { return p->x[0]; }
// PTR: E0009_view_class_template_parameter.cpp:[[@LINE-1]]:24: error: a pointer to 'Vectors', a class holding views, in amp code: amp code holds its device form, which amp2hip cannot point to yet [AMP2HIP-E0009]
#else
// Defined outside its class, the member is not written with device forms
// for its class's template parameters (class_template_parameters.cpp has
// those that are).
template <typename x_type> struct Helper {
  float first(const x_type &X) const restrict(amp);
};
template <typename x_type>
float Helper<x_type>::first(const x_type &X) const restrict(amp) {
  return X[0];
}
template <> struct Helper<Vectors> {
  float first(const Vectors &X) const restrict(amp) { return X.x[0]; }
};
template <typename x_type> struct Outer {
  template <typename y_type> struct Inner {
    float first(const y_type &Y) const restrict(amp) { return Y.x[0]; }
  };
};
void reduce(const Vectors &v, array_view<float, 1> out) {
  Helper<array_view<float, 1>> h;
  Outer<int>::Inner<Vectors> n;
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = h.first(out);
    // CHECK: E0009_view_class_template_parameter.cpp:[[@LINE-1]]:22: error: 'Helper<Concurrency::array_view<float>>::first' takes its parameter 'X' as 'const x_type &', a template parameter of its class, which is 'Concurrency::array_view<float>' here, a view: amp code holds its device form, which amp2hip cannot pass to such a parameter of this function (it is defined outside its class) [AMP2HIP-E0009]
    out[i] += n.first(v);
    // CHECK: E0009_view_class_template_parameter.cpp:[[@LINE-1]]:23: error: 'Outer<int>::Inner<Vectors>::first' takes its parameter 'Y' as 'const y_type &', a template parameter of its class, which is 'Vectors' here, a class holding views: amp code holds its device form, which amp2hip cannot pass to such a parameter of this function (it is a member of a class nested in a class template) [AMP2HIP-E0009]
  });
}
#endif
