#pragma once
#include <vector>

// Doubles every element on the accelerator.
void doubleAll(std::vector<int> &values);
