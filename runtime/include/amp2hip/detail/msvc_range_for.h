//===- msvc_range_for.h - Range-based for as Visual Studio 2012 -*- C++ -*-===//
//
// Part of amp2hip. Visual Studio 2012 looked up the `begin` and `end` of a
// range-based for with namespace std as an associated namespace, as the C++11
// drafts said before DR 1442, so programs declared them for C++ AMP's
// containers in namespace std (`std::begin(concurrency::array<T, 1>&)`, the
// TspContest sample's iterator_overloads.h) and wrote `for (T x : a)`. The
// translator writes such a range
// `amp2hip::std_range(std::begin(a), std::end(a))` (AMP2HIP-W0003,
// tool/lib/Compat/MsvcErrorFixes.h). Both <amp.h>s include this header
// (msvc_amp_includes.h), so the translator's next round parses the text it
// wrote.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_RANGE_FOR_H
#define AMP2HIP_MSVC_RANGE_FOR_H

namespace amp2hip {

/// The iterators [First, Last) as a range for a range-based for. Host code.
template <typename Iterator> struct iterator_range {
  Iterator First;
  Iterator Last;
  Iterator begin() const { return First; }
  Iterator end() const { return Last; }
};

/// The range [\p First, \p Last): what `std::begin` and `std::end` of a
/// range expression return.
template <typename Iterator>
inline iterator_range<Iterator> std_range(Iterator First, Iterator Last) {
  return {First, Last};
}

} // namespace amp2hip

#endif // AMP2HIP_MSVC_RANGE_FOR_H
