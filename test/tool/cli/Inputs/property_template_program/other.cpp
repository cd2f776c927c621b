// Includes walk.h and does not instantiate bump.
#include "walk.h"

int doubled(int V) { return twice(V); }
