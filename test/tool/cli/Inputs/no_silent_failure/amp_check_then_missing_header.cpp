// An error of an AMP check that runs after the parse (E0014), then a fatal
// error: the check's error is not shown after it, and E0001 says why the
// translation failed.
#include <amp.h>
struct Polymorphic {
  virtual int f() { return 1; }
};
void kernel(concurrency::array_view<int, 1> v) {
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    Polymorphic p;
    v[i] = 1;
  });
}
#include "amp2hip_no_such_header.h"
