// MSVC's std::exception has a constructor from a C string, and AMP programs
// throw it: `throw std::exception("Not enough accelerator memory");`
// (Multicoreware's LargeMatrixMultiplication, the conformance suite's
// amp_test_lib). The standard's has none, and Clang gives "no matching
// conversion for functional-style cast". amp2hip reports AMP2HIP-W0003 and
// writes std::runtime_error, whose what() is the message and which
// `catch (std::exception &)` still catches. A std::exception from anything
// else than a C string stays Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DFROM_INT 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <cstdio>
#include <stdexcept>
using namespace concurrency;
using namespace std;

void check(int rows, int tile, const char *why) {
  if (rows % tile != 0)
    // DIAG: W0003_exception_message.cpp:[[@LINE+2]]:11: warning: accepted as MSVC does: no matching conversion for functional-style cast from 'const char[40]' to 'std::exception' (MSVC's std::exception has a constructor from a C string); written as portable C++ in the output: std::runtime_error, whose what() is the message and which catch (std::exception&) catches [AMP2HIP-W0003]
    // OUT: throw std::runtime_error("the rows must be a multiple of the tile");
    throw std::exception("the rows must be a multiple of the tile");
  if (rows == 0)
    // DIAG: W0003_exception_message.cpp:[[@LINE+2]]:11: warning: accepted as MSVC does: no matching conversion for functional-style cast from 'const char *' to 'exception'
    // OUT: throw std::runtime_error(why);
    throw exception(why);
#ifdef FROM_INT
  // BAD: W0003_exception_message.cpp:[[@LINE+1]]:9: error: no matching conversion for functional-style cast from 'int' to 'std::exception'
  throw std::exception(rows);
#endif
}

int main() {
  std::vector<int> data(64, 1);
  array_view<int, 1> view(64, data);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] += 1; });
  try {
    check(64, 48, "no rows");
  } catch (const std::exception &e) {
    std::printf("%s\n", e.what());
  }
  return view[0] == 2 ? 0 : 1;
}
