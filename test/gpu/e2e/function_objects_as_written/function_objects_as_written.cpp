// Function objects as real C++ AMP code writes them (issue 25, item 3): the
// call operator defined after its class, base classes holding parameters and
// views, member functions called from the call operator (and from each
// other, and from a base class), and class templates of these. Each result
// is checked against the same arithmetic done on the host with plain loops.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

// The call operator defined outside its class.
class Saxpy {
public:
  Saxpy(float a, array_view<const float, 1> x, array_view<float, 1> y)
      : a_(a), x_(x), y_(y) {}
  void operator()(index<1> i) const restrict(amp);

private:
  float a_;
  array_view<const float, 1> x_;
  array_view<float, 1> y_;
};

void Saxpy::operator()(index<1> i) const restrict(amp) {
  y_[i] += a_ * x_[i];
}

// Parameters in a base class, the output view in another; a member function
// of a base that the call operator calls.
struct Coefficients {
  int a, b;
  int linear(int x) const restrict(amp) { return a * x + b; }
};
struct Output {
  array_view<int, 1> out;
};
struct Affine : Coefficients, Output {
  array_view<const int, 1> in;
  Affine(int a, int b, array_view<int, 1> o, array_view<const int, 1> i)
      : Coefficients{a, b}, Output{o}, in(i) {}
  void operator()(index<1> idx) const restrict(amp) {
    out[idx] = linear(in[idx]);
  }
};

// Member functions calling each other, one through `this->`, in a tiled
// function object.
struct TileNorm {
  array_view<const int, 1> in;
  array_view<int, 1> out;
  int bias;
  int square(int x) const restrict(amp) { return x * x; }
  int weighted(int x) const restrict(amp) { return this->square(x) + bias; }
  void operator()(tiled_index<4> t) const restrict(amp) {
    tile_static int s[4];
    s[t.local[0]] = weighted(in[t.global]);
    t.barrier.wait();
    if (t.local[0] == 0)
      out[t.tile] = s[0] + s[1] + s[2] + s[3];
  }
};

// A class template whose call operator, defined after it, calls a member
// function.
template <typename T> struct Clamp {
  array_view<T, 1> v;
  T lo, hi;
  T clamp(T x) const restrict(amp) { return x < lo ? lo : (x > hi ? hi : x); }
  void operator()(index<1> i) const restrict(amp);
};
template <typename T>
void Clamp<T>::operator()(index<1> i) const restrict(amp) {
  v[i] = clamp(v[i]);
}

template <typename T> int wrong(const std::vector<T> &a, const std::vector<T> &b) {
  int n = 0;
  for (size_t i = 0; i < a.size(); ++i)
    n += a[i] != b[i];
  return n;
}

int main() {
  const int n = 1024;
  // saxpy: values small integers and halves, exact in float.
  std::vector<float> x(n), y(n), y_host(n);
  for (int i = 0; i < n; ++i) {
    x[i] = float(i % 13);
    y[i] = y_host[i] = float(i % 5);
    y_host[i] += 0.5f * x[i];
  }
  {
    array_view<const float, 1> xv(n, x);
    array_view<float, 1> yv(n, y);
    parallel_for_each(yv.extent, Saxpy(0.5f, xv, yv));
    yv.synchronize();
  }
  std::printf("saxpy: %d of %d wrong, y[12] = %g\n", wrong(y, y_host), n,
              y[12]);

  std::vector<int> in(n), out(n, 0), out_host(n);
  for (int i = 0; i < n; ++i) {
    in[i] = i % 17 - 8;
    out_host[i] = 3 * in[i] + 7;
  }
  {
    array_view<const int, 1> iv(n, in);
    array_view<int, 1> ov(n, out);
    parallel_for_each(ov.extent, Affine(3, 7, ov, iv));
    ov.synchronize();
  }
  std::printf("affine: %d of %d wrong, out[0] = %d\n", wrong(out, out_host), n,
              out[0]);

  std::vector<int> sums(n / 4, 0), sums_host(n / 4, 0);
  for (int i = 0; i < n; ++i)
    sums_host[i / 4] += in[i] * in[i] + 2;
  {
    array_view<const int, 1> iv(n, in);
    array_view<int, 1> sv(n / 4, sums);
    parallel_for_each(iv.extent.tile<4>(), TileNorm{iv, sv, 2});
    sv.synchronize();
  }
  std::printf("tile_norm: %d of %d wrong, sums[0] = %d\n",
              wrong(sums, sums_host), n / 4, sums[0]);

  std::vector<int> c(n), c_host(n);
  for (int i = 0; i < n; ++i) {
    c[i] = i % 21 - 10;
    c_host[i] = c[i] < -4 ? -4 : (c[i] > 6 ? 6 : c[i]);
  }
  {
    array_view<int, 1> cv(n, c);
    parallel_for_each(cv.extent, Clamp<int>{cv, -4, 6});
    cv.synchronize();
  }
  std::printf("clamp: %d of %d wrong, c[0] = %d, c[20] = %d\n",
              wrong(c, c_host), n, c[0], c[20]);
  return 0;
}
