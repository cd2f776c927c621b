// GPU end-to-end program: parallel_for_each inside member functions of a
// class template, instantiated for float and int: a plain member, a member
// template (rank as template parameter), a member using a member type alias
// and a static constant, and an out-of-line member. Expected output computed
// by hand; see expected_output.md.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

template <typename T> class Scaler {
public:
  using value_type = T;
  static constexpr int Bias = 10;

  explicit Scaler(T factor) : factor_(factor) {}

  // v[i] = v[i] * factor
  void run(array_view<T, 1> v) const {
    T f = factor_;
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= f; });
  }

  // v[i] = N * (linear index + 1)
  template <int N> void fill(array_view<T, N> v) const {
    parallel_for_each(v.extent, [=](index<N> i) restrict(amp) {
      int linear = 0;
      for (int d = 0; d < N; ++d)
        linear = linear * v.extent[d] + i[d];
      v[i] = T(N * (linear + 1));
    });
  }

  // v[i] = v[i] + x + Bias
  void addBias(array_view<value_type, 1> v, value_type x) const {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      value_type b = value_type(Bias);
      v[i] += x + b;
    });
  }

  // v[i] = v[i] - i
  void subtractIndex(array_view<T, 1> v) const;

private:
  T factor_;
};

template <typename T>
void Scaler<T>::subtractIndex(array_view<T, 1> v) const {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] -= T(i[0]); });
}

template <typename T> void print(const char *label, const std::vector<T> &v) {
  std::cout << label << ":";
  for (const T &x : v)
    std::cout << " " << x;
  std::cout << "\n";
}

int main() {
  // float: 1, 2, 3, 4 -> x2.5 -> +0.5+10 -> -i
  std::vector<float> f = {1.0f, 2.0f, 3.0f, 4.0f};
  {
    array_view<float, 1> fv(4, f);
    Scaler<float> s(2.5f);
    s.run(fv);
    s.addBias(fv, 0.5f);
    s.subtractIndex(fv);
    fv.synchronize();
  }
  print("float", f);

  // int: 1..6 -> x3 -> +(-1)+10 -> -i
  std::vector<int> n = {1, 2, 3, 4, 5, 6};
  {
    array_view<int, 1> nv(6, n);
    Scaler<int> s(3);
    s.run(nv);
    s.addBias(nv, -1);
    s.subtractIndex(nv);
    nv.synchronize();
  }
  print("int", n);

  // member template, rank 1 (float) and rank 2 (int, 2 x 3)
  std::vector<float> f1(5, 0.0f);
  std::vector<int> n2(6, 0);
  {
    array_view<float, 1> v1(5, f1);
    array_view<int, 2> v2(2, 3, n2);
    Scaler<float>(1.0f).fill(v1);
    Scaler<int>(1).fill(v2);
    v1.synchronize();
    v2.synchronize();
  }
  print("fill<1> float", f1);
  print("fill<2> int", n2);
  return 0;
}
