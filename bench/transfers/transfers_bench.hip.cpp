// Transfer benchmark: host<->device copies through amp2hip's array_view and
// array (the transfer engine, runtime/include/amp2hip/detail/transfer.h)
// against hipMemcpy from pageable and from pinned memory, and the launch
// overhead of parallel_for_each (translated from transfers_amp.cpp) against
// hipLaunchKernelGGL, and (with two GPUs) a remote view's copies between
// the GPUs against hipMemcpyPeerAsync. One process; every round runs each
// variant of a measure once in turn (alternating); the table shows the median
// over the rounds, host clock around each whole operation (all are
// synchronous).
//
//   transfers_bench [size...]     sizes like 4K 1M 64M 256M 1G (default all)
//
// The engine's settings come from AMP2HIP_TRANSFER_* (see transfer.h). The
// "av staged only" column runs the array_view copies without registering
// the host memory, "av engine off" with staging turned off too (direct
// hipMemcpyAsync, as the runtime did before the engine). Built against a
// runtime without the engine (no transfer.h), all three array_view columns
// run that runtime's one path.
#include <amp2hip/amp.h>
#include <hip/hip_runtime.h>

#include "../bench_common.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#if __has_include(<amp2hip/detail/transfer.h>)
#define HAVE_TRANSFER_ENGINE 1
#else
#define HAVE_TRANSFER_ENGINE 0
#endif

using namespace concurrency;

// Defined in the translation of transfers_amp.cpp, a separate translation
// unit.
void ampAddOneView(const array_view<float, 1> &data);
void ampAddOneArray(array<float, 1> &data);
void ampTouch(const array_view<int, 1> &data);
void ampTouchTiled(const array_view<int, 1> &data);
void ampAddOneViewOn(const accelerator_view &where,
                     const array_view<float, 1> &data);

