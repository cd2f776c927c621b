#include <amp.h>
#define LAUNCH(view) concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp) { view[i] = 1; })
#define CHECKED(view, f) ([&]() restrict(cpu) -> bool { f; return true; }())
inline void fill(concurrency::array_view<int, 1> v) {
  LAUNCH(v);
}
inline bool fill_checked(concurrency::array_view<int, 1> v) {
  return CHECKED(v, LAUNCH(v));
}
