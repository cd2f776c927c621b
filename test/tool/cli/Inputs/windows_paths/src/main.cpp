#include <amp.h>
#include "..\common\mathutil.h"
#include "config.h"
using namespace concurrency;
void run(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = triple(SCALE); });
}
