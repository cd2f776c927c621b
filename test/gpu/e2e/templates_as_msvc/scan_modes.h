// What scan.h names before it is declared: the scan's modes (an enum, as in
// the C++ AMP book's Extras/Scan/ScanTiledOptimized.h) and a compile-time
// power-of-two test over the bits of an unsigned (its Utilities.h), whose
// `IsBitSet<N, MaxBit>` narrows 0x80000000 to `int Bit` as MSVC converts it.
#pragma once

namespace scan {
namespace details {
enum ScanMode
{
  kExclusive = 0,
  kInclusive = 1
};
} // namespace details

template <unsigned N, int Bit> struct IsBitSet {
  enum { value = (N & unsigned(Bit)) ? 1 : 0 };
};
template <unsigned N, unsigned MaxBit> struct CountBits {
  enum { value = IsBitSet<N, MaxBit>::value + CountBits<N, (MaxBit >> 1)>::value };
};
template <unsigned N> struct CountBits<N, 0> {
  enum { value = 0 };
};
template <unsigned N> struct IsPowerOfTwo {
  enum { value = CountBits<N, 0x80000000u>::value == 1 };
};
} // namespace scan
