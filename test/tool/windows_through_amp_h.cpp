// MSVC's <amp.h> includes <windows.h> (amprt.h includes <unknwn.h>, which
// includes it), so programs time their kernels with LARGE_INTEGER and
// QueryPerformanceCounter, and declare DWORDs, without including <windows.h>
// themselves: the C++ AMP book's Timer.h, AMD's AMP_Primes (issue 24, item 1),
// and call fopen_s and _ASSERT with <cstdio> alone.
// The parse <amp.h> and the runtime's <amp2hip/amp.h> both make the Windows
// data types, timers, Sleep and memory functions of the portability layer
// visible; each use is reported as mapped (AMP2HIP-W0004), and the
// translation builds with nvcc as it is.
//
// RUN: %amp2hip %s -o %t.hip.cpp 2>&1 | FileCheck %s
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=CHECK-OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <iostream>

// CHECK-OUT: #include <amp2hip/amp.h>
// CHECK-OUT-NOT: #include <amp2hip/windows.h>

class Timer {
public:
  Timer() {
    // CHECK: [[@LINE+1]]:5: warning: 'QueryPerformanceFrequency' (windows.h) is mapped to amp2hip's portability layer: {{.*}} [AMP2HIP-W0004]
    QueryPerformanceFrequency(&Frequency);
  }
  // CHECK: [[@LINE+1]]:18: warning: 'QueryPerformanceCounter' (windows.h) is mapped
  void start() { QueryPerformanceCounter(&Start); }
  double elapsedMilliseconds() {
    // CHECK: [[@LINE+1]]:5: warning: 'QueryPerformanceCounter' (windows.h) is mapped
    QueryPerformanceCounter(&Stop);
    return double(Stop.QuadPart - Start.QuadPart) * 1000.0 /
           double(Frequency.QuadPart);
  }

private:
  // CHECK: [[@LINE+1]]:3: warning: 'LARGE_INTEGER' (windows.h) is mapped
  LARGE_INTEGER Start, Stop, Frequency;
};

// MSVC's <cstdio> declares the CRT's secure functions, and amprt.h includes
// <crtdbg.h> and <concrt.h>.
concurrency::critical_section FileLock;
bool readable(const char *Path) {
  concurrency::critical_section::scoped_lock Guard(FileLock);
  FILE *File = nullptr;
  // CHECK: [[@LINE+1]]:7: warning: 'fopen_s' ({{.*}}) is mapped
  if (fopen_s(&File, Path, "r") != 0)
    return false;
  _ASSERT(File != nullptr);
  fclose(File);
  return true;
}

int main() {
  // CHECK: [[@LINE+1]]:3: warning: 'DWORD' (windows.h) is mapped
  DWORD Count = 1024;
  std::vector<int> Values(Count, 1);
  concurrency::array_view<int, 1> View(Count, Values);
  Timer Clock;
  Clock.start();
  concurrency::parallel_for_each(
      View.extent,
      [=](concurrency::index<1> I) restrict(amp) { View[I] *= 2; });
  View.synchronize();
  // CHECK: [[@LINE+1]]:3: warning: 'Sleep' (windows.h) is mapped
  Sleep(1);
  // CHECK-OUT: std::cout << (Clock.elapsedMilliseconds() >= 1.0) << Values[7] << "\n";
  std::cout << (Clock.elapsedMilliseconds() >= 1.0) << Values[7] << "\n";
  return readable("/") ? 0 : 1;
}
