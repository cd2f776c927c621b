// A dependent base's class template named without its arguments as a
// qualifier in an expression (B3DContest's `PathMem::wghtmatrix[p].size()` in
// `class Path : protected SBMatrix< PathMem<S, I> >`, 33 uses in its
// SSE2-ConcRT-CM.cpp and CPU.cpp): Clang's Microsoft mode accepts it with a
// warning ("unqualified lookup into dependent bases", where the typedef form
// of W0003_member_specializations.cpp is an error), and MSVC finds the base's
// injected-class-name where it instantiates the class. nvcc and GCC reject
// it: the base's arguments are written after each such use in the class
// (`PathMem<T>::`), one warning for the class. Before, the uses were kept as
// written ("hipcc and nvcc may reject it").
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=error: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
//
// The weights hold 3 and 4 elements and count is 5: total 12, then the
// weights are cleared: total 5.
// EXE: total 12, then 5
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <typename T> class PathMem {
public:
  static std::vector<T> weights[2];
  static int count;
};
template <typename T> std::vector<T> PathMem<T>::weights[2];
template <typename T> int PathMem<T>::count = 0;

template <typename Mem> class Matrix : protected Mem {};

template <typename T> class Path : protected Matrix< PathMem<T> > {
public:
  size_t total(bool clear) {
    size_t n = 0;
    for (int p = 0; p < 2; p++) {
      // DIAG: W0003_injected_base_name_uses.cpp:[[@LINE+2]]:12: warning: accepted as MSVC does: use of undeclared identifier 'PathMem'; unqualified lookup into dependent bases of class template 'Path' is a Microsoft extension [-Wmicrosoft-template]; written as portable C++ in the output [AMP2HIP-W0003]
      // CHECK: n += PathMem<T>::weights[p].size();
      n += PathMem::weights[p].size();
      // CHECK: PathMem<T>::weights[p].clear();
      if (clear)
        PathMem::weights[p].clear();
    }
    // CHECK: return n + PathMem<T>::count;
    return n + PathMem::count;
  }
};

int main() {
  PathMem<float>::weights[0].resize(3);
  PathMem<float>::weights[1].resize(4);
  PathMem<float>::count = 5;
  Path<float> p;
  size_t first = p.total(true);
  std::printf("total %zu, then %zu\n", first, p.total(false));
  return 0;
}
