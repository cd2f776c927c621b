// Built in Debug only (ExcludedFromBuild in Release).
#include "stdafx.h"
int debugOnly() { return 1; }
