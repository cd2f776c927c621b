// The AMP library's rules on data sources and destinations, in amp2hip's
// parse headers as static_asserts (AMP2HIP-E0015 at the program's line):
// the elements of an array's source range convert to its element type
// (§5.1.1; MSVC C2440); array::section(i0, ..., e0, ...) takes as many
// coordinates as the rank (§5.1.4; MSVC C2664); an array_view over a pointer
// is made from a pointer to its element type, so not read-write over const
// data (§5.2.2; MSVC C2228); copy()/copy_async() to an iterator write
// through it, so not through a const_iterator or a pointer to const (§5.3;
// MSVC C3892). Valid uses beside them (silent) must not be reported.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="static assertion" --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <iterator>
#include <list>
#include <string>
#include <utility>
#include <vector>
using namespace concurrency;

struct Pair { int a, b; };

void sources(std::vector<std::pair<int, int>> &pairs, std::list<float> &floats) {
  array<int, 1> fromPairs(4, pairs.begin(), pairs.end());
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:17: error: this use of the C++ AMP library breaks one of its static rules: array: the elements of the source range must convert to the element type (MSVC error C2338) [AMP2HIP-E0015]
  array<Pair, 2> grid(extent<2>(2, 2), floats.begin());
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:18: error: {{.*}}array: the elements of the source range must convert to the element type
  array<double, 1> widened(4, floats.begin(), floats.end()); // silent
  int raw[4] = {1, 2, 3, 4};
  array<float, 1> fromInts(4, raw);                           // silent
}

void sections(array<int, 2> &a2) {
  a2.section(0, 4);
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:6: error: {{.*}}array: the number of coordinates of section() must be the rank
  const array<int, 2> &c2 = a2;
  c2.section(0, 0, 0, 1, 1, 1);
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:6: error: {{.*}}array: the number of coordinates of section() must be the rank
  array_view<int, 2> fine = a2.section(0, 0, 2, 2);         // silent
  array_view<const int, 2> alsoFine = c2.section(1, 1, 1, 1); // silent
}

void views(const int *readOnly, int *writable, std::vector<int> &v,
           float *floats) {
  array_view<int, 1> bad(8, readOnly);
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:22: error: {{.*}}array_view: a pointer data source must convert to T * (no read-write view of const data)
  array_view<int, 2> bad2(extent<2>(2, 4), readOnly);
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:22: error: {{.*}}array_view: a pointer data source must convert to T *
  array_view<int, 1> otherType(8, floats);
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:22: error: {{.*}}array_view: a pointer data source must convert to T *
  array_view<const int, 3> otherTypeRO(extent<3>(2, 2, 2), floats);
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:28: error: {{.*}}array_view: a pointer data source must convert to T *
  array_view<const int, 1> ro(8, readOnly);                 // silent
  array_view<int, 1> rw(8, writable);                       // silent
  array_view<const int, 1> roOverRW(8, writable);           // silent
  array_view<const int, 2> roOverRW2(extent<2>(2, 4), writable); // silent
  array_view<int, 1> container(8, v);                       // silent
  int local[8] = {};
  array_view<const int, 1> overArray(8, local);             // silent
}

void destinations(array<int, 1> &a, array_view<int, 1> &v, std::vector<int> &out,
                  const int *constOut, int *plainOut) {
  copy(a, out.cbegin());
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:3: error: {{.*}}copy: the destination iterator is not writable (a const_iterator or a pointer to const)
  copy(v, constOut);
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:3: error: {{.*}}copy: the destination iterator is not writable
  copy_async(a, constOut);
  // CHECK: E0015_sources_sections_destinations.cpp:[[@LINE-1]]:3: error: {{.*}}copy_async: the destination iterator is not writable
  copy(a, out.begin());                                     // silent
  copy(v, plainOut);                                        // silent
  copy(a, std::back_inserter(out));                         // silent
  copy_async(v, out.begin());                               // silent
}
