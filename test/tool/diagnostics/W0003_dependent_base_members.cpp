// MSVC looks unqualified names in a template up where it is instantiated,
// in its dependent base classes first; Clang, at the template's definition,
// finds a namespace-scope declaration of the name instead (ampblas's cblas_v2
// tests name their base test_case's typedef `real_type` while ampblas
// declares a class template `real_type`: "use of class template 'real_type'
// requires template arguments"). amp2hip reports AMP2HIP-W0003 and qualifies
// every unqualified use of the name in the class with the dependent base that
// declares it (`typename Base<...>::` for a type, `this->` otherwise). A
// name two dependent bases declare stays Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DTWO_BASES 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <limits>

template <typename T> struct real_type {
  typedef T type;
};

template <typename value_type> class test_case {
public:
  typedef typename real_type<value_type>::type real_type;
  typedef value_type element;
  virtual ~test_case() {}
  virtual real_type fudge_factor() const { return real_type(64); }
  bool check_error(element e) const { return e == element(64); }
};

template <typename value_type> class asum_test : public test_case<value_type> {
public:
  // DIAG: W0003_dependent_base_members.cpp:[[@LINE+2]]:3: warning: accepted as MSVC does: use of class template 'real_type' requires template arguments; argument deduction not allowed in function return type (MSVC looks unqualified names in a template up where it is instantiated, in its dependent base classes first); written as portable C++ in the output (each use of the name in the class qualified with the base class that declares it) [AMP2HIP-W0003]
  // OUT: typename test_case<value_type>::real_type fudge_factor() const {
  real_type fudge_factor() const {
    // OUT-NEXT: return typename test_case<value_type>::real_type(50) * std::numeric_limits<typename test_case<value_type>::real_type>::epsilon();
    return real_type(50) * std::numeric_limits<real_type>::epsilon();
  }
};

// A variable of the type: Clang deduces the class template's arguments and
// reports at the variable's name.
template <typename value_type> class nrm2_test : public test_case<value_type> {
public:
  value_type run() const {
    // DIAG: W0003_dependent_base_members.cpp:[[@LINE+2]]:15: warning: accepted as MSVC does: no viable constructor or deduction guide for deduction of template arguments of 'real_type' (MSVC looks
    // OUT: typename test_case<value_type>::real_type norm = this->fudge_factor();
    real_type norm = this->fudge_factor();
    return norm;
  }
};

// Names Clang's Microsoft mode finds in the dependent base itself (with
// -Wmicrosoft-template), which nvcc and hipcc reject: qualified the same way,
// each use.
template <typename value_type> class scal_test : public test_case<value_type> {
public:
  bool run() const {
    // DIAG-DAG: W0003_dependent_base_members.cpp:[[@LINE+3]]:5: warning: accepted as MSVC does: use of member 'element' found via unqualified lookup into dependent bases of class templates is a Microsoft extension [-Wmicrosoft-template]; written as portable C++ in the output [AMP2HIP-W0003]
    // DIAG-DAG: W0003_dependent_base_members.cpp:[[@LINE+2]]:28: warning: accepted as MSVC does: use of member 'check_error' found via unqualified lookup into dependent bases of class templates is a Microsoft extension [-Wmicrosoft-template]; written as portable C++ in the output [AMP2HIP-W0003]
    // OUT: typename test_case<value_type>::element e = 64; return this->check_error(e);
    element e = 64; return check_error(e);
  }
};

// Names declared by the base of a dependent base (ampblas's
// promoted_dot_test derives from dot_test, which derives from test_case):
// qualified with the base as written, which inherits them.
template <typename value_type> class dot_test : public test_case<value_type> {
public:
  int increments() const { return 2; }
};
template <typename value_type>
class promoted_dot_test : public dot_test<value_type> {
public:
  // DIAG-DAG: W0003_dependent_base_members.cpp:[[@LINE+4]]:18: warning: accepted as MSVC does: {{.*}}'element'{{.*}} [AMP2HIP-W0003]
  // DIAG-DAG: W0003_dependent_base_members.cpp:[[@LINE+3]]:45: warning: accepted as MSVC does: {{.*}}'check_error'{{.*}} [AMP2HIP-W0003]
  // DIAG-DAG: W0003_dependent_base_members.cpp:[[@LINE+2]]:63: warning: accepted as MSVC does: {{.*}}'increments'{{.*}} [AMP2HIP-W0003]
  // OUT: bool run(const typename dot_test<value_type>::element &e) const { return this->check_error(e) && this->increments() == 2; }
  bool run(const element &e) const { return check_error(e) && increments() == 2; }
};

#ifdef TWO_BASES
template <typename value_type> class other_case {
public:
  typedef value_type real_type;
};
template <typename value_type>
class both : public test_case<value_type>, public other_case<value_type> {
  // BAD: W0003_dependent_base_members.cpp:[[@LINE+1]]:3: error: use of class template 'real_type' requires template arguments
  real_type twice() const { return 2; }
};
#endif

int main() {
  asum_test<float> t;
  nrm2_test<float> n;
  scal_test<float> c;
  promoted_dot_test<float> p;
  return t.fudge_factor() > 0 && n.run() == 64 && c.run() && p.run(64) ? 0 : 1;
}
