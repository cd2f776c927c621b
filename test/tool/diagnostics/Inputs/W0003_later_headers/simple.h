// A header whose template names what a header included after it declares
// (W0003_later_declarations_headers.cpp).
#pragma once
#include <amp.h>

namespace lib {
template <typename T> void addOne(concurrency::array_view<T, 1> data) {
  details::add<details::kOne>(data);
}

namespace details {
template <int M, typename T> void add(concurrency::array_view<T, 1> data) {
  concurrency::parallel_for_each(
      data.extent,
      [=](concurrency::index<1> i) restrict(amp) { data[i] += T(M); });
}
} // namespace details
} // namespace lib
