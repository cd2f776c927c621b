// fast_math and precise_math called from cpu code, as MSVC compiles it:
// <amp_math.h> imports <cmath>'s functions into both namespaces for
// restrict(cpu) callers, so in host code and on the cpu side of a
// restrict(amp, cpu) function `fast_math::sqrt(x)` is std::sqrt(x), and on
// the amp side it is AMP's float function. Microsoft's BinomialOptions and
// ampblas's `_detail::sqrt` are written this way.
//
// Each function is evaluated on the accelerator (in a kernel) and on the
// host, and compared with <cmath> computed here: on the host exactly (the
// same function), on the accelerator within the fast_math tolerance.
#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

const int NumSteps = 16;

// BinomialOptions's payoff: fast_math::exp on both sides.
float expiry_call_value(float s, float x, float vdt, int t) restrict(amp, cpu) {
  float d = s * fast_math::exp(vdt * (2.0f * t - NumSteps)) - x;
  return d > 0 ? d : 0;
}

// ampblas's _detail::sqrt.
float amp_sqrt(const float &v) restrict(cpu, amp) {
  return concurrency::fast_math::sqrt(v);
}
double amp_sqrt(const double &v) restrict(cpu, amp) {
  return concurrency::precise_math::sqrt(v);
}

// A double argument: std::sqrt(double) on the cpu side, fast_math's float
// sqrt on the amp side.
double mixed_sqrt(double v) restrict(amp, cpu) { return fast_math::sqrt(v); }

// The same in a template.
template <typename T> T template_sqrt(T v) restrict(amp, cpu) {
  return fast_math::sqrt(v);
}

int check(const char *what, bool ok) {
  std::printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  return ok ? 0 : 1;
}

int main() {
  int failures = 0;
  // Host side: <cmath>'s own results, bit for bit.
  failures += check("host expiry_call_value",
                    expiry_call_value(100.0f, 90.0f, 0.01f, 12) ==
                        std::max(100.0f * std::exp(0.01f * 8.0f) - 90.0f, 0.0f));
  failures += check("host fast_math::sqrt(float)",
                    amp_sqrt(2.0f) == std::sqrt(2.0f));
  failures += check("host precise_math::sqrt(double)",
                    amp_sqrt(2.0) == std::sqrt(2.0));
  failures += check("host fast_math::sqrt(double) in restrict(amp, cpu)",
                    mixed_sqrt(2.0) == std::sqrt(2.0));
  failures += check("host fast_math::sqrt(double) in a template",
                    template_sqrt(2.0) == std::sqrt(2.0));
  failures += check("host fast_math::sqrt(double) in host code",
                    fast_math::sqrt(2.0) == std::sqrt(2.0));
  failures += check("host precise_math::lgamma(double) in host code",
                    precise_math::lgamma(10.5) == std::lgamma(10.5));

  // Accelerator side.
  const int n = 256;
  std::vector<float> call(n), root(n);
  std::vector<double> mixed(n), templated(n);
  {
    array_view<float, 1> callv(n, call), rootv(n, root);
    array_view<double, 1> mixedv(n, mixed), templatedv(n, templated);
    callv.discard_data();
    rootv.discard_data();
    mixedv.discard_data();
    templatedv.discard_data();
    parallel_for_each(callv.extent, [=](index<1> i) restrict(amp) {
      float s = 50.0f + i[0];
      callv[i] = expiry_call_value(s, 100.0f, 0.01f, i[0] % NumSteps);
      rootv[i] = amp_sqrt(s);
      mixedv[i] = mixed_sqrt(2.0 + i[0]);
      templatedv[i] = template_sqrt(2.0 + i[0]);
    });
    callv.synchronize();
    rootv.synchronize();
    mixedv.synchronize();
    templatedv.synchronize();
  }
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    float s = 50.0f + i;
    float expected_call = std::max(
        s * std::exp(0.01f * (2.0f * (i % NumSteps) - NumSteps)) - 100.0f,
        0.0f);
    // fast_math::exp: within 2 + |1.173 x| ulp of the exact value (|x| <=
    // 0.16 here), so 3 ulp of the exponential, times s.
    wrong += std::fabs(call[i] - expected_call) > 3 * 1.2e-7f * s;
    wrong += std::fabs(root[i] - std::sqrt(s)) > std::sqrt(s) * 1.2e-7f;
    // The amp side computes in float (MSVC: fast_math has float overloads
    // only): the float root, correctly rounded. The CPU platform runs the
    // kernel with the cpu side's std::sqrt(double): the double root.
    double in_double = std::sqrt(2.0 + i);
    double in_float = std::sqrt(static_cast<float>(2.0 + i));
    wrong += mixed[i] != in_float && mixed[i] != in_double;
    wrong += templated[i] != mixed[i];
  }
  std::printf("accelerator: %d of %d wrong\n", wrong, 4 * n);
  failures += wrong != 0;
  return failures == 0 ? 0 : 1;
}
