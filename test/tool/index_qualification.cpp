// Unqualified `index<N>` (with `using namespace concurrency;`) is written as
// `concurrency::index<N>`: the HIP headers declare POSIX ::index(), which
// makes the unqualified name ambiguous. Qualified spellings stay as written.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

int corner(array_view<int, 2> v) {
  index<2> origin(0, 0);
  concurrency::index<2> same(0, 0);
  return v[origin] + v[same] + v[index<2>(1, 1)];
}

// CHECK: concurrency::index<2> origin(0, 0);
// CHECK-NEXT: concurrency::index<2> same(0, 0);
// CHECK-NEXT: return v[origin] + v[same] + v[concurrency::index<2>(1, 1)];

// The return type of a restrict(amp) function starts where __device__ is
// inserted; it is qualified too (it was left as written: nvcc's "index is
// ambiguous" in the suite's EndToEnd/MatrixMult2).
index<2> shifted(int d, index<2> i) restrict(amp) { return i + index<2>(d, d); }
// CHECK: {{^}}__device__ concurrency::index<2> shifted(int d, concurrency::index<2> i) { return i + concurrency::index<2>(d, d); }

// In a macro's argument written here (B3DContest's `limitedthread(j, n, {
// parents.set(index<2>(p, j), ...); })` in a kernel): qualified where it is
// written. One in a macro's own body stays as written.
#define ONLY_FIRST(i, body)                                                    \
  if ((i) == 0) {                                                              \
    body                                                                       \
  }
#define ORIGIN index<2>(0, 0)
int first(array_view<int, 2> v, int i) restrict(amp) {
  int r = 0;
  ONLY_FIRST(i, { r = v[index<2>(1, 0)] + v[ORIGIN]; })
  return r;
}
// CHECK: #define ORIGIN index<2>(0, 0)
// CHECK: ONLY_FIRST(i, { r = v[concurrency::index<2>(1, 0)] + v[ORIGIN]; })
