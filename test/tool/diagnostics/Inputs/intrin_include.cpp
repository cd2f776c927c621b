// An input of W0004_msvc_intrinsics.cpp: <intrin.h> by name, as MSVC
// programs include it for _rotl and _byteswap_ulong.
#include <intrin.h>
#include <cstdio>

int main() {
  // 0x80000001 rotated left by 1: the top bit comes around to bit 0.
  std::printf("rotated %x, swapped %x\n", _rotl(0x80000001u, 1),
              _byteswap_ulong(0x12345678u));
  return 0;
}
