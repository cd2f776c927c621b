// What C++ AMP programs use of MSVC's libraries beyond <windows.h>'s types
// (issue 24, item 7): windef.h's min and max and stdlib.h's __min and __max
// (function templates of the runtime, AMP2HIP-W0004 at each use; std::min
// untouched), <io.h>'s _access, ConcRT's critical_section through
// <concrt.h>, MSVC's <amprt.h> included by name (the runtime's <amp.h>),
// stdext's array iterators (which MSVC's <amp.h> brings with
// <iterator>), the accelerator_view::accelerator and
// array_view::source_accelerator_view properties (written as their getters),
// and default_view.wait() on a const accelerator.
// RUN: %amp2hip %s 2> %t.err | %nochecks | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: FileCheck %s --check-prefix=STD < %t.err
#include <windows.h>
// CHECK: #include <amp2hip/windows.h>
#include <io.h>
// DIAG-DAG: msvc_library_names.cpp:[[@LINE-1]]:1: warning: 'io.h' is mapped to <amp2hip/windows.h>, amp2hip's portability layer: low-level I/O{{.*}}[AMP2HIP-W0004]
// CHECK: #include <amp2hip/windows.h>
#include <concrt.h>
// CHECK: #include <amp2hip/concrt.h>
#include <amp.h>
#include <amprt.h>
// CHECK: #include <amp2hip/amp.h>
// CHECK-NEXT: #include <amp2hip/amp.h>
#include <algorithm>
#include <vector>
using namespace concurrency;

int smallest(int a, unsigned long b) {
  // CHECK: return min(a, b) + __max(a, 0) - std::min(a, 0);
  return min(a, b) + __max(a, 0) - std::min(a, 0);
  // DIAG-DAG: msvc_library_names.cpp:[[@LINE-1]]:10: warning: 'min' (windows.h) is mapped to amp2hip's portability layer: windef.h's min(a, b) macro as a function template{{.*}}[AMP2HIP-W0004]
  // DIAG-DAG: msvc_library_names.cpp:[[@LINE-2]]:22: warning: '__max' (stdlib.h) is mapped{{.*}}[AMP2HIP-W0004]
  // STD-NOT: msvc_library_names.cpp:[[@LINE-3]]:39: warning
}

bool haveInput(const char *path) {
  return _access(path, 4) == 0;
  // DIAG-DAG: msvc_library_names.cpp:[[@LINE-1]]:10: warning: '_access' (io.h) is mapped{{.*}}[AMP2HIP-W0004]
}

critical_section lock;
int total = 0;

void add(int n) {
  critical_section::scoped_lock hold(lock);
  total += n;
}

void copyOut(const accelerator &acc, array_view<const int, 1> data, int *out) {
  // CHECK: copy(data, stdext::make_checked_array_iterator(out, data.extent[0]));
  copy(data, stdext::make_checked_array_iterator(out, data.extent[0]));
  // CHECK: acc.default_view.wait();
  acc.default_view.wait();
}

int main() {
  std::vector<int> v(4, 1);
  array_view<int, 1> av(4, v);
  accelerator_view view = accelerator().default_view;
  // CHECK: accelerator device = view.get_accelerator();
  accelerator device = view.accelerator;
  // CHECK: if (view.get_accelerator() == device)
  if (view.accelerator == device)
    add(1);
  array<int, 1> a(4, view);
  array_view<int, 1> onArray(a);
  // CHECK: accelerator_view source = onArray.get_source_accelerator_view();
  accelerator_view source = onArray.source_accelerator_view;
  parallel_for_each(view, av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  int out[4];
  copyOut(device, av, out);
  return smallest(out[0], 3) + (haveInput("in.txt") ? 1 : 0) + total +
         (source == view ? 0 : 1);
}
// DIAG-NOT: error
