// AmpMath.h : amp-restricted helpers shared by the CPU and GPU paths.
#pragma once

#include <amp.h>

// Three-point smoothing filter (weights 1/4, 1/2, 1/4).
inline float Smooth(float left, float centre, float right) restrict(amp, cpu)
{
    return 0.25f * left + 0.5f * centre + 0.25f * right;
}

// Index of a neighbour, clamped to [0, size - 1].
inline int Clamp(int i, int size) restrict(amp, cpu)
{
    return i < 0 ? 0 : (i >= size ? size - 1 : i);
}
