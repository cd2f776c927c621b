//===- bench_common.h - What the benchmark programs share ---------*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// The pieces every bench/<name>/<name>_bench.hip.cpp uses: CHECK_HIP (a HIP
// call that must succeed, else the program stops with HIP's message and exit
// status 1), the median of a set of timings, and the host-clock time of a
// call in milliseconds.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_BENCH_COMMON_H
#define AMP2HIP_BENCH_COMMON_H

#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

#define CHECK_HIP(call)                                                        \
  do {                                                                         \
    hipError_t err_ = (call);                                                  \
    if (err_ != hipSuccess) {                                                  \
      std::fprintf(stderr, "%s failed: %s\n", #call, hipGetErrorString(err_)); \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

namespace amp2hip_bench {

/// The median of \p v (the mean of the two middle values for an even count);
/// \p v must not be empty.
inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return (v[v.size() / 2] + v[(v.size() - 1) / 2]) / 2;
}

/// The milliseconds \p run takes, by the host's steady clock.
inline double timeMs(const std::function<void()> &run) {
  auto start = std::chrono::steady_clock::now();
  run();
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - start)
      .count();
}

} // namespace amp2hip_bench

#endif // AMP2HIP_BENCH_COMMON_H
