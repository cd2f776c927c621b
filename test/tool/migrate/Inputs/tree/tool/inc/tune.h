// The project's header reaches the library by a relative path that no
// include folder of the project names (ampblas's gemm_tune/inc/tune.h).
#pragma once
#include "../../lib/inc/helpers.h"
