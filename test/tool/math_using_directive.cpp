// After `using namespace concurrency::fast_math;` (or precise_math) an
// unqualified math call (sqrtf, exp, fabs...) finds the C library's function
// and AMP's. The parse chooses one (AMP's in restrict(amp) code, the C
// library's in cpu and restrict(amp, cpu) code); hipcc and nvcc see both as
// __host__ __device__ and nvcc calls the call ambiguous, so the call is
// written with the namespace of the function the parse chose (Microsoft's
// Morph demo). The output builds with nvcc; main() checks the results.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <vector>
using namespace concurrency;
using namespace concurrency::fast_math;

// On the cpu side fabs(float) is <cmath>'s (imported into fast_math, as MSVC
// does), whose signature fast_math's fabs has too: the runtime's fabs(float)
// serves both sides (math_cpu_calls.cpp).
// CHECK: __host__ __device__ float both(float X) { return ::sqrtf(X) + Concurrency::fast_math::fabs(X); }
float both(float X) restrict(amp, cpu) { return sqrtf(X) + fabs(X); }
// CHECK: __device__ float device(float X) { return Concurrency::fast_math::sqrtf(X) + Concurrency::fast_math::expf(0.0f); }
float device(float X) restrict(amp) { return sqrtf(X) + expf(0.0f); }
// A qualified call stays as written.
// CHECK: __device__ float qualified(float X) { return fast_math::sqrt(X); }
float qualified(float X) restrict(amp) { return fast_math::sqrt(X); }

int main() {
  std::vector<float> V(4, 4.0f);
  array_view<float, 1> A(4, V);
  parallel_for_each(A.extent, [=](index<1> I) restrict(amp) {
    A[I] = both(A[I]) + device(A[I]) + qualified(A[I]);
  });
  A.synchronize();
  // CHECK: double Host = ::sqrt(2.0);
  double Host = sqrt(2.0);
  // 4: (2 + 4) + (2 + 1) + 2 = 11.
  return V[0] == 11.0f && Host > 1.414 && both(9.0f) == 12.0f ? 0 : 1;
}
