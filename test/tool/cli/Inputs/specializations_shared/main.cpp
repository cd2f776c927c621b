#include <cstdio>

#include "mem.h"
using namespace concurrency;

int bump();

int main() {
  Counter<float>::count = 10;
  int Bumped = bump();
  array_view<int, 1> Out(4);
  array_view<float, 1> Half(1);
  parallel_for_each(Out.extent, [=](index<1> I) restrict(amp) {
    Out[I] = twice(I[0]);
    if (I[0] == 0)
      Half[0] = twice(0.75f);
  });
  std::printf("%d %d %g, kernel %d %d %d %d %g\n", Bumped, Counter<float>::count,
              Counter<float>::scale, Out[0], Out[1], Out[2], Out[3], Half[0]);
  return 0;
}
