#include <cstdio>

#include "vec.h"
#include "walk.h"
using namespace concurrency;

int main() {
  array_view<int, 1> Out(4);
  parallel_for_each(Out.extent, [=](index<1> I) restrict(amp) {
    Pair P;
    P.Data[0] = 0;
    P.Data[1] = I[0];
    Out[I] = bump(P, I[0]);
  });
  Pair Q;
  Q.Data[0] = Q.Data[1] = 0;
  int Host = bump(Q, 5);
  std::printf("%d %d %d %d, host %d\n", Out[0], Out[1], Out[2], Out[3], Host);
  return 0;
}
