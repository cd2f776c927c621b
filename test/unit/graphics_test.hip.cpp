//===- graphics_test.hip.cpp - Tests of <amp2hip/amp_graphics.h> ----------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// Tests of the graphics library (C++ AMP v1.2 §10) of the runtime:
//   - norm, unorm and the short vector types (detail/short_vector.h): clamping,
//     constructors, components, swizzle functions, operators, conversions,
//     traits, layout;
//   - the texel formats (detail/graphics_texel.h): half conversion, the 8 and
//     16 bit norm/unorm/int/uint channels, texel layout;
//   - the kernel-side texture views (device_texture, device_writeonly_texture)
//     over host memory (they are __host__ __device__), and the kernel_param_t
//     mapping of texture captures;
//   - suite TextureGpu: textures on a GPU (raw, element and section copies, a
//     kernel reading a texture and writing through a writeonly_texture_view).
//     These need a HIP device and are skipped without one;
//   - suite TextureCpu: textures on the CPU accelerator are unsupported.
// Every expected value follows from arithmetic stated next to it (values are
// exact in float unless a tolerance is given).
//
// Build by hand, from the repository root:
//   hipcc --offload-arch=gfx90a -std=c++17 -Wall -Wextra -I runtime/include
//     test/unit/graphics_test.hip.cpp -lgtest -lgtest_main -pthread
//
//===----------------------------------------------------------------------===//

#include <amp2hip/amp_graphics.h>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

namespace {

namespace gfx = concurrency::graphics;
using gfx::double_2;
using gfx::float_2;
using gfx::float_3;
using gfx::float_4;
using gfx::int_2;
using gfx::int_3;
using gfx::int_4;
using gfx::norm_2;
using gfx::norm_3;
using gfx::norm_4;
using gfx::uint_2;
using gfx::uint_3;
using gfx::unorm_2;
using gfx::unorm_4;
using Norm = gfx::norm;
using Unorm = gfx::unorm;

//===--------------------------------------------------------------------===//
// norm and unorm
//===--------------------------------------------------------------------===//

TEST(NormUnorm, ConstructorsClamp) {
  EXPECT_EQ(static_cast<float>(Norm()), 0.0f);
  EXPECT_EQ(static_cast<float>(Unorm()), 0.0f);
  EXPECT_EQ(static_cast<float>(Norm(-2.5f)), -1.0f);
  EXPECT_EQ(static_cast<float>(Norm(0.75f)), 0.75f);
  EXPECT_EQ(static_cast<float>(Norm(3)), 1.0f);
  EXPECT_EQ(static_cast<float>(Norm(2u)), 1.0f);
  EXPECT_EQ(static_cast<float>(Norm(-0.5)), -0.5f);
  EXPECT_EQ(static_cast<float>(Unorm(1.5f)), 1.0f);
  EXPECT_EQ(static_cast<float>(Unorm(-0.25f)), 0.0f);
  EXPECT_EQ(static_cast<float>(Unorm(-1)), 0.0f);
  EXPECT_EQ(static_cast<float>(Unorm(0.25)), 0.25f);
  EXPECT_EQ(static_cast<float>(Unorm(1e300)), 1.0f); // inf after the cast
}

TEST(NormUnorm, NanBecomesLowerBound) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(static_cast<float>(Norm(nan)), -1.0f);
  EXPECT_EQ(static_cast<float>(Unorm(nan)), 0.0f);
}

TEST(NormUnorm, Conversions) {
  Norm from_unorm = Unorm(0.5f); // implicit, as in AMP
  EXPECT_EQ(static_cast<float>(from_unorm), 0.5f);
  EXPECT_EQ(static_cast<float>(Unorm(Norm(-0.5f))), 0.0f); // clamped
  EXPECT_EQ(static_cast<float>(Unorm(Norm(0.5f))), 0.5f);
  static_assert(!std::is_convertible<float, Norm>::value,
                "norm(float) is explicit");
  static_assert(!std::is_convertible<Norm, Unorm>::value,
                "unorm(norm) is explicit");
  static_assert(std::is_convertible<Unorm, Norm>::value,
                "norm(unorm) is implicit");
  static_assert(std::is_trivially_copyable<Norm>::value &&
                    sizeof(Norm) == sizeof(float),
                "norm is a trivially copyable float");
}

TEST(NormUnorm, ArithmeticClamps) {
  EXPECT_EQ(static_cast<float>(Norm(0.75f) + Norm(0.5f)), 1.0f);
  EXPECT_EQ(static_cast<float>(Norm(-0.75f) - Norm(0.5f)), -1.0f);
  EXPECT_EQ(static_cast<float>(Norm(0.5f) * Norm(-0.5f)), -0.25f);
  EXPECT_EQ(static_cast<float>(Norm(0.5f) / Norm(0.25f)), 1.0f); // 2 -> 1
  EXPECT_EQ(static_cast<float>(Unorm(0.25f) - Unorm(0.5f)), 0.0f);
  EXPECT_EQ(static_cast<float>(Unorm(0.25f) + Unorm(0.5f)), 0.75f);
  EXPECT_EQ(static_cast<float>(Unorm(0.5f) / Unorm(0.25f)), 1.0f);
  Norm n(0.25f);
  n += Norm(1.0f);
  EXPECT_EQ(static_cast<float>(n), 1.0f);
  n -= Norm(0.5f);
  EXPECT_EQ(static_cast<float>(n), 0.5f);
  n *= Norm(-1.0f);
  EXPECT_EQ(static_cast<float>(n), -0.5f);
  n /= Norm(0.25f); // -2 -> -1
  EXPECT_EQ(static_cast<float>(n), -1.0f);
  EXPECT_EQ(static_cast<float>(-n), 1.0f);
  Unorm u(0.5f);
  Unorm old = u++;
  EXPECT_EQ(static_cast<float>(old), 0.5f);
  EXPECT_EQ(static_cast<float>(u), 1.0f); // 1.5 -> 1
  --u;
  EXPECT_EQ(static_cast<float>(u), 0.0f);
  Norm m(0.0f);
  --m;
  --m; // -2 -> -1
  EXPECT_EQ(static_cast<float>(m), -1.0f);
  // A float operand uses float arithmetic (norm converts to float).
  EXPECT_EQ(Norm(0.5f) + 1.0f, 1.5f);
}

