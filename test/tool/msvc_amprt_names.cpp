// What MSVC's <amprt.h> and <amp_short_vectors.h> give a program besides the
// C++ AMP specification, which programs use without defining them: the
// restriction macros __GPU (restrict(amp,cpu)), __GPU_ONLY (restrict(amp))
// and __CPU_ONLY (nothing), and the names that copies of MSVC's short vector
// header use (B3DContest's SolveTSP ships one): the enum
// _Short_vector_base_type_id with _Uint_type..., and the class template
// details::_Short_vector_type_traits, specialized for the copy's own types.
// Each macro use is written as HIP's qualifiers; the names compile against
// the runtime. The CPU platform runs it: 8 elements, element i of the result
// is dot((i, i+1), (2, 3)) + 1 = 2i + 3(i+1) + 1 = 5i + 4.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=OUT %}
// A program's own definition after <amp.h>, with other blanks, is no
// warning (MSVC's C4005 there is noise: the meaning is the same):
// RUN: %amp2hip %s -o %t.redefined.cpp -- -DREDEFINE 2> %t.redefined.err
// RUN: FileCheck %s --check-prefix=REDEF --allow-empty --implicit-check-not=warning: --implicit-check-not=note: < %t.redefined.err
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>
using namespace concurrency;
#ifdef REDEFINE
// REDEF-NOT: macro redefined
#define __GPU restrict(amp, cpu)
#define __GPU_ONLY   restrict( amp )
#endif

namespace Concurrency {
namespace graphics {
// As a copy of MSVC's generated header writes its vector types.
class pair2 {
public:
  typedef int value_type;
  static const int size = 2;

private:
  static const _Short_vector_base_type_id _Base_type_id = _Int_type;
  value_type _M_xy[2];

public:
  // CHECK: __host__ __device__ pair2(int X, int Y) {
  pair2(int X, int Y) __GPU {
    _M_xy[0] = X;
    _M_xy[1] = Y;
  }
  // CHECK: __host__ __device__ int get_x() const { return _M_xy[0]; }
  int get_x() const __GPU { return _M_xy[0]; }
  // CHECK: __host__ __device__ int get_y() const;
  int get_y() const __GPU;
};
// CHECK: __host__ __device__ int pair2::get_y() const { return _M_xy[1]; }
int pair2::get_y() const __GPU { return _M_xy[1]; }

namespace details {
template <> struct _Short_vector_type_traits<pair2> {
  typedef pair2::value_type _Scalar_type;
  static const bool _Is_valid_SVT_for_texture = false;
  static const _Short_vector_base_type_id _Format_base_type_id = _Invalid_type;
  static const unsigned int _Num_channels = 0;
  static const unsigned int _Default_bits_per_channel = 0;
};
} // namespace details
} // namespace graphics
} // namespace Concurrency

using Concurrency::graphics::pair2;

// CHECK: __device__ int dot(const pair2 &A, const pair2 &B) {
int dot(const pair2 &A, const pair2 &B) __GPU_ONLY {
  return A.get_x() * B.get_x() + A.get_y() * B.get_y();
}
// CHECK: int onHost(int V) __CPU_ONLY { return V; }
int onHost(int V) __CPU_ONLY { return V; }

int main() {
  static_assert(Concurrency::_Int_type == 1 && Concurrency::_Invalid_type ==
                                                   0xFFFFFFFFu,
                "MSVC's values");
  static_assert(!Concurrency::graphics::details::_Short_vector_type_traits<
                    float>::_Is_valid_SVT_for_texture,
                "the primary template describes no texture element");
  std::vector<int> Out(8, -1);
  array_view<int, 1> View(8, Out);
  parallel_for_each(View.extent, [=](index<1> I) restrict(amp) {
    pair2 A(I[0], I[0] + 1), B(2, 3);
    View[I] = dot(A, B) + 1;
  });
  View.synchronize();
  int Wrong = 0;
  for (int I = 0; I < 8; ++I)
    Wrong += Out[I] != 5 * I + 4;
  // OUT: wrong 0, last 39
  std::printf("wrong %d, last %d\n", Wrong, onHost(Out[7]));
  return Wrong;
}
