#include "launch.h"
int main() {
  int data[8];
  concurrency::array_view<int, 1> v(8, data);
  fill(v);
  return fill_checked(v) ? 0 : 1;
}
