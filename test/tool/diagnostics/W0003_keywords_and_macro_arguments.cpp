// MSVC accepts a dependent name without `typename` or `template`, and a
// function-like macro used with more arguments than parameters (warning
// C4002: the extra ones are ignored). Clang rejects the last two even in its
// Microsoft mode; amp2hip accepts all three as MSVC does (AMP2HIP-W0003),
// writes the keyword or drops the extra arguments, and the output builds.
//
// RUN: %amp2hip %s -o %t.hip.cpp 2>&1 | FileCheck %s
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=CHECK-OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <cassert>
#include <vector>
using namespace concurrency;

template <typename T> void fill(std::vector<T> &Values) {
  // CHECK-DAG: W0003_keywords_and_macro_arguments.cpp:[[#@LINE+2]]:3: warning: accepted as MSVC does: missing 'typename' prior to dependent type name 'std::vector<T>::iterator' [-Wtypename-missing]; written as portable C++ in the output [AMP2HIP-W0003]
  // CHECK-OUT: typename std::vector<T>::iterator It = Values.begin();
  std::vector<T>::iterator It = Values.begin();
  for (; It != Values.end(); ++It)
    *It = T(1);
}

// A template named without its namespace (`using namespace std;`) and no
// initializer: Clang parses the declaration as an expression ("expected ';'
// after expression" at the variable), and the keyword goes before the whole
// qualified name (AMD's TileStaticStorageBandwidth sample).
template <typename T> int count(std::vector<T> &Values) {
  using namespace std;
  // CHECK-DAG: W0003_keywords_and_macro_arguments.cpp:[[#@LINE+2]]:3: warning: accepted as MSVC does: missing 'typename' prior to dependent type name 'vector<T>::iterator' (MSVC parses the name without it); written as portable C++ in the output (the keyword inserted) [AMP2HIP-W0003]
  // CHECK-OUT: {{^}}  typename vector<T>::iterator Iter;
  vector<T>::iterator Iter;
  int N = 0;
  // CHECK-DAG: W0003_keywords_and_macro_arguments.cpp:[[#@LINE+2]]:3: warning: accepted as MSVC does: missing 'typename' prior to dependent type name 'vector<vector<T> >::const_iterator' (MSVC parses {{.*}} [AMP2HIP-W0003]
  // CHECK-OUT: {{^}}  typename vector<vector<T> >::const_iterator Row;
  vector<vector<T> >::const_iterator Row;
  // CHECK-DAG: W0003_keywords_and_macro_arguments.cpp:[[#@LINE+2]]:8: warning: accepted as MSVC does: missing 'typename' prior to dependent type name 'vector<vector<T>{{ ?}}>::const_iterator' {{.*}} [AMP2HIP-W0003]
  // CHECK-OUT: {{^}}  for (typename vector<vector<T> >::const_iterator First; N < 1;)
  for (vector<vector<T> >::const_iterator First; N < 1;)
    ++N;
  for (Iter = Values.begin(); Iter != Values.end(); ++Iter)
    N += *Iter == T(1);
  return N;
}

// A functional cast of a dependent type without `typename`, which Clang
// finds only where the template is instantiated, once per instantiation
// (amplapack's potrf_test.cpp): the keyword goes before the name, once.
template <typename T> struct RealType { typedef T type; };
template <typename T> T halve(int N) {
  // CHECK-DAG: W0003_keywords_and_macro_arguments.cpp:[[#@LINE+2]]:12: warning: accepted as MSVC does: missing 'typename' prior to dependent type name 'RealType<float>::type' (MSVC parses the name without it); written as portable C++ in the output (the keyword inserted) [AMP2HIP-W0003]
  // CHECK-OUT: return T(typename RealType<T>::type(N) / 2);
  return T(RealType<T>::type(N) / 2);
}

template <int N> void addOne(extent<N> E, array_view<int, N> A) {
  // CHECK-DAG: W0003_keywords_and_macro_arguments.cpp:[[#@LINE+2]]:23: warning: accepted as MSVC does: missing 'template' keyword prior to dependent template name 'tile' (MSVC parses the name without it); written as portable C++ in the output (the keyword inserted) [AMP2HIP-W0003]
  // CHECK-OUT: amp2hip::parallel_for_each(E.template tile<4>(),
  parallel_for_each(E.tile<4>(), [=](tiled_index<4> T) restrict(amp) {
    A[T.global] += 1;
  });
}

int main() {
  std::vector<int> Values(16);
  fill(Values);
  if (count(Values) != 17 || halve<float>(5) != 2.5f || halve<int>(5) != 2)
    return 2;
  // CHECK-DAG: W0003_keywords_and_macro_arguments.cpp:[[#@LINE+2]]:26: warning: accepted as MSVC does: too many arguments provided to function-like macro invocation (MSVC warns, C4002, and ignores the extra arguments); written as portable C++ in the output (the extra arguments removed) [AMP2HIP-W0003]
  // CHECK-OUT: assert(Values[0] == 1);
  assert(Values[0] == 1, "fill writes ones", 3);
  array_view<int, 1> A(16, Values);
  addOne(A.extent, A);
  A.synchronize();
  return Values[3] == 2 ? 0 : 1;
}
// CHECK-NOT: error
