#include "tune.h"
#include <vector>
int main() {
  std::vector<float> v(4, 1.0f);
  concurrency::array_view<float, 1> a(4, v);
  concurrency::parallel_for_each(a.extent, [=](concurrency::index<1> i) restrict(amp) { a[i] = twice(a[i]); });
  a.synchronize();
  return v[0] == 2.0f ? 0 : 1;
}
