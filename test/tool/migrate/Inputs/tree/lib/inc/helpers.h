// A library header with C++ AMP code, outside the tool project's folder.
#pragma once
#include <amp.h>
inline float twice(float x) restrict(amp, cpu) { return 2 * x; }
