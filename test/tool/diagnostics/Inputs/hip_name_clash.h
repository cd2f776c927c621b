// A program header that declares a name HIP also declares (W0003_hip_name_clashes.cpp).
#pragma once
struct float2 {
  float x, y;
};
