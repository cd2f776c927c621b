// matrix.h has no include guard: it is included twice, with PARALLEL
// defined and not, and each inclusion parses another branch.
#include <amp.h>
#include <cstdio>
using namespace concurrency;

struct Mem {
  int n = 5;
};
namespace parallel {
#define PARALLEL
#include "matrix.h"
#undef PARALLEL
} // namespace parallel
namespace serial {
#include "matrix.h"
} // namespace serial

int main() {
  parallel::Matrix<Mem> p;
  serial::Matrix<Mem> s;
  int sums[2] = {p.first(), s.first()};
  int add = p.size() + s.size();
  array_view<int, 1> v(2, sums);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += add; });
  v.synchronize();
  std::printf("%d %d, then %d %d\n", p.first(), s.first(), sums[0], sums[1]);
}
