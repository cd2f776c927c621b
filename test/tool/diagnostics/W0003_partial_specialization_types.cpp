// ampblas's is_array_view trait declares its partial specializations with
// `unsigned int rank` where array_view's parameter is `int N`. MSVC deduces
// the parameter and picks the more specialized one; Clang calls the two
// ambiguous for array_view<const float, 2>, and GCC (nvcc's host compiler)
// matches neither ([temp.deduct.type]p17: the types differ). amp2hip reports
// AMP2HIP-W0003 and writes the parameter with the template's type, which all
// three read as MSVC does: the static_asserts below hold under nvcc.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>

template <typename T> struct view_kind {
  static const int value = 0;
};

// OUT: {{^}}template <typename value_type, int rank>{{$}}
template <typename value_type, unsigned int rank>
struct view_kind<concurrency::array_view<value_type, rank>> {
  static const int value = 1;
};

// OUT: {{^}}template <typename value_type, int rank>{{$}}
template <typename value_type, unsigned int rank>
struct view_kind<concurrency::array_view<const value_type, rank>> {
  static const int value = 2;
};

// DIAG: W0003_partial_specialization_types.cpp:[[@LINE+1]]:15: warning: accepted as MSVC does: ambiguous partial specializations of 'view_kind<Concurrency::array_view<const float, 2>>' (MSVC deduces a non-type template parameter from an argument of another integral type and orders the specializations); written as portable C++ in the output (the parameter written with the type of the template's parameter) [AMP2HIP-W0003]
static_assert(view_kind<concurrency::array_view<const float, 2>>::value == 2,
              "the specialization for views of const elements");
static_assert(view_kind<concurrency::array_view<float, 1>>::value == 1,
              "the specialization for views");
static_assert(view_kind<int>::value == 0, "not a view");

int main() { return 0; }
