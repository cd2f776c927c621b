// A restrict(amp, cpu) function with an array_view or array parameter that
// cpu code may call is written twice, for the host and the device
// (shared_function_container_params.cpp); where that cannot be done, the
// host and device types of the parameter differ: AMP2HIP-E0009.
// RUN: %not %amp2hip %s 2>&1 | FileCheck %s
#include <amp.h>
using namespace concurrency;

// A member of a class that holds a container and has no device form (it has
// a base class; views-in-classes.md): its device copy would store a
// device view in an array_view member. (Without the virtual function the
// class gets a device form and this translates: views_in_classes.cpp.)
struct Counted {};
class Tally : public Counted {
public:
  Tally(const array_view<int, 1> &counts) restrict(amp, cpu) : counts(counts) {}
  // CHECK: E0009_shared_container_parameter.cpp:[[@LINE-1]]:35: error: a restrict(amp, cpu) function cannot take 'array_view<int, 1>' parameters yet: the host and device types differ, and 'Tally' holds array_view or array members, and amp2hip cannot write its device form: it has base classes [AMP2HIP-E0009]
  void add(array<int, 1> &more) restrict(amp, cpu) { counts[0] += more[0]; }
  // CHECK: E0009_shared_container_parameter.cpp:[[@LINE-1]]:27: error: a restrict(amp, cpu) function cannot take 'array<int, 1>' parameters yet{{.*}}'Tally' holds array_view or array members{{.*}}[AMP2HIP-E0009]

private:
  array_view<int, 1> counts;
};

// CHECK-NOT: AMP2HIP-E0009
