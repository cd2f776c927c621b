// A header declares `class istream;` at global scope (meaning std's, which
// it never defines) and the source then writes `using std::istream;`: Clang
// finds both where `istream` is used ("reference to 'istream' is
// ambiguous"); MSVC takes std::istream (the TspContest sample's line.cpp).
// An ambiguity between a class the program declares and never defines and
// one defined type is AMP2HIP-W0003, the name written with the defined one's
// qualified name; the using-declaration beside the class, which hipcc and
// nvcc reject, is removed. Any other ambiguity stays Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DTWO_DEFINED 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <istream>
#include <string>

// OUT: {{^}}class istream;
class istream;

namespace utilities {
class line {
  friend std::istream &operator>>(std::istream &stream, line &l);
  std::string data_;

public:
  int length() const { return static_cast<int>(data_.size()); }
};
std::istream &operator>>(std::istream &stream, line &l);
} // namespace utilities

// OUT-NOT: {{^}}using std::istream;
// OUT: {{^}}using utilities::line;
using std::istream;
using utilities::line;

// DIAG: W0003_ambiguous_undefined_class.cpp:[[@LINE+3]]:1: warning: accepted as MSVC does: reference to 'istream' is ambiguous (a class the program declares and never defines, and std::istream, which MSVC takes; the name is written 'std::istream', and its using-declaration beside the class, which hipcc and nvcc reject, removed); written as portable C++ in the output [AMP2HIP-W0003]
// DIAG: W0003_ambiguous_undefined_class.cpp:[[@LINE+2]]:32: warning: accepted as MSVC does: reference to 'istream' is ambiguous
// OUT: std::istream &utilities::operator>>(std::istream &stream, line &l) {
istream &utilities::operator>>(istream &stream, line &l) {
  std::getline(stream, l.data_);
  return stream;
}

int lengths(std::istream &in, concurrency::array_view<int, 1> out) {
  line l;
  int n = 0;
  while (n < out.extent[0] && in >> l)
    out[n++] = l.length();
  concurrency::parallel_for_each(
      out.extent, [=](concurrency::index<1> i) restrict(amp) { out[i] *= 2; });
  return n;
}

#ifdef TWO_DEFINED
namespace a {
struct reader {};
} // namespace a
namespace b {
struct reader {};
} // namespace b
using namespace a;
using namespace b;
// BAD: W0003_ambiguous_undefined_class.cpp:[[@LINE+1]]:1: error: reference to 'reader' is ambiguous
reader r;
#endif
