// Overlapping transfers with kernels (issue 8): copy_async and
// completion_future::then (C++ AMP v1.2 §4.6, §5.3).
//
// Chunks of input go to the GPU, through a kernel, and back. The plain
// version does each step after the other with copy(). The overlapped version
// double-buffers: while the kernel of chunk c runs, copy_async uploads chunk
// c + 1 into the other device array, and the download of chunk c is a
// copy_async whose then() continuation counts the chunks that came back. A
// download into host memory finishes before its continuation runs, so the
// count reaching Chunks means every result is in place.
//
// What overlaps on the GPU: amp2hip's accelerator_view queues kernels on one
// HIP stream and copies between the host and the device on a second one, and
// orders the work of each array across the two with events (a copy into
// inputs[1 - b] waits only for the kernel that last read it, the kernel of
// chunk c waits only for the upload of chunk c, the download of chunk c only
// for its kernel). So the upload of chunk c + 1 and the download of chunk
// c - 1 run while the kernel of chunk c does. Copies still follow each other
// (one transfer stream, one staged copy at a time in the process), so with
// kernels as short as these the copies set the time and the gain is about
// the kernels' share of it. AMP2HIP_COPY_STREAM=off puts the copies back on
// the kernels' stream, for comparison (docs/features/async.md).
//
// stdout (compared with expected_output.txt, derived in expected_output.md):
// the sizes, two sampled results, the continuations that ran and the results
// that differ from a CPU reference, for both versions. stderr: the time of
// each version, which depends on the machine.
#include <amp.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

using namespace concurrency;

static const int Chunks = 8;
static const int ChunkElements = 1 << 22;
static const int Rounds = 64;

// Rounds rounds of xorshift32 (13, 17, 5) plus the golden-ratio constant.
unsigned int scramble(unsigned int x) restrict(amp, cpu) {
  for (int r = 0; r < Rounds; ++r) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    x += 0x9e3779b9u;
  }
  return x;
}

// result[i] = scramble(input[i]) on the arrays' accelerator.
void run_kernel(const array<unsigned int, 1> &input,
                array<unsigned int, 1> &result) {
  parallel_for_each(result.extent, [=, &input, &result](index<1> idx)
                                       restrict(amp) {
    result[idx] = scramble(input[idx]);
  });
}

using Chunk = std::vector<unsigned int>;

// copy, kernel, copy, chunk after chunk. \returns the milliseconds.
double run_plain(const std::vector<Chunk> &in, std::vector<Chunk> &out) {
  auto start = std::chrono::steady_clock::now();
  array<unsigned int, 1> input(ChunkElements), result(ChunkElements);
  for (int c = 0; c < Chunks; ++c) {
    copy(in[c].begin(), in[c].end(), input);
    run_kernel(input, result);
    copy(result, out[c].begin());
  }
  auto stop = std::chrono::steady_clock::now();
  return std::chrono::duration<double, std::milli>(stop - start).count();
}

// Double-buffered with copy_async and then(); \p arrived counts the
// continuations. \returns the milliseconds.
double run_overlapped(const std::vector<Chunk> &in, std::vector<Chunk> &out,
                      std::atomic<int> &arrived) {
  auto start = std::chrono::steady_clock::now();
  array<unsigned int, 1> input0(ChunkElements), input1(ChunkElements);
  array<unsigned int, 1> result0(ChunkElements), result1(ChunkElements);
  array<unsigned int, 1> *inputs[2] = {&input0, &input1};
  array<unsigned int, 1> *results[2] = {&result0, &result1};
  completion_future downloads[2];
  completion_future upload = copy_async(in[0].begin(), in[0].end(), input0);
  for (int c = 0; c < Chunks; ++c) {
    const int b = c % 2;
    upload.get(); // chunk c is on the device
    if (c + 1 < Chunks)
      upload = copy_async(in[c + 1].begin(), in[c + 1].end(),
                          *inputs[1 - b]);
    if (downloads[b].valid())
      downloads[b].get(); // results[b] has been copied out (chunk c - 2)
    run_kernel(*inputs[b], *results[b]);
    downloads[b] = copy_async(*results[b], out[c].begin());
    downloads[b].then([&arrived] { ++arrived; });
  }
  for (completion_future &download : downloads)
    download.get();
  // The continuations run once their download has completed; wait for the
  // last of them (each is one increment).
  while (arrived.load() < Chunks)
    std::this_thread::yield();
  auto stop = std::chrono::steady_clock::now();
  return std::chrono::duration<double, std::milli>(stop - start).count();
}

// The CPU reference; \returns how many results differ.
long long count_mismatches(const std::vector<Chunk> &in,
                           const std::vector<Chunk> &out) {
  long long wrong = 0;
  for (int c = 0; c < Chunks; ++c)
    for (int i = 0; i < ChunkElements; ++i)
      if (out[c][i] != scramble(in[c][i]))
        ++wrong;
  return wrong;
}

int main() {
  std::vector<Chunk> in(Chunks, Chunk(ChunkElements));
  for (int c = 0; c < Chunks; ++c)
    for (int i = 0; i < ChunkElements; ++i)
      in[c][i] = static_cast<unsigned int>(c) * ChunkElements + i;

  std::vector<Chunk> plain(Chunks, Chunk(ChunkElements));
  std::vector<Chunk> overlapped(Chunks, Chunk(ChunkElements));
  std::atomic<int> warm_up_arrived(0);
  run_overlapped(in, overlapped, warm_up_arrived); // context, kernel, pools
  double plain_ms = run_plain(in, plain);
  std::atomic<int> arrived(0);
  for (Chunk &chunk : overlapped)
    std::fill(chunk.begin(), chunk.end(), 0u);
  double overlapped_ms = run_overlapped(in, overlapped, arrived);
  std::fprintf(stderr,
               "async_overlap: %d chunks of %d MiB: copy + kernel + copy %.2f "
               "ms, overlapped with copy_async %.2f ms (%.2fx)\n",
               Chunks, ChunkElements * 4 / (1 << 20), plain_ms, overlapped_ms,
               plain_ms / overlapped_ms);

  std::printf("chunks: %d of %d elements, rounds: %d\n", Chunks, ChunkElements,
              Rounds);
  std::printf("result[0][0] = %u, result[7][4194303] = %u\n", overlapped[0][0],
              overlapped[Chunks - 1][ChunkElements - 1]);
  std::printf("continuations run: %d\n", arrived.load());
  std::printf("plain: mismatches against the CPU: %lld\n",
              count_mismatches(in, plain));
  std::printf("overlapped: mismatches against the CPU: %lld\n",
              count_mismatches(in, overlapped));
  return 0;
}
