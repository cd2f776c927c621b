// Instantiates the solver: Views<array<float, 1>> holds views here.
#include "views.h"
#include <cstdio>
#include <vector>

int main() {
  float init[4] = {1, 2, 3, 4};
  array<float, 1> a(4, init);
  Solver<array<float, 1>>::run(a);
  std::vector<float> result(4);
  copy(a, result.begin());
  uint4 ids = {{1, 2, 3, 4}};
  std::printf("%g %g %g %g, ids %u\n", result[0], result[1], result[2],
              result[3], ids.v[0] + ids.v[3]);
}
