// Translated with `-- -D_MSC_VER=1700` (W0003_msvc_predefined_macros.cpp):
// the program's MSVC branch, with <amp.h> and the x86 intrinsics it brings.
#include <amp.h>
#ifdef _MSC_VER
constexpr int chosen = _MSC_VER;
#endif
int main() {
  std::vector<int> v(4);
  concurrency::array_view<int, 1> av(4, v);
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) {
    av[i] = i[0] + chosen;
  });
  return av[3] == 1703 ? 0 : 1;
}
