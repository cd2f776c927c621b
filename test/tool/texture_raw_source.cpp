// A texture made from raw texels takes, as MSVC's <amp_graphics.h> declares
// it (Microsoft Learn, "texture::texture Constructor"), the source, its size
// in bytes, then the bits per scalar element, with an optional
// accelerator_view: `texture<int, 2> t(rows, cols, data, bytes, 32u)` (the
// book's Chapter 11, Microsoft's Morph demo). The call translates as written
// and builds; main() checks the texels a kernel reads back.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  const int Rows = 2, Cols = 3;
  std::vector<int> Input = {1, 2, 3, 4, 5, 6};
  // CHECK: concurrency::graphics::texture<int, 2> Whole(Rows, Cols, Input.data(),
  texture<int, 2> Whole(Rows, Cols, Input.data(),
                        static_cast<unsigned>(Input.size() * sizeof(int)), 32u);
  const unsigned char Bytes[4] = {0, 64, 128, 255};
  // CHECK: concurrency::graphics::texture<concurrency::graphics::unorm, 1> Packed(4, Bytes, 4u, 8u, accelerator().default_view);
  texture<unorm, 1> Packed(4, Bytes, 4u, 8u, accelerator().default_view);
  std::vector<float> Out(Rows * Cols + 4);
  array_view<float, 1> OutView(static_cast<int>(Out.size()), Out);
  parallel_for_each(extent<1>(1), [=, &Whole, &Packed](index<1>) restrict(amp) {
    for (int I = 0; I < Rows; ++I)
      for (int J = 0; J < Cols; ++J)
        OutView[I * Cols + J] = static_cast<float>(Whole(I, J));
    for (int K = 0; K < 4; ++K)
      OutView[Rows * Cols + K] = Packed[K];
  });
  OutView.synchronize();
  for (int K = 0; K < Rows * Cols; ++K)
    if (Out[K] != static_cast<float>(Input[K]))
      return 1;
  // unorm in 8 bits: byte / 255.
  for (int K = 0; K < 4; ++K)
    if (Out[Rows * Cols + K] != static_cast<float>(Bytes[K]) / 255.0f)
      return 2;
  return 0;
}
