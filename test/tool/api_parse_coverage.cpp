// The C++ AMP v1.2 API of chapters 3 to 5 (accelerator and accelerator_view,
// completion_future, index/extent/tiled_extent/tiled_index, array,
// array_view, copy and copy_async) as the parse headers declare it
// (tool/amp-include/amp.h): host code using it parses and is kept as
// written, and the members usable in kernels (restrict(amp, cpu)) parse in
// the outlined kernels.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
#include <vector>
using namespace concurrency;

// CHECK: #include <amp2hip/amp.h>

// §3: accelerator, accelerator_view and their properties, completion_future.
void devices() {
  accelerator acc(accelerator::default_accelerator);
  accelerator_view av = acc.create_view(queuing_mode_immediate);
  accelerator_view automatic = accelerator::get_auto_selection_view();
  unsigned int version = av.get_version() + av.version;
  bool flags = av.is_debug || automatic.get_is_auto_selection();
  completion_future marker = av.create_marker();
  marker.wait_for(std::chrono::milliseconds(1));
  marker.then([] {});
  auto chained = marker.to_task().then([] { return 1; });
  std::shared_future<void> shared = marker;
  (void)version, (void)flags, (void)shared, (void)chained.get();
}
// CHECK-LABEL: void devices() {
// CHECK: accelerator_view automatic = accelerator::get_auto_selection_view();
// CHECK: completion_future marker = av.create_marker();
// CHECK-NEXT: marker.wait_for(std::chrono::milliseconds(1));
// CHECK-NEXT: marker.then([] {});
// CHECK-NEXT: auto chained = marker.to_task().then([] { return 1; });

// §4: index, extent and tiled_extent with their operators.
void coordinates() {
  index<3> i(1, 2, 3);
  index<3> j = 10 / i + 7 % i - (i * 2);
  extent<2> e(4, 6);
  extent<2> f = (e + index<2>(1, 1)) * 2 + 1;
  f += index<2>(1, 0);
  tiled_extent<2, 3> t = e.tile<2, 3>();
  bool same = t == t.pad() || t != t.truncate();
  extent<4> big;
  (void)j, (void)same, (void)big;
}
// CHECK-LABEL: void coordinates() {
// CHECK: concurrency::index<3> j = 10 / i + 7 % i - (i * 2);
// CHECK: f += concurrency::index<2>(1, 0);
// CHECK: bool same = t == t.pad() || t != t.truncate();

// §5.1 to §5.3: array and array_view constructors (iterators, staging),
// sections, projections, properties, copies.
void containers(std::vector<int> &v) {
  accelerator_view av = accelerator().default_view;
  array<int, 1> a(10, v.begin());
  array<int, 2> b(2, 5, v.begin(), v.end(), av);
  array<int, 3> staged(extent<3>(2, 2, 2), av, av);
  array_view<int, 2> part = b.section(0, 1, 2, 2);
  array_view<const int, 2> whole =
      static_cast<const array<int, 2> &>(b).section(extent<2>(2, 2));
  array_view<int, 2> row = staged[1];
  array_view<int, 1> col = b(1);
  int *raw = a.data();
  access_type cpu = b.get_cpu_access_type();
  accelerator_view where = staged.get_associated_accelerator_view();
  array_view<const int, 1> view(10, static_cast<const std::vector<int> &>(v));
  view.copy_to(a);
  copy(whole, part);
  copy_async(a, v.begin()).get();
  copy_async(v.begin(), v.end(), col).wait();
  part.synchronize_to(av);
  (void)row, (void)raw, (void)cpu, (void)where;
}
// CHECK-LABEL: void containers(std::vector<int> &v) {
// CHECK: array<int, 2> b(2, 5, v.begin(), v.end(), av);
// CHECK-NEXT: array<int, 3> staged(extent<3>(2, 2, 2), av, av);
// CHECK-NEXT: array_view<int, 2> part = b.section(0, 1, 2, 2);
// CHECK: array_view<int, 2> row = staged[1];
// CHECK-NEXT: array_view<int, 1> col = b(1);
// CHECK: copy(whole, part);
// CHECK-NEXT: copy_async(a, v.begin()).get();
// CHECK-NEXT: copy_async(v.begin(), v.end(), col).wait();
// CHECK-NEXT: part.synchronize_to(av);

// In a kernel: projections, sections by components, data(), get_extent().
void kernel(array<int, 2> &b, array_view<int, 3> v) {
  parallel_for_each(v.extent, [=, &b](index<3> idx) restrict(amp) {
    array_view<int, 2> plane = v[idx[0]];
    array_view<int, 1> line = v.section(idx[0], idx[1], 0, 1, 1, 2)[0][0];
    int *first = b.section(0, 0, 1, 1)[0].data();
    plane(idx[1], idx[2]) = line[0] + *first + b(0)[1] + b.get_extent()[1] +
                            (extent<3>(1, 1, 1) + idx).size();
  });
}
// CHECK: __global__ void amp2hip_kernel_kernel_[[#@LINE-8]](
// CHECK-NEXT: const amp2hip::detail::launch_domain<3> amp2hip_domain,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array<int, 2>> b,
// CHECK-NEXT: const amp2hip::kernel_param_t<Concurrency::array_view<int, 3>> v) {
// CHECK: auto plane = v[idx[0]];
// CHECK-NEXT: auto line = v.section(idx[0], idx[1], 0, 1, 1, 2)[0][0];
// CHECK-NEXT: int *first = b.section(0, 0, 1, 1)[0].data();
// CHECK-NEXT: plane(idx[1], idx[2]) = line[0] + *first + b(0)[1] + b.get_extent()[1] +
// CHECK-LABEL: void kernel(array<int, 2> &b, array_view<int, 3> v) {
// CHECK-NEXT: amp2hip::parallel_for_each(v.extent, amp2hip_kernel_kernel_[[#@LINE-17]], b, v);

// In a tiled kernel: tiled_index's tile extent (§4.4.1).
void tiled(array_view<int, 2> v) {
  parallel_for_each(v.extent.tile<2, 4>(), [=](tiled_index<2, 4> t) restrict(amp) {
    extent<2> tile = t.get_tile_extent();
    v[t] = tile.size() + t.tile_extent[1] + tiled_index<2, 4>::tile_dim0;
  });
}
// CHECK: __global__ void __launch_bounds__((amp2hip::detail::tile_threads<2, 4>)) amp2hip_kernel_tiled_[[#@LINE-5]](
// CHECK: extent<2> tile = t.get_tile_extent();
// CHECK-NEXT: v[t] = tile.size() + t.tile_extent[1] + tiled_index<2, 4>::tile_dim0;
