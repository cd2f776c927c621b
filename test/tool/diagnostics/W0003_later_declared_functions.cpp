// MSVC parses a template's body where the template is instantiated, so a
// template may call a function that is declared after it (ampblas's gemm.h
// calls gemm_stage_2, ..., gemm_kernel, each defined below its caller; its
// trsm.h calls _detail::trsm before declaring it). C++17 and nvcc look such
// a name up where the template is defined; Clang says so in three ways. For
// each, amp2hip reports AMP2HIP-W0003 and inserts a declaration of the later
// function (its definition's text up to the body) before the template that
// calls it. Where the declaration cannot go there (a default argument, which
// may not be repeated), Clang's error stands.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DDEFAULT_ARGUMENT 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>

namespace blas {
namespace detail {

// The declaration goes on the line of the template (one line), so that the
// lines of the text stay where they were.
// OUT: {{^}}template <typename T> T stage_2(T x); template <typename T> T stage_1(T x) {
template <typename T> T stage_1(T x) {
  // An unqualified call that nothing declares yet: found later by MSVC.
  // DIAG-DAG: W0003_later_declared_functions.cpp:[[@LINE+1]]:10: warning: accepted as MSVC does: call to function 'stage_2' that is neither visible in the template definition nor found by argument-dependent lookup (MSVC looks the name up where the template is instantiated, after its later declaration); written as portable C++ in the output (a declaration inserted before the template; for an enumerator, its enum's definition moved there) [AMP2HIP-W0003]
  return stage_2(x) + 1;
}

// OUT: {{^}}template <int N, typename T> __host__ __device__ T stage_3(T x); template <typename T> T stage_2(T x) {
template <typename T> T stage_2(T x) {
  // Explicit template arguments on a name that nothing declares yet.
  // DIAG-DAG: W0003_later_declared_functions.cpp:[[@LINE+1]]:10: warning: accepted as MSVC does: use of function template name with no prior declaration in function call with explicit template arguments is a C++20 extension
  return stage_3<2>(x) + 1;
}

template <int N, typename T> T stage_3(T x) restrict(cpu, amp) {
  return x * N;
}

// A qualified name whose overload that fits is declared later.
template <int N> int scale(int x, int y) { return x * y * N; }
// OUT: {{^}}template <int N, typename T> T scale(T x); template <typename T> T twice(T x) {
template <typename T> T twice(T x) {
  // DIAG-DAG: W0003_later_declared_functions.cpp:[[@LINE+1]]:10: warning: accepted as MSVC does: no matching function for call to 'scale'
  return detail::scale<2>(x);
}

// A qualified name that nothing declares yet (Clang's recovery, the name it
// suggests, then finds no matching function: that is fixed too).
// OUT: {{^}}template <typename T> T scale3(T x); template <typename T> T thrice(T x) {
template <typename T> T thrice(T x) {
  // DIAG-DAG: W0003_later_declared_functions.cpp:[[@LINE+2]]:18: warning: accepted as MSVC does: no member named 'scale3' in namespace 'blas::detail'; did you mean 'scale'?
  // DIAG-DAG: W0003_later_declared_functions.cpp:[[@LINE+1]]:10: warning: accepted as MSVC does: no matching function for call to 'scale'
  return detail::scale3(x);
}
template <int N, typename T> T scale(T x) { return x * N; }
template <typename T> T scale3(T x) { return x * 3; }

} // namespace detail
} // namespace blas

// A function only declared later (defined in another file), whose return
// type is a typedef declared later too (ampblas's cblas_test_v2: the
// registration template calls get_test_list(), returning test_list&): the
// typedef goes before the declaration, on the same line.
#include <vector>
struct test_item {
  int value;
};
// OUT: {{^}}typedef std::vector<test_item> test_list; test_list &get_test_list(); template <typename T> struct registrar {
template <typename T> struct registrar {
  // DIAG-DAG: W0003_later_declared_functions.cpp:[[@LINE+1]]:17: warning: accepted as MSVC does: call to function 'get_test_list' that is neither visible in the template definition nor found by argument-dependent lookup
  registrar() { get_test_list().push_back(test_item{T::value}); }
};
typedef std::vector<test_item> test_list;
test_list &get_test_list();
struct seven {
  static const int value = 7;
};
registrar<seven> register_seven;
test_list &get_test_list() {
  static test_list list;
  return list;
}

#ifdef DEFAULT_ARGUMENT
template <typename T> T late_caller(T x) {
  // BAD: W0003_later_declared_functions.cpp:[[@LINE+1]]:10: error: call to function 'late' that is neither visible in the template definition nor found by argument-dependent lookup
  return late(x);
}
template <typename T> T late(T x, int y = 1) { return x + y; }
int use_late() { return late_caller(1); }
#endif

int main() {
  std::vector<int> data(16, 1);
  concurrency::array_view<int, 1> view(16, data);
  concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp) {
    view[i] = blas::detail::stage_3<3>(view[i]);
  });
  view.synchronize();
  // (1 * 2 + 1) + 1 = 4; 2 * 2 = 4; 3 * 3 = 9; 3 from the kernel.
  return blas::detail::stage_1(1) == 4 && blas::detail::twice(2) == 4 &&
                 blas::detail::thrice(3) == 9 && data[0] == 3 &&
                 get_test_list().size() == 1 && get_test_list()[0].value == 7
             ? 0
             : 1;
}
