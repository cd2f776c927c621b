// Objects in amp code that hold or are not plain data (issue 8):
//  - pointers to array_view and array in kernels and restrict(amp) functions
//    (locals, parameters, references to pointers), as the conformance suite's
//    RefToPointer tests use them;
//  - tile_static objects whose default constructor is not trivial: C++ AMP
//    does not run it (the tile's threads assign them, then wait);
//  - a class holding array_views that exists only in amp code, with
//    restrict(amp, cpu) constructor and destructor (the destructor counts).
// Each result line is compared with a CPU reference computed in this program
// and prints its mismatch count; expected_output.md derives the sampled
// values.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

// Adds *source to *target at i through pointers to views (a reference to a
// pointer, and a pointer to const).
struct Accumulate {
  static void add(array_view<int, 1> *&target, const array_view<int, 1> *source,
                  index<1> i) restrict(amp) {
    (*target)[i] += (*source)[i];
  }
};

struct Particle {
  float position;
  float weight;
  // Not trivial: C++ AMP does not run it for tile_static objects.
  Particle() restrict(amp, cpu) : position(-1.0f), weight(-1.0f) {}
};

static const int Tile = 16;

// Made only in kernels: holds device views in the translation.
template <typename T> struct ViewPair {
  ViewPair(array_view<T, 1> left, array_view<T, 1> right,
           array_view<int, 1> destroyed) restrict(amp, cpu)
      : left(left), right(right), destroyed(destroyed) {}
  ~ViewPair() restrict(amp, cpu) { atomic_fetch_add(&destroyed[0], 1); }
  T sum(index<1> i) const restrict(amp) { return left[i] + right[i]; }
  array_view<T, 1> left;
  array_view<T, 1> right;
  array_view<int, 1> destroyed;
};

int main() {
  const int n = 64;
  std::vector<int> a(n), b(n), c(n, 0);
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 100 * i;
  }
  array_view<int, 1> va(n, a), vb(n, b);
  array<int, 1> counts(n);
  parallel_for_each(va.extent, [=, &counts](index<1> i) restrict(amp) {
    array_view<int> views[] = {va, vb};
    array_view<int> *picked = &views[i[0] % 2];
    const array_view<int> *first = &vb;
    array<int, 1> *tally = &counts;
    (*tally)[i] = i[0] % 2 + 1;
    // a[i] += b[i] for even i, b[i] += b[i] for odd i.
    Accumulate::add(picked, first, i);
  });
  copy(counts, c.begin());
  va.synchronize();
  vb.synchronize();
  int pointer_mismatches = 0;
  for (int i = 0; i < n; ++i) {
    int want_a = i % 2 == 0 ? i + 100 * i : i;
    int want_b = i % 2 == 1 ? 200 * i : 100 * i;
    pointer_mismatches += a[i] != want_a || b[i] != want_b || c[i] != i % 2 + 1;
  }
  std::printf("pointers to views: a[2] = %d, b[3] = %d, counts[5] = %d, "
              "mismatches: %d\n",
              a[2], b[3], c[5], pointer_mismatches);

  // Each tile reverses its elements through tile_static Particle objects;
  // thread 0 of the tile sets the tile's shared weight.
  std::vector<float> in(n), out(n);
  for (int i = 0; i < n; ++i)
    in[i] = static_cast<float>(i);
  array_view<const float, 1> vin(n, in);
  array_view<float, 1> vout(n, out);
  vout.discard_data();
  parallel_for_each(vout.extent.tile<Tile>(),
                    [=](tiled_index<Tile> t) restrict(amp) {
                      tile_static Particle cache[Tile];
                      tile_static Particle shared;
                      cache[t.local[0]].position = vin[t.global];
                      if (t.local[0] == 0)
                        shared.weight = 0.5f;
                      t.barrier.wait();
                      vout[t.global] =
                          cache[Tile - 1 - t.local[0]].position * shared.weight;
                    });
  vout.synchronize();
  int tile_mismatches = 0;
  for (int i = 0; i < n; ++i) {
    int base = i / Tile * Tile, local = i % Tile;
    tile_mismatches += out[i] != 0.5f * static_cast<float>(base + Tile - 1 - local);
  }
  std::printf("tile_static objects: out[0] = %g, out[17] = %g, mismatches: %d\n",
              out[0], out[17], tile_mismatches);

  // sums[i] = a[i] + b[i] through a ViewPair made in the kernel; each
  // thread's pair is destroyed once.
  std::vector<int> sums(n, 0);
  int destroyed_count = 0;
  array_view<int, 1> vsums(n, sums), destroyed(1, &destroyed_count);
  parallel_for_each(vsums.extent, [=](index<1> i) restrict(amp) {
    ViewPair<int> pair(va, vb, destroyed);
    vsums[i] = pair.sum(i);
  });
  vsums.synchronize();
  destroyed.synchronize();
  int class_mismatches = destroyed_count != n;
  for (int i = 0; i < n; ++i)
    class_mismatches += sums[i] != a[i] + b[i];
  std::printf("view classes: sums[2] = %d, sums[3] = %d, destroyed: %d, "
              "mismatches: %d\n",
              sums[2], sums[3], destroyed_count, class_mismatches);
  return pointer_mismatches + tile_mismatches + class_mismatches == 0 ? 0 : 1;
}
