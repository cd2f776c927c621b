//===- amp2hip/detail/direct3d.h - concurrency::direct3d functions -*- C++
//-*-===//
//
// The HLSL intrinsics C++ AMP v1.2 §10.2 exposes in concurrency::direct3d,
// with HLSL's definitions. `__host__ __device__` so that they can be tested on
// the host; AMP declares them restrict(amp).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_DIRECT3D_H
#define AMP2HIP_DETAIL_DIRECT3D_H

#include "namespace.h"

#include <hip/hip_runtime.h>

namespace Concurrency {
namespace direct3d {

/// |X|.
__host__ __device__ inline int abs(int X) { return X < 0 ? -X : X; }
/// X clamped to [Min, Max] as HLSL's clamp, min(max(X, Min), Max), which
/// Microsoft's C++ AMP compiles it to (Max when Min > Max); two integer
/// min/max instructions on the GPU.
__host__ __device__ inline int clamp(int X, int Min, int Max) {
  const int Low = X > Min ? X : Min;
  return Low < Max ? Low : Max;
}
/// X limited to [Min, Max]; NaN stays NaN.
__host__ __device__ inline float clamp(float X, float Min, float Max) {
  return X < Min ? Min : (X > Max ? Max : X);
}
/// The number of bits set in X.
__host__ __device__ inline unsigned int countbits(unsigned int X) {
  unsigned int Count = 0;
  for (; X; X &= X - 1)
    ++Count;
  return Count;
}
/// HLSL firstbithigh: the bit position (from bit 0) of the first bit, from
/// the most significant side, that differs from the sign bit; -1 if none.
__host__ __device__ inline int firstbithigh(int X) {
  unsigned int U = static_cast<unsigned int>(X < 0 ? ~X : X);
  for (int Bit = 31; Bit >= 0; --Bit)
    if (U & (1u << Bit))
      return Bit;
  return -1;
}
/// HLSL firstbitlow: the position of the lowest set bit; -1 if X == 0.
__host__ __device__ inline int firstbitlow(int X) {
  unsigned int U = static_cast<unsigned int>(X);
  for (int Bit = 0; Bit < 32; ++Bit)
    if (U & (1u << Bit))
      return Bit;
  return -1;
}
__host__ __device__ inline int imax(int X, int Y) { return X > Y ? X : Y; }
__host__ __device__ inline int imin(int X, int Y) { return X < Y ? X : Y; }
__host__ __device__ inline unsigned int umax(unsigned int X, unsigned int Y) {
  return X > Y ? X : Y;
}
__host__ __device__ inline unsigned int umin(unsigned int X, unsigned int Y) {
  return X < Y ? X : Y;
}
/// X * Y + Z.
__host__ __device__ inline float mad(float X, float Y, float Z) {
  return X * Y + Z;
}
__host__ __device__ inline double mad(double X, double Y, double Z) {
  return X * Y + Z;
}
__host__ __device__ inline int mad(int X, int Y, int Z) { return X * Y + Z; }
__host__ __device__ inline unsigned int mad(unsigned int X, unsigned int Y,
                                            unsigned int Z) {
  return X * Y + Z;
}
/// 1 / X.
__host__ __device__ inline float rcp(float X) { return 1.0f / X; }
/// X with its 32 bits in reverse order.
__host__ __device__ inline unsigned int reversebits(unsigned int X) {
  unsigned int R = 0;
  for (int Bit = 0; Bit < 32; ++Bit, X >>= 1)
    R = (R << 1) | (X & 1u);
  return R;
}
/// X limited to [0, 1].
__host__ __device__ inline float saturate(float X) {
  return X < 0.0f ? 0.0f : (X > 1.0f ? 1.0f : X);
}
/// -1, 0 or 1 by the sign of X.
__host__ __device__ inline int sign(int X) { return (X > 0) - (X < 0); }
/// HLSL smoothstep: 0 below Min, 1 above Max, a cubic Hermite step between.
__host__ __device__ inline float smoothstep(float Min, float Max, float X) {
  float T = saturate((X - Min) / (Max - Min));
  return T * T * (3.0f - 2.0f * T);
}
/// HLSL step: 1 if X >= Y, else 0.
__host__ __device__ inline float step(float Y, float X) {
  return X >= Y ? 1.0f : 0.0f;
}

} // namespace direct3d
} // namespace Concurrency

#endif // AMP2HIP_DETAIL_DIRECT3D_H
