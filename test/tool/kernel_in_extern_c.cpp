// A kernel in a function with C linkage (a DLL's export for .NET's P/Invoke,
// `extern "C" __declspec(dllexport) void _stdcall f(...)`, Microsoft's
// HelloWorldCSharp demo) is outlined before `extern "C"`, which stays on the
// function; inside a braced `extern "C" { ... }` block the kernel is wrapped
// in `extern "C++" { ... }` (a kernel template cannot have C linkage). The
// functions keep their unmangled names in the object file.
// `__declspec(dllexport)` is written as the ELF default visibility (W0003:
// nvcc does not know the keyword, and a DLL's export macro is often defined
// before any runtime header); _stdcall and _cdecl mean what MSVC's do where
// the compiler does not know them (the runtime's windows_base.h).
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// The Linux target ignores dllexport and dllimport, and the output defines
// them: Clang's warning about the parse is not shown.
// RUN: %amp2hip %s -o %t.quiet.hip.cpp 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: __declspec attribute
// RUN: %if nvcc %{ %nvcc-obj %t.hip.cpp -o %t.o && nm --defined-only %t.o | FileCheck %s --check-prefix=SYMBOLS %}
// SYMBOLS-DAG: {{ T }}square_array{{$}}
// SYMBOLS-DAG: {{ T }}cube_array{{$}}
// SYMBOLS-DAG: {{ T }}scale_array{{$}}
#include <amp.h>
#include <windows.h>
using namespace concurrency;

// A DLL's import macro: nothing on Linux.
// CHECK: #define IMPORTED{{ *$}}
#define IMPORTED __declspec(dllimport)
IMPORTED int imported_count();

// CHECK: // amp2hip: kernel of the parallel_for_each at kernel_in_extern_c.cpp:[[#@LINE+5]]:
// CHECK-NEXT: __global__ void amp2hip_kernel_square_array_[[#@LINE+4]](
// CHECK: extern "C" __attribute__((visibility("default"))) void _stdcall square_array(float *Data, int N) {
extern "C" __declspec(dllexport) void _stdcall square_array(float *Data, int N) {
  array_view<float, 1> View(N, Data);
  parallel_for_each(View.extent,
                    [=](index<1> I) restrict(amp) { View[I] *= View[I]; });
  View.synchronize();
}

extern "C" {
// CHECK-LABEL: {{^}}extern "C" {
// CHECK-NEXT: // A block of C functions.
// CHECK-NEXT: {{^}}extern "C++" {
// CHECK-NEXT: // amp2hip: kernel of the parallel_for_each at kernel_in_extern_c.cpp:[[#@LINE+6]]:
// CHECK-NEXT: __global__ void amp2hip_kernel_cube_array_[[#@LINE+5]](
// CHECK: } // extern "C++"
// A block of C functions.
void _cdecl cube_array(float *Data, int N) {
  array_view<float, 1> View(N, Data);
  parallel_for_each(View.extent, [=](index<1> I) restrict(amp) {
    View[I] = View[I] * View[I] * View[I];
  });
  View.synchronize();
}

// A template needs C++ linkage: its kernel has the linkage around it.
// CHECK-LABEL: // A template needs C++ linkage
// CHECK-NEXT: {{^}}extern "C++" {
// CHECK-NEXT: // amp2hip: kernel of the parallel_for_each at kernel_in_extern_c.cpp:[[#@LINE+6]]:
// CHECK-NEXT: template <typename T>
// CHECK-NEXT: __global__ void amp2hip_kernel_scale_[[#@LINE+4]](
extern "C++" {
template <typename T> void scale(T *Data, int N, T Factor) {
  array_view<T, 1> View(N, Data);
  parallel_for_each(View.extent,
                    [=](index<1> I) restrict(amp) { View[I] *= Factor; });
  View.synchronize();
}
}

void scale_array(float *Data, int N) { scale(Data, N, 2.0f); }
}

int main() {
  float Data[4] = {1, 2, 3, 4};
  square_array(Data, 4);
  cube_array(Data, 4);
  scale_array(Data, 4);
  // (4^2)^3 * 2 = 8192
  return Data[3] == 8192.0f ? 0 : 1;
}
