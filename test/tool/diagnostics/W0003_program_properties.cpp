// Properties that the program declares with MSVC's `__declspec(property)`,
// as B3DContest's SolveTSP does in its own copy of the short vector classes
// (`__declspec(property(get = get_xy, put = set_xy)) float2 xy;`), in host
// and in amp code. GCC, hipcc and nvcc do not know them: before, the
// translation kept them with exit status 0 and did not build ("'get' has not
// been declared"). Every use becomes a call of the property's functions, as
// the AMP headers' swizzles do (PropertyRewrite.h), and the declaration is
// removed (AMP2HIP-W0003). Built with nvcc, the AMD device compiler and GCC,
// run on the CPU platform against the values worked out below.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=KERNEL
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %if hipcc %{ %hipcc-asm %t.hip.cpp -o %t.s %}
// RUN: %if cpu-platform %{ %cpu-cxx %t.hip.cpp -x none -o %t.exe %cpu-libs %}
// RUN: %if cpu-platform %{ %t.exe | FileCheck %s --check-prefix=EXE %}
// The indexed form (`T name[]`) is reported, nothing written:
// RUN: rm -f %t.indexed.cpp
// RUN: %not %amp2hip %S/Inputs/indexed_property.cpp -o %t.indexed.cpp 2> %t.indexed.err
// RUN: FileCheck %s --check-prefix=INDEXED --implicit-check-not=error: < %t.indexed.err
// RUN: %not test -e %t.indexed.cpp
// INDEXED: indexed_property.cpp:6:44: error: the indexed property 'cell' (declared with []) is not rewritten by amp2hip; call its get or put function with the indices instead [AMP2HIP-E0010]
//
// EXE: area 9, w 5, after += 16, after ++ 17
// EXE-NEXT: pair 3 4, sum 7, swapped 4 3
// EXE-NEXT: packed 7
// EXE-NEXT: kernel 0 7 14 21
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

struct Box {
  int w;
  int getArea() const { return w * w; }
  void putArea(int a) { w = a; }
  // DIAG: W0003_program_properties.cpp:[[@LINE+2]]:58: warning: '__declspec(property)' is an MSVC extension; the uses of 'area' are written as calls of its get and put functions and the declaration is removed [AMP2HIP-W0003]
  // OUT: {{^}}  /* amp2hip: __declspec(property(get = getArea, put = putArea)) int area; (its uses call the functions) */
  __declspec(property(get = getArea, put = putArea)) int area;
  // OUT: {{^}}  void grow() { putArea(getArea() + 1); }
  void grow() { ++area; }
};

// A class template whose properties amp code reads, as SolveTSP's copy of
// `float2` (`v.x`, `v.yx`).
template <typename T> class pair2 {
public:
  T a, b;
  pair2() restrict(amp, cpu) : a(), b() {}
  pair2(T x, T y) restrict(amp, cpu) : a(x), b(y) {}
  T get_sum() const restrict(amp, cpu) { return a + b; }
  pair2 get_ba() const restrict(amp, cpu) { return pair2(b, a); }
  void set_ba(const pair2 &v) restrict(amp, cpu) { a = v.b; b = v.a; }
  // DIAG: W0003_program_properties.cpp:[[@LINE+1]]:41: warning: '__declspec(property)' {{.*}} 'sum'
  __declspec(property(get = get_sum)) T sum;
  // DIAG: W0003_program_properties.cpp:[[@LINE+1]]:58: warning: '__declspec(property)' {{.*}} 'ba'
  __declspec(property(get = get_ba, put = set_ba)) pair2 ba;
};

// A class of the program in the AMP library's namespace (SolveTSP's copy of
// the short vectors is in Concurrency::graphics): its `x` is its own
// property over `_M_x`, not a component of the runtime's vectors.
namespace Concurrency {
namespace graphics {
class packed2 {
  int _M_x;

public:
  explicit packed2(int v) restrict(amp, cpu) : _M_x(v) {}
  int get_x() const restrict(amp, cpu) { return _M_x; }
  void set_x(int v) restrict(amp, cpu) { _M_x = v; }
  // DIAG: W0003_program_properties.cpp:[[@LINE+1]]:54: warning: '__declspec(property)' {{.*}} 'x'
  __declspec(property(get = get_x, put = set_x)) int x;
};
} // namespace graphics
} // namespace Concurrency

int main() {
  Box box{3};
  // OUT: {{^}}  int area = box.getArea();
  int area = box.area;
  // OUT: {{^}}  box.putArea(5);
  box.area = 5;
  int w = box.w;
  // area += -9 reads 5 * 5 = 25 and puts 16; ++area then puts 16 * 16 + 1.
  // OUT: {{^}}  box.putArea(box.getArea() + (16 - 25));
  box.area += 16 - 25;
  int afterAdd = box.w;
  box.grow(); // 16 * 16 + 1 = 257 put as w
  std::printf("area %d, w %d, after += %d, after ++ %d\n", area, w, afterAdd,
              box.w - 240);

  pair2<int> p(3, 4);
  pair2<int> q;
  // OUT: {{^}}  q.set_ba(p);
  q.ba = p;
  std::printf("pair %d %d, sum %d, swapped %d %d\n", p.a, p.b, p.sum, q.a, q.b);
  graphics::packed2 k(6);
  // OUT: {{^}}  k.set_x(k.get_x() + 1);
  k.x = k.x + 1;
  std::printf("packed %d\n", k.x);

  std::vector<int> out(4);
  array_view<int, 1> view(4, out);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    // KERNEL: {{^}}    view[i] = i[0] * p.get_ba().get_sum();
    view[i] = i[0] * p.ba.sum;
  });
  std::printf("kernel %d %d %d %d\n", view[0], view[1], view[2], view[3]);
  return 0;
}