TEST(NormUnorm, Comparisons) {
  EXPECT_TRUE(Norm(0.5f) == Norm(0.5f));
  EXPECT_TRUE(Norm(0.5f) != Norm(-0.5f));
  EXPECT_TRUE(Norm(-0.5f) < Norm(0.5f));
  EXPECT_TRUE(Unorm(0.75f) > Unorm(0.5f));
  EXPECT_TRUE(Unorm(0.5f) <= Unorm(0.5f));
  EXPECT_TRUE(Unorm(0.5f) >= Unorm(0.25f));
  EXPECT_TRUE(Norm(2.0f) == Norm(1.0f));   // both clamped to 1
  EXPECT_TRUE(Norm(-0.5f) < Unorm(0.25f)); // unorm converts to norm
}

TEST(NormUnorm, Constants) {
  EXPECT_EQ(static_cast<float>(UNORM_ZERO), 0.0f);
  EXPECT_EQ(static_cast<float>(UNORM_MIN), 0.0f);
  EXPECT_EQ(static_cast<float>(UNORM_MAX), 1.0f);
  EXPECT_EQ(static_cast<float>(NORM_ZERO), 0.0f);
  EXPECT_EQ(static_cast<float>(NORM_MIN), -1.0f);
  EXPECT_EQ(static_cast<float>(NORM_MAX), 1.0f);
}

//===--------------------------------------------------------------------===//
// Short vectors
//===--------------------------------------------------------------------===//

static_assert(sizeof(int_2) == 8 && sizeof(float_3) == 12 &&
                  sizeof(float_4) == 16 && sizeof(double_2) == 16 &&
                  sizeof(norm_4) == 16 && sizeof(unorm_2) == 8,
              "short vectors hold their components only");
static_assert(std::is_trivially_copyable<int_2>::value &&
                  std::is_trivially_copyable<float_4>::value &&
                  std::is_trivially_copyable<norm_3>::value &&
                  std::is_trivially_copyable<unorm_4>::value &&
                  std::is_trivially_copyable<gfx::double_4>::value,
              "short vectors are trivially copyable (kernel captures, "
              "array elements, texels)");
static_assert(std::is_standard_layout<float_4>::value &&
                  std::is_standard_layout<norm_2>::value,
              "short vectors are standard-layout");
static_assert(
    std::is_same<gfx::short_vector<float, 4>::type, float_4>::value &&
        std::is_same<gfx::short_vector<Norm, 2>::type, norm_2>::value &&
        std::is_same<gfx::short_vector<int, 1>::type, int>::value,
    "short_vector<S, N>::type");
static_assert(gfx::short_vector_traits<uint_3>::size == 3 &&
                  std::is_same<gfx::short_vector_traits<uint_3>::value_type,
                               unsigned int>::value &&
                  gfx::short_vector_traits<Unorm>::size == 1 &&
                  std::is_same<gfx::short_vector_traits<double>::value_type,
                               double>::value,
              "short_vector_traits<T>");
static_assert(std::is_same<gfx::direct3d::float4, float_4>::value &&
                  std::is_same<gfx::direct3d::uint2, uint_2>::value,
              "direct3d spellings");
static_assert(int_3::size == 3 && std::is_same<int_3::value_type, int>::value,
              "size and value_type members");
static_assert(std::is_same<gfx::uint, unsigned int>::value, "graphics::uint");
static_assert(!std::is_convertible<float_2, int_2>::value &&
                  std::is_constructible<int_2, float_2>::value,
              "conversions between element types are explicit");
static_assert(std::is_convertible<int, int_2>::value,
              "a scalar converts to a vector implicitly");
static_assert(!std::is_convertible<float, norm_2>::value &&
                  std::is_constructible<norm_2, float>::value,
              "norm_N(float) is explicit, as norm(float) is");

TEST(ShortVector, Constructors) {
  int_2 zero;
  EXPECT_EQ(zero.x, 0);
  EXPECT_EQ(zero.y, 0);
  norm_4 nzero;
  EXPECT_EQ(static_cast<float>(nzero.w), 0.0f);
  float_3 splat(2.5f);
  EXPECT_EQ(splat.x, 2.5f);
  EXPECT_EQ(splat.z, 2.5f);
  int_4 v(1, 2, 3, 4);
  EXPECT_EQ(v.x, 1);
  EXPECT_EQ(v.y, 2);
  EXPECT_EQ(v.z, 3);
  EXPECT_EQ(v.w, 4);
  float_4 f(1, 2.0, 3.0f, 4u); // each converts to float
  EXPECT_EQ(f.w, 4.0f);
  // norm and unorm vectors from floats clamp each component.
  norm_3 n(-2.0f, 0.5f, 7.0f);
  EXPECT_EQ(static_cast<float>(n.x), -1.0f);
  EXPECT_EQ(static_cast<float>(n.y), 0.5f);
  EXPECT_EQ(static_cast<float>(n.z), 1.0f);
  unorm_2 u(-1.0f, 0.25f);
  EXPECT_EQ(static_cast<float>(u.x), 0.0f);
  EXPECT_EQ(static_cast<float>(u.y), 0.25f);
  norm_2 from_unorms(Unorm(0.5f), Unorm(2.0f));
  EXPECT_EQ(static_cast<float>(from_unorms.y), 1.0f);
  norm_2 nsplat(-3.0f); // explicit norm_2(float)
  EXPECT_EQ(static_cast<float>(nsplat.y), -1.0f);
}

