#include "scale.h"
int other() { return 1; }
