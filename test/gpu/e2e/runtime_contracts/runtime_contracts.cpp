// GPU end-to-end program: what the C++ AMP runtime checks and throws, as
// Microsoft's amp.h does (C++ AMP v1.2 §5.1, §5.2.5, §5.3, §7, §12), and a
// restrict(cpu, amp) lambda passed into a kernel:
//  1. a restrict(cpu, amp) lambda captured by value in a kernel (nvcc's
//     extended __host__ __device__ lambdas are not trivially copyable);
//  2. parallel_for_each over a domain with a 0 component, tiled or not:
//     invalid_compute_domain, and nothing runs;
//  3. an array whose extent has a 0 component: runtime_exception;
//  4. sections with an empty dimension or outside the source, projections
//     outside the first dimension: runtime_exception; valid ones work;
//  5. an array made from a longer iterator range than its extent:
//     runtime_exception;
//  6. data() of an array with access_type_none: null;
//  7. copy() from an array_view whose kernel results are on the device
//     leaves the vector behind the view as it was until synchronize();
//  8. array_views made in amp code over memory of amp code (C++ AMP v1.2
//     §5.2.2: array_view(e0, e1, T*) and (extent, T*) are restrict(amp, cpu)).
// Each case prints one line; expected_output.md derives the values.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

// Runs f on the GPU at every index of a rank-1 domain of n points and returns
// the results: the lambda object is a capture of the kernel.
template <typename Func> std::vector<int> onGpu(int n, const Func &f) {
  std::vector<int> out(n, -1);
  array_view<int, 1> view(n, out);
  view.discard_data();
  parallel_for_each(
      view.extent, [=](index<1> i) restrict(amp) { view[i] = f(i[0]); });
  view.synchronize();
  return out;
}

void print(const char *label, const std::vector<int> &v) {
  std::cout << label << ":";
  for (int x : v)
    std::cout << " " << x;
  std::cout << "\n";
}

// Prints "label: <exception type>" for the exception f throws.
template <typename Func> void expectThrow(const char *label, Func f) {
  try {
    f();
    std::cout << label << ": no exception\n";
  } catch (const invalid_compute_domain &) {
    std::cout << label << ": invalid_compute_domain\n";
  } catch (const runtime_exception &) {
    std::cout << label << ": runtime_exception\n";
  }
}

int main() {
  // 1. The lambda squares and adds an offset captured by value.
  int offset = 3;
  print("cpu_amp_lambda_capture",
        onGpu(
            5, [=](int x) restrict(cpu, amp) { return x * x + offset; }));
  std::cout << "cpu_amp_lambda_on_cpu: " << [=](int x) restrict(cpu, amp) {
    return x * x + offset;
  }
  (4) << "\n";

  // 2. Empty domains.
  std::vector<int> counter(1, 0);
  array_view<int, 1> count(1, counter);
  expectThrow("empty_domain", [&] {
    parallel_for_each(
        extent<2>(0, 5), [=](index<2>) restrict(amp) { count[0] += 1; });
  });
  expectThrow("empty_tiled_domain", [&] {
    parallel_for_each(
        extent<3>(8, 0, 8).tile<4, 2, 2>(), [=
    ](tiled_index<4, 2, 2>) restrict(amp) { atomic_fetch_add(&count[0], 1); });
  });
  count.synchronize();
  std::cout << "kernels_run: " << counter[0] << "\n";

  // 3. An array with an empty dimension.
  expectThrow("empty_array", [] { array<int, 2> a(extent<2>(0, 3)); });

  // 4. Sections and projections.
  std::vector<int> values(20);
  for (int i = 0; i < 20; ++i)
    values[i] = i;
  array_view<int, 2> grid(5, 4, values);
  array<int, 2> arr(extent<2>(5, 4), values.begin(), values.end());
  expectThrow("view_section_empty",
              [&] { grid.section(index<2>(1, 0), extent<2>(2, 0)); });
  expectThrow("view_section_outside", [&] { grid.section(index<2>(4, 4)); });
  expectThrow("array_section_empty", [&] {
    array_view<int, 1> s = arr.view_as(extent<1>(20)).section(1, 0);
  });
  expectThrow("array_projection_past_end", [&] { arr[5]; });
  expectThrow("view_projection_negative", [&] { grid[-1]; });
  array_view<int, 2> corner = grid.section(index<2>(3, 2));
  std::vector<int> cornerValues;
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 2; ++c)
      cornerValues.push_back(corner(r, c));
  print("valid_section", cornerValues);
  array_view<int, 1> row4 = arr[4];
  print("valid_projection", {row4[0], row4[3]});

  // 5. A longer source range than the array.
  std::vector<int> six(6, 1);
  expectThrow("longer_range",
              [&] { array<int, 1> a(extent<1>(5), six.begin(), six.end()); });

  // 6. data() of an array in accelerator memory only.
  array<int, 1> deviceOnly(extent<1>(8), accelerator().default_view,
                           access_type_none);
  std::cout << "access_type_none_data_is_null: "
            << (deviceOnly.data() == nullptr ? "yes" : "no") << "\n";

  // 7. copy() out of a view does not synchronize its data source.
  std::vector<int> source(4, 2);
  array_view<int, 1> added(4, source);
  parallel_for_each(
      added.extent, [=](index<1> i) restrict(amp) { added[i] += i[0] + 1; });
  std::vector<int> copied(4);
  copy(added, copied.begin());
  print("copy_from_view", copied);
  print("source_before_synchronize", source);
  added.synchronize();
  print("source_after_synchronize", source);

  // 8. Views of local memory in a kernel.
  std::vector<int> sums(3, 0);
  array_view<int, 1> rowSums(3, sums);
  parallel_for_each(rowSums.extent, [=](index<1> i) restrict(amp) {
    int cells[6];
    array_view<int, 2> grid(2, 3, cells);
    for (int r = 0; r < 2; ++r)
      for (int c = 0; c < 3; ++c)
        grid(r, c) = 10 * r + c + i[0];
    array_view<const int, 1> flat(extent<1>(6), cells);
    rowSums[i] = grid(1, 2) + flat[0];
  });
  rowSums.synchronize();
  print("local_memory_views", sums);
  return 0;
}
