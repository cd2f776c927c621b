// The program's own header named like <amp.h> (B3DContest's
// implementations/AMP.h): its helpers for the kernels.
#pragma once
#include <amp.h>

#define WAVEFRONT_SIZE 64

namespace amphelper {
inline int lanes(int n) restrict(amp, cpu) { return n % WAVEFRONT_SIZE; }
} // namespace amphelper
