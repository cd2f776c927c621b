// SolveTSP's helpers/Maths.h chooses its helpers by the compiler's version:
// Visual Studio 2012 (_MSC_VER 1700) takes the restrict(amp, cpu) ones,
// which its kernels call; any other version the cpu-only ones.
#include <amp.h>
#include <cstdio>
using namespace concurrency;

#if (_MSC_VER != 1700)
template <typename T> static T maxvec() { return T(2022); }
#else
template <typename T> static T maxvec() restrict(amp, cpu) { return T(2012); }
#endif

int main() {
  int data[2] = {0, 1};
  array_view<int, 1> v(2, data);
  parallel_for_each(v.extent,
                    [=](index<1> i) restrict(amp) { v[i] += maxvec<int>(); });
  v.synchronize();
  std::printf("%d %d\n", data[0], data[1]);
}