TEST(ShortVector, Components) {
  float_4 v(1.0f, 2.0f, 3.0f, 4.0f);
  EXPECT_EQ(v.get_x(), 1.0f);
  EXPECT_EQ(v.get_w(), 4.0f);
  v.set_y(20.0f);
  EXPECT_EQ(v.y, 20.0f);
  v.ref_z() = 30.0f;
  EXPECT_EQ(v.z, 30.0f);
  v.ref_a() += 1.0f; // a is w
  EXPECT_EQ(v.w, 5.0f);
  v.ref_r() = -1.0f; // r is x
  EXPECT_EQ(v.x, -1.0f);
  v.x = 7.0f;
  EXPECT_EQ(v.get_x(), 7.0f);
}

TEST(ShortVector, Swizzles) {
  int_4 v(1, 2, 3, 4);
  int_2 wy = v.get_wy();
  EXPECT_EQ(wy.x, 4);
  EXPECT_EQ(wy.y, 2);
  int_3 zxw = v.get_zxw();
  EXPECT_EQ(zxw.x, 3);
  EXPECT_EQ(zxw.y, 1);
  EXPECT_EQ(zxw.z, 4);
  int_4 wzyx = v.get_wzyx();
  EXPECT_EQ(wzyx.x, 4);
  EXPECT_EQ(wzyx.w, 1);
  v.set_zy(int_2(30, 20)); // z = 30, y = 20
  EXPECT_EQ(v.z, 30);
  EXPECT_EQ(v.y, 20);
  EXPECT_EQ(v.x, 1);
  EXPECT_EQ(v.w, 4);
  // A setter reads its argument before writing: swapping works.
  int_2 p(5, 6);
  p.set_yx(p.get_xy());
  EXPECT_EQ(p.x, 6);
  EXPECT_EQ(p.y, 5);
  float_3 q(1.0f, 2.0f, 3.0f);
  q.set_zxy(q.get_xyz()); // z = 1, x = 2, y = 3
  EXPECT_EQ(q.x, 2.0f);
  EXPECT_EQ(q.y, 3.0f);
  EXPECT_EQ(q.z, 1.0f);
}

TEST(ShortVector, SampleArithmetic) {
  // samples/graphics: int_2(1, 2) + int_2(10, 20) * 2 = (21, 42).
  int_2 a(1, 2);
  int_2 b(10, 20);
  int_2 c = a + b * 2;
  EXPECT_EQ(c.x, 21);
  EXPECT_EQ(c.y, 42);
  // float_4(v, norm(v), unorm(v), 1) * 2 for v = -0.5: (-1, -1, 0, 2).
  float v = -0.5f;
  Norm n(v);
  Unorm u(v);
  float_4 f(v, static_cast<float>(n), static_cast<float>(u), 1.0f);
  float_4 r = f * 2.0f;
  EXPECT_EQ(r.x, -1.0f);
  EXPECT_EQ(r.y, -1.0f);
  EXPECT_EQ(r.z, 0.0f);
  EXPECT_EQ(r.w, 2.0f);
}

TEST(ShortVector, Arithmetic) {
  float_3 a(1.0f, 2.0f, 3.0f);
  float_3 b(4.0f, 5.0f, 6.0f);
  float_3 s = a + b;
  EXPECT_EQ(s.z, 9.0f);
  float_3 d = b - a;
  EXPECT_EQ(d.x, 3.0f);
  float_3 m = a * b;
  EXPECT_EQ(m.y, 10.0f);
  float_3 q = b / a;
  EXPECT_EQ(q.z, 2.0f);
  float_3 neg = -a;
  EXPECT_EQ(neg.y, -2.0f);
  float_3 scaled = 2.0f * a; // scalar on the left
  EXPECT_EQ(scaled.z, 6.0f);
  a += b;
  EXPECT_EQ(a.x, 5.0f);
  a -= 1.0f;
  EXPECT_EQ(a.x, 4.0f);
  a *= float_3(0.5f, 1.0f, 2.0f);
  EXPECT_EQ(a.x, 2.0f);
  EXPECT_EQ(a.z, 16.0f); // (3 + 6 - 1) * 2
  a /= 2.0f;
  EXPECT_EQ(a.z, 8.0f);
  float_3 pre = ++a;
  EXPECT_EQ(pre.x, 2.0f); // 1 + 1
  float_3 post = a--;
  EXPECT_EQ(post.x, 2.0f);
  EXPECT_EQ(a.x, 1.0f);
  EXPECT_TRUE(float_3(1.0f, 2.0f, 3.0f) == float_3(1.0f, 2.0f, 3.0f));
  EXPECT_TRUE(float_3(1.0f, 2.0f, 3.0f) != float_3(1.0f, 2.0f, 4.0f));
  EXPECT_TRUE(int_2(3, 3) == 3); // the scalar converts
}

TEST(ShortVector, IntegerOperators) {
  int_2 a(7, -8);
  int_2 b(3, 3);
  EXPECT_EQ((a % b).x, 1);
  EXPECT_EQ((a % b).y, -2); // C++ remainder truncates
  EXPECT_EQ((a / b).y, -2);
  EXPECT_EQ((a & b).x, 3);  // 0b111 & 0b011
  EXPECT_EQ((a | b).y, -5); // ...11000 | 00011 = ...11011
  EXPECT_EQ((a ^ b).x, 4);
  EXPECT_EQ((a << 2).x, 28);
  EXPECT_EQ((a >> 1).y, -4);
  EXPECT_EQ((~a).x, -8);
  EXPECT_EQ((-a).y, 8);
  uint_2 u(0xF0u, 1u);
  u <<= uint_2(4u, 31u);
  EXPECT_EQ(u.x, 0xF00u);
  EXPECT_EQ(u.y, 0x80000000u);
  u >>= 4u;
  EXPECT_EQ(u.x, 0xF0u);
  u %= 7u;
  EXPECT_EQ(u.x, 240u % 7u);
  u &= uint_2(0xFu);
  u |= uint_2(0x10u);
  u ^= uint_2(0x1u);
  EXPECT_EQ(u.x, (((240u % 7u) & 0xFu) | 0x10u) ^ 0x1u);
  EXPECT_EQ((~uint_2(0u)).y, 0xFFFFFFFFu);
}

