// Objects in amp code that hold or are not plain data (issue 8):
//  - pointers to array_view and array in kernels and restrict(amp) functions
//    (locals, parameters, references to pointers), as the conformance suite's
//    RefToPointer tests use them;
//  - tile_static objects whose default constructor is not trivial: C++ AMP
//    does not run it (the tile's threads assign them, then wait).
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
  return pointer_mismatches + tile_mismatches == 0 ? 0 : 1;
}
