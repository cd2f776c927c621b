#include <amp.h>
using namespace concurrency;
void run(int *p) {
  array_view<int, 1> v(8, p);
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int total = 0;
    v[t.global] = total;
  });
}
