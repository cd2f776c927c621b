// More of the AMP library's static rules (MSVC's <amp.h> static_asserts,
// error C2338), each AMP2HIP-E0015 at the program's line that breaks it:
// tile sizes of extent::tile() are positive (§4.2.3); array and array_view
// constructors take as many sizes as the rank (§5.1.1, §5.2.2);
// operator()(i0, i1[, i2]) and section(i0, ..., e0, ...) take as many
// coordinates as the rank (§5.1.3, §5.2.4, §5.2.5); array_view::data(),
// view_as() and reinterpret_as() are for rank 1 only (§5.2.3, §5.2.5); the
// destination of copy()/copy_async() is not a const array (§5.3); a tile of
// a parallel_for_each holds at most 1024 threads (§3.2.3, §4.3). Valid uses
// beside them (silent) must not be reported.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="static assertion" --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <vector>
using namespace concurrency;

void constructors(std::vector<int> &v) {
  array<int, 2> a(8);
  // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:17: error: this use of the C++ AMP library breaks one of its static rules: array: the number of sizes must be the rank (MSVC error C2338) [AMP2HIP-E0015]
  array<float, 1>(4, 4);
  // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:3: error: {{.*}}array: the number of sizes must be the rank
  array_view<int, 3> av(2, 4, v);
  // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:22: error: {{.*}}array_view: the number of sizes must be the rank
  array<int, 2> fine(2, 4);               // silent: two sizes, rank 2
  array_view<int, 1> alsoFine(8, v);      // silent
  array<int, 1> fromIt(8, v.begin());     // silent: a size and an iterator
  (void)a, (void)av, (void)fine, (void)alsoFine, (void)fromIt;
}

struct Holder {
  // In a member function: tile sizes must be positive.
  void tiles(const extent<2> &e) const {
    auto t = e.tile<0, 4>();
    // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:16: error: {{.*}}The tile dimensions must be positive
    auto ok = e.tile<16, 16>();           // silent
    (void)t, (void)ok;
  }
};

// In a function template: reported at its line, for the instantiation.
template <int N> void viewOps(array_view<int, N> av) {
  int *p = av.data();
  // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:15: error: {{.*}}data() is only permissible on array_view<T, 1>
  auto w = av.view_as(extent<1>(4));
  // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:15: error: {{.*}}view_as() is only permissible on array_view<T, 1>
  auto r = av.template reinterpret_as<float>();
  // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:24: error: {{.*}}reinterpret_as() is only permissible on array_view<T, 1>
  (void)p, (void)w, (void)r;
}
void callViewOps(std::vector<int> &v) {
  viewOps(array_view<int, 2>(2, 4, v));
  array_view<int, 1> line(8, v);
  int *p = line.data();                   // silent: rank 1
  auto w = line.view_as(extent<2>(2, 4)); // silent
  auto r = line.reinterpret_as<float>();  // silent
  (void)p, (void)w, (void)r;
}

// In a kernel lambda: coordinates must match the rank.
void kernel(array_view<int, 3> v, array<int, 2> &b) {
  parallel_for_each(v.extent, [=, &b](index<3> i) restrict(amp) {
    int x = v(0, 1);
    // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:14: error: {{.*}}array_view: the number of coordinates must be the rank
    int y = b(0, 1, 2);
    // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:14: error: {{.*}}array: the number of coordinates must be the rank
    auto s = v.section(0, 1, 2, 2);
    // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:16: error: {{.*}}array_view: the number of coordinates of section() must be the rank
    int fine = v(0, 1, 2) + b(0, 1);      // silent
    auto ok = v.section(0, 0, 0, 1, 1, 1); // silent
    v[i] = x + y + fine + s(0, 0) + ok(0, 0, 0);
  });
}

// The destination of a copy is written: not a const array.
void copies(const array<int, 1> &src, array<int, 1> &dst,
            const array<int, 1> &constDst, array_view<const int, 1> view) {
  copy(src, constDst);
  // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:3: error: {{.*}}copy: the destination array is const
  copy_async(view, constDst);
  // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:3: error: {{.*}}copy_async: the destination array is const
  copy(src, dst);                         // silent
  copy(view, dst);                        // silent
  copy_async(src, dst);                   // silent
}

// A tile holds at most 1024 threads: also at the parallel_for_each that runs
// such a tiling (MSVC error C3574 there).
void bigTiles(const tiled_extent<32, 64> &t, array_view<int, 2> v) {
  parallel_for_each(t, [=](tiled_index<32, 64> i) restrict(amp) { v[i] = 0; });
  // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-1]]:3: error: {{.*}}parallel_for_each: a tile may hold at most 1024 threads
  parallel_for_each(v.extent.tile<16, 16>(), [=](tiled_index<16, 16> i)
                        restrict(amp) { v[i] = 1; }); // silent: 256 threads
}
// Sizes whose product overflows are the same rule, not a non-constant
// assertion.
void hugeTiles(const tiled_extent<2147483647, 2147483647, 2147483647> &t,
               array_view<int, 3> v) {
  parallel_for_each(t, [=](tiled_index<2147483647, 2147483647, 2147483647> i)
                           restrict(amp) { v[i] = 0; });
  // CHECK-DAG: E0015_rank_arguments_views_copies.cpp:[[@LINE-2]]:3: error: {{.*}}parallel_for_each: a tile may hold at most 1024 threads
}
