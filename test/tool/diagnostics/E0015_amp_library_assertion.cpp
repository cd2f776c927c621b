// The AMP library's static rules (the checks MSVC's <amp.h> makes with
// static_assert, error C2338): a use that breaks one is AMP2HIP-E0015 at the
// line of the program that requires it (in the main file when the chain of
// instantiations passes through it), with the rule's text; Clang's own
// "static assertion failed" in the library header is not shown.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="static assertion" --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

struct Byte { char c; };

void uses() {
  index<0> none;
  // CHECK-DAG: E0015_amp_library_assertion.cpp:[[@LINE-1]]:12: error: this use of the C++ AMP library breaks one of its static rules: The rank of index must be greater than 0 (MSVC error C2338) [AMP2HIP-E0015]
  index<1> three(1, 2, 3);
  // CHECK-DAG: E0015_amp_library_assertion.cpp:[[@LINE-1]]:12: error: {{.*}}index: the number of coordinates must be the rank
  extent<2> e(4, 4);
  auto t = e.tile<4>();
  // CHECK-DAG: E0015_amp_library_assertion.cpp:[[@LINE-1]]:14: error: {{.*}}One-dimensional tile() is only supported on extent<1>
  // A tiled_extent of more than 1024 threads a tile is a valid type (the
  // suite's tile.02 and tile.04 use them); only a parallel_for_each over it is
  // not (E0015_rank_arguments_views_copies.cpp).
  tiled_extent<64, 32> big;
  array<Byte, 1> bytes(16);
  // CHECK-DAG: E0015_amp_library_assertion.cpp:[[@LINE-1]]:18: error: {{.*}}only value types whose size is a multiple of the size of an integer are allowed in arrays
  (void)none, (void)three, (void)t, (void)big;
}

// Through a template of the program: reported at the innermost place of the
// main file that requires it (a header's place is named in the message).
template <typename E> void tile_it(const E &e) { (void)e.template tile<2, 2>(); }
// CHECK-DAG: E0015_amp_library_assertion.cpp:[[@LINE-1]]:67: error: {{.*}}Two-dimensional tile() is only supported on extent<2> (MSVC error C2338) [AMP2HIP-E0015]
void caller() { tile_it(extent<1>(8)); }

