// MSVC looks the names of a template up where it instantiates the template
// (no two-phase lookup), so a template may name what the translation unit
// declares after it: a namespace and its functions, an enumerator, a class
// template (the C++ AMP book's Extras/Scan headers: `details::ScanSimple<
// details::kExclusive>(...)` before namespace `details`, its templates and
// its enum exist). For each, amp2hip reports AMP2HIP-W0003 and writes, on the
// line of the template, what makes the name visible there: a declaration
// (in its namespace, reopened), a class template's forward declaration, or
// an enum's definition, moved (its lines kept as comments where it was).
// Also here, from the same headers: a non-type template argument that MSVC
// converts to the parameter's type (written as a static_cast), a call that
// deduces one type only where size_t is unsigned int (Win32), and MSVC's
// internal <xutility>. An enum that cannot move (it declares a variable
// too) keeps Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=RESULT %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DVARIABLE 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>
// OUT: #include <amp2hip/xutility.h>
#include <xutility>

namespace scan {

// OUT: {{^}}namespace details { template <int M> void add(concurrency::array_view<int, 1> data); } namespace details { enum Mode { kOne = 1, kTen = 2 }; } template <typename T> void addTwice(concurrency::array_view<T, 1> data) {
template <typename T> void addTwice(concurrency::array_view<T, 1> data) {
  // The enum declares a variable too (-DVARIABLE): it cannot move.
  // BAD: W0003_later_declarations.cpp:[[@LINE+3]]:16: error: use of undeclared identifier 'details'
  // DIAG-DAG: W0003_later_declarations.cpp:[[@LINE+2]]:3: warning: accepted as MSVC does: use of undeclared identifier 'details' (MSVC looks the name up where the template is instantiated, after its later declaration); written as portable C++ in the output (a declaration inserted before the template; for an enumerator, its enum's definition moved there) [AMP2HIP-W0003]
  // DIAG-DAG: W0003_later_declarations.cpp:[[@LINE+1]]:16: warning: accepted as MSVC does: use of undeclared identifier 'details'
  details::add<details::kOne>(data);
  // DIAG-DAG: W0003_later_declarations.cpp:[[@LINE+2]]:3: warning: accepted as MSVC does: use of undeclared identifier 'details'
  // DIAG-DAG: W0003_later_declarations.cpp:[[@LINE+1]]:16: warning: accepted as MSVC does: use of undeclared identifier 'details'
  details::add<details::kTen>(data);
}

// OUT: {{^}}template <int N> struct IsPowerOfTwo; template <int N> int checkedTileSize() {
template <int N> int checkedTileSize() {
  // DIAG-DAG: W0003_later_declarations.cpp:[[@LINE+1]]:17: warning: accepted as MSVC does: no template named 'IsPowerOfTwo'
  static_assert(IsPowerOfTwo<N>::value, "N must be a power of 2");
  return N;
}

namespace details {
template <int M> void add(concurrency::array_view<int, 1> data) {
  concurrency::parallel_for_each(
      data.extent, [=](concurrency::index<1> i) restrict(amp) {
        // The enumerator, unqualified, in the kernel of a template of the
        // enum's namespace.
        // DIAG-DAG: W0003_later_declarations.cpp:[[@LINE+1]]:26: warning: accepted as MSVC does: use of undeclared identifier 'kOne'
        data[i] += (M == kOne) ? 1 : 10;
      });
}
} // namespace details

template <int N> struct IsPowerOfTwo {
  enum { value = N > 0 && (N & (N - 1)) == 0 };
};

template <unsigned N, int Bit> struct BitSet {
  enum { value = (N & unsigned(Bit)) ? 1 : 0 };
};
template <unsigned N, unsigned MaxBit> struct CountBits {
  enum {
    // DIAG-DAG: W0003_later_declarations.cpp:[[@LINE+2]]:23: warning: accepted as MSVC does: non-type template argument evaluates to 2147483648, which cannot be narrowed to type 'int' (MSVC converts the value to the parameter's type, warning C4309); written as portable C++ in the output (the conversion written as a static_cast) [AMP2HIP-W0003]
    // OUT: {{^}}    value = BitSet<N, static_cast<int>(MaxBit)>::value + CountBits<N, (MaxBit >> 1)>::value
    value = BitSet<N, MaxBit>::value + CountBits<N, (MaxBit >> 1)>::value
  };
};
template <unsigned N> struct CountBits<N, 0> {
  enum { value = 0 };
};

namespace details {
#ifndef VARIABLE
// The definition's lines stay, as comments.
// OUT:      {{^}}// amp2hip, AMP2HIP-W0003: moved before its first use in a template: enum Mode
// OUT-NEXT: {{^}}// {
// OUT-NEXT: {{^}}//   kOne = 1,
// OUT-NEXT: {{^}}//   kTen = 2
// OUT-NEXT: {{^}}// };
enum Mode
{
  kOne = 1,
  kTen = 2
};
#else
enum Mode { kOne = 1, kTen = 2 } mode;
#endif
} // namespace details
} // namespace scan

int main() {
  std::vector<int> v(16, 0);
  concurrency::array_view<int, 1> av(16, v);
  scan::addTwice(av);
  av.synchronize();
  // Each element: 0 + 1 (kOne) + 10 (kTen).
  int wrong = 0;
  for (int x : v)
    wrong += x != 11;
  std::string name = "scan";
  // 0x80000001 has two bits set; MSVC's BitSet<N, int(0x80000000)> tests
  // the top bit.
  // RESULT: wrong 0, tile 64, bits 2
  std::printf("wrong %d, tile %d, bits %d\n", wrong, scan::checkedTileSize<64>(),
              int(scan::CountBits<0x80000001u, 0x80000000u>::value));
  // DIAG-DAG: W0003_later_declarations.cpp:[[@LINE+4]]:33: warning: accepted as MSVC does: no matching function for call to 'max' (on MSVC's 32-bit target, Win32, size_t is unsigned int and ptrdiff_t is int, so the call deduces one type); written as portable C++ in the output (the template argument written: the size type the program names) [AMP2HIP-W0003]
  // OUT: std::printf("width %d\n", int(std::max<std::size_t>(0U, 55 - name.length())));
  // RESULT: width 51
  // 55 - 4
  std::printf("width %d\n", int(std::max(0U, 55 - name.length())));
  return wrong;
}
