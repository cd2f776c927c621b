//===- amp2hip/amp_short_vectors.h - C++ AMP short vectors ------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated code includes in place of <amp_short_vectors.h>
/// (C++ AMP v1.2 §10.8): norm, unorm, int_2 ... double_4, short_vector and
/// short_vector_traits in namespace concurrency::graphics, over HIP. See
/// detail/short_vector.h for what is covered. Like MSVC's header, it brings
/// in <amp.h>'s API too.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_AMP_SHORT_VECTORS_H
#define AMP2HIP_AMP_SHORT_VECTORS_H

#include "detail/namespace.h"

#include "amp.h"
#include "detail/short_vector.h"

#endif // AMP2HIP_AMP_SHORT_VECTORS_H
