#include <amp.h>
#define LAUNCH(view) concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp) { view[i] = 1; })
inline void fill(concurrency::array_view<int, 1> v) {
  LAUNCH(v);
}
