// GPU end-to-end program: kernels that are not lambdas written in the call,
// and kernels in members of nested and local classes (C++ AMP v1.2 §7
// parallel_for_each takes any function object with a restrict(amp) call
// operator). Each case prints its results; expected_output.md derives them.
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

// A class with private members and a const call operator; `this->` names a
// member.
class Saxpy {
public:
  Saxpy(float a, array_view<const float, 1> x, array_view<float, 1> y)
      : a_(a), x_(x), y_(y) {}
  void operator()(index<1> i) const restrict(amp) {
    y_[i] += a_ * this->x_[i];
  }

private:
  float a_;
  array_view<const float, 1> x_;
  array_view<float, 1> y_;
};

// A class template holding an array by reference, with a static constant
// and a member type alias used in the call operator.
template <typename T> struct AddOffset {
  using value_type = T;
  static constexpr int Offset = 100;
  array<T, 1> &data;
  void operator()(index<1> i) const restrict(amp) {
    data[i] = data[i] + value_type(Offset) + value_type(i[0]);
  }
};

// A tiled function object: tile_static memory and the tile barrier.
struct TileSum {
  array_view<const int, 1> in;
  array_view<int, 1> out;
  void operator()(tiled_index<4> t) const restrict(amp) {
    tile_static int s[4];
    s[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0)
      out[t.tile] = s[0] + s[1] + s[2] + s[3];
  }
};

// restrict(amp, cpu): the same object runs on the GPU and on the host.
struct Square {
  array_view<int, 1> v;
  void operator()(index<1> i) const restrict(amp, cpu) { v[i] = v[i] * v[i]; }
};

// A member of a class nested in a class: the enclosing classes' constants.
struct Outer {
  static const int Scale = 3;
  struct Inner {
    static const int Add = 1;
    static void run(array_view<int, 1> v) {
      parallel_for_each(v.extent,
                        [=](index<1> i) restrict(amp) { v[i] = v[i] * Scale + Add; });
    }
  };
};

void localClass(std::vector<int> &out) {
  // A member of a local class.
  struct Filler {
    void fill(array_view<int, 1> v, int value) const {
      parallel_for_each(v.extent,
                        [=](index<1> i) restrict(amp) { v[i] = value + i[0]; });
    }
  };
  array_view<int, 1> v(static_cast<int>(out.size()), out);
  Filler().fill(v, 7);
  v.synchronize();
}

int main() {
  std::vector<float> x = {10, 20, 30, 40, 50}, y = {1, 2, 3, 4, 5};
  {
    array_view<const float, 1> xv(5, x);
    array_view<float, 1> yv(5, y);
    parallel_for_each(yv.extent, Saxpy(0.5f, xv, yv));
    yv.synchronize();
  }
  print("saxpy", y);

  std::vector<int> a = {1, 2, 3, 4};
  array<int, 1> arr(4, a.begin());
  AddOffset<int> add{arr};
  parallel_for_each(arr.extent, add);
  a = arr;
  print("add_offset", a);

  std::vector<int> in = {1, 2, 3, 4, 5, 6, 7, 8}, sums(2);
  {
    array_view<const int, 1> iv(8, in);
    array_view<int, 1> sv(2, sums);
    parallel_for_each(iv.extent.tile<4>(), TileSum{iv, sv});
    sv.synchronize();
  }
  print("tile_sum", sums);

  std::vector<int> sq = {1, 2, 3};
  {
    array_view<int, 1> v(3, sq);
    Square s{v};
    parallel_for_each(v.extent, s);
    s(index<1>(1)); // on the host: squares v[1] again
    v.synchronize();
  }
  print("square", sq);

  // A named lambda, launched twice.
  std::vector<int> counts = {0, 1, 2, 3};
  {
    array_view<int, 1> v(4, counts);
    auto increment = [=](index<1> i) restrict(amp) { v[i] += 1; };
    parallel_for_each(v.extent, increment);
    parallel_for_each(v.extent, increment);
    v.synchronize();
  }
  print("named_lambda", counts);

  std::vector<int> nested = {1, 2, 3};
  {
    array_view<int, 1> v(3, nested);
    Outer::Inner::run(v);
    v.synchronize();
  }
  print("nested_class", nested);

  std::vector<int> local(3);
  localClass(local);
  print("local_class", local);
  return 0;
}
