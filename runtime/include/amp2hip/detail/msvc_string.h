//===- msvc_string.h - MSVC's std::basic_string extensions ------*- C++ -*-===//
//
// Part of amp2hip. MSVC's std::basic_string has a member _Copy_s, the checked
// form of copy() (Visual Studio 2010-2015 <xstring>); libstdc++'s has not.
// The translator writes `s._Copy_s(dest, size, count)` as
// `amp2hip::string_copy_s(s, dest, size, count)` (AMP2HIP-W0003,
// tool/lib/Compat/MsvcErrorFixes.cpp). Both <amp.h>s include this header
// (msvc_amp_includes.h), so the translator's next round parses the text it
// wrote.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_STRING_H
#define AMP2HIP_MSVC_STRING_H

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace amp2hip {

/// MSVC's `Source._Copy_s(Dest, DestSize, Count, Offset)`: copies
/// min(Count, Source.size() - Offset) characters from position \p Offset of
/// \p Source to \p Dest (no terminating null) and returns how many. Units:
/// characters. As MSVC's, a copy longer than \p DestSize is an invalid
/// parameter, which MSVC's default handler ends the program for: here a
/// message on stderr and std::abort().
/// \throws std::out_of_range when \p Offset > Source.size() (MSVC's _Xran).
template <typename CharT, typename Traits, typename Allocator>
std::size_t
string_copy_s(const std::basic_string<CharT, Traits, Allocator> &Source,
              CharT *Dest, std::size_t DestSize, std::size_t Count,
              std::size_t Offset = 0) {
  if (Offset > Source.size())
    throw std::out_of_range("invalid string position");
  if (Count > Source.size() - Offset)
    Count = Source.size() - Offset;
  if (Count > DestSize || (Count != 0 && Dest == nullptr)) {
    std::fprintf(stderr,
                 "amp2hip: _Copy_s: %zu characters do not fit in a buffer of "
                 "%zu (MSVC's invalid parameter handler ends the program)\n",
                 Count, DestSize);
    std::abort();
  }
  Traits::copy(Dest, Source.data() + Offset, Count);
  return Count;
}

} // namespace amp2hip

#endif // AMP2HIP_MSVC_STRING_H
