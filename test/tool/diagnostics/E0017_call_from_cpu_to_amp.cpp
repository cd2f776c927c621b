// cpu code (host code, restrict(cpu) functions and the cpu side of
// restrict(amp, cpu) functions) may not call or refer to a function that is
// restrict(amp) only (C++ AMP v1.2 §2.3; MSVC error C3930). Clang's CUDA
// target check finds it ("reference to __device__ function ... in __host__
// function"); amp2hip reports it as AMP2HIP-E0017 at Clang's location and keeps
// Clang's text as a note. Restriction overloads, amp code and functions that
// are restrict(amp, cpu) are fine.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <amp_math.h>
using namespace concurrency;

int ampOnly(int x) restrict(amp) { return x + 1; }
int both(int x) restrict(amp, cpu) { return x * 2; }
int stamp() restrict(amp) { return 1; }
int stamp() restrict(cpu) { return 2; }

struct Counter {
  int next() restrict(amp) { return ++n; }
  ~Counter() restrict(amp) {}
  int n = 0;
};

template <typename T> T twice(T x) restrict(amp) { return x + x; }

int host(int x) {
  int a = ampOnly(x);
  // CHECK-DAG: E0017_call_from_cpu_to_amp.cpp:[[@LINE-1]]:11: error: 'ampOnly' is restrict(amp) only but is used from cpu code (host code, or the cpu side of a restrict(amp, cpu) function); C++ AMP requires restrict(cpu) or restrict(amp, cpu) on it (C++ AMP v1.2 §2.3; MSVC error C3930) [AMP2HIP-E0017]
  // CHECK-DAG: E0017_call_from_cpu_to_amp.cpp:[[@LINE-2]]:11: note: Clang's CUDA diagnostic: no matching function for call to 'ampOnly'
  int (*p)(int) = ampOnly;
  // CHECK-DAG: E0017_call_from_cpu_to_amp.cpp:[[@LINE-1]]:19: error: 'ampOnly' is restrict(amp) only but is used from cpu code{{.*}}[AMP2HIP-E0017]
  // CHECK-DAG: E0017_call_from_cpu_to_amp.cpp:[[@LINE-2]]:19: note: Clang's CUDA diagnostic: reference to __device__ function 'ampOnly' in __host__ function
  int b = twice(x);
  // CHECK-DAG: E0017_call_from_cpu_to_amp.cpp:[[@LINE-1]]:11: error: 'twice' is restrict(amp) only{{.*}}[AMP2HIP-E0017]
  return a + b + p(1) + both(x) + stamp();
}

int cpuSide(int x) restrict(amp, cpu) {
  return ampOnly(x) + both(x) + stamp();
  // CHECK-DAG: E0017_call_from_cpu_to_amp.cpp:[[@LINE-1]]:10: error: 'ampOnly' is restrict(amp) only{{.*}}[AMP2HIP-E0017]
  // CHECK-DAG: E0017_call_from_cpu_to_amp.cpp:[[@LINE-2]]:10: note: Clang's CUDA diagnostic: reference to __device__ function 'ampOnly' in __host__ __device__ function
}

// AMP's math names that <cmath> also has are <cmath>'s in cpu code, as MSVC
// imports them (math_cpu_calls.cpp); the others are amp only.
float math(float x) restrict(amp, cpu) {
  return fast_math::sqrt(x) + precise_math::exp(x) + fast_math::rsqrt(x) +
  // CHECK-DAG: E0017_call_from_cpu_to_amp.cpp:[[@LINE-1]]:65: error: 'Concurrency::fast_math::rsqrt' is restrict(amp) only{{.*}}[AMP2HIP-E0017]
         fast_math::signbitf(x);
  // CHECK-DAG: E0017_call_from_cpu_to_amp.cpp:[[@LINE-1]]:21: error: 'Concurrency::fast_math::signbitf' is restrict(amp) only{{.*}}[AMP2HIP-E0017]
}

void objects() restrict(cpu) {
  Counter c;
  // CHECK-DAG: E0017_call_from_cpu_to_amp.cpp:[[@LINE-1]]:11: error: 'Counter::~Counter' is restrict(amp) only{{.*}}[AMP2HIP-E0017]
  c.n = 1;
}

void kernel(int *data) {
  array_view<int, 1> v(4, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    Counter c;
    v[i] = ampOnly(v[i]) + twice(v[i]) + cpuSide(v[i]) + stamp() + c.next();
  });
}
