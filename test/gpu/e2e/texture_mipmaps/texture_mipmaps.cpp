// GPU end-to-end program: C++ AMP 1.2 mipmapped textures. A 8 x 16 texture
// with every mipmap level (texture(extent, bits, 0)); levels 1-4 computed by
// kernels from the level above through a texture_view of one level (write)
// and a texture_view<const T, N> of one level (read); each level copied
// back through a texture_view of it; get with a level, sample with a level
// of detail (point: the nearest level; linear: the two around it) and a
// view of a range of levels read in a kernel; the copy constructor's
// levels; the errors. Every result is compared with a CPU reference in this
// program (the same 2 x 2 averages, Direct3D 11's sampling rules). See
// expected_output.md.
#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <cstdio>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

static const int Rows = 8, Cols = 16, Levels = 5;

struct Level {
  int rows, cols;
  std::vector<float> texels;
  float at(int r, int c) const {
    r = r < 0 ? 0 : (r >= rows ? rows - 1 : r);
    c = c < 0 ? 0 : (c >= cols ? cols - 1 : c);
    return texels[r * cols + c];
  }
};

// The reference chain: level l + 1 averages the 2 x 2 texels of level l at
// (2r, 2c), clamped to level l's edge, as the kernel below does.
static std::vector<Level> referenceChain() {
  std::vector<Level> chain(1);
  chain[0].rows = Rows;
  chain[0].cols = Cols;
  for (int i = 0; i < Rows * Cols; ++i)
    chain[0].texels.push_back(static_cast<float>(i));
  for (int l = 1; l < Levels; ++l) {
    const Level &up = chain[l - 1];
    Level next;
    next.rows = up.rows / 2 > 0 ? up.rows / 2 : 1;
    next.cols = up.cols / 2 > 0 ? up.cols / 2 : 1;
    for (int r = 0; r < next.rows; ++r)
      for (int c = 0; c < next.cols; ++c)
        next.texels.push_back(
            0.25f * (up.at(2 * r, 2 * c) + up.at(2 * r, 2 * c + 1) +
                     up.at(2 * r + 1, 2 * c) + up.at(2 * r + 1, 2 * c + 1)));
    chain.push_back(next);
  }
  return chain;
}

// Direct3D 11's clamped sampling of one level at normalized (u, v).
static double sampleLevel(const Level &t, float u, float v, bool linear) {
  if (!linear)
    return t.at((int)std::floor(v * t.rows), (int)std::floor(u * t.cols));
  double x = u * t.cols - 0.5, y = v * t.rows - 0.5;
  int c0 = (int)std::floor(x), r0 = (int)std::floor(y);
  double fx = x - c0, fy = y - r0;
  return (1 - fy) * ((1 - fx) * t.at(r0, c0) + fx * t.at(r0, c0 + 1)) +
         fy * ((1 - fx) * t.at(r0 + 1, c0) + fx * t.at(r0 + 1, c0 + 1));
}

static double sampleChain(const std::vector<Level> &chain, float u, float v,
                          float lod, bool linear) {
  float top = static_cast<float>(Levels - 1);
  lod = lod < 0 ? 0 : (lod > top ? top : lod);
  if (!linear)
    return sampleLevel(chain[(int)(lod + 0.5f)], u, v, false);
  int l = (int)std::floor(lod);
  double w = lod - l;
  double a = sampleLevel(chain[l], u, v, true);
  return w == 0 ? a : (1 - w) * a + w * sampleLevel(chain[l + 1], u, v, true);
}

static void downsample(texture<float, 2> &tex, int level) {
  texture_view<float, 2> dst(tex, level);
  texture_view<const float, 2> src(tex, level - 1, 1);
  parallel_for_each(
      dst.extent, [=](index<2> i) restrict(amp) {
        int r0 = 2 * i[0], c0 = 2 * i[1];
        int r1 = r0 + 1 < src.extent[0] ? r0 + 1 : r0;
        int c1 = c0 + 1 < src.extent[1] ? c0 + 1 : c0;
        dst.set(i, 0.25f *
                       (src(r0, c0) + src(r0, c1) + src(r1, c0) + src(r1, c1)));
      });
}

