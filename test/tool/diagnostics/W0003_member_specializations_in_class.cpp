// Explicit specializations of member function templates written inside their
// class, as B3DContest's SolveTSP writes them (`implementations/SSE2.h`):
// MSVC and Clang take them (C++17, CWG 727), GCC's and nvcc's front ends do
// not ("explicit specialization in non-namespace scope"). Where no class
// around them is a template they move after the outermost class, qualified
// and `inline` (a function defined in its class is inline); a
// `restrict(amp, cpu)` one goes with its `__host__ __device__`, and a kernel
// calls it. Built with nvcc, the AMD device compiler and GCC, run on the
// CPU platform against the values worked out below.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
//
// Those that stay (a class template's, one that the class's own member
// uses): a warning each, and the text as written.
// RUN: %amp2hip %s -o %t.kept.cpp -- -DKEPT 2> %t.kept.err
// RUN: FileCheck %s --check-prefix=KEPT < %t.kept.err
//
// Minima over {4, 2, 7, 1}: best<double> gives the index of the smallest
// (3), best<float> that of the largest (2), the primary -1. The kernel
// scales 1, 2, 3, 4 by Scaler::Inner::scale<2> (times 2) and adds
// scale<3> of 1 (3): 5 7 9 11.
// EXE: best 3 2 -1
// EXE-NEXT: kernel 5 7 9 11
#include <amp.h>
#include <cstdio>
using namespace concurrency;

class Minima {
public:
  explicit Minima(const int *v) : values(v) {}

  template <typename sumtype> int best(int n);

  // DIAG-DAG: W0003_member_specializations_in_class.cpp:[[@LINE+3]]:7: warning: accepted as MSVC does: an explicit specialization of member function template 'best' inside class 'Minima' (GCC's and nvcc's front ends take explicit specializations at namespace scope only); written as portable C++ in the output: moved after the class, as 'Minima::best' [AMP2HIP-W0003]
  // OUT-NOT: {{^}}  template <> int best<double>
  template <>
  int best<double>(int n) {
    int at = 0;
    for (int i = 1; i < n; ++i)
      if (values[i] < values[at])
        at = i;
    return at;
  }

  // DIAG-DAG: W0003_member_specializations_in_class.cpp:[[@LINE+1]]:26: warning: accepted as MSVC does: an explicit specialization of member function template 'best' inside class 'Minima' {{.*}} as 'Minima::best' [AMP2HIP-W0003]
  template <> int inline best<float>(int n) {
    int at = 0;
    for (int i = 1; i < n; ++i)
      if (values[i] > values[at])
        at = i;
    return at;
  }

private:
  const int *values;
};
// The two after the class, in their order, then the primary's definition:
// OUT: {{^}}};
// OUT-NEXT: {{^}}template <> inline
// OUT-NEXT: {{^}}  int Minima::best<double>(int n) {
// OUT: {{^}}template <> int inline Minima::best<float>(int n) {
// OUT: {{^}}template <typename sumtype> int Minima::best(int) { return -1; }
template <typename sumtype> int Minima::best(int) { return -1; }

struct Scaler {
  struct Inner {
    template <int K> static float scale(float x) restrict(amp, cpu);
    // DIAG-DAG: W0003_member_specializations_in_class.cpp:[[@LINE+2]]:17: warning: accepted as MSVC does: explicit specialization cannot have a storage class
    // DIAG-DAG: W0003_member_specializations_in_class.cpp:[[@LINE+1]]:30: warning: accepted as MSVC does: an explicit specialization of member function template 'scale' inside class 'Scaler::Inner' {{.*}} as 'Scaler::Inner::scale' [AMP2HIP-W0003]
    template <> static float scale<2>(float x) restrict(amp, cpu) {
      return 2 * x;
    }
    // DIAG-DAG: W0003_member_specializations_in_class.cpp:[[@LINE+2]]:17: warning: accepted as MSVC does: explicit specialization cannot have a storage class
    // DIAG-DAG: W0003_member_specializations_in_class.cpp:[[@LINE+1]]:30: warning: {{.*}} 'scale' inside class 'Scaler::Inner' {{.*}} as 'Scaler::Inner::scale' [AMP2HIP-W0003]
    template <> static float scale<3>(float x) restrict(amp, cpu) {
      return 3 * x;
    }
  };
};
// OUT: {{^}}};
// OUT-NEXT: {{^}}template <> inline __host__ __device__ float Scaler::Inner::scale<2>(float x) {
// OUT: {{^}}template <> inline __host__ __device__ float Scaler::Inner::scale<3>(float x) {

#ifdef KEPT
template <typename T> struct Box {
  template <int K> T get();
  // KEPT: W0003_member_specializations_in_class.cpp:[[@LINE+1]]:17: warning: accepted as MSVC does: an explicit specialization of member function template 'get' inside class 'Box' (GCC's and nvcc's front ends take explicit specializations at namespace scope only); kept as written: hipcc takes it, GCC and nvcc reject it (its class is a template or part of one) [AMP2HIP-W0003]
  template <> T get<0>() { return T(); }
};
struct Used {
  template <int K> int get() { return K; }
  // KEPT: W0003_member_specializations_in_class.cpp:[[@LINE+1]]:19: warning: {{.*}} inside class 'Used' {{.*}}; kept as written: hipcc takes it, GCC and nvcc reject it (a member function of the class uses it, which needs it declared inside the class) [AMP2HIP-W0003]
  template <> int get<1>() { return 10; }
  int first() { return get<1>(); }
};
#endif

int main() {
  const int values[] = {4, 2, 7, 1};
  Minima m(values);
  printf("best %d %d %d\n", m.best<double>(4), m.best<float>(4),
         m.best<int>(4));
  float data[] = {1, 2, 3, 4};
  array_view<float, 1> av(4, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = Scaler::Inner::scale<2>(av[i]) + Scaler::Inner::scale<3>(1.0f);
  });
  av.synchronize();
  printf("kernel %g %g %g %g\n", data[0], data[1], data[2], data[3]);
}
