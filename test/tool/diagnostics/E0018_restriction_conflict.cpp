// The declarations of one function must have the same restriction, and two
// restriction overloads with the same parameters may not both apply to amp
// code or both to cpu code (C++ AMP v1.2 §2.3.2; MSVC error C3935).
// Clang's CUDA overloading check finds it ("__host__ __device__ function 'f'
// cannot overload __device__ function 'f'"); amp2hip reports it as
// AMP2HIP-E0018 at the later declaration, with Clang's text and its "previous
// declaration" note. restrict(amp) beside restrict(cpu) is a valid overload.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="AMP2HIP-E" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

int f(int) restrict(amp) { return 1; }
int f(int) restrict(amp, cpu) { return 0; }
// CHECK-DAG: E0018_restriction_conflict.cpp:[[@LINE-1]]:5: error: 'f' is declared restrict(amp, cpu) here and restrict(amp) before, with the same parameters: the declarations of a function must have the same restriction, and restriction overloads may not both apply to amp code or both to cpu code (C++ AMP v1.2 §2.3.2; MSVC error C3935) [AMP2HIP-E0018]
// CHECK-DAG: E0018_restriction_conflict.cpp:[[@LINE-2]]:5: note: Clang's CUDA diagnostic: __host__ __device__ function 'f' cannot overload __device__ function 'f'

// Overloads on the restriction alone, and on the parameters: fine.
int g(int) restrict(amp) { return 1; }
int g(int) restrict(cpu) { return 2; }
int g(float) restrict(amp, cpu) { return 3; }

struct S {
  int member() restrict(amp, cpu);
  int same() restrict(amp);
};
int S::member() restrict(amp) { return 1; }
// CHECK-DAG: E0018_restriction_conflict.cpp:[[@LINE-1]]:8: error: 'member' is declared restrict(amp) here and restrict(amp, cpu) before{{.*}}[AMP2HIP-E0018]
int S::same() restrict(amp) { return 2; }

template <typename T> T pick(T x) restrict(cpu) { return x; }
template <typename T> T pick(T x) restrict(amp, cpu) { return x; }
// CHECK-DAG: E0018_restriction_conflict.cpp:[[@LINE-1]]:25: error: 'pick' is declared restrict(amp, cpu) here and restrict(cpu) before{{.*}}[AMP2HIP-E0018]

int main() { return g(1) + g(1.0f); }
