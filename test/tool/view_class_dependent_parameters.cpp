// A class template holding views, specialized with a template's parameter, as
// the parameter type of an amp function (docs/features/views-in-classes.md):
// `Pair<T> &p` in a restrict(amp) static member of a class template, called
// from a kernel with an amp local of that type. amp code holds the device form
// (`amp2hip::device_form_t<Pair<T>>`, as the local is written), so the
// parameter is written so too; as written, nvcc rejected the call (a reference
// to Pair<T> bound to its device form: the conformance suite's
// av.diff.struct.multiple/ref/1d/Test01). The program runs on the CPU platform
// and checks each element against a host loop.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=RESULT %}
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <typename T> struct Pair {
  Pair(array_view<T, 1> a, array_view<T, 1> b) restrict(amp, cpu)
      : in(a), out(b) {}
  array_view<T, 1> in;
  array_view<T, 1> out;
};

template <typename T> struct Scale {
  // OUT: __device__ static void apply(amp2hip::device_form_t<Pair<T>> &p, const amp2hip::device_form_t<Pair<T>> &q, int i, T k)
  static void apply(Pair<T> &p, const Pair<T> &q, int i, T k) restrict(amp) {
    p.out[i] = p.in[i] * k + q.in[i];
  }
  // A pointer stays E0009's (not taken here); a value of a class without
  // views is untouched.
  // OUT: __device__ static T twice(T v) { return v + v; }
  static T twice(T v) restrict(amp) { return v + v; }
};

template <typename T, typename K>
int run(int n) {
  std::vector<T> in(n), out(n, T(0));
  for (int i = 0; i < n; ++i)
    in[i] = T(i % 7);
  array_view<T, 1> a(n, in), b(n, out);
  b.discard_data();
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    // OUT: amp2hip::device_form_t<Pair<T>> p(a, b);
    Pair<T> p(a, b);
    K::apply(p, p, idx[0], K::twice(T(3)));
  });
  // Host code uses Pair<T> too (so it has a device form): reads through it.
  Pair<T> host(a, b);
  if (host.out[n - 1] != in[n - 1] * T(7))
    return -1;
  b.synchronize();
  int differ = 0;
  for (int i = 0; i < n; ++i)
    differ += out[i] != in[i] * T(6) + in[i]; // in * twice(3) + in
  return differ;
}

int main() {
  // RESULT: int: 0 of 256 differ
  std::printf("int: %d of 256 differ\n", run<int, Scale<int>>(256));
  // RESULT-NEXT: float: 0 of 100 differ
  std::printf("float: %d of 100 differ\n", run<float, Scale<float>>(100));
  return 0;
}
