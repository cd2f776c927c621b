// A kernel lambda may capture by reference only concurrency::array and
// texture objects (MSVC error C3590) and may not capture pointers (C++ AMP
// v1.2 §2.4.3.3; MSVC error C3596). Both are AMP2HIP-E0003 where MSVC reports
// them: at the lambda's closing brace, or at the opening brace of its body in
// a function template; a note points at the capture. Pointers declared in the
// kernel and arrays captured by reference are fine.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

void byReference(array<int, 1> &a) {
  array<int, 1> *pa = &a;
  parallel_for_each(a.get_extent(), [&](index<1> i) restrict(amp) {
    (*pa)[i] = 1;
    // CHECK-DAG: E0003_capture_msvc_line.cpp:[[@LINE-1]]:7: note: 'pa' is captured here
  });
  // CHECK-DAG: E0003_capture_msvc_line.cpp:[[@LINE-1]]:3: error: 'pa' is captured by reference; a kernel may capture only concurrency::array and texture objects by reference (MSVC error C3590) [AMP2HIP-E0003]
}

void pointerByValue(array<int, 1> &a) {
  array<int, 1> *pa = &a;
  parallel_for_each(a.get_extent(), [&a, pa](index<1> i) restrict(amp) {
    // CHECK-DAG: E0003_capture_msvc_line.cpp:[[@LINE-1]]:42: note: 'pa' is captured here
    a[i] = (*pa)[i];
  });
  // CHECK-DAG: E0003_capture_msvc_line.cpp:[[@LINE-1]]:3: error: 'pa' of type 'array<int, 1> *' is a pointer captured by value; a kernel may not capture pointers (C++ AMP v1.2 §2.4.3.3; MSVC error C3596) [AMP2HIP-E0003]
}

template <typename T> void inTemplate(array<T, 1> &a) {
  T *p = nullptr;
  parallel_for_each(a.get_extent(), [&a, p](index<1> i) restrict(amp) {
    // CHECK-DAG: E0003_capture_msvc_line.cpp:[[@LINE-1]]:71: error: 'p' of type 'T *' is a pointer captured by value{{.*}}[AMP2HIP-E0003]
    T *local = p;
    a[i] = local ? 1 : 0;
  });
}

void fine(array<int, 1> &a, int n) {
  parallel_for_each(a.get_extent(), [&a, n](index<1> i) restrict(amp) {
    int x = n;
    int *local = &x; // a pointer declared in the kernel: fine
    a[i] = *local;
  });
}

int main() {
  array<int, 1> a(4);
  byReference(a);
  pointerByValue(a);
  inTemplate(a);
  fine(a, 2);
  return 0;
}
