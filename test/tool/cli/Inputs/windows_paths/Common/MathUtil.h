// A header of amp functions, included as "..\common\mathutil.h".
#pragma once
inline int triple(int x) restrict(amp, cpu) { return 3 * x; }
