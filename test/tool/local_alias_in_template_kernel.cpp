// A typedef or alias declaration in the body of a template (a function
// template, a member function of a class template) that a kernel names
// cannot move to namespace scope, where the template's parameters are not
// visible; the outlined kernel is a template with the same parameters, so
// the alias is declared again at its top (AMD's MD sample:
// `typedef typename short_vector<FPTYPE, 4>::type FPTYPE4;`). Enums of a
// template and aliases that name another local declaration stay
// AMP2HIP-E0005 (a local class moves as a class template:
// local_class_in_template.cpp).
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -- -DSTAYS 2>&1 | FileCheck --check-prefix=STAYS %s
#include <amp.h>
#include <amp_short_vectors.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

template <typename T> struct Particles {
  void scale(array<typename short_vector<T, 4>::type> &Pos, T Factor);
};

// CHECK-LABEL: __global__ void amp2hip_kernel_Particles_scale_{{[0-9]+}}(
// CHECK: {{^}}  using T4 = typename short_vector<T, 4>::type;
// CHECK-NEXT: {{^}}  using Scalar = T;
// CHECK: {{^}}    T4 P = Pos[I];
template <typename T>
void Particles<T>::scale(array<typename short_vector<T, 4>::type> &Pos,
                         T Factor) {
  typedef typename short_vector<T, 4>::type T4;
  typedef T Scalar;
  parallel_for_each(Pos.extent, [&Pos, Factor](index<1> I) restrict(amp) {
    T4 P = Pos[I];
    Pos[I] = P * T4(Scalar(Factor));
  });
}

// CHECK-LABEL: __global__ void amp2hip_kernel_addOne_{{[0-9]+}}(
// CHECK: {{^}}  using Elem = T;
// CHECK: {{^}}    Elem X = A[I];
template <typename T> T addOne(std::vector<T> &V) {
  using Elem = T;
  array_view<T, 1> A(static_cast<int>(V.size()), V);
  parallel_for_each(A.extent, [=](index<1> I) restrict(amp) {
    Elem X = A[I];
    A[I] = X + Elem(1);
  });
  A.synchronize();
  return V[0];
}

// Without `typename`, as MSVC accepts it (ampblas's syrk.h): the function
// gets the keyword (W0003), and so does the kernel's alias.
// CHECK-LABEL: __global__ void amp2hip_kernel_fill_{{[0-9]+}}(
// CHECK: {{^}}  using value_type = typename C::value_type;
template <typename C> void fill(const C &A) {
  typedef C::value_type value_type;
  parallel_for_each(A.extent, [=](index<1> I) restrict(amp) {
    A[I] = value_type(1);
  });
}
void fillInts(array_view<int, 1> A) { fill(A); }

// A capture whose type names such an alias (ampblas's `array_view<value_type>`
// of partial sums): the kernel's parameter list, outside the function, has
// what the alias names.
// CHECK-LABEL: __global__ void amp2hip_kernel_sums_{{[0-9]+}}(
// CHECK: {{^}}    const amp2hip::kernel_param_t<Concurrency::array_view<typename C::value_type, 1>> Out,
// CHECK: {{^}}  using value_type = typename C::value_type;
template <typename C> void sums(const C &A, int N) {
  typedef typename C::value_type value_type;
  std::vector<value_type> Host(N);
  array_view<value_type, 1> Out(N, Host);
  parallel_for_each(Out.extent, [=](index<1> I) restrict(amp) {
    Out[I] = A[I] + value_type(1);
  });
}
void sumInts(array_view<int, 1> A) { sums(A, 4); }

#ifdef STAYS
template <typename T> void stays(array_view<T, 1> A) {
  struct Pair {
    T First, Second;
  };
  typedef Pair *PairPointer;
  // The class moves, as a class template (local_class_in_template.cpp).
  // STAYS-NOT: error: the kernel names 'Pair'
  parallel_for_each(A.extent, [=](index<1> I) restrict(amp) {
    Pair P = {A[I], A[I]};
    A[I] = P.First + P.Second;
  });
  // STAYS: local_alias_in_template_kernel.cpp:[[@LINE+1]]:31: error: the kernel names 'PairPointer', which is declared inside the enclosing function; move it to namespace scope (amp2hip cannot move it: it names 'Pair', which is declared in the function too) [AMP2HIP-E0005]
  parallel_for_each(A.extent, [=](index<1> I) restrict(amp) {
    PairPointer P = nullptr;
    A[I] = P ? A[I] : 0;
  });
}
template void stays(array_view<int, 1>);
#endif

int main() {
  std::vector<float_4> Data(8, float_4(1.0f));
  array<float_4> Pos(8, Data.begin());
  Particles<float> M;
  M.scale(Pos, 2.0f);
  copy(Pos, Data.begin());
  for (const float_4 &P : Data)
    if (P.x != 2.0f || P.w != 2.0f)
      return 1;
  std::vector<int> V(4, 1);
  return addOne(V) == 2 ? 0 : 2;
}
