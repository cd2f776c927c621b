// C++ AMP side of the transfer benchmark: the kernels that the round trips
// and the launch-overhead loops run. amp2hip translates this file at build
// time; transfers_bench.hip.cpp includes the result and times it against
// hand-written HIP.
#include <amp.h>
using namespace concurrency;

// Adds 1 to every element of a view (the round trip's kernel).
void ampAddOneView(const array_view<float, 1> &data) {
  parallel_for_each(
      data.extent, [=](index<1> idx) restrict(amp) { data[idx] += 1.0f; });
}

// Adds 1 to every element of a view, on the accelerator_view `where` (the
// remote-view measure: a view of an array of another GPU).
void ampAddOneViewOn(const accelerator_view &where,
                     const array_view<float, 1> &data) {
  parallel_for_each(
      where,
      data.extent, [=](index<1> idx) restrict(amp) { data[idx] += 1.0f; });
}

// Adds 1 to every element of an array (the round trip's kernel).
void ampAddOneArray(array<float, 1> &data) {
  parallel_for_each(
      data.extent, [&data](index<1> idx) restrict(amp) { data[idx] += 1.0f; });
}

// Writes each element's index: the non-tiled launch-overhead kernel.
void ampTouch(const array_view<int, 1> &data) {
  parallel_for_each(
      data.extent, [=](index<1> idx) restrict(amp) { data[idx] = idx[0]; });
}

// Same, tiled by 256.
void ampTouchTiled(const array_view<int, 1> &data) {
  parallel_for_each(
      data.extent.tile<256>(), [=](tiled_index<256> t_idx) restrict(amp) {
        data[t_idx.global] = t_idx.global[0];
      });
}
