// Short vector property uses that amp2hip cannot rewrite: a compound
// assignment or increment whose object may have side effects (the rewrite
// names the object twice), a postfix increment whose value is used (the
// setter has no value), a property spelled in a macro definition.
// RUN: %not %amp2hip %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: count 0 < %t.out
#include <amp.h>
#include <amp_short_vectors.h>
using namespace concurrency::graphics;
#define FLIP(v) v.yx = v.xy
float_2 &pick(float_2 *p, int i);
float_2 uses(float_2 *p, int i) {
  pick(p, i).xy += float_2(1.0f);
  // CHECK: E0010_property_use.cpp:[[@LINE-1]]:14: error: the object of the short vector property 'xy' may have side effects: amp2hip rewrites 'xy +=' as set_xy(... get_xy() ...), which evaluates the object twice; bind the object to a reference first (auto &v = ...; v.xy += ...) [AMP2HIP-E0010]
  p[i++].yx -= p[0];
  // CHECK: E0010_property_use.cpp:[[@LINE-1]]:10: error: the object of the short vector property 'yx' may have side effects: amp2hip rewrites 'yx -=' as set_yx(... get_yx() ...), which evaluates the object twice; bind the object to a reference first (auto &v = ...; v.yx -= ...) [AMP2HIP-E0010]
  float_2 old = p[0].xy++;
  // CHECK: E0010_property_use.cpp:[[@LINE-1]]:22: error: the value of 'xy++' is used: amp2hip rewrites an increment of a short vector property as a call of set_xy, which has no value; increment in a statement of its own [AMP2HIP-E0010]
  FLIP(p[1]);
  // CHECK: E0010_property_use.cpp:[[@LINE-1]]:3: error: the short vector property 'yx' is used in a macro definition, where amp2hip cannot rewrite it; call get_yx() or set_yx(...) in the macro instead [AMP2HIP-E0010]
  p[i].xy *= 2.0f; // no side effects: rewritten
  return old;
}
// CHECK-NOT: error:
// CHECK: translation failed; no output written
