// In a kernel, array_view locals made from a captured view (view_as, section,
// a copy) hold the runtime's device view: their written type becomes `auto`.
// view_as and reinterpret_as calls are kept as written.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

void reshape(int *p, float *f) {
  array_view<int, 1> a(16, p);
  array_view<float, 1> fv(16, f);
  parallel_for_each(extent<2>(4, 4), [=](index<2> idx) restrict(amp) {
    array_view<int, 2> square = a.view_as(extent<2>(4, 4));
    const array_view<int, 1> same = a;
    square[idx] = same[idx[0]] + static_cast<int>(fv.reinterpret_as<unsigned int>()[idx[1]] & 1u);
  });
  array_view<int, 2> host = a.view_as(extent<2>(4, 4));
  host.synchronize();
}

// CHECK: auto square = a.view_as(extent<2>(4, 4));
// CHECK-NEXT: const auto same = a;
// CHECK: array_view<int, 2> host = a.view_as(extent<2>(4, 4));
