// A kernel in a member function of a class, or a function object's call
// operator, calls the class's public static member functions unqualified, as
// AMD's histogram sample does (histogram_amp::histo_kernel calls
// addword_256). The kernel is outlined to namespace scope, so each such call
// is written with the class's name: `histogram_amp::addword_256(...)`, and
// `Smoother<T>::fetch(...)` in a class template. A call that names the class
// already is kept. Private or protected static members are AMP2HIP-E0004
// (test/tool/diagnostics/E0004_unsupported_kernel_context.cpp).
//
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// DIAG-NOT: {{error|warning}}:
#include <amp.h>
using namespace concurrency;

class histogram_amp {
public:
  static void addword(unsigned *bins, unsigned value) restrict(amp);
  static unsigned bucket(unsigned value) restrict(amp, cpu) { return value % 16; }
  template <int Tiles>
  static void histogram(array<unsigned, 1> &data, array<unsigned, 1> &result);
};

void histogram_amp::addword(unsigned *bins, unsigned value) restrict(amp) {
  atomic_fetch_add(&bins[bucket(value)], 1u);
}

template <int Tiles>
void histogram_amp::histogram(array<unsigned, 1> &data,
                              array<unsigned, 1> &result) {
  parallel_for_each(extent<1>(Tiles * 64).tile<64>(),
                    [=, &data, &result](tiled_index<64> t) restrict(amp) {
    tile_static unsigned bins[16];
    if (t.local[0] < 16)
      bins[t.local[0]] = 0;
    t.barrier.wait();
    // CHECK: histogram_amp::addword(bins, data[t.global]);
    addword(bins, data[t.global]);
    // CHECK: histogram_amp::addword(bins, histogram_amp::bucket(data[t.global]));
    histogram_amp::addword(bins, bucket(data[t.global]));
    t.barrier.wait();
    if (t.local[0] < 16)
      atomic_fetch_add(&result[t.local[0]], bins[t.local[0]]);
  });
}

template <typename T> class Smoother {
public:
  static T fetch(const array_view<const T, 1> &in, int i) restrict(amp, cpu) {
    return i < 0 ? in[0] : in[i];
  }
  static T fetch(const array_view<const T, 1> &in, int i, T scale)
      restrict(amp, cpu) {
    return scale * fetch(in, i);
  }
  template <int K> static T times(T x) restrict(amp) { return T(K) * x; }
  static T times(T x) restrict(amp) { return x; }
  void run(array_view<const T, 1> in, array_view<T, 1> out) {
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
      // CHECK: out[i] = (Smoother<T>::fetch(in, i[0] - 1) + Smoother<T>::fetch(in, i[0], T(2))) / T(3);
      out[i] = (fetch(in, i[0] - 1) + fetch(in, i[0], T(2))) / T(3);
      // A member template named with its arguments in a class template: the
      // keyword `template` after the dependent qualifier (nvcc requires it).
      // CHECK: out[i] += Smoother<T>::template times<2>(out[i]) + Smoother<T>::times(out[i]);
      out[i] += times<2>(out[i]) + times(out[i]);
    });
  }
};

struct Saxpy {
  array_view<float, 1> y;
  array_view<const float, 1> x;
  float a;
  static float axpy(float a, float x, float y) restrict(amp) { return a * x + y; }
  void operator()(index<1> i) const restrict(amp) {
    // CHECK: y[i] = Saxpy::axpy(a, x[i], y[i]);
    y[i] = axpy(a, x[i], y[i]);
  }
};

int main() {
  std::vector<unsigned> values(256, 5);
  array<unsigned, 1> data(256, values.begin()), result(16);
  histogram_amp::histogram<4>(data, result);
  std::vector<float> xs(64, 1.0f), ys(64, 2.0f);
  array_view<const float, 1> in(64, xs);
  array_view<float, 1> out(64, ys);
  Smoother<float>().run(in, out);
  parallel_for_each(out.extent, Saxpy{out, in, 3.0f});
  return 0;
}
