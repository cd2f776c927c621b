#include <amp.h>
#include "AMP.h"
#include <cstdio>
using namespace concurrency;

int main() {
  int data[4] = {62, 63, 64, 65};
  array_view<int, 1> v(4, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = amphelper::lanes(v[i]);
  });
  v.synchronize();
  std::printf("%d %d %d %d\n", data[0], data[1], data[2], data[3]);
  return 0;
}
