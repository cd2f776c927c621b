#include "device_math.h"
int hostOnly(int x) { return x; }
int broken(int x) restrict(amp) { return hostOnly(x); }
