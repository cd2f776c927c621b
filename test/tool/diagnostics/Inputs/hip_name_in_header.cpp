// Translated alone: hip_name_clash.h is not rewritten (W0003_hip_name_clashes.cpp).
#include <amp.h>
#include "hip_name_clash.h"
int main() {
  float2 f = {1, 2};
  return int(f.x + f.y);
}
