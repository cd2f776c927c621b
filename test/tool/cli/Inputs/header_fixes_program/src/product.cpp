#include "blas.h"
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> data{1, 2, 3, 4};
  std::vector<int> out(5);
  concurrency::array_view<const int, 1> v(4, data);
  concurrency::array_view<int, 1> o(5, out);
  concurrency::parallel_for_each(o.extent, [=](concurrency::index<1> i) restrict(amp) {
    o[i] = blas::guarded_read(v, i[0]);
  });
  o.synchronize();
  // (1 + 2 + 3 + 4) * 2 = 20; out holds 1 2 3 4 0.
  int sum = blas::scaled_sum(v);
  std::printf("%d %d %d\n", sum, out[3], out[4]);
  return sum == 20 && out[3] == 4 && out[4] == 0 ? 0 : 1;
}
