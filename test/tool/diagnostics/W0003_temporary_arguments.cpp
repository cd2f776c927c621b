// MSVC binds a temporary of class type to a non-const lvalue reference
// parameter (its extension, warning C4239), and AMP programs pass them:
// Multicoreware's LargeMatrixMultiplication calls
// `pack_array_chunk(extent<2>(N, N), A, index<2>(i, k), ...)` for a function
// taking `extent<2>&` and `index<2>&`. Clang gives "no matching function for
// call"; amp2hip reports AMP2HIP-W0003 and wraps each such argument in
// amp2hip::temporary_lvalue(...), the same temporary as an lvalue, alive to
// the end of the statement as in MSVC. In function templates too. A call that
// fails for another reason stays Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DWRONG_TYPE 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename T>
void pack(extent<2> &src, const std::vector<T> &data, index<2> &origin,
          std::vector<T> &chunk) {
  chunk.assign(data.begin() + origin[0] * src[1], data.begin() + src.size());
}

int area(extent<2> &e) { return e[0] * e[1]; }

template <typename T> int packAll(int n, const std::vector<T> &a) {
  std::vector<T> chunk;
  // DIAG-DAG: W0003_temporary_arguments.cpp:[[@LINE+4]]:3: warning: accepted as MSVC does: no matching function for call to 'pack' (a temporary passed to a non-const reference parameter, which MSVC binds, extension C4239); written as portable C++ in the output: amp2hip::temporary_lvalue(...), the same temporary, alive to the end of the statement [AMP2HIP-W0003]
  // `index` is qualified too (an unqualified `index` is ambiguous with
  // POSIX's index() in host code).
  // OUT: pack(amp2hip::temporary_lvalue(extent<2>(n, n)), a, amp2hip::temporary_lvalue(concurrency::index<2>(1, 0)), chunk);
  pack(extent<2>(n, n), a, index<2>(1, 0), chunk);
  return static_cast<int>(chunk.size());
}

int main() {
  std::vector<float> data(16, 1.0f);
  array_view<float, 1> view(16, data);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] += 1; });
  // DIAG-DAG: W0003_temporary_arguments.cpp:[[@LINE+2]]:11: warning: accepted as MSVC does: no matching function for call to 'area'
  // OUT: int a = area(amp2hip::temporary_lvalue(extent<2>(3, 4)));
  int a = area(extent<2>(3, 4));
#ifdef WRONG_TYPE
  // BAD: W0003_temporary_arguments.cpp:[[@LINE+1]]:3: error: no matching function for call to 'area'
  area(index<2>(3, 4));
#endif
  return packAll(4, data) + a == 24 && view[0] == 2 ? 0 : 1;
}
