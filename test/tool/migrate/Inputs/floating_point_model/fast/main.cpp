#include <amp.h>
#include <cstdio>
using namespace concurrency;

int main() {
  float data[1] = {3.0f};
  array_view<float, 1> v(1, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = v[i] * (1.0f / 3.0f) - 1.0f;
  });
  std::printf("%g\n", v[0]);
}
