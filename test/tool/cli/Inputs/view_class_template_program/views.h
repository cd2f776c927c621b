// A class template holding a reference to an array, which kernels build, and
// a class template whose restrict(amp, cpu) member template takes it
// (B3DContest's tiled_views and Path::initweights, in AMP-CMP-Opt.h/.cpp).
#pragma once
#include <amp.h>
using namespace concurrency;

// The program's own type named as HIP's headers name theirs at global scope
// (B3DContest's amp_short_arrays.h declares uint4): each input renames it,
// with its own references, itself.
struct uint4 {
  unsigned v[4];
};

template <typename Grid> struct Views {
  Grid &data;
  int n;
  Views(Grid &d, int n) restrict(amp) : data(d), n(n) {}
};

template <typename Grid> struct Solver {
  template <int Scale>
  static void scale(index<1> i, Views<Grid> &v) restrict(amp, cpu) {
    v.data[i] *= Scale;
  }
  static void run(array<float, 1> &a) {
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) {
      Views<Grid> v(a, 4);
      scale<3>(i, v);
    });
  }
};
