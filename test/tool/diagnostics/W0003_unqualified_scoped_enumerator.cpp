// Visual Studio 2012 found the enumerators of a scoped enum (`enum class`) in
// its enclosing scope, as an unscoped enum's, a bug fixed in Visual Studio
// 2013 (the TspContest sample writes `string_split_options split_options =
// none` for `string_split_options::none`). Clang does not find the name;
// amp2hip reports AMP2HIP-W0003 and qualifies the enumerator with its enum's
// name, found in the innermost enclosing namespace or class that declares
// one scoped enum with that enumerator. Two such enums there, or none, leave
// Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DAMBIGUOUS 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <string>

namespace utilities {
enum class split_options { none = 0, skip_empty = 1 };
enum class other { first, second };

namespace {
// DIAG: W0003_unqualified_scoped_enumerator.cpp:[[@LINE+2]]:57: warning: accepted as MSVC does: use of undeclared identifier 'none' (Visual Studio 2012 finds the enumerators of a scoped enum in its enclosing scope, a bug fixed in Visual Studio 2013); written as portable C++ in the output (the enumerator qualified with its enum's name) [AMP2HIP-W0003]
// OUT: int parts(const std::string &s, split_options options = split_options::none) {
int parts(const std::string &s, split_options options = none) {
  int n = 1;
  for (char c : s)
    n += c == ',';
  // DIAG: W0003_unqualified_scoped_enumerator.cpp:[[@LINE+2]]:18: warning: accepted as MSVC does: use of undeclared identifier 'skip_empty'
  // OUT: if (options == split_options::skip_empty && s.empty())
  if (options == skip_empty && s.empty())
    return 0;
  return n;
}
} // namespace

struct Reader {
  enum class mode { text, binary };
  // DIAG: W0003_unqualified_scoped_enumerator.cpp:[[@LINE+2]]:39: warning: accepted as MSVC does: use of undeclared identifier 'binary'
  // OUT: bool isBinary() const { return m == mode::binary; }
  bool isBinary() const { return m == binary; }
  mode m = mode::text;
};
} // namespace utilities

#ifdef AMBIGUOUS
namespace twice {
enum class a { none };
enum class b { none };
// BAD: W0003_unqualified_scoped_enumerator.cpp:[[@LINE+1]]:19: error: use of undeclared identifier 'none'
a pick() { return none; }
} // namespace twice
#endif

int main() { return utilities::parts("a,b") == 2 ? 0 : 1; }
