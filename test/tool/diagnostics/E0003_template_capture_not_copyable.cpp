// A kernel in a template captures a variable whose type depends on a template
// parameter: the template's text is fine, but an instantiation whose type is
// not trivially copyable (a struct holding an array_view with a base
// class, which has no device form: views-in-classes.md; without it,
// ampcblas's stride_view passed to ampblas's trsv is fine) cannot be passed
// to the kernel.
// Reported at the capture, with the instantiation; before, the translation
// exited 0 and its output did not build. An instantiation with a view or a
// scalar is fine.
// RUN: %not %amp2hip %s -o %t.out 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

struct shape {};
template <typename T> struct strided : shape {
  array_view<T, 1> view;
  int stride;
  T &operator[](int i) const restrict(amp) { return view[i * stride]; }
};

template <typename value_type, typename x_vector_type>
void scale(value_type alpha, x_vector_type &x, int n) {
  parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) {
    // CHECK: E0003_template_capture_not_copyable.cpp:[[@LINE-1]]:65: error: 'x' of type 'strided<float>' cannot be passed to a kernel: it holds views, and amp2hip cannot write its device form: it has base classes (in the instantiation 'scale' with value_type = float, x_vector_type = strided<float>) [AMP2HIP-E0003]
    x[i[0]] *= alpha;
  });
}

int main() {
  float data[8] = {};
  array_view<float, 1> v(8, data);
  scale(2.0f, v, 8);
  strided<float> s{{}, v, 2};
  scale(2.0f, s, 4);
  return 0;
}
