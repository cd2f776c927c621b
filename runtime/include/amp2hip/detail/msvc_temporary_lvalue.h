//===- msvc_temporary_lvalue.h - MSVC's temporaries bound to T& -*- C++ -*-===//
//
// Part of amp2hip. MSVC binds a temporary of class type to a non-const lvalue
// reference parameter (its extension, warning C4239):
// `pack(extent<2>(n, n))` for `void pack(extent<2>& e)`. The translator
// writes such an argument amp2hip::temporary_lvalue(extent<2>(n, n)) (AMP2HIP-
// W0003, tool/lib/Compat/TemporaryArguments.h). Both <amp.h>s include this
// header (msvc_amp_includes.h), so the translator's next round parses the
// text it wrote.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_TEMPORARY_LVALUE_H
#define AMP2HIP_MSVC_TEMPORARY_LVALUE_H

namespace amp2hip {

/// \p Temporary as an lvalue: the same object, which lives until the end of
/// the full-expression that created it, as the temporary MSVC binds to a
/// `T&` parameter does. Host code.
template <typename T> inline T &temporary_lvalue(T &&Temporary) {
  return Temporary;
}

} // namespace amp2hip

#endif // AMP2HIP_MSVC_TEMPORARY_LVALUE_H
