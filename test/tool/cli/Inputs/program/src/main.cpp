#include <amp.h>
#include "device_math.h"
#include "plain.h"
int main() {
  std::vector<int> data(4);
  concurrency::array_view<int, 1> v(4, data);
  fill(v, plain_value());
  return v[0] == 42 ? 0 : 1;
}
