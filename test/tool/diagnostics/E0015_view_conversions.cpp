// An array_view converts only to a view of the same element type, and a
// read-write view converts to a read-only one but not back (C++ AMP v1.2
// §5.2.2, §5.2.3; MSVC error C2664/C2440/C2679 from its overload set): the
// parse header's converting constructor asserts both, AMP2HIP-E0015 at the
// program's line that converts (construction, copy-initialization,
// assignment, copy_to). The valid conversions beside them are silent. A
// static_assert fires once per instantiation: each pair of element types is
// reported at its first conversion only.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="static assertion" --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <vector>
using namespace concurrency;

void conversions(std::vector<int> &v, std::vector<float> &f) {
  array_view<int, 1> rw(8, v);
  array_view<const int, 1> ro(8, v);
  array_view<float, 1> fl(8, f);
  array_view<const float, 1> flRo(8, f);
  std::vector<unsigned> u(8);
  array_view<unsigned, 1> un(8, u);
  array_view<float, 1> wrongType(rw);
  // CHECK-DAG: E0015_view_conversions.cpp:[[@LINE-1]]:24: error: this use of the C++ AMP library breaks one of its static rules: array_view: a view converts only to a view of the same element type (MSVC error C2338) [AMP2HIP-E0015]
  array_view<unsigned, 1> copyInit = rw;
  // CHECK-DAG: E0015_view_conversions.cpp:[[@LINE-1]]:38: error: {{.*}}array_view: a view converts only to a view of the same element type
  array_view<int, 1> fromReadOnly(ro);
  // CHECK-DAG: E0015_view_conversions.cpp:[[@LINE-1]]:22: error: {{.*}}array_view: a read-only view (array_view<const T>) does not convert to a read-write view (array_view<T>)
  fl = flRo;
  // CHECK-DAG: E0015_view_conversions.cpp:[[@LINE-1]]:8: error: {{.*}}does not convert to a read-write view
  fl.copy_to(un);
  // CHECK-DAG: E0015_view_conversions.cpp:[[@LINE-1]]:14: error: {{.*}}a view converts only to a view of the same element type
  array_view<const int, 1> readOnly(rw); // silent: read-write to read-only
  array_view<const int, 1> copied = ro;  // silent: the same type
  ro = rw;                               // silent
  rw.copy_to(array_view<int, 1>(8, v));  // silent
  (void)wrongType, (void)copyInit, (void)fromReadOnly, (void)readOnly,
      (void)copied;
}
