#include "device_math.h"
int second() { return twice(3); }
