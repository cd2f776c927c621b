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

// An array_view constructed in amp code over memory of amp code (AMP's
// array_view(e0, [e1, [e2,]] T*) and (extent, T*), restrict(amp, cpu)) names
// the device view type, which has those constructors; a one-argument
// direct initialization stays `auto`.
template <typename T> T firstOf(T value) restrict(amp) {
  array_view<T, 1> one(1, &value);
  return one[0];
}
void localViews(array_view<int, 2> out) {
  parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
    int cells[6] = {0, 1, 2, 3, 4, 5};
    array_view<int, 2> grid(2, 3, cells);
    array_view<const int, 1> flat(extent<1>(6), cells);
    array_view<int, 2> copy(out);
    copy[idx] = grid(1, 2) + flat[5] + firstOf(1);
  });
}
// CHECK: amp2hip::kernel_param_t<array_view<T, 1>> one(1, &value);
// CHECK: amp2hip::kernel_param_t<array_view<int, 2>> grid(2, 3, cells);
// CHECK-NEXT: amp2hip::kernel_param_t<array_view<const int, 1>> flat(extent<1>(6), cells);
// CHECK-NEXT: auto copy(out);

// A C array of views in amp code holds device views: `auto` cannot declare an
// array, so its element type is written as the device view type.
void arrays(array_view<int, 1> a, array_view<int, 1> b, array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    array_view<int> both[] = {a, b};
    // CHECK: amp2hip::kernel_param_t<array_view<int>> both[] = {a, b};
    const array_view<int, 1> grid[2][1] = {{a}, {b}};
    // CHECK: const amp2hip::kernel_param_t<array_view<int, 1>> grid[2][1] =
    out[i] = both[0][i] + both[1][i] + grid[1][0][i];
  });
}
