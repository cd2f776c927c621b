#include "scale.h"
void run(concurrency::array_view<float, 1> v) {
  concurrency::parallel_for_each(v.extent, Scale{v, 3.0f});
}
