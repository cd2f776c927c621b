// ../address_space.cpp's kernel written by hand in HIP, operation for
// operation: the atomics translated AMP must compile to.
#include <hip/hip_runtime.h>

template <typename T> __device__ T allOps(T *Dest, T Value) {
  T Expected = Value;
  T Old = atomicCAS(Dest, Expected, Value + 1);
  bool Swapped = Old == Expected;
  Expected = Old;
  return atomicAdd(Dest, Value) + atomicSub(Dest, Value) +
         atomicMax(Dest, Value) + atomicMin(Dest, Value) +
         atomicAnd(Dest, Value) + atomicOr(Dest, Value) +
         atomicXor(Dest, Value) + atomicExch(Dest, Value) +
         atomicAdd(Dest, T(1)) + atomicSub(Dest, T(1)) + Expected +
         (Swapped ? 1 : 0);
}

__global__ void __launch_bounds__(64)
    atomics(int *I, unsigned *U, float *F) {
  __shared__ int SharedInts[64];
  __shared__ unsigned SharedUints[64];
  __shared__ float SharedFloats[64];
  int L = threadIdx.x;
  int Global = blockIdx.x * 64 + L;
  SharedInts[L] = L;
  SharedUints[L] = L;
  SharedFloats[L] = 0.0f;
  __syncthreads();
  int Private = L;
  int R = allOps(&I[0], L) + allOps(&SharedInts[(L + 1) % 64], L);
  unsigned S = allOps(&U[0], unsigned(L)) +
               allOps(&SharedUints[(L + 1) % 64], unsigned(L));
  float X = atomicExch(&F[0], 1.0f) +
            atomicExch(&SharedFloats[(L + 1) % 64], 2.0f);
  // A thread's own variable: no other thread sees it, so no atomic.
  int Old = Private;
  Private = Old + 3;
  R += Old;
  Old = Private;
  Private = Old > 7 ? Old : 7;
  R += Old;
  __syncthreads();
  I[Global] = R + Private + SharedInts[L];
  U[Global] = S + SharedUints[L];
  F[Global] = X + SharedFloats[L];
}
