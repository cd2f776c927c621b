// TBB 4.x's <tbb/task_scheduler_init.h>, as C++ AMP programs of Visual
// Studio 2012's time include it beside their kernels (Stefano Tommesani's
// TBBDemo compares a kernel with tbb::parallel_for). oneTBB 2021, the TBB of
// Linux distributions, removed the header and the class: before, the parse
// stopped at "'tbb/task_scheduler_init.h' file not found" (E0001). The
// include is mapped to the runtime's <amp2hip/task_scheduler_init.h>, the
// class on oneTBB's global_control (AMP2HIP-W0004); the rest of TBB is
// oneTBB's own. Built with nvcc and run on the CPU platform: one thread
// allowed while `init` is active (every iteration on the calling thread),
// the default again after terminate(); the sums against the arithmetic
// below.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: < %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.hip.cpp
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// EXE: active 1, limit 1, threads used 1, sum 499500
// EXE-NEXT: active 0, limit restored 1
// EXE-NEXT: kernel 499500
// DIAG: W0004_tbb_task_scheduler_init.cpp:[[@LINE+2]]:1: warning: 'tbb/task_scheduler_init.h' is mapped to <amp2hip/task_scheduler_init.h>, amp2hip's portability layer: Intel TBB 4.x's tbb::task_scheduler_init, which oneTBB 2021 removed, on oneTBB's global_control (the thread count and stack size while active) [AMP2HIP-W0004]
// OUT: {{^}}#include <amp2hip/task_scheduler_init.h>
#include <tbb/task_scheduler_init.h>
using namespace tbb;
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/spin_mutex.h>

#include <amp.h>
#include <cstdio>
#include <set>
#include <thread>
#include <vector>

// 0 + 1 + ... + 999 = 999 * 1000 / 2 = 499500.
long long tbbSum(const std::vector<int> &values, std::size_t *threads) {
  spin_mutex lock;
  long long total = 0;
  std::set<std::thread::id> ids;
  parallel_for(blocked_range<std::size_t>(0, values.size(), 10),
               [&](const blocked_range<std::size_t> &r) {
                 long long part = 0;
                 for (std::size_t i = r.begin(); i != r.end(); ++i)
                   part += values[i];
                 spin_mutex::scoped_lock hold(lock);
                 total += part;
                 ids.insert(std::this_thread::get_id());
               });
  *threads = ids.size();
  return total;
}

long long ampSum(const std::vector<int> &values) {
  std::vector<int> total(1, 0);
  concurrency::array_view<const int, 1> in(int(values.size()), values);
  concurrency::array_view<int, 1> out(1, total);
  concurrency::parallel_for_each(in.extent,
                                 [=](concurrency::index<1> i) restrict(amp) {
                                   concurrency::atomic_fetch_add(&out[0], in[i]);
                                 });
  return out[0];
}

int main() {
  std::vector<int> values(1000);
  for (int i = 0; i < 1000; ++i)
    values[i] = i;
  // oneTBB's view of the limit (not TBB 4.x's API: the test's own check).
  using control = oneapi::tbb::global_control;
  std::size_t before = control::active_value(control::max_allowed_parallelism);
  task_scheduler_init init(1);
  std::size_t limit = control::active_value(control::max_allowed_parallelism);
  std::size_t threads = 0;
  long long sum = tbbSum(values, &threads);
  std::printf("active %d, limit %zu, threads used %zu, sum %lld\n",
              int(init.is_active()), limit, threads, sum);
  init.terminate();
  std::printf("active %d, limit restored %d\n", int(init.is_active()),
              int(control::active_value(control::max_allowed_parallelism) ==
                  before));
  std::printf("kernel %lld\n", ampSum(values));
  return 0;
}
