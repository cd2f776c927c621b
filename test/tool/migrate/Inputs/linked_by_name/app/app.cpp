#include "../vecops/vecops.h"

#include <cstdio>

int main() {
  std::vector<int> values{1, 2, 3};
  doubleAll(values);
  std::printf("%d %d %d\n", values[0], values[1], values[2]);
  return 0;
}