TEST(ShortVector, NormVectorsClampPerComponent) {
  norm_2 a(0.75f, -0.75f);
  norm_2 b(0.5f, -0.5f);
  norm_2 s = a + b;
  EXPECT_EQ(static_cast<float>(s.x), 1.0f);
  EXPECT_EQ(static_cast<float>(s.y), -1.0f);
  norm_2 n = -a;
  EXPECT_EQ(static_cast<float>(n.x), -0.75f);
  unorm_2 u(0.25f, 0.75f);
  u -= unorm_2(0.5f, 0.5f);
  EXPECT_EQ(static_cast<float>(u.x), 0.0f);
  EXPECT_EQ(static_cast<float>(u.y), 0.25f);
  ++u;
  EXPECT_EQ(static_cast<float>(u.y), 1.0f);
}

TEST(ShortVector, ElementTypeConversions) {
  float_2 f(2.75f, -1.5f);
  int_2 i(f); // static_cast per component: truncation
  EXPECT_EQ(i.x, 2);
  EXPECT_EQ(i.y, -1);
  norm_3 n(int_3(-3, 0, 1)); // clamped
  EXPECT_EQ(static_cast<float>(n.x), -1.0f);
  EXPECT_EQ(static_cast<float>(n.z), 1.0f);
  unorm_2 u(norm_2(-0.5f, 0.5f)); // norm -> unorm clamps
  EXPECT_EQ(static_cast<float>(u.x), 0.0f);
  EXPECT_EQ(static_cast<float>(u.y), 0.5f);
  double_2 d(f);
  EXPECT_EQ(d.x, 2.75);
  float_2 back(u);
  EXPECT_EQ(back.y, 0.5f);
  uint_2 from_int(int_2(5, 6));
  EXPECT_EQ(from_int.y, 6u);
}

//===--------------------------------------------------------------------===//
// Texel formats
//===--------------------------------------------------------------------===//

using amp2hip::detail::float_to_half;
using amp2hip::detail::half_to_float;
using amp2hip::detail::texel_codec;

TEST(TexelFormat, HalfKnownValues) {
  EXPECT_EQ(float_to_half(1.0f), 0x3c00);
  EXPECT_EQ(float_to_half(-2.0f), 0xc000);
  EXPECT_EQ(float_to_half(0.0f), 0x0000);
  EXPECT_EQ(float_to_half(-0.0f), 0x8000);
  EXPECT_EQ(float_to_half(65504.0f), 0x7bff); // largest half
  EXPECT_EQ(float_to_half(65519.0f), 0x7bff); // below the midpoint
  EXPECT_EQ(float_to_half(65520.0f), 0x7c00); // the midpoint: to even, Inf
  EXPECT_EQ(float_to_half(1e10f), 0x7c00);    // overflow: Inf
  EXPECT_EQ(float_to_half(std::ldexp(1.0f, -24)), 0x0001); // smallest subnormal
  EXPECT_EQ(float_to_half(std::ldexp(1.0f, -25)), 0x0000); // tie: to even (0)
  EXPECT_EQ(float_to_half(std::ldexp(3.0f, -25)), 0x0002); // tie: to even (2)
  EXPECT_EQ(float_to_half(std::ldexp(1.0f, -14)), 0x0400); // smallest normal
  // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: to even (1).
  EXPECT_EQ(float_to_half(1.0f + std::ldexp(1.0f, -11)), 0x3c00);
  // 1 + 3 * 2^-11 is halfway between 1 + 2^-10 and 1 + 2^-9: to even.
  EXPECT_EQ(float_to_half(1.0f + std::ldexp(3.0f, -11)), 0x3c02);
  EXPECT_EQ(float_to_half(std::numeric_limits<float>::infinity()), 0x7c00);
  EXPECT_EQ(float_to_half(std::numeric_limits<float>::quiet_NaN()) & 0x7e00,
            0x7e00);
  EXPECT_EQ(half_to_float(0x3555), 0x1.554p-2f);
  EXPECT_EQ(half_to_float(0x0001), std::ldexp(1.0f, -24));
  EXPECT_EQ(half_to_float(0xfbff), -65504.0f);
  EXPECT_TRUE(std::isinf(half_to_float(0x7c00)));
  EXPECT_TRUE(std::isnan(half_to_float(0x7e01)));
}

TEST(TexelFormat, HalfRoundTripsEveryValue) {
  for (unsigned int h = 0; h <= 0xffffu; ++h) {
    float f = half_to_float(static_cast<std::uint16_t>(h));
    const bool nan = (h & 0x7c00u) == 0x7c00u && (h & 0x3ffu) != 0;
    if (nan) {
      EXPECT_TRUE(std::isnan(f)) << std::hex << h;
      continue;
    }
    ASSERT_EQ(float_to_half(f), h) << std::hex << h;
  }
}

