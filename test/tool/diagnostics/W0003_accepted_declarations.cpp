// Two declarations that MSVC and Clang's Microsoft mode accept and hipcc and
// nvcc reject (the TspContest sample's problem_definition.h): a member
// typedef with its class template's parameter's name, aliasing it
// (`typedef numeric_type numeric_type;`, -Wmicrosoft-template-shadow), and a
// pure virtual function with a body in the class (`= 0 {}`,
// -Wmicrosoft-pure-definition). The parameter is renamed where the class
// names it, so the typedef keeps its name for the class's users; the
// pure-specifier is removed, so the function keeps its body.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <vector>

// OUT: template <typename numeric_type_parameter> class problem_definition {
template <typename numeric_type> class problem_definition {
public:
  // DIAG: W0003_accepted_declarations.cpp:[[@LINE+2]]:24: warning: accepted as MSVC does: declaration of 'numeric_type' shadows template parameter [-Wmicrosoft-template-shadow]; written as portable C++ in the output [AMP2HIP-W0003]
  // OUT: typedef numeric_type_parameter numeric_type;
  typedef numeric_type numeric_type;

  // DIAG: W0003_accepted_declarations.cpp:[[@LINE+2]]:11: warning: accepted as MSVC does: function definition with pure-specifier is a Microsoft extension [-Wmicrosoft-pure-definition]; written as portable C++ in the output [AMP2HIP-W0003]
  // OUT: virtual ~problem_definition() {}
  virtual ~problem_definition() = 0 {}

  void add_element(numeric_type element) { elements_.push_back(element); }
  const std::vector<numeric_type> &get_elements() const { return elements_; }

private:
  std::vector<numeric_type> elements_;
};

template <typename numeric_type>
class tsplib_definition : public problem_definition<numeric_type> {};

// A member template's parameters named as its class template's (SolveTSP's
// `solver/Plain.cpp`), which GCC rejects: the member's are renamed in it.
template <typename sumtype, typename idxtype> class Solution {
  // DIAG: W0003_accepted_declarations.cpp:[[@LINE+4]]:22: warning: accepted as MSVC does: declaration of 'sumtype' shadows template parameter [-Wmicrosoft-template-shadow]; written as portable C++ in the output [AMP2HIP-W0003]
  // DIAG: W0003_accepted_declarations.cpp:[[@LINE+3]]:40: warning: accepted as MSVC does: declaration of 'idxtype' shadows template parameter
  // OUT: {{^}}  template <typename sumtype_parameter, typename idxtype_parameter> struct sorting {
  // OUT-NEXT: {{^}}    bool operator()(sumtype_parameter a, idxtype_parameter b) const { return a < b; }
  template <typename sumtype, typename idxtype> struct sorting {
    bool operator()(sumtype a, idxtype b) const { return a < b; }
  };

public:
  // OUT: {{^}}  bool less(sumtype a, idxtype b) { return sorting<sumtype, idxtype>()(a, b); }
  bool less(sumtype a, idxtype b) { return sorting<sumtype, idxtype>()(a, b); }
};
bool ordered() { return Solution<float, int>().less(1.5f, 2); }

float total(tsplib_definition<float> &problem) {
  problem.add_element(1.5f);
  const std::vector<float> &elements = problem.get_elements();
  concurrency::array_view<const float, 1> view(
      static_cast<int>(elements.size()), elements);
  std::vector<float> sums(1);
  concurrency::array_view<float, 1> sum(1, sums);
  concurrency::parallel_for_each(
      sum.extent, [=](concurrency::index<1> i) restrict(amp) {
        for (int k = 0; k < view.extent[0]; ++k)
          sum[i] += view[k];
      });
  return sum[0];
}
