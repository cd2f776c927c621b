// A kernel whose index parameter is a dependent member type (the conformance
// library's `[=](typename remote_view_type::index_type i) restrict(amp)`): the
// rank comes from the type, as a value; and coordinates (extent, index)
// captured by value are passed as they are (they are trivially copyable).
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

struct Rank2 {
  static const int rank = 2;
  typedef index<2> index_type;
};

template <typename Traits>
void touch(array_view<int, Traits::rank> v, extent<Traits::rank> bounds) {
  parallel_for_each(v.extent, [=](typename Traits::index_type i) restrict(amp) {
    if (bounds.contains(i))
      v[i] += 1;
  });
}
// CHECK: __global__ void amp2hip_kernel_touch_[[#@LINE-5]](
// CHECK-NEXT: const amp2hip::detail::launch_domain<Traits::index_type::rank> amp2hip_domain,
// CHECK: const amp2hip::kernel_param_t<Concurrency::extent<Traits::rank>> bounds,
// CHECK: typename Traits::index_type i;

void useTouch(array_view<int, 2> v) { touch<Rank2>(v, v.extent); }
