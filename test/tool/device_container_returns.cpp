// A restrict(amp) function returning an array_view by value returns what amp
// code holds, a device view: its return type is written as the device view
// type, as its container parameters are (without it nvcc cannot convert the
// device view it returns to the host class). The HIP qualifier goes before
// it.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

array_view<int, 1> pass(const array_view<int, 1> &a) restrict(amp) { return a; }
// CHECK: __device__ amp2hip::device_view<int, 1> pass(const amp2hip::device_view<int, 1> &a) { return a; }

template <typename T>
array_view<const T, 2> rows(const array_view<const T, 2> &a) restrict(amp) {
  return a.section(index<2>(1, 0));
}
// CHECK: template <typename T>
// CHECK-NEXT: __device__ amp2hip::device_view<const T, 2> rows(const amp2hip::device_view<const T, 2> &a) {

void run(array_view<int, 1> a, array_view<const float, 2> b,
         array_view<float, 1> out) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    pass(a)[i] = 1;
    out[i] = rows(b)(0, i[0]);
  });
}
