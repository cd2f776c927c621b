#include <amp.h>
#include <cstdio>
using namespace concurrency;

float multiply_add(float a, float b, float c) restrict(cpu, amp) {
  return a * b + c;
}

int helper();

int main() {
  float data[1] = {3.0f};
  array_view<float, 1> v(1, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = multiply_add(v[i], 1.0f / 3.0f, -1.0f);
  });
  std::printf("%g %d\n", v[0], helper());
}
