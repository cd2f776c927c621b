//===- hip_call_costs.hip.cpp - What each HIP call of a launch costs ------===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
//
// Plain HIP, no amp2hip runtime: the host cost of each HIP call that the
// runtime's launch path and accelerator_view::wait() may make (issue 26), so
// that a launch's overhead over hand-written HIP can be attributed call by
// call (bench/RESULTS.md). Three tables, all from one run:
//  1. back-to-back launches of a 256-thread kernel with the extra calls a
//     launch may make (hipSetDevice, hipEventRecord after it,
//     hipStreamWaitEvent before it), microseconds per launch;
//  2. each call alone on an idle stream, microseconds per call;
//  3. a 0.07 ms kernel (a 2^26-int tile reduction) launched and waited for,
//     with and without the extra event records and the wait for a second,
//     idle stream (what bench/kernels' rows pay), microseconds.
// Medians of alternating rounds. Usage: hip_call_costs [launches]
//
//===----------------------------------------------------------------------===//

#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#define CHECK_HIP(call)                                                        \
  do {                                                                         \
    hipError_t error_ = (call);                                                \
    if (error_ != hipSuccess) {                                                \
      std::fprintf(stderr, "%s failed: %s\n", #call,                           \
                   hipGetErrorString(error_));                                 \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

namespace {

using Clock = std::chrono::steady_clock;

constexpr int Tile = 256;
constexpr int PerThread = 8;

__global__ void touch(int *data, int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n)
    data[i] += 1;
}

// Each thread adds PerThread elements strided by n / PerThread, then the
// block adds its threads' sums (bench/kernels' reduction).
__global__ void reduce(const int *in, int *sums, int n) {
  __shared__ int partial[Tile];
  const int local = static_cast<int>(threadIdx.x);
  const int block = static_cast<int>(blockIdx.x);
  int sum = 0;
  for (int k = 0; k < PerThread; ++k)
    sum += in[block * Tile + local + k * (n / PerThread)];
  partial[local] = sum;
  __syncthreads();
  for (int stride = Tile / 2; stride > 0; stride /= 2) {
    if (local < stride)
      partial[local] += partial[local + stride];
    __syncthreads();
  }
  if (local == 0)
    sums[block] = partial[0];
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

double usSince(Clock::time_point start) {
  return std::chrono::duration<double, std::micro>(Clock::now() - start)
      .count();
}

struct Variant {
  std::string Name;
  std::function<void()> Run;
  std::vector<double> Us;
};

} // namespace

int main(int argc, char **argv) {
  const int launches = argc > 1 ? std::atoi(argv[1]) : 20000;
  if (launches <= 0) {
    std::fprintf(stderr, "usage: %s [launches]\n", argv[0]);
    return 2;
  }
  int deviceId = 0;
  CHECK_HIP(hipGetDevice(&deviceId));
  // The device's name: bench/run.sh prints it (nvidia-smi).
  std::printf("HIP call costs on the host of device %d (medians)\n", deviceId);

  int *data = nullptr;
  CHECK_HIP(hipMalloc(reinterpret_cast<void **>(&data), Tile * sizeof(int)));
  CHECK_HIP(hipMemset(data, 0, Tile * sizeof(int)));
  hipStream_t stream, idle;
  CHECK_HIP(hipStreamCreate(&stream));
  CHECK_HIP(hipStreamCreate(&idle));
  hipEvent_t first, second, done;
  for (hipEvent_t *event : {&first, &second, &done})
    CHECK_HIP(hipEventCreateWithFlags(event, hipEventDisableTiming));
  CHECK_HIP(hipEventRecord(done, idle));
  CHECK_HIP(hipDeviceSynchronize());
  const int n = Tile;
  auto launch = [&] {
    hipLaunchKernelGGL(touch, dim3(1), dim3(Tile), 0, stream, data, n);
  };

  // 1. Back to back.
  std::vector<Variant> loops = {
      {"hipLaunchKernelGGL", launch, {}},
      {"hipLaunchKernel (argument pointers)",
       [&] {
         int count = n;
         void *args[] = {&data, &count};
         CHECK_HIP(hipLaunchKernel(reinterpret_cast<const void *>(touch),
                                   dim3(1), dim3(Tile), args, 0, stream));
       },
       {}},
      {"hipSetDevice + launch",
       [&] {
         CHECK_HIP(hipSetDevice(deviceId));
         launch();
       },
       {}},
      {"launch + 1 hipEventRecord",
       [&] {
         launch();
         CHECK_HIP(hipEventRecord(first, stream));
       },
       {}},
      {"launch + 2 hipEventRecord",
       [&] {
         launch();
         CHECK_HIP(hipEventRecord(first, stream));
         CHECK_HIP(hipEventRecord(second, stream));
       },
       {}},
      {"hipStreamWaitEvent (done) + launch",
       [&] {
         CHECK_HIP(hipStreamWaitEvent(stream, done, 0));
         launch();
       },
       {}},
  };
  const int rounds = 15;
  for (int r = -1; r < rounds; ++r) // round -1: warm-up
    for (Variant &v : loops) {
      Clock::time_point start = Clock::now();
      for (int i = 0; i < launches; ++i)
        v.Run();
      CHECK_HIP(hipStreamSynchronize(stream));
      if (r >= 0)
        v.Us.push_back(usSince(start) / launches);
    }
  const double base = median(loops[0].Us);
  std::printf("\n%d back-to-back launches of a %d-thread kernel, then one "
              "wait; us per launch, median of %d rounds\n",
              launches, Tile, rounds);
  std::printf("| %-36s | %8s | %8s |\n|%s|%s|%s|\n", "launch", "us", "- plain",
              std::string(38, '-').c_str(), std::string(10, '-').c_str(),
              std::string(10, '-').c_str());
  for (Variant &v : loops)
    std::printf("| %-36s | %8.3f | %+8.3f |\n", v.Name.c_str(), median(v.Us),
                median(v.Us) - base);

  // 2. Each call alone, on an idle stream.
  std::vector<Variant> calls = {
      {"hipStreamSynchronize (idle stream)",
       [&] { CHECK_HIP(hipStreamSynchronize(idle)); },
       {}},
      {"hipStreamQuery (idle stream)",
       [&] { CHECK_HIP(hipStreamQuery(idle)); },
       {}},
      {"hipSetDevice (the current one)",
       [&] { CHECK_HIP(hipSetDevice(deviceId)); },
       {}},
      {"hipGetDevice",
       [&] {
         int current = -1;
         CHECK_HIP(hipGetDevice(&current));
       },
       {}},
      {"hipEventRecord (idle stream)",
       [&] { CHECK_HIP(hipEventRecord(first, idle)); },
       {}},
      {"hipStreamWaitEvent (completed event)",
       [&] { CHECK_HIP(hipStreamWaitEvent(idle, done, 0)); },
       {}},
      {"hipGetLastError", [&] { (void)hipGetLastError(); }, {}},
  };
  const int repeats = 10000;
  for (int r = 0; r < rounds; ++r)
    for (Variant &v : calls) {
      Clock::time_point start = Clock::now();
      for (int i = 0; i < repeats; ++i)
        v.Run();
      v.Us.push_back(usSince(start) / repeats);
    }
  CHECK_HIP(hipDeviceSynchronize());
  std::printf("\neach call alone, %d times; us per call, median of %d rounds\n",
              repeats, rounds);
  std::printf("| %-36s | %8s |\n|%s|%s|\n", "call", "us",
              std::string(38, '-').c_str(), std::string(10, '-').c_str());
  for (Variant &v : calls)
    std::printf("| %-36s | %8.3f |\n", v.Name.c_str(), median(v.Us));

  // 3. One 0.07 ms kernel, launched and waited for.
  const int total = 1 << 26, blocks = total / PerThread / Tile;
  int *in = nullptr, *sums = nullptr;
  CHECK_HIP(hipMalloc(reinterpret_cast<void **>(&in), total * sizeof(int)));
  CHECK_HIP(hipMalloc(reinterpret_cast<void **>(&sums), blocks * sizeof(int)));
  CHECK_HIP(hipMemset(in, 0, total * sizeof(int)));
  auto reduceLaunch = [&] {
    hipLaunchKernelGGL(reduce, dim3(blocks), dim3(Tile), 0, stream, in, sums,
                       total);
  };
  std::vector<Variant> waits = {
      {"launch; sync",
       [&] {
         reduceLaunch();
         CHECK_HIP(hipStreamSynchronize(stream));
       },
       {}},
      {"launch; 2 records; sync",
       [&] {
         reduceLaunch();
         CHECK_HIP(hipEventRecord(first, stream));
         CHECK_HIP(hipEventRecord(second, stream));
         CHECK_HIP(hipStreamSynchronize(stream));
       },
       {}},
      {"launch; sync; sync idle stream",
       [&] {
         reduceLaunch();
         CHECK_HIP(hipStreamSynchronize(stream));
         CHECK_HIP(hipStreamSynchronize(idle));
       },
       {}},
      {"set device; launch; 2 records; sync; sync idle",
       [&] {
         CHECK_HIP(hipSetDevice(deviceId));
         reduceLaunch();
         CHECK_HIP(hipEventRecord(first, stream));
         CHECK_HIP(hipEventRecord(second, stream));
         CHECK_HIP(hipStreamSynchronize(stream));
         CHECK_HIP(hipStreamSynchronize(idle));
       },
       {}},
  };
  const int latencyRounds = 61;
  for (int r = -1; r < latencyRounds; ++r)
    for (Variant &v : waits) {
      Clock::time_point start = Clock::now();
      v.Run();
      if (r >= 0)
        v.Us.push_back(usSince(start));
    }
  const double single = median(waits[0].Us);
  std::printf("\na 2^26-int tile reduction launched and waited for; us, "
              "median of %d alternating rounds\n",
              latencyRounds);
  std::printf("| %-46s | %8s | %8s |\n|%s|%s|%s|\n", "variant", "us", "- plain",
              std::string(48, '-').c_str(), std::string(10, '-').c_str(),
              std::string(10, '-').c_str());
  for (Variant &v : waits)
    std::printf("| %-46s | %8.2f | %+8.2f |\n", v.Name.c_str(), median(v.Us),
                median(v.Us) - single);

  CHECK_HIP(hipFree(in));
  CHECK_HIP(hipFree(sums));
  CHECK_HIP(hipFree(data));
  for (hipEvent_t event : {first, second, done})
    CHECK_HIP(hipEventDestroy(event));
  CHECK_HIP(hipStreamDestroy(stream));
  CHECK_HIP(hipStreamDestroy(idle));
  return 0;
}
