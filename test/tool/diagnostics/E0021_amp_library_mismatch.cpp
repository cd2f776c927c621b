// A use of the C++ AMP library that fits none of its declarations (a copy
// between containers of different ranks or element types, an index of the
// wrong rank, a member the class does not have, an accelerator_view made
// from nothing) is Clang's overload, conversion or member error against
// amp2hip's <amp.h>; amp2hip reports it as AMP2HIP-E0021 at Clang's location,
// with Clang's text and candidates as notes (MSVC: C2039, C2440, C2664,
// C2665, C2679). A conversion from or to a library type is the library's
// (its constructors and conversion functions did not fit). The same errors
// about the program's own declarations and types stay Clang's
// (without another AMP2HIP error, AMP2HIP-E0001 would follow them).
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Mine {
  void take(int) {}
};
void own(index<2>) {}

void uses() {
  std::vector<int> v(16);
  array<int, 1> a(16);
  array<int, 2> b(4, 4);
  array<float, 1> f(16);
  copy(a, b);
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:3: error: this use of the C++ AMP library fits none of its declarations{{.*}}[AMP2HIP-E0021]
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-2]]:3: note: Clang's diagnostic: no matching function for call to 'copy'
  copy(a, f);
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:3: error: this use of the C++ AMP library fits none{{.*}}[AMP2HIP-E0021]
  index<2> i2(1, 2);
  index<3> i3 = i2;
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:12: error: this use of the C++ AMP library fits none{{.*}}[AMP2HIP-E0021]
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-2]]:12: note: Clang's diagnostic: no viable conversion from 'index<2>' to 'index<3>'
  index<3> i4(1, 2, 3, 4);
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:12: error: this use of the C++ AMP library fits none{{.*}}[AMP2HIP-E0021]
  auto sum = i2 + i3;
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:17: error: this use of the C++ AMP library fits none{{.*}}[AMP2HIP-E0021]
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-2]]:17: note: Clang's diagnostic: invalid operands to binary expression ('index<2>' and 'index<3>')
  i2 = i3;
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:6: error: this use of the C++ AMP library fits none{{.*}}[AMP2HIP-E0021]
  int x = a.x;
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:13: error: this use of the C++ AMP library fits none{{.*}}[AMP2HIP-E0021]
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-2]]:13: note: Clang's diagnostic: no member named 'x' in 'Concurrency::array<int>'
  a.copy_to(v.data());
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:5: error: this use of the C++ AMP library fits none{{.*}}[AMP2HIP-E0021]
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-2]]:5: note: Clang's diagnostic: no matching member function for call to 'copy_to'
  accelerator_view none;
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:20: error: this use of the C++ AMP library fits none{{.*}}[AMP2HIP-E0021]
  array_view<const int, 1> ro(a);
  ro[0] = 1;
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:9: error: this use of the C++ AMP library fits none{{.*}}[AMP2HIP-E0021]

  // The program's own declarations: Clang's errors, not E0021.
  Mine m;
  m.take(m);
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:10: error: no viable conversion from 'Mine' to 'int'
  own(i3);
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:3: error: no matching function for call to 'own'
  int y = m.z;
  // CHECK-DAG: E0021_amp_library_mismatch.cpp:[[@LINE-1]]:13: error: no member named 'z' in 'Mine'
  (void)x, (void)y, (void)sum, (void)i4;
}
