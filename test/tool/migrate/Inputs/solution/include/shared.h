// A header of the solution's include folder (common.props), found with -I.
#pragma once
#include <amp.h>

inline int twice(int x) restrict(amp, cpu) { return 2 * x; }
