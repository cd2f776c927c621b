// Multi-GPU sample (issue 8): one parallel_for_each workload split over every
// accelerator that accelerator::get_all() finds.
//
// Each element i of the result is mix(i, Rounds): Rounds rounds of a xorshift
// step plus a constant, a restrict(amp, cpu) function, so that the CPU
// reference below runs the same arithmetic. The elements are split into one
// contiguous part per GPU (accelerators that are not emulated: the CPU
// accelerator that get_all() lists last is skipped); each part is an
// array_view over its slice of one std::vector, written on its own GPU through
// the accelerator_view form of parallel_for_each, and the parts are gathered
// back by synchronize(). The same work on the first GPU alone is timed too.
//
// stdout (compared with expected_output.txt, derived in expected_output.md):
// the size, four sampled results and the number of results that differ from
// the CPU reference (0). stderr: the GPUs found, the share of each, the time
// on one GPU and on all of them, and the speed-up; these depend on the
// machine.
// amp2hip-test: no-cpu it runs on the accelerators that are not emulated, and the CPU platform's (WARP and the reference accelerator) are, as on a machine without a GPU in Microsoft's C++ AMP (docs/platforms.md)
#include <amp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

using namespace concurrency;

static const int Elements = 1 << 22;
static const int Rounds = 4096;

// Rounds rounds of xorshift32 (13, 17, 5) plus the golden-ratio constant.
unsigned int mix(unsigned int x, int rounds) restrict(amp, cpu) {
  for (int r = 0; r < rounds; ++r) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    x += 0x9e3779b9u;
  }
  return x;
}

// Writes mix(first + i, rounds) into part[i] on \p view's accelerator.
void fill_part(const accelerator_view &view, array_view<unsigned int, 1> part,
               int first, int rounds) {
  part.discard_data();
  parallel_for_each(view, part.extent, [=](index<1> idx) restrict(amp) {
    part[idx] = mix(static_cast<unsigned int>(first + idx[0]), rounds);
  });
}

// Splits [0, Elements) into one contiguous part per accelerator of \p gpus,
// runs them all, then gathers them into \p out. \returns the milliseconds.
double run_split(const std::vector<accelerator> &gpus,
                 std::vector<unsigned int> &out) {
  const int count = static_cast<int>(gpus.size());
  auto start = std::chrono::steady_clock::now();
  std::vector<array_view<unsigned int, 1>> parts;
  for (int g = 0; g < count; ++g) {
    int first = static_cast<int>(static_cast<long long>(Elements) * g / count);
    int last =
        static_cast<int>(static_cast<long long>(Elements) * (g + 1) / count);
    parts.push_back(array_view<unsigned int, 1>(last - first, &out[first]));
    fill_part(gpus[g].default_view, parts.back(), first, Rounds);
  }
  for (auto &part : parts)
    part.synchronize();
  auto stop = std::chrono::steady_clock::now();
  return std::chrono::duration<double, std::milli>(stop - start).count();
}

// The CPU reference, on every host thread; \returns how many of \p out differ.
long long count_mismatches(const std::vector<unsigned int> &out) {
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<long long> wrong(threads, 0);
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      for (int i = static_cast<int>(t); i < Elements; i += threads)
        if (out[i] != mix(static_cast<unsigned int>(i), Rounds))
          ++wrong[t];
    });
  for (auto &thread : pool)
    thread.join();
  long long total = 0;
  for (long long w : wrong)
    total += w;
  return total;
}

int main() {
  std::vector<accelerator> gpus;
  for (const accelerator &acc : accelerator::get_all())
    if (!acc.is_emulated)
      gpus.push_back(acc);
  if (gpus.empty()) {
    std::fprintf(stderr, "multi_gpu: no GPU accelerator found\n");
    return 1;
  }
  for (size_t g = 0; g < gpus.size(); ++g)
    std::fwprintf(stderr, L"multi_gpu: GPU %d: %ls (%ls)\n", (int)g,
                  gpus[g].description.c_str(), gpus[g].device_path.c_str());

  std::vector<unsigned int> out(Elements);
  // Warm-up: every device's context and kernel, outside the timings.
  run_split(gpus, out);
  std::vector<accelerator> first_gpu(1, gpus[0]);
  double one = run_split(first_gpu, out);
  std::fill(out.begin(), out.end(), 0u);
  double all = run_split(gpus, out);
  // stderr is wide-oriented by the fwprintf above: a narrow fprintf to it
  // would print nothing (C11 7.21.2).
  std::fwprintf(stderr,
                L"multi_gpu: %d GPU(s), %d elements each about %d; one GPU "
                L"%.2f ms, all %.2f ms, speed-up %.2fx\n",
                (int)gpus.size(), Elements, Elements / (int)gpus.size(), one,
                all, one / all);

  std::printf("elements: %d, rounds: %d\n", Elements, Rounds);
  const int samples[] = {0, 1, 123456, Elements - 1};
  for (int i : samples)
    std::printf("result[%d] = %u\n", i, out[i]);
  std::printf("mismatches against the CPU: %lld\n", count_mismatches(out));
  return 0;
}
