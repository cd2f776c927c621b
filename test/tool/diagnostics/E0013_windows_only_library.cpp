// A Windows-only library (Direct3D, DXUT, MFC, WinRT, CppUnitTest, ...) has no
// portable counterpart: each include is one AMP2HIP-E0013 that names the
// library and its replacement, and the Clang errors in code that uses it are
// counted, not shown. Nothing is written.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAGCHECK < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <d3d11.h>
// DIAGCHECK: E0013_windows_only_library.cpp:[[@LINE-1]]:10: error: 'd3d11.h' is Direct3D 11, a Windows-only library with no portable counterpart; amp2hip cannot translate a program that uses it: render with a portable API (Vulkan, OpenGL){{.*}} (2 Clang error(s) in code that uses Windows-only libraries were not shown) [AMP2HIP-E0013]
#include "CppUnitTest.h"
// DIAGCHECK: E0013_windows_only_library.cpp:[[@LINE-1]]:10: error: 'CppUnitTest.h' is Microsoft's CppUnitTest framework, {{.*}}: GoogleTest {{.*}}[AMP2HIP-E0013]
using namespace concurrency;

ID3D11Device *device = nullptr;
void fill(ID3D11DeviceContext *context, array_view<float, 1> v) {
  context->Draw(3, 0);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });
}
// DIAGCHECK-NOT: undeclared
// DIAGCHECK-NOT: unknown type name
