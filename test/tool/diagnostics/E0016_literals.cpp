// C++ AMP v1.2 §2.4.3.1: the literals of amp-restricted code. No string
// literals (MSVC error C3589); an integer constant fits in 32 bits, the range
// of int and unsigned int (C3595); a floating constant is within the range of
// its type, as MSVC reads it: rounded to double it does not overflow, and for
// a float it is not above FLT_MAX (C2177). Each is AMP2HIP-E0016 at the
// literal, in functions, lambdas and each template instantiation; host code,
// static_assert messages, sizeof operands and library macros (Clang's FLT_MAX
// is spelled 3.40282347e+38F) are not checked.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <cfloat>
using namespace concurrency;

int strings(int i) restrict(amp) {
  int first = "amp"[i];
  // CHECK: E0016_literals.cpp:[[@LINE-1]]:15: error: the string literal is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.1; MSVC error C3589) [AMP2HIP-E0016]
  static_assert(sizeof(int) == 4, "a message is not code");  // silent
  return first + (int)sizeof("four");                        // silent
}

template <typename T> T scaled(T v) restrict(amp, cpu) {
  return v * (T)0x100000000LL;
  // CHECK: E0016_literals.cpp:[[@LINE-1]]:17: error: the integer literal 4294967296, which does not fit in 32 bits, is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.1; MSVC error C3595) [AMP2HIP-E0016]
}

void kernel(array_view<float, 1> v) {
  parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {
    float big = 3.4028235e+38f;
    // CHECK: E0016_literals.cpp:[[@LINE-1]]:17: error: the floating literal 3.4028235e+38f, which is above the range of 'float', is not allowed in amp-restricted code (C++ AMP v1.2 §2.4.3.1; MSVC error C2177) [AMP2HIP-E0016]
    double huge = 1.8e308;
    // CHECK: E0016_literals.cpp:[[@LINE-1]]:19: error: the floating literal 1.8e308, which is above the range of 'double', is not allowed in amp-restricted code
    float largest = 3.402823466e+38f;              // silent: below FLT_MAX
    double dlargest = 1.7976931348623158e+308;     // silent: rounds to DBL_MAX
    float library = FLT_MAX;                       // silent
    unsigned all = 0xffffffffu;                    // silent: 32 bits
    int lowest = -2147483648;                      // silent: 2147483648 fits
    v[idx] = big + (float)huge + largest + (float)dlargest + library +
             (float)all + (float)lowest + (float)scaled<int>(1);
  });
}

long long host() {
  const char *text = "host code";               // silent
  double d = 1.8e308;                           // silent here (a Clang warning)
  return text[0] + 0x100000000LL + (long long)d + scaled<int>(2);
}
