#pragma once
#include <amp.h>
inline void scale(concurrency::array_view<float, 1> v, float by) {
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] *= by;
  });
}
