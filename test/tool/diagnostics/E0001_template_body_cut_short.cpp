// A function template whose body the file ends in (found by the in-process
// fuzzer from a lit input cut short): Clang's errors, exit 1, and no crash
// (the fix for an uninstantiated template's body replaced up to a '}' that
// is not there).
// RUN: %not %amp2hip %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// CHECK: error: expected '}'
// CHECK-NOT: Stack dump
// CHECK: translation failed; no output written
#include <amp.h>
template <typename T> void scale(T *x, int n) {
  concurrency::parallel_for_each(concurrency::extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    x[i[0]] *= 2;