TEST(TexelFormat, DefaultsAndSizes) {
  EXPECT_EQ(texel_codec<int>::default_bits, 32u);
  EXPECT_EQ(texel_codec<float_4>::default_bits, 32u);
  EXPECT_EQ(texel_codec<unorm_4>::default_bits, 16u); // as MSVC
  EXPECT_EQ(texel_codec<Norm>::default_bits, 16u);
  EXPECT_EQ(texel_codec<double_2>::default_bits, 64u);
  EXPECT_EQ(texel_codec<unorm_4>::texel_bytes(8), 4u);
  EXPECT_EQ(texel_codec<int_3>::texel_bytes(16), 6u);
  EXPECT_EQ(texel_codec<double_2>::texel_bytes(64), 16u);
  EXPECT_TRUE(texel_codec<int>::valid_bits(8));
  EXPECT_FALSE(texel_codec<int>::valid_bits(24));
  EXPECT_FALSE(texel_codec<float>::valid_bits(8));
  EXPECT_FALSE(texel_codec<Unorm>::valid_bits(32));
  EXPECT_FALSE(texel_codec<double>::valid_bits(32));
}

TEST(TexelFormat, Unorm8) {
  // unorm_4 in 8 bits: 4 bytes x, y, z, w; c = trunc(v * 255 + 0.5).
  unsigned char raw[8] = {};
  texel_codec<unorm_4>::store(raw, 1, 8, unorm_4(0.0f, 0.5f, 1.0f, 0.25f));
  EXPECT_EQ(raw[4], 0);
  EXPECT_EQ(raw[5], 128); // 127.5 + 0.5
  EXPECT_EQ(raw[6], 255);
  EXPECT_EQ(raw[7], 64); // 63.75 + 0.5
  unorm_4 back = texel_codec<unorm_4>::load(raw, 1, 8);
  EXPECT_EQ(static_cast<float>(back.y), 128.0f / 255.0f);
  EXPECT_EQ(static_cast<float>(back.z), 1.0f);
}

TEST(TexelFormat, Norm8And16) {
  // norm in 8 bits: c = +-trunc(|v| * 127 + 0.5); -128 and -127 read as -1.
  unsigned char raw[4] = {};
  texel_codec<Norm>::store(raw, 0, 8, Norm(-1.0f));
  EXPECT_EQ(static_cast<std::int8_t>(raw[0]), -127);
  texel_codec<Norm>::store(raw, 1, 8, Norm(0.5f));
  EXPECT_EQ(static_cast<std::int8_t>(raw[1]), 64); // 63.5 + 0.5
  texel_codec<Norm>::store(raw, 2, 8, Norm(-0.5f));
  EXPECT_EQ(static_cast<std::int8_t>(raw[2]), -64);
  raw[3] = 0x80; // -128
  EXPECT_EQ(static_cast<float>(texel_codec<Norm>::load(raw, 3, 8)), -1.0f);
  EXPECT_EQ(static_cast<float>(texel_codec<Norm>::load(raw, 1, 8)),
            64.0f / 127.0f);
  std::int16_t raw16[1] = {};
  texel_codec<Norm>::store(reinterpret_cast<unsigned char *>(raw16), 0, 16,
                           Norm(1.0f));
  EXPECT_EQ(raw16[0], 32767);
}

TEST(TexelFormat, NarrowIntegersClamp) {
  unsigned char raw[4] = {};
  texel_codec<int>::store(raw, 0, 8, 300);
  texel_codec<int>::store(raw, 1, 8, -300);
  texel_codec<int>::store(raw, 2, 8, -5);
  EXPECT_EQ(texel_codec<int>::load(raw, 0, 8), 127);
  EXPECT_EQ(texel_codec<int>::load(raw, 1, 8), -128);
  EXPECT_EQ(texel_codec<int>::load(raw, 2, 8), -5); // sign-extended
  std::uint16_t raw16[2] = {};
  texel_codec<unsigned int>::store(reinterpret_cast<unsigned char *>(raw16), 1,
                                   16, 70000u);
  EXPECT_EQ(raw16[1], 65535);
  uint_2 texel = texel_codec<uint_2>::load(
      reinterpret_cast<unsigned char *>(raw16), 0, 16);
  EXPECT_EQ(texel.y, 65535u);
}

TEST(TexelFormat, NativeLayoutIsTheValueType) {
  // 32-bit int/uint/float and 64-bit double texels are the value type itself.
  float_3 texels[2] = {float_3(1.0f, 2.0f, 3.0f), float_3(4.0f, 5.0f, 6.0f)};
  auto *raw = reinterpret_cast<unsigned char *>(texels);
  EXPECT_EQ(texel_codec<float_3>::load(raw, 1, 32).y, 5.0f);
  texel_codec<float_3>::store(raw, 0, 32, float_3(7.0f));
  EXPECT_EQ(texels[0].z, 7.0f);
  // Half floats: 2 bytes a channel.
  std::uint16_t halves[2] = {};
  texel_codec<float_2>::store(reinterpret_cast<unsigned char *>(halves), 0, 16,
                              float_2(1.0f, -2.0f));
  EXPECT_EQ(halves[0], 0x3c00);
  EXPECT_EQ(halves[1], 0xc000);
}

