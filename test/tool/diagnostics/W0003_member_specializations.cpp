// Specializations as B3DContest's SolveTSP writes them, which MSVC accepts
// and Clang and GCC do not:
//  - the static members of a class template's specialization defined
//    without `template<>` (`int PathMem<float>::count;`): `template<> ` is
//    inserted with `inline` (MSVC merges the definitions that several inputs
//    make: cli/specializations_in_shared_header.test) and, where the member
//    has no initializer, `{}`, without which the explicit specialization
//    would only declare it (no symbol: a link error); the value is the zero
//    MSVC's static storage gives it;
//  - `static` on an explicit specialization of a function template, which
//    GCC (nvcc's host compiler) rejects: written `inline` (MSVC gives it
//    internal linkage; defined in a header that several inputs include, it
//    must not be defined in each);
//  - a class template named without arguments where a dependent base names
//    it with them (`PathMem::weight` in `class Path : Matrix< PathMem<T> >`,
//    `p->Matrix::setup()`): MSVC finds the base's injected-class-name when
//    it instantiates the class; the arguments are written after each use;
//  - `multiset<...>::iterator it;` without `typename` after a comment line,
//    and after a line of code holding `//` in a string.
// Built with nvcc, the AMD device compiler and GCC, run on the CPU platform
// against the values worked out below.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
//
// count and scale start at 0 (value-initialized) and 0.5, limits[1] at 0:
// after setup(3) count is 3, scale 0.5 * 3 = 1.5, limits[1] = 3 + 1 = 4.
// The path's total over weights 1, 2, 3 of the float memory is 6, then 6 *
// 1.5 = 9. twice<int>(21) = 42. The multiset {5, 1, 3} in order: 1 3 5.
// The kernel adds count (3) to 0, 1, 2, 3.
// EXE: count 3, scale 1.5, limit 4
// EXE-NEXT: total 9
// EXE-NEXT: twice 42
// EXE-NEXT: ordered 1 3 5
// EXE-NEXT: kernel 3 4 5 6
#include <amp.h>
#include <cstdio>
#include <set>
#include <vector>
using namespace concurrency;
using namespace std;

template <typename T> static T twice(T v);
// DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+2]]:12: warning: accepted as MSVC does: explicit specialization cannot have a storage class [-Wexplicit-specialization-storage-class]; written as portable C++ in the output [AMP2HIP-W0003]
// OUT: {{^}}template<> inline int twice<int>(int v) { return 2 * v; }
template<> static int twice<int>(int v) { return 2 * v; }

template <typename T> class PathMem {
public:
  typedef vector<T> weightlist;
  static weightlist weights;
  static int count;
  static T scale;
  static int limits[2];
};

template <typename Mem> class MatrixMem : protected Mem {};

template <typename Mem> class Matrix : protected MatrixMem<Mem> {
public:
  void setup(int n) {
    Mem::count = n;
    Mem::scale *= n;
    Mem::limits[1] = n + 1;
  }
};

template <typename T> class Path : protected Matrix< PathMem<T> > {
  // DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+3]]:11: warning: accepted as MSVC does: use of class template 'PathMem' requires template arguments (MSVC finds the name of a dependent base class, as that class names itself, where it instantiates the template); written as portable C++ in the output (the base's template arguments written after each use of the name as a qualifier in the class) [AMP2HIP-W0003]
  // DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+2]]:11: warning: accepted as MSVC does: missing 'typename' prior to dependent type name PathMem<T>::weightlist; implicit 'typename' is a C++20 extension
  // OUT: {{^}}  typedef typename PathMem<T>::weightlist weightlist;
  typedef PathMem::weightlist weightlist;

public:
  T total() {
    T sum = 0;
    const weightlist &w = PathMem::weights;
    for (size_t i = 0; i < w.size(); ++i)
      sum += w[i];
    return sum * PathMem::scale;
  }
  static void start(Path *p, int n) {
    // DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+2]]:8: warning: accepted as MSVC does: use of class template 'Matrix' requires template arguments
    // OUT: {{^}}    p->Matrix< PathMem<T> >::setup(n);
    p->Matrix::setup(n);
  }
};

// A comment between '->' and the name (never instantiated).
template <typename T> class Resizer : protected Matrix< PathMem<T> > {
  static void grow(Resizer *r, int n) {
    // DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+2]]:26: warning: accepted as MSVC does: use of class template 'Matrix' requires template arguments
    // OUT: {{^}}    r-> /* the base's */ Matrix< PathMem<T> >::setup(n);
    r-> /* the base's */ Matrix::setup(n);
  }
};

// DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+2]]:31: warning: accepted as MSVC does: template specialization requires 'template<>' (MSVC takes the definition of a member of a specialization for its explicit specialization); written as portable C++ in the output ('template<> inline ' inserted, inline as MSVC merges the definitions that several inputs make, and '{}' after a static data member without an initializer, which makes the explicit specialization a definition) [AMP2HIP-W0003]
// OUT: {{^}}template<> inline vector<float> PathMem<float>::weights{};
vector<float> PathMem<float>::weights;
// DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+2]]:21: warning: accepted as MSVC does: template specialization requires 'template<>'
// OUT: {{^}}template<> inline int PathMem<float>::count{};
int PathMem<float>::count;
// DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+2]]:23: warning: accepted as MSVC does: template specialization requires 'template<>'
// OUT: {{^}}template<> inline float PathMem<float>::scale = 0.5f;
float PathMem<float>::scale = 0.5f;
// DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+2]]:21: warning: accepted as MSVC does: template specialization requires 'template<>'
// OUT: {{^}}template<> inline int PathMem<float>::limits[2]{};
int PathMem<float>::limits[2];

template <typename T> struct Ordered {
  vector<T> run(const T *v, int n) {
    multiset<T> s(v, v + n);
    vector<T> out;
    /* in order */
    // DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+2]]:5: warning: accepted as MSVC does: missing 'typename' prior to dependent type name 'multiset<T>::iterator'
    // OUT: {{^}}    typename multiset<T>::iterator it;
    multiset<T>::iterator it;
    for (it = s.begin(); it != s.end(); ++it)
      out.push_back(*it);
    // A line of code with `//` in a string before the declaration:
    // DIAG-DAG: W0003_member_specializations.cpp:[[@LINE+3]]:5: warning: accepted as MSVC does: missing 'typename' prior to dependent type name 'multiset<T>::iterator'
    // OUT: {{^}}    typename multiset<T>::iterator last;
    const char *site = "http://example.org";
    multiset<T>::iterator last;
    last = s.begin();
    (void)site;
    (void)last;
    return out;
  }
};

int main() {
  Path<float> path;
  Path<float>::start(&path, 3);
  printf("count %d, scale %g, limit %d\n", PathMem<float>::count,
         PathMem<float>::scale, PathMem<float>::limits[1]);
  PathMem<float>::weights.assign({1.0f, 2.0f, 3.0f});
  printf("total %g\n", path.total());
  printf("twice %d\n", twice<int>(21));
  int values[] = {5, 1, 3};
  vector<int> ordered = Ordered<int>().run(values, 3);
  printf("ordered %d %d %d\n", ordered[0], ordered[1], ordered[2]);
  vector<int> data = {0, 1, 2, 3};
  array_view<int, 1> av(4, data);
  int add = PathMem<float>::count;
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += add; });
  av.synchronize();
  printf("kernel %d %d %d %d\n", data[0], data[1], data[2], data[3]);
}
