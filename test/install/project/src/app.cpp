#include <amp.h>
#include <cstdio>
#include <vector>
#include "../include/scale.h"
int main() {
  std::vector<float> data = {1, 2, 3};
  concurrency::array_view<float, 1> v(3, data);
  scale(v, 2.0f);
  std::printf("%g %g %g\n", v[0], v[1], v[2]);
  return 0;
}
