// C++ AMP v1.2 §2.3 (MSVC error C3930): a call that only a template's
// instantiation resolves, to a function without restrict(amp), from the amp
// side of restrict(amp, cpu) code. Clang resolves restrict(amp, cpu) code on
// the host side and defers its CUDA diagnostic until the caller is emitted
// for the device, which amp2hip's host-only parse never does: the call was
// translated with exit status 0 into output that nvcc warns about ("calling a
// __host__ function from a __host__ __device__ function ... is not allowed",
// an error where warnings are, as in the tests' nvcc builds); SolveTSP's
// `maxvec<sumtype>()` in `initweights`, with the cpu-only `maxvec` of its
// `#if (_MSC_VER != 1700)` branch).
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
using namespace concurrency;

// cpu only: MSVC rejects their calls from amp code.
template <typename T> T largest();
template <> float largest<float>() { return 3.0e38f; }
template <typename T> T larger(T A, T B) { return A > B ? A : B; }

// amp and cpu: calls of these are fine in every instantiation.
template <typename T> T smallest() restrict(amp, cpu);
template <> float smallest<float>() restrict(amp, cpu) { return -3.0e38f; }
template <typename T> T smaller(T A, T B) restrict(amp, cpu) {
  return A < B ? A : B;
}
// An overload set with an amp member of the same signature.
inline float scaled(float V) restrict(cpu) { return V * 2; }
inline float scaled(float V) restrict(amp) { return V * 2; }

template <typename T> T clampHigh(T V) restrict(amp, cpu) {
  T Low = smaller(V, smallest<T>());
  // CHECK: E0011_template_instantiations.cpp:[[@LINE+1]]:20: error: 'largest' is called from amp code (a kernel or a restrict(amp) function) but is not declared restrict(amp); C++ AMP requires restrict(amp) or restrict(amp, cpu) on it [AMP2HIP-E0011]
  T High = smaller(largest<T>(), scaled(V));
  // CHECK: E0011_template_instantiations.cpp:[[@LINE+1]]:10: error: 'larger' is called from amp code
  return larger(Low, High);
}

int main() {
  array_view<float, 1> Values(4);
  parallel_for_each(Values.extent, [=](index<1> I) restrict(amp) {
    Values[I] = clampHigh(Values[I]);
  });
  return static_cast<int>(largest<float>() > 0);
}
