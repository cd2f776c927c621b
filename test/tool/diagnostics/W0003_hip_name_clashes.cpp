// The program's own types and functions named as HIP's headers name theirs
// at global scope (`float4`, `make_float4`, `int2`, `double2`), as C++ AMP
// programs declare them for themselves (B3DContest's copy of the short
// vectors has `uint2` ... `double4` in Concurrency::graphics, used after a
// using-directive). MSVC never saw HIP's; before, the translation kept them
// with exit status 0 and nvcc rejected it ("type "float4" has already been
// defined"). Each declaration and every reference to it is renamed
// `program_NAME` (AMP2HIP-W0003), kernel parameter types included. Built with
// nvcc, the AMD device compiler and GCC, run on the CPU platform against
// values worked out below.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=KERNEL
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// A header that declares one and that this translation does not rewrite
// (one input without --out-dir): AMP2HIP-E0028, nothing written.
// RUN: rm -f %t.header.cpp
// RUN: %not %amp2hip %S/Inputs/hip_name_in_header.cpp -o %t.header.cpp 2> %t.header.err
// RUN: FileCheck %s --check-prefix=HEADER --implicit-check-not=error: < %t.header.err
// RUN: %not test -e %t.header.cpp
// HEADER: hip_name_clash.h:3:8: error: 'float2' is also declared at global scope by HIP's headers: amp2hip renames the program's 'float2' to 'program_float2', and this file, which names it, is not rewritten by this translation; translate the program with --out-dir DIR and a --root that holds this file [AMP2HIP-E0028]
//
// EXE: length2 30, made 1 2 3 4, cell 5 7, pair 0.5
// EXE-NEXT: kernel 30 31 32 33
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

// DIAG: W0003_hip_name_clashes.cpp:[[@LINE+2]]:8: warning: 'float4' is also declared at global scope by HIP's headers (a vector type or its make_ function), which MSVC never saw; the program's is renamed 'program_float4' in the output, with every reference to it [AMP2HIP-W0003]
// OUT: {{^}}struct program_float4 {
struct float4 {
  float x, y, z, w;
  // OUT: {{^}}  __host__ __device__ program_float4() : x(0), y(0), z(0), w(0) {}
  float4() restrict(amp, cpu) : x(0), y(0), z(0), w(0) {}
  float length2() const restrict(amp, cpu) {
    return x * x + y * y + z * z + w * w;
  }
};
// DIAG: W0003_hip_name_clashes.cpp:[[@LINE+2]]:15: warning: 'make_float4' is also declared
// OUT: {{^}}inline program_float4 program_make_float4(float x, float y, float z, float w) {
inline float4 make_float4(float x, float y, float z, float w) {
  float4 v;
  v.x = x, v.y = y, v.z = z, v.w = w;
  return v;
}

// In a namespace, named unqualified after a using-directive: ambiguous
// with HIP's ::int2 once the output includes HIP's headers.
namespace grid {
// DIAG: W0003_hip_name_clashes.cpp:[[@LINE+1]]:8: warning: 'int2' is also declared
struct int2 {
  int x, y;
};
} // namespace grid
using namespace grid;

// DIAG: W0003_hip_name_clashes.cpp:[[@LINE+2]]:33: warning: 'double2' is also declared
// OUT: {{^}}typedef struct { double a, b; } program_double2;
typedef struct { double a, b; } double2;

int main() {
  // OUT: {{^}}  program_float4 v = program_make_float4(1, 2, 3, 4);
  float4 v = make_float4(1, 2, 3, 4);
  // OUT: {{^}}  program_int2 cell = {5, 7};
  int2 cell = {5, 7};
  double2 pair = {0.25, 0.25};
  std::printf("length2 %g, made %g %g %g %g, cell %d %d, pair %g\n",
              v.length2(), v.x, v.y, v.z, v.w, cell.x, cell.y,
              pair.a + pair.b);

  // 1 + 4 + 9 + 16 = 30, plus the index.
  std::vector<int> out(4);
  array_view<int, 1> view(4, out);
  // KERNEL: {{^}}    const amp2hip::kernel_param_t<program_float4> v) {
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    int2 offset = {i[0], 0};
    view[i] = int(v.length2()) + offset.x;
  });
  std::printf("kernel %d %d %d %d\n", view[0], view[1], view[2], view[3]);
  return 0;
}
