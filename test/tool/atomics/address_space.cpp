// An AMP atomic on a view's data or on tile_static storage compiles to the
// same device instructions as hand-written HIP's atomicAdd and friends: on
// NVIDIA atom.global / atom.shared, never a generic atom (issue 26); on AMD
// global_atomic / ds_, never flat_atomic. An atomic on a thread's own local
// variable (C++ AMP allows it) is a plain read-modify-write, with no warning
// and no trap. The hand-written kernel, Inputs/address_space.hip.cpp, is
// this kernel in HIP, operation for operation.
//
// REQUIRES: nvcc
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nvcc-ptx %t.hip.cpp -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: FileCheck %s --check-prefix=PTX-ANY < %t.ptx
// RUN: %nvcc-ptx %S/Inputs/address_space.hip.cpp -o %t.hand.ptx
// RUN: grep -oE '%ptx-atomics' %t.ptx | sort > %t.amp.atoms
// RUN: grep -oE '%ptx-atomics' %t.hand.ptx | sort > %t.hand.atoms
// RUN: diff %t.hand.atoms %t.amp.atoms
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if hipcc %{ FileCheck %s --check-prefix=AMDGCN < %t.s %}
// RUN: %if hipcc %{ %hipcc-asm %S/Inputs/address_space.hip.cpp -o %t.hand.s %}
// RUN: %if hipcc %{ grep -oE '%amdgcn-atomics' %t.s | sort > %t.amp.amdgcn %}
// RUN: %if hipcc %{ grep -oE '%amdgcn-atomics' %t.hand.s | sort > %t.hand.amdgcn %}
// RUN: %if hipcc %{ diff %t.hand.amdgcn %t.amp.amdgcn %}
//
// Every operation of allOps on both memories and both types (2 x 2 x 11),
// and the two float exchanges; none on Private.
// PTX-COUNT-46: {{^[[:space:]]+atom\.(global|shared)\.}}
// PTX-NOT: {{[[:space:]](atom|red)\.}}
// No generic atomic anywhere, and no trap:
// PTX-ANY-NOT: {{[[:space:]](atom|red)\.(add|inc|dec|min|max|and|or|xor|exch|cas)\.}}
// PTX-ANY-NOT: trap
// AMDGCN: global_atomic_
// AMDGCN: ds_
// AMDGCN-NOT: flat_atomic_
#include <amp.h>
using namespace concurrency;

template <typename T> T allOps(T *Dest, T Value) restrict(amp) {
  T Expected = Value;
  bool Swapped = atomic_compare_exchange(Dest, &Expected, Value + 1);
  return atomic_fetch_add(Dest, Value) + atomic_fetch_sub(Dest, Value) +
         atomic_fetch_max(Dest, Value) + atomic_fetch_min(Dest, Value) +
         atomic_fetch_and(Dest, Value) + atomic_fetch_or(Dest, Value) +
         atomic_fetch_xor(Dest, Value) + atomic_exchange(Dest, Value) +
         atomic_fetch_inc(Dest) + atomic_fetch_dec(Dest) + Expected +
         (Swapped ? 1 : 0);
}

void atomics(int *Ints, unsigned *Uints, float *Floats) {
  array_view<int, 1> I(64, Ints);
  array_view<unsigned, 1> U(64, Uints);
  array_view<float, 1> F(64, Floats);
  parallel_for_each(I.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int SharedInts[64];
    tile_static unsigned SharedUints[64];
    tile_static float SharedFloats[64];
    int L = t.local[0];
    SharedInts[L] = L;
    SharedUints[L] = L;
    SharedFloats[L] = 0.0f;
    t.barrier.wait();
    int Private = L;
    int R = allOps(&I[0], L) + allOps(&SharedInts[(L + 1) % 64], L);
    unsigned S = allOps(&U[0], unsigned(L)) +
                 allOps(&SharedUints[(L + 1) % 64], unsigned(L));
    float X = atomic_exchange(&F[0], 1.0f) +
              atomic_exchange(&SharedFloats[(L + 1) % 64], 2.0f);
    R += atomic_fetch_add(&Private, 3) + atomic_fetch_max(&Private, 7);
    t.barrier.wait();
    I[t.global] = R + Private + SharedInts[L];
    U[t.global] = S + SharedUints[L];
    F[t.global] = X + SharedFloats[L];
  });
}
