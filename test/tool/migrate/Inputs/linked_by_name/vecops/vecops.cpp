#include "vecops.h"

#include <amp.h>

using namespace concurrency;

void doubleAll(std::vector<int> &values) {
  array_view<int, 1> view(static_cast<int>(values.size()), values);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] *= 2;
  });
  view.synchronize();
}
