// Kernels in member functions that call the class's private and protected
// static restrict(amp) functions (Microsoft's MandelBrot and BlackScholes
// are written this way): a class, and a class template. Each result is
// checked against the same static functions called on the host.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

// The number of Collatz steps from n to 1, for n < 1000 (integer arithmetic:
// the accelerator and the host agree exactly).
class Collatz {
public:
  std::vector<int> steps(int count);
  static int host_steps(int n) { return steps_of(n); }

private:
  static int steps_of(int n) restrict(amp, cpu);
  static int next(int n) restrict(amp, cpu) {
    return n % 2 == 0 ? n / 2 : 3 * n + 1;
  }

protected:
  static int first() restrict(amp) { return 1; }
};

int Collatz::steps_of(int n) restrict(amp, cpu) {
  int s = 0;
  while (n != 1) {
    n = next(n);
    ++s;
  }
  return s;
}

std::vector<int> Collatz::steps(int count) {
  std::vector<int> out(count);
  array_view<int, 1> v(count, out);
  v.discard_data();
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = steps_of(i[0] + first());
  });
  v.synchronize();
  return out;
}

template <typename T> class Polynomial {
public:
  void evaluate(array_view<T, 1> v) const {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      v[i] = at(v[i]);
    });
  }
  static T host_at(T x) { return at(x); }

private:
  static T at(T x) restrict(amp, cpu) { return (2 * x + 3) * x - 7; }
};

// A private member type captured by the kernel, and a base class's
// protected static function (Microsoft's Morph demo).
class Clamp {
protected:
  static int clamp(int x, int lo, int hi) restrict(amp, cpu) {
    return x < lo ? lo : (x > hi ? hi : x);
  }
};
class Window : public Clamp {
public:
  explicit Window(int lo, int hi) : range{lo, hi} {}
  void apply(array_view<int, 1> v) const;
  int host_apply(int x) const { return clamp(x, range.lo, range.hi); }

private:
  struct Range {
    int lo, hi;
  };
  Range range;
};
void Window::apply(array_view<int, 1> v) const {
  Range r = range;
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = clamp(v[i], r.lo, r.hi);
  });
}

int main() {
  const int n = 999;
  std::vector<int> steps = Collatz().steps(n);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += steps[i] != Collatz::host_steps(i + 1);
  std::printf("collatz: %d of %d wrong, steps(27) = %d\n", wrong, n,
              steps[26]);

  std::vector<int> xs(256);
  for (int i = 0; i < 256; ++i)
    xs[i] = i - 128;
  std::vector<int> expected(256);
  for (int i = 0; i < 256; ++i)
    expected[i] = Polynomial<int>::host_at(xs[i]);
  array_view<int, 1> v(256, xs);
  Polynomial<int>().evaluate(v);
  v.synchronize();
  int poly_wrong = 0;
  for (int i = 0; i < 256; ++i)
    poly_wrong += xs[i] != expected[i];
  std::printf("polynomial: %d of 256 wrong, p(127) = %d\n", poly_wrong,
              xs[255]);

  std::vector<int> ws(100);
  for (int i = 0; i < 100; ++i)
    ws[i] = i * 7 - 300;
  std::vector<int> clamped(ws);
  Window w(-50, 120);
  array_view<int, 1> wv(100, clamped);
  w.apply(wv);
  wv.synchronize();
  int window_wrong = 0;
  for (int i = 0; i < 100; ++i)
    window_wrong += clamped[i] != w.host_apply(ws[i]);
  std::printf("window: %d of 100 wrong, [%d, %d, %d]\n", window_wrong,
              clamped[0], clamped[45], clamped[99]);
  return wrong == 0 && poly_wrong == 0 && window_wrong == 0 ? 0 : 1;
}
