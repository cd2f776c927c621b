// Text outside the rewritten ranges is kept as written: comments, blank lines,
// odd spacing, the host code. A doc comment stays attached to its function:
// the kernel goes before the comment.
// RUN: %amp2hip %s | %nochecks | FileCheck %s --strict-whitespace
#include <amp.h>   // the AMP header
// CHECK: #include <amp2hip/amp.h>   // the AMP header
using namespace concurrency;

int   keep_this  =  42;   /* odd   spacing */
// CHECK: int   keep_this  =  42;   /* odd   spacing */
// CHECK-EMPTY:

/// Doubles every element.
void twice(int *p) {
    // inside comment
    array_view<int, 1> v(4, p);
    parallel_for_each(
        // the domain
        v.extent,
        [=](index<1> i) restrict(amp) { v[i] *= 2; });
    // CHECK-NEXT: // amp2hip: kernel of the parallel_for_each at layout_preserved.cpp:[[#TWICE_AT:@LINE-4]]:5
    // CHECK: /// Doubles every element.
    // CHECK-NEXT: void twice(int *p) {
    // CHECK-NEXT:     // inside comment
    // CHECK-NEXT:     array_view<int, 1> v(4, p);
    // CHECK-NEXT:     amp2hip::parallel_for_each(
    // CHECK-NEXT:         // the domain
    // CHECK-NEXT:         v.extent, amp2hip_kernel_twice_[[#TWICE_AT]], v);
}
