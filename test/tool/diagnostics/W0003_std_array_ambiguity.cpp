// With `using namespace std;` and `using namespace concurrency;`, MSVC finds
// one `array`, Concurrency::array: its standard headers do not include
// <array>. libstdc++'s do (<functional>, <tuple>), and Clang finds the name
// ambiguous. When the two candidates are exactly std::array and
// Concurrency::array, the name is reported as AMP2HIP-W0003 and written
// `Concurrency::array`. Another ambiguity (a program's own `array`) stays
// Clang's error, shown once.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if nvcc %{ %nvcc-ptx %t.hip.cpp -o %t.ptx %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DOWN_ARRAY 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <vector>
using namespace std;
using namespace concurrency;

void scale(array<float, 2> &grid, float factor) {
  // DIAG-DAG: W0003_std_array_ambiguity.cpp:[[@LINE-1]]:12: warning: accepted as MSVC does: reference to 'array' is ambiguous (std::array, which libstdc++'s headers include and MSVC's do not, and Concurrency::array; the name is written 'Concurrency::array'); written as portable C++ in the output [AMP2HIP-W0003]
  // OUT-DAG: void scale(Concurrency::array<float, 2> &grid, float factor) {
  parallel_for_each(grid.extent, [=, &grid](index<2> i) restrict(amp) {
    grid[i] *= factor;
  });
}
// OUT-DAG: const amp2hip::kernel_param_t<Concurrency::array<float, 2>> grid

int main() {
  const int n = 4;
  vector<float> host(n * n, 1.0f);
  array<float, 2> grid(n, n, host.begin());
  // DIAG-DAG: W0003_std_array_ambiguity.cpp:[[@LINE-1]]:3: warning: accepted as MSVC does: reference to 'array' is ambiguous {{.*}} [AMP2HIP-W0003]
  // OUT: Concurrency::array<float, 2> grid(n, n, host.begin());
  array<int, 1> counts(n);
  // DIAG-DAG: W0003_std_array_ambiguity.cpp:[[@LINE-1]]:3: warning: accepted as MSVC does: reference to 'array' is ambiguous {{.*}} [AMP2HIP-W0003]
  // OUT: Concurrency::array<int, 1> counts(n);
  scale(grid, 2.0f);
  parallel_for_each(counts.extent, [&counts](index<1> i) restrict(amp) {
    counts[i] = i[0];
  });
  std::array<int, 2> kept = {1, 2}; // qualified: unchanged
  // OUT: std::array<int, 2> kept = {1, 2};
  concurrency::copy(grid, host.begin());
  vector<int> c(n);
  concurrency::copy(counts, c.begin());
  return host[0] == 2.0f && c[3] == 3 && kept[1] == 2 ? 0 : 1;
}

#ifdef OWN_ARRAY
namespace mine {
template <typename T, int N> struct array {};
} // namespace mine
using namespace mine;
void own() {
  array<int, 1> three;
  // BAD: W0003_std_array_ambiguity.cpp:[[@LINE-1]]:3: error: reference to 'array' is ambiguous
  // BAD-NOT: W0003_std_array_ambiguity.cpp:[[@LINE-2]]:3: error:
  // BAD: error: the input could not be parsed as C++ AMP; nothing was translated [AMP2HIP-E0001]
}
#endif
