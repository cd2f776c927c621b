// The elements of an `array` or `array_view` live in accelerator memory;
// an AMP container (array, array_view, texture, writeonly_texture_view,
// texture_view) owns or views such memory itself and cannot be one of them,
// nor can a class that holds one by value or by reference, through members,
// bases or arrays (C++ AMP v1.2 §5.1, §5.2; MSVC error C2973 at the
// variable). Reported as the container element rule of AMP2HIP-E0014, in
// host code too. Short vectors, index and extent are plain values: fine.
// RUN: %not %amp2hip %s -o %t.out -- -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>
#include <amp_graphics.h>
#include <amp_short_vectors.h>
using namespace concurrency;

struct ViewHolder { array_view<float, 2> v; };
struct ArrayRefHolder { array<int, 1> &a; };
struct Derived : ViewHolder { int extra; };
struct InArray { int n; ViewHolder many[2]; };
struct Coordinates { index<2> where; extent<2> size; graphics::int_2 pair; };

void host() {
  array<array_view<int, 1>, 1> views(4);
  // CHECK: E0014_nested_containers.cpp:[[@LINE-1]]:32: error: 'views' is an array whose element type is not amp-compatible: '{{(Concurrency::)?}}array_view<int{{(, 1)?}}>' is a C++ AMP container, which cannot be an element of an array or array_view (C++ AMP v1.2 §2.4.1, §5.1, §5.2; MSVC error C3581) [AMP2HIP-E0014]
  array<ViewHolder, 1> holders(4);
  // CHECK: E0014_nested_containers.cpp:[[@LINE-1]]:24: error: 'holders' is an array whose element type is not amp-compatible: the member 'v' of 'ViewHolder': 'array_view<float, 2>' is a C++ AMP container
  array<ArrayRefHolder, 1> refs(4);
  // CHECK: E0014_nested_containers.cpp:[[@LINE-1]]:28: error: 'refs' is an array whose element type is not amp-compatible: the member 'a' of 'ArrayRefHolder': 'array<int, 1>' is a C++ AMP container
  array<Derived, 1> derived(4);
  // CHECK: E0014_nested_containers.cpp:[[@LINE-1]]:21: error: 'derived' is an array whose element type is not amp-compatible: 'Derived' derives from a class that holds a container: the member 'v' of 'ViewHolder'
  array<graphics::texture<int, 1>, 1> textures(4);
  // CHECK: E0014_nested_containers.cpp:[[@LINE-1]]:39: error: 'textures' is an array whose element type is not amp-compatible: '{{(Concurrency::)?}}graphics::texture<int, 1>' is a C++ AMP container
  array<Coordinates, 1> fine(4); // silent
  (void)views, (void)holders, (void)refs, (void)derived, (void)textures;
  (void)fine;
}

template <typename T> void templ(InArray *data) {
  array_view<T, 1> view(4, data);
  // CHECK: E0014_nested_containers.cpp:[[@LINE-1]]:20: error: 'view' is an array_view whose element type is not amp-compatible: the member 'many' of 'InArray': the member 'v' of 'ViewHolder': 'array_view<float, 2>' is a C++ AMP container
  (void)view;
}
template void templ<InArray>(InArray *);
