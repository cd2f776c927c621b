// Classes holding views (C++ AMP programs' structures of array_views):
// host code builds them and reads through their views, kernels capture them
// by value, call their restrict(amp) members and pass them to amp functions.
// A structure of arrays of particles, ampblas's stride_view (a class
// template over its view type, with private members, a destructor and a
// private assignment operator), and a class holding another one and a
// reference to an array, and ampblas's reduction helpers, which take the
// vector as their class's template parameter. Each result is checked
// against the same arithmetic done on the host with plain vectors.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

// Particles moving at constant velocities: pos += vel * dt per step. dt is
// 0.5 and the values are small integers, so every result is exact (with or
// without fused multiply-adds) and the host's equals the accelerator's.
struct Particles {
  array_view<float, 1> pos;
  array_view<const float, 1> vel;
  float dt;

  void step(index<1> i) const restrict(amp) { pos[i] += vel[i] * dt; }
  float position(int i) const restrict(amp, cpu) { return pos[i]; }
};

void particles() {
  const int n = 1024, steps = 10;
  std::vector<float> pos(n), vel(n), host_pos(n);
  for (int i = 0; i < n; ++i) {
    pos[i] = host_pos[i] = float(i % 100);
    vel[i] = float(i % 7 - 3);
  }
  Particles p{array_view<float, 1>(n, pos), array_view<const float, 1>(n, vel),
              0.5f};
  for (int s = 0; s < steps; ++s)
    parallel_for_each(p.pos.extent,
                      [=](index<1> i) restrict(amp) { p.step(i); });
  for (int s = 0; s < steps; ++s)
    for (int i = 0; i < n; ++i)
      host_pos[i] += vel[i] * 0.5f;
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += p.position(i) != host_pos[i];
  std::printf("particles: %d of %d wrong, pos[10] = %g, pos[1023] = %g\n",
              wrong, n, p.position(10), p.position(1023));
}

// ampblas's stride_view: a view of every stride-th element of another view.
template <typename base_view_type> class stride_view {
public:
  typedef typename base_view_type::value_type value_type;
  static const int rank = base_view_type::rank;
  concurrency::extent<rank> extent;

  stride_view(const base_view_type &bv, int stride,
              const concurrency::extent<rank> &logical_extent)
      restrict(cpu, amp)
      : extent(logical_extent), stride(stride), base_view(bv) {}
  ~stride_view() restrict(cpu, amp) {}

  value_type &operator[](const concurrency::index<1> &idx) const
      restrict(cpu, amp) {
    return base_view[stride * idx];
  }

private:
  stride_view &operator=(const stride_view &rhs);
  const int stride;
  base_view_type base_view;
};

// A kernel in a function template, as ampblas's level-1 routines are: the
// capture's type is a template parameter.
template <typename vector_type>
void scale(const vector_type &x, typename vector_type::value_type alpha) {
  parallel_for_each(x.extent, [=](index<1> i) restrict(amp) { x[i] *= alpha; });
}

void strided() {
  const int n = 64;
  std::vector<float> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = float(i);
  array_view<float, 1> all(n, data);
  stride_view<array_view<float, 1>> every3(all, 3, concurrency::extent<1>(21));
  scale(every3, 2.0f);
  all.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += data[i] != (i % 3 == 0 && i / 3 < 21 ? 2.0f * i : float(i));
  std::printf("strided: %d of %d wrong, [3] = %g, [4] = %g, [60] = %g, "
              "[63] = %g\n",
              wrong, n, data[3], data[4], data[60], data[63]);
}

// A class holding a reference to an array and a value, inside another.
struct Lookup {
  array<int, 1> &table;
  int scale;
  int get(int i) const restrict(amp) { return table[i] * scale; }
};

struct Scene {
  Lookup lookup;
  array_view<int, 1> out;
};

// An amp function taking the class, and one for both sides.
int doubled(const Scene &s, int i) restrict(amp) { return 2 * s.lookup.get(i); }
int width(Scene s) restrict(amp, cpu) { return s.out.extent[0]; }

void nested() {
  const int n = 256;
  std::vector<int> values(n);
  for (int i = 0; i < n; ++i)
    values[i] = i - 100;
  array<int, 1> table(n, values.begin());
  std::vector<int> result(n, 0);
  Scene scene{{table, 3}, array_view<int, 1>(n, result)};
  parallel_for_each(scene.out.extent, [=](index<1> i) restrict(amp) {
    scene.out[i] = scene.lookup.get(i[0]) + doubled(scene, i[0]) + width(scene);
  });
  scene.out.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += result[i] != 3 * values[i] + 6 * values[i] + n;
  std::printf("nested: %d of %d wrong, width %d, [0] = %d, [255] = %d\n",
              wrong, n, width(scene), result[0], result[255]);
}

// ampblas's reduction helpers: a class template over the vector's type
// whose restrict(cpu, amp) member takes the vector (`const x_type &X`), called
// from a tiled kernel with the captured vector (an array_view, then a
// stride_view) and from the host.
template <typename value_type, typename x_type> struct asum_helper {
  void local_reduce(value_type &lhs, int idx, const x_type &X) const
      restrict(cpu, amp) {
    value_type v = X[concurrency::index<1>(idx)];
    lhs += v < 0 ? -v : v;
  }
};

template <typename x_type>
typename x_type::value_type asum(const x_type &X, int n) {
  typedef typename x_type::value_type value_type;
  static const int tile = 64, tiles = 4;
  asum_helper<value_type, x_type> helper;
  std::vector<value_type> partial(tiles, 0);
  array_view<value_type, 1> sums(tiles, partial);
  parallel_for_each(
      concurrency::extent<1>(tile * tiles).tile<tile>(),
      [=](tiled_index<tile> t) restrict(amp) {
        tile_static value_type smem[tile];
        value_type acc = 0;
        for (int i = t.global[0]; i < n; i += tile * tiles)
          helper.local_reduce(acc, i, X);
        smem[t.local[0]] = acc;
        t.barrier.wait();
        if (t.local[0] == 0) {
          value_type s = 0;
          for (int j = 0; j < tile; ++j)
            s += smem[j];
          sums[t.tile[0]] = s;
        }
      });
  sums.synchronize();
  value_type total = 0;
  for (int k = 0; k < tiles; ++k)
    total += partial[k];
  return total;
}

void reduced() {
  const int n = 1000;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = i % 11 - 5;
  int host_all = 0, host_every3 = 0;
  for (int i = 0; i < n; ++i) {
    host_all += data[i] < 0 ? -data[i] : data[i];
    if (i % 3 == 0)
      host_every3 += data[i] < 0 ? -data[i] : data[i];
  }
  array_view<int, 1> all(n, data);
  stride_view<array_view<int, 1>> every3(all, 3, concurrency::extent<1>(334));
  int on_all = asum(all, n), on_every3 = asum(every3, 334);
  int on_host = 0;
  asum_helper<int, stride_view<array_view<int, 1>>>().local_reduce(on_host, 7,
                                                                   every3);
  std::printf("reduced: array_view %d (host %d), stride_view %d (host %d), "
              "helper on the host %d\n",
              on_all, host_all, on_every3, host_every3, on_host);
}

int main() {
  particles();
  strided();
  nested();
  reduced();
  return 0;
}
