// C++ AMP 1.2 staging textures: made on the CPU accelerator's view with an
// associated view, read and written on the host through data(), and the
// row_pitch, depth_pitch and associated_accelerator_view properties, which
// are written as their getters (the runtime's members). The calls stay;
// test/gpu/e2e/texture_staging runs them.
// RUN: %amp2hip %s -o %t.hip.cpp
// RUN: %nochecks < %t.hip.cpp | FileCheck %s
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  accelerator_view cpu = accelerator(accelerator::cpu_accelerator).default_view;
  accelerator_view gpu = accelerator().default_view;
  std::vector<float> values(24, 1.0f);
  texture<float, 2> image(4, 6, cpu, gpu);
  texture<float, 3> volume(2, 3, 4, 32u, cpu, gpu);
  texture<float, 2> filled(extent<2>(4, 6), values.begin(), values.end(), cpu,
                           gpu);
  texture<float, 2> onGpu(filled, gpu);
  texture<float, 2> back(onGpu, cpu, gpu);
  // CHECK: unsigned int pitch = image.get_row_pitch() + volume.get_depth_pitch();
  unsigned int pitch = image.row_pitch + volume.depth_pitch;
  // CHECK: bool same = image.get_associated_accelerator_view() == gpu;
  bool same = image.associated_accelerator_view == gpu;
  float *texels = static_cast<float *>(image.data());
  texels[pitch / sizeof(float)] = 2.0f;
  const texture<float, 2> &readOnly = back;
  return same && readOnly.data() != nullptr ? 0 : 1;
}
