// Visual Studio 2012 looked up the `begin` and `end` of a range-based for
// with namespace std as an associated namespace, as the C++11 drafts said
// before DR 1442: programs declared them for C++ AMP's containers in
// namespace std and wrote `for (T x : a)` over a concurrency::array (the
// TspContest sample's iterator_overloads.h and hash.h). Clang finds no
// `begin` ("invalid range expression"); amp2hip reports AMP2HIP-W0003 and
// writes the range `amp2hip::std_range(std::begin(a), std::end(a))`, which
// calls the program's functions. Only a range written as a name or a member
// of one (evaluated once either way); any other range stays Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DCALL 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>

namespace std {
template <typename T> T *begin(concurrency::array<T, 1> &a) { return a.data(); }
template <typename T> const T *begin(const concurrency::array<T, 1> &a) {
  return a.data();
}
template <typename T> T *end(concurrency::array<T, 1> &a) {
  return a.data() + a.extent.size();
}
template <typename T> const T *end(const concurrency::array<T, 1> &a) {
  return a.data() + a.extent.size();
}
} // namespace std

struct tour {
  concurrency::array<int, 1> cities;
  explicit tour(int n) : cities(n) {}
};

int length(const tour &t) {
  int sum = 0;
  // DIAG: W0003_range_for_std_begin.cpp:[[@LINE+2]]:14: warning: accepted as MSVC does: invalid range expression of type 'const concurrency::array<int, 1>'; no viable 'begin' function available (Visual Studio 2012 looks 'begin' and 'end' up in namespace std too, as the C++11 drafts did before DR 1442, and finds the program's); written as portable C++ in the output: amp2hip::std_range(std::begin(range), std::end(range)) [AMP2HIP-W0003]
  // OUT: for (int c : amp2hip::std_range(std::begin(t.cities), std::end(t.cities)))
  for (int c : t.cities)
    sum += c;
  return sum;
}

// In a template, found where it is instantiated.
template <typename T> struct fnv_hash {
  size_t operator()(const concurrency::array<T, 1> &argument) const {
    size_t hash = 2166136261U;
    // DIAG: W0003_range_for_std_begin.cpp:[[@LINE+2]]:27: warning: accepted as MSVC does: invalid range expression
    // OUT: for (T const &element : amp2hip::std_range(std::begin(argument), std::end(argument)))
    for (T const &element : argument)
      hash = (hash ^ element) * 16777619;
    return hash;
  }
};

size_t hashed(concurrency::array<int, 1> &a) {
  concurrency::parallel_for_each(
      a.extent, [&a](concurrency::index<1> i) restrict(amp) { a[i] = i[0]; });
  return fnv_hash<int>()(a);
}

#ifdef CALL
concurrency::array<int, 1> &cities();
int first() {
  // BAD: W0003_range_for_std_begin.cpp:[[@LINE+1]]:14: error: invalid range expression
  for (int c : cities())
    return c;
  return 0;
}
#endif
