// Scans in the manner of the C++ AMP book's Extras/Scan/ScanSimple.h, which
// MSVC compiles because it looks a template's names up where the template is
// instantiated: inclusive_scan and exclusive_scan name namespace `details`,
// its function template and the enumerators and class templates of
// scan_modes.h (included after this header) before any of them is declared.
// amp2hip declares them before the templates, and moves the enum here
// (AMP2HIP-W0003).
#pragma once
#include <amp.h>
#include <utility>

namespace scan {

template <int TileSize, typename T>
void inclusive_scan(concurrency::array_view<const T, 1> input,
                    concurrency::array_view<T, 1> output) {
  static_assert(IsPowerOfTwo<TileSize>::value, "TileSize must be a power of 2.");
  details::scan_simple<details::kInclusive>(input, output);
}

template <int TileSize, typename T>
void exclusive_scan(concurrency::array_view<const T, 1> input,
                    concurrency::array_view<T, 1> output) {
  static_assert(IsPowerOfTwo<TileSize>::value, "TileSize must be a power of 2.");
  details::scan_simple<details::kExclusive>(input, output);
}

namespace details {
// Hillis and Steele's scan: log2(n) passes over two buffers, then the shift
// of an exclusive scan.
template <int Mode, typename T>
void scan_simple(concurrency::array_view<const T, 1> input,
                 concurrency::array_view<T, 1> output) {
  const int n = input.extent[0];
  concurrency::array<T, 1> a(n), b(n);
  concurrency::array_view<T, 1> in(a), out(b);
  concurrency::parallel_for_each(
      in.extent,
      [=](concurrency::index<1> idx) restrict(amp) { in[idx] = input[idx]; });
  for (int offset = 1; offset < n; offset *= 2) {
    concurrency::parallel_for_each(
        in.extent, [=](concurrency::index<1> idx) restrict(amp) {
          out[idx] = idx[0] >= offset ? in[idx] + in[idx - offset] : in[idx];
        });
    std::swap(in, out);
  }
  const int shift = (Mode == kExclusive) ? 1 : 0;
  output.discard_data();
  concurrency::parallel_for_each(
      output.extent, [=](concurrency::index<1> idx) restrict(amp) {
        output[idx] = idx[0] < shift ? T(0) : in[idx - shift];
      });
}
} // namespace details
} // namespace scan