// A program's own short vector type with subscripts only (B3DContest's
// helpers/amp/amp_short_arrays.h: `value_type _M_xyzw[4]`, operator[], and
// `x` a __declspec(property) that the translator removes) and its
// short_vector_traits: texels read and write its components by subscript.
struct SubscriptInt3 {
  int c[3];
  __host__ __device__ int &operator[](int i) { return c[i]; }
  __host__ __device__ int operator[](int i) const { return c[i]; }
};
} // namespace
namespace Concurrency::graphics {
template <> struct short_vector_traits<SubscriptInt3> {
  typedef int value_type;
  static int const size = 3;
};
} // namespace Concurrency::graphics
namespace {

TEST(TexelFormat, SubscriptOnlyShortVectors) {
  std::int16_t raw[6] = {};
  auto *bytes = reinterpret_cast<unsigned char *>(raw);
  texel_codec<SubscriptInt3>::store(bytes, 1, 16, SubscriptInt3{{7, -8, 40000}});
  EXPECT_EQ(raw[3], 7);
  EXPECT_EQ(raw[4], -8);
  EXPECT_EQ(raw[5], 32767); // clamped to 16 bits
  SubscriptInt3 back = texel_codec<SubscriptInt3>::load(bytes, 1, 16);
  EXPECT_EQ(back[0], 7);
  EXPECT_EQ(back[1], -8);
  EXPECT_EQ(back[2], 32767);
}

//===--------------------------------------------------------------------===//
// Kernel-side views and kernel parameters
//===--------------------------------------------------------------------===//

using ConstTex2 = amp2hip::device_texture<const int_2, 2>;
static_assert(
    std::is_same<amp2hip::kernel_param_t<gfx::texture<int_2, 2>>,
                 amp2hip::device_texture<int_2, 2>>::value &&
        std::is_same<amp2hip::read_only_param_t<gfx::texture<int_2, 2>>,
                     ConstTex2>::value &&
        std::is_same<amp2hip::kernel_param_t<const gfx::texture<int_2, 2>>,
                     ConstTex2>::value &&
        std::is_same<
            amp2hip::kernel_param_t<gfx::writeonly_texture_view<int, 1>>,
            amp2hip::device_writeonly_texture<int, 1>>::value &&
        std::is_same<
            amp2hip::read_only_param_t<gfx::writeonly_texture_view<int, 1>>,
            amp2hip::device_writeonly_texture<int, 1>>::value &&
        std::is_same<amp2hip::kernel_param_t<gfx::texture_view<const float, 3>>,
                     amp2hip::device_texture<const float, 3>>::value &&
        std::is_same<amp2hip::kernel_param_t<gfx::texture_view<float, 3>>,
                     amp2hip::device_texture<float, 3>>::value &&
        std::is_same<amp2hip::read_only_param_t<gfx::texture_view<float, 3>>,
                     amp2hip::device_texture<const float, 3>>::value,
    "kernel_param_t / read_only_param_t of texture captures");
static_assert(
    std::is_trivially_copyable<amp2hip::device_texture<float_4, 3>>::value &&
        std::is_trivially_copyable<
            amp2hip::device_writeonly_texture<Norm, 1>>::value,
    "kernel-side texture views are trivially copyable");
static_assert(
    std::is_convertible<amp2hip::device_texture<int_2, 2>, ConstTex2>::value,
    "a writable device_texture converts to a read-only one");
static_assert(std::is_same<amp2hip::kernel_param_t<float_4>, float_4>::value,
              "a captured short vector is passed as itself");

TEST(DeviceTexture, RowMajorElementAccess) {
  // A 2x3 texture of int_2 over host memory: texel (i, j) at 3 * i + j.
  int_2 texels[6];
  amp2hip::device_texture<int_2, 2> tex{
      reinterpret_cast<unsigned char *>(texels), concurrency::extent<2>(2, 3),
      32, 1};
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      tex.set(concurrency::index<2>(i, j), int_2(i, j));
  EXPECT_EQ(texels[5].x, 1);
  EXPECT_EQ(texels[5].y, 2);
  EXPECT_EQ(texels[3].x, 1);
  EXPECT_EQ(tex[concurrency::index<2>(1, 1)].y, 1);
  EXPECT_EQ(tex(0, 2).y, 2);
  EXPECT_EQ(tex.get(concurrency::index<2>(1, 0)).x, 1);
  EXPECT_EQ(tex.get_extent()[1], 3);
  EXPECT_EQ(tex.extent[0], 2);
  ConstTex2 read_only = tex;
  EXPECT_EQ(read_only(1, 2).x, 1);
}

TEST(DeviceTexture, Rank1And3AndPackedFormats) {
  unsigned char bytes[4 * 3] = {};
  // A rank-1 texture of 3 unorm_4 texels, 8 bits a channel.
  amp2hip::device_writeonly_texture<unorm_4, 1> out{
      bytes, concurrency::extent<1>(3), 8};
  out.set(concurrency::index<1>(2), unorm_4(1.0f, 0.0f, 0.5f, 1.0f));
  EXPECT_EQ(bytes[8], 255);
  EXPECT_EQ(bytes[10], 128);
  amp2hip::device_texture<const unorm_4, 1> in{bytes, concurrency::extent<1>(3),
                                               8, 1};
  EXPECT_EQ(static_cast<float>(in[2].x), 1.0f);
  EXPECT_EQ(static_cast<float>(in(2).w), 1.0f);
  // Rank 3: (i, j, k) at (i * 2 + j) * 2 + k.
  float cube[8] = {};
  amp2hip::device_texture<float, 3> tex3{
      reinterpret_cast<unsigned char *>(cube), concurrency::extent<3>(2, 2, 2),
      32, 1};
  tex3.set(concurrency::index<3>(1, 0, 1), 9.0f);
  EXPECT_EQ(cube[5], 9.0f);
  EXPECT_EQ(tex3(1, 0, 1), 9.0f);
}

TEST(MipmapLevels, ShapesAndPlaces) {
  // MSVC's example: a 10 x 2 texture has 10x2, 5x1, 2x1 and 1x1.
  const concurrency::extent<2> top(10, 2);
  EXPECT_EQ(amp2hip::detail::max_mip_levels(top), 4u);
  EXPECT_EQ(amp2hip::detail::mip_extent(top, 1), concurrency::extent<2>(5, 1));
  EXPECT_EQ(amp2hip::detail::mip_extent(top, 2), concurrency::extent<2>(2, 1));
  EXPECT_EQ(amp2hip::detail::mip_extent(top, 3), concurrency::extent<2>(1, 1));
  EXPECT_EQ(amp2hip::detail::mip_extent(top, 40), concurrency::extent<2>(1, 1));
  // Levels 0-2 hold 20 + 5 + 2 texels before level 3.
  EXPECT_EQ(amp2hip::detail::mip_offset(top, 3), 27u);
  EXPECT_EQ(amp2hip::detail::max_mip_levels(concurrency::extent<3>(1, 1, 1)),
            1u);
  EXPECT_EQ(amp2hip::detail::checked_mip_levels(top, 0), 4u);
  EXPECT_EQ(amp2hip::detail::checked_mip_levels(top, 2), 2u);
  EXPECT_THROW(amp2hip::detail::checked_mip_levels(top, 5),
               concurrency::runtime_exception);
  EXPECT_NO_THROW(amp2hip::detail::check_mip_range(4, 1, 3));
  EXPECT_THROW(amp2hip::detail::check_mip_range(4, 2, 3),
               concurrency::runtime_exception);
  EXPECT_THROW(amp2hip::detail::check_mip_range(4, 0, 0),
               concurrency::runtime_exception);
}

TEST(MipmapLevels, DeviceTextureReadsAndSamplesLevels) {
  // A 4 x 4 float texture with 3 levels (16 + 4 + 1 texels) in host memory:
  // level 1 is 10 20 / 30 40, level 2 is 50.
  float texels[21] = {};
  const float level1[4] = {10, 20, 30, 40};
  std::memcpy(texels + 16, level1, sizeof level1);
  texels[20] = 50;
  amp2hip::device_texture<const float, 2> tex{
      reinterpret_cast<const unsigned char *>(texels),
      concurrency::extent<2>(4, 4), 32, 3};
  EXPECT_EQ(tex.get_mipmap_levels(), 3u);
  EXPECT_EQ(tex.get(concurrency::index<2>(1, 1), 1), 40.0f);
  EXPECT_EQ(tex.get(concurrency::index<2>(0, 0), 2), 50.0f);
  EXPECT_EQ(tex.level(1).extent, concurrency::extent<2>(2, 2));
  const concurrency::graphics::sampler point(
      concurrency::graphics::filter_point);
  const concurrency::graphics::sampler linear(
      concurrency::graphics::filter_linear);
  // (u, v) = (0.75, 0.25): level 1's column 1, row 0.
  EXPECT_EQ(tex.sample(point, float_2(0.75f, 0.25f), 1.2f), 20.0f);
  // Point filtering takes the nearest level: 1.6 is level 2.
  EXPECT_EQ(tex.sample(point, float_2(0.75f, 0.25f), 1.6f), 50.0f);
  // Past the last level: clamped to it.
  EXPECT_EQ(tex.sample(point, float_2(0.75f, 0.25f), 9.0f), 50.0f);
  // Linear at the centre: level 1 averages its four texels (25), level 2 is
  // 50; halfway between them 37.5.
  EXPECT_EQ(tex.sample(linear, float_2(0.5f, 0.5f), 1.5f), 37.5f);
  EXPECT_EQ(tex.sample(linear, float_2(0.5f, 0.5f), 1.0f), 25.0f);
}

//===--------------------------------------------------------------------===//
// Textures on the CPU accelerator: unsupported, refused before any HIP call
// (so these run without a GPU)
//===--------------------------------------------------------------------===//

TEST(TextureCpu, TexturesOnTheCpuAcceleratorAreUnsupported) {
  const concurrency::accelerator cpu(concurrency::accelerator::cpu_accelerator);
  std::vector<int> values(4, 1);
  amp2hip::reset_stats();
  EXPECT_THROW((gfx::texture<int, 1>(4, cpu.default_view)),
               concurrency::unsupported_feature);
  EXPECT_THROW((gfx::texture<float, 2>(concurrency::extent<2>(2, 2), 32u,
                                       cpu.default_view)),
               concurrency::unsupported_feature);
  EXPECT_THROW(
      (gfx::texture<int, 1>(4, values.begin(), values.end(), cpu.default_view)),
      concurrency::unsupported_feature);
  const amp2hip::transfer_stats stats = amp2hip::get_stats();
  EXPECT_EQ(stats.copies_to_device, 0u);
  EXPECT_EQ(stats.launches, 0u);
}

//===--------------------------------------------------------------------===//
// Textures on a GPU (skipped without one)
//===--------------------------------------------------------------------===//

bool have_gpu() {
  int count = 0;
  return hipGetDeviceCount(&count) == hipSuccess && count > 0;
}

#define REQUIRE_GPU()                                                          \
  if (!have_gpu())                                                             \
  GTEST_SKIP() << "no HIP device"

TEST(TextureGpu, RawAndElementRoundTrips) {
  REQUIRE_GPU();
  std::vector<int> values(24);
  for (int i = 0; i < 24; ++i)
    values[i] = i * i - 7;
  gfx::texture<int, 2> tex(4, 6, values.begin(), values.end());
  EXPECT_EQ(tex.get_data_length(), 24u * 4u);
  EXPECT_EQ(tex.get_bits_per_scalar_element(), 32u);
  std::vector<int> raw(24, 0);
  gfx::copy(tex, raw.data(), static_cast<unsigned int>(raw.size() * 4));
  EXPECT_EQ(raw, values);
  std::vector<int> elements(24, 0);
  gfx::copy(tex, elements.begin());
  EXPECT_EQ(elements, values);
  // Raw bytes in, elements out.
  std::vector<int> doubled(24);
  for (int i = 0; i < 24; ++i)
    doubled[i] = 2 * values[i];
  gfx::copy(doubled.data(), static_cast<unsigned int>(doubled.size() * 4), tex);
  gfx::copy_async(tex, elements.begin()).get();
  EXPECT_EQ(elements, doubled);
  // Too small a destination is an error.
  EXPECT_THROW(gfx::copy(tex, raw.data(), 4u), concurrency::runtime_exception);
}

TEST(TextureGpu, Sections) {
  REQUIRE_GPU();
  // Rank 2, 4 x 5, texel (i, j) = 10 i + j; the 2 x 3 section at (1, 2).
  std::vector<float> values(20);
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 5; ++j)
      values[i * 5 + j] = static_cast<float>(10 * i + j);
  gfx::texture<float, 2> tex(concurrency::extent<2>(4, 5), values.begin(),
                             values.end());
  std::vector<float> section(6);
  gfx::copy(tex, concurrency::index<2>(1, 2), concurrency::extent<2>(2, 3),
            section.begin());
  EXPECT_EQ(section, (std::vector<float>{12, 13, 14, 22, 23, 24}));
  // Write a 2 x 2 section at (2, 0), then read the whole texture.
  std::vector<float> patch{-1, -2, -3, -4};
  gfx::copy(patch.begin(), patch.end(), tex, concurrency::index<2>(2, 0),
            concurrency::extent<2>(2, 2));
  std::vector<float> all(20);
  gfx::copy(tex, all.begin());
  EXPECT_EQ(all[10], -1.0f);
  EXPECT_EQ(all[11], -2.0f);
  EXPECT_EQ(all[15], -3.0f);
  EXPECT_EQ(all[16], -4.0f);
  EXPECT_EQ(all[12], 22.0f);
  // Rank 3: copy a 1 x 2 x 2 block between textures, device to device.
  std::vector<int> cube(2 * 3 * 4);
  for (int i = 0; i < 24; ++i)
    cube[i] = i;
  gfx::texture<int, 3> a(2, 3, 4, cube.begin(), cube.end());
  gfx::texture<int, 3> b(a);
  gfx::copy(a, concurrency::index<3>(0, 0, 0), b,
            concurrency::index<3>(1, 1, 2), concurrency::extent<3>(1, 2, 2));
  std::vector<int> out(24);
  gfx::copy(b, out.begin());
  // b(1, 1, 2) = a(0, 0, 0) = 0, b(1, 1, 3) = a(0, 0, 1) = 1,
  // b(1, 2, 2) = a(0, 1, 0) = 4, b(1, 2, 3) = a(0, 1, 1) = 5.
  EXPECT_EQ(out[(1 * 3 + 1) * 4 + 2], 0);
  EXPECT_EQ(out[(1 * 3 + 1) * 4 + 3], 1);
  EXPECT_EQ(out[(1 * 3 + 2) * 4 + 2], 4);
  EXPECT_EQ(out[(1 * 3 + 2) * 4 + 3], 5);
  EXPECT_EQ(out[0], 0);   // outside the block: b is a copy of a
  EXPECT_EQ(out[21], 21); // (1, 2, 1)
  EXPECT_THROW(gfx::copy(tex, concurrency::index<2>(3, 3),
                         concurrency::extent<2>(2, 2), section.begin()),
               concurrency::runtime_exception);
}

