// Members of a dependent base named unqualified, as MSVC finds them where it
// instantiates the template (Clang's Microsoft mode accepts them with a
// warning), in two shapes B3DContest's SolveTSP has:
// - inside the program's macro (`boolulongs()`, `(boolstride / (sizeof(ulong)
//   * 8))`): the qualifier cannot go into the macro's text for one use, so
//   the macro use is expanded in the text first (one level a round, as for a
//   kernel in a macro), then qualified;
// - a static member (or a static member function, or an enumerator) used in a
//   static member function, where `this->` cannot be: written with the base's
//   name, `Mem<T>::stride` (a non-static member keeps `this->`).
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=error: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
//
// stride 64: words 64 / 8 = 8; total count + words + twice(1) = 3 + 8 + 2.
// EXE: words 8, total 13
#include <amp.h>
#include <cstdio>
using namespace concurrency;

template <typename T> struct Mem {
  static int stride;
  int count;
  static int twice(int x) { return 2 * x; }
};
template <typename T> int Mem<T>::stride = 64;

#define ROW_WORDS() (stride / 8)
#define COUNT_PLUS(n) (count + (n))

template <typename T> struct Grid : Mem<T> {
  // DIAG: W0003_dependent_base_members_in_macros.cpp:[[@LINE+2]]:{{[0-9]+}}: warning: accepted as MSVC does: use of undeclared identifier 'stride'; unqualified lookup into dependent bases of class template 'Grid' is a Microsoft extension [-Wmicrosoft-template]; written as portable C++ in the output [AMP2HIP-W0003]
  // CHECK: static int words() { return (Mem<T>::stride / 8); }
  static int words() { return ROW_WORDS(); }
  // DIAG: W0003_dependent_base_members_in_macros.cpp:[[@LINE+3]]:{{[0-9]+}}: warning: accepted as MSVC does: use of undeclared identifier 'count'
  // DIAG: W0003_dependent_base_members_in_macros.cpp:[[@LINE+2]]:{{[0-9]+}}: warning: accepted as MSVC does: use of member 'twice' found via unqualified lookup into dependent bases
  // CHECK: int total() { return (this->count + (words())) + Mem<T>::twice(1); }
  int total() { return COUNT_PLUS(words()) + twice(1); }
};

int main() {
  Grid<int> g;
  g.count = 3;
  std::printf("words %d, total %d\n", Grid<int>::words(), g.total());
  return 0;
}
