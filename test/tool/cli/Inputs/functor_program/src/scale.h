#pragma once
#include <amp.h>
struct Scale {
  concurrency::array_view<float, 1> data;
  float factor;
  void operator()(concurrency::index<1> i) const restrict(amp) { data[i] *= factor; }
};
