// MSVC (and Clang's Microsoft mode, silently) accepts a reference to a scoped
// enumeration written with its declaration's key, `enum class E` or
// `enum struct E` (ampblas's cblas_wrapper.h: `void SGEMV(enum class
// transpose TRANSA, ...)`); C++ allows only `enum` there, and hipcc rejects
// it (-Welaborated-enum-class, an error by default). amp2hip reports
// AMP2HIP-W0003 and writes `enum E`. Declarations of the enumeration keep
// their key. A reference that declares E (no declaration of E before it, as
// in ampblas's gemm_tune, whose tune.h shares its include guard with the
// header declaring E) is written `enum E` after `enum class E;` before the
// declaration around it: `enum E` alone would declare an unscoped
// enumeration without an underlying type, which nvcc and g++ reject.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=error: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
#include <amp.h>

enum class transpose { no_trans, trans };
// CHECK: {{^}}enum class transpose { no_trans, trans };
enum struct side : int;
// CHECK: {{^}}enum struct side : int;
enum struct side : int { left, right };

int scale(enum class transpose t, enum struct side s) restrict(amp, cpu) {
  // DIAG-DAG: W0003_elaborated_scoped_enum.cpp:[[@LINE-1]]:16: warning: accepted as MSVC does: a reference to a scoped enumeration written 'enum class' (C++ allows only 'enum' there); written 'enum' in the output [AMP2HIP-W0003]
  // DIAG-DAG: W0003_elaborated_scoped_enum.cpp:[[@LINE-2]]:40: warning: accepted as MSVC does: a reference to a scoped enumeration written 'enum struct' {{.*}} [AMP2HIP-W0003]
  // CHECK: int scale(enum transpose t, enum side s)
  return (t == transpose::trans ? 2 : 1) * (s == side::left ? 1 : 3);
}

template <typename T> T apply(T x, enum   class transpose t) {
  // DIAG-DAG: W0003_elaborated_scoped_enum.cpp:[[@LINE-1]]:43: warning: accepted as MSVC does: {{.*}}'enum class'{{.*}} [AMP2HIP-W0003]
  // CHECK: template <typename T> T apply(T x, enum   transpose t)
  return t == transpose::trans ? -x : x;
}

namespace tuning {
template <enum class architecture arch, typename T> struct params {
  // DIAG-DAG: W0003_elaborated_scoped_enum.cpp:[[@LINE-1]]:22: warning: accepted as MSVC does: 'architecture' is declared by this reference (C++ requires a declaration of the enumeration); declared as a scoped enumeration before the declaration around it in the output [AMP2HIP-W0003]
  // DIAG-DAG: W0003_elaborated_scoped_enum.cpp:[[@LINE-2]]:16: warning: {{.*}}'enum class'{{.*}} [AMP2HIP-W0003]
  // CHECK: {{^}}enum class architecture; template <enum architecture arch, typename T> struct params {
  static const int block = 16;
};
template <enum class architecture arch> struct params<arch, float> {
  // DIAG-DAG: W0003_elaborated_scoped_enum.cpp:[[@LINE-1]]:16: warning: {{.*}}'enum class'{{.*}} [AMP2HIP-W0003]
  // CHECK: {{^}}template <enum architecture arch> struct params<arch, float> {
  static const int block = 32;
};
} // namespace tuning

// A kernel outlined from a function template takes its template parameter
// list with the same edit (ampblas's gemm.h: `template <bool guarded, enum
// class transpose transa, ...> void gemm_kernel(...)`).
template <bool negate, enum class transpose t>
void fill(concurrency::array_view<int, 1> view) {
  // DIAG-DAG: W0003_elaborated_scoped_enum.cpp:[[@LINE-2]]:29: warning: {{.*}}'enum class'{{.*}} [AMP2HIP-W0003]
  concurrency::parallel_for_each(
      view.extent, [=](concurrency::index<1> i) restrict(amp) {
        view[i] = scale(t, side::left) * (negate ? -1 : 1);
      });
}
// CHECK: {{^}}template <bool negate, enum transpose t>
// CHECK-NEXT: __global__ void amp2hip_kernel_fill_[[#@LINE-6]](

template <typename T> struct filler {
  template <enum struct side s> void run(concurrency::array_view<T, 1> view);
};
template <typename T>
template <enum struct side s>
void filler<T>::run(concurrency::array_view<T, 1> view) {
  // DIAG-DAG: W0003_elaborated_scoped_enum.cpp:[[@LINE-5]]:18: warning: {{.*}}'enum struct'{{.*}} [AMP2HIP-W0003]
  // DIAG-DAG: W0003_elaborated_scoped_enum.cpp:[[@LINE-3]]:16: warning: {{.*}}'enum struct'{{.*}} [AMP2HIP-W0003]
  concurrency::parallel_for_each(
      view.extent, [=](concurrency::index<1> i) restrict(amp) {
        view[i] = scale(transpose::no_trans, s);
      });
}
// CHECK: {{^}}template <typename T, enum side s>
// CHECK-NEXT: __global__ void amp2hip_kernel_filler_run_[[#@LINE-6]](

int main() {
  int out[4] = {0, 0, 0, 0};
  concurrency::array_view<int, 1> view(4, out);
  concurrency::parallel_for_each(
      view.extent, [=](concurrency::index<1> i) restrict(amp) {
        view[i] = scale(transpose::trans, side::right) + i[0];
      });
  view.synchronize();
  int filled[2] = {0, 0};
  concurrency::array_view<int, 1> fills(2, filled);
  fill<true, transpose::trans>(fills);
  fills.synchronize();
  int ran[2] = {0, 0};
  concurrency::array_view<int, 1> runs(2, ran);
  filler<int>().run<side::right>(runs);
  runs.synchronize();
  return out[3] == 9 && filled[1] == -2 && ran[0] == 3 && apply(2, transpose::trans) == -2 &&
                 tuning::params<tuning::architecture(0), float>::block == 32
             ? 0
             : 1;
}
