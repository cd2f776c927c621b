// What MSVC accepts and standard C++ does not is parsed as MSVC does
// (Clang's -fms-compatibility), reported as AMP2HIP-W0003 at its line, and
// written as portable C++ (Clang's fix-its; MSVC keywords respelled), so
// that hipcc and nvcc need no Microsoft mode.
// RUN: %amp2hip %s 2> %t.err | %nochecks | FileCheck %s --check-prefix=OUTCHECK
// RUN: FileCheck %s --check-prefix=DIAGCHECK < %t.err
#include <amp.h>
using namespace concurrency;

template <typename T> struct Base {
  int member;
  typedef T value_type;
};
template <typename T> struct Derived : Base<T> {
  int get() { return member; }
  // DIAGCHECK-DAG: W0003_msvc_dialect.cpp:[[@LINE-1]]:22: warning: accepted as MSVC does: use of undeclared identifier 'member'; unqualified lookup into dependent bases of class template 'Derived' is a Microsoft extension [-Wmicrosoft-template]; written as portable C++ in the output [AMP2HIP-W0003]
  // OUTCHECK: int get() { return this->member; }
  typedef Base<T>::value_type element;
  // DIAGCHECK-DAG: W0003_msvc_dialect.cpp:[[@LINE-1]]:11: warning: accepted as MSVC does: missing 'typename' {{.*}} [AMP2HIP-W0003]
  // OUTCHECK: typedef typename Base<T>::value_type element;
};

struct Counter {
  int Counter::next();
  // DIAGCHECK-DAG: W0003_msvc_dialect.cpp:[[@LINE-1]]:16: warning: accepted as MSVC does: extra qualification on member 'next' [-Wmicrosoft-extra-qualification]; written as portable C++ in the output [AMP2HIP-W0003]
  // OUTCHECK: int next();
};
int Counter::next() { return 1; }

__forceinline int twice(int x) restrict(amp, cpu) { return 2 * x; }
// DIAGCHECK-DAG: W0003_msvc_dialect.cpp:[[@LINE-1]]:1: warning: '__forceinline' is an MSVC keyword; written 'inline' in the output [AMP2HIP-W0003]
// OUTCHECK: __host__ __device__ inline int twice(int x) { return 2 * x; }

int __stdcall entry() { return 0; }
// DIAGCHECK-DAG: W0003_msvc_dialect.cpp:[[@LINE-1]]:5: warning: '__stdcall' is an MSVC keyword; written as nothing (a calling convention) in the output [AMP2HIP-W0003]
// OUTCHECK: int  entry() { return 0; }

void run(array_view<__int32, 1> v) {
  // DIAGCHECK-DAG: W0003_msvc_dialect.cpp:[[@LINE-1]]:21: warning: '__int32' is an MSVC keyword; written 'int' in the output [AMP2HIP-W0003]
  register int scale = 3;
  // DIAGCHECK-DAG: W0003_msvc_dialect.cpp:[[@LINE-1]]:3: warning: accepted as MSVC does: ISO C++17 does not allow 'register' storage class specifier [-Wregister]; written as portable C++ in the output [AMP2HIP-W0003]
  unsigned __int64 total = 0;
  // DIAGCHECK-DAG: W0003_msvc_dialect.cpp:[[@LINE-1]]:12: warning: '__int64' is an MSVC keyword; written 'long long' in the output [AMP2HIP-W0003]
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    unsigned __int32 u = twice(scale);
    // DIAGCHECK-DAG: W0003_msvc_dialect.cpp:[[@LINE-1]]:14: warning: '__int32' is an MSVC keyword
    v[i] += static_cast<__int32>(u);
  });
}
// OUTCHECK: kernel_param_t<Concurrency::array_view<int, 1>> v) {
// OUTCHECK: unsigned int u = twice(scale);
// OUTCHECK: v[i] += static_cast<int>(u);
// OUTCHECK: void run(array_view<int, 1> v) {
// OUTCHECK: int scale = 3;
// OUTCHECK: unsigned long long total = 0;
// OUTCHECK: amp2hip::parallel_for_each(v.extent,
// DIAGCHECK-NOT: error