int main() {
  std::vector<Level> chain = referenceChain();
  texture<float, 2> tex(extent<2>(Rows, Cols), 32u, 0u);
  std::printf("levels %u, data_length %u\n", tex.get_mipmap_levels(),
              tex.get_data_length());
  for (int l = 0; l < Levels; ++l) {
    extent<2> e = tex.get_mipmap_extent(l);
    std::printf("level %d: %d x %d\n", l, e[0], e[1]);
  }

  texture_view<float, 2> top(tex, 0);
  copy(chain[0].texels.data(),
       static_cast<unsigned int>(chain[0].texels.size() * sizeof(float)), top);
  for (int l = 1; l < Levels; ++l)
    downsample(tex, l);

  for (int l = 0; l < Levels; ++l) {
    texture_view<float, 2> level(tex, l);
    std::vector<float> out(level.extent.size());
    copy(level, out.data(),
         static_cast<unsigned int>(out.size() * sizeof(float)));
    int differ = 0;
    for (size_t i = 0; i < out.size(); ++i)
      differ += out[i] != chain[l].texels[i];
    std::printf("level %d copied back: %d of %zu differ, first %.1f, last "
                "%.1f\n",
                l, differ, out.size(), out.front(), out.back());
  }

  // A kernel reading every level: get(idx, level) and sample with a level
  // of detail, point and linear, at 5 x 5 coordinates and 9 levels.
  texture_view<const float, 2> all(tex);
  std::printf("view of all levels: %u levels\n", all.get_mipmap_levels());
  const int Steps = 5, Lods = 9, Queries = Steps * Steps * Lods;
  std::vector<float> lods(Lods);
  for (int k = 0; k < Lods; ++k)
    lods[k] = -0.5f + 0.625f * k; // -0.5 ... 4.5, past both ends
  array_view<const float, 1> lodView(Lods, lods);
  array_view<float, 1> pointOut(Queries), linearOut(Queries);
  array_view<float, 1> getOut(Levels);
  array_view<unsigned int, 1> levelsSeen(1);
  pointOut.discard_data();
  linearOut.discard_data();
  sampler linear(filter_linear, address_clamp);
  sampler point(filter_point, address_clamp);
  parallel_for_each(
      extent<1>(Queries), [=](index<1> q) restrict(amp) {
        int k = q[0] % Lods, j = (q[0] / Lods) % Steps,
            i = q[0] / (Lods * Steps);
        float_2 uv(0.1f + 0.2f * i, 0.1f + 0.2f * j);
        pointOut[q] = all.sample(point, uv, lodView[k]);
        linearOut[q] = all.sample(linear, uv, lodView[k]);
        if (q[0] < Levels)
          getOut[q] = all.get(index<2>(0, 0), q[0]);
        if (q[0] == 0)
          levelsSeen[0] = all.get_mipmap_levels();
      });
  int pointDiffer = 0, linearDiffer = 0;
  double worst = 0;
  for (int q = 0; q < Queries; ++q) {
    int k = q % Lods, j = (q / Lods) % Steps, i = q / (Lods * Steps);
    float u = 0.1f + 0.2f * i, v = 0.1f + 0.2f * j;
    pointDiffer += pointOut[q] != sampleChain(chain, u, v, lods[k], false);
    double want = sampleChain(chain, u, v, lods[k], true);
    double err = std::fabs(linearOut[q] - want);
    worst = err > worst ? err : worst;
    linearDiffer += err > 1e-4 * (1 + std::fabs(want));
  }
  std::printf("sample point: %d of %d differ; linear: %d of %d differ\n",
              pointDiffer, Queries, linearDiffer, Queries);
  int getDiffer = 0;
  for (int l = 0; l < Levels; ++l)
    getDiffer += getOut[l] != chain[l].texels[0];
  std::printf("get(idx, level) at (0, 0): %d of %d differ; levels in the "
              "kernel %u\n",
              getDiffer, Levels, levelsSeen[0]);
  // (u, v) = (0.3, 0.5) at level of detail 1.5: halfway between level 1
  // and level 2, each sampled linearly.
  array_view<float, 1> one(1);
  parallel_for_each(
      extent<1>(1), [=](index<1> q) restrict(amp) {
        one[q] = all.sample(linear, float_2(0.3125f, 0.5f), 1.5f);
      });
  std::printf("sample linear (0.3125, 0.5) lod 1.5: %.4f (reference %.4f)\n",
              one[0], sampleChain(chain, 0.3125f, 0.5f, 1.5f, true));

  // A view of levels 1-3: its level 0 is the texture's level 1.
  texture_view<const float, 2> middle(tex, 1, 3);
  extent<2> m2 = middle.get_mipmap_extent(2);
  std::printf("view of levels 1-3: %u levels, extent %d x %d, its level 2 "
              "%d x %d\n",
              middle.get_mipmap_levels(), middle.extent[0], middle.extent[1],
              m2[0], m2[1]);
  array_view<float, 1> middleOut(3);
  parallel_for_each(
      extent<1>(3), [=](index<1> q) restrict(amp) {
        middleOut[q] = middle.get(index<2>(0, 1), q[0]);
      });
  std::printf("its texel (0, 1) per level: %.1f %.1f %.1f (reference %.1f "
              "%.1f %.1f)\n",
              middleOut[0], middleOut[1], middleOut[2], chain[1].at(0, 1),
              chain[2].at(0, 1), chain[3].at(0, 1));

  // The copy constructor copies every level.
  texture<float, 2> copied(tex);
  texture_view<float, 2> copiedLevel(copied, 3);
  std::vector<float> level3(2);
  copy(copiedLevel, level3.data(), 2 * sizeof(float));
  std::printf("copy: %u levels, level 3 = %.1f %.1f\n",
              copied.get_mipmap_levels(), level3[0], level3[1]);

  // What C++ AMP refuses.
  int refused = 0;
  try {
    texture<float, 2> tooMany(extent<2>(Rows, Cols), 32u, 6u);
  } catch (const runtime_exception &) {
    ++refused;
  }
  try {
    texture_view<float, 2> missing(tex, 5);
  } catch (const runtime_exception &) {
    ++refused;
  }
  try {
    texture_view<const float, 2> past(tex, 3, 3);
  } catch (const runtime_exception &) {
    ++refused;
  }
  try {
    std::vector<float> whole(Rows * Cols * 2);
    copy(tex, whole.data(),
         static_cast<unsigned int>(whole.size() * sizeof(float)));
  } catch (const runtime_exception &) {
    ++refused;
  }
  std::printf("refused: %d of 4 (6 levels, level 5, levels 3-5, a host copy "
              "of 5 levels)\n",
              refused);
  return 0;
}
