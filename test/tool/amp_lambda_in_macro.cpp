// A restrict(amp, cpu) lambda written by a macro used in the main file (the
// conformance suite's EVALUATE_TEST_ON_CPU_AND_GPU): the macro use is
// expanded one level and the lambda becomes a __host__ __device__ lambda;
// `[&]` capturing nothing is written `[=]` (nvcc's extended lambdas cannot
// capture by reference).
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;
#define EVALUATE(expr) evaluate(#expr, [&]() restrict(cpu, amp) { return expr; })

template <typename F> int evaluate(const char *, const F &f) { return f(); }
int answer() restrict(amp, cpu) { return 42; }

int main() {
  int x = EVALUATE(answer());
  // CHECK: int x = evaluate("answer()", [=] __host__ __device__() { return answer(); });
  return x == 42 ? 0 : 1;
}
