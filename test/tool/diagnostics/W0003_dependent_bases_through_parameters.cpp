// Members of a base that a dependent base reaches through its own template
// parameter, as B3DContest's SolveTSP has them: `class Path : protected
// SBMatrix< PathMem<S, I> >`, `SBMatrix<InheritedMem> : SBMatrixMem<
// InheritedMem>`, `SBMatrixMem<InheritedMem> : InheritedMem`, and Path's
// static members name PathMem's static `numnodes` unqualified. MSVC finds it
// where it instantiates Path; amp2hip follows the template parameters of
// the bases' patterns to PathMem<S> and qualifies the use with Path's base
// (qualified lookup finds inherited members). Before, these were kept as
// written with "hipcc and nvcc may reject it" (nvcc: identifier "numnodes"
// is undefined). Built with nvcc and GCC, run on the CPU platform.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
//
// numnodes is 3 and scale 2: cells() is 3 * 3 = 9, scaled(1.5) is 3, and
// the kernel adds cells() to 0, 1, 2, 3.
// EXE: cells 9, scaled 3
// EXE-NEXT: kernel 9 10 11 12
#include <amp.h>
#include <cstdio>
using namespace concurrency;

template <typename T> struct PathMem {
  static int numnodes;
  static T scale;
};
template <typename T> int PathMem<T>::numnodes = 3;
template <typename T> T PathMem<T>::scale = 2;

template <typename InheritedMem> class MatrixMem : protected InheritedMem {};
template <typename InheritedMem>
class Matrix : protected MatrixMem<InheritedMem> {};

template <typename S> class Path : protected Matrix<PathMem<S> > {
public:
  // DIAG-DAG: W0003_dependent_bases_through_parameters.cpp:[[@LINE+3]]:31: warning: accepted as MSVC does: use of undeclared identifier 'numnodes'; unqualified lookup into dependent bases of class template 'Path' is a Microsoft extension [-Wmicrosoft-template]; written as portable C++ in the output [AMP2HIP-W0003]
  // DIAG-DAG: W0003_dependent_bases_through_parameters.cpp:[[@LINE+2]]:42: warning: accepted as MSVC does: use of undeclared identifier 'numnodes'
  // OUT: {{^}}  static int cells() { return Matrix<PathMem<S> >::numnodes * Matrix<PathMem<S> >::numnodes; }
  static int cells() { return numnodes * numnodes; }
  // DIAG-DAG: W0003_dependent_bases_through_parameters.cpp:[[@LINE+2]]:37: warning: accepted as MSVC does: use of undeclared identifier 'scale'
  // OUT: {{^}}  static S scaled(S v) { return v * Matrix<PathMem<S> >::scale; }
  static S scaled(S v) { return v * scale; }
};

int main() {
  std::printf("cells %d, scaled %g\n", Path<float>::cells(),
              Path<float>::scaled(1.5f));
  int data[4] = {0, 1, 2, 3};
  array_view<int, 1> v(4, data);
  int add = Path<float>::cells();
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += add; });
  v.synchronize();
  std::printf("kernel %d %d %d %d\n", data[0], data[1], data[2], data[3]);
}
