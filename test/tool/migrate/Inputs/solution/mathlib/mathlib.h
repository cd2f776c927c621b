#pragma once
#include <amp.h>

// Multiplies every element by factor on the accelerator.
void scale(concurrency::array_view<int, 1> data, int factor);
