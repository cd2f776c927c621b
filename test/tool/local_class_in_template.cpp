// A kernel names a class declared in the body of a template (B3DContest's
// `struct gpuio { sumtype currLambda; ... } gpustate[N] = {...};` in a
// member function template of the class template `Path`, read and written
// through an `array_view<struct gpuio, 1>` in the kernel). The kernel is
// outlined to namespace scope, and nvcc takes no type local to a host
// function in a kernel's template arguments, so the class moves to
// namespace scope as a class template over the template parameters it uses;
// each use of its name in the function and in the kernel gets them
// (`state<S>`, `struct state<S>`). A declaration that declares variables too
// leaves `struct state<S> states[4] = ...;` in its place. A local class that
// names a member of the enclosing class stays AMP2HIP-E0005.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DNAMES_A_MEMBER 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
// DIAG-NOT: {{error|warning}}:
//
// Path<float, int>::run<4>(3): three states of {0.5, 0, -1}; tile p
// multiplies lambda by 2 + p and adds Tile (4) to count: 1 4 -1, 1.5 4 -1,
// 2 4 -1. sum<2>({1, 2, 3}): the kernel writes {value * 2 + 1, index}:
// 3 0, 5 1, 7 2. shift(2): {1, 2} twice; x += index, y *= 10: 1 20, 2 20.
// EXE: 1 4 -1
// EXE-NEXT: 1.5 4 -1
// EXE-NEXT: 2 4 -1
// EXE-NEXT: 3 0, 5 1, 7 2
// EXE-NEXT: 1 20, 2 20
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <typename T> T lowest() restrict(amp, cpu) { return T(-1); }

// CHECK: // amp2hip: moved from function 'Path::run', where a kernel names it
// CHECK-NEXT: template <typename S> struct state {
// CHECK: const amp2hip::kernel_param_t<Concurrency::array_view<struct state<S>, 1>> persistent) {
// CHECK: state<S> s = persistent(t.tile[0]);
template <typename S, typename I> class Path {
public:
#ifdef NAMES_A_MEMBER
  typedef S value_type;
#endif
  template <int Tile> void run(int np) {
    // CHECK: {{^}}    struct state<S> states[4] = {{[{][{]}}(S)0.5, 0, lowest<S>()}};
    struct state {
#ifdef NAMES_A_MEMBER
      value_type lambda;
#else
      S lambda;
#endif
      int count;
      S bound;
    } states[4] = {{(S)0.5, 0, lowest<S>()}};
    for (int p = 1; p < np; p++)
      states[p] = states[0];
    // CHECK: array_view<struct state<S>, 1> persistent(np, &states[0]);
    array_view<struct state, 1> persistent(np, &states[0]);
    parallel_for_each(extent<1>(np * Tile).tile<Tile>(),
                      // BAD-DAG: local_class_in_template.cpp:[[@LINE+1]]:23: error: the kernel names 'state', which is declared inside the enclosing function; move it to namespace scope (amp2hip cannot move it: it names 'value_type', a member of 'Path') [AMP2HIP-E0005]
                      [=](tiled_index<Tile> t) restrict(amp) {
      if (t.local[0] == 0) {
        // BAD-DAG: local_class_in_template.cpp:[[@LINE+1]]:19: error: 'persistent' has a type that names 'state', which is declared inside a function; move it to namespace scope (amp2hip cannot move it: it names 'value_type', a member of 'Path') [AMP2HIP-E0005]
        state s = persistent(t.tile[0]);
        s.lambda *= S(2 + t.tile[0]);
        s.count += Tile;
        persistent(t.tile[0]) = s;
      }
    });
    persistent.synchronize();
    for (int p = 0; p < np; p++)
      std::printf("%g %d %g\n", (double)states[p].lambda, states[p].count,
                  (double)states[p].bound);
  }
};

// CHECK: // amp2hip: moved from function 'pairs', where a kernel names it
// CHECK-NEXT: template <typename T, int K> struct pair_of {
template <typename T, int K> void pairs(int n) {
  struct pair_of {
    T value;
    int index;
    T scaled() const restrict(amp) { return value * T(K) + T(1); }
  };
  // CHECK: std::vector<pair_of<T, K>> out(n);
  std::vector<pair_of> out(n);
  array_view<pair_of, 1> view(n, out);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    pair_of p = {T(i[0] + 1), i[0]};
    p.value = p.scaled();
    view[i] = p;
  });
  view.synchronize();
  std::printf("%g %d, %g %d, %g %d\n", (double)out[0].value, out[0].index,
              (double)out[1].value, out[1].index, (double)out[2].value,
              out[2].index);
}

// The same outside templates: the class moves as it is.
// CHECK: // amp2hip: moved from function 'shift', where a kernel names it
// CHECK-NEXT: struct point {
void shift(int n) {
  // CHECK: {{^}}  struct point origin = {1, 2};
  struct point {
    int x, y;
  } origin = {1, 2};
  std::vector<point> points(n, origin);
  array_view<point, 1> view(n, points);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i].x += i[0];
    view[i].y *= 10;
  });
  view.synchronize();
  std::printf("%d %d, %d %d\n", points[0].x, points[0].y, points[1].x,
              points[1].y);
}

int main() {
  Path<float, int>().run<4>(3);
  pairs<float, 2>(3);
  shift(2);
  return 0;
}
