// GPU end-to-end program: C++ AMP 1.2 texture sampling (sampler, filter_mode,
// address_mode, texture_view<const T, N>::sample and gather_red) in kernels,
// each result compared with a CPU reference written here from Direct3D 11's
// rules (normalized coordinates, x the last dimension; point: texel
// floor(u * size); linear: the texels around u * size - 0.5 weighted by
// distance; wrap, mirror, clamp, border). Coordinates are multiples of 1/8
// on 4-texel rows, so every weight is 0 or 1/2 and every result is exact.
// See expected_output.md.
#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <cstdio>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

static const int Size = 4;   // rows and columns of the 2-D texture
static const int Steps = 15; // coordinates -0.375, -0.25, ..., 1.375
static const int Queries = Steps * Steps;

// The reference: the texel index i of a row of n texels under a mode, or -1
// for the border colour.
static int address(int i, int n, address_mode mode) {
  if (mode == address_wrap)
    return ((i % n) + n) % n;
  if (mode == address_mirror) {
    int m = ((i % (2 * n)) + 2 * n) % (2 * n);
    return m < n ? m : 2 * n - 1 - m;
  }
  if (mode == address_border)
    return (i < 0 || i >= n) ? -1 : i;
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

static double texel2d(const std::vector<float> &t, int row, int col,
                      address_mode mode, double border) {
  int r = address(row, Size, mode);
  int c = address(col, Size, mode);
  if (r < 0 || c < 0)
    return border;
  return t[r * Size + c];
}

static double reference2d(const std::vector<float> &t, float u, float v,
                          filter_mode filter, address_mode mode,
                          double border) {
  if (filter == filter_point)
    return texel2d(t, (int)std::floor(v * Size), (int)std::floor(u * Size),
                   mode, border);
  double x = u * Size - 0.5, y = v * Size - 0.5;
  int c0 = (int)std::floor(x), r0 = (int)std::floor(y);
  double fx = x - c0, fy = y - r0;
  return (1 - fy) * ((1 - fx) * texel2d(t, r0, c0, mode, border) +
                     fx * texel2d(t, r0, c0 + 1, mode, border)) +
         fy * ((1 - fx) * texel2d(t, r0 + 1, c0, mode, border) +
               fx * texel2d(t, r0 + 1, c0 + 1, mode, border));
}

// An amp function template taking the view: T is deduced from the runtime's
// device texture the translation writes for the parameter.
template <typename T>
T mirrored(const texture_view<const T, 2> &v,
           const float_2 &where) restrict(amp) {
  return v.template sample<filter_linear, address_mirror>(where);
}

int main() {
  std::vector<float> texels(Size * Size);
  for (int r = 0; r < Size; ++r)
    for (int c = 0; c < Size; ++c)
      texels[r * Size + c] = float(10 * r + c);
  texture<float, 2> tex(Size, Size, texels.begin(), texels.end());
  texture_view<const float, 2> view(tex);

  std::vector<float_2> coords;
  for (int j = 0; j < Steps; ++j)
    for (int i = 0; i < Steps; ++i)
      coords.push_back(float_2(-0.375f + 0.125f * i, -0.375f + 0.125f * j));
  array_view<const float_2, 1> where(Queries, coords);

  struct Mode {
    const char *name;
    filter_mode filter;
    address_mode address;
  };
  const Mode modes[] = {{"point clamp", filter_point, address_clamp},
                        {"linear clamp", filter_linear, address_clamp},
                        {"linear wrap", filter_linear, address_wrap},
                        {"linear mirror", filter_linear, address_mirror},
                        {"linear border", filter_linear, address_border},
                        {"point border", filter_point, address_border}};
  for (const Mode &mode : modes) {
    sampler s(mode.filter, mode.address, float_4(7.0f, 0.0f, 0.0f, 0.0f));
    std::vector<float> got(Queries);
    array_view<float, 1> out(Queries, got);
    out.discard_data();
    parallel_for_each(
        out.extent, [=](index<1> idx) restrict(amp) {
          out[idx] = view.sample(s, where[idx]);
        });
    out.synchronize();
    int differ = 0;
    for (int q = 0; q < Queries; ++q) {
      double want = reference2d(texels, coords[q].x, coords[q].y, mode.filter,
                                mode.address, 7.0);
      if (std::fabs(got[q] - want) > 1e-6)
        ++differ;
    }
    // Query 7 * Steps + 7 is (u, v) = (0.5, 0.5); query 1 is (-0.25, -0.375).
    std::printf("%s: %d of %d differ; (0.5, 0.5) -> %.2f; (-0.25, -0.375) -> "
                "%.2f\n",
                mode.name, differ, Queries, got[7 * Steps + 7], got[1]);
  }

  // The template form: sample<filter_point, address_wrap>(coord).
  {
    std::vector<float> got(Queries);
    array_view<float, 1> out(Queries, got);
    parallel_for_each(
        out.extent, [=](index<1> idx) restrict(amp) {
          out[idx] = view.sample<filter_point, address_wrap>(where[idx]);
        });
    out.synchronize();
    int differ = 0;
    for (int q = 0; q < Queries; ++q)
      if (std::fabs(got[q] - reference2d(texels, coords[q].x, coords[q].y,
                                         filter_point, address_wrap, 0.0)) >
          1e-6)
        ++differ;
    std::printf("sample<filter_point, address_wrap>: %d of %d differ; "
                "(-0.25, -0.375) -> %.2f\n",
                differ, Queries, got[1]);
  }

  // gather_red: the four texels linear filtering weighs, in Direct3D's
  // order (u0, v1), (u1, v1), (u1, v0), (u0, v0).
  {
    std::vector<float_4> got(Queries);
    array_view<float_4, 1> out(Queries, got);
    sampler s(address_clamp);
    parallel_for_each(
        out.extent, [=](index<1> idx) restrict(amp) {
          out[idx] = view.gather_red(s, where[idx]);
        });
    out.synchronize();
    int differ = 0;
    for (int q = 0; q < Queries; ++q) {
      int c0 = (int)std::floor(coords[q].x * Size - 0.5);
      int r0 = (int)std::floor(coords[q].y * Size - 0.5);
      double want[4] = {texel2d(texels, r0 + 1, c0, address_clamp, 0),
                        texel2d(texels, r0 + 1, c0 + 1, address_clamp, 0),
                        texel2d(texels, r0, c0 + 1, address_clamp, 0),
                        texel2d(texels, r0, c0, address_clamp, 0)};
      float_4 g = got[q];
      if (g.x != want[0] || g.y != want[1] || g.z != want[2] || g.w != want[3])
        ++differ;
    }
    float_4 mid = got[7 * Steps + 7];
    std::printf("gather_red clamp: %d of %d differ; (0.5, 0.5) -> %.0f %.0f "
                "%.0f %.0f\n",
                differ, Queries, mid.x, mid.y, mid.z, mid.w);
  }

  // Through an amp function template: linear, mirrored, at (0.5, 0.5) and at
  // (-0.25, -0.375).
  {
    std::vector<float> got(2);
    array_view<float, 1> out(2, got);
    parallel_for_each(
        out.extent, [=](index<1> idx) restrict(amp) {
          out[idx] = mirrored(view, idx[0] == 0 ? float_2(0.5f, 0.5f)
                                                : float_2(-0.25f, -0.375f));
        });
    out.synchronize();
    std::printf("amp function template, linear mirror: (0.5, 0.5) -> %.2f; "
                "(-0.25, -0.375) -> %.2f\n",
                got[0], got[1]);
  }

  // A 1-D texture of float_2, linear filtering with wrapped addresses.
  {
    std::vector<float_2> line;
    for (int i = 0; i < 8; ++i)
      line.push_back(float_2(float(i), float(-i)));
    texture<float_2, 1> tex1(8, line.begin(), line.end());
    texture_view<const float_2, 1> view1(tex1);
    std::vector<float_2> got(3);
    array_view<float_2, 1> out(3, got);
    sampler s(filter_linear, address_wrap);
    parallel_for_each(
        out.extent, [=](index<1> idx) restrict(amp) {
          float u = idx[0] == 0 ? 0.0f : (idx[0] == 1 ? 0.25f : 1.0f);
          out[idx] = view1.sample(s, u);
        });
    out.synchronize();
    std::printf("1-D float_2 linear wrap: u = 0 -> (%.2f, %.2f); u = 0.25 -> "
                "(%.2f, %.2f); u = 1 -> (%.2f, %.2f)\n",
                got[0].x, got[0].y, got[1].x, got[1].y, got[2].x, got[2].y);
  }
  return 0;
}
