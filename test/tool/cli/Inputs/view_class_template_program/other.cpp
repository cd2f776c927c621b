// Includes the header and instantiates nothing of it.
#include "views.h"

int other() { return 1; }
