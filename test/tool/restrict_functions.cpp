// restrict(amp) -> __device__, restrict(amp,cpu) -> __host__ __device__,
// restrict(cpu) -> nothing; also on declarations, member functions, function
// templates, and when spelled through a user macro.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;
#define __GPU restrict(amp,cpu)

int square(int x) restrict(amp) { return x * x; }
int twice(int x) restrict(amp, cpu);
int twice(int x) restrict(amp, cpu) { return 2 * x; }
int hostOnly(int x) restrict(cpu) { return x; }
template <typename T> T cube(T x) restrict(amp) { return x * x * x; }
static inline float half(float x) __GPU { return x / 2; }

struct Vec {
  float X, Y;
  float dot(const Vec &O) const restrict(amp, cpu) { return X * O.X + Y * O.Y; }
};

// CHECK: __device__ int square(int x) { return x * x; }
// CHECK-NEXT: __host__ __device__ int twice(int x);
// CHECK-NEXT: __host__ __device__ int twice(int x) { return 2 * x; }
// CHECK-NEXT: int hostOnly(int x) { return x; }
// CHECK-NEXT: template <typename T> __device__ T cube(T x) { return x * x * x; }
// CHECK-NEXT: __host__ __device__ static inline float half(float x) { return x / 2; }
// CHECK: __host__ __device__ float dot(const Vec &O) const { return X * O.X + Y * O.Y; }
