// MSVC parses the body of a function template only where the template is
// instantiated, so a template that no one instantiates may hold errors:
// ampblas's trmm.h has a recursive_trmm that names variables it never
// declares. Clang parses every template where it is defined. When the
// translation unit never instantiates the template, amp2hip reports
// AMP2HIP-W0003, declares the template `= delete` (a call of it is still an
// error, as under MSVC, which would then parse the body) and keeps its body
// as line comments, on the lines where it was. A template that is
// instantiated keeps Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DINSTANTIATED 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>

// OUT: {{^}}void unused_trmm(const concurrency::array_view<T, 2> &a, int rb)
// OUT-NEXT: {{^}}= delete; // amp2hip, AMP2HIP-W0003: never instantiated here, and its body does not parse: {
// OUT-NEXT: {{^}}//     int m1 = m - rb;
// OUT-NEXT: {{^}}//     if (m1 <= 0)
// DIAG: W0003_uninstantiated_template_body.cpp:[[@LINE+4]]:14: warning: accepted as MSVC does: use of undeclared identifier 'm' (MSVC parses the body of a function template only where it is instantiated, and this translation unit never instantiates it); written as portable C++ in the output (the template declared '= delete', its body kept as comments) [AMP2HIP-W0003]
template <typename T>
void unused_trmm(const concurrency::array_view<T, 2> &a, int rb)
{
    int m1 = m - rb;
    if (m1 <= 0)
        cublas::trmm(a);
}
// OUT-NEXT: {{^}}//         cublas::trmm(a);
// OUT-NEXT: {{^}}// }{{$}}
// OUT-EMPTY:

// The lines after it stay where they were: a later error is reported at
// its line in the input.
// OUT: {{^}}template <typename T> __host__ __device__ T used(T x) { return x + 1; }
template <typename T> T used(T x) restrict(amp, cpu) { return x + 1; }

#ifdef INSTANTIATED
template <typename T> T broken(T x) {
  // BAD: W0003_uninstantiated_template_body.cpp:[[@LINE+1]]:10: error: use of undeclared identifier 'y'
  return y + x;
}
int call_broken() { return broken(1); }
#endif

int main() {
  std::vector<int> data(8, 1);
  concurrency::array_view<int, 1> view(8, data);
  concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp) {
    view[i] = used(view[i]);
  });
  view.synchronize();
  return data[7] == 2 ? 0 : 1;
}
