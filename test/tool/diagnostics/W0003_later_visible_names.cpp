// MSVC parses a template's body where it is instantiated, without two-phase
// name lookup, so templates name what only a later `using namespace` makes
// visible: the C++ AMP book's Timer.h uses accelerator_view and accelerator
// before the program's `using namespace concurrency;`. Clang finds nothing
// there; amp2hip reports AMP2HIP-W0003 and writes the namespace's qualifier,
// which means the same in MSVC. A parallel_for_each that only argument-
// dependent lookup finds there is outlined as any other. Outside templates, or where two namespaces
// offer the name, Clang's error stands.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DNOT_IN_TEMPLATE 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
// RUN: %not %amp2hip %s -o %t.two.cpp -- -DTWO_NAMESPACES 2> %t.two.err
// RUN: FileCheck %s --check-prefix=TWO < %t.two.err
#include <amp.h>

template <typename Func> double timeFunc(Func f) {
  // DIAG: W0003_later_visible_names.cpp:[[@LINE+3]]:3: warning: accepted as MSVC does: unknown type name 'accelerator_view'; did you mean 'Concurrency::accelerator_view'? (MSVC parses a template where it is used, without two-phase name lookup, and finds the name through a later 'using namespace'); written as portable C++ in the output (the namespace's qualifier inserted) [AMP2HIP-W0003]
  // DIAG: W0003_later_visible_names.cpp:[[@LINE+2]]:39: warning: accepted as MSVC does: use of undeclared identifier 'accelerator'
  // OUT: Concurrency::accelerator_view view = Concurrency::accelerator(Concurrency::accelerator::default_accelerator).default_view;
  accelerator_view view = accelerator(accelerator::default_accelerator).default_view;

  // A comment that ends with a period, then the name.
  // DIAG: W0003_later_visible_names.cpp:[[@LINE+2]]:3: warning: accepted as MSVC does: use of undeclared identifier 'accelerator'
  // OUT: Concurrency::accelerator::get_all();
  accelerator::get_all();
  f();
  view.wait();
  return 1.0;
}

template <typename T> struct Doubler {
  void run(std::vector<T> &data) {
    // DIAG: W0003_later_visible_names.cpp:[[@LINE+2]]:5: warning: accepted as MSVC does: use of undeclared identifier 'array_view'
    // OUT-DAG: Concurrency::array_view<T, 1> view(static_cast<int>(data.size()), data);
    array_view<T, 1> view(static_cast<int>(data.size()), data);
    // DIAG: W0003_later_visible_names.cpp:[[@LINE+3]]:40: warning: accepted as MSVC does: no template named 'index'
    // The kernel, written before the class, declares the index.
    // OUT-DAG: {{^}}  Concurrency::index<1> i;
    parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] *= 2; });
    // OUT: amp2hip::parallel_for_each(view.extent, amp2hip_kernel_Doubler_run_{{[0-9]+}}<T>, view);
    view.synchronize();
  }
};

#ifdef NOT_IN_TEMPLATE
// BAD: W0003_later_visible_names.cpp:[[@LINE+1]]:19: error: unknown type name 'accelerator_view'
void notATemplate(accelerator_view &v) { v.wait(); }
#endif

#ifdef TWO_NAMESPACES
namespace mine {
struct accelerator {};
} // namespace mine
template <typename T> void two() {
  // TWO: W0003_later_visible_names.cpp:[[@LINE+1]]:3: error: use of undeclared identifier 'accelerator'
  accelerator::get_all();
}
// Instantiated: MSVC would parse it and find the name ambiguous. (A
// template that is never instantiated is accepted as MSVC does,
// W0003_uninstantiated_template_body.cpp.)
void call_two() { two<int>(); }
using namespace mine;
#endif

#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> data(64, 1);
  Doubler<int>().run(data);
  return timeFunc([] {}) > 0 && data[0] == 2 ? 0 : 1;
}
