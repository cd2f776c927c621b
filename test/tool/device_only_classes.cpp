// A class that holds array_view or array members and exists only in amp code
// (its objects are made in kernels and restrict(amp) functions, as the
// conformance suite's `struct sab { array_view<T, 3> av_a, av_b; }` are) holds
// device views, and its restrict(amp, cpu) members are device functions.
// A class that host code also uses gets a device form instead
// (views_in_classes.cpp): the kernel's local is that.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
// RUN: %amp2hip %s -- -DHOST_USE | %nochecks | FileCheck --check-prefix=HOST %s
#include <amp.h>
using namespace concurrency;

template <typename T> struct Pair {
  Pair(array_view<T, 1> a, array_view<T, 1> b) restrict(amp, cpu) : a(a), b(b) {}
  // CHECK: __device__ Pair(amp2hip::device_view<T, 1> a, amp2hip::device_view<T, 1> b) : a(a), b(b) {}
  ~Pair() restrict(amp, cpu) {}
  // CHECK: __device__ ~Pair() {}
  T sum(index<1> i) const restrict(amp) { return a[i] + b[i]; }
  array_view<T, 1> a;
  // CHECK: amp2hip::device_view<T, 1> a;
  array_view<T, 1> b;
  int unused;
};

class Counter {
public:
  Counter(const array_view<int> &counts) restrict(amp, cpu) : counts(counts) {}
  // CHECK: __device__ Counter(const amp2hip::device_view<int, 1> &counts) : counts(counts) {}
  void bump() restrict(amp, cpu) { counts[0] += 1; }
  // CHECK: __device__ void bump() { counts[0] += 1; }
private:
  array_view<int> counts;
  // CHECK: amp2hip::device_view<int, 1> counts;
};

template <typename T> T first(Pair<T> *p, index<1> i) restrict(amp) { return p->sum(i); }

void run(array_view<int, 1> x, array_view<int, 1> y, array_view<int, 1> out,
         array_view<int, 1> counts) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    Pair<int> p(x, y);
    Counter c(counts);
    c.bump();
    out[i] = first(&p, i);
  });
#ifdef HOST_USE
  Counter host(counts);
  host.bump();
  // HOST: class amp2hip_device_Counter {
  // HOST: __device__ amp2hip_device_Counter(const amp2hip::device_view<int, 1> &counts) : counts(counts) {}
  // HOST: amp2hip::device_form_t<Counter> c(counts);
  // HOST: Counter host(counts);
#endif
}