namespace {

using amp2hip_bench::median;

__global__ void handAddOne(float *data, size_t n) {
  size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += 1.0f;
}

__global__ void handTouch(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = i;
}

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

std::string sizeName(size_t bytes) {
  if (bytes >= (size_t(1) << 30) && bytes % (size_t(1) << 30) == 0)
    return std::to_string(bytes >> 30) + " GiB";
  if (bytes >= (size_t(1) << 20) && bytes % (size_t(1) << 20) == 0)
    return std::to_string(bytes >> 20) + " MiB";
  return std::to_string(bytes >> 10) + " KiB";
}

struct Variant {
  std::string Name;
  std::function<void()> Run;
  std::vector<double> Times;
};

// Runs every variant once (warm-up), then `rounds` rounds of each in turn.
void measure(std::vector<Variant> &variants, int rounds) {
  for (Variant &v : variants)
    v.Run();
  for (int r = 0; r < rounds; ++r)
    for (Variant &v : variants) {
      Clock::time_point start = Clock::now();
      v.Run();
      v.Times.push_back(msSince(start));
    }
}

// Variant names, in table order.
const char *const Columns[] = {
    "array_view",   "av staged only", "av engine off",    "array",
    "hip pageable", "hip pinned",     "hip register+copy"};
enum Column { AV, AvStaged, AvOff, Arr, HipPageable, HipPinned, HipRegister };

size_t parseSize(const char *text) {
  char *end = nullptr;
  size_t value = std::strtoull(text, &end, 10);
  if (*end == 'K' || *end == 'k')
    value <<= 10;
  else if (*end == 'M' || *end == 'm')
    value <<= 20;
  else if (*end == 'G' || *end == 'g')
    value <<= 30;
  return value;
}

#if HAVE_TRANSFER_ENGINE
using Settings = amp2hip::detail::transfer_settings;
Settings engineSettings() { return amp2hip::detail::get_transfer_settings(); }
void setEngineSettings(const Settings &s) {
  amp2hip::detail::set_transfer_settings(s);
}
#else
struct Settings {
  size_t staged_min_bytes = SIZE_MAX;
  size_t chunk_bytes = 0;
  unsigned slots = 0, threads = 0, register_after = 0;
};
Settings engineSettings() { return Settings(); }
void setEngineSettings(const Settings &) {}
#endif

void printHeader() {
  std::printf("| %-10s | %-8s |", "measure", "size");
  for (const char *c : Columns)
    std::printf(" %17s |", c);
  std::printf(" %9s | %9s | %9s | %8s |\n", "av/pinned", "arr/pinned",
              "av/pageable", "GB/s av");
  std::printf("|%s|%s|", std::string(12, '-').c_str(),
              std::string(10, '-').c_str());
  for (size_t i = 0; i < sizeof(Columns) / sizeof(Columns[0]); ++i)
    std::printf("%s|", std::string(19, '-').c_str());
  std::printf("%s|%s|%s|%s|\n", std::string(11, '-').c_str(),
              std::string(12, '-').c_str(), std::string(13, '-').c_str(),
              std::string(10, '-').c_str());
}

void printRow(const char *measureName, size_t bytes, double bytesMoved,
              std::vector<Variant> &variants) {
  std::vector<double> medians;
  for (Variant &v : variants)
    medians.push_back(v.Times.empty() ? 0 : median(v.Times));
  std::printf("| %-10s | %-8s |", measureName, sizeName(bytes).c_str());
  for (double m : medians)
    std::printf(" %17.4f |", m);
  std::printf(
      " %9.3f | %10.3f | %11.3f | %8.1f |\n", medians[AV] / medians[HipPinned],
      medians[Arr] / medians[HipPinned], medians[AV] / medians[HipPageable],
      bytesMoved / (medians[AV] * 1e6));
  std::fflush(stdout);
}

bool allEqual(const std::vector<float> &data, float expected) {
  for (size_t i = 0; i < data.size(); i += 4093)
    if (data[i] != expected + float(i % 1000))
      return false;
  return data.back() == expected + float((data.size() - 1) % 1000);
}

// One size: host->device, device->host and round trip; every variant's
// data is checked at the end (round trips add 1 to every element).
bool benchSize(size_t bytes, const accelerator_view &view) {
  const size_t n = bytes / sizeof(float);
  const int rounds = bytes >= (size_t(256) << 20)  ? 7
                     : bytes >= (size_t(64) << 20) ? 15
                                                   : 101;
  std::vector<float> init(n);
  for (size_t i = 0; i < n; ++i)
    init[i] = float(i % 1000);
  std::vector<float> avData = init, stgData = init, offData = init,
                     arrData = init, pageData = init, regData = init;
  float *pinned = nullptr;
  CHECK_HIP(hipHostMalloc(reinterpret_cast<void **>(&pinned), bytes,
                          hipHostMallocDefault));
  std::memcpy(pinned, init.data(), bytes);
  float *devPage = nullptr, *devPinned = nullptr, *devReg = nullptr;
  CHECK_HIP(hipMalloc(reinterpret_cast<void **>(&devPage), bytes));
  CHECK_HIP(hipMalloc(reinterpret_cast<void **>(&devPinned), bytes));
  CHECK_HIP(hipMalloc(reinterpret_cast<void **>(&devReg), bytes));
  hipStream_t stream;
  CHECK_HIP(hipStreamCreate(&stream));
  const unsigned blocks = unsigned((n + 255) / 256);

  array_view<float, 1> av(int(n), avData);
  array_view<float, 1> stg(int(n), stgData);
  array_view<float, 1> off(int(n), offData);
  array<float, 1> arr(int(n), view);
  const Settings engine = engineSettings();
  Settings engineOff = engine;
  engineOff.staged_min_bytes = SIZE_MAX;
  Settings stagedOnly = engine;
  stagedOnly.register_after = 0;
  // Runs f with other settings.
  auto with = [&](const Settings &settings, const std::function<void()> &f) {
    setEngineSettings(settings);
    f();
    setEngineSettings(engine);
  };
  auto withEngineOff = [&](const std::function<void()> &f) {
    with(engineOff, f);
  };
  auto withStagedOnly = [&](const std::function<void()> &f) {
    with(stagedOnly, f);
  };
  auto registeredCopy = [&](void *dst, const void *src, hipMemcpyKind kind,
                            void *host) {
    CHECK_HIP(hipHostRegister(host, bytes, hipHostRegisterDefault));
    CHECK_HIP(hipMemcpy(dst, src, bytes, kind));
    CHECK_HIP(hipHostUnregister(host));
  };

  // Host -> device.
  std::vector<Variant> h2d = {
      {"array_view",
       [&] {
         av.refresh();
         av.synchronize_to(view);
         view.wait();
       },
       {}},
      {"av staged only",
       [&] {
         withStagedOnly([&] {
           stg.refresh();
           stg.synchronize_to(view);
           view.wait();
         });
       },
       {}},
      {"av engine off",
       [&] {
         withEngineOff([&] {
           off.refresh();
           off.synchronize_to(view);
           view.wait();
         });
       },
       {}},
      {"array", [&] { copy(arrData.begin(), arrData.end(), arr); }, {}},
      {"hip pageable",
       [&] {
         CHECK_HIP(
             hipMemcpy(devPage, pageData.data(), bytes, hipMemcpyHostToDevice));
       },
       {}},
      {"hip pinned",
       [&] {
         CHECK_HIP(hipMemcpy(devPinned, pinned, bytes, hipMemcpyHostToDevice));
       },
       {}},
      {"hip register+copy",
       [&] {
         registeredCopy(devReg, regData.data(), hipMemcpyHostToDevice,
                        regData.data());
       },
       {}},
  };
  measure(h2d, rounds);
  printRow("to device", bytes, double(bytes), h2d);

  // Device -> host: each view's device copy is made the current one (no
  // copy: it is current already) before each timed synchronize().
  std::vector<Variant> d2h = {
      {"array_view",
       [&] {
         av.synchronize_to(view, access_type_read_write);
         av.synchronize();
       },
       {}},
      {"av staged only",
       [&] {
         stg.synchronize_to(view, access_type_read_write);
         withStagedOnly([&] { stg.synchronize(); });
       },
       {}},
      {"av engine off",
       [&] {
         off.synchronize_to(view, access_type_read_write);
         withEngineOff([&] { off.synchronize(); });
       },
       {}},
      {"array", [&] { copy(arr, arrData.begin()); }, {}},
      {"hip pageable",
       [&] {
         CHECK_HIP(
             hipMemcpy(pageData.data(), devPage, bytes, hipMemcpyDeviceToHost));
       },
       {}},
      {"hip pinned",
       [&] {
         CHECK_HIP(hipMemcpy(pinned, devPinned, bytes, hipMemcpyDeviceToHost));
       },
       {}},
      {"hip register+copy",
       [&] {
         registeredCopy(regData.data(), devReg, hipMemcpyDeviceToHost,
                        regData.data());
       },
       {}},
  };
  measure(d2h, rounds);
  printRow("to host", bytes, double(bytes), d2h);

  // Round trip: host -> device, add 1 on the device, device -> host.
  int trips[7] = {};
  std::vector<Variant> trip = {
      {"array_view",
       [&] {
         av.refresh();
         ampAddOneView(av);
         av.synchronize();
         ++trips[AV];
       },
       {}},
      {"av staged only",
       [&] {
         withStagedOnly([&] {
           stg.refresh();
           ampAddOneView(stg);
           stg.synchronize();
         });
         ++trips[AvStaged];
       },
       {}},
      {"av engine off",
       [&] {
         withEngineOff([&] {
           off.refresh();
           ampAddOneView(off);
           off.synchronize();
         });
         ++trips[AvOff];
       },
       {}},
      {"array",
       [&] {
         copy(arrData.begin(), arrData.end(), arr);
         ampAddOneArray(arr);
         copy(arr, arrData.begin());
         ++trips[Arr];
       },
       {}},
      {"hip pageable",
       [&] {
         CHECK_HIP(
             hipMemcpy(devPage, pageData.data(), bytes, hipMemcpyHostToDevice));
         hipLaunchKernelGGL(handAddOne, dim3(blocks), dim3(256), 0, nullptr,
                            devPage, n);
         CHECK_HIP(hipGetLastError());
         CHECK_HIP(
             hipMemcpy(pageData.data(), devPage, bytes, hipMemcpyDeviceToHost));
         ++trips[HipPageable];
       },
       {}},
      {"hip pinned",
       [&] {
         CHECK_HIP(hipMemcpy(devPinned, pinned, bytes, hipMemcpyHostToDevice));
         hipLaunchKernelGGL(handAddOne, dim3(blocks), dim3(256), 0, nullptr,
                            devPinned, n);
         CHECK_HIP(hipGetLastError());
         CHECK_HIP(hipMemcpy(pinned, devPinned, bytes, hipMemcpyDeviceToHost));
         ++trips[HipPinned];
       },
       {}},
      {"hip register+copy",
       [&] {
         CHECK_HIP(
             hipHostRegister(regData.data(), bytes, hipHostRegisterDefault));
         CHECK_HIP(
             hipMemcpy(devReg, regData.data(), bytes, hipMemcpyHostToDevice));
         hipLaunchKernelGGL(handAddOne, dim3(blocks), dim3(256), 0, nullptr,
                            devReg, n);
         CHECK_HIP(hipGetLastError());
         CHECK_HIP(
             hipMemcpy(regData.data(), devReg, bytes, hipMemcpyDeviceToHost));
         CHECK_HIP(hipHostUnregister(regData.data()));
         ++trips[HipRegister];
       },
       {}},
  };
  measure(trip, rounds);
  printRow("round trip", bytes, 2.0 * double(bytes), trip);

  // Every variant's data went through the device trips[i] times.
  av.synchronize();
  stg.synchronize();
  off.synchronize();
  std::vector<float> pinnedCopy(pinned, pinned + n);
  bool ok = allEqual(avData, float(trips[AV])) &&
            allEqual(stgData, float(trips[AvStaged])) &&
            allEqual(offData, float(trips[AvOff])) &&
            allEqual(arrData, float(trips[Arr])) &&
            allEqual(pageData, float(trips[HipPageable])) &&
            allEqual(pinnedCopy, float(trips[HipPinned])) &&
            allEqual(regData, float(trips[HipRegister]));
  if (!ok)
    std::printf("| %-10s | %-8s | DATA WRONG after the round trips\n", "check",
                sizeName(bytes).c_str());
  CHECK_HIP(hipFree(devPage));
  CHECK_HIP(hipFree(devPinned));
  CHECK_HIP(hipFree(devReg));
  CHECK_HIP(hipHostFree(pinned));
  CHECK_HIP(hipStreamDestroy(stream));
  return ok;
}

// The launch overhead: `launches` back-to-back launches of a 256-element
// kernel, then one wait; microseconds per launch, for the submission alone
// and with the wait.
bool benchLaunches(const accelerator_view &view, int launches) {
  const int n = 256;
  std::vector<int> hostA(n, -1), hostB(n, -1);
  array_view<int, 1> plain(n, hostA), tiled(n, hostB);
  int *dev = nullptr;
  CHECK_HIP(hipMalloc(reinterpret_cast<void **>(&dev), n * sizeof(int)));
  hipStream_t stream;
  CHECK_HIP(hipStreamCreate(&stream));
  struct LaunchVariant {
    const char *Name;
    std::function<void()> Launch;
    std::function<void()> Wait;
    std::vector<double> Submit, Total;
  };
  std::vector<LaunchVariant> variants = {
      {"hipLaunchKernelGGL",
       [&] {
         hipLaunchKernelGGL(handTouch, dim3(1), dim3(256), 0, stream, dev, n);
       },
       [&] {
         CHECK_HIP(hipGetLastError());
         CHECK_HIP(hipStreamSynchronize(stream));
       },
       {},
       {}},
      {"parallel_for_each",
       [&] { ampTouch(plain); },
       [&] { view.wait(); },
       {},
       {}},
      {"parallel_for_each tiled",
       [&] { ampTouchTiled(tiled); },
       [&] { view.wait(); },
       {},
       {}},
  };
  const int rounds = 15;
  for (int r = -1; r < rounds; ++r) // round -1: warm-up
    for (LaunchVariant &v : variants) {
      Clock::time_point start = Clock::now();
      for (int i = 0; i < launches; ++i)
        v.Launch();
      double submit = msSince(start);
      v.Wait();
      double total = msSince(start);
      if (r >= 0) {
        v.Submit.push_back(submit * 1e3 / launches);
        v.Total.push_back(total * 1e3 / launches);
      }
    }
  double handTotal = median(variants[0].Total);
  std::printf("\nlaunch overhead: %d back-to-back launches of a 256-thread "
              "kernel, then one wait; median of %d rounds\n",
              launches, rounds);
  std::printf("| %-24s | %16s | %16s | %18s |\n", "launch", "submit us/launch",
              "total us/launch", "total - hand (us)");
  std::printf("|%s|%s|%s|%s|\n", std::string(26, '-').c_str(),
              std::string(18, '-').c_str(), std::string(18, '-').c_str(),
              std::string(20, '-').c_str());
  for (LaunchVariant &v : variants)
    std::printf("| %-24s | %16.3f | %16.3f | %18.3f |\n", v.Name,
                median(v.Submit), median(v.Total), median(v.Total) - handTotal);
  plain.synchronize();
  tiled.synchronize();
  std::vector<int> hand(n);
  CHECK_HIP(
      hipMemcpy(hand.data(), dev, n * sizeof(int), hipMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && hostA[i] == i && hostB[i] == i && hand[i] == i;
  std::printf("launch results correct: %s\n", ok ? "yes" : "NO");
  CHECK_HIP(hipFree(dev));
  CHECK_HIP(hipStreamDestroy(stream));
  return ok;
}

// copy_async and synchronize_async overlap with host work: `hostMs` of
// busy host work beside a 256 MiB copy, sequential against asynchronous.
void benchOverlap(const accelerator_view &view, double hostMs) {
  const size_t n = (size_t(256) << 20) / sizeof(float);
  std::vector<float> data(n, 1.0f);
  array<float, 1> arr(int(n), view);
  array_view<float, 1> av(int(n), data);
  auto hostWork = [hostMs] {
    Clock::time_point start = Clock::now();
    while (msSince(start) < hostMs) {
    }
  };
  std::vector<Variant> variants = {
      {"copy + work",
       [&] {
         copy(data.begin(), data.end(), arr);
         hostWork();
       },
       {}},
      {"copy_async + work",
       [&] {
         completion_future done = copy_async(data.begin(), data.end(), arr);
         hostWork();
         done.get();
       },
       {}},
      {"synchronize + work",
       [&] {
         av.synchronize_to(view, access_type_read_write);
         av.synchronize();
         hostWork();
       },
       {}},
      {"synchronize_async + work",
       [&] {
         av.synchronize_to(view, access_type_read_write);
         completion_future done = av.synchronize_async();
         hostWork();
         done.get();
       },
       {}},
  };
  measure(variants, 7);
  std::printf("\noverlap: 256 MiB copy beside %.1f ms of host work (median "
              "ms of 7 rounds)\n",
              hostMs);
  std::printf("| %-26s | %10s |\n", "variant", "median ms");
  std::printf("|%s|%s|\n", std::string(28, '-').c_str(),
              std::string(12, '-').c_str());
  for (Variant &v : variants)
    std::printf("| %-26s | %10.3f |\n", v.Name.c_str(), median(v.Times));
}

// Remote views (C++ AMP v1.2 §5.2): a view of an array of GPU 0 used by a
// kernel on GPU 1, then by one on GPU 0; each use on the other GPU first
// moves the data there (the runtime: hipMemcpyPeerAsync, buffer.h). Against
// hand-written HIP doing the same two kernels with hipMemcpyPeerAsync, and
// with the copies through pinned host memory (what the runtime did before).
// Median ms per ping-pong (two copies, two kernels); needs two GPUs.
bool benchPeer(const std::vector<size_t> &sizes) {
  std::vector<accelerator> gpus;
  for (const accelerator &each : accelerator::get_all())
    if (each.device_path != accelerator::cpu_accelerator && !each.is_emulated)
      gpus.push_back(each);
  if (gpus.size() < 2) {
    std::printf("\npeer: %zu GPU(s), two needed: skipped\n", gpus.size());
    return true;
  }
  int canAccess = 0;
  CHECK_HIP(hipDeviceCanAccessPeer(&canAccess, 1, 0));
  std::printf("\npeer: a view of an array of GPU 0 used on GPU 1, then on "
              "GPU 0 (median ms per ping-pong: two copies, two kernels; "
              "peer access %s)\n",
              canAccess ? "available" : "not available");
  std::printf("| %-8s | %12s | %12s | %14s | %9s | %10s |\n", "size",
              "array_view", "hip peer", "hip via host", "av/peer", "GB/s av");
  std::printf("|%s|%s|%s|%s|%s|%s|\n", std::string(10, '-').c_str(),
              std::string(14, '-').c_str(), std::string(14, '-').c_str(),
              std::string(16, '-').c_str(), std::string(11, '-').c_str(),
              std::string(12, '-').c_str());
  accelerator_view home = gpus[0].default_view;
  accelerator_view remote = gpus[1].default_view;
  bool ok = true;
  for (size_t bytes : sizes) {
    if (bytes > (size_t(256) << 20))
      continue;
    const size_t n = bytes / sizeof(float);
    const int rounds = bytes >= (size_t(64) << 20) ? 11 : 51;
    const unsigned blocks = unsigned((n + 255) / 256);
    std::vector<float> start(n, 0.0f);
    array<float, 1> arr(int(n), start.begin(), start.end(), home);
    array_view<float, 1> view(arr);
    float *dev0 = nullptr, *dev1 = nullptr, *pinned = nullptr;
    hipStream_t stream0 = nullptr, stream1 = nullptr;
    CHECK_HIP(hipSetDevice(0));
    CHECK_HIP(hipMalloc(&dev0, bytes));
    CHECK_HIP(hipMemset(dev0, 0, bytes));
    CHECK_HIP(hipStreamCreate(&stream0));
    CHECK_HIP(hipHostMalloc(&pinned, bytes, hipHostMallocPortable));
    CHECK_HIP(hipSetDevice(1));
    CHECK_HIP(hipMalloc(&dev1, bytes));
    CHECK_HIP(hipStreamCreate(&stream1));
    int pingPongs[3] = {0, 0, 0};
    // One hop: the data of `source` (on device `from`) copied to `target`
    // (on device `to`), where a kernel then adds 1; waits. Directly between
    // the GPUs, or through pinned host memory (`fromStream` on `from`).
    auto peerHop = [&](float *target, int to, const float *source, int from,
                       hipStream_t toStream) {
      CHECK_HIP(hipSetDevice(to));
      CHECK_HIP(hipMemcpyPeerAsync(target, to, source, from, bytes, toStream));
      hipLaunchKernelGGL(handAddOne, dim3(blocks), dim3(256), 0, toStream,
                         target, n);
      CHECK_HIP(hipStreamSynchronize(toStream));
    };
    auto hostHop = [&](float *target, int to, const float *source, int from,
                       hipStream_t fromStream, hipStream_t toStream) {
      CHECK_HIP(hipSetDevice(from));
      CHECK_HIP(hipMemcpyAsync(pinned, source, bytes, hipMemcpyDeviceToHost,
                               fromStream));
      CHECK_HIP(hipStreamSynchronize(fromStream));
      CHECK_HIP(hipSetDevice(to));
      CHECK_HIP(hipMemcpyAsync(target, pinned, bytes, hipMemcpyHostToDevice,
                               toStream));
      hipLaunchKernelGGL(handAddOne, dim3(blocks), dim3(256), 0, toStream,
                         target, n);
      CHECK_HIP(hipStreamSynchronize(toStream));
    };
    std::vector<Variant> variants = {
        {"array_view",
         [&] {
           ampAddOneViewOn(remote, view);
           ampAddOneViewOn(home, view);
           home.wait();
           ++pingPongs[0];
         },
         {}},
        {"hip peer",
         [&] {
           peerHop(dev1, 1, dev0, 0, stream1);
           peerHop(dev0, 0, dev1, 1, stream0);
           ++pingPongs[1];
         },
         {}},
        {"hip via host",
         [&] {
           hostHop(dev1, 1, dev0, 0, stream0, stream1);
           hostHop(dev0, 0, dev1, 1, stream1, stream0);
           ++pingPongs[2];
         },
         {}},
    };
    measure(variants, rounds);
    // Each ping-pong adds 2 to every element; the two hand-written variants
    // both add to dev0.
    std::vector<float> viaView(n), viaHost(n);
    copy(arr, viaView.begin());
    CHECK_HIP(hipMemcpy(viaHost.data(), dev0, bytes, hipMemcpyDeviceToHost));
    bool right = viaView[0] == 2.0f * float(pingPongs[0]) &&
                 viaView[n - 1] == 2.0f * float(pingPongs[0]) &&
                 viaHost[n - 1] == 2.0f * float(pingPongs[1] + pingPongs[2]);
    ok = ok && right;
    double av = median(variants[0].Times), peer = median(variants[1].Times);
    std::printf("| %-8s | %12.4f | %12.4f | %14.4f | %9.3f | %10.1f |%s\n",
                sizeName(bytes).c_str(), av, peer, median(variants[2].Times),
                av / peer, 2.0 * double(bytes) / (av * 1e6),
                right ? "" : " DATA WRONG");
    std::fflush(stdout);
    CHECK_HIP(hipStreamDestroy(stream1));
    CHECK_HIP(hipFree(dev1));
    CHECK_HIP(hipSetDevice(0));
    CHECK_HIP(hipStreamDestroy(stream0));
    CHECK_HIP(hipFree(dev0));
    CHECK_HIP(hipHostFree(pinned));
  }
  return ok;
}

} // namespace

int main(int argc, char **argv) {
  std::vector<size_t> sizes;
  for (int i = 1; i < argc; ++i)
    sizes.push_back(parseSize(argv[i]));
  if (sizes.empty())
    sizes = {size_t(4) << 10, size_t(1) << 20, size_t(64) << 20,
             size_t(256) << 20, size_t(1) << 30};
  for (size_t s : sizes)
    if (s == 0 || s % sizeof(float) != 0) {
      std::fprintf(stderr, "sizes: 4K 1M 64M 256M 1G ... (multiples of 4)\n");
      return 2;
    }
  accelerator device;
  accelerator_view view = device.default_view;
  std::wstring wideName = device.description;
  std::string name(wideName.begin(), wideName.end()); // ASCII device names
  const Settings settings = engineSettings();
  if (!HAVE_TRANSFER_ENGINE)
    std::printf("%s; runtime without the transfer engine\n", name.c_str());
  else
    std::printf("%s; transfer engine: staged from %s, chunks of %s, %u "
                "buffers, %u memcpy threads, host memory registered on the "
                "%u%s staged copy\n",
                name.c_str(),
                settings.staged_min_bytes == SIZE_MAX
                    ? "never"
                    : sizeName(settings.staged_min_bytes).c_str(),
                sizeName(settings.chunk_bytes).c_str(), settings.slots,
                settings.threads, settings.register_after,
                settings.register_after == 1   ? "st"
                : settings.register_after == 2 ? "nd"
                : settings.register_after == 3 ? "rd"
                                               : "th");
  std::printf("median ms per operation (host clock, synchronous); ratios of "
              "medians; GB/s av = bytes moved / array_view time\n");
  printHeader();
  bool ok = true;
  for (size_t s : sizes)
    ok = benchSize(s, view) && ok;
  ok = benchLaunches(view, 20000) && ok;
  benchOverlap(view, 6.0);
  ok = benchPeer(sizes) && ok;
  std::printf("all data correct: %s\n", ok ? "yes" : "NO");
  return ok ? 0 : 1;
}
