// GPU end-to-end program: overloading by restriction (C++ AMP v1.2 §2.3.2).
// Each name below has a restrict(cpu) and a restrict(amp) version; a call
// picks the version of its context: host code the cpu one, kernels the amp
// one, and a restrict(amp, cpu) function the one of the side it runs on.
// Expected values by hand: see expected_output.md.
// amp2hip-test: no-cpu the CPU platform compiles the restrict(cpu) overloads only (docs/platforms.md)
#include <amp.h>
#include <cstdio>
#include <vector>

namespace Concurrency {
// MSVC declares Concurrency as the namespace; programs may reopen it.
inline int side_marker() restrict(cpu) { return 100; }
inline int side_marker() restrict(amp) { return 200; }
} // namespace Concurrency

using namespace concurrency;

struct Tagged {
  int tag;
  void stamp() restrict(cpu); // defined below, out of line
  void stamp() restrict(amp) { tag = 7; }
  // restrict(amp, cpu): stamp() resolves per side.
  explicit Tagged(int x) restrict(amp, cpu) : tag(x) { stamp(); }
};
void Tagged::stamp() restrict(cpu) { tag = 3; }

int offset(int x) restrict(cpu) { return x + 1; }
int offset(int x) restrict(amp) { return x + 2; }

template <typename T> int kind(T) restrict(cpu) { return 10; }
inline int kind(float) restrict(amp) { return 20; }

int main() {
  std::vector<int> out(4, 0);
  array_view<int, 1> av(4, out);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Tagged t(0);
    av[i] = t.tag + offset(i[0]) + kind(1.0f) + side_marker();
  });
  Tagged host(0);
  std::printf("host: %d %d %d %d\n", host.tag, offset(0), kind(2.0),
              side_marker());
  std::printf("device:");
  for (int i = 0; i < 4; ++i)
    std::printf(" %d", av[i]);
  std::printf("\n");
  return 0;
}
