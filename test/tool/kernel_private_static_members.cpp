// A kernel in a member function calls the class's private (or protected)
// static restrict(amp) functions, as Microsoft's MandelBrot and BlackScholes
// do, or its base's, or names a private member type (Morph). The lambda inside the member may; the kernel outlined to namespace
// scope may not, so amp2hip declares each such function public where the
// class declares it, on its own line, and restores the access after it.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <vector>
using namespace concurrency;

class Mandelbrot {
public:
  void run(std::vector<unsigned> &out);

private:
  // CHECK: public: /* amp2hip: for kernels */ __host__ __device__ static unsigned iterate(int n, float x); private:
  static unsigned iterate(int n, float x) restrict(cpu, amp);
  // CHECK: public: /* amp2hip: for kernels */ __device__ static float half(float x) { return x / 2; } private:
  static float half(float x) restrict(amp) { return x / 2; }
  // Not restrict(amp): left alone.
  // CHECK: static int count() { return 3; }
  static int count() { return 3; }

protected:
  // CHECK: public: /* amp2hip: for kernels */ __device__ static int one() { return 1; } protected:
  static int one() restrict(amp) { return 1; }
};

unsigned Mandelbrot::iterate(int n, float x) restrict(cpu, amp) {
  return n + static_cast<unsigned>(x);
}

void Mandelbrot::run(std::vector<unsigned> &out) {
  array_view<unsigned, 1> v(static_cast<int>(out.size()), out);
  // CHECK: v[i] = Mandelbrot::iterate(i[0], Mandelbrot::half(4.0f)) + Mandelbrot::one();
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = iterate(i[0], half(4.0f)) + one();
  });
  v.synchronize();
}

// A private member type in a capture's type (Microsoft's Morph demo), and
// the protected static functions of a base class.
class Base {
protected:
  // CHECK: public: /* amp2hip: for kernels */ __device__ static float clampf(float x) { return x < 0 ? 0 : x; } protected:
  static float clampf(float x) restrict(amp) { return x < 0 ? 0 : x; }
};
class Morph : public Base {
public:
  void run(array_view<float, 1> v);

private:
  // CHECK: public: /* amp2hip: for kernels */ struct Params {
  struct Params {
    float scale;
  // CHECK: }; private:
  };
};
void Morph::run(array_view<float, 1> v) {
  Params params = {2.0f};
  // CHECK: v[i] = Base::clampf(v[i] * params.scale);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = clampf(v[i] * params.scale);
  });
}

template <typename T> class Scaler {
public:
  void run(array_view<T, 1> v) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      v[i] = scale(v[i]);
    });
  }

private:
  // CHECK: public: /* amp2hip: for kernels */ __device__ static T scale(T x) { return 3 * x; } private:
  static T scale(T x) restrict(amp) { return 3 * x; }
};

int main() {
  std::vector<unsigned> out(8);
  Mandelbrot().run(out);
  std::vector<int> w(4, 2);
  array_view<int, 1> v(4, w);
  Scaler<int>().run(v);
  v.synchronize();
  std::vector<float> f(4, -1.0f);
  f[1] = 1.5f;
  array_view<float, 1> fv(4, f);
  Morph().run(fv);
  fv.synchronize();
  // out[i] = i + 2 + 1; w[i] = 6; f = {0, 3, 0, 0}.
  return out[5] == 8 && w[3] == 6 && f[1] == 3.0f && f[0] == 0.0f ? 0 : 1;
}
