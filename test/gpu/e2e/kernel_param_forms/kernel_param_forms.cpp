// GPU end-to-end program: kernel parameters in the forms legacy AMP programs
// use (C++ AMP v1.2 §7.1 captures, §2.1 restrict(amp) functions):
//  1. AMP value types (index, extent, tiled_extent) captured by value, alone,
//     in a struct of the program, and in a function object;
//  2. an array captured by reference ([&a], [&]) and passed to amp code that
//     takes `array<float, 2> &`: a function, a lambda, a local reference;
//  3. restrict(amp) function templates with container parameters, their
//     element type deduced: const array_view<const T, 2>&, array_view<T>
//     (the rank-1 default), const array<T, N>& from a writable array, a
//     static member function template.
// Each case prints one line; expected_output.md derives the numbers.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

template <typename T> void print(const char *label, const std::vector<T> &v) {
  std::cout << label << ":";
  for (const T &x : v)
    std::cout << " " << x;
  std::cout << "\n";
}

// ---- 1. Value types ------------------------------------------------------

struct Window {
  index<2> origin;
  extent<2> size;
  int scale;
};

// A function object holding a struct of value types.
struct Stamp {
  Window w;
  array_view<int, 2> out;
  void operator()(index<2> i) const restrict(amp) {
    out[i] = w.size.contains(i - w.origin) ? w.scale : 0;
  }
};

void valueTypes() {
  std::vector<int> grid(12, 0);
  array_view<int, 2> out(3, 4, grid);
  extent<2> e(2, 3);
  index<2> origin(1, 1);
  tiled_extent<2, 2> te = out.extent.tile<2, 2>();
  parallel_for_each(out.extent, [=](index<2> i) restrict(amp) {
    out[i] = e.contains(i - origin) ? te.tile_extent[0] * 10 + te[1] : 0;
  });
  out.synchronize();
  print("value_captures", grid);

  Window w = {index<2>(0, 2), extent<2>(3, 2), 7};
  parallel_for_each(out.extent, [=](index<2> i) restrict(amp) {
    out[i] = w.size.contains(i - w.origin) ? w.scale + i[0] : -1;
  });
  out.synchronize();
  print("struct_capture", grid);

  Window row = {index<2>(1, 0), extent<2>(1, 4), 5};
  parallel_for_each(out.extent, Stamp{row, out});
  out.synchronize();
  print("functor_capture", grid);
}

// ---- 2. An array by reference into amp code taking array<float, 2>& -------

void scale(array<float, 2> &a, index<2> i) restrict(amp) { a[i] *= 2.0f; }

void arrayByReference() {
  std::vector<float> data = {1, 2, 3, 4, 5, 6};
  array<float, 2> a(2, 3, data.begin(), data.end());
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { scale(a, i); });
  copy(a, data.begin());
  print("array_by_reference", data);

  parallel_for_each(a.extent, [&](index<2> i) restrict(amp) {
    auto addOne = [](array<float, 2> &x, index<2> j) restrict(amp) {
      x[j] += 1.0f;
    };
    array<float, 2> &r = a;
    addOne(r, i);
    scale(r, i);
  });
  copy(a, data.begin());
  print("array_in_lambda_and_reference", data);
}

// ---- 3. Function templates with container parameters ---------------------

template <typename T>
T sum3(const array_view<const T, 2> &v, index<2> i) restrict(amp) {
  return v[i] + v[i] + v[i];
}

template <typename T>
void tripled(array_view<const T, 2> in, array_view<T, 2> out) {
  parallel_for_each(out.extent,
                    [=](index<2> i) restrict(amp) { out[i] = sum3(in, i); });
}

template <typename T> T first(const array_view<const T> &v) restrict(amp) {
  return v[0];
}
template <typename T> void put(array_view<T> v, int k, T x) restrict(amp) {
  v[k] = x;
}

template <typename T, int N>
T twiceOf(const array<T, N> &a, index<N> i) restrict(amp) {
  return a[i] + a[i];
}

struct Stencil {
  template <typename T>
  static T fromCorner(array_view<const T, 2> v, index<2> i) restrict(amp) {
    return v[i] - v(0, 0);
  }
};

void functionTemplates() {
  std::vector<float> in = {1, 2, 3, 4, 5, 6};
  std::vector<float> out(6);
  array_view<const float, 2> inView(2, 3, in);
  array_view<float, 2> outView(2, 3, out);
  tripled(inView, outView);
  outView.synchronize();
  print("sum3_const_view", out);

  std::vector<int> src = {5, 6, 7, 8};
  std::vector<int> dst(4);
  array_view<const int> r(4, src);
  array_view<int> o(4, dst);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    put(o, i[0], first(r) + r[i]);
  });
  o.synchronize();
  print("rank1_default", dst);

  std::vector<int> cube = {0, 1, 2, 3, 4, 5, 6, 7};
  array<int, 3> b(2, 2, 2, cube.begin(), cube.end());
  parallel_for_each(b.extent, [&b](index<3> i) restrict(amp) {
    b[i] = twiceOf(b, i) + 1;
  });
  copy(b, cube.begin());
  print("const_array_from_writable", cube);

  parallel_for_each(outView.extent, [=](index<2> i) restrict(amp) {
    outView[i] = Stencil::fromCorner(inView, i);
  });
  outView.synchronize();
  print("member_template", out);
}

int main() {
  valueTypes();
  arrayByReference();
  functionTemplates();
  return 0;
}
