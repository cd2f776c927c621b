//===- amp2hip/amp_graphics.h - C++ AMP graphics library --------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated code includes in place of <amp_graphics.h>
/// (C++ AMP v1.2 §10, namespace concurrency::graphics): texture,
/// writeonly_texture_view, texture_view, copy/copy_async
/// (detail/graphics_texture.h, formats in detail/graphics_texel.h) and the
/// short vector types (detail/short_vector.h), over HIP. Textures are typed
/// N-dimensional buffers in device memory: element access, no sampling,
/// filtering, mipmaps or Direct3D interoperation.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_AMP_GRAPHICS_H
#define AMP2HIP_AMP_GRAPHICS_H

#include "detail/namespace.h"

#include "amp.h"
#include "amp_short_vectors.h"
#include "detail/graphics_texel.h"
#include "detail/graphics_texture.h"

#endif // AMP2HIP_AMP_GRAPHICS_H
