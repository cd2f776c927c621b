// tile_static in a template whose element type is a template parameter's:
// whether its default construction is trivial differs between
// instantiations (C++ AMP runs no constructor of a tile_static variable; HIP
// rejects `__shared__` objects with a non-trivial one), and a header must
// read the same in every translation unit, so the declaration has one text
// for all of them: `tile_static_t<T [N]>` is `T [N]` itself or uninitialized
// storage, and the name is a reference to it. The output compiles for AMD
// (hipcc, device code) and NVIDIA (nvcc, whose PTX keeps the accesses in
// shared memory), and the program, built for the CPU platform, checks both
// instantiations against the host.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if nvcc %{ %nvcc-ptx %t.hip.cpp -o %t.ptx %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=PTX < %t.ptx %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=RESULT %}
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

// A default constructor that is not trivial (C++ AMP does not run it here).
struct Counter {
  int n;
  Counter() restrict(amp, cpu) : n(-1) {}
  Counter &operator=(int v) restrict(amp, cpu) {
    n = v;
    return *this;
  }
  operator int() const restrict(amp, cpu) { return n; }
};

// Each tile reversed through tile_static slots of T, plus the tile's first
// value through a second declarator.
template <typename T, int N>
void reverseTiles(array_view<const int, 1> in, array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<N>(), [=](tiled_index<N> t) restrict(amp) {
    tile_static T slots[N], first;
    // OUT: __shared__ amp2hip::detail::tile_static_t<T [N]> amp2hip_tile_static_slots; auto &slots = amp2hip::detail::tile_static_ref(amp2hip_tile_static_slots); __shared__ amp2hip::detail::tile_static_t<T> amp2hip_tile_static_first; auto &first = amp2hip::detail::tile_static_ref(amp2hip_tile_static_first);
    slots[t.local[0]] = in[t.global];
    if (t.local[0] == 0)
      first = in[t.global];
    t.barrier.wait();
    out[t.global] = slots[N - 1 - t.local[0]] + 1000 * first;
  });
}

// In nvcc's PTX, the first instantiation's slots are read and written in
// shared memory (no generic access through the reference).
// PTX-LABEL: .entry {{.*}}reverseTiles{{.*}}
// PTX: st.shared.u32
// PTX: ld.shared.u32
// PTX-LABEL: .entry

int main() {
  const int Tile = 64, N = 4 * Tile;
  std::vector<int> In(N), Out(N), Want(N);
  for (int I = 0; I < N; ++I)
    In[I] = (I * 7) % 31;
  for (int I = 0; I < N; ++I) {
    int Base = I / Tile * Tile;
    Want[I] = In[Base + Tile - 1 - I % Tile] + 1000 * In[Base];
  }
  array_view<const int, 1> InView(N, In);
  array_view<int, 1> OutView(N, Out);
  auto Check = [&](const char *Name) {
    OutView.synchronize();
    int Differ = 0;
    for (int I = 0; I < N; ++I)
      Differ += Out[I] != Want[I];
    std::printf("%s: %d of %d differ\n", Name, Differ, N);
  };
  reverseTiles<int, Tile>(InView, OutView);
  Check("int");
  reverseTiles<Counter, Tile>(InView, OutView);
  Check("Counter");
  // RESULT: int: 0 of 256 differ
  // RESULT-NEXT: Counter: 0 of 256 differ
  return 0;
}
