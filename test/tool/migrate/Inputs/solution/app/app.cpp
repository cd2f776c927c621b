// The application: needs the definitions of its configuration and of the
// property sheet, which `amp2hip migrate` passes to the translation.
#include "stdafx.h"
#include "../mathlib/mathlib.h"
#include "shared.h"
#if !defined(APP_SCALE) || !defined(COMMON_DEFINE) || !defined(_UNICODE)
#error "the project's definitions were not passed"
#endif

int _tmain(int, _TCHAR *[]) {
  int values[4] = {1, 2, 3, 4};
  concurrency::array_view<int, 1> view(4, values);
  scale(view, APP_SCALE);
  concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp) {
    view[i] += COMMON_DEFINE;
  });
  view.synchronize();
  for (int v : values)
    std::cout << v << " ";
  std::cout << "checksum " << mathlib_checksum(values, 4) << "\n";
  return 0;
}