TEST(TextureGpu, PackedFormatsAndCopies) {
  REQUIRE_GPU();
  // unorm_4 in 8 bits: raw bytes are what Direct3D's R8G8B8A8_UNORM holds.
  const unsigned char pixels[8] = {0, 128, 255, 64, 255, 0, 0, 255};
  gfx::texture<unorm_4, 1> tex(2, pixels, 8u, 8u);
  EXPECT_EQ(tex.get_data_length(), 8u);
  std::vector<unorm_4> texels(2);
  gfx::copy(tex, texels.begin());
  EXPECT_EQ(static_cast<float>(texels[0].y), 128.0f / 255.0f);
  EXPECT_EQ(static_cast<float>(texels[1].x), 1.0f);
  gfx::texture<unorm_4, 1> copy_of(tex);
  unsigned char back[8] = {};
  gfx::copy(copy_of, back, 8u);
  EXPECT_EQ(std::memcmp(back, pixels, 8), 0);
  EXPECT_THROW((gfx::texture<unorm_4, 1>(2, 32u)),
               concurrency::unsupported_feature);
  EXPECT_THROW((gfx::texture<float, 1>(2, 8u)),
               concurrency::unsupported_feature);
}

// What the translator generates for a kernel that reads a texture captured
// by reference and writes through a writeonly_texture_view (see
// samples/graphics and test/tool/graphics_textures.cpp).
__global__ void read_write_kernel(
    const amp2hip::detail::launch_domain<2> amp2hip_domain,
    const amp2hip::kernel_param_t<gfx::texture<int_2, 2>> tex,
    const amp2hip::kernel_param_t<gfx::writeonly_texture_view<int, 2>> sums) {
  concurrency::index<2> idx;
  if (!amp2hip::detail::thread_index(amp2hip_domain, idx))
    return;
  int_2 texel = tex[idx];
  sums.set(idx, texel.x + texel.y);
}

TEST(TextureGpu, KernelReadsAndWrites) {
  REQUIRE_GPU();
  std::vector<int_2> src;
  for (int i = 0; i < 32; ++i)
    src.push_back(int_2(i, 2 * i));
  const gfx::texture<int_2, 2> tex(4, 8, src.begin(), src.end());
  gfx::texture<int, 2> sums_texture(4, 8);
  gfx::writeonly_texture_view<int, 2> sums(sums_texture);
  amp2hip::parallel_for_each(tex.extent, read_write_kernel, tex, sums);
  std::vector<int> sums_host(32);
  gfx::copy(sums_texture, sums_host.begin());
  long long total = 0;
  for (int i = 0; i < 32; ++i) {
    EXPECT_EQ(sums_host[i], 3 * i); // i + 2i
    total += sums_host[i];
  }
  EXPECT_EQ(total, 1488); // 3 * (0 + ... + 31)
}

} // namespace
