// A function defined in the body of another without a restriction of its own
// inherits that function's restriction (C++ AMP v1.2 §2.2.1, the suite's
// Auto_inference tests): the member functions of local classes (and of
// classes nested in them) in amp code get the HIP qualifiers of the
// enclosing function's restriction, and calling them from amp code is not
// AMP2HIP-E0011. Explicit restrictions and defaulted members are kept.
// RUN: %amp2hip %s | %nochecks | FileCheck %s
#include <amp.h>
using namespace concurrency;

int twice(int x) restrict(amp) { return 2 * x; }
int hostOnly(int x) restrict(cpu) { return x; }

int onlyAmp(int x) restrict(amp) {
  struct Base {
    int m;
    Base() : m(1) {}
    // CHECK: __device__ Base() : m(1) {}
    int get() const { return twice(m); }
    // CHECK: __device__ int get() const { return twice(m); }
  };
  struct Derived : Base {
    Derived() = default;
    // CHECK: Derived() = default;
    struct Inner {
      static int add(int v) { return twice(v) + 1; }
      // CHECK: __device__ static int add(int v) { return twice(v) + 1; }
    };
    int both() { return Inner::add(get()); }
    // CHECK: __device__ int both() { return Inner::add(get()); }
    int onHost() restrict(cpu) { return hostOnly(3); }
    // CHECK: int onHost() { return hostOnly(3); }
  };
  Derived d;
  return d.both() + x;
}

int ampAndCpu(int &flag) restrict(amp, cpu) {
  class Local {
  public:
    float f(int &v) { v = 1; return f(2.0f); }
    // CHECK: __host__ __device__ float f(int &v) { v = 1; return f(2.0f); }
  private:
    float f(float v) { return v + 1; }
    // CHECK: __host__ __device__ float f(float v) { return v + 1; }
  };
  return int(Local().f(flag));
}

// In a function template too (its instantiations are parsed the same way).
template <typename T> T scaled(T x) restrict(amp) {
  struct L {
    T v;
    L(T a) : v(a) {}
    // CHECK: __device__ L(T a) : v(a) {}
    T get() const { return T(twice(int(v))); }
    // CHECK: __device__ T get() const { return T(twice(int(v))); }
  };
  return L(x).get();
}

struct Outside {
  int f() { return 5; }
  // CHECK: int f() { return 5; }
};

void run(int *p) {
  array_view<int, 1> v(8, p);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    struct K {
      int f(int x) { return onlyAmp(x) + 1; }
      // CHECK: __device__ int f(int x) { return onlyAmp(x) + 1; }
    };
    int flag = 0;
    v[i] = K().f(v[i]) + ampAndCpu(flag) + scaled(1) + int(scaled(2.0f));
    // A restrict(cpu) lambda inside amp code is cpu code.
    auto cpu = [](int y) restrict(cpu) { return hostOnly(y) + Outside().f(); };
  });
}
