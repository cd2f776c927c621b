// MSVC's <amp.h> brings in standard headers that AMP programs use without
// including them; the parse <amp.h> includes the runtime's list of them
// (runtime/include/amp2hip/detail/msvc_amp_includes.h), so such a program
// translates, and its translation includes <amp2hip/amp.h>, which includes the
// same list.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>

// CHECK: #include <amp2hip/amp.h>

int sum(int Count, ...) {
  va_list Args;
  va_start(Args, Count);
  int Total = 0;
  for (int I = 0; I < Count; ++I)
    Total += va_arg(Args, int);
  va_end(Args);
  return Total;
}

int main() {
  std::vector<int> Values(4, 1);
  std::map<int, std::string> Names;
  std::unordered_map<int, double> Scales;
  int Copy[4];
  memcpy(Copy, Values.data(), sizeof(Copy));
  auto NotOne = std::find_if_not(Values.begin(), Values.end(),
                                 [](int V) { return V == 1; });
  // Parenthesized: HIP's NVIDIA headers define assert(COND) as `if (!COND)`
  // for the device pass.
  assert((NotOne == Values.end()));
  auto Start = std::chrono::high_resolution_clock::now();
  std::chrono::duration<double> Elapsed =
      std::chrono::high_resolution_clock::now() - Start;
  std::unique_ptr<int> Owned(new int(std::accumulate(Copy, Copy + 4, 0)));
  std::function<float(float)> Abs = [](float X) { return fabs(X); };
  std::cout << UINT_MAX << FLT_MAX << std::numeric_limits<int>::max()
            << sum(2, *Owned, INT32_MAX) << Abs(-1.0f) << std::endl;
  printf("%s\n", std::to_string(Elapsed.count()).c_str());
  return EXIT_SUCCESS;
}
// CHECK-LABEL: int main() {
// CHECK: memcpy(Copy, Values.data(), sizeof(Copy));
// CHECK: return EXIT_SUCCESS;
