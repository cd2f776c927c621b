#include <amp.h>
#include "scale.h"
void run(concurrency::array_view<int, 1> v) {
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] = scale_factor * v[i];
  });
}
