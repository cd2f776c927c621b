// Host checks of the concurrency::direct3d functions (C++ AMP v1.2 §10.2,
// HLSL semantics). Expected values follow from the HLSL definitions, shown
// next to each check.
#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <climits>

using namespace concurrency;

TEST(Direct3d, BitFunctions) {
  EXPECT_EQ(direct3d::countbits(0xF0F0u), 8u); // 4 + 4 bits
  EXPECT_EQ(direct3d::countbits(0xFFFFFFFFu), 32u);
  EXPECT_EQ(direct3d::firstbitlow(0), -1); // no bit set
  EXPECT_EQ(direct3d::firstbitlow(12), 2); // 0b1100
  EXPECT_EQ(direct3d::firstbithigh(1), 0);
  EXPECT_EQ(direct3d::firstbithigh(0x00400000), 22);
  EXPECT_EQ(direct3d::firstbithigh(0), -1);
  EXPECT_EQ(direct3d::firstbithigh(-1), -1);      // all bits equal the sign
  EXPECT_EQ(direct3d::firstbithigh(-2), 0);       // ~(-2) == 1
  EXPECT_EQ(direct3d::firstbithigh(INT_MIN), 30); // ~INT_MIN == 0x7FFFFFFF
  EXPECT_EQ(direct3d::reversebits(1u), 0x80000000u);
  EXPECT_EQ(direct3d::reversebits(0x0000000Fu), 0xF0000000u);
}

TEST(Direct3d, IntegerFunctions) {
  EXPECT_EQ(direct3d::abs(-7), 7);
  EXPECT_EQ(direct3d::clamp(15, 0, 10), 10);
  EXPECT_EQ(direct3d::clamp(-3, 0, 10), 0);
  EXPECT_EQ(direct3d::clamp(7, 0, 10), 7);
  // HLSL's min(max(x, lo), hi): the upper bound wins when lo > hi.
  EXPECT_EQ(direct3d::clamp(-3, 10, 0), 0);
  EXPECT_EQ(direct3d::clamp(15, 10, 0), 0);
  EXPECT_EQ(direct3d::imax(-2, 3), 3);
  EXPECT_EQ(direct3d::imin(-2, 3), -2);
  EXPECT_EQ(direct3d::umax(2u, 0xFFFFFFFFu), 0xFFFFFFFFu); // unsigned order
  EXPECT_EQ(direct3d::umin(2u, 0xFFFFFFFFu), 2u);
  EXPECT_EQ(direct3d::sign(-9), -1);
  EXPECT_EQ(direct3d::sign(0), 0);
  EXPECT_EQ(direct3d::mad(4, 5, -6), 14); // 4 * 5 - 6
}

TEST(Direct3d, FloatFunctions) {
  EXPECT_FLOAT_EQ(direct3d::saturate(1.5f), 1.0f);
  EXPECT_FLOAT_EQ(direct3d::saturate(-0.5f), 0.0f);
  EXPECT_FLOAT_EQ(direct3d::rcp(4.0f), 0.25f);
  EXPECT_FLOAT_EQ(direct3d::clamp(2.5f, 0.0f, 2.0f), 2.0f);
  // smoothstep: t = (0.5 - 0) / 1 = 0.5; t*t*(3 - 2t) = 0.25 * 2 = 0.5.
  EXPECT_FLOAT_EQ(direct3d::smoothstep(0.0f, 1.0f, 0.5f), 0.5f);
  // t = 0.25: 0.0625 * 2.5 = 0.15625.
  EXPECT_FLOAT_EQ(direct3d::smoothstep(0.0f, 1.0f, 0.25f), 0.15625f);
  EXPECT_FLOAT_EQ(direct3d::smoothstep(0.0f, 1.0f, 2.0f), 1.0f);
  EXPECT_FLOAT_EQ(direct3d::step(0.5f, 0.4f), 0.0f); // 0.4 < 0.5
  EXPECT_FLOAT_EQ(direct3d::step(0.5f, 0.5f), 1.0f);
  EXPECT_FLOAT_EQ(direct3d::mad(1.5f, 2.0f, 0.25f), 3.25f);
}
