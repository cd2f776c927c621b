// The start-up comparison of Microsoft's demos and AMD's samples with the
// reference accelerator, and the WARP and CPU accelerators, translate as
// written: host code that the runtime provides (docs/features/accelerators.md;
// the runtime's behaviour: test/unit/reference_warp_accelerator_test.cpp).
// RUN: %amp2hip %s 2>%t.err | %nochecks | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// DIAG-NOT: error:
#include <amp.h>
#include <iostream>
using namespace concurrency;

bool usingSoftware(const accelerator &device) {
  // CHECK: if (device == accelerator(accelerator::direct3d_ref) ||
  // CHECK-NEXT: device == accelerator(accelerator::direct3d_warp))
  if (device == accelerator(accelerator::direct3d_ref) ||
      device == accelerator(accelerator::direct3d_warp))
    return true;
  // CHECK: return device.is_emulated || device.device_path == accelerator::cpu_accelerator;
  return device.is_emulated || device.device_path == accelerator::cpu_accelerator;
}

int main() {
  accelerator defaultDevice;
  std::wcout << defaultDevice.get_description() << std::endl;
  // CHECK: if (defaultDevice == accelerator(accelerator::direct3d_ref))
  if (defaultDevice == accelerator(accelerator::direct3d_ref))
    std::wcout << "WARNING: no C++ AMP hardware accelerator" << std::endl;
  accelerator warp(accelerator::direct3d_warp);
  accelerator copy = warp;
  // CHECK: return copy != warp ? 1 : 0;
  return copy != warp ? 1 : 0;
}
