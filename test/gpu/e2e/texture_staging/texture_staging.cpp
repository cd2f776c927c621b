// GPU end-to-end program: C++ AMP 1.2 staging textures. A staging texture
// (made on the CPU accelerator's view, associated with the GPU's) is written
// through data() and row_pitch on the host, copied whole into a GPU texture,
// a kernel computes 2t + 1 into another, and the results come back into
// staging textures, whole and as a section, and are read through data().
// Every value is checked against the same arithmetic on the host. Also:
// depth_pitch of a rank-3 staging texture, a staging copy of a GPU texture,
// one made from iterators, and what C++ AMP refuses. See expected_output.md.
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <cstring>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

static const int Rows = 4, Cols = 8;

static int at(const texture<int, 2> &t, int r, int c) {
  const char *base = static_cast<const char *>(t.data());
  return reinterpret_cast<const int *>(base + r * t.get_row_pitch())[c];
}

int main() {
  accelerator_view cpu = accelerator(accelerator::cpu_accelerator).default_view;
  accelerator_view gpu = accelerator().default_view;

  texture<int, 2> staging(Rows, Cols, cpu, gpu);
  std::printf("staging: row_pitch %u, data %s, associated with the default "
              "view %s\n",
              staging.row_pitch, staging.data() ? "non-null" : "null",
              staging.associated_accelerator_view == gpu ? "yes" : "no");
  for (int r = 0; r < Rows; ++r) {
    int *row = reinterpret_cast<int *>(static_cast<char *>(staging.data()) +
                                       r * staging.row_pitch);
    for (int c = 0; c < Cols; ++c)
      row[c] = 100 * r + c;
  }

  texture<int, 2> in(Rows, Cols, gpu), out(Rows, Cols, gpu);
  copy(staging, in);
  parallel_for_each(
      gpu, in.extent, [&in, &out ](index<2> idx) restrict(amp) {
        out.set(idx, 2 * in[idx] + 1);
      });

  texture<int, 2> back(Rows, Cols, cpu, gpu);
  copy(out, back);
  int differ = 0;
  for (int r = 0; r < Rows; ++r)
    for (int c = 0; c < Cols; ++c)
      differ += at(back, r, c) != 2 * (100 * r + c) + 1;
  std::printf("whole copy back: %d of %d differ; (3, 7) = %d\n", differ,
              Rows * Cols, at(back, 3, 7));

  // The 2 x 3 section of out at (1, 2) into a fresh staging texture at (2, 5).
  texture<int, 2> section(Rows, Cols, cpu, gpu);
  std::memset(section.data(), 0, Rows * section.get_row_pitch());
  copy(out, index<2>(1, 2), section, index<2>(2, 5), extent<2>(2, 3));
  differ = 0;
  int nonzero = 0;
  for (int r = 0; r < Rows; ++r)
    for (int c = 0; c < Cols; ++c) {
      bool inside = r >= 2 && r < 4 && c >= 5 && c < 8;
      int want = inside ? 2 * (100 * (r - 1) + (c - 3)) + 1 : 0;
      differ += at(section, r, c) != want;
      nonzero += at(section, r, c) != 0;
    }
  std::printf("section copy: %d of %d differ, %d texels written; (2, 5) = %d\n",
              differ, Rows * Cols, nonzero, at(section, 2, 5));

  // A staging copy of a GPU texture, and one made from iterators.
  texture<int, 2> copied(out, cpu, gpu);
  std::vector<int> values(Rows * Cols);
  for (int i = 0; i < Rows * Cols; ++i)
    values[i] = -i;
  texture<int, 2> fromValues(Rows, Cols, values.begin(), values.end(), cpu,
                             gpu);
  std::printf("staging copy (0, 1) = %d; from iterators (1, 1) = %d\n",
              at(copied, 0, 1), at(fromValues, 1, 1));

  texture<float, 3> slab(2, 3, 4, cpu, gpu);
  std::printf("rank 3: row_pitch %u, depth_pitch %u\n", slab.get_row_pitch(),
              slab.get_depth_pitch());

  int refused = 0;
  try {
    texture_view<const int, 2> readOnly(staging);
  } catch (const runtime_exception &) {
    ++refused;
  }
  try {
    texture<int, 2> cpuOnly(Rows, Cols, cpu);
  } catch (const runtime_exception &) {
    ++refused;
  }
  try {
    std::printf("%u\n", in.get_row_pitch());
  } catch (const runtime_exception &) {
    ++refused;
  }
  std::printf("refused: %d of 3 (a read-only view of a staging texture, a "
              "texture on the CPU accelerator alone, row_pitch of a GPU "
              "texture); a GPU texture's data() is %s\n",
              refused, in.data() ? "non-null" : "null");
  return 0;
}